import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

/** The demo pictures' focal points (where the car is), from the bundle: not read back from the page. */
const focalPoints = (bundle: string) =>
  Object.fromEntries(
    (JSON.parse(readFileSync(bundle, 'utf8')) as { media: { id: number; focal: { x: number; y: number } | null }[] }).media.map((m) => [
      m.id,
      m.focal,
    ]),
  )

/**
 * The car in a demo picture, as a share of the picture around its focal point: the side views are
 * drawn half the picture wide and about a quarter of it high (demo/imagery/scenes.ts).
 */
const CAR = { halfWidth: 0.25, halfHeight: 0.14 }

/**
 * Where the first hero's car and title are on the page: the car's focal point and box as the
 * picture is cropped (object-fit: cover at its object-position), the shown part of the picture, and
 * the title's box, in page pixels.
 */
function heroLayout(page: Page, focal: Record<number, { x: number; y: number } | null>, car: typeof CAR) {
  return page.evaluate(
    ({ focal, car }) => {
      const block = document.querySelector('main [data-template^="hero"]')!
      const visible = (e: Element) => (e as HTMLElement).offsetParent !== null && e.getBoundingClientRect().height > 0
      const img = [...block.querySelectorAll('img')].find(visible) as HTMLImageElement
      const heading = [...block.querySelectorAll('h1, h2')].find(visible)!
      const id = Number(/images\/(\d+)\//.exec(img.currentSrc)![1])
      const point = focal[id]!
      const box = img.getBoundingClientRect()
      // object-fit: cover scales the picture to cover the box; object-position says which part shows.
      const scale = Math.max(box.width / img.naturalWidth, box.height / img.naturalHeight)
      const [width, height] = [img.naturalWidth * scale, img.naturalHeight * scale]
      const [px, py] = getComputedStyle(img)
        .objectPosition.split(' ')
        .map((v) => parseFloat(v) / 100)
      const left = box.left + (box.width - width) * px!
      const top = box.top + (box.height - height) * py!
      const at = (x: number, y: number) => ({ x: left + x * width, y: top + y * height })
      const centre = at(point.x / 100, point.y / 100)
      const from = at(point.x / 100 - car.halfWidth, point.y / 100 - car.halfHeight)
      const to = at(point.x / 100 + car.halfWidth, point.y / 100 + car.halfHeight)
      const title = heading.getBoundingClientRect()
      return {
        shown: { left: box.left, top: box.top, right: box.right, bottom: box.bottom },
        focal: centre,
        car: { left: from.x, top: from.y, right: to.x, bottom: to.y },
        title: { left: title.left, top: title.top, right: title.right, bottom: title.bottom },
      }
    },
    { focal, car },
  )
}

type Box = { left: number; top: number; right: number; bottom: number }
const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

const inside = (a: Box, b: Box) => a.left >= b.left - 1 && a.right <= b.right + 1 && a.top >= b.top - 1 && a.bottom <= b.bottom + 1

// ADR 052: on a phone the crop keeps the car, and nowhere does the title sit over it.
for (const { home, bundle } of [
  { home: '/', bundle: 'demo/bundle.json' },
  { home: '/ar', bundle: 'demo/bundle-ar.json' },
]) {
  test(`the hero on ${home} keeps its car in view and its title off the car, at 375 and 1440 px`, async ({ page, consoleErrors }) => {
    test.setTimeout(180_000)
    const focal = focalPoints(bundle)
    // The carousel stays on its first slide (no autoplay under reduced motion) while it is measured.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(home)
      await page
        .locator('main [data-template^="hero"] img')
        .first()
        .evaluate((img: HTMLImageElement) => img.decode())
      const layout = await heroLayout(page, focal, CAR)
      const { focal: point, shown } = layout
      expect(point.x, `the car's focal point in the crop at ${width} px`).toBeGreaterThanOrEqual(shown.left)
      expect(point.x).toBeLessThanOrEqual(shown.right)
      expect(point.y).toBeGreaterThanOrEqual(shown.top)
      expect(point.y).toBeLessThanOrEqual(shown.bottom)
      expect(inside(layout.car, shown), `the whole car in the crop at ${width} px: ${JSON.stringify(layout)}`).toBe(true)
      expect(overlaps(layout.title, layout.car), `the title over the car at ${width} px: ${JSON.stringify(layout)}`).toBe(false)
    }
    expect(consoleErrors).toEqual([])
  })
}
