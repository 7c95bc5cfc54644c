import { pathInMarket } from '~/sites/sites.ts'
import { showroomVehicleId } from './vehicle-identity.ts'

/**
 * The language switch on a showroom page or in the order-online journey (ADR 126): vehicle ids
 * and orders are each market's own, so the same path in another market names another car or
 * none. The switch goes to the same vehicle there (found by its VIN) when that market shows it,
 * else to that market's listing filtered to the model, so it never lands on a 404. Pure.
 */

/** The path inside a market of a showroom page: `/showroom/{slug}-{id}`. */
export const SHOWROOM_SITE_PATH = /^\/showroom\/[^/]+\/?$/
const JOURNEY_SITE_PATH = /^\/showroom-order-online(?:\/|$)/
const JOURNEY_VEHICLE_PATH = /^\/showroom-order-online\/vehicle\/(\d+)\/?$/
const JOURNEY_CHECKOUT_PATH = /^\/showroom-order-online\/checkout\/?$/

/**
 * Whether a page's path inside its market is bound to that market's own records (a showroom
 * page, a page of the order-online journey), and the vehicle id it names if any: its language
 * switch cannot keep the path.
 *
 * @example marketBoundPage('/showroom-order-online/checkout', new URLSearchParams('vehicle=12')) // { vehicleId: 12 }
 * @example marketBoundPage('/about', new URLSearchParams()) // null
 */
export function marketBoundPage(sitePath: string, search: URLSearchParams): { vehicleId: number | null } | null {
  const idOf = (text: string | null | undefined) => (text && /^[1-9]\d{0,8}$/.test(text) ? Number(text) : null)
  if (SHOWROOM_SITE_PATH.test(sitePath)) return { vehicleId: idOf(showroomVehicleId(sitePath)) }
  if (!JOURNEY_SITE_PATH.test(sitePath)) return null
  const vehicle = JOURNEY_VEHICLE_PATH.exec(sitePath)?.[1] ?? (JOURNEY_CHECKOUT_PATH.test(sitePath) ? search.get('vehicle') : null)
  return { vehicleId: idOf(vehicle) }
}

export interface ShowroomSwitchInput {
  /** The other market's base path ('/' or '/ar'). */
  basePath: string
  /** The path inside that market of the same vehicle's showroom (by VIN), or null: it does not show it. */
  showroomPath: string | null
  /** That market's stock page path (setting stock_locator.stock_page_path, '/' when unset). */
  stockPage: string
  /** The vehicle's model (nameplate_name), the listing's `models` filter; null: unknown here. */
  model: string | null
}

/**
 * Where the language switch of a showroom page leads in another market.
 * @example showroomSwitchHref({ basePath: '/ar', showroomPath: null, stockPage: '/stock', model: 'Aurelia E7' })
 *   // '/ar/stock?models=Aurelia+E7'
 */
export function showroomSwitchHref(input: ShowroomSwitchInput): string {
  if (input.showroomPath) return pathInMarket(input.basePath, input.showroomPath)
  const path = pathInMarket(input.basePath, input.stockPage.startsWith('/') ? input.stockPage : `/${input.stockPage}`)
  const model = input.model?.trim()
  return model ? `${path}?${new URLSearchParams({ models: model }).toString()}` : path
}
