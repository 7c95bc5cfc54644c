import { eq, sql } from 'drizzle-orm'
import type { Db, Tx } from '~/db/client.server.ts'
import { sites } from '~/db/schema/index.ts'

/** Every content write bumps the site's revision, in its own transaction, so published-page caches drop (ADR 004). */
export async function bumpContentRevision(tx: Tx | Db, siteId: number) {
  await tx.update(sites).set({ contentRevision: sql`${sites.contentRevision} + 1` }).where(eq(sites.id, siteId))
}
