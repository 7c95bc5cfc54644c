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
