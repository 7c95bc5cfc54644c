import { describe, expect, it } from 'vitest'
import { isAnswered, quizResult, SCORING, type QuizAnswers } from './scoring.ts'

// docs/tools/diesel-petrol-quiz.md: the same table, read row by row.
describe('spec 2 §4 fuel-type quiz: answers → result (docs/tools/diesel-petrol-quiz.md)', () => {
  it.each<[string, QuizAnswers, string, Record<string, number>]>([
    [
      'short town trips, charging at home',
      { one: [0], two: [0], three: [0], fourth: [2], fifth: [0] },
      'bev',
      { petrol: 4, diesel: 0, phev: 7, bev: 11 },
    ],
    [
      'high mileage, long motorway trips, towing, no charging',
      { one: [2], two: [3], three: [1, 3], fourth: [0], fifth: [2] },
      'diesel',
      { petrol: 5, diesel: 15, phev: 2, bev: -1 },
    ],
    [
      'low mileage, town and country, no charging',
      { one: [0], two: [0], three: [0, 2], fourth: [1], fifth: [2] },
      'petrol',
      { petrol: 8, diesel: 3, phev: 5, bev: 4 },
    ],
    [
      'middle mileage, some long trips, charging at work',
      { one: [1], two: [2], three: [1, 2], fourth: [0], fifth: [1] },
      'diesel',
      { petrol: 5, diesel: 8, phev: 6, bev: 5 },
    ],
    [
      'middle mileage, commuting, charging at home',
      { one: [1], two: [1], three: [1], fourth: [1], fifth: [0] },
      'bev',
      { petrol: 4, diesel: 3, phev: 7, bev: 9 },
    ],
    [
      'a tie of petrol, PHEV and BEV goes to BEV',
      { one: [0], two: [2], three: [2], fourth: [1], fifth: [1] },
      'bev',
      { petrol: 5, diesel: 3, phev: 5, bev: 5 },
    ],
    [
      'a tie of petrol, diesel and PHEV goes to PHEV',
      { one: [0], two: [2], three: [2], fourth: [0], fifth: [1] },
      'phev',
      { petrol: 5, diesel: 5, phev: 5, bev: 4 },
    ],
  ])('%s → %s', (_, answers, result, scores) => {
    const got = quizResult(answers)
    expect(got?.scores).toEqual(scores)
    expect(got?.result).toBe(result)
  })

  it('is null until every step is answered', () => {
    expect(quizResult({ one: [0], two: [0], three: [0], fourth: [0] })).toBeNull()
    expect(quizResult({})).toBeNull()
  })

  it.each<[keyof typeof SCORING, number[] | undefined, boolean]>([
    ['one', [0], true],
    ['one', [0, 1], false], // one answer only
    ['three', [0, 1, 3], true], // all that apply
    ['three', [1, 1], false],
    ['three', [], false],
    ['two', [4], false], // no such answer
    ['fifth', [-1], false],
    ['fourth', undefined, false],
  ])('step %s with %j answered: %s', (step, chosen, ok) => {
    expect(isAnswered(step, chosen)).toBe(ok)
  })

  it('gives every answer at least one point somewhere', () => {
    for (const answers of Object.values(SCORING))
      for (const points of answers) expect(Math.max(...Object.values(points))).toBeGreaterThan(0)
  })
})
