/**
 * The calculator's own visitor texts (the editor's labels are block fields): validation messages,
 * the choice placeholders, the quote's actions, in the product's translation languages (spec 3 §9:
 * en, ar, he), following src/i18n/shell-texts.ts so they can move into the message catalogue.
 * `{min}`, `{max}`, `{interval}` are filled in by the validator.
 */
const en = {
  select: 'Select',
  required: 'Enter a number.',
  notANumber: 'Enter a number, such as 20.',
  range: 'Enter a value between {min} and {max}.',
  step: 'Choose a value in steps of {interval}.',
  minDeposit: 'This product needs a deposit of at least {min} %.',
  maxTerm: 'This product lasts at most {max} months.',
  years: 'years',
  months: 'months',
  priceOnRequest: 'Price on request',
  requestQuote: 'Request this quote',
  savedForOrder: 'Your quote is saved with your order.',
  noVehicles: 'No vehicles to finance yet.',
}
export type CalculatorTexts = typeof en

const ar: CalculatorTexts = {
  select: 'اختر',
  required: 'أدخل رقمًا.',
  notANumber: 'أدخل رقمًا، مثل 20.',
  range: 'أدخل قيمة بين {min} و{max}.',
  step: 'اختر قيمة بخطوات قدرها {interval}.',
  minDeposit: 'يتطلب هذا المنتج دفعة أولى لا تقل عن {min} %.',
  maxTerm: 'مدة هذا المنتج {max} شهرًا على الأكثر.',
  years: 'سنوات',
  months: 'أشهر',
  priceOnRequest: 'السعر عند الطلب',
  requestQuote: 'اطلب عرض السعر هذا',
  savedForOrder: 'تم حفظ عرض السعر مع طلبك.',
  noVehicles: 'لا توجد سيارات للتمويل بعد.',
}

const he: CalculatorTexts = {
  select: 'בחרו',
  required: 'הזינו מספר.',
  notANumber: 'הזינו מספר, למשל 20.',
  range: 'הזינו ערך בין {min} ל-{max}.',
  step: 'בחרו ערך בקפיצות של {interval}.',
  minDeposit: 'מוצר זה דורש מקדמה של {min} % לפחות.',
  maxTerm: 'מוצר זה נמשך {max} חודשים לכל היותר.',
  years: 'שנים',
  months: 'חודשים',
  priceOnRequest: 'מחיר לפי בקשה',
  requestQuote: 'בקשו הצעה זו',
  savedForOrder: 'ההצעה נשמרה עם ההזמנה שלכם.',
  noVehicles: 'אין עדיין רכבים למימון.',
}

const TABLE: Record<string, CalculatorTexts> = { en, ar, he }

/** The texts of a language code ('ar'), English for a language without its own. */
export const calculatorTexts = (code: string): CalculatorTexts => TABLE[code] ?? en
export const ENGLISH_CALCULATOR_TEXTS = en
