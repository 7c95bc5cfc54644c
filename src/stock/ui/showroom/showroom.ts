import { addressLine } from '~/i18n/address-line.ts'
import { priceAmount } from '~/pricing/price.ts'
import type { BackButtonEntry } from '../../rules/back-button.ts'
import type { ReverseCalculatorSettings } from '../../rules/finance.ts'
import type { PageCategory } from '~/consent/page-category.ts'
import type { StockPriceFormat } from '~/pricing/stock-price.ts'
import { registrationDate } from '../../rules/spec-format.ts'
import type { FinanceItem, groupModalContent } from '../../rules/showroom-config.ts'
import { resolveDisclaimers, type PriceDisclaimers, type ResolvedDisclaimers } from '../../rules/disclaimers.ts'
import { RESERVABLE_STATUSES, reservationAvailable } from '../../rules/order-online-config.ts'
import {
  driveAwayPrices,
  priceHidden,
  priceList,
  promoteButtons,
  type AustralianState,
  type DriveAwayPrices,
  type PriceEntry,
  type StockMarket,
} from '../../rules/prices.ts'
import { shortVin, showroomPath, vehicleTitle, type SlugOptions } from '../../rules/vehicle-identity.ts'
import { valueLabel, type StockTexts } from '../../texts/texts.ts'
import { mileageUnitLabel, powerUnitLabel, type MileageUnit } from '../../rules/units.ts'

/**
 * The normalised showroom vehicle (spec 3 §3 "Normalised showroom vehicle", §4 Prices,
 * Reservation availability): what the showroom page shows of one stock vehicle, made from the
 * vehicle, its publication lists and its button set. Pure and client-safe: the loader
 * (showroom.server.ts) calls it, the page renders its result. Decisions in ADR 076.
 */

/** One photo in the spec's four sizes (spec 3 §3 photos[]). */
export interface ShowroomPhoto {
  normal: string
  medium: string | null
  hd: string | null
  quarter_hd: string | null
}

/** spec 3 §3 specification. Values are as the feed gives them; the page formats them. */
export interface ShowroomSpecification {
  brand: string
  state: string
  status: string
  model: string
  nameplateExternalCode: string | null
  title: string
  version: string | null
  drivetrain: string | null
  productionYear: number | null
  modelYear: number | null
  transmission: string | null
  mileage: { value: number; unit: string } | null
  engines: string[]
  capacity: { value: number; unit: string | null } | null
  power: { value: number; unit: string } | null
  deliveryDate: string | null
  /** spec 3 §9: the registration date as year/month ('2021/03'). */
  avlField: string | null
  color: string | null
  colorInterior: string | null
  vin: string
  ownerName: string | null
  orderNumber: string | null
  nameplateModelGroup: string | null
  shortVin: string | null
  numberOfSeats: number | null
  batteryCapacity: number | null
}

/** spec 3 §3 pricesAvl: the OMV / ARF / PARF items of the market that has them, plus priceType. */
export interface AvlPrices {
  list: { type: 'omv' | 'arf' | 'parf'; value: number }[]
  /** spec 3 §3 prices_type, the tax notice flag ('gross', 'net' …); null when not given. */
  priceType: string | null
}

/** spec 3 §3 Button, with the action it is turned into. */
export interface ShowroomButton {
  id: string
  label: string
  button_type: string
  action: ButtonAction
}

/**
 * spec 3 §3 Button actions (ADR 076):
 * - popup: target_action 'modal' — a form (target `form:{id}`) or an embedded page in a modal;
 * - url: a link (target_type url, phone → tel:, email → mailto:), in a new tab for 'new_tab';
 * - custom: no target; the reserve action when reservation is available, else the retailer contact.
 */
export type ButtonAction =
  | { kind: 'popup'; popup: { type: 'form'; formId: string } | { type: 'embed'; url: string } }
  | { kind: 'url'; href: string; newTab: boolean }
  | { kind: 'custom'; custom: 'reserve' | 'contact'; href: string }

