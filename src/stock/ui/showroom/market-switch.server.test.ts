import { and, eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { stockVehicles } from '~/db/schema/index.ts'
import { addSite } from '~/sites/sites.server.ts'
import { showroomSwitchHref } from '~/stock/rules/market-switch.ts'
import { feedFromText, importFeed } from '~/stock/write/import.server.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { marketVehicleOf, showroomPathByVin } from './showroom.server.ts'

const LIST = '5e0ffee0-0000-4000-8000-00000000b126'
const car = {
  state: 'new',
  status: 'stock',
  nameplate_brand_name: 'Vesta',
  nameplate_name: 'Ridge',
  production_year: 2025,
  engine_type: ['diesel'],
  transmission: 'auto',
  color_name: 'Onyx',
  msrp_price: 30000,
  currency: 'GBP',
}

/** ADR 126: the language switch of a showroom page finds the same VIN in the other market, or its listing of the model. */
describeEachEngine('the showroom in another market', (db) => {
  let otherId = 0
  beforeAll(async () => {
    const { database, siteId } = db()
    const other = await addSite(database.db, { key: 'switch-ar', name: 'AR', hostnames: [], basePath: '/switch-ar' })
    otherId = other.id
    const feed = (rows: object[]) => feedFromText(JSON.stringify(rows), 'json')
    await importFeed(
      database.db,
      siteId,
      feed([
        { ...car, vin: 'SW1' },
        { ...car, vin: 'SW2' },
        { ...car, vin: 'SW3' },
      ]),
      {
        listingKey: LIST,
      },
    )
    // The other market: SW1 in stock, SW3 sold, SW2 not at all (its ids are its own).
    await importFeed(
      database.db,
      other.id,
      feed([
        { ...car, vin: 'SW3', status: 'sold' },
        { ...car, vin: 'SW1', color_name: 'Pearl' },
      ]),
      {
        listingKey: LIST,
      },
    )
  })

  const switchFrom = async (vin: string) => {
    const { database, siteId } = db()
    const [row] = await database.db
      .select({ id: stockVehicles.id })
      .from(stockVehicles)
      .where(and(eq(stockVehicles.siteId, siteId), eq(stockVehicles.vin, vin)))
    const vehicle = await marketVehicleOf(database.db, siteId, row!.id)
    expect(vehicle).toEqual({ vin, model: 'Ridge' })
    const settings = { 'stock_locator.stock_page_path': '/stock', 'general.theme': 'vesta' }
    const path = await showroomPathByVin(database.db, { siteId: otherId, settings }, vin)
    return showroomSwitchHref({ basePath: '/switch-ar', showroomPath: path, stockPage: '/stock', model: vehicle!.model })
  }

  it('leads to the same VIN there, under its own id and slug', async () => {
    expect(await switchFrom('SW1')).toMatch(/^\/switch-ar\/showroom\/new-[a-z-]*ridge-2025-diesel-auto-pearl-\d+$/)
  })

  it("leads to the model's listing there when it has not the car, or sold it", async () => {
    expect(await switchFrom('SW2')).toBe('/switch-ar/stock?models=Ridge')
    expect(await switchFrom('SW3')).toBe('/switch-ar/stock?models=Ridge')
  })

  it('names no vehicle for an id of another market, or none', async () => {
    const { database, siteId } = db()
    const [row] = await database.db.select({ id: stockVehicles.id }).from(stockVehicles).where(eq(stockVehicles.siteId, otherId))
    expect(await marketVehicleOf(database.db, siteId, row!.id)).toBeNull()
    expect(await marketVehicleOf(database.db, siteId, 999_999)).toBeNull()
  })
})
