/**
 * A real calendar day written `YYYY-MM-DD`, in years 1000–9999: 2026-02-30 and 2026-13-01 are not
 * days (Date.UTC would roll them over), and years before 1000 are refused because a day derived
 * from one (a period's start, 29 days earlier) may fall outside what PostgreSQL's timestamps and
 * `Date.toISOString` both write as four digits.
 *
 * @example isCalendarDay('2024-02-29') // true
 * @example isCalendarDay('2026-02-29') // false
 */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (year < 1000) return false
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}
