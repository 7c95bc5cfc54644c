/**
 * The cookie consent interface's own texts (spec 1 §2 Cookie banner, §4 Cookie consent) in the
 * product's translation languages, picked by the market's language as the shell's texts are
 * (ADR 091). The market's banner title, content and accept label (setting cookie_consent) and its
 * placeholder text (cookie_consent.default_placeholder) win over these.
 *
 * @example consentTexts('ar').rejectAll // → 'رفض الكل'
 */
const en = {
  /** The banner's accessible name when the market's banner has no title. */
  banner: 'Cookie consent',
  acceptAll: 'Accept all',
  rejectAll: 'Reject all',
  settings: 'Cookie settings',
  save: 'Save my choices',
  obligatory: 'Strictly necessary',
  obligatoryText: 'Needed for the site to work (your session, security and this choice). Always on.',
  optional: 'Optional',
  optionalText: 'Analytics, marketing and content from other sites such as videos and maps.',
  placeholder: 'This content comes from another site, which may set cookies. Accept optional cookies to show it.',
  placeholderAccept: 'Accept and show',
}
export type ConsentTexts = typeof en

const ar: ConsentTexts = {
  banner: 'الموافقة على ملفات تعريف الارتباط',
  acceptAll: 'قبول الكل',
  rejectAll: 'رفض الكل',
  settings: 'إعدادات ملفات تعريف الارتباط',
  save: 'حفظ اختياراتي',
  obligatory: 'ضرورية للغاية',
  obligatoryText: 'لازمة لعمل الموقع (جلستك والأمان وهذا الاختيار). مفعّلة دائمًا.',
  optional: 'اختيارية',
  optionalText: 'التحليلات والتسويق والمحتوى من مواقع أخرى مثل مقاطع الفيديو والخرائط.',
  placeholder: 'هذا المحتوى مقدَّم من موقع آخر قد يضع ملفات تعريف ارتباط. اقبل ملفات تعريف الارتباط الاختيارية لعرضه.',
  placeholderAccept: 'القبول والعرض',
}

const he: ConsentTexts = {
  banner: 'הסכמה לעוגיות',
  acceptAll: 'אישור הכול',
  rejectAll: 'דחיית הכול',
  settings: 'הגדרות עוגיות',
  save: 'שמירת הבחירות שלי',
  obligatory: 'הכרחיות',
  obligatoryText: 'נדרשות לפעולת האתר (ההתחברות, האבטחה והבחירה הזו). פעילות תמיד.',
  optional: 'אופציונליות',
  optionalText: 'ניתוח נתונים, שיווק ותוכן מאתרים אחרים כמו סרטונים ומפות.',
  placeholder: 'תוכן זה מגיע מאתר אחר שעשוי לשמור עוגיות. אשרו עוגיות אופציונליות כדי להציג אותו.',
  placeholderAccept: 'אישור והצגה',
}

const TABLES: Record<string, ConsentTexts> = { en, ar, he }

export function consentTexts(language: string): ConsentTexts {
  return TABLES[language] ?? en
}
