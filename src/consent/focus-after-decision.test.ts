import { describe, expect, it } from 'vitest'
import { focusAfterDecision } from './focus-after-decision.ts'

// ADR 110 (amended 2026-12-05): where the focus goes once the visitor has decided.
describe('focusAfterDecision', () => {
  it.each([
    [{ focusLost: false, before: 'on-page' }, 'kept'],
    [{ focusLost: false, before: 'none' }, 'kept'],
    [{ focusLost: true, before: 'on-page' }, 'before'],
    [{ focusLost: true, before: 'gone' }, 'main'],
    [{ focusLost: true, before: 'none' }, 'main'],
  ] as const)('%j → %s', (state, expected) => {
    expect(focusAfterDecision(state)).toBe(expected)
  })
})
