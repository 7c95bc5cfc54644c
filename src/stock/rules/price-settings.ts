import { DEFAULT_DOUBLE_PRICE } from '~/pricing/price.ts'
import { doublePriceSchema } from '~/settings/keys.ts'
import { readJson, settingValue, type SettingMap, type Warn } from '~/settings/settings.ts'
import { STOCK_PRICE_FORMAT, STOCK_PRICE_SETTING_KEYS, type StockPriceFormat } from './price-format.ts'

// The server's side of price-format.ts: reading the market's settings takes their schemas (zod),
// which the pages' browser code leaves out (tests/e2e/assets.spec.ts).

/**
 * The market's stock-locator price format. A blank format is unset (the default applies); a blank
 * symbol or delimiter is kept, as in src/pricing/price-settings.ts. Double price is on when
 * price.double_price_settings holds an object whose `enabled` is not false; its defaults are
 * symbol EUR, rate 1, decimals 0 (spec 3 §9).
 */
export function stockPriceFormat(settings: SettingMap, warn: Warn = () => {}): StockPriceFormat {
  const k = STOCK_PRICE_SETTING_KEYS
  const format = (key: string, fallback: string) => {
    const value = settingValue(settings, key)
    return value?.trim() ? value : fallback
  }
  const double = readJson(settings, k.doublePriceSettings, doublePriceSchema.nullable(), null, warn)
  const full = format(k.pricePurchaseFormat, STOCK_PRICE_FORMAT.full)
  return {
    symbol: settingValue(settings, k.priceCurrencySymbol) ?? STOCK_PRICE_FORMAT.symbol,
    delimiter: settingValue(settings, k.priceCurrencyDelimiter) ?? STOCK_PRICE_FORMAT.delimiter,
    value: format(k.priceFormat, STOCK_PRICE_FORMAT.value),
    full,
    offer: full,
    lease: format(k.priceLeaseFormat, STOCK_PRICE_FORMAT.lease),
    subscribe: format(k.priceSubscribeFormat, STOCK_PRICE_FORMAT.subscribe),
    double:
      double && double.enabled !== false
        ? {
            rate: double.rate ?? DEFAULT_DOUBLE_PRICE.rate,
            decimals: double.decimals ?? DEFAULT_DOUBLE_PRICE.decimals,
            symbol: double.symbol ?? DEFAULT_DOUBLE_PRICE.symbol,
          }
        : null,
    currencyIso: settingValue(settings, k.currencyIso)?.trim().toUpperCase() || null,
  }
}