/** spec 3 §3 Reservation info. */
export interface ReservationInfo {
  label: string
  reservation_fee_amount: number | null
  reservation_fee_currency: string | null
  reservation_fee: number | null
  reservation_fee_base: number | null
  financing_options: string[]
  owner_uuid: string | null
  reservation_fee_currency_code: string | null
  owner_id: string | null
  /** Where the reserve CTA leads: the order-online details route (spec 3 §2, §4). */
  href: string
}

/** spec 3 §3 Owner (retailer of the vehicle). */
export interface ShowroomOwner {
  name: string
  owner_name: string | null
  owner_city: string | null
  owner_address: string | null
  owner_zipcode: string | null
  owner_phone: string | null
  owner_email: string | null
  owner_state: string | null
  opening_hours: string | null
  contact_details: string | null
}

/**
 * spec 3 §3 ownerHtmlDetails default, short and full (ADR 076): the lines of each variant, as
 * text — the page writes them as HTML, so nothing the feed sends is taken as markup.
 * short: name and city; default: name, address, phone, e-mail; full: adds opening hours and contact details.
 */
export interface OwnerDetails {
  default: string[]
  short: string[]
  full: string[]
}

export interface NamedPrice {
  name: string
  price: number | null
}

export interface ShowroomVehicle {
  id: number
  description: string | null
  specification: ShowroomSpecification
  photos: ShowroomPhoto[]
  photoCoverMedium: string | null
  prices: { list: PriceEntry[] }
  priceSettings: { market: StockMarket; currency: string | null }
  pricesAvl: AvlPrices
  pricesDriveAway: DriveAwayPrices
  pricesOnTheRoad: { value: number; chargeValue: number | null } | null
  japanUsedAndApproved: Record<string, string | number | boolean> | null
  /** spec 3 §3 priceBreakdown: whether the breakdown is shown. */
  priceBreakdown: boolean
  priceBreakdownData: {
    totalPrice: number | null
    basePrice: number | null
    optionalFeaturesPrice: number | null
    /** Where the car is offered for less than its total: the difference, and the price asked. */
    offer: { saving: number; price: number } | null
  }
  equipment: { optional: NamedPrice[]; standard: string[] }
  accessories: NamedPrice[]
  footnotes: string[]
  buttons: { primary: ShowroomButton[]; secondary: ShowroomButton[] }
  reservation: ReservationInfo | null
  owner: ShowroomOwner | null
  ownerHtmlDetails: OwnerDetails
  postcodeSearch: { state: AustralianState | null }
  publicationLists: string[]
  configUrl: string | null
  videoUrl: string | null
  vehicleFromConfigurator: boolean
  disclaimers: ResolvedDisclaimers
  /** The vehicle's own disclaimer texts (spec 3 §3 disclaimers, product_card_disclaimer). */
  vehicleDisclaimers: string[]
  /** The showroom path, /showroom/{slug}-{id} (inside the market's base path). */
  link: string
  /** spec 3 §7: the single-vehicle endpoint of the inventory API (ADR 076 names its segments). */
  apiEndpoint: string
}

/** What the normaliser reads: a vehicle as the stock modules give it (spec 3 §3 field names). */
export type RawVehicle = Record<string, unknown> & { id: number; vin: string; state: string; status: string }

export interface RawButtonSet {
  id: number | string
  setup_type: string
  reservation_fee: number | null
  financing_options: string[]
  buttons: readonly {
    button_type: string
    label: string
    target: string | null
    target_type: string | null
    target_action: string | null
  }[]
}

export interface NormaliseInput {
  vehicle: RawVehicle
  /** The lists among those asked that hold the vehicle (their keys and disclaimers), first the one shown from. */
  listings: readonly { key: string; disclaimers: PriceDisclaimers }[]
  buttonSet: RawButtonSet | null
}

