import { describe, expect, it } from 'vitest'
import { listQueryFromUrl } from '~/lib/list-query.ts'
import { apiLeadFilters, apiLeadQuery, leadListQuery } from './lead-query.ts'

const fromUrl = (search: string) => listQueryFromUrl(leadListQuery, new URL(`http://x/admin/leads/1${search}`))

describe("a form's lead list query (spec 1 §7 GET /forms/{id}/leads)", () => {
  it('newest first by default, 20 a page', () => {
    expect(apiLeadQuery(fromUrl(''))).toEqual({ sort: '-created_at', items: '20', page: '1' })
  })

  it('passes the days as the date filters, with search, order and page', () => {
    expect(apiLeadQuery(fromUrl('?from=2026-11-01&to=2026-11-30&dir=asc&page=3&search=ann'))).toEqual({
      'filter[created_at_gteq]': '2026-11-01',
      'filter[created_at_lteq]': '2026-11-30',
      sort: 'created_at',
      search: 'ann',
      items: '20',
      page: '3',
    })
  })

  it('a hand-edited bad date is dropped, not a failed page', () => {
    expect(fromUrl('?from=yesterday&to=2026-11-30').from).toBeUndefined()
    expect(apiLeadFilters(fromUrl('?from=yesterday'))).toEqual({ sort: '-created_at' })
  })

  // A date picker lets an admin type year 0001; the chart's period and the database then failed (500).
  it.each(['0001-01-01', '0000-01-01', '2026-13-01', '2026-99-99', '2026-02-30'])('drops the day %s, keeps the other', (day) => {
    const dropped = fromUrl(`?from=${day}&to=2026-11-30`)
    expect([dropped.from, dropped.to]).toEqual([undefined, '2026-11-30'])
    const droppedTo = fromUrl(`?from=2026-11-01&to=${day}`)
    expect([droppedTo.from, droppedTo.to]).toEqual(['2026-11-01', undefined])
  })
})
