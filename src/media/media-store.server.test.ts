import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mediaStoreFromEnv } from '~/server/boot.server.ts'
import { parseEnv } from '~/lib/env.server.ts'
import { startTestS3, type TestS3 } from '~/test/s3.ts'
import { createLocalMediaStore } from './local-store.server.ts'
import type { MediaStore } from './media-store.server.ts'
import { removeOriginal, storeOriginal } from './storage.server.ts'
import { imageVariant } from './variants.server.ts'

const bytes = (text: string) => new Uint8Array(Buffer.from(text))
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .png()
    .toBuffer()

let s3: TestS3
beforeAll(async () => {
  s3 = await startTestS3()
})
afterAll(async () => {
  await s3?.stop()
})

let prefixes = 0
const kinds: [string, () => MediaStore][] = [
  ['folder', () => createLocalMediaStore(mkdtempSync(join(tmpdir(), 'forecourt-store-')))],
  ['S3 with a prefix', () => s3.store({ prefix: `contract-${++prefixes}` })],
  ['S3 without a prefix', () => s3.store()],
]

describe.each(kinds)('media store contract (ADR 036): %s', (_kind, make) => {
  let store: MediaStore
  beforeAll(() => {
    store = make()
  })
  afterAll(async () => {
    await store.close()
  })

  it('keeps an original: put, there, read back byte for byte, replaced by a second put, removed', async () => {
    expect(await store.hasOriginal('1-7.png')).toBe(false)
    await store.putOriginal('1-7.png', bytes('first'))
    expect(await store.hasOriginal('1-7.png')).toBe(true)
    expect((await store.readOriginal('1-7.png'))?.toString()).toBe('first')
    await store.putOriginal('1-7.png', bytes('second'))
    expect((await store.readOriginal('1-7.png'))?.toString()).toBe('second')
    await store.removeOriginal('1-7.png')
    expect(await store.hasOriginal('1-7.png')).toBe(false)
    expect(await store.readOriginal('1-7.png')).toBeNull()
  })

  it('answers null or false for what is not there, and removing it is no error', async () => {
    expect(await store.readOriginal('9-9.jpg')).toBeNull()
    expect(await store.hasOriginal('9-9.jpg')).toBe(false)
    expect(await store.getVariant('9-9', '320x0.jpg')).toBeNull()
    await expect(store.removeOriginal('9-9.jpg')).resolves.toBeUndefined()
    await expect(store.removeVariants('9-9')).resolves.toBeUndefined()
  })

  it("keeps variants per image with their time, and removes one image's variants only", async () => {
    const before = Date.now() - 2000 // S3 keeps whole seconds
    await store.putVariant('1-8', '320x0.webp', bytes('small'))
    await store.putVariant('1-8', '640x0.webp', bytes('large'))
    await store.putVariant('1-80', '320x0.webp', bytes('other image'))
    const kept = await store.getVariant('1-8', '320x0.webp')
    expect(kept?.bytes.toString()).toBe('small')
    expect(kept?.modified?.getTime()).toBeGreaterThan(before)
    await store.removeVariants('1-8')
    expect(await store.getVariant('1-8', '320x0.webp')).toBeNull()
    expect(await store.getVariant('1-8', '640x0.webp')).toBeNull()
    expect((await store.getVariant('1-80', '320x0.webp'))?.bytes.toString()).toBe('other image')
  })

  it('a stored original drops the variants of the one it replaces; removing it drops them too', async () => {
    await storeOriginal(store, 2, 5, bytes('v1'), 'png')
    await store.putVariant('2-5', '320x0.jpg', bytes('variant of v1'))
    expect(await storeOriginal(store, 2, 5, bytes('v2'), 'png')).toBe('2-5.png')
    expect(await store.getVariant('2-5', '320x0.jpg')).toBeNull()
    await store.putVariant('2-5', '320x0.jpg', bytes('variant of v2'))
    await removeOriginal(store, 2, 5, '2-5.png')
    expect(await store.hasOriginal('2-5.png')).toBe(false)
    expect(await store.getVariant('2-5', '320x0.jpg')).toBeNull()
  })

  it('makes a variant once from the original, then serves the stored one', async () => {
    await storeOriginal(store, 3, 1, await png(800, 600), 'png')
    const image = { siteId: 3, id: 1, fileName: '3-1.png' }
    const made = await imageVariant(store, image, { width: 320, format: 'webp' })
    expect(await sharp(made.bytes).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 })
    expect((await store.getVariant('3-1', '320x0.webp'))?.bytes.equals(made.bytes)).toBe(true)
    await store.removeOriginal('3-1.png') // the stored variant no longer needs it
    expect((await imageVariant(store, image, { width: 320, format: 'webp' })).bytes.equals(made.bytes)).toBe(true)
    await expect(imageVariant(store, image, { width: 640, height: 640, format: 'jpg' })).rejects.toThrow(
      `The original 3-1.png of image 1 is missing from ${store.location}`,
    )
    // A size the site does not use is refused before any work.
    await expect(imageVariant(store, image, { width: 100, height: 100, format: 'jpg' })).rejects.toThrow(
      '100x100 is not an image size the site uses',
    )
  })

  it('keeps a file under a key from a file on disk, streams it back with its size, and removes it (ADR 054)', async () => {
    const source = join(mkdtempSync(join(tmpdir(), 'forecourt-file-')), 'leads.csv')
    writeFileSync(source, 'id,email\n1,ada@example.com\n')
    expect(await store.openFile('lead-exports/1/7.csv')).toBeNull()
    await store.putFile('lead-exports/1/7.csv', source)
    const opened = await store.openFile('lead-exports/1/7.csv')
    expect(opened?.size).toBe(27)
    expect(await new Response(opened!.stream).text()).toBe('id,email\n1,ada@example.com\n')
    expect(await store.openFile('lead-exports/2/7.csv')).toBeNull()
    await store.removeFile('lead-exports/1/7.csv')
    expect(await store.openFile('lead-exports/1/7.csv')).toBeNull()
    await expect(store.removeFile('lead-exports/1/7.csv')).resolves.toBeUndefined()
    await expect(store.putFile('lead-exports/../7.csv', source)).rejects.toThrow('not a media file name')
    await expect(store.openFile('/etc/passwd')).rejects.toThrow('not a media file name')
  })

  it.each(['../secret.png', 'a/b.png', '.hidden', ''])('refuses the name %j (it would leave its folder or prefix)', async (name) => {
    await expect(store.putOriginal(name, bytes('x'))).rejects.toThrow('not a media file name')
    await expect(store.getVariant(name, '320x0.jpg')).rejects.toThrow('not a media file name')
    await expect(store.putVariant('1-1', name, bytes('x'))).rejects.toThrow('not a media file name')
  })
})

