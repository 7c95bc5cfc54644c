import { describe, expect, it } from 'vitest'
import { formatDateTime } from './date-format.ts'

describe('formatDateTime (the market locale, in UTC)', () => {
  it.each([
    ['2026-11-24T15:05:09Z', 'en-GB', {}, '24 Nov 2026, 15:05 UTC'],
    ['2026-11-24T15:05:09Z', 'en-GB', { seconds: true }, '24 Nov 2026, 15:05:09 UTC'],
    ['2026-11-24T15:05:09Z', 'en-US', {}, 'Nov 24, 2026, 3:05 PM UTC'],
    ['2026-11-24T23:30:00-02:00', 'en-GB', {}, '25 Nov 2026, 01:30 UTC'],
    [null, 'en-GB', {}, '—'],
    ['not a date', 'en-GB', {}, '—'],
  ] as const)('%s in %s %o → %s', (iso, locale, options, expected) => {
    expect(formatDateTime(iso, locale, options).replace(/\u202f|\u00a0/g, ' ')).toBe(expected)
  })

  it("writes the market's own digits and month names", () => {
    expect(formatDateTime('2026-11-24T15:05:00Z', 'ar-AE')).toMatch(/[\u0600-\u06FF]/)
  })
})
