/**
 * English: the Diesel or Petrol quiz's own visitor texts (the editor's labels are block fields;
 * spec 3 §9, ADR 137). spec 2 §5: 'Select an answer', 'Select all that apply'. `{n}` and `{total}`
 * are the step and step count.
 */
export const dieselPetrolQuiz = {
  selectOne: 'Select an answer',
  selectAll: 'Select all that apply',
  progress: 'Question {n} of {total}',
  advantages: 'Advantages',
  disadvantages: 'Disadvantages',
}
