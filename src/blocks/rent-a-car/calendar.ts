import { addDays, isoDay, weekday } from './rules.ts'

// The calendar's weeks, apart from rules.ts: only the date picker, which loads when the dates are
// chosen, reads them, so they stay out of the page's first script.

/** The day a week starts on: 0 Sunday, 1 Monday, 6 Saturday. */
export type FirstWeekday = 0 | 1 | 6

/**
 * The first day of the week where the locale's region starts it (the regions of CLDR's week data):
 * Saturday in the Gulf and much of the Arab world, so a UAE calendar reads Saturday to Friday like
 * its rental desks' week; Sunday in the Americas, Israel, Japan, Saudi Arabia; Monday elsewhere.
 */
export function firstWeekday(locale: string): FirstWeekday {
  if (/-(AE|AF|BH|DJ|DZ|EG|IQ|IR|JO|KW|LY|OM|QA|SD|SY)\b/i.test(locale)) return 6
  return /-(US|CA|JP|IL|BR|MX|SA)\b/i.test(locale) || /^(he|ja)\b/i.test(locale) ? 0 : 1
}

/** The weeks of a month from the week's first day (firstWeekday), each day an ISO day or null. */
export function monthWeeks(year: number, month: number, firstWeekday: FirstWeekday): (string | null)[][] {
  const first = isoDay(new Date(Date.UTC(year, month, 1)))
  const length = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  const lead = (weekday(first) - firstWeekday + 7) % 7
  const cells: (string | null)[] = [...Array<null>(lead).fill(null), ...Array.from({ length }, (_, i) => addDays(first, i))]
  while (cells.length % 7) cells.push(null)
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7))
}

/** The keys that move the calendar's focus (the WAI-ARIA date picker dialog's grid). */
export const CALENDAR_KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'] as const
export type CalendarKey = (typeof CALENDAR_KEYS)[number]

/** How far a search for a day that can be picked goes before it gives up: a year. */
const SEARCH_DAYS = 366

/** The first day from `iso` on, `step` days at a time, that can be picked; null within a year none. */
export function nextPickable(iso: string, step: 1 | -1 | 7 | -7, pickable: (iso: string) => boolean): string | null {
  let day = iso
  for (let i = 0; i < SEARCH_DAYS; i++, day = addDays(day, step)) if (pickable(day)) return day
  return null
}

/** The same day of the month `by` months away, or the month's last day when it has fewer. */
function addMonths(iso: string, by: number): string {
  const [year, month, date] = [Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1 + by, Number(iso.slice(8, 10))]
  const length = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  return isoDay(new Date(Date.UTC(year, month, Math.min(date, length))))
}

/**
 * The day a key moves the calendar's focus to: Left and Right a day (mirrored in a right-to-left
 * page), Up and Down a week, Home and End the week's first and last day, Page Up and Down a month.
 * A day that cannot be picked is passed over in the move's direction (Home and End towards the
 * day it started from, a month's on through the month); null when no day can be reached.
 * @example dayAfterKey('2030-01-10', 'ArrowDown', { rtl: false, firstWeekday: 1, pickable: () => true }) // → '2030-01-17'
 */
export function dayAfterKey(
  iso: string,
  key: CalendarKey,
  { rtl, firstWeekday, pickable }: { rtl: boolean; firstWeekday: FirstWeekday; pickable: (iso: string) => boolean },
): string | null {
  const column = (weekday(iso) - firstWeekday + 7) % 7
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowRight': {
      const step = (key === 'ArrowRight') !== rtl ? 1 : -1
      return nextPickable(addDays(iso, step), step, pickable)
    }
    case 'ArrowUp':
      return nextPickable(addDays(iso, -7), -7, pickable)
    case 'ArrowDown':
      return nextPickable(addDays(iso, 7), 7, pickable)
    case 'Home':
      return nextPickable(addDays(iso, -column), 1, pickable)
    case 'End':
      return nextPickable(addDays(iso, 6 - column), -1, pickable)
    case 'PageUp':
      return nextPickable(addMonths(iso, -1), 1, pickable)
    case 'PageDown':
      return nextPickable(addMonths(iso, 1), 1, pickable)
  }
}
