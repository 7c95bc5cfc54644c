import { asc, eq } from 'drizzle-orm'
import type { Db } from '~/db/client.server.ts'
import { dealers } from '~/db/schema/index.ts'
import type { DealerBlockSource } from './dealer.ts'
import { toDealer } from './dealers.server.ts'

/**
 * The retailer locators' data source (src/blocks/block-data.server.ts): a market's dealers, read
 * in process, sorted by name, without their bookkeeping (id, updated_at).
 *
 * NOTE: a market has tens of dealers, not thousands (the demo 21); the retailer locators show
 * them all on one page, so there is no paging here.
 */
export function createDealerBlockSource(db: Db): DealerBlockSource {
  return {
    async forSite(siteId) {
      const rows = await db.select().from(dealers).where(eq(dealers.siteId, siteId)).orderBy(asc(dealers.name), asc(dealers.id))
      return rows.map((row) => {
        const { id: _id, updated_at: _updatedAt, ...dealer } = toDealer(row)
        return dealer
      })
    },
  }
}
