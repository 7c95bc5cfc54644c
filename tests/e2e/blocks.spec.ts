import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, hydrated, openHydrated, test } from './fixtures.ts'
import { galleryGroups, groupSlug } from '../../demo/block-gallery.ts'
import { checkArrows, ONCE_FLIPPED } from './arrows.ts'

// Every block of each group, in each colour theme and right to left, renders with no
// console errors and no horizontal overflow on a phone and on a desktop; on the phone, the
// carousels' arrows point the reading way (arrows.ts). Each group's page is loaded once, on the
// phone, and read again at the desktop's width: the server's HTML is the same for every width and
// the layout follows the viewport when it changes (as in demo.spec.ts).
const markets = [
  { base: '/blocks', dir: 'ltr' },
  { base: '/blocks-ar', dir: 'rtl' },
] as const

for (const [group, templates] of galleryGroups()) {
  for (const { base, dir } of markets) {
    test(`block group ${group} (${dir}) renders every block without overflow`, async ({ page, consoleErrors }) => {
      await page.setViewportSize({ width: 375, height: 900 })
      const response = await page.goto(`${base}/${groupSlug(group)}`)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('dir', dir)
      await hydrated(page)
      for (const template of templates) {
        await expect(page.locator(`[data-template="${template.key}"]`).first(), template.key).toBeAttached()
      }
      const checked = await checkArrows(page, dir)
      for (const template of ONCE_FLIPPED.filter((key) => templates.some((t) => t.key === key))) expect([...checked]).toContain(template)
      for (const width of [375, 1440]) {
        await page.setViewportSize({ width, height: 900 })
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        expect(overflow, `horizontal overflow at ${width} px`).toBeLessThanOrEqual(0)
      }
      expect(consoleErrors).toEqual([])
    })
  }
}

test('the blocks whose arrows were once flipped twice are in the gallery, so their arrows are checked', () => {
  const shown = [...galleryGroups()].flatMap(([, templates]) => templates.map((t) => t.key))
  for (const template of ONCE_FLIPPED) expect(shown).toContain(template)
})

/** The chunk of a block's renderer in the client build (ADR 013), and its own stylesheets. */
function rendererChunk(template: string) {
  return `/${rendererEntry(template).file}`
}
function rendererStyles(template: string) {
  return (rendererEntry(template).css ?? []).map((css) => `/${css}`)
}
function rendererEntry(template: string) {
  const manifest = JSON.parse(readFileSync('build/client/.vite/manifest.json', 'utf8')) as Record<string, { file: string; css?: string[] }>
  return manifest[`src/blocks/${template}/Block.tsx`]!
}

test('a page ships the JS of its own blocks only, and loads more on client-side navigation', async ({ page, consoleErrors }) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  await page.goto('/blocks/hero')
  // Polled: the scripts come after the first paint (ADR 095), and on a busy machine the network can
  // fall quiet before they are asked for.
  await expect.poll(() => requested).toContain(rendererChunk('hero-title-banner'))
  await page.waitForLoadState('networkidle')
  expect(requested).not.toContain(rendererChunk('quote-slider'))
  // Its blocks' styles came inline (ADR 049): the one stylesheet requested is the shell's.
  expect(new Set(requested.filter((path) => path.endsWith('.css'))).size).toBe(1)

  await page.evaluate(() => {
    ;(window as unknown as { marker: number }).marker = 1
  })
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Content', exact: true }).click()
  await expect(page).toHaveURL(/\/blocks\/content$/)
  expect(requested).toContain(rendererChunk('quote-slider'))
  // A page reached in the browser links the styles its new blocks bring.
  expect(rendererStyles('quote-slider').length).toBeGreaterThan(0)
  for (const href of rendererStyles('quote-slider')) await expect(page.locator(`link[rel="stylesheet"][href="${href}"]`)).toBeAttached()
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
  await expectQuoteSliderWorks(page)
  expect(consoleErrors).toEqual([])
})

test('lazily loaded blocks hydrate and respond on a first visit', async ({ page, consoleErrors }) => {
  await openHydrated(page, '/blocks/content')
  await expectQuoteSliderWorks(page)
  expect(consoleErrors).toEqual([])
})

async function expectQuoteSliderWorks(page: Page) {
  const slider = page.locator('[data-template="quote-slider"]').first()
  const visible = slider.locator('[aria-roledescription="slide"]:not([hidden]) blockquote')
  const first = await visible.textContent()
  await slider.getByRole('button', { name: 'Next quote' }).click()
  await expect(visible).not.toHaveText(first!)
}
