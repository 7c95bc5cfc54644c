import { and, eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { importBundle } from '~/bundle/bundle.server.ts'
import { pages } from '~/db/schema/index.ts'
import { bumpContentRevision } from '~/sites/revision.server.ts'
import { testApp } from '~/test/app.ts'
import { describeEachEngine } from '~/test/engines.ts'

describeEachEngine('content service: public paths', (db) => {
  let client: ReturnType<typeof testApp>
  const page = (path: string, enabled: boolean) => ({ path, page_type: 'page', title: path, enabled, blocks: [] })
  beforeAll(async () => {
    client = testApp(db())
    const bundle = { format: 'forecourt.bundle/1', pages: [page('/shown', true), page('/hidden', false)] }
    await importBundle(db().database.db, db().siteId, bundle, { bundleDir: '.', media: client.services.media })
  })
  const site = async () => {
    client.services.content.invalidate()
    return (await client.services.content.allSites()).find((s) => s.id === db().siteId)!
  }

  it('knows the public pages by path, and a made-up or disabled path is not one', async () => {
    const current = await site()
    expect(await client.services.content.isPublicPath(current, '/shown')).toBe(true)
    expect(await client.services.content.isPublicPath(current, '/hidden')).toBe(false)
    expect(await client.services.content.isPublicPath(current, '/flood/12345')).toBe(false)
  })

  it('reads them again after a content change, not before', async () => {
    const before = await site()
    await db()
      .database.db.update(pages)
      .set({ enabled: true })
      .where(and(eq(pages.siteId, db().siteId), eq(pages.path, '/hidden')))
    // Unchanged revision: the paths kept for it still answer (a change always bumps it, ADR 034).
    expect(await client.services.content.isPublicPath(before, '/hidden')).toBe(false)
    await bumpContentRevision(db().database.db, db().siteId)
    expect(await client.services.content.isPublicPath(await site(), '/hidden')).toBe(true)
  })
})
