/**
 * The questionnaire's own visitor texts (its questions and packs are block fields), in en, ar and
 * he (spec 3 §9), following src/i18n/shell-texts.ts (ADR 137). `{n}` and `{total}` are numbers.
 */
const en = {
  selectOne: 'Select an answer',
  recommended: 'Recommended for you',
  yourAnswers: 'Your answers',
  questionOf: 'Question {n} of {total}',
}
export type AccessoriesQuizTexts = typeof en

const ar: AccessoriesQuizTexts = {
  selectOne: 'اختر إجابة',
  recommended: 'موصى به لك',
  yourAnswers: 'إجاباتك',
  questionOf: 'السؤال {n} من {total}',
}

const he: AccessoriesQuizTexts = {
  selectOne: 'יש לבחור תשובה',
  recommended: 'מומלץ עבורך',
  yourAnswers: 'התשובות שלך',
  questionOf: 'שאלה {n} מתוך {total}',
}

const TABLE: Record<string, AccessoriesQuizTexts> = { en, ar, he }

export const accessoriesQuizTexts = (code: string): AccessoriesQuizTexts => TABLE[code] ?? en
export const ENGLISH_ACCESSORIES_QUIZ_TEXTS = en
