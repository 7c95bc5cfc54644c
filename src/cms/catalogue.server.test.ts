import { expect, it } from 'vitest'
import { importBundle } from '~/bundle/bundle.server.ts'
import { createServices } from '~/server/boot.server.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { fixtureBundle } from '~/test/fixtures.ts'
import { addMarket } from '~/test/markets.ts'
import { blockUsage } from './catalogue.server.ts'

describeEachEngine('block usage for the catalogue order', (db) => {
  it("counts the blocks of the market's pages by template, and no other market's", async () => {
    const { database, siteId } = db()
    const media = createServices(database, '/tmp').media
    expect(await blockUsage(database.db, siteId)).toEqual({})
    await importBundle(database.db, siteId, fixtureBundle(), { bundleDir: '.', media })
    const other = await addMarket(db(), 'usage')
    await importBundle(
      database.db,
      other.id,
      { format: 'forecourt.bundle/1', pages: [{ path: '/', blocks: [{ template: 'quote', fields: { quote: 'Elsewhere' } }] }] },
      { bundleDir: '.', media },
    )
    expect(await blockUsage(database.db, siteId)).toEqual({ 'hero-title-banner': 2, 'html-box': 1 })
    expect(await blockUsage(database.db, other.id)).toEqual({ quote: 1 })
  })
})
