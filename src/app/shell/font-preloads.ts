import frauncesLatin from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?no-inline'
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?no-inline'
import cairoArabic from '@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2?no-inline'
import { languageCode } from '~/i18n/language.ts'

/** Languages written in the Arabic script, whose text is set in Cairo (typography.css). */
const ARABIC_SCRIPT = new Set(['ar', 'fa', 'ur', 'ps', 'ku', 'sd'])

/**
 * The font files a page's first paint sets its text in, preloaded so that it is laid out once, in
 * them, rather than in the fallback and again when they arrive (ADR 095): Inter's Latin file for
 * text (numbers and names in every market), the brand's display face for headings (typography.css:
 * Fraunces for Aurelia, Inter for Vantor) and Cairo's Arabic file for a market written in Arabic.
 * The same files typography.css's @font-face rules name, so the browser fetches each once.
 */
export function fontPreloads(brand: string, lang: string): string[] {
  return [...(ARABIC_SCRIPT.has(languageCode(lang)) ? [cairoArabic] : []), interLatin, ...(brand === 'aurelia' ? [frauncesLatin] : [])]
}
