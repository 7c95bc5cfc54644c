import { expect, it } from 'vitest'
import { feedFromText, importFeed } from '~/stock/write/import.server.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { DEMO_STOCK_LISTING_KEY, demoStock } from './stock.ts'

describeEachEngine("the demo market's generated stock (ADR 070)", (db) => {
  it('is a good feed: the stock import takes every vehicle and refuses none', async () => {
    const { vehicles } = demoStock({ count: 300 })
    const summary = await importFeed(db().database.db, db().siteId, feedFromText(JSON.stringify(vehicles), 'json'), {
      listingKey: DEMO_STOCK_LISTING_KEY,
    })
    expect(summary).toMatchObject({ added: 300, rejected: 0, errors: [] })
  })
})
