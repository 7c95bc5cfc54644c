import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { STOCK_MODELS } from '../stock-models.ts'
import { DEMO_IMAGES } from './catalogue.ts'
import { parseBundle } from '~/bundle/bundle.ts'
import { demoMediaEntries, ensureDemoMedia, stockPhotoBundleMedia } from './render.ts'
import { exteriorPhotoId, interiorPhotoId, STOCK_PHOTO_SCALE, STOCK_PHOTOS } from './stock-photos.ts'

describe('the stock photos (ADR 071)', () => {
  const entries = demoMediaEntries(STOCK_PHOTOS, STOCK_PHOTO_SCALE)

  it('are each different, and drawn at 1280 × 720', () => {
    expect(new Set(entries.map((e) => e.hash)).size).toBe(entries.length)
    for (const entry of entries) expect([entry.width, entry.height]).toEqual([1280, 720])
  })

  it('keep their ids when the catalogue grows at the end', () => {
    expect(exteriorPhotoId('aurelia-e5', 'pearl white', 'side')).toBe(20001)
    expect(exteriorPhotoId('aurelia-e5', 'pearl white', 'rear')).toBe(20003)
    expect(exteriorPhotoId('aurelia-e7', 'liquid silver', 'front')).toBe(21012)
    expect(interiorPhotoId('vantor-summit', 'tan')).toBe(24901)
    expect(() => exteriorPhotoId('aurelia-gt', 'moss green', 'side')).toThrow('aurelia-gt has no paint moss green')
  })

  it('show each paint and cabin of each model', () => {
    for (const model of STOCK_MODELS) {
      for (const paint of model.paints)
        expect(STOCK_PHOTOS.filter((p) => p.title.startsWith(`${model.brand} ${model.nameplate} in ${paint.name},`))).toHaveLength(3)
      for (const cabin of model.cabins) expect(STOCK_PHOTOS.some((p) => p.id === interiorPhotoId(model.drawing, cabin.trim))).toBe(true)
    }
  })

  it("hash differently from the same scene at full size, so the full-size pictures' hashes stay as they were", () => {
    const image = STOCK_PHOTOS[0]!
    expect(demoMediaEntries([image], STOCK_PHOTO_SCALE)[0]!.hash).not.toBe(demoMediaEntries([image])[0]!.hash)
    // A full-size picture's hash does not depend on the stock photos (scale 1 is hashed as before).
    expect(demoMediaEntries([DEMO_IMAGES[0]!], 1)[0]!.hash).toBe(demoMediaEntries([DEMO_IMAGES[0]!])[0]!.hash)
  })

  it('are rendered small: a 1280 × 720 JPEG of a few tens of kilobytes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stock-photos-'))
    const one = STOCK_PHOTOS.filter((p) => p.id === exteriorPhotoId('vantor-ridge', 'moss green', 'side'))
    expect(await ensureDemoMedia(dir, { images: one, scale: STOCK_PHOTO_SCALE })).toEqual({ made: 1, total: 1 })
    const bytes = readFileSync(join(dir, `${one[0]!.id}.jpg`))
    const { width, height, format } = await sharp(bytes).metadata()
    expect({ width, height, format }).toEqual({ width: 1280, height: 720, format: 'jpeg' })
    expect(bytes.byteLength).toBeLessThan(80_000)
    expect(await ensureDemoMedia(dir, { images: one, scale: STOCK_PHOTO_SCALE })).toEqual({ made: 0, total: 1 })
  })

  it("are a bundle's media entries the demo loader can add to the English market", () => {
    const bundle = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'bundle.json'), 'utf8')) as { media: unknown[] }
    const media = stockPhotoBundleMedia()
    expect(media).toHaveLength(STOCK_PHOTOS.length)
    expect(media[0]).toMatchObject({ id: 20001, file: 'media/stock/20001.jpg', title: 'Aurelia E5 in Pearl White, side' })
    const parsed = parseBundle(JSON.stringify({ ...bundle, media: [...bundle.media, ...media] }))
    expect(parsed.ok ? [] : parsed.errors).toEqual([])
  })
})
