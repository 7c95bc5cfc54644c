import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { Hono } from 'hono'
import sharp from 'sharp'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { images } from '~/db/schema/index.ts'
import type { Site } from '~/sites/sites.ts'
import { testApp, type TestClient } from '~/test/app.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { mediaRoutes } from './routes.server.ts'
import { variantSize } from './library.ts'
import {
  createVariantPool,
  focalCrop,
  negotiateFormat,
  parseVariantRequest,
  sharpVariant,
  type GenerateVariant,
} from './variants.server.ts'

/** A promise settled from outside: the fake generator finishes when the test says so, not after a delay. */
function deferred() {
  let resolve!: () => void
  const promise = new Promise<void>((r) => (resolve = r))
  return { promise, resolve }
}

/** A generator that records its calls and holds each until released. */
function slowGenerator() {
  const calls: string[] = []
  const gate = deferred()
  const generate: GenerateVariant = async (_original, size) => {
    calls.push(`${size.width}x${size.height ?? 0}.${size.format}`)
    await gate.promise
    return Buffer.from(`made ${size.width}`)
  }
  return { calls, generate, release: gate.resolve }
}

describe('variant requests (only the sizes the site uses)', () => {
  it.each([
    ['1600/h/900.jpg', { size: { width: 1600, height: 900 }, format: 'jpg' }],
    ['640/h/360.avif', { size: { width: 640, height: 360 }, format: 'avif' }],
    ['320.webp', { size: { width: 320 }, format: 'webp' }],
    ['1600', { size: { width: 1600 }, format: null }],
    ['900/h/500', { size: { width: 900, height: 500 }, format: null }],
  ])('accepts %s', (tail, expected) => {
    expect(parseVariantRequest(tail)).toEqual({ ok: true, ...expected })
  })

  it.each([
    ['4000/h/4000.avif', /^4000x4000 is not a size the site uses\. Sizes: widths 320, 640, .*1600x900/],
    ['4000.jpg', /^4000 is not a size/],
    ['641/h/360.jpg', /^641x360 is not a size/],
    ['640/h/360.gif', /^Formats: jpg, webp, avif, png, or none/],
    ['640/h/-1.jpg', /^Use \/w\/\{width\}/],
    ['99999999.jpg', /^Use \/w\/\{width\}/],
  ])('refuses %s, naming the allowed sizes', (tail, detail) => {
    const request = parseVariantRequest(tail)
    expect(request.ok).toBe(false)
    expect(!request.ok && request.detail).toMatch(detail)
  })

  it.each([
    ['Chrome', 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', 'avif'],
    [
      'Safari 16',
      'image/webp,image/avif,image/jxl,image/heic,image/heic-sequence,video/*;q=0.8,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5',
      'avif',
    ],
    ['WebP only', 'image/webp,*/*', 'webp'],
    ['WebP preferred by q', 'image/avif;q=0.5,image/webp;q=0.9,image/jpeg;q=0.8', 'webp'],
    ['JPEG preferred by q', 'image/avif;q=0.5,image/jpeg', 'jpg'],
    ['AVIF refused', 'image/avif;q=0,image/*', 'jpg'],
    ['wildcards only', 'image/*,*/*;q=0.8', 'jpg'],
    ['no header', undefined, 'jpg'],
    ['garbage', ';;,q=,image/avif;q=x', 'jpg'],
  ])('negotiates the format for %s', (_client, accept, format) => {
    expect(negotiateFormat(accept)).toBe(format)
  })
})

// The media library's screen says what size a variant comes out at (variantSize): sharp agrees.
describe('width-only variants (sharp)', () => {
  it.each([
    [200, 150, 320],
    [640, 480, 320],
    [200, 20_000, 320],
    [100, 8000, 640],
  ])('%i × %i at %i is made at variantSize', async (width, height, at) => {
    const original = await sharp({ create: { width, height, channels: 3, background: '#888' } })
      .png()
      .toBuffer()
    const made = await sharp(await sharpVariant(original, { width: at, format: 'png' })).metadata()
    expect({ width: made.width, height: made.height }).toEqual(variantSize({ width, height }, at))
  })
})

describe('crops round the focal point (ADR 052)', () => {
  const picture = { width: 1920, height: 1080 }
  it.each([
    ['a square round a subject on the right', { width: 640, height: 640 }, { x: 70, y: 72 }, { left: 477, top: 0 }],
    ['a square round a subject at the edge, kept inside', { width: 640, height: 640 }, { x: 98, y: 50 }, { left: 498, top: 0 }],
    ['a square round the centre, as before', { width: 640, height: 640 }, { x: 50, y: 50 }, { left: 249, top: 0 }],
    ['a wide band round a low subject', { width: 1600, height: 650 }, { x: 70, y: 72 }, { left: 0, top: 250 }],
  ])('%s', (_, box, focal, at) => {
    const { scaled, area } = focalCrop(picture, box, focal)
    expect(area).toEqual({ ...at, ...box })
    expect(area.left + area.width).toBeLessThanOrEqual(scaled.width)
    expect(area.top + area.height).toBeLessThanOrEqual(scaled.height)
  })
})

describeEachEngine('variant delivery (/media/api/v2/images/{id}/w/…)', (db) => {
  let client: TestClient
  const id = 41
  const variantsDir = () => join(client.dataDir, 'media', 'variants')

  beforeAll(async () => {
    client = testApp(db())
    const fileName = `${db().siteId}-${id}.png`
    const png = await sharp({ create: { width: 1920, height: 1080, channels: 3, background: '#468' } })
      .png()
      .toBuffer()
    await client.services.media.putOriginal(fileName, png)
    await db()
      .database.db.insert(images)
      .values({ siteId: db().siteId, id, fileName, mimeType: 'image/png', width: 1920, height: 1080, alt: null, title: null })
  })

  it.each([
    `/media/api/v2/images/${id}/w/4000/h/4000.avif`,
    `/media/api/v2/images/${id}/w/1601.jpg`,
    `/media/api/v2/images/${id}/w/640/h/361`,
    // Refused before the image is looked up: an unknown id answers the same.
    '/media/api/v2/images/999999/w/4000/h/4000.avif',
  ])('answers 400 for an odd size at once, and writes no file: %s', async (path) => {
    const response = await client.app.request(path)
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body.errors[0].title).toBe('Invalid image size')
    expect(body.errors[0].detail).toContain('Sizes: widths 320, 640, 768, 1024, 1280, 1600, 1920')
    expect(body.errors[0].detail).toContain('1600x900')
    expect(existsSync(variantsDir())).toBe(false)
  })

  it.each([
    ['1600/h/900.jpg', 'image/jpeg', 1600, 900],
    ['640/h/640.webp', 'image/webp', 640, 640],
    ['900/h/500.avif', 'image/avif', 900, 500],
    ['320.jpg', 'image/jpeg', 320, 180],
  ])('makes an allowed size: %s', async (tail, type, width, height) => {
    const response = await client.app.request(`/media/api/v2/images/${id}/w/${tail}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe(type)
    expect(response.headers.get('vary')).toBeNull()
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect(meta).toMatchObject({ width, height })
  })

  it("crops round the image's focal point: a subject on the right stays in a square crop", async () => {
    // Left half grey, right half orange; the focal point in the orange half.
    const focalId = 42
    const fileName = `${db().siteId}-${focalId}.png`
    const half = await sharp({ create: { width: 960, height: 1080, channels: 3, background: '#d4561f' } })
      .png()
      .toBuffer()
    const png = await sharp({ create: { width: 1920, height: 1080, channels: 3, background: '#777777' } })
      .composite([{ input: half, left: 960, top: 0 }])
      .png()
      .toBuffer()
    await client.services.media.putOriginal(fileName, png)
    const row = { siteId: db().siteId, id: focalId, fileName, mimeType: 'image/png', width: 1920, height: 1080, alt: null, title: null }
    await db()
      .database.db.insert(images)
      .values({ ...row, focalX: 80, focalY: 50 })
    const response = await client.app.request(`/media/api/v2/images/${focalId}/w/640/h/640.png`)
    expect(response.status).toBe(200)
    const { dominant } = await sharp(Buffer.from(await response.arrayBuffer())).stats()
    expect(dominant.r).toBeGreaterThan(180) // orange, where a centred crop is half grey
  })

  it.each([
    ['image/avif,image/webp,image/*,*/*;q=0.8', 'image/avif', 'heif'],
    ['image/webp,*/*', 'image/webp', 'webp'],
    ['*/*', 'image/jpeg', 'jpeg'],
  ])('serves the format-less URL by Accept (%s) with Vary: Accept', async (accept, type, format) => {
    const response = await client.app.request(`/media/api/v2/images/${id}/w/1024/h/576`, { headers: { accept } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe(type)
    expect(response.headers.get('vary')).toBe('Accept')
    expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({ format, width: 1024, height: 576 })
  })

  // A CDN or browser may keep a variant and revalidate it; nothing sets a cookie.
  it('sends a variant with an ETag and no cookie, and answers a matching If-None-Match with 304', async () => {
    const url = `/media/api/v2/images/${id}/w/320.jpg`
    const first = await client.app.request(url)
    const etag = first.headers.get('etag')!
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/)
    expect(first.headers.get('cache-control')).toContain('stale-while-revalidate=')
    expect(first.headers.getSetCookie()).toEqual([])
    const again = await client.app.request(url, { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(etag)
    expect((await again.arrayBuffer()).byteLength).toBe(0)
    expect((await client.app.request(url, { headers: { 'if-none-match': 'W/"stale"' } })).status).toBe(200)
  })

  /** The media routes alone over the test's services, with a pool of the test's own. */
  const withPool = (pool: ReturnType<typeof createVariantPool>) => {
    const app = new Hono()
    app.use(async (c, next) => {
      c.set('services', client.services)
      c.set('site', { id: db().siteId } as Site)
      await next()
    })
    app.route('/media', mediaRoutes({ variants: pool }))
    return app
  }

  it('makes one variant once for two concurrent requests (single flight)', async () => {
    const slow = slowGenerator()
    const app = withPool(createVariantPool({ concurrency: 2, queue: 2, generate: slow.generate }))
    const path = `/media/api/v2/images/${id}/w/1280.webp`
    const first = app.request(path)
    await vi.waitFor(() => expect(slow.calls).toHaveLength(1), { timeout: 5_000 })
    const both = Promise.all([first, app.request(path)])
    slow.release()
    const responses = await both
    expect(responses.map((r) => r.status)).toEqual([200, 200])
    expect(await Promise.all(responses.map((r) => r.text()))).toEqual(['made 1280', 'made 1280'])
    expect(slow.calls).toEqual(['1280x0.webp'])
    expect((await client.services.media.getVariant(`${db().siteId}-${id}`, '1280x0.webp'))?.bytes.toString()).toBe('made 1280')
  })

  it('answers 503 with Retry-After when every slot is busy and the queue is full', async () => {
    const slow = slowGenerator()
    const pool = createVariantPool({ concurrency: 1, queue: 1, generate: slow.generate, retryAfterSeconds: 7 })
    const app = withPool(pool)
    const url = (tail: string) => `/media/api/v2/images/${id}/w/${tail}`
    const making = app.request(url('768.png')) // takes the one slot
    await vi.waitFor(() => expect(slow.calls).toEqual(['768x0.png']), { timeout: 5_000 })
    const queued = app.request(url('1024.png')) // waits in the one place of the queue
    await vi.waitFor(() => expect(pool.load()).toEqual({ making: 1, waiting: 1 }), { timeout: 5_000 })
    const refused = await app.request(url('1280.png'))
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toBe('7')
    expect((await refused.json()).errors[0].title).toBe('Busy making images')
    // A request for a variant already under way joins it instead of being refused.
    const joined = app.request(url('1024.png'))
    slow.release()
    expect((await Promise.all([making, queued, joined])).map((r) => r.status)).toEqual([200, 200, 200])
    expect(slow.calls).toEqual(['768x0.png', '1024x0.png'])
    expect(await client.services.media.getVariant(`${db().siteId}-${id}`, '1280x0.png')).toBeNull()
  })
})