export interface NormaliseOptions {
  market?: StockMarket
  /** The market's global price disclaimers (setting stock_locator.price_disclaimers, ADR 076). */
  globalDisclaimers?: PriceDisclaimers
  /** The drive-away state of the visitor's postcode search, when there is one. */
  driveAwayState?: AustralianState | null
  /** Whether the visitor came in a postcode search: only then is a drive-away price the price, as on the card. */
  postcodeSearch?: boolean
  slug?: SlugOptions
  /** The currency's ISO code (price.currency_iso). */
  currencyIso?: string | null
  /** The stock service root of the inventory API, '/api/inventory' by default. */
  apiRoot?: string
  /** The market's mileage unit, for a vehicle that names none (marketMileageUnit, ADR 140); km when not given. */
  mileageUnit?: MileageUnit
  /** The market's language setting (general.language): the retailer's address is written in its way. */
  language?: string
}

/** spec 3 §2: the order-online details route the reserve CTA leads to. */
export const orderOnlineDetailsPath = (id: number | string) => `/showroom-order-online/vehicle/${encodeURIComponent(String(id))}`

const str = (value: unknown): string | null => {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null
}
const num = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN
  return Number.isFinite(n) ? n : null
}
const obj = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null

/** Free-form feed text or lists (features_standard, footnote, disclaimers …) as a list of texts. */
export function textList(value: unknown): string[] {
  if (value === null || value === undefined) return []
  if (Array.isArray(value)) return value.flatMap((item) => textList(obj(item)?.name ?? obj(item)?.description ?? obj(item)?.text ?? item))
  const text = str(value)
  return text ? [text] : []
}

/** Named items with an optional price (features_optional, accessories): {name, price}, or a bare name. */
export function namedPrices(value: unknown): NamedPrice[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((item) => {
    if (typeof item === 'string') return item.trim() ? [{ name: item.trim(), price: null }] : []
    const o = obj(item)
    const name = str(o?.name) ?? str(o?.label) ?? str(o?.description)
    return name ? [{ name, price: priceAmount(o?.price) }] : []
  })
}

function specification(v: RawVehicle, mileageUnit: MileageUnit = 'km'): ShowroomSpecification {
  const brand = str(v.nameplate_brand_name) ?? ''
  const model = str(v.nameplate_name) ?? str(obj(v.specification)?.model) ?? ''
  const title = str(v.model_display_name) ?? [brand, model].filter(Boolean).join(' ')
  const mileage = num(v.mileage)
  const capacityValue = num(v.engine_capacity)
  const power = num(v.power)
  const engines = Array.isArray(v.engine_type) ? v.engine_type.filter((e): e is string => typeof e === 'string') : []
  return {
    brand,
    state: v.state,
    status: v.status,
    model,
    nameplateExternalCode: str(v.nameplate_external_code),
    title,
    version: str(v.version),
    drivetrain: str(v.drivetrain),
    productionYear: num(v.production_year),
    modelYear: num(v.model_year),
    transmission: str(v.transmission),
    mileage: mileage === null ? null : { value: mileage, unit: mileageUnitLabel(str(v.mileage_unit), mileageUnit) },
    engines,
    capacity: capacityValue === null || capacityValue <= 0 ? null : { value: capacityValue, unit: str(v.engine_capacity_unit) },
    power: power === null || power <= 0 ? null : { value: power, unit: powerUnitLabel(str(v.power_unit)) },
    deliveryDate: str(v.delivery_date),
    avlField: registrationDate(obj(v.avl_field)?.registration_date) || null,
    color: str(v.color_name),
    colorInterior: str(v.interior_color) ?? str(v.interior),
    vin: v.vin,
    ownerName: ownerName(v),
    orderNumber: str(v.order_number),
    nameplateModelGroup: str(v.nameplate_model_group),
    shortVin: shortVin(v.vin),
    numberOfSeats: num(v.number_of_seats),
    batteryCapacity: num(v.battery_capacity),
  }
}

