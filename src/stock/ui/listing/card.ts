import { cardAttributes, cardIconAttributes, type CardAttribute } from '../../rules/card-attributes.ts'
import {
  postcodeSearchMode,
  postcodeSearchOutcome,
  withPostcodeSearch,
  type PostcodeSearch,
  type PostcodeSearchMode,
} from '../../rules/postcode-search.ts'
import {
  driveAwayPrices,
  driveAwayState,
  priceList,
  type AustralianState,
  type PriceEntry,
  type StockMarket,
  type VehiclePriceFields,
} from '../../rules/prices.ts'
import { engineCapacity } from '../../rules/spec-format.ts'
import { showroomPath, vehicleTitle } from '../../rules/vehicle-identity.ts'
import { attributeLabel, drivetrainLabel, unitLabel, valueLabel, type StockTexts } from '../../texts/texts.ts'
import { mileageUnitLabel, powerUnitLabel, type MileageUnit } from '../../rules/units.ts'

/**
 * A vehicle card of the listing (spec 3 §2 Vehicle listing screen): the vehicle record (spec 3 §3,
 * from the server's query or the inventory API) turned into what a card shows. Pure, so the
 * server's first page and the browser's next pages are the same cards.
 */

/** A vehicle as the listing receives it: spec 3 §3 field names, anything else ignored. */
export type ListingVehicle = Readonly<Record<string, unknown>> & { id: number | string }

/** One photo in its sizes (spec 3 §3 photos[]: normal, medium, hd, quarter_hd). */
export interface CardPhoto {
  src: string
  srcSet: string
}

export interface CardAttributeValue {
  key: CardAttribute
  label: string
  value: string
  icon: boolean
}

export interface CardVehicle {
  id: string
  /** The publication list it was listed from (saved vehicles keep it, spec 3 §3 Saved vehicle). */
  list: string
  href: string
  title: string
  subtitle: string | null
  /** Brand and state, for the analytics data layer (ADR 087). */
  brand: string | null
  state: string | null
  photo: CardPhoto | null
  attributes: CardAttributeValue[]
  prices: PriceEntry[]
  /** spec 3 §4 status: a reserved or sold vehicle says so on its card; null while it is for sale. */
  availability: 'reserved' | 'sold' | null
}

export interface CardOptions {
  list: string
  market: StockMarket
  /** Attributes configured for the block (vehicles.list, ADR 074); the default set otherwise. */
  attributes?: unknown
  /** Icon attributes configured for the block (vehicles.icons); engines, power, color otherwise. */
  icons?: unknown
  omittedBrand?: string | null
  /** The drive-away state of a postcode / state / retailer search (spec 3 §4 Prices), else null. */
  driveAwayState?: AustralianState | null
  /** Whether a postcode search is under way: then the drive-away price is the purchase price. */
  postcodeSearch?: boolean
  /** spec 3 §4 Prices: in a retailer search the vehicle's owner_state is the drive-away state. */
  postcodeMode?: PostcodeSearchMode | null
  /** The search's URL keys, which the showroom link carries (spec 3 §2 Showroom URL). */
  postcodeQuery?: string
  /** The market's texts (resolved on the server, ADR 089): attribute names and enumeration values. */
  texts: StockTexts
  /** The market's mileage unit, for a vehicle that names none (marketMileageUnit, ADR 140); km when not given. */
  mileageUnit?: MileageUnit
}

/**
 * The card options of the listing's postcode search (spec 3 §2, §4; ADR 085): none without a
 * search or when it found no dealers (the modal stays open then); otherwise drive-away prices of
 * its state and showroom links carrying its keys.
 */
export function postcodeCardOptions(
  found: { search: PostcodeSearch; dealerCodes: readonly string[]; driveAwayState: AustralianState | null } | null,
): Pick<CardOptions, 'postcodeSearch' | 'postcodeMode' | 'driveAwayState' | 'postcodeQuery'> {
  const mode = found ? postcodeSearchMode(found.search) : null
  if (!found || mode === null || !('search' in postcodeSearchOutcome(found.dealerCodes, found.search))) return {}
  return {
    postcodeSearch: true,
    postcodeMode: mode,
    driveAwayState: found.driveAwayState,
    postcodeQuery: withPostcodeSearch('', found.search),
  }
}

const text = (value: unknown): string | null => {
  if (typeof value === 'string') return value.trim() || null
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return null
}
const number = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN
  return Number.isFinite(n) ? n : null
}
// One formatter for every card: making an Intl formatter costs more than a page's cards' formatting.
const wholeNumber = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 })
const grouped = (n: number) => wholeNumber.format(n)
const list = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '') : text(value) ? [text(value)!] : []

