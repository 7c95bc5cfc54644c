import { ar } from './ar.ts'
import { de } from './de.ts'
import { es } from './es.ts'
import { fr } from './fr.ts'
import { he } from './he.ts'
import { hr } from './hr.ts'
import { it } from './it.ts'
import { ja } from './ja.ts'
import { pl } from './pl.ts'

/**
 * A new block's texts in the market's language, keyed by the template's English starting text
 * (ADR 183): an editor of an Arabic market who adds an accordion reads "فتح الكل", not "Open all",
 * and a page published without changing it does not show English. Only the editor asks for them.
 */
export type StartingTexts = Readonly<Record<string, string>>

/** The languages with a table; English (and any language without one) keeps the templates' own texts. */
export const STARTING_TEXTS = { ar, de, es, fr, he, hr, it, ja, pl } as const satisfies Record<string, StartingTexts>

/**
 * Starting texts that are not words of a language: the finance product's code, the electric
 * programme's model names, the placeholder paragraph. A table has no entry for them.
 */
export const UNTRANSLATED_STARTING_TEXTS: ReadonlySet<string> = new Set([
  'HirePurchaseSample',
  'Aurelia E5\nAurelia E7\nAurelia GT',
  '<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit.</p>',
])

const NONE: StartingTexts = {}

/** @example startingTextsFor('ar')['Open all'] // → 'فتح الكل' */
export function startingTextsFor(language: string): StartingTexts {
  return Object.hasOwn(STARTING_TEXTS, language) ? STARTING_TEXTS[language as keyof typeof STARTING_TEXTS] : NONE
}
