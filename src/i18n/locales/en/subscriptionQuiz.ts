/**
 * English: the subscription quiz's own visitor texts (its questions and products are block fields;
 * spec 3 §9, ADR 137).
 */
export const subscriptionQuiz = {
  selectOne: 'Select an answer',
  yourAnswers: 'Your answers',
  recommended: 'Recommended for you',
}
