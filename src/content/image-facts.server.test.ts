import { join } from 'node:path'
import { beforeAll, expect, it } from 'vitest'
import { importBundle } from '~/bundle/bundle.server.ts'
import { testApp } from '~/test/app.ts'
import { describeEachEngine } from '~/test/engines.ts'

describeEachEngine('content service: image facts', (db) => {
  let client: ReturnType<typeof testApp>
  beforeAll(async () => {
    client = testApp(db())
    const bundle = {
      format: 'forecourt.bundle/1',
      media: [
        { id: 1001, file: 'media/1001.jpg', alt: 'Aurelia E5', title: 'E5', focal: { x: 70, y: 71 } },
        { id: 1002, file: 'media/1002.jpg', alt: 'Aurelia E7', title: 'E7' },
      ],
    }
    await importBundle(db().database.db, db().siteId, bundle, {
      bundleDir: join(import.meta.dirname, '../../demo'),
      media: client.services.media,
    })
  })

  it("answers the size, alt, title and focal point of the site's images, leaving out unknown ids", async () => {
    expect(await client.services.content.imageFacts(db().siteId, [1001, 1002, 42])).toEqual({
      1001: { width: 1920, height: 1080, alt: 'Aurelia E5', title: 'E5', focal: { x: 70, y: 71 } },
      1002: { width: 1920, height: 1080, alt: 'Aurelia E7', title: 'E7', focal: null },
    })
  })

  it('answers nothing for no ids or another site', async () => {
    expect(await client.services.content.imageFacts(db().siteId, [])).toEqual({})
    expect(await client.services.content.imageFacts(db().siteId + 1000, [1001])).toEqual({})
  })
})
