import { describe, expect, it } from 'vitest'
import { formatCalendarDate, formatDateTime, formatWallTime } from './date-format.ts'

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

/** Intl's narrow and no-break spaces read as spaces, so the table's texts can be typed. */
const spaced = (text: string) => text.replace(/\u202f|\u00a0/g, ' ')

describe("formatCalendarDate (a retailer's day, in the market locale)", () => {
  it.each([
    ['2026-12-03', 'en-GB', undefined, 'Thu, 3 Dec 2026'],
    ['2026-12-03', 'en-US', undefined, 'Thu, Dec 3, 2026'],
    ['2026-12-03', 'ar-AE', undefined, 'الخميس، 3 ديسمبر 2026'],
    ['2026-12-03', 'de-DE', { day: 'numeric', month: 'long' }, '3. Dezember'],
    ['2026-02-28', 'en-GB', { day: 'numeric', month: 'short' }, '28 Feb'],
    // Not a day: shown as it came rather than as another day or "Invalid Date".
    ['2026-02-30', 'en-GB', undefined, '2026-02-30'],
    ['2026-13-01', 'en-GB', undefined, '2026-13-01'],
    ['3 Dec', 'en-GB', undefined, '3 Dec'],
  ] as const)('%s in %s %o → %s', (date, locale, options, expected) => {
    expect(spaced(formatCalendarDate(date, locale, options))).toBe(expected)
  })
})

describe('formatWallTime (a time of day, in the market locale)', () => {
  it.each([
    ['15:00', 'en-GB', '15:00'],
    ['09:30', 'en-GB', '09:30'],
    ['09:30', 'en-US', '9:30 AM'],
    ['15:00', 'en-US', '3:00 PM'],
    ['15:00', 'ar-AE', '3:00 م'],
    ['24:00', 'en-GB', '24:00'],
    ['9:30', 'en-GB', '9:30'],
  ] as const)('%s in %s → %s', (time, locale, expected) => {
    expect(spaced(formatWallTime(time, locale))).toBe(expected)
  })
})
