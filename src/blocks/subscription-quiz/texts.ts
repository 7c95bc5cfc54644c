/**
 * The subscription quiz's own visitor texts (its questions and products are block fields), in
 * the product's translation languages (spec 3 §9: en, ar, he), following src/i18n/shell-texts.ts.
 */
const en = {
  selectOne: 'Select an answer',
  yourAnswers: 'Your answers',
  recommended: 'Recommended for you',
}
export type SubscriptionQuizTexts = typeof en

const ar: SubscriptionQuizTexts = {
  selectOne: 'اختر إجابة',
  yourAnswers: 'إجاباتك',
  recommended: 'موصى به لك',
}

const he: SubscriptionQuizTexts = {
  selectOne: 'בחרו תשובה',
  yourAnswers: 'התשובות שלכם',
  recommended: 'מומלץ עבורכם',
}

const TABLE: Record<string, SubscriptionQuizTexts> = { en, ar, he }

export const subscriptionQuizTexts = (code: string): SubscriptionQuizTexts => TABLE[code] ?? en
export const ENGLISH_SUBSCRIPTION_QUIZ_TEXTS = en
