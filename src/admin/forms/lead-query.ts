import { z } from 'zod'
import { isCalendarDay } from '~/lib/calendar-day.ts'
import { listQuerySchema } from '~/lib/list-query.ts'

/**
 * A form's lead list as the page URL holds it (`?from=&to=&search=&sort=&dir=&page=`) and as the
 * forms API takes it (spec 1 §7: items, page, filter[created_at_gteq], filter[created_at_lteq],
 * sort), shared by the list, the chart and the export (the export takes the list's
 * filters).
 */
// A day the list, the chart and the database all take; another is dropped from the URL like any bad parameter.
const day = z.string().refine(isCalendarDay)

export const leadListQuery = listQuerySchema(['created_at'], { sort: 'created_at', dir: 'desc' }).extend({
  from: day.optional(),
  to: day.optional(),
})
export type LeadListQuery = z.infer<typeof leadListQuery>

/** The forms API's query for the list; its filters take whole days (from the start of `from` to the end of `to`, UTC). */
export function apiLeadQuery(query: LeadListQuery): Record<string, string> {
  return {
    ...apiLeadFilters(query),
    items: String(query.per_page),
    page: String(query.page),
  }
}

/** The filters and sort alone, for an export of what the list shows. */
export function apiLeadFilters(query: LeadListQuery): Record<string, string> {
  const filters: Record<string, string> = { sort: `${query.dir === 'desc' ? '-' : ''}${query.sort}` }
  if (query.from) filters['filter[created_at_gteq]'] = query.from
  if (query.to) filters['filter[created_at_lteq]'] = query.to
  if (query.search) filters.search = query.search
  return filters
}
