import { formatPrice, type PriceFormat } from '~/pricing/price.ts'

/**
 * How the stock locator writes prices and a few spec values (spec 3 §5 price formatting, §9 Price
 * settings). The formatting itself is src/pricing/price.ts (spec 2 §9); this module adds the stock
 * locator's own defaults, its subscribe format and the currency ISO code, read from the same
 * market settings.
 */

/**
 * spec 3 §9: the stock locator's price setting names → the market's setting keys. Each `price.*`
 * key falls back to its legacy `prices.*` key (spec 1 §3, `settingValue`). NOTE:
 * price.subscribe_format and price.currency_iso are new keys (ADR 068).
 */
export const STOCK_PRICE_SETTING_KEYS = {
  priceFormat: 'price.format',
  pricePurchaseFormat: 'price.purchase_format',
  priceLeaseFormat: 'price.lease_format',
  priceSubscribeFormat: 'price.subscribe_format',
  priceCurrencySymbol: 'price.currency_symbol',
  priceCurrencyDelimiter: 'price.currency_delimiter',
  doublePriceSettings: 'price.double_price_settings',
  currencyIso: 'price.currency_iso',
} as const

/** spec 3 §9: the general price format default, where no stock-locator format applies. */
export const GENERAL_PRICE_FORMAT = '^%'

/** The stock locator's price format: src/pricing's format plus the subscribe phrase and the ISO code. */
export interface StockPriceFormat extends PriceFormat {
  /** The subscribe phrase, 'from % ^ / Month'. */
  subscribe: string
  /** The currency's ISO 4217 code, null when the market does not set it. */
  currencyIso: string | null
}

/**
 * spec 3 §9 Stock locator defaults: symbol €, delimiter ',', format '% ^', full string
 * 'From <span>% ^</span>', lease '@ / Month' (`@` is the formatted value), subscribe
 * 'from % ^ / Month'. `offer` is not a stock locator phrase; it takes the full string.
 */
export const STOCK_PRICE_FORMAT: Readonly<StockPriceFormat> = {
  symbol: '€',
  delimiter: ',',
  value: '% ^',
  full: 'From <span>% ^</span>',
  offer: 'From <span>% ^</span>',
  lease: '@ / Month',
  subscribe: 'from % ^ / Month',
  double: null,
  currencyIso: null,
}

/** The stock locator's price phrases: the value alone, the purchase (full) string, lease, subscribe. */
export type StockPriceKind = 'value' | 'purchase' | 'lease' | 'subscribe'

/**
 * spec 3 §5: a price in one of the stock locator's phrases; '' for a non-numeric value or one at
 * or below 0. `stripTags` removes HTML (the full string holds a <span>).
 *
 * @example formatStockPrice(32500, 'purchase') // 'From <span>32,500 €</span>'
 */
export function formatStockPrice(
  raw: unknown,
  kind: StockPriceKind,
  format: StockPriceFormat = STOCK_PRICE_FORMAT,
  options: { stripTags?: boolean } = {},
): string {
  if (kind === 'subscribe') return formatPrice(raw, 'offer', { ...format, offer: format.subscribe }, options)
  return formatPrice(raw, kind === 'purchase' ? 'full' : kind, format, options)
}

/** spec 3 §9: a price in the general format '^%' (symbol then amount), e.g. in a price breakdown. */
export const formatGeneralPrice = (raw: unknown, format: StockPriceFormat = STOCK_PRICE_FORMAT): string =>
  formatPrice(raw, 'value', { ...format, value: GENERAL_PRICE_FORMAT })

const LITRE_UNITS = new Set(['l', 'lt', 'ltr', 'litre', 'litres', 'liter', 'liters'])

/**
 * spec 3 §9: an engine capacity in litres shows 1 decimal, in any other unit (cc, kWh …) none.
 * '' when the value is not a number > 0.
 *
 * @example engineCapacity(1.998, 'L') // '2.0 L'
 */
export function engineCapacity(value: unknown, unit: string | null | undefined): string {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN
  if (!Number.isFinite(number) || number <= 0) return ''
  const text = number.toFixed(LITRE_UNITS.has(unit?.trim().toLowerCase() ?? '') ? 1 : 0)
  return unit?.trim() ? `${text} ${unit.trim()}` : text
}

/**
 * spec 3 §9: a registration date as year/month with a 2-digit month ('2021/03'); '' when it is
 * not a date. Text dates ('2021-03-15', '2021-03') are read as written, without a time zone shift.
 */
export function registrationDate(value: unknown): string {
  if (typeof value === 'string') {
    const match = /^\s*(\d{4})-(\d{1,2})(?:-\d{1,2})?(?:[T ].*)?\s*$/.exec(value)
    if (match && Number(match[2]) >= 1 && Number(match[2]) <= 12) return `${match[1]}/${match[2]!.padStart(2, '0')}`
    return ''
  }
  if (value instanceof Date && !Number.isNaN(value.getTime()))
    return `${value.getUTCFullYear()}/${String(value.getUTCMonth() + 1).padStart(2, '0')}`
  return ''
}
