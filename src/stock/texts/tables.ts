import { LANGUAGES, namespaceTexts, type MarketLanguage } from '~/i18n/catalogue.server.ts'
import { languageCode } from '~/i18n/language.ts'
import { stock as en } from '~/i18n/locales/en/stock.ts'
import type { Texts } from '~/i18n/messages.ts'
import { TRANSLATION_LANGUAGES } from '../rules/constants.ts'

/**
 * The stock locator's texts (spec 3 §7 widget_translations_configs): the catalogue's `stock`
 * namespace (src/i18n/locales/, ADR 118; it replaced this module's own tables of ADR 089). The
 * server picks the market's texts through the catalogue's fallback chain (regional → language →
 * English, spec 3 §3 languageFallback 'en') with the market's overrides, and hands the whole
 * namespace to the components as plain data; the browser never imports this module (the helpers
 * it runs over the texts are in texts.ts; ADR 092). The editor's preview reads the English
 * namespace from src/i18n/locales/en/stock.ts itself (it has no server data).
 *
 * @example
 *   const t = stockTexts('ar') // every key, Arabic
 *   fill(t['list.results'], { shown: 12, total: 300 }) // fill: texts.ts
 */
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number]

export type TranslationKey = keyof typeof en
/** Every key's text in one language: what the server hands the components. */
export type StockTexts = Texts<'stock'>

/**
 * Keys every language writes as English does (the table test reads this): the abbreviations of
 * Singapore's price components are the same in every market's documents.
 */
export const SAME_IN_EVERY_LANGUAGE: readonly TranslationKey[] = ['price.omv', 'price.arf', 'price.parf']

/** The stock texts of the spec's translation languages (spec 3 §9, ADR 089), as the API serves them. */
export const STOCK_TRANSLATIONS: Readonly<Record<TranslationLanguage, StockTexts>> = {
  en: LANGUAGES.en.stock,
  he: LANGUAGES.he.stock,
  ar: LANGUAGES.ar.stock,
}

/** The English texts, for tests and renderers without server data. */
export const ENGLISH_STOCK_TEXTS: StockTexts = en

const languageOf = (id: string): string => id.trim().toLowerCase().split(/[_-]/)[0] ?? ''
const isTranslationLanguage = (code: string): code is TranslationLanguage => (TRANSLATION_LANGUAGES as readonly string[]).includes(code)

/** The texts of one of the spec's translation languages (spec 3 §7 API), or null for another language. */
export function stockTranslations(id: string): StockTexts | null {
  const code = languageOf(id)
  return isTranslationLanguage(code) ? STOCK_TRANSLATIONS[code] : null
}

const warned = new Set<string>()

/**
 * The texts a market shows, from its language setting (or its code) and its overrides: the
 * catalogue's chain; a language the catalogue lacks shows English and warns 'Missing
 * translations' (spec 3 §8) once per language and process.
 */
export function stockTexts(language: string | MarketLanguage, warn?: (message: string) => void): StockTexts {
  const market = typeof language === 'string' ? { language } : language
  const code = languageCode(market.language)
  if (!(code in LANGUAGES) && warn && !warned.has(code)) {
    warned.add(code)
    warn(`Missing translations: the stock locator has no '${code}' texts, showing English (spec 3 §8)`)
  }
  return namespaceTexts('stock', market)
}

/** The API document: data.attributes.data holds the texts (spec 3 §7). */
export function translationsDocument(id: string) {
  const data = stockTranslations(id)
  if (!data) return null
  const language = languageOf(id)
  return { data: { id: language, type: 'widget_translations_config' as const, attributes: { language, data } } }
}
