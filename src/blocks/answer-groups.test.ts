import { describe, expect, it } from 'vitest'
import { firstUnanswered } from './answer-groups.tsx'

describe('firstUnanswered: where a try to go on puts the focus', () => {
  it.each([
    [[undefined, undefined, undefined], 0],
    [[2, undefined, undefined], 1],
    [[0, 1, undefined], 2],
    [[undefined, 1, 0], 0],
    [[0, 0, 0], -1],
  ])('%j → %i', (chosen, expected) => {
    expect(firstUnanswered(chosen)).toBe(expected)
  })
})
