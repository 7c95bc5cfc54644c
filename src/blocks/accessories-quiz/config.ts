import { CARGO, PRIORITIES, ROADS } from './mapping.ts'

/** The number of answers of each question (cargo, roads, priority); the renderer leaves the template out of its chunk. */
export const QUESTION_ANSWERS = [CARGO.length, ROADS.length, PRIORITIES.length]

/**
 * What keeps the questionnaire from working, for the editor (the visitor sees Loading Failed): a
 * question, an answer or a button without a label, which nobody could read or pick.
 */
export function accessoriesQuizProblems(str: (key: string) => string): string[] {
  const problems: string[] = []
  QUESTION_ANSWERS.forEach((count, x) => {
    if (!str(`question_${x + 1}`).trim()) problems.push(`Question ${x + 1} is empty.`)
    for (let y = 0; y < count; y++)
      if (!str(`question_${x + 1}_answer_${y + 1}`).trim()) problems.push(`Question ${x + 1} answer ${y + 1} is empty.`)
  })
  if (!str('start_label').trim() || !str('result_label').trim()) problems.push('A button is empty.')
  return problems
}