describe('folder store: the layout of before ADR 036, so existing data keeps working', () => {
  it('keeps originals in DATA_DIR/media/originals and variants in DATA_DIR/media/variants/{site}-{id}', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-store-'))
    const store = createLocalMediaStore(dataDir)
    await store.putOriginal('1-7.png', bytes('original'))
    await store.putVariant('1-7', '320x0.webp', bytes('variant'))
    expect(readFileSync(join(dataDir, 'media/originals/1-7.png'), 'utf8')).toBe('original')
    expect(readFileSync(join(dataDir, 'media/variants/1-7/320x0.webp'), 'utf8')).toBe('variant')
    await store.removeVariants('1-7')
    expect(existsSync(join(dataDir, 'media/variants/1-7'))).toBe(false)
    expect(store.location).toBe(`folder ${join(dataDir, 'media')}`)
  })
})

describe('S3 store: keys and errors', () => {
  it('keeps the same layout under the prefix, with the content type, and a final / is added', async () => {
    const store = s3.store({ prefix: 'markets/uk' })
    expect(store.location).toBe(`s3://${s3.options.bucket}/markets/uk/`)
    await store.putOriginal('4-2.png', bytes('original'))
    await store.putVariant('4-2', '320x0.webp', bytes('variant'))
    const { region, endpoint, forcePathStyle, credentials } = s3.options
    const client = new S3Client({ region, endpoint, forcePathStyle, credentials })
    try {
      const original = await client.send(new GetObjectCommand({ Bucket: s3.options.bucket, Key: 'markets/uk/originals/4-2.png' }))
      expect(await original.Body?.transformToString()).toBe('original')
      expect(original.ContentType).toBe('image/png')
      const variant = await client.send(new GetObjectCommand({ Bucket: s3.options.bucket, Key: 'markets/uk/variants/4-2/320x0.webp' }))
      expect(variant.ContentType).toBe('image/webp')
    } finally {
      client.destroy()
    }
    expect(await s3.store({ prefix: 'markets/fr/' }).hasOriginal('4-2.png')).toBe(false)
  })

  it('reports a missing bucket instead of answering "no such image"', async () => {
    const store = s3.store({ bucket: 'no-such-bucket' })
    await expect(store.readOriginal('1-1.png')).rejects.toThrow(/bucket/i)
    await expect(store.getVariant('1-1', '320x0.jpg')).rejects.toThrow(/bucket/i)
  })
})

describe('the store from the environment (MEDIA_STORAGE, S3_*)', () => {
  it('is the folder in DATA_DIR by default', () => {
    expect(mediaStoreFromEnv(parseEnv({ DATA_DIR: '/srv/forecourt' })).location).toBe('folder /srv/forecourt/media')
  })
  it('is the bucket and prefix with MEDIA_STORAGE=s3', async () => {
    const store = mediaStoreFromEnv(parseEnv({ MEDIA_STORAGE: 's3', S3_BUCKET: 'forecourt-media', S3_PREFIX: 'uk' }))
    expect(store.location).toBe('s3://forecourt-media/uk/')
    await store.close()
  })
})