/** spec 3 §3 owner_metadata: the retailer display name, one field per brand, chosen by the vehicle's brand. */
export function ownerName(v: Readonly<Record<string, unknown>>): string | null {
  const metadata = obj(v.owner_metadata)
  const brand = str(v.nameplate_brand_name)
  const byBrand = metadata && brand ? Object.entries(metadata).find(([key]) => key.toLowerCase() === brand.toLowerCase())?.[1] : undefined
  return str(byBrand) ?? str(v.owner_name)
}

/** spec 3 §3 photos[]: photos with a normal size, in sequence order. */
export function showroomPhotos(value: unknown): ShowroomPhoto[] {
  if (!Array.isArray(value)) return []
  return value
    .flatMap((item, index) => {
      const o = obj(item)
      const normal = str(o?.normal)
      if (!o || !normal) return []
      return [
        { sequence: num(o.sequence) ?? index + 1, photo: { normal, medium: str(o.medium), hd: str(o.hd), quarter_hd: str(o.quarter_hd) } },
      ]
    })
    .sort((a, b) => a.sequence - b.sequence)
    .map((entry) => entry.photo)
}

/** spec 3 §3 pricesAvl: open_market_value (OMV), additional_registration_fee (ARF), preferential_… (PARF). */
export function avlPrices(v: Readonly<Record<string, unknown>>): AvlPrices {
  const avl = obj(v.avl_field) ?? {}
  const list = (
    [
      ['omv', avl.open_market_value],
      ['arf', avl.additional_registration_fee],
      ['parf', avl.preferential_additional_registration_fee],
    ] as const
  ).flatMap(([type, raw]) => {
    const value = priceAmount(raw)
    return value === null ? [] : [{ type, value }]
  })
  return { list, priceType: str(v.prices_type) }
}

/**
 * spec 3 §3 pricesOnTheRoad (ADR 076): the on-the-road price of the approved-used market's field,
 * and chargeValue — what it adds to the vehicle's purchase price (null when not above it).
 */
export function onTheRoadPrice(v: RawVehicle, purchase: number | null): { value: number; chargeValue: number | null } | null {
  const value = priceAmount(obj(v.japan_used_and_approved_cars_field)?.on_the_road_price)
  if (value === null) return null
  return { value, chargeValue: purchase !== null && value > purchase ? value - purchase : null }
}

/**
 * spec 3 §3 priceBreakdownData: total, base and the optional features' sum (given, or total − base,
 * or summed). The breakdown adds up to the total, the list price; a car offered for less (its
 * purchase price, the sale price shown) also has the saving, so the breakdown ends at the price
 * the page asks rather than at one it has struck through.
 */
export function priceBreakdownData(v: RawVehicle, optional: readonly NamedPrice[], purchase: number | null = null) {
  const totalPrice = priceAmount(v.total_price)
  const basePrice = priceAmount(v.base_price)
  const summed = optional.reduce((sum, item) => sum + (item.price ?? 0), 0)
  const optionalFeaturesPrice =
    totalPrice !== null && basePrice !== null && totalPrice > basePrice ? totalPrice - basePrice : summed > 0 ? summed : null
  const offer =
    totalPrice !== null && purchase !== null && purchase < totalPrice ? { saving: totalPrice - purchase, price: purchase } : null
  return { totalPrice, basePrice, optionalFeaturesPrice, offer }
}

const NO_BREAKDOWN: ReturnType<typeof priceBreakdownData> = { totalPrice: null, basePrice: null, optionalFeaturesPrice: null, offer: null }

