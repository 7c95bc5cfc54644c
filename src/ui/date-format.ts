/**
 * A moment as the market reads it: its language's date and time format (Intl), in UTC and saying
 * so, as back-office users in several time zones compare the same list. '—' for none.
 * @example formatDateTime('2026-11-24T15:05:00Z', 'en-GB') // → '24 Nov 2026, 15:05 UTC'
 */
export function formatDateTime(iso: string | null | undefined, locale: string, options: { seconds?: boolean } = {}): string {
  const date = iso ? new Date(iso) : null
  if (!date || Number.isNaN(date.getTime())) return '—'
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: options.seconds ? 'medium' : 'short', timeZone: 'UTC' })
  return `${format.format(date)} UTC`
}

/**
 * A calendar day ('YYYY-MM-DD': a retailer's day, in no time zone) as the market reads it; the
 * text as it came when it is not such a day.
 * @example formatCalendarDate('2026-12-03', 'en-GB') // → 'Thu, 3 Dec 2026'
 */
export function formatCalendarDate(
  date: string,
  locale: string,
  options: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
): string {
  // Noon UTC, formatted in UTC: the same day in every time zone the page may run in.
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T12:00:00Z`) : null
  // The parser rolls 2026-02-30 over to March: a day that does not come back as written is not a day.
  if (!day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== date) return date
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(day)
}

/** A time of day as the product stores it: 'HH:MM', 00:00 to 23:59. */
export const WALL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/**
 * A wall-clock time ('HH:MM') as the market reads it; the text as it came when it is not such a time.
 * @example formatWallTime('15:00', 'en-US') // → '3:00 PM'
 */
export function formatWallTime(time: string, locale: string): string {
  const moment = WALL_TIME.test(time) ? new Date(`1970-01-01T${time}:00Z`) : null
  if (!moment) return time
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' }).format(moment)
}
