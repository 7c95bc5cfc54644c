import type { CardAttribute } from '../rules/card-attributes.ts'
import type { SortOption } from '../rules/constants.ts'
import type { FilterKey } from '../rules/filters.ts'
import { PRICE_ON_REQUEST, RETAILER_PRICE } from '../rules/prices.ts'
import type { StockTexts, TranslationKey } from './tables.ts'
import { fillRepresentativeExample, type RepresentativeExample } from '~/pricing/representative-example.ts'

/**
 * What the browser does with the stock locator's texts (ADR 089): fills their placeholders and
 * picks a filter's, value's, sort option's, attribute's or price's label out of the market's table.
 * The table itself comes as data (a block's or the showroom route's loader, StockTextsContext):
 * this module holds no text, so the pages' scripts carry none of the tables (tables.ts,
 * which only the server and the editor import; ADR 092).
 */
export type { StockTexts, TranslationKey } from './tables.ts'

/**
 * A text with its {placeholders} filled.
 * @example fill('Showing {shown} of {total} vehicles', { shown: 12, total: 300 })
 */
export function fill(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}

/** The prefix of an enumeration's keys, by the filter (or attribute) whose values they name (spec 3 §9 Filter enumerations). */
const VALUE_PREFIXES: Readonly<Record<string, string>> = {
  states: 'state',
  statuses: 'status',
  engine_types: 'engine',
  transmissions: 'transmission',
  financing_options: 'financing',
  colors: 'colour',
}

/** A value's label: the enumeration's text, else the value with its first letter capitalised. */
export function valueLabel(texts: StockTexts, key: string, value: string): string {
  const prefix = VALUE_PREFIXES[key]
  const known = prefix ? (texts as Readonly<Record<string, string>>)[`${prefix}.${value}`] : undefined
  if (known) return known
  const text = value.replace(/_/g, ' ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/**
 * The part of the table a row of vehicle cards outside the listing reads in the browser: the
 * card's own texts (StockVehicleCard: its status, save button, prices' notes) and the carousel's.
 * The cards' attributes are written on the server (cardVehicle), so a carousel's data carries
 * these few keys instead of the whole table (its filters, sorting, postcode search and showroom
 * texts), which was a fifth of the home page's data.
 */
const CARD_ROW_FAMILIES = ['status.', 'carousel.'] as const
const CARD_ROW_KEYS = [
  'showroom.no_photo',
  'showroom.browseStock',
  'vehicle.save',
  'price.on_request',
  'price.information',
  'finance.example',
] as const
export type CardRowTexts = Pick<
  StockTexts,
  Extract<TranslationKey, `${(typeof CARD_ROW_FAMILIES)[number]}${string}` | (typeof CARD_ROW_KEYS)[number]>
>

/** The card row's texts out of the market's whole table. */
export function cardRowTexts(texts: StockTexts): CardRowTexts {
  const keep = (key: string) =>
    (CARD_ROW_KEYS as readonly string[]).includes(key) || CARD_ROW_FAMILIES.some((family) => key.startsWith(family))
  return Object.fromEntries(Object.entries(texts).filter(([key]) => keep(key))) as CardRowTexts
}

/** A key of the market's table, or undefined when the table has none. */
const entry = (texts: StockTexts, key: string): string | undefined => (texts as Readonly<Record<string, string>>)[key]

/**
 * A unit in the market's language: the one spelling of src/stock/rules/units.ts (km, miles, kW,
 * PS, bhp, hp; cc and L of an engine's capacity) looked up in its table; another unit as given.
 * Of a figure of exactly 1, miles is 'unit.mile' ('1 mile'; the other units are abbreviations).
 * @example unitLabel(arabicTexts, 'km') // 'كم'
 * @example unitLabel(englishTexts, 'miles', 1) // 'mile'
 */
export const unitLabel = (texts: StockTexts, unit: string, figure?: number): string => {
  const key = `unit.${unit.toLowerCase()}`
  return (figure === 1 && key === 'unit.miles' ? entry(texts, 'unit.mile') : undefined) ?? entry(texts, key) ?? unit
}

/** A drivetrain in the market's language (FWD, RWD, AWD, 4WD, as a feed spells them in any case); another as given. */
export const drivetrainLabel = (texts: StockTexts, drivetrain: string): string =>
  entry(texts, `drivetrain.${drivetrain.trim().toLowerCase()}`) ?? drivetrain

/** spec 3 §3 Filter: a filter's heading. */
export const filterLabel = (texts: StockTexts, key: FilterKey | string): string =>
  (texts as Readonly<Record<string, string>>)[`filters.${key}`] ?? key
/** spec 3 §9 Sorting options. */
/**
 * spec 3 §2 the listing's count: "Showing {shown} of {total} vehicles", one vehicle in the
 * singular, and with none the no-results words (a count of nothing says less).
 */
export function countText(texts: StockTexts, shown: number, total: number): string {
  if (total === 0) return texts['list.no_results']
  return total === 1 ? texts['list.results_one'] : fill(texts['list.results'], { shown, total })
}

export const sortLabel = (texts: StockTexts, option: SortOption): string => texts[`sort.${option}`]
/** spec 3 §9 Vehicle card attributes. */
export const attributeLabel = (texts: StockTexts, attribute: CardAttribute): string => texts[`attribute.${attribute}`]
/** A showroom price's name (purchase, lease, subscribe, Singapore's OMV, ARF, PARF); other types as they are. */
export const priceLabel = (texts: StockTexts, type: string, finance?: RepresentativeExample | null): string =>
  // ADR 127: the monthly figure is named as the finance product the market's example says it is (PCP, HP, lease).
  type === 'lease' && finance
    ? texts[`finance.product.${finance.product}`]
    : ((texts as Readonly<Record<string, string>>)[`price.${type}`] ?? type)

/**
 * The representative example beside a monthly price (ADR 127), in the market's language; null
 * when the market requires none.
 */
export const representativeExampleText = (
  texts: Pick<StockTexts, 'finance.example'>,
  finance: RepresentativeExample | null,
): string | null => (finance ? fillRepresentativeExample(texts['finance.example'], finance) : null)

/** A translation key the price rules return (price_on_request, retailer_price) as text; other labels as they are. */
export function labelText(texts: StockTexts, key: string | null): string {
  if (key === PRICE_ON_REQUEST) return texts['price.on_request']
  if (key === RETAILER_PRICE) return texts['price.retailer']
  return key ?? ''
}
