import { describe, expect, it } from 'vitest'
import { INTEGER_MAX, isDatabaseId } from './integer-max.ts'

describe('isDatabaseId', () => {
  it.each([
    [1, true],
    [INTEGER_MAX, true],
    [INTEGER_MAX + 1, false],
    [2 ** 53 - 1, false],
    [0, false],
    [-1, false],
    [1.5, false],
    [Number.NaN, false],
    ['7', false],
    [null, false],
  ])('%j → %s', (value, expected) => {
    expect(isDatabaseId(value)).toBe(expected)
  })
})
