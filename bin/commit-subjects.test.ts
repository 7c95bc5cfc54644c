import { describe, expect, it } from 'vitest'
import { longSubjects, SUBJECT_LIMIT } from './commit-subjects.js'

describe('commit subjects within the limit', () => {
  const at = (length: number) => `abc1234 ${'x'.repeat(length)}`
  it.each([
    { line: at(SUBJECT_LIMIT), long: false },
    { line: at(SUBJECT_LIMIT + 1), long: true },
    // Characters, not UTF-16 units or bytes: an accented or Arabic subject is not cut short.
    { line: `abc1234 ${'é'.repeat(SUBJECT_LIMIT)}`, long: false },
    { line: `abc1234 ${'🚗'.repeat(SUBJECT_LIMIT)}`, long: false },
    { line: 'abc1234 Stock: one name per concept', long: false },
  ])('$line.length characters in the line: over the limit $long', ({ line, long }) => {
    expect(longSubjects([line])).toEqual(long ? [line] : [])
  })
})