/** spec 3 §3 Button → action (ADR 076). Null when a button can do nothing. */
export function buttonAction(
  button: RawButtonSet['buttons'][number],
  context: { reservationHref: string | null; ownerEmail: string | null },
): ButtonAction | null {
  const target = button.target?.trim() ?? ''
  const newTab = button.target_action === 'new_tab'
  if (target) {
    const form = /^form:(\S+)$/.exec(target)
    if (form) return { kind: 'popup', popup: { type: 'form', formId: form[1]! } }
    switch (button.target_type) {
      case 'phone':
        return { kind: 'url', href: `tel:${target.replace(/[^\d+]/g, '')}`, newTab: false }
      case 'email':
        return { kind: 'url', href: `mailto:${target}`, newTab: false }
      case 'embed':
        return safeUrl(target) ? { kind: 'popup', popup: { type: 'embed', url: target } } : null
      default:
        if (!safeUrl(target)) return null
        return button.target_action === 'modal'
          ? { kind: 'popup', popup: { type: 'embed', url: target } }
          : { kind: 'url', href: target, newTab }
    }
  }
  if (context.reservationHref) return { kind: 'custom', custom: 'reserve', href: context.reservationHref }
  if (context.ownerEmail) return { kind: 'custom', custom: 'contact', href: `mailto:${context.ownerEmail}` }
  return null
}

/** A site path or an http(s) URL; nothing else (javascript: …) becomes a link. */
const safeUrl = (value: string) => (value.startsWith('/') && !value.startsWith('//')) || /^https?:\/\/\S+$/i.test(value)

/** 'primary' buttons form the primary group, every other type the secondary (spec 3 §4 Market variant). */
const isPrimary = (buttonType: string) => buttonType.trim().toLowerCase() === 'primary'

function owner(v: RawVehicle): ShowroomOwner | null {
  const name = ownerName(v)
  if (!name) return null
  const hours = v.owner_opening_hours
  const contact = v.owner_contact_details
  return {
    name,
    owner_name: str(v.owner_name),
    owner_city: str(v.owner_city),
    owner_address: str(v.owner_address),
    owner_zipcode: str(v.owner_zipcode),
    owner_phone: str(v.owner_phone),
    owner_email: str(v.owner_email),
    owner_state: str(v.owner_state),
    opening_hours: typeof hours === 'string' ? str(hours) : textList(hours).join('\n') || null,
    contact_details: typeof contact === 'string' ? str(contact) : textList(contact).join('\n') || null,
  }
}

/** spec 3 §3 ownerHtmlDetails default, short and full (ADR 076). */
export function ownerDetails(o: ShowroomOwner | null, language?: string): OwnerDetails {
  if (!o) return { default: [], short: [], full: [] }
  const address = addressLine({ street: o.owner_address, postcode: o.owner_zipcode, city: o.owner_city }, language)
  const base = [o.name, address, o.owner_phone, o.owner_email].filter((line): line is string => !!line)
  return {
    short: [o.name, o.owner_city].filter((line): line is string => !!line),
    default: base,
    full: [...base, o.opening_hours, o.contact_details].filter((line): line is string => !!line),
  }
}

function japanField(v: RawVehicle): Record<string, string | number | boolean> | null {
  const field = obj(v.japan_used_and_approved_cars_field)
  if (!field) return null
  const entries = Object.entries(field).filter(
    (entry): entry is [string, string | number | boolean] =>
      (typeof entry[1] === 'string' && entry[1].trim() !== '') || typeof entry[1] === 'number' || typeof entry[1] === 'boolean',
  )
  return entries.length > 0 ? Object.fromEntries(entries) : null
}

/**
 * spec 3 §3, §4: the normalised showroom vehicle.
 *
 * @example normaliseShowroomVehicle({ vehicle, listings: [{ key, disclaimers: {} }], buttonSet: null })
 */
