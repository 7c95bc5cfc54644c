/**
 * A market's clock: its time zone (general.time_zone) and the wall-clock time there, in which the
 * retailers' opening hours, the offers' schedules and the rental desk's days are written. Its own
 * small module: the pages that read the clock need none of the date formatting beside it.
 */

/** The wall-clock time at `now` in `timeZone`, as 'YYYY-MM-DD HH:MM:SS' (sortable as text). */
export function localDateTime(now: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`
}

/** The day at `now` in `timeZone`, as 'YYYY-MM-DD'. */
export const dayIn = (now: Date, timeZone: string): string => localDateTime(now, timeZone).slice(0, 10)

/** The visitor's own day, as 'YYYY-MM-DD' (their device's time zone). */
export const visitorToday = (): string => dayIn(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone)

/** A time zone the runtime knows, or UTC (with the reason) for anything else. */
export function knownTimeZone(value: string): { timeZone: string; problem: string | null } {
  const candidate = value.trim()
  if (!candidate) return { timeZone: 'UTC', problem: null }
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: candidate })
    return { timeZone: candidate, problem: null }
  } catch {
    return { timeZone: 'UTC', problem: `Unknown time zone in general.time_zone: ${candidate}` }
  }
}
