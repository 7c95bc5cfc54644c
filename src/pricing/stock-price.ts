import { formatPrice, type PriceFormat } from '~/pricing/price.ts'
import type { RepresentativeExample } from './representative-example.ts'

/**
 * How the stock locator writes prices (spec 3 §5 price formatting, §9 Price settings). The
 * formatting itself is price.ts (spec 2 §9); this module adds the stock locator's own defaults,
 * its subscribe format and the currency ISO code, read from the same market settings
 * (price-settings.ts stockPriceFormat).
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
  /** The subscribe phrase, 'from @ / Month'. */
  subscribe: string
  /**
   * A price on its own outside the phrases (a breakdown, an option's price): the market's value
   * format when it sets one (ADR 127), so a market writes every amount one way; else spec 3 §9's
   * general format '^%'.
   */
  general: string
  /** The currency's ISO 4217 code, null when the market does not set it. */
  currencyIso: string | null
  /** The representative example beside every monthly price, when the market requires one (ADR 127); else null. */
  finance: RepresentativeExample | null
}

/**
 * spec 3 §9 Stock locator defaults: symbol €, delimiter ',', format '% ^', full string
 * 'From <span>% ^</span>', lease '@ / Month' (`@` is the formatted value), subscribe
 * 'from % ^ / Month'. `offer` is not a stock locator phrase; it takes the full string.
 * NOTE: the subscribe phrase is written 'from @ / Month' (ADR 127): with the default value format
 * it reads as the spec's, and a market that sets its value format ('^%': '£909') gets its amounts
 * one way in every phrase, not 'from 909 £ / Month' beside 'or £578 a month'.
 */
export const STOCK_PRICE_FORMAT: Readonly<StockPriceFormat> = {
  symbol: '€',
  delimiter: ',',
  value: '% ^',
  full: 'From <span>% ^</span>',
  offer: 'From <span>% ^</span>',
  lease: '@ / Month',
  subscribe: 'from @ / Month',
  general: GENERAL_PRICE_FORMAT,
  double: null,
  currencyIso: null,
  finance: null,
}

/** The stock locator's price phrases: the value alone, the purchase (full) string, lease, subscribe. */
export type StockPriceKind = 'value' | 'purchase' | 'lease' | 'subscribe'

/**
 * spec 3 §5: a price in one of the stock locator's phrases; '' for a non-numeric value or one at
 * or below 0. `stripTags` removes HTML (the full string holds a <span>).
 *
 * A stock vehicle's purchase price is its price, in the value format (ADR 140): the full string
 * ('From <span>% ^</span>', spec 3 §9) says "at least", which a model's starting price is (its
 * price tags, spec 2 §9) and one car's price is not.
 *
 * @example formatStockPrice(32500, 'purchase') // '32,500 €'
 */
export function formatStockPrice(
  raw: unknown,
  kind: StockPriceKind,
  format: StockPriceFormat = STOCK_PRICE_FORMAT,
  options: { stripTags?: boolean } = {},
): string {
  if (kind === 'subscribe') return formatPrice(raw, 'offer', { ...format, offer: format.subscribe }, options)
  return formatPrice(raw, kind === 'purchase' ? 'value' : kind, format, options)
}

/**
 * spec 3 §9: a price on its own, e.g. in a price breakdown: in the general format '^%' (symbol then
 * amount), or the market's value format when it sets one (ADR 127: '193,200 درهم' everywhere, not
 * 'درهم193,200' in the breakdown).
 */
export const formatGeneralPrice = (raw: unknown, format: StockPriceFormat = STOCK_PRICE_FORMAT): string =>
  formatPrice(raw, 'value', { ...format, value: format.general })
