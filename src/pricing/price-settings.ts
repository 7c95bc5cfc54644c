import { doublePriceSchema, readSetting, readSettingJson } from '~/settings/keys.ts'
import { readJson, settingValue, type SettingMap, type Warn } from '~/settings/settings.ts'
import { DEFAULT_DOUBLE_PRICE, DEFAULT_PRICE_FORMAT, type DoublePrice, type PriceFormat } from './price.ts'
import { z } from 'zod'
import { FINANCE_PRODUCTS, type RepresentativeExample } from './representative-example.ts'
import {
  formatStockPrice,
  GENERAL_PRICE_FORMAT,
  STOCK_PRICE_FORMAT,
  STOCK_PRICE_SETTING_KEYS,
  type StockPriceFormat,
} from './stock-price.ts'

// The server's side of price.ts and stock-price.ts: reading the market's settings takes their
// schemas (zod), which the pages' browser code leaves out (tests/e2e/assets.spec.ts).

/** spec 2 §9, spec 3 §9 Double price: on when the setting holds an object whose `enabled` is not false. */
function doublePriceOf(
  double: { enabled?: boolean; rate?: number; decimals?: number; symbol?: string } | null | undefined,
): DoublePrice | null {
  return double && double.enabled !== false
    ? {
        rate: double.rate ?? DEFAULT_DOUBLE_PRICE.rate,
        decimals: double.decimals ?? DEFAULT_DOUBLE_PRICE.decimals,
        symbol: double.symbol ?? DEFAULT_DOUBLE_PRICE.symbol,
      }
    : null
}

/**
 * The market's price format (spec 1 §3 price.* settings, each falling back to its legacy
 * prices.* key; spec 2 §9 defaults for what neither sets). A blank format is unset; a blank
 * symbol or delimiter is kept (a market may write prices without either). Double price is on
 * when price.double_price_settings holds an object whose `enabled` is not false.
 */
export function priceFormatFromSettings(settings: SettingMap, warn: Warn = () => {}): PriceFormat {
  const format = (key: 'price.format' | 'price.purchase_format' | 'price.lease_format' | 'price.offer_format', fallback: string) =>
    readSetting(settings, key)?.trim() ? readSetting(settings, key)! : fallback
  const double = readSetting(settings, 'price.double_price_settings', warn)
  return {
    delimiter: readSetting(settings, 'price.currency_delimiter') ?? DEFAULT_PRICE_FORMAT.delimiter,
    symbol: readSetting(settings, 'price.currency_symbol') ?? DEFAULT_PRICE_FORMAT.symbol,
    value: format('price.format', DEFAULT_PRICE_FORMAT.value),
    full: format('price.purchase_format', DEFAULT_PRICE_FORMAT.full),
    lease: format('price.lease_format', DEFAULT_PRICE_FORMAT.lease),
    offer: format('price.offer_format', DEFAULT_PRICE_FORMAT.offer),
    double: doublePriceOf(double),
  }
}

/**
 * The market's stock-locator price format (spec 3 §9). A blank format is unset (the default
 * applies); a blank symbol or delimiter is kept, as in priceFormatFromSettings. Double price as
 * there; its defaults are symbol EUR, rate 1, decimals 0.
 */
export function stockPriceFormat(settings: SettingMap, warn: Warn = () => {}): StockPriceFormat {
  const k = STOCK_PRICE_SETTING_KEYS
  const format = (key: string, fallback: string) => {
    const value = settingValue(settings, key)
    return value?.trim() ? value : fallback
  }
  const double = readJson(settings, k.doublePriceSettings, doublePriceSchema.nullable(), null, warn)
  const full = format(k.pricePurchaseFormat, STOCK_PRICE_FORMAT.full)
  const value = format(k.priceFormat, STOCK_PRICE_FORMAT.value)
  return {
    symbol: settingValue(settings, k.priceCurrencySymbol) ?? STOCK_PRICE_FORMAT.symbol,
    delimiter: settingValue(settings, k.priceCurrencyDelimiter) ?? STOCK_PRICE_FORMAT.delimiter,
    value,
    // ADR 127: the market's value format, when it sets one, for a price on its own too.
    general: format(k.priceFormat, GENERAL_PRICE_FORMAT),
    full,
    offer: full,
    lease: format(k.priceLeaseFormat, STOCK_PRICE_FORMAT.lease),
    subscribe: format(k.priceSubscribeFormat, STOCK_PRICE_FORMAT.subscribe),
    double: doublePriceOf(double),
    currencyIso: settingValue(settings, k.currencyIso)?.trim().toUpperCase() || null,
    finance: representativeExampleSetting(settings, warn),
  }
}

/** ADR 127: the setting `finance.representative_example`: the product, APR, term and deposit of the market's example. */
export const REPRESENTATIVE_EXAMPLE_KEY = 'finance.representative_example'
export const representativeExampleSchema = z.object({
  product: z.enum(FINANCE_PRODUCTS),
  apr: z.number().min(0).max(100),
  term_months: z.number().int().min(1).max(120),
  deposit_percent: z.number().min(0).max(100),
})

/** The market's representative example, or null: unset, blank or not one (then a warning names the setting, spec 1 §5). */
export function representativeExampleSetting(settings: SettingMap, warn: Warn = () => {}): RepresentativeExample | null {
  return readSettingJson(settings, REPRESENTATIVE_EXAMPLE_KEY, representativeExampleSchema.nullable(), null, warn)
}

/**
 * An amount as the market writes its prices (its stock value format and symbol, as a checkout
 * shows a fee), when it is in the market's currency; Intl's currency format in the market's
 * language otherwise (an order made before the market changed currency); the figure and the code
 * for a code Intl does not know.
 * @example formatMarketAmount(250, 'GBP', { 'price.currency_iso': 'GBP', 'price.currency_symbol': '£', 'price.format': '^%' }, 'en-GB') // '£250'
 */
export function formatMarketAmount(amount: number, currency: string, settings: SettingMap, locale: string): string {
  const format = stockPriceFormat(settings)
  const text = format.currencyIso === currency.toUpperCase() ? formatStockPrice(amount, 'value', format, { stripTags: true }) : ''
  if (text) return text
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount)
  } catch {
    // Not a currency code Intl knows (a market's `price.currency_iso` is free text): figure and code.
    return `${amount} ${currency}`
  }
}
