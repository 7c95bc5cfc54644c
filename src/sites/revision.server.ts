import { eq, sql } from 'drizzle-orm'
import type { Database, Db, Tx } from '~/db/client.server.ts'
import { sites } from '~/db/schema/index.ts'

/** The channel on which a content write tells every process to drop its cached view (ADR 034). */
export const CONTENT_CHANGED_CHANNEL = 'forecourt_content_changed'

/**
 * Every content write bumps the site's revision in its own transaction, so published-page caches
 * drop (ADR 004), and notifies the other processes on the database: PostgreSQL delivers the
 * NOTIFY when the transaction commits, never for one that rolls back.
 */
export async function bumpContentRevision(tx: Tx | Db, siteId: number) {
  await tx
    .update(sites)
    .set({ contentRevision: sql`${sites.contentRevision} + 1` })
    .where(eq(sites.id, siteId))
  await tx.execute(sql`select pg_notify(${CONTENT_CHANGED_CHANNEL}, ${String(siteId)})`)
}

/**
 * Calls `onChange` whenever any process changes content (and after the listening connection
 * came back, as notifications may have been missed meanwhile). Resolves to a stop function.
 */
export function onContentChanged(database: Database, onChange: () => void) {
  return database.listen(CONTENT_CHANGED_CHANNEL, onChange, onChange)
}
