import { describe, expect, it } from 'vitest'
import { FALLBACK_SIZE, HERO_WIDTHS, IMAGE_RATIOS, VARIANT_WIDTHS } from '~/ui/image.ts'
import { isSiteImageSize, SITE_IMAGE_SIZES } from './site-image-sizes.ts'

describe('the sizes the site uses, and so the only ones the delivery makes', () => {
  it.each([
    ['spec 1 §9 hero 16:9', { width: 1600, height: 900 }],
    ['spec 1 §9 hero 16:9', { width: 1024, height: 576 }],
    ['spec 1 §9 hero 16:9', { width: 640, height: 360 }],
    ['spec 1 §9 16:6.5 (hero wide, 404 page)', { width: 1600, height: 650 }],
    ['spec 1 §9 1:1', { width: 640, height: 640 }],
    ['spec 2 §4 fallback', { width: 900, height: 500 }],
    ['spec 1 §9 share image', { width: 1600 }],
    ['editor thumbnail', { width: 320 }],
    ['wallpaper download', { width: 1920 }],
  ])('allows %s %o', (_, size) => {
    expect(isSiteImageSize(size)).toBe(true)
  })

  it.each([{ width: 4000, height: 4000 }, { width: 4000 }, { width: 1601 }, { width: 640, height: 361 }, { width: 800 }, { width: 900 }])(
    'refuses %o',
    (size) => {
      expect(isSiteImageSize(size)).toBe(false)
    },
  )

  it('holds exactly the variant widths, the hero widths at every ratio, the square presets and the fallback', () => {
    const boxes = new Set(Object.values(IMAGE_RATIOS).flatMap((r) => HERO_WIDTHS.map((w) => `${w}x${Math.round(w / r)}`)))
    // spec 2 §9 Square: 1600, 1024, 640, 360; and 360, 415, 830, 1245.
    for (const w of [360, 415, 830, 1245]) boxes.add(`${w}x${w}`)
    expect(SITE_IMAGE_SIZES.filter((s) => !s.height).map((s) => s.width)).toEqual([...VARIANT_WIDTHS])
    expect(new Set(SITE_IMAGE_SIZES.filter((s) => s.height).map((s) => `${s.width}x${s.height}`))).toEqual(
      new Set([...boxes, `${FALLBACK_SIZE.width}x${FALLBACK_SIZE.height}`]),
    )
  })
})
