/**
 * The map update wizard's own visitor texts (its steps' titles, descriptions and buttons are block
 * fields), in en, ar and he (spec 3 §9), following src/i18n/shell-texts.ts. `{n}` and `{total}` are
 * the step's number and the number of steps.
 */
const en = {
  stepOf: 'Step {n} of {total}',
  termsRequired: 'Please accept the terms to continue.',
  download: 'Download',
}
export type MapUpdateTexts = typeof en

const ar: MapUpdateTexts = {
  stepOf: 'الخطوة {n} من {total}',
  termsRequired: 'يُرجى قبول الشروط للمتابعة.',
  download: 'تنزيل',
}

const he: MapUpdateTexts = {
  stepOf: 'שלב {n} מתוך {total}',
  termsRequired: 'יש לאשר את התנאים כדי להמשיך.',
  download: 'הורדה',
}

const TABLE: Record<string, MapUpdateTexts> = { en, ar, he }

export const mapUpdateTexts = (code: string): MapUpdateTexts => TABLE[code] ?? en
export const ENGLISH_MAP_UPDATE_TEXTS = en
