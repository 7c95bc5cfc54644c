import type { DailyCount } from './types.ts'

/** The longest period the chart draws a bar a day for. */
export const MAX_CHART_DAYS = 92

const DAY_MS = 86_400_000
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10)

/**
 * Every day from `from` to `to` (YYYY-MM-DD, UTC, both included) with its count, 0 for a day
 * without leads: the bars stand at their dates, not side by side with gaps hidden. At most
 * MAX_CHART_DAYS, the latest.
 */
export function fillDays(counts: readonly DailyCount[], from: string, to: string): DailyCount[] {
  const start = Date.parse(`${from}T00:00:00Z`)
  const end = Date.parse(`${to}T00:00:00Z`)
  if (!Number.isFinite(start) || !Number.isFinite(end) || end < start) return []
  const byDay = new Map(counts.map((c) => [c.day, c.count]))
  const first = Math.max(start, end - (MAX_CHART_DAYS - 1) * DAY_MS)
  const days: DailyCount[] = []
  for (let t = first; t <= end; t += DAY_MS) days.push({ day: isoDay(t), count: byDay.get(isoDay(t)) ?? 0 })
  return days
}

/** The chart's period when the list has no date filter: the 30 days up to `today`. */
export function defaultPeriod(today: Date): { from: string; to: string } {
  const to = isoDay(today.getTime())
  return { from: isoDay(today.getTime() - 29 * DAY_MS), to }
}

/** A round top for the y axis: 1, 2, 5, 10, 20, 50… at or above the highest count. */
export function axisTop(max: number): number {
  if (max <= 1) return 1
  const power = 10 ** Math.floor(Math.log10(max))
  for (const step of [1, 2, 5, 10]) if (step * power >= max) return step * power
  return 10 * power
}

/** What the chart shows, in a sentence (its accessible name). */
export function chartSummary(days: readonly DailyCount[], formatDay: (day: string) => string): string {
  if (days.length === 0) return 'No days to show.'
  const total = days.reduce((sum, d) => sum + d.count, 0)
  const period = `${formatDay(days[0]!.day)} to ${formatDay(days.at(-1)!.day)}`
  if (total === 0) return `No leads from ${period}.`
  const busiest = days.reduce((best, d) => (d.count > best.count ? d : best))
  return `${total} ${total === 1 ? 'lead' : 'leads'} from ${period}; the most, ${busiest.count}, on ${formatDay(busiest.day)}.`
}
