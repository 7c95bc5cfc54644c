import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { pages, searchEntries } from '~/db/schema/index.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { indexUnindexedSites, reindexSite } from './index.server.ts'

describeEachEngine('a market’s search index', (db) => {
  const entries = () =>
    db()
      .database.db.select({ pageId: searchEntries.pageId, title: searchEntries.titleKey, description: searchEntries.descriptionKey })
      .from(searchEntries)
      .where(eq(searchEntries.siteId, db().siteId))

  it('is written at start-up when the market has none, its digits folded to ASCII ones', async () => {
    const [page] = await db()
      .database.db.insert(pages)
      .values({ siteId: db().siteId, path: '/e7', title: 'أوريليا E٧', metaDescription: 'من ٤٥٠ كم' })
      .returning({ id: pages.id })
    expect(await indexUnindexedSites(db().database.db)).toContain(db().siteId)
    expect(await entries()).toEqual([{ pageId: page!.id, title: 'اوريلياe7', description: 'من450كم' }])
    expect(await indexUnindexedSites(db().database.db)).not.toContain(db().siteId)
  })

  it('is rewritten by two processes at once without a doubled or a failed entry', async () => {
    // The first holds its transaction open after writing, until the second has begun its own.
    let secondBegun!: () => void
    const begun = new Promise<void>((resolve) => (secondBegun = resolve))
    const first = db().database.db.transaction(async (tx) => {
      await reindexSite(tx, db().siteId)
      // (PGlite runs one transaction at a time: the second begins only after.)
      await Promise.race([begun, new Promise((resolve) => setTimeout(resolve, 300))])
      await new Promise((resolve) => setTimeout(resolve, 200))
    })
    await new Promise((resolve) => setTimeout(resolve, 100))
    const second = db().database.db.transaction(async (tx) => {
      secondBegun()
      await reindexSite(tx, db().siteId)
    })
    const results = await Promise.allSettled([first, second])
    expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : result.status))).toEqual([
      'fulfilled',
      'fulfilled',
    ])
    expect(await entries()).toHaveLength(1)
  })
})
