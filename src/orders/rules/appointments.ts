import type { Day, OpeningHours } from '~/dealers/dealer.ts'
import { formatCalendarDate, formatWallTime, WALL_TIME } from '~/ui/date-format.ts'

/**
 * The booking-details step (spec 3 §2 Order-online journey screens, §3 appBookingData
 * data.selected {date, time.value}): which dates and start times a shopper may pick from the
 * retailer's opening hours. Pure.
 *
 * NOTE: all of it is plain calendar arithmetic. A date is 'YYYY-MM-DD' read digit by digit (never
 * Date.parse, which reads it as UTC midnight), and `now` is read by its local wall clock
 * (getFullYear … getMinutes). The assumption: the shopper's clock and the retailer's opening hours
 * are in the same time zone, as for a market's own retailers. Weekdays come from Date.UTC, which
 * no time zone shifts.
 */

/** An appointment lasts, and start times step by, 30 minutes. */
export const SLOT_MINUTES = 30
/** The least time between now and a bookable start (minutes), so the retailer can prepare. */
export const DEFAULT_LEAD_MINUTES = 120

const DAY_MS = 86_400_000
/** Date.getUTCDay()'s order: Sunday first. */
const WEEKDAYS: readonly Day[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat']

/** 'HH:MM' as minutes after midnight. */
const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
const timeText = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** A calendar date as days since 1970-01-01, or null when the text is not a real 'YYYY-MM-DD' date. */
function dayNumberOf(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const ms = Date.UTC(year, month - 1, day)
  const check = new Date(ms)
  // Date.UTC rolls 2026-02-30 over to March; a rolled date is not a date.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null
  return ms / DAY_MS
}

/** The local calendar date of `now` as days since 1970-01-01. */
const localDayNumber = (now: Date): number => Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()) / DAY_MS

function dateText(dayNumber: number): string {
  const d = new Date(dayNumber * DAY_MS)
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`
}

const weekdayOf = (dayNumber: number): Day => WEEKDAYS[new Date(dayNumber * DAY_MS).getUTCDay()]!

/**
 * The bookable start times ('HH:MM', ascending) on `date`: every 30 minutes from each opening
 * row's opens, for an appointment that ends by its closes; none on a closed day, a past date or an
 * invalid date, and none starting less than `leadMinutes` after `now` (which also covers the early
 * hours of tomorrow when now is late in the evening).
 *
 * @example appointmentSlots([{ day: 'mon', opens: '09:00', closes: '11:00' }], '2026-01-05', sundayNoon)
 *   // ['09:00', '09:30', '10:00', '10:30']
 */
export function appointmentSlots(
  openingHours: readonly OpeningHours[],
  date: string,
  now: Date,
  options: { leadMinutes?: number } = {},
): string[] {
  const day = dayNumberOf(date)
  if (day === null) return []
  const lead = options.leadMinutes ?? DEFAULT_LEAD_MINUTES
  const earliest = localDayNumber(now) * 1440 + now.getHours() * 60 + now.getMinutes() + lead
  const weekday = weekdayOf(day)
  const starts = new Set<number>()
  for (const row of openingHours) {
    if (row.day !== weekday) continue
    const closes = minutesOf(row.closes)
    for (let start = minutesOf(row.opens); start + SLOT_MINUTES <= closes; start += SLOT_MINUTES) {
      if (day * 1440 + start >= earliest) starts.add(start)
    }
  }
  return [...starts].sort((a, b) => a - b).map(timeText)
}

/**
 * The dates ('YYYY-MM-DD') among the `days` calendar days from `from`'s date (that day included)
 * on which the retailer has at least one opening row.
 */
export function bookableDates(openingHours: readonly OpeningHours[], from: Date, days = 14): string[] {
  const open = new Set(openingHours.map((row) => row.day))
  const first = localDayNumber(from)
  const count = Number.isInteger(days) ? Math.min(Math.max(days, 0), 366) : 0
  const dates: string[] = []
  for (let k = 0; k < count; k++) if (open.has(weekdayOf(first + k))) dates.push(dateText(first + k))
  return dates
}

/** An order's booked appointment (its metadata, as the shopper's browser sent it), or null when it holds none that reads as one. */
export function bookedAppointment(value: unknown): { date: string; time: string } | null {
  if (typeof value !== 'object' || value === null) return null
  const { date, time } = value as Record<string, unknown>
  if (typeof date !== 'string' || dayNumberOf(date) === null) return null
  if (typeof time !== 'string' || !WALL_TIME.test(time)) return null
  return { date, time }
}

/**
 * A booked appointment as the shopper reads it in the market's language: its day and start time.
 * @example appointmentText({ date: '2026-12-03', time: '15:00' }, 'en-US') // 'Thu, Dec 3, 2026 3:00 PM'
 */
export const appointmentText = (appointment: { date: string; time: string }, locale: string): string =>
  `${formatCalendarDate(appointment.date, locale)} ${formatWallTime(appointment.time, locale)}`
