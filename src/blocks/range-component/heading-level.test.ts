import { describe, expect, it } from 'vitest'
import { headingBelow } from './heading-level.ts'

describe('Key Details Post: the body type heading sits one level below the title', () => {
  it.each([
    ['h1', 'h2'],
    ['h2', 'h3'],
    ['h5', 'h6'],
    ['h6', 'h6'],
  ] as const)('%s → %s', (tag, expected) => {
    expect(headingBelow(tag)).toBe(expected)
  })
})
