/**
 * spec 2 §9 Spec and price tag replacement: price formatting (also spec 3 §5). Pure: the
 * options come from the market's price.* settings (price-settings.ts) or the defaults here.
 *
 * A format is a text with placeholders: `^` the currency symbol, `%` the formatted amount, `@` the
 * whole formatted price (the value format filled in), e.g. lease 'or @ / Month' → 'or € 299 / Month'.
 */

/** How a price is written: the value alone, or in the full, lease or offer phrase. */
export type PriceKind = 'value' | 'full' | 'lease' | 'offer'

/** spec 2 §9 Double price: the amount again in a second currency, amount × rate. */
export interface DoublePrice {
  rate: number
  decimals: number
  symbol: string
}

export interface PriceFormat {
  /** The thousands separator. */
  delimiter: string
  symbol: string
  /** The value format, '^ %'. */
  value: string
  /** The full string, 'From ^ %'. */
  full: string
  /** The lease string, 'or @ / Month'. */
  lease: string
  /** The offer string, 'From ^ %'. */
  offer: string
  /** Off (null) unless the market sets double price settings. */
  double: DoublePrice | null
}

/** spec 2 §9 defaults. NOTE: another reading gives the value format '^%'; see ADR 011. */
export const DEFAULT_PRICE_FORMAT: Readonly<PriceFormat> = {
  delimiter: ',',
  symbol: '€',
  value: '^ %',
  full: 'From ^ %',
  lease: 'or @ / Month',
  offer: 'From ^ %',
  double: null,
}

export const DEFAULT_DOUBLE_PRICE: Readonly<DoublePrice> = { rate: 1, decimals: 0, symbol: 'EUR' }

/** spec 2 §9 Preview placeholders: what a price tag, and any other spec tag, shows in a preview. */
export const PRICE_PLACEHOLDER = '∅∅∅∅∅'
export const SPEC_PLACEHOLDER = '∅∅∅'

/**
 * The amount of a price value: a number, or a text of digits with an optional decimal part.
 * spec 2 §5: anything else (non-numeric), and prices at or below 0, are no price.
 */
export function priceAmount(raw: unknown): number | null {
  let amount: number
  if (typeof raw === 'number') amount = raw
  else if (typeof raw === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(raw)) amount = Number(raw)
  else return null
  return Number.isFinite(amount) && amount > 0 ? amount : null
}

/**
 * The amount with `delimiter` between thousands. Without `decimals`, whole amounts have none and
 * others two (299.5 → '299.50'). The decimal mark is '.' unless the delimiter is '.', then ','.
 */
export function formatAmount(amount: number, delimiter: string, decimals?: number): string {
  const places = decimals ?? (Math.round(amount * 100) % 100 === 0 ? 0 : 2)
  const [whole, fraction] = amount.toFixed(places).split('.') as [string, string?]
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, () => delimiter)
  return fraction === undefined ? grouped : `${grouped}${delimiter === '.' ? ',' : '.'}${fraction}`
}

/** Tags out, as in spec 2 §9 'Formatting can strip HTML tags' (a stock-locator full string holds a <span>). */
export const stripTags = (html: string): string => html.replace(/<[^>]*>/g, '')

const PLACEHOLDER = /[\^%@]/g

/** Fills `^`, `%` and `@` in one pass, so a symbol that holds a placeholder character stays as it is. */
const fill = (template: string, values: { symbol: string; amount: string; price: string }) =>
  template.replace(PLACEHOLDER, (c) => (c === '^' ? values.symbol : c === '%' ? values.amount : values.price))

const templateOf = (kind: PriceKind, format: PriceFormat) => (kind === 'value' ? format.value : format[kind])

export interface FormatPriceOptions {
  /** Remove HTML tags from the result (spec 2 §9). */
  stripTags?: boolean
}

/**
 * A price written in the kind's format: '' for no price (spec 2 §5). With double price on, the
 * amount in the second currency follows the last placeholder in brackets:
 * 'From £ 32,500 (EUR 37,700)', 'or £ 299 (EUR 347) / Month'.
 *
 * @example formatPrice(32500, 'full') // 'From € 32,500'
 */
export function formatPrice(
  raw: unknown,
  kind: PriceKind,
  format: PriceFormat = DEFAULT_PRICE_FORMAT,
  options: FormatPriceOptions = {},
): string {
  const amount = priceAmount(raw)
  if (amount === null) return ''
  const values = (symbol: string, text: string) => ({
    symbol,
    amount: text,
    price: fill(format.value, { symbol, amount: text, price: '' }),
  })
  const primary = values(format.symbol, formatAmount(amount, format.delimiter))
  const template = templateOf(kind, format)
  let text = fill(template, primary)
  const last = Math.max(template.lastIndexOf('^'), template.lastIndexOf('%'), template.lastIndexOf('@'))
  if (format.double && last >= 0) {
    const { rate, decimals, symbol } = format.double
    const second = values(symbol, formatAmount(amount * rate, format.delimiter, decimals)).price
    text = `${fill(template.slice(0, last + 1), primary)} (${second})${fill(template.slice(last + 1), primary)}`
  }
  return (options.stripTags ? stripTags(text) : text).trim()
}
