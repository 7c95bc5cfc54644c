/**
 * The quiz's own visitor texts (the editor's labels are block fields), in the product's
 * translation languages (spec 3 §9: en, ar, he), following src/i18n/shell-texts.ts. spec 2 §5:
 * 'Select an answer', 'Select all that apply'. `{n}` and `{total}` are the step and step count.
 */
const en = {
  selectOne: 'Select an answer',
  selectAll: 'Select all that apply',
  progress: 'Question {n} of {total}',
  advantages: 'Advantages',
  disadvantages: 'Disadvantages',
}
export type QuizTexts = typeof en

const ar: QuizTexts = {
  selectOne: 'اختر إجابة',
  selectAll: 'اختر كل ما ينطبق',
  progress: 'السؤال {n} من {total}',
  advantages: 'المزايا',
  disadvantages: 'العيوب',
}

const he: QuizTexts = {
  selectOne: 'בחרו תשובה',
  selectAll: 'בחרו את כל מה שמתאים',
  progress: 'שאלה {n} מתוך {total}',
  advantages: 'יתרונות',
  disadvantages: 'חסרונות',
}

const TABLE: Record<string, QuizTexts> = { en, ar, he }

/** The texts of a language code ('ar'), English for a language without its own. */
export const quizTexts = (code: string): QuizTexts => TABLE[code] ?? en
export const ENGLISH_QUIZ_TEXTS = en
