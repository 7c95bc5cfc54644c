/**
 * spec 2 §4 Fuel-type quiz: how the five answers map to a result. The spec leaves it "not shown";
 * docs/tools/diesel-petrol-quiz.md explains the table below and the answer bands of spec 2 §9 it
 * follows (ADR 135). Pure: answers in, the result and every powertrain's score out.
 */
export const POWERTRAINS = ['petrol', 'diesel', 'phev', 'bev'] as const
export type Powertrain = (typeof POWERTRAINS)[number]

/** The five steps by their field names (dpq_step_{step}_…), spec 2 §3.12 spelling. */
export const QUIZ_STEPS = ['one', 'two', 'three', 'fourth', 'fifth'] as const
export type QuizStep = (typeof QUIZ_STEPS)[number]

/** spec 2 §5: step 3 allows several answers ('Select all that apply'); the others one ('Select an answer'). */
export const MULTI_ANSWER_STEP: QuizStep = 'three'

type Points = Partial<Record<Powertrain, number>>

/**
 * Points per answer, by step and answer position (answer 1 first). Editors may reword an answer;
 * its meaning is its position, as the default texts (template.ts) and the document give it.
 */
export const SCORING: Record<QuizStep, readonly Points[]> = {
  // Step 1, spec 2 §9 annual distance: under 11,000 km; 11,000–24,000 km; over 24,000 km.
  one: [
    { petrol: 2, bev: 2, phev: 1 },
    { phev: 2, bev: 2, petrol: 1, diesel: 1 },
    { diesel: 3, phev: 1, bev: 1 },
  ],
  // Step 2, spec 2 §9 journey length: under 16 km; 16–48 km; 48–160 km; over 160 km.
  two: [
    { bev: 2, phev: 2, petrol: 1 },
    { bev: 2, phev: 2, petrol: 1 },
    { diesel: 2, phev: 1, petrol: 1, bev: 1 },
    { diesel: 3, petrol: 1 },
  ],
  // Step 3 (all that apply): in town; on motorways; on country roads; towing a trailer or caravan.
  three: [
    { bev: 2, phev: 1, petrol: 1 },
    { diesel: 2, petrol: 1, bev: 1 },
    { petrol: 1, diesel: 1, phev: 1 },
    { diesel: 3, phev: 1 },
  ],
  // Step 4, spec 2 §9 very long journeys (over 300 km): once a month or more; a few times a year; never.
  fourth: [
    { diesel: 2, phev: 1, petrol: 1 },
    { phev: 1, petrol: 1, bev: 1 },
    { bev: 2, phev: 1 },
  ],
  // Step 5, charging: at home; at work or nearby; nowhere regular. Without a place to charge a
  // plug-in gives up most of its point, so those lose points rather than just gaining none.
  fifth: [
    { bev: 3, phev: 2 },
    { bev: 1, phev: 1 },
    { petrol: 2, diesel: 2, bev: -3, phev: -1 },
  ],
}

/** The number of answers of each step. */
export const ANSWER_COUNTS: Record<QuizStep, number> = Object.fromEntries(QUIZ_STEPS.map((s) => [s, SCORING[s].length])) as Record<
  QuizStep,
  number
>

/** The answers given: per step the chosen answer positions (0-based); one for every step but step 3. */
export type QuizAnswers = Partial<Record<QuizStep, readonly number[]>>

/** Ties go to the lower-emission powertrain: BEV, then PHEV, then petrol, then diesel. */
export const TIE_ORDER: readonly Powertrain[] = ['bev', 'phev', 'petrol', 'diesel']

/** Whether a step's answer is complete: exactly one known answer, or one or more distinct ones on step 3. */
export function isAnswered(step: QuizStep, chosen: readonly number[] | undefined): boolean {
  if (!chosen || chosen.length === 0) return false
  if (chosen.some((i) => !Number.isInteger(i) || i < 0 || i >= ANSWER_COUNTS[step])) return false
  if (new Set(chosen).size !== chosen.length) return false
  return step === MULTI_ANSWER_STEP || chosen.length === 1
}

/**
 * The quiz's result: the powertrain with the most points over all answers (ties by TIE_ORDER), the
 * runner-up, and every score. Null until every step is answered (isAnswered).
 *
 * @example quizResult({ one: [2], two: [3], three: [1, 3], fourth: [0], fifth: [2] })?.result // 'diesel'
 */
export function quizResult(answers: QuizAnswers): { result: Powertrain; runnerUp: Powertrain; scores: Record<Powertrain, number> } | null {
  if (!QUIZ_STEPS.every((step) => isAnswered(step, answers[step]))) return null
  const scores: Record<Powertrain, number> = { petrol: 0, diesel: 0, phev: 0, bev: 0 }
  for (const step of QUIZ_STEPS)
    for (const i of answers[step]!) for (const [p, n] of Object.entries(SCORING[step][i]!)) scores[p as Powertrain] += n
  const ranked = [...TIE_ORDER].sort((a, b) => scores[b] - scores[a] || TIE_ORDER.indexOf(a) - TIE_ORDER.indexOf(b))
  return { result: ranked[0]!, runnerUp: ranked[1]!, scores }
}
