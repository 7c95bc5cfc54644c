import { readSetting } from '~/settings/keys.ts'
import type { SettingMap, Warn } from '~/settings/settings.ts'
import { DEFAULT_DOUBLE_PRICE, DEFAULT_PRICE_FORMAT, type PriceFormat } from './price.ts'

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
    double:
      double && double.enabled !== false
        ? {
            rate: double.rate ?? DEFAULT_DOUBLE_PRICE.rate,
            decimals: double.decimals ?? DEFAULT_DOUBLE_PRICE.decimals,
            symbol: double.symbol ?? DEFAULT_DOUBLE_PRICE.symbol,
          }
        : null,
  }
}
