import { z } from 'zod'
import { queryWholeNumber } from '~/lib/list-query.ts'
import { isCalendarDay } from '~/lib/calendar-day.ts'

/**
 * The lead list's query (spec 1 §7: items, page, filter[created_at_gteq], filter[created_at_lteq],
 * sort, with a second sort variant appending ',-created_at'; plus search), shared by the list and
 * lead exports ("same date filters and sort as the lead list"). Pure: the back office builds it too.
 */

/** What a lead list may be sorted by; `-` in front sorts descending. */
export const LEAD_SORT_KEYS = ['created_at', 'id', 'email', 'form_version', 'routed_to'] as const
export type LeadSortKey = (typeof LEAD_SORT_KEYS)[number]
export interface LeadSort {
  key: LeadSortKey
  dir: 'asc' | 'desc'
}

export const DEFAULT_LEAD_ITEMS = 20
export const MAX_LEAD_ITEMS = 100

const sortPart = new RegExp(`^-?(${LEAD_SORT_KEYS.join('|')})$`)

/**
 * `-created_at`, `email,-created_at` …: comma-separated keys, '-' first for descending. spec 1 §7's
 * second sort variant appends ',-created_at' to whatever sort is current, so a key given again is
 * ignored (its first place decides) rather than refused; at most one part per key, plus that one.
 */
export const leadSortSchema = z
  .string()
  .trim()
  .max(100)
  .default('-created_at')
  .transform((value, context): LeadSort[] => {
    const parts = value.split(',').map((part) => part.trim())
    if (parts.length > LEAD_SORT_KEYS.length + 1 || parts.some((part) => !sortPart.test(part))) {
      context.addIssue({
        code: 'custom',
        message: `sort by ${LEAD_SORT_KEYS.join(', ')}, comma-separated, '-' first for descending (e.g. -created_at or email,-created_at)`,
      })
      return z.NEVER
    }
    const sorts = new Map<LeadSortKey, LeadSort>()
    for (const part of parts) {
      const key = part.replace(/^-/, '') as LeadSortKey
      if (!sorts.has(key)) sorts.set(key, { key, dir: part.startsWith('-') ? 'desc' : 'asc' })
    }
    return [...sorts.values()]
  })

const DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * A time bound: an ISO date-time (`2026-11-01T00:00:00Z`) or a day (`2026-11-01`), which means its
 * start for `gteq` and its end for `lteq` (UTC).
 */
const bound = (end: boolean) =>
  z
    .string()
    .trim()
    .refine((value) => DAY.test(value) || z.iso.datetime({ offset: true }).safeParse(value).success, {
      message: 'must be a date (2026-11-01) or an ISO date-time (2026-11-01T09:30:00Z)',
    })
    .transform((value, context) => {
      const isDay = DAY.test(value)
      const date = new Date(isDay ? `${value}T${end ? '23:59:59.999' : '00:00:00.000'}Z` : value)
      // A day that does not exist (2026-02-30), or a moment whose UTC day is not one the database takes (year 0000).
      const real = isDay ? isCalendarDay(value) : !Number.isNaN(date.getTime()) && isCalendarDay(date.toISOString().slice(0, 10))
      if (!real) {
        context.addIssue({ code: 'custom', message: 'is not a real date' })
        return z.NEVER
      }
      return date
    })

export const leadFilterSchema = z.object({
  'filter[created_at_gteq]': bound(false).optional(),
  'filter[created_at_lteq]': bound(true).optional(),
  sort: leadSortSchema,
  /** In the e-mail, the address it was routed to and every value of the lead. */
  search: z.string().trim().max(200).default(''),
})
export type LeadFilter = z.output<typeof leadFilterSchema>

export const leadListQuerySchema = leadFilterSchema.extend({
  items: queryWholeNumber(1, MAX_LEAD_ITEMS, DEFAULT_LEAD_ITEMS),
  page: queryWholeNumber(1, 1_000_000, 1),
})
export type LeadListQuery = z.output<typeof leadListQuerySchema>

/** A filter as the query parameters it came from: what an export keeps (lead_exports.query). */
export function filterParams(filter: LeadFilter): Record<string, string> {
  const params: Record<string, string> = { sort: filter.sort.map((s) => `${s.dir === 'desc' ? '-' : ''}${s.key}`).join(',') }
  if (filter['filter[created_at_gteq]']) params['filter[created_at_gteq]'] = filter['filter[created_at_gteq]'].toISOString()
  if (filter['filter[created_at_lteq]']) params['filter[created_at_lteq]'] = filter['filter[created_at_lteq]'].toISOString()
  if (filter.search) params.search = filter.search
  return params
}
