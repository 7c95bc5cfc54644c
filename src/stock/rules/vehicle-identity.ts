import { settingValue, type SettingMap } from '~/settings/settings.ts'
import { brandOf } from '~/theme/brands.ts'
import { slugify } from '~/lib/slug.ts'

/**
 * How a stock vehicle is named (spec 3 §2 Showroom URL, §4 Vehicle state and status, §5): its
 * showroom slug and path, the id read back from the path, the short VIN, the stock-list
 * affiliation code, the stock source and the analytics offer. Pure.
 */

/** The vehicle fields the slug is made of (spec 3 §3 Vehicle). */
export interface SlugFields {
  id: string | number
  state?: string | null
  nameplate_brand_name?: string | null
  nameplate_name?: string | null
  production_year?: string | number | null
  engine_type?: readonly string[] | string | null
  drivetrain?: string | null
  transmission?: string | null
  color_name?: string | null
}

export interface SlugOptions {
  /**
   * spec 3 §2: 'The brand part is left empty for one of the two brands': the brand whose name is
   * left out, compared case-insensitively (ADR 068: the market's own brand unless the setting
   * stock_locator.slug_omitted_brand names another); none when null.
   */
  omittedBrand?: string | null
}

/**
 * The brand a market's slugs leave out (ADR 068): the one the setting stock_locator.slug_omitted_brand
 * names, else (unset or blank, its default) the market's own brand (general.theme), which its site
 * names anyway.
 */
export function omittedSlugBrand(settings: SettingMap): string | null {
  return settingValue(settings, 'stock_locator.slug_omitted_brand')?.trim() || brandOf(settingValue(settings, 'general.theme') ?? '').name
}

/** Used when every part of a slug is empty, so the path keeps its {slug}-{id} shape. */
export const EMPTY_SLUG = 'vehicle'

/**
 * spec 3 §2: the slug of a vehicle's showroom path — state, brand, model, production year,
 * engines, drivetrain, transmission and colour joined with '-', then slugified.
 *
 * @example showroomSlug({ id: 7, state: 'new', nameplate_brand_name: 'Vantor', nameplate_name: 'Ridge',
 *   production_year: 2025, engine_type: ['phev'], drivetrain: 'AWD', transmission: 'auto', color_name: 'Fuji White' })
 *   // 'new-vantor-ridge-2025-phev-awd-auto-fuji-white'
 */
export function showroomSlug(vehicle: SlugFields, options: SlugOptions = {}): string {
  const brand = vehicle.nameplate_brand_name ?? ''
  const omitted = options.omittedBrand?.trim().toLowerCase()
  const engines = Array.isArray(vehicle.engine_type) ? vehicle.engine_type.join('-') : (vehicle.engine_type ?? '')
  const parts = [
    vehicle.state,
    omitted && brand.trim().toLowerCase() === omitted ? '' : brand,
    vehicle.nameplate_name,
    vehicle.production_year,
    engines,
    vehicle.drivetrain,
    vehicle.transmission,
    vehicle.color_name,
  ]
  return slugify(parts.map((part) => (part === null || part === undefined ? '' : String(part))).join('-')) || EMPTY_SLUG
}

/**
 * spec 3 §2: the showroom path /showroom/{slug}-{id}; with the postcode-search feature on, the
 * postcode search's query (spec 3 §4: _postcode or _near, _locality, _state, _retailer) is appended.
 */
export function showroomPath(
  vehicle: SlugFields,
  options: SlugOptions & { postcodeSearch?: boolean; postcodeQuery?: string } = {},
): string {
  const path = `/showroom/${showroomSlug(vehicle, options)}-${encodeURIComponent(String(vehicle.id))}`
  const query = options.postcodeSearch ? (options.postcodeQuery ?? '').replace(/^\?/, '') : ''
  return query ? `${path}?${query}` : path
}

/**
 * The vehicle id of a showroom path or of its :custom-:id parameter: the digits after the last
 * '-'. null when there are none.
 *
 * @example showroomVehicleId('/showroom/new-ridge-2025-phev-awd-auto-fuji-white-1042') // '1042'
 */
export function showroomVehicleId(pathOrParam: string): string | null {
  const last = pathOrParam.split(/[?#]/)[0]!.replace(/\/+$/, '').split('/').pop() ?? ''
  const match = /(?:^|-)(\d+)$/.exec(last)
  return match ? match[1]! : null
}

/** spec 3 §5: the last 3 characters of the VIN, only when it is longer than 3; else null. */
export function shortVin(vin: string | null | undefined): string | null {
  const text = vin?.trim() ?? ''
  return text.length > 3 ? text.slice(-3) : null
}

export type StockListCode = 'sl-nvl' | 'sl-avl' | 'sl-nvl-config'

/**
 * spec 3 §4 Stock-list affiliation code:
 * - in the configurator journey only a new vehicle is mapped, to sl-nvl-config;
 * - new_config, or a vehicle from the configurator, gives sl-nvl-config; new sl-nvl; approved and used sl-avl;
 * - with no vehicle, a route containing 'approved' gives sl-avl, and a route matching one of the
 *   configured new-vehicle pages (the page itself or below it) sl-nvl.
 */
export function stockListCode(input: {
  vehicle?: { state?: string | null; fromConfigurator?: boolean } | null
  configuratorJourney?: boolean
  route?: string
  newVehiclePages?: readonly string[]
}): StockListCode | null {
  const { vehicle } = input
  if (input.configuratorJourney) return vehicle?.state === 'new' ? 'sl-nvl-config' : null
  if (vehicle) {
    if (vehicle.state === 'new_config' || vehicle.fromConfigurator) return 'sl-nvl-config'
    if (vehicle.state === 'new') return 'sl-nvl'
    if (vehicle.state === 'approved' || vehicle.state === 'used') return 'sl-avl'
    return null
  }
  const route = input.route ?? ''
  if (route.includes('approved')) return 'sl-avl'
  const path = route.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/'
  const matches = (page: string) => {
    const base = page.trim().replace(/\/+$/, '') || '/'
    return page.trim() !== '' && (path === base || path.startsWith(base === '/' ? '/' : `${base}/`))
  }
  return input.newVehiclePages?.some(matches) ? 'sl-nvl' : null
}

/** A vehicle's brand and model as a card names it: a display name may carry the brand already ('Vantor Ridge'), not said twice. */
export function vehicleTitle(brand: string | null, model: string | null): string {
  return brand && model?.toLowerCase().startsWith(`${brand.toLowerCase()} `) ? model : [brand, model].filter(Boolean).join(' ')
}

/** spec 3 §4: the stock source — new is NVL, approved AVL; others have none. */
export function stockSource(state: string | null | undefined): 'NVL' | 'AVL' | null {
  return state === 'new' ? 'NVL' : state === 'approved' ? 'AVL' : null
}

/** spec 3 §4: in analytics the states map to new-, approved- and used-vehicle offers (names: ADR 068). */
export const ANALYTICS_OFFERS = {
  new: 'new_vehicle_offer',
  approved: 'approved_vehicle_offer',
  used: 'used_vehicle_offer',
} as const

export function analyticsOffer(state: string | null | undefined): (typeof ANALYTICS_OFFERS)[keyof typeof ANALYTICS_OFFERS] | null {
  return state && Object.hasOwn(ANALYTICS_OFFERS, state) ? ANALYTICS_OFFERS[state as keyof typeof ANALYTICS_OFFERS] : null
}
