import { languageCode } from '~/i18n/language.ts'
import { settingValue, type SettingMap, type Warn } from '~/settings/settings.ts'
import { stockTexts, type StockTexts } from './tables.ts'

/**
 * The stock locator's texts for a market (ADR 089): its language setting (general.language, spec 1
 * §5) cut to the code, English for what the language lacks (spec 3 §3 languageFallback 'en').
 * Read on the server; the components get the result as plain data.
 */
export function marketStockTexts(settings: SettingMap, warn?: Warn): StockTexts {
  return stockTexts(languageCode(settingValue(settings, 'general.language')), warn)
}
