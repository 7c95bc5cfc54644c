/**
 * English: the Accessories Quiz block's own visitor texts (its questions and packs are block
 * fields; spec 3 §9, ADR 137). `{n}` and `{total}` are numbers.
 */
export const accessoriesQuiz = {
  selectOne: 'Select an answer',
  recommended: 'Recommended for you',
  yourAnswers: 'Your answers',
  questionOf: 'Question {n} of {total}',
}
