import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { exportBundle, importBundle } from '~/bundle/bundle.server.ts'
import { clientsByRole, testApp, type TestClient } from '~/test/app.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { startTestS3, type TestS3 } from '~/test/s3.ts'

/**
 * The whole media path on S3 (ADR 036): two instances — each with its own DATA_DIR,
 * as on two machines — share one bucket; what one stores the other serves.
 */
describeEachEngine('media library on S3 storage, shared by two instances', (db) => {
  let s3: TestS3
  let prefix: string
  let a: Awaited<ReturnType<typeof clientsByRole>>
  let b: TestClient

  beforeAll(async () => {
    s3 = await startTestS3()
    prefix = `api-${db().siteId}-${Math.random().toString(36).slice(2)}/`
    a = await clientsByRole(db(), { media: s3.store({ prefix }) })
    b = testApp(db(), { media: s3.store({ prefix }) })
  })
  afterAll(async () => {
    await s3?.stop()
  })

  it('uploads on A, serves a variant from B, keeps it in the bucket, and deletes it all on A', async () => {
    const form = new FormData()
    const original = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c22' } })
      .png()
      .toBuffer()
    form.set('file', new File([new Uint8Array(original)], 'shared.png', { type: 'image/png' }))
    const upload = await a.editor.request('/media/api/v2/images', { method: 'POST', body: form })
    expect(upload.status).toBe(201)
    const image = (await upload.json()).data as { id: number; file_name: string }
    expect(await b.services.media.hasOriginal(image.file_name)).toBe(true)
    expect(readdirSync(a.editor.dataDir)).toEqual([]) // nothing on A's own disk

    const path = `/media/api/v2/images/${image.id}/w/320.webp`
    const fromB = await b.app.request(path)
    expect(fromB.status).toBe(200)
    expect(fromB.headers.get('content-type')).toBe('image/webp')
    expect(fromB.headers.get('cache-control')).toBe('public, max-age=86400, stale-while-revalidate=604800')
    expect(fromB.headers.get('last-modified')).toMatch(/GMT$/)
    const variant = Buffer.from(await fromB.arrayBuffer())
    expect(await sharp(variant).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 })

    const key = `${db().siteId}-${image.id}`
    expect((await a.editor.services.media.getVariant(key, '320x0.webp'))?.bytes.equals(variant)).toBe(true)
    const fromA = await a.anonymous.app.request(path)
    expect(Buffer.from(await fromA.arrayBuffer()).equals(variant)).toBe(true) // the stored one, not made again

    const deleted = await a.admin.request(`/media/api/v2/images/${image.id}`, { method: 'DELETE' })
    expect(deleted.status).toBe(200)
    expect(await b.services.media.hasOriginal(image.file_name)).toBe(false)
    expect(await b.services.media.getVariant(key, '320x0.webp')).toBeNull()
    expect((await b.app.request(path)).status).toBe(404)
  })

  it('imports a bundle into the bucket and exports the originals beside the bundle file', async () => {
    const bundleDir = mkdtempSync(join(tmpdir(), 'forecourt-s3-bundle-'))
    const car = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#246' } })
      .jpeg()
      .toBuffer()
    writeFileSync(join(bundleDir, 'car.jpg'), car)
    const bundle = { format: 'forecourt.bundle/1', media: [{ id: 77, file: 'car.jpg', alt: 'A car', title: null }] }
    const media = a.admin.services.media
    expect(await importBundle(db().database.db, db().siteId, bundle, { bundleDir, media })).toMatchObject({ media: 1 })
    const fileName = `${db().siteId}-77.jpg`
    expect((await media.readOriginal(fileName))?.equals(car)).toBe(true)
    expect((await b.app.request('/media/api/v2/images/77/w/320.jpg')).status).toBe(200)

    const outDir = mkdtempSync(join(tmpdir(), 'forecourt-s3-export-'))
    const exported = await exportBundle(db().database.db, db().siteId, { media, outDir })
    expect(exported.media).toEqual([{ id: 77, file: `media/${fileName}`, alt: 'A car', title: null, focal: null }])
    expect(readFileSync(join(outDir, 'media', fileName)).equals(car)).toBe(true)
  })
})
