/**
 * Hero Title Banner Tall's timer box (ADR 015): a countdown to a launch moment the editor sets as
 * an ISO 8601 date and time with its UTC offset, e.g. `2027-03-01T09:00+04:00` (seconds optional).
 * The offset makes the moment the same for the server, every visitor and every time zone.
 */
const LAUNCH = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?(?:Z|([+-])(\d{2}):(\d{2}))$/

/** The field's pattern (the form of the value; launchMoment also checks the calendar). */
export const LAUNCH_DATE_PATTERN = LAUNCH.source

const MINUTE_MS = 60_000

/** The launch moment in ms since the epoch; null when empty, malformed or not a real date (30 February). */
export function launchMoment(value: string): number | null {
  const match = LAUNCH.exec(value)
  if (!match) return null
  const [year, month, day, hour, minute, second, offsetHours, offsetMinutes] = [1, 2, 3, 4, 5, 6, 8, 9].map((i) =>
    Number(match[i] ?? 0),
  ) as [number, number, number, number, number, number, number, number]
  const wallClock = new Date(Date.UTC(year, month - 1, day, hour, minute, second))
  const real =
    wallClock.getUTCFullYear() === year &&
    wallClock.getUTCMonth() === month - 1 &&
    wallClock.getUTCDate() === day &&
    wallClock.getUTCHours() === hour &&
    minute < 60 &&
    second < 60 &&
    offsetHours <= 14 &&
    offsetMinutes < 60
  if (!real) return null
  const offset = (match[7] === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes) * MINUTE_MS
  return wallClock.getTime() - offset
}

export interface TimeLeft {
  days: number
  hours: number
  minutes: number
}

/**
 * What the timer box shows:
 * - `none`: no launch moment (the box is left out);
 * - `pending`: the moment is set but the time is not known yet — the server render and the
 *   hydrating render, so the markup never depends on the clock (pages are cached, ADR 004);
 * - `counting`: the whole minutes left, rounded up (30 s before the launch shows 1 minute), as days,
 *   hours and minutes;
 * - `ended`: the moment has come.
 */
export type TimerState = { kind: 'none' } | { kind: 'pending' } | { kind: 'counting'; left: TimeLeft } | { kind: 'ended' }

export function timerState(launch: number | null, now: number | null): TimerState {
  if (launch === null) return { kind: 'none' }
  if (now === null) return { kind: 'pending' }
  if (now >= launch) return { kind: 'ended' }
  const minutes = Math.ceil((launch - now) / MINUTE_MS)
  return { kind: 'counting', left: { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 } }
}

/** The launch moment as the editor wrote it, for people: `2027-03-01 09:00` (the same on server and client). */
export const launchWallClock = (value: string): string => value.slice(0, 10) + ' ' + value.slice(11, 16)
