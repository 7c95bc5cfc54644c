/**
 * The texts of the shared overlays (the modal's close button) in the product's translation
 * languages, picked by the document's language as the shell's texts are (ADR 091); English for a
 * language it lacks.
 *
 * @example overlayTexts('he').close // → 'סגירה'
 */
const en = {
  /** The accessible name of every modal's close button. */
  close: 'Close',
}
export type OverlayTexts = typeof en

const ar: OverlayTexts = { close: 'إغلاق' }
const he: OverlayTexts = { close: 'סגירה' }

const TABLES: Record<string, OverlayTexts> = { en, ar, he }

export function overlayTexts(language: string): OverlayTexts {
  return TABLES[language] ?? en
}
