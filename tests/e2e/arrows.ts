import sharp from 'sharp'
import type { Locator, Page } from '@playwright/test'
import { namespaceTexts } from '../../src/i18n/catalogue.server.ts'
import { expect } from './fixtures.ts'

/** The carousels' arrow labels in the galleries' languages ('Previous slide', 'الشريحة السابقة' …), from the catalogue. */
const ARROWS = new Map<string, 'previous' | 'next'>(
  ['en', 'ar'].flatMap((language) =>
    Object.entries(namespaceTexts('ui', { language })).flatMap(([key, text]): [string, 'previous' | 'next'][] =>
      /^previous/.test(key) ? [[text, 'previous']] : /^next/.test(key) ? [[text, 'next']] : [],
    ),
  ),
)

/**
 * Which way an arrow glyph points, read from its pixels: near its tip a chevron's ink is short,
 * near its open end it spans the glyph's height. So the side whose outer quarter of ink columns
 * is shorter on average is the side it points to (a quarter, not the outermost column: in some
 * typefaces one end of the chevron reaches a pixel further than the other).
 */
export async function pointing(arrow: Locator): Promise<'left' | 'right'> {
  const { data, info } = await sharp(await arrow.screenshot({ animations: 'disabled', timeout: 5_000 }))
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const background = data[0]!
  const columns: number[][] = Array.from({ length: info.width }, () => [])
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) if (Math.abs(data[y * info.width + x]! - background) > 60) columns[x]!.push(y)
  }
  const inked = columns
    .map((rows, x) => ({ x, spread: rows.length ? Math.max(...rows) - Math.min(...rows) : -1 }))
    .filter((c) => c.spread >= 0)
  expect(inked.length, 'the arrow has ink').toBeGreaterThan(2)
  const quarter = Math.max(1, Math.floor(inked.length / 4))
  const meanSpread = (columns: typeof inked) => columns.reduce((sum, c) => sum + c.spread, 0) / columns.length
  return meanSpread(inked.slice(0, quarter)) < meanSpread(inked.slice(-quarter)) ? 'left' : 'right'
}

/** Blocks whose copies of the arrows were once flipped twice right to left (the bidi mirroring and a scaleX(-1)). */
export const ONCE_FLIPPED = ['icon-button-slider', 'versatility', 'tabbed-component']

/**
 * Checks that each carousel's Previous and Next arrows on the page point the reading way (one of
 * each per block); answers the templates checked.
 */
export async function checkArrows(page: Page, dir: 'ltr' | 'rtl'): Promise<Set<string>> {
  const [previous, next] = dir === 'ltr' ? ['left', 'right'] : ['right', 'left']
  const checked = new Set<string>()
  const seen = new Set<string>()
  for (const button of await page.locator('[data-template] button[aria-label]').all()) {
    const label = (await button.getAttribute('aria-label'))!
    const kind = ARROWS.get(label)
    if (!kind || !(await button.isVisible())) continue
    const arrow = button.locator('[aria-hidden="true"]').first()
    if ((await arrow.textContent())?.trim() === '') continue // an icon, not an arrow glyph
    const template = await button.evaluate((el) => el.closest('[data-template]')!.getAttribute('data-template'))
    const key = `${template} ${kind}`
    if (seen.has(key)) continue
    seen.add(key)
    // NOTE: in the middle of the viewport, never under the sticky header, whose slide-away on
    // scroll would otherwise decide what the screenshot shows.
    await button.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'nearest' }))
    // Read again until the glyph has ink: a slide or image may still be fading in. A wrong
    // direction stays wrong, so retrying the read cannot hide one.
    await expect(async () => {
      expect(await pointing(arrow), `${template}: "${label}"`).toBe(kind === 'previous' ? previous : next)
    }).toPass({ timeout: 10_000 })
    checked.add(template!)
  }
  return checked
}