/** The text of one card attribute of a vehicle (spec 3 §9 Vehicle card attributes); null when it has none. */
export function cardAttributeValue(
  attribute: CardAttribute,
  v: ListingVehicle,
  texts: StockTexts,
  mileageUnit: MileageUnit = 'km',
): string | null {
  switch (attribute) {
    case 'productionYear':
      return text(v.production_year) ?? text(v.year)
    case 'model':
      return text(v.model_display_name) ?? text(v.nameplate_name)
    case 'mileage': {
      const mileage = number(v.mileage)
      return mileage === null
        ? null
        : `${grouped(mileage)} ${unitLabel(texts, mileageUnitLabel(text(v.mileage_unit), mileageUnit), mileage)}`
    }
    case 'engines': {
      const engines = list(v.engine_type).map((engine) => valueLabel(texts, 'engine_types', engine))
      return engines.length > 0 ? engines.join(', ') : null
    }
    case 'color':
      return text(v.color_name) ?? (text(v.color_canonical) ? valueLabel(texts, 'colors', text(v.color_canonical)!) : null)
    case 'drivetrain': {
      const drivetrain = text(v.drivetrain)
      return drivetrain ? drivetrainLabel(texts, drivetrain) : null
    }
    case 'vin':
      return text(v.vin)
    case 'power': {
      const power = number(v.power)
      return power === null || power <= 0 ? null : `${grouped(power)} ${unitLabel(texts, powerUnitLabel(text(v.power_unit)))}`
    }
    case 'capacity':
      return engineCapacity(v.engine_capacity, text(v.engine_capacity_unit), (unit) => unitLabel(texts, unit)) || null
    case 'status':
      return text(v.status) ? valueLabel(texts, 'statuses', text(v.status)!) : null
    case 'state':
      return text(v.state) ? valueLabel(texts, 'states', text(v.state)!) : null
    case 'colorInterior':
      return text(v.interior_color)
  }
}

/** The card's picture: the first photo in its sizes (a srcset by width, ADR 071), else the cover. */
export function cardPhoto(v: ListingVehicle): CardPhoto | null {
  const [first] = Array.isArray(v.photos) ? (v.photos as Record<string, unknown>[]) : []
  if (first && typeof first === 'object') {
    const widths: [string, number][] = [
      ['quarter_hd', 640],
      ['medium', 768],
      ['normal', 1024],
      ['hd', 1280],
    ]
    const sizes = widths.flatMap(([size, width]) => (text(first[size]) ? [[text(first[size])!, width] as const] : []))
    if (sizes.length > 0) {
      const src = text(first.medium) ?? sizes[0]![0]
      return { src, srcSet: sizes.map(([url, width]) => `${url} ${width}w`).join(', ') }
    }
  }
  const cover = text(v.cover_photo_medium)
  return cover ? { src: cover, srcSet: '' } : null
}

/**
 * spec 3 §2, §4: a vehicle's card — its showroom link, title, picture, the configured attributes
 * (those with icons among them, at most 3) and its prices (priceList: old/sale, price on request,
 * the overseas rules; a drive-away price overrides the purchase price during a postcode search).
 */
export function cardVehicle(v: ListingVehicle, options: CardOptions): CardVehicle {
  const icons = new Set(cardIconAttributes(options.icons))
  const { texts } = options
  const attributes = cardAttributes(options.attributes).flatMap((key) => {
    const value = cardAttributeValue(key, v, texts, options.mileageUnit)
    return value === null ? [] : [{ key, label: attributeLabel(texts, key), value, icon: icons.has(key) }]
  })
  // spec 3 §4 Prices: the searched state, or in a retailer search the vehicle's own retailer's.
  const state =
    options.postcodeMode === 'retailerSearch'
      ? driveAwayState({ mode: 'retailerSearch' }, text(v.owner_state))
      : (options.driveAwayState ?? null)
  const currentDriveAway = options.postcodeSearch ? driveAwayPrices(v as VehiclePriceFields, state).currentDriveAway : null
  const brand = text(v.nameplate_brand_name)
  const model = text(v.model_display_name) ?? text(v.nameplate_name)
  return {
    id: String(v.id),
    list: options.list,
    href: showroomPath({ ...v, id: v.id } as Parameters<typeof showroomPath>[0], {
      omittedBrand: options.omittedBrand ?? null,
      postcodeSearch: options.postcodeSearch,
      postcodeQuery: options.postcodeQuery,
    }),
    title: vehicleTitle(brand, model) || `#${v.id}`,
    subtitle: text(v.version),
    brand,
    state: text(v.state),
    photo: cardPhoto(v),
    attributes,
    // A sold car is no longer financed: its price stays, its monthly offers go.
    prices: priceList(v as VehiclePriceFields, { market: options.market, currentDriveAway }).filter(
      (price) => v.status !== 'sold' || price.type === 'purchase',
    ),
    availability: v.status === 'reserved' || v.status === 'sold' ? v.status : null,
  }
}