export function normaliseShowroomVehicle(input: NormaliseInput, options: NormaliseOptions = {}): ShowroomVehicle {
  const { vehicle: v, listings, buttonSet } = input
  const market = options.market ?? 'standard'
  const state = options.driveAwayState ?? null
  const found = driveAwayPrices(v, state)
  // A used car's retailer price is current whatever the state: outside a postcode search it would
  // replace the sale price the card showed (spec 3 §4; ADR 068).
  const driveAway = options.postcodeSearch ? found : { ...found, currentDriveAway: null }
  const prices = priceList(v, { market, currentDriveAway: driveAway.currentDriveAway })
  const purchase = prices.find((p) => p.type === 'purchase')?.value_raw ?? null
  const purchaseOnRequest = priceHidden(v, 'purchase')
  const optional = namedPrices(v.features_optional)
  const currency = str(v.currency)
  const currencyCode = options.currencyIso ?? (currency && /^[A-Za-z]{3}$/.test(currency) ? currency.toUpperCase() : null)
  const theOwner = owner(v)

  // spec 3 §4 Reservation availability: the first button's set has setup_type 'extended', and the
  // vehicle is still for sale (a reserved one keeps its set, but offers no second reservation).
  const setButtons = buttonSet?.buttons ?? []
  const reservingSet =
    buttonSet !== null &&
    reservationAvailable(
      setButtons.map(() => ({ button_set_setup_id: buttonSet.id })),
      [{ id: buttonSet.id, setup_type: buttonSet.setup_type }],
    )
  const available = reservingSet && RESERVABLE_STATUSES.has(String(v.status))
  const href = orderOnlineDetailsPath(v.id)
  const fee = buttonSet?.reservation_fee ?? null
  const reservation: ReservationInfo | null = available
    ? {
        label: setButtons[0]?.label.trim() || 'Reserve',
        reservation_fee_amount: fee,
        reservation_fee_currency: currency,
        reservation_fee: fee,
        reservation_fee_base: fee,
        financing_options: buttonSet.financing_options,
        owner_uuid: num(v.dealer_id) === null ? null : String(v.dealer_id),
        reservation_fee_currency_code: currencyCode,
        owner_id: str(v.owner_id),
        href,
      }
    : null

  const buttons = setButtons.flatMap((button, index) => {
    // The reserve button of a vehicle no longer for sale goes, rather than mail the retailer under its label.
    if (index === 0 && reservingSet && !available && !button.target?.trim()) return []
    const action = buttonAction(button, {
      reservationHref: reservation && index === 0 ? href : null,
      ownerEmail: theOwner?.owner_email ?? null,
    })
    return action && button.label.trim()
      ? [{ id: `${buttonSet!.id}-${index}`, label: button.label.trim(), button_type: button.button_type, action }]
      : []
  })
  const groups = promoteButtons(
    { primary: buttons.filter((b) => isPrimary(b.button_type)), secondary: buttons.filter((b) => !isPrimary(b.button_type)) },
    market,
  )

  const custom = listings[0]?.disclaimers ?? {}
  const productCard = str(obj(v.product_card_disclaimer)?.description)
  const config = str(v.config_url)
  const listKeys = listings.map((l) => l.key)
  return {
    id: v.id,
    description: str(v.long_description),
    specification: specification(v, options.mileageUnit),
    photos: showroomPhotos(v.photos),
    photoCoverMedium: str(v.cover_photo_medium) ?? showroomPhotos(v.photos)[0]?.medium ?? null,
    prices: { list: prices },
    priceSettings: { market, currency },
    pricesAvl: avlPrices(v),
    pricesDriveAway: driveAway,
    pricesOnTheRoad: onTheRoadPrice(v, purchase),
    japanUsedAndApproved: japanField(v),
    // A price on request (spec 3 §4) is not told by its breakdown either, nor sent to the browser.
    priceBreakdown:
      !purchaseOnRequest &&
      (v.price_breakdown === true || (v.price_breakdown !== false && optional.length > 0 && priceAmount(v.total_price) !== null)),
    priceBreakdownData: purchaseOnRequest ? NO_BREAKDOWN : priceBreakdownData(v, optional, purchase),
    equipment: { optional, standard: textList(v.features_standard) },
    accessories: namedPrices(v.accessories),
    footnotes: textList(v.footnote),
    buttons: groups,
    reservation,
    owner: theOwner,
    ownerHtmlDetails: ownerDetails(theOwner, options.language),
    postcodeSearch: { state },
    publicationLists: listKeys,
    configUrl: config,
    videoUrl: str(v.video_url),
    vehicleFromConfigurator: false,
    disclaimers: resolveDisclaimers(options.globalDisclaimers ?? {}, custom),
    vehicleDisclaimers: [...textList(v.disclaimers), ...(productCard ? [productCard] : [])],
    link: showroomPath(v as Parameters<typeof showroomPath>[0], options.slug),
    apiEndpoint: `${options.apiRoot ?? '/api/inventory'}/public_api/listing/${listKeys.join(',')}/vehicle/${v.id}`,
  }
}

