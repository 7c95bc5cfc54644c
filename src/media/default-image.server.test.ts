import { and, eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { images } from '~/db/schema/index.ts'
import { testApp } from '~/test/app.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { addMarket } from '~/test/markets.ts'
import { DEFAULT_IMAGE, ensureDefaultImages } from './default-image.server.ts'

/** Every market has the default image (24735), with or without the demo. */
describeEachEngine('the default image in every market', (db) => {
  it('adds it to each market that lacks it, once, also when two processes do it at once', async () => {
    const client = testApp(db())
    const { database, media } = client.services
    const market = await addMarket(db(), 'default-image-market')
    const added = await Promise.all([ensureDefaultImages(database.db, media), ensureDefaultImages(database.db, media)])
    // Every market of this test database lacked it; each got it from exactly one of the two runs.
    expect(added[0]! + added[1]!).toBeGreaterThanOrEqual(2)
    expect(await ensureDefaultImages(database.db, media)).toBe(0)
    const rows = await database.db
      .select()
      .from(images)
      .where(and(eq(images.siteId, market.id), eq(images.id, DEFAULT_IMAGE.id)))
    expect(rows).toMatchObject([{ width: 1920, height: 1080, alt: DEFAULT_IMAGE.alt, mimeType: 'image/jpeg' }])

    // Served in the sizes the site uses, in that market.
    const variant = await client.request(`/media/api/v2/images/${DEFAULT_IMAGE.id}/w/900/h/500.jpg`, { headers: { host: market.host } })
    expect(variant.status).toBe(200)
    expect(variant.headers.get('content-type')).toBe('image/jpeg')
  })
})
