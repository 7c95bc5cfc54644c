import { describe, expect, it } from 'vitest'
import { suggestsFor } from './search-client.ts'

describe('site search client rules', () => {
  it.each([
    ['', false],
    ['a', false],
    [' a! ', false],
    ['ab', true],
    ['سي', true],
  ])('suggests for %j: %s', (query, yes) => {
    expect(suggestsFor(query)).toBe(yes)
  })
})
