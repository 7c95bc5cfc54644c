/**
 * The range calculator's own visitor texts (its labels are block fields), in en, ar and he
 * (spec 3 §9), following src/i18n/shell-texts.ts (ADR 137). `{speed}`, `{value}`, `{min}` and
 * `{max}` are filled in by the block.
 */
const en = {
  estimatedRange: 'Estimated range',
  averageSpeed: 'Average speed {speed}',
  on: 'On',
  off: 'Off',
  km: 'km',
  mi: 'miles',
  kmh: 'km/h',
  mph: 'mph',
  scale: 'Between {min} and {max}',
  atLimit: 'Shown at the limit of the range the calculator covers.',
}
export type RangeCalculatorTexts = typeof en

const ar: RangeCalculatorTexts = {
  estimatedRange: 'المدى التقديري',
  averageSpeed: 'متوسط السرعة {speed}',
  on: 'تشغيل',
  off: 'إيقاف',
  km: 'كم',
  mi: 'ميل',
  kmh: 'كم/س',
  mph: 'ميل/س',
  scale: 'بين {min} و{max}',
  atLimit: 'القيمة معروضة عند حدود المدى الذي تغطيه الحاسبة.',
}

const he: RangeCalculatorTexts = {
  estimatedRange: 'טווח משוער',
  averageSpeed: 'מהירות ממוצעת {speed}',
  on: 'מופעל',
  off: 'כבוי',
  km: 'ק"מ',
  mi: 'מייל',
  kmh: 'קמ"ש',
  mph: 'מייל לשעה',
  scale: 'בין {min} ל-{max}',
  atLimit: 'מוצג בגבול הטווח שהמחשבון מכסה.',
}

const TABLE: Record<string, RangeCalculatorTexts> = { en, ar, he }

export const rangeCalculatorTexts = (code: string): RangeCalculatorTexts => TABLE[code] ?? en
export const ENGLISH_RANGE_CALCULATOR_TEXTS = en
