import { localDateTime } from '~/ui/wall-clock.ts'

/**
 * spec 2 §4 Single Offer schedule: the offer is visible only within its date periods, each from
 * 00:00:01 on its first day to 23:59:59 on its last, in the website's local time (the market's
 * general.time_zone). No periods: always visible. Not for embargo content (the page holds it).
 */
export interface OfferPeriod {
  /** YYYY-MM-DD */
  start: string
  /** YYYY-MM-DD */
  end: string
}

/** What the server resolves for the block (data.server.ts). */
export interface SingleOfferData {
  /** The market's time zone (general.time_zone): the browser checks the schedule in it again. */
  timeZone: string
  /** Whether the offer shows at the time of the render: the server's HTML, and the page's first paint. */
  visible: boolean
}

/**
 * The periods of offer_schedule as the block gets it: parsed on a published page, as typed in the
 * editor's canvas. null for a list with a period lacking its start or end (the editor's Save says
 * what to fix); [] for no list.
 */
export function schedulePeriods(raw: unknown): OfferPeriod[] | null {
  if (!Array.isArray(raw)) return []
  const wellFormed = raw.every((p: unknown) => {
    const period = p as Partial<Record<keyof OfferPeriod, unknown>> | null
    return typeof period?.start === 'string' && typeof period.end === 'string'
  })
  return wellFormed ? (raw as OfferPeriod[]) : null
}

/** Whether an offer with these periods shows at `now` in the market's time zone. */
export function isOfferVisible(periods: readonly OfferPeriod[], now: Date, timeZone: string): boolean {
  if (periods.length === 0) return true
  const local = localDateTime(now, timeZone)
  return periods.some((period) => `${period.start} 00:00:01` <= local && local <= `${period.end} 23:59:59`)
}