/** A similar vehicle's card (spec 3 §2 similar vehicles strip): its own small shape, no listing card. */
export interface SimilarCard {
  id: number
  title: string
  /** What the data layer says of it (ADR 087): brand and model as a listing card names them, state, version. */
  name: string
  brand: string | null
  state: string | null
  version: string | null
  href: string
  photo: string | null
  price: PriceEntry | null
  facts: string[]
}

/** The card of a similar vehicle: title, photo, purchase price and a few facts, linking to its showroom page. */
export function similarCard(v: RawVehicle, options: { market?: StockMarket; slug?: SlugOptions; texts: StockTexts }): SimilarCard {
  const { texts } = options
  const spec = specification(v)
  const photos = showroomPhotos(v.photos)
  const price = priceList(v, { market: options.market ?? 'standard' }).find((p) => p.type === 'purchase') ?? null
  return {
    id: v.id,
    title: [spec.title, spec.version].filter(Boolean).join(' '),
    name: vehicleTitle(spec.brand, spec.title),
    brand: spec.brand || null,
    state: spec.state || null,
    version: spec.version,
    href: showroomPath(v as Parameters<typeof showroomPath>[0], options.slug),
    photo: str(v.cover_photo_medium) ?? photos[0]?.medium ?? photos[0]?.normal ?? null,
    price,
    facts: [
      spec.productionYear === null ? null : String(spec.productionYear),
      spec.engines.map((engine) => valueLabel(texts, 'engine_types', engine)).join(' / ') || null,
      spec.color,
    ].filter((fact): fact is string => !!fact),
  }
}

/** spec 3 §3 Finance content sections of one config type (cash, lease, subscription). */
export interface FinanceSection {
  type: 'cash' | 'lease' | 'subscription'
  title: string
  accordion: FinanceItem[]
  popup: FinanceItem[]
  modal: ReturnType<typeof groupModalContent>
}

/** How the page shows the specification: an attribute list, or an accordion that adds status (ADR 076). */
export type SpecificationVariant = 'list' | 'accordion'

export interface ShowroomPage {
  vehicle: ShowroomVehicle
  /** The list the page was opened from (spec 3 §3 Product page state showroomSourceListKey). */
  sourceListKey: string
  specificationVariant: SpecificationVariant
  priceFormat: StockPriceFormat
  finance: FinanceSection[]
  /** Mini finance calculator defaults (new, used and approved vehicles only; spec 3 §2). */
  calculator: ReverseCalculatorSettings | null
  backButton: BackButtonEntry
  similar: SimilarCard[]
  /** The forms back office's location of the vehicle's retailer: its enquiries go there (ADR 105). */
  retailerLocationId: number | null
  /** The market's language setting (general.language): the page writes a line's parts its way. */
  language: string
  category: PageCategory
}

export type ShowroomResult =
  | { kind: 'found'; page: ShowroomPage }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found' | 'gone'; model: string | null; similar: SimilarCard[]; stockPage: string; priceFormat: StockPriceFormat }
