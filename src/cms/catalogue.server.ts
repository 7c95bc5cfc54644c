import { count, eq } from 'drizzle-orm'
import type { Db } from '~/db/client.server.ts'
import { blocks, pages } from '~/db/schema/index.ts'
import type { BlockUsage } from './catalogue.ts'

/** The blocks on a market's published pages, counted by template: the catalogue's order. */
export async function blockUsage(db: Db, siteId: number): Promise<BlockUsage> {
  const rows = await db
    .select({ template: blocks.template, n: count() })
    .from(blocks)
    .innerJoin(pages, eq(pages.id, blocks.pageId))
    .where(eq(pages.siteId, siteId))
    .groupBy(blocks.template)
  return Object.fromEntries(rows.map((r) => [r.template, r.n]))
}
