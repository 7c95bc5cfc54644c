import { and, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm'
import type { Db, Tx } from '~/db/client.server.ts'
import { auditLog } from '~/db/schema/index.ts'

/** Who made a change: the signed-in user (any object with the user's id and e-mail). */
export interface AuditActor {
  id: number
  email: string
}

export interface AuditEntry {
  siteId: number | null
  action: string
  entityType:
    | 'page'
    | 'setting'
    | 'user'
    | 'metahead'
    | 'nav_entry'
    | 'dealer'
    | 'image'
    | 'form'
    | 'lead'
    | 'lead_export'
    | 'location'
    | 'stock_config_entry'
    | 'stock_listing'
    | 'stock_vehicle'
    | 'stock_import'
    | 'order'
  entityId: string | number
  summary: string
  changes?: { before?: unknown; after?: unknown }
}

/** Who a change by the product itself is recorded as (a scheduled job: lead retention). */
export const SYSTEM_ACTOR_NAME = 'system'

/**
 * The audit log: who changed which page, setting or user, when, and what changed.
 * Written in the same transaction as the change, so a change never lands without its entry.
 * `user` null: the product itself did it (a scheduled job).
 */
export async function recordAudit(tx: Tx | Db, user: AuditActor | null, entry: AuditEntry) {
  await tx.insert(auditLog).values({
    siteId: entry.siteId,
    userId: user?.id ?? null,
    userEmail: user?.email ?? SYSTEM_ACTOR_NAME,
    action: entry.action,
    entityType: entry.entityType,
    entityId: String(entry.entityId),
    summary: entry.summary,
    changes: entry.changes ?? {},
  })
}

/** Newest first; a site's entries plus those outside any site (users). */
export async function listAudit(db: Db, siteId: number, query: { search?: string; page: number; perPage: number }) {
  const filters: (SQL | undefined)[] = [or(eq(auditLog.siteId, siteId), isNull(auditLog.siteId))]
  if (query.search) {
    const like = `%${query.search.replace(/[%_\\]/g, (m) => `\\${m}`)}%`
    filters.push(or(ilike(auditLog.summary, like), ilike(auditLog.userEmail, like), ilike(auditLog.action, like)))
  }
  const where = and(...filters)
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage)
  const [total] = await db.select({ n: count() }).from(auditLog).where(where)
  return { rows, total: total?.n ?? 0 }
}
