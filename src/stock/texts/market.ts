import { marketLanguage } from '~/settings/market-language.ts'
import type { SettingMap, Warn } from '~/settings/settings.ts'
import { stockTexts, type StockTexts } from './tables.ts'

/**
 * The stock locator's texts for a market (ADR 089, ADR 118): the catalogue's stock namespace in
 * its language setting (general.language, spec 1 §5) through the fallback chain, with the
 * market's own overrides. Read on the server; the components get the result as plain data.
 */
export function marketStockTexts(settings: SettingMap, warn?: Warn): StockTexts {
  return stockTexts(marketLanguage(settings, warn), warn)
}
