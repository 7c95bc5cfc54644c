/**
 * The VIN checker's own visitor texts (its title, label, button and responses are block fields), in
 * the product's translation languages (spec 3 §9: en, ar, he), following src/i18n/shell-texts.ts.
 * `{count}` is the number of characters typed; `{vin}` the VIN looked up.
 */
const en = {
  vinRequired: 'Please enter your VIN.',
  vinLength: 'A VIN has 17 characters; you entered {count}.',
  vinCharacters: 'A VIN has only letters and digits, and never the letters I, O or Q.',
  hint: '17 letters and digits; spaces are ignored.',
  checking: 'Checking…',
  serviceError: 'We could not check your VIN just now. Please try again in a moment.',
  recallsFor: 'Recalls for {vin}',
  campaign: 'Campaign',
  checkAnother: 'Check another VIN',
}
export type VinCheckerTexts = typeof en

const ar: VinCheckerTexts = {
  vinRequired: 'يُرجى إدخال رقم الهيكل (VIN).',
  vinLength: 'يتكوّن رقم الهيكل من 17 خانة؛ أدخلت {count}.',
  vinCharacters: 'يتكوّن رقم الهيكل من حروف وأرقام فقط، ولا يحتوي أبدًا على الحروف I أو O أو Q.',
  hint: '17 حرفًا ورقمًا؛ تُتجاهل المسافات.',
  checking: 'جارٍ التحقق…',
  serviceError: 'تعذّر التحقق من رقم الهيكل الآن. يُرجى المحاولة مرة أخرى بعد قليل.',
  recallsFor: 'الاستدعاءات الخاصة بـ {vin}',
  campaign: 'الحملة',
  checkAnother: 'تحقق من رقم هيكل آخر',
}

const he: VinCheckerTexts = {
  vinRequired: 'נא להזין את מספר השלדה (VIN).',
  vinLength: 'למספר שלדה יש 17 תווים; הזנתם {count}.',
  vinCharacters: 'מספר שלדה מכיל רק אותיות וספרות, ולעולם לא את האותיות I,‏ O או Q.',
  hint: '17 אותיות וספרות; רווחים לא נספרים.',
  checking: 'בודקים…',
  serviceError: 'לא הצלחנו לבדוק את מספר השלדה כרגע. נסו שוב בעוד רגע.',
  recallsFor: 'קריאות שירות עבור {vin}',
  campaign: 'קמפיין',
  checkAnother: 'בדיקת מספר שלדה אחר',
}

const TABLE: Record<string, VinCheckerTexts> = { en, ar, he }

export const vinCheckerTexts = (code: string): VinCheckerTexts => TABLE[code] ?? en
export const ENGLISH_VIN_CHECKER_TEXTS = en
