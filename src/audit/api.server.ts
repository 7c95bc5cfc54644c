import { Hono } from 'hono'
import { z } from 'zod'
import { readQuery } from '~/lib/api-problems.ts'
import { DEFAULT_PER_PAGE, MAX_PER_PAGE, queryWholeNumber } from '~/lib/list-query.ts'
import type { Db } from '~/db/client.server.ts'
import { listAudit } from './audit.server.ts'

/** The audit log's list query: newest first always, so no sort parameter. */
export const auditListQuery = z.object({
  search: z.string().trim().max(200).default(''),
  page: queryWholeNumber(1, 1_000_000, 1),
  per_page: queryWholeNumber(1, MAX_PER_PAGE, DEFAULT_PER_PAGE),
})

export interface AuditRow {
  id: number
  created_at: string
  user_email: string
  action: string
  entity_type: string
  entity_id: string
  summary: string
  changes: { before?: unknown; after?: unknown }
}

/** One page of a site's audit log in the API's shape (also what the admin screen shows). */
export async function auditPage(db: Db, siteId: number, query: z.infer<typeof auditListQuery>) {
  const { rows, total } = await listAudit(db, siteId, { search: query.search || undefined, page: query.page, perPage: query.per_page })
  const data: AuditRow[] = rows.map((r) => ({
    id: r.id,
    created_at: r.createdAt.toISOString(),
    user_email: r.userEmail,
    action: r.action,
    entity_type: r.entityType,
    entity_id: r.entityId,
    summary: r.summary,
    changes: r.changes,
  }))
  return { data, meta: { total, page: query.page, per_page: query.per_page } }
}

/** /api/admin/audit. Mounted by src/admin/api.server.ts (administrators only). */
export function auditApi() {
  const api = new Hono()
  api.get('/', async (c) => {
    const query = readQuery(c, auditListQuery)
    if (query instanceof Response) return query
    return c.json(await auditPage(c.get('services').database.db, c.get('site').id, query))
  })
  return api
}
