import { describe, expect, it } from 'vitest'
import { isCalendarDay } from './calendar-day.ts'

describe('isCalendarDay', () => {
  it.each([
    ['2026-12-05', true],
    ['2024-02-29', true],
    ['1000-01-01', true],
    ['9999-12-31', true],
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-12-00', false],
    ['2026-12-32', false],
    ['2026-99-99', false],
    ['0000-01-01', false],
    ['0001-01-01', false],
    ['0999-12-31', false],
    ['2026-1-5', false],
    ['2026-12-05T00:00:00Z', false],
    [' 2026-12-05', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isCalendarDay(value)).toBe(expected)
  })
})
