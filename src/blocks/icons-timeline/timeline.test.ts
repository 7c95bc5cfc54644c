import { describe, expect, it } from 'vitest'
import { entryAfterKey } from './timeline.ts'

describe('spec 2 §3.7 Icons Timeline: choosing an entry with the keyboard', () => {
  it.each([
    // key, current, count, rtl → entry
    ['ArrowRight', 0, 4, false, 1],
    ['ArrowRight', 3, 4, false, 0],
    ['ArrowLeft', 1, 4, false, 0],
    ['ArrowLeft', 0, 4, false, 3],
    ['ArrowLeft', 0, 4, true, 1],
    ['ArrowRight', 0, 4, true, 3],
    ['Home', 2, 4, false, 0],
    ['End', 0, 4, true, 3],
    ['ArrowRight', 0, 1, false, 0],
    ['Enter', 1, 4, false, null],
    ['ArrowDown', 1, 4, false, null],
    ['ArrowRight', 0, 0, false, null],
  ] as const)('%s from %i of %i (rtl %s) → %s', (key, current, count, rtl, expected) => {
    expect(entryAfterKey(key, current, count, rtl)).toBe(expected)
  })
})
