import { expect, it } from 'vitest'
import { feedFromText, importFeed } from '~/stock/write/import.server.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { dealers, stockButtonSets } from '~/db/schema/index.ts'
import { DEMO_BUTTON_SETS, DEMO_STOCK_LISTING_KEY, demoStock } from './stock.ts'

describeEachEngine("the demo market's generated stock (ADR 070)", (db) => {
  it('is a good feed: the stock import takes every vehicle and refuses none', async () => {
    const { vehicles, retailers } = demoStock({ count: 300 })
    // The retailers the rows name come with the demo's bundle too.
    await db()
      .database.db.insert(dealers)
      .values(retailers.map((r) => ({ siteId: db().siteId, code: r.code, name: r.name, state: r.state, brands: [] })))
    // The button sets the rows name come with the demo's bundle.
    await db()
      .database.db.insert(stockButtonSets)
      .values(Object.values(DEMO_BUTTON_SETS).map((code) => ({ siteId: db().siteId, code, setupType: 'extended' })))
    const summary = await importFeed(db().database.db, db().siteId, feedFromText(JSON.stringify(vehicles), 'json'), {
      listingKey: DEMO_STOCK_LISTING_KEY,
    })
    expect(summary).toMatchObject({ added: 300, rejected: 0, errors: [] })
  })
})
