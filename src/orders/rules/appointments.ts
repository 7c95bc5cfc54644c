import type { Day, OpeningHours } from '~/dealers/dealer.ts'
import { isCalendarDay } from '~/lib/calendar-day.ts'
import { formatCalendarDate, formatWallTime, WALL_TIME } from '~/ui/date-format.ts'

/**
 * The booking-details step (spec 3 §2 Order-online journey screens, §3 appBookingData
 * data.selected {date, time.value}): which dates and start times a shopper may pick from the
 * retailer's opening hours. Pure.
 *
 * All of it is plain calendar arithmetic on wall-clock texts: a date is 'YYYY-MM-DD' and `now` is
 * 'YYYY-MM-DD HH:MM' (seconds may follow), both read digit by digit. The retailer's opening hours
 * are in the market's time zone (general.time_zone), so `now` is the market's wall clock at the
 * moment (`localDateTime`), whatever the clock of the shopper's browser or of the server says.
 * Weekdays come from Date.UTC, which no time zone shifts.
 */

/** An appointment lasts, and start times step by, 30 minutes. */
export const SLOT_MINUTES = 30
/** The least time between now and a bookable start (minutes), so the retailer can prepare. */
export const DEFAULT_LEAD_MINUTES = 120
/** How many calendar days, today's included, the booking step offers. */
export const BOOKING_DAYS = 14

const DAY_MS = 86_400_000
/** Date.getUTCDay()'s order: Sunday first. */
const WEEKDAYS: readonly Day[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat']

/** 'HH:MM' as minutes after midnight. */
const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
const timeText = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** A calendar date as days since 1970-01-01, or null when the text is not a real 'YYYY-MM-DD' date. */
const dayNumberOf = (date: string): number | null => (isCalendarDay(date) ? Date.parse(`${date}T00:00:00Z`) / DAY_MS : null)

/**
 * A wall-clock moment ('YYYY-MM-DD HH:MM…', as `localDateTime` writes it) as minutes since
 * 1970-01-01 00:00 of the same clock; null when it is not one.
 */
function wallMinutesOf(now: string): number | null {
  const day = dayNumberOf(now.slice(0, 10))
  const time = now.slice(11, 16)
  if (day === null || now[10] !== ' ' || !WALL_TIME.test(time)) return null
  return day * 1440 + minutesOf(time)
}

function dateText(dayNumber: number): string {
  const d = new Date(dayNumber * DAY_MS)
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`
}

const weekdayOf = (dayNumber: number): Day => WEEKDAYS[new Date(dayNumber * DAY_MS).getUTCDay()]!

/**
 * The bookable start times ('HH:MM', ascending) on `date`: every 30 minutes from each opening
 * row's opens, for an appointment that ends by its closes; none on a closed day, a past date or an
 * invalid date, and none starting less than `leadMinutes` after `now` (which also covers the early
 * hours of tomorrow when now is late in the evening). `now` is the market's wall clock.
 *
 * @example appointmentSlots([{ day: 'mon', opens: '09:00', closes: '11:00' }], '2026-01-05', '2026-01-04 12:00')
 *   // ['09:00', '09:30', '10:00', '10:30']
 */
export function appointmentSlots(
  openingHours: readonly OpeningHours[],
  date: string,
  now: string,
  options: { leadMinutes?: number } = {},
): string[] {
  const day = dayNumberOf(date)
  const nowMinutes = wallMinutesOf(now)
  if (day === null || nowMinutes === null) return []
  const earliest = nowMinutes + (options.leadMinutes ?? DEFAULT_LEAD_MINUTES)
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
 * The dates ('YYYY-MM-DD') among the `days` calendar days from `from`'s date (that day included;
 * `from` a wall-clock moment or a date) on which the retailer has at least one opening row.
 */
export function bookableDates(openingHours: readonly OpeningHours[], from: string, days = BOOKING_DAYS): string[] {
  const open = new Set(openingHours.map((row) => row.day))
  const first = dayNumberOf(from.slice(0, 10))
  if (first === null) return []
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
 * Why an appointment the shopper's browser sent for an order cannot stand, or null when it can:
 * the booking step's rules checked again where the browser cannot change them. `heldSince` is the
 * market's wall clock when the shopper's hold began (the step, shown after it, offered only times
 * at least the lead after then), `now` when the order is made (the time must not have begun).
 *
 * @example appointmentProblem(mondayMornings, { date: '2026-01-05', time: '12:00' }, '2026-01-01 08:00', '2026-01-01 08:10')
 *   // → 'is not a time the retailer takes appointments'
 */
export function appointmentProblem(
  openingHours: readonly OpeningHours[],
  appointment: { date: string; time: string },
  heldSince: string,
  now: string,
): string | null {
  // A day more than the step offers: the step may have been shown after midnight.
  if (!bookableDates(openingHours, heldSince, BOOKING_DAYS + 1).includes(appointment.date))
    return `must be a day the retailer is open within ${BOOKING_DAYS} days`
  if (!appointmentSlots(openingHours, appointment.date, heldSince).includes(appointment.time))
    return 'is not a time the retailer takes appointments'
  if (!appointmentSlots(openingHours, appointment.date, now, { leadMinutes: 0 }).includes(appointment.time)) return 'has already begun'
  return null
}

/**
 * A booked appointment as the shopper reads it in the market's language: its day and start time.
 * @example appointmentText({ date: '2026-12-03', time: '15:00' }, 'en-US') // 'Thu, Dec 3, 2026 3:00 PM'
 */
export const appointmentText = (appointment: { date: string; time: string }, locale: string): string =>
  `${formatCalendarDate(appointment.date, locale)} ${formatWallTime(appointment.time, locale)}`
