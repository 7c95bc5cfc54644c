import { and, asc, count, eq, isNull } from 'drizzle-orm'
import { LRUCache } from 'lru-cache'
import type { Db } from '~/db/client.server.ts'
import { dealers, stockVehicles } from '~/db/schema/index.ts'
import type { Site } from '~/sites/sites.ts'
import type { StockModel, StockRetailer } from './stock-results.ts'

export interface MarketStock {
  models: StockModel[]
  retailers: StockRetailer[]
}

/** Markets whose stock a process keeps (a market's is a few dozen models and retailers). */
const REMEMBERED_MARKETS = 100

/**
 * A market's models and retailers with live cars, for the site search (ADR 114). Kept per content
 * revision, which every stock write bumps (ADR 088), so no search outlives the stock it read.
 */
export function createMarketStockReader(db: Db) {
  const kept = new LRUCache<string, Promise<MarketStock>>({ max: REMEMBERED_MARKETS })
  const live = and(eq(stockVehicles.visible, true), isNull(stockVehicles.retiredAt))

  async function read(siteId: number): Promise<MarketStock> {
    const [models, retailers] = await Promise.all([
      db
        .select({ brand: stockVehicles.nameplateBrandName, name: stockVehicles.nameplateName, count: count() })
        .from(stockVehicles)
        .where(and(eq(stockVehicles.siteId, siteId), live))
        .groupBy(stockVehicles.nameplateBrandName, stockVehicles.nameplateName)
        .orderBy(asc(stockVehicles.nameplateBrandName), asc(stockVehicles.nameplateName)),
      db
        .selectDistinct({ code: dealers.code, name: dealers.name, street: dealers.street, postcode: dealers.postcode, city: dealers.city })
        .from(dealers)
        .innerJoin(stockVehicles, and(eq(stockVehicles.dealerId, dealers.id), live))
        .where(eq(dealers.siteId, siteId))
        .orderBy(asc(dealers.name), asc(dealers.code)),
    ])
    return { models: models.map((row) => ({ ...row, count: Number(row.count) })), retailers }
  }

  return (site: Site): Promise<MarketStock> => {
    const key = `${site.id}:${site.contentRevision}`
    let stock = kept.get(key)
    if (!stock) {
      stock = read(site.id)
      kept.set(key, stock)
      // A failed read is not kept: the next search asks again.
      stock.catch(() => kept.delete(key))
    }
    return stock
  }
}
