import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, hydrated, openHydrated, test } from './fixtures.ts'
import { WCAG_21_AA, axeViolations, findingLines, isSerious, seriousBarriers } from './axe.ts'

interface BundlePage {
  path: string
  page_type?: string
  enabled?: boolean
  type?: string | null
  redirect_path?: string | null
  blocks?: { template: string }[]
}

/**
 * The published pages of a demo bundle that show each of its block templates and page kinds at
 * least once, as a visitor reaches them under the market's base path: the home page, then
 * greedily the page that adds most templates not yet shown. What the checks below look at is made
 * by the blocks and the page's kind, so a page whose blocks all show on a page already checked
 * adds little but time.
 */
function pagesShowingEveryTemplate(bundle: string, basePath: string) {
  const published = (JSON.parse(readFileSync(bundle, 'utf8')) as { pages: BundlePage[] }).pages.filter(
    (p) => p.enabled !== false && !p.type && !p.redirect_path,
  )
  const kinds = (p: BundlePage) => [`page kind ${p.page_type ?? 'page'}`, ...(p.blocks ?? []).map((b) => b.template)]
  const unseen = new Set(published.flatMap(kinds))
  const chosen: BundlePage[] = []
  const adds = (p: BundlePage) => new Set(kinds(p).filter((k) => unseen.has(k))).size
  let next: BundlePage | undefined = published.find((p) => p.path === '/')
  while (next && adds(next) > 0) {
    chosen.push(next)
    for (const k of kinds(next)) unseen.delete(k)
    next = published.reduce<BundlePage | undefined>((best, p) => (adds(p) > (best ? adds(best) : 0) ? p : best), undefined)
  }
  return chosen.map((p) => (basePath === '/' ? p.path : p.path === '/' ? basePath : `${basePath}${p.path}`))
}

// The demo market uses the catalogue richly; its pages must hold up on a phone and on a desktop,
// in both markets: the English one and the right-to-left one under /ar (the e2e server imports
// demo/bundle-ar.json there).
const markets = [
  { name: 'English', paths: pagesShowingEveryTemplate('demo/bundle.json', '/') },
  { name: 'Arabic (right to left)', paths: pagesShowingEveryTemplate('demo/bundle-ar.json', '/ar') },
]

// Read-only checks of the demo: they may share the two workers.
test.describe.configure({ mode: 'parallel' })

/**
 * axe's serious and critical findings against WCAG 2.1 A and AA (contrast, label in name, names
 * of controls and frames), and headings that skip a level (heading-order, a moderate
 * best-practice rule), one line per element.
 */
async function accessibilityBarriers(page: Page, scope: 'page' | 'without footer') {
  const violations = await axeViolations(
    page,
    { ...WCAG_21_AA, rules: { 'heading-order': { enabled: true } } },
    scope === 'without footer' ? { exclude: ['main#main ~ footer'] } : undefined,
  )
  return findingLines(violations.filter((v) => isSerious(v) || v.id === 'heading-order'))
}

/** Blocks whose picture runs from edge to edge by design, their copy placed on the grid by padding (ADR 051). */
const FULL_BLEED = ['image-box', 'parallax-image']

/**
 * ADR 051: the content edges of every block (its `.fc-container` elements) and of
 * the footer line up with the header's, within a pixel; a block that is not full bleed by design
 * must have one. One line per block off the grid.
 */
async function offTheGrid(page: Page) {
  return page.evaluate((fullBleed) => {
    const edges = (element: Element) => {
      const { left, right } = element.getBoundingClientRect()
      return { left, right }
    }
    const shown = (element: Element) => element.getBoundingClientRect().height > 0
    const header = document.querySelector('header .fc-container')
    if (!header) return ['the header has no .fc-container']
    const grid = edges(header)
    const sections: [string, Element[]][] = [...document.querySelectorAll<HTMLElement>('main [data-template]')]
      .filter((block) => shown(block) && !fullBleed.includes(block.dataset.template!))
      .map((block) => [block.dataset.template!, [...block.querySelectorAll('.fc-container')].filter(shown)])
    sections.push(['footer', [...document.querySelectorAll('footer .fc-container')].filter(shown)])
    return sections.flatMap(([name, containers]) =>
      containers.length === 0
        ? [`${name}: no .fc-container`]
        : containers
            .map(edges)
            .filter(({ left, right }) => Math.abs(left - grid.left) > 1 || Math.abs(right - grid.right) > 1)
            .map(
              ({ left, right }) =>
                `${name}: ${Math.round(left)}–${Math.round(right)}, the header ${Math.round(grid.left)}–${Math.round(grid.right)}`,
            ),
    )
  }, FULL_BLEED)
}

/**
 * Link texts that lead to different places (three "Explore" links on the home page once):
 * a screen-reader user's list of links must say where each goes. Names as the browser computes
 * them would need the accessibility tree; the text or aria-label is what these links use.
 */
async function ambiguousLinks(page: Page) {
  const links = await page.locator('main a[href]').evaluateAll((anchors) =>
    anchors.map((a) => ({
      name: (a.getAttribute('aria-label') ?? a.textContent ?? '').trim().replace(/\s+/g, ' '),
      href: (a as HTMLAnchorElement).pathname,
    })),
  )
  const targets = new Map<string, Set<string>>()
  for (const { name, href } of links) if (name) targets.set(name, (targets.get(name) ?? new Set()).add(href))
  return [...targets].filter(([, hrefs]) => hrefs.size > 1).map(([name, hrefs]) => `${name} → ${[...hrefs].join(', ')}`)
}

// Each page is loaded once and read at both widths: the server's HTML is the same for every width,
// and the layout follows the viewport when it changes, as it does when a tablet turns.
for (const { name, paths } of markets) {
  test(`a page of each template of the ${name} demo market renders at 1440 and 375 px without console errors, horizontal overflow, serious accessibility barriers or skipped heading levels (read at 1440 px), its sections on the layout grid`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(360_000)
    const barriers: string[] = []
    for (const path of paths) {
      await page.setViewportSize({ width: 1440, height: 900 })
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(200)
      await hydrated(page)
      for (const width of [1440, 375]) {
        await page.setViewportSize({ width, height: 900 })
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        expect(overflow, `horizontal overflow on ${path} at ${width} px`).toBeLessThanOrEqual(0)
        if (width === 1440) expect(await ambiguousLinks(page), `links on ${path} named alike that lead apart`).toEqual([])
        expect(await offTheGrid(page), `sections off the layout grid on ${path} at ${width} px`).toEqual([])
        // axe reads colours, names and headings, the same at both widths but for the shell's phone
        // header: each page is read once, at 1440 px, and the home page at 375 px too. The footer
        // is the same on every page: read on the home page (the header's logo and current entry
        // differ per page, so it is read on each).
        if (width === 1440 || path === paths[0])
          barriers.push(
            ...(await accessibilityBarriers(page, path === paths[0] ? 'page' : 'without footer')).map(
              (v) => `${path} at ${width} px: ${v}`,
            ),
          )
      }
    }
    expect(barriers).toEqual([])
    expect(consoleErrors).toEqual([])
  })
}

test("a model page quotes its range and price from the market's vehicle data, with the disclaimer (spec 2 §9)", async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/models/aurelia-e7')
  const hero = page.locator('[data-template="hero-title-banner"]').first()
  await expect(hero).toContainText('up to 402 miles* between charges. From £54,495, or £449 a month.')
  await expect(page.getByRole('complementary', { name: 'Disclaimers' })).toContainText('* WLTP combined figures.')
  expect(consoleErrors).toEqual([])
})

test('a video link opens the video modal, whose dialog loads on first use, and Escape closes it', async ({ page, consoleErrors }) => {
  await page.goto('/about')
  await page.waitForLoadState('networkidle')
  await page
    .locator('[data-template="content-blocks"]')
    .getByRole('link', { name: /Play video/ })
    .first()
    .click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//)
  expect(await seriousBarriers(page)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  expect(consoleErrors).toEqual([])
})

// ADR 144 (and ADR 052): copy over a picture stays off the car. The home page's Accolade box and
// its retailer banner's copy, at a phone's width and a desktop's, in both markets: beside the car
// (on the side its focal point leaves open) or under the picture.
for (const base of ['', '/ar']) {
  test(`${base || '/'}: the home page's copy over pictures stays off the car, at 375 and 1440 px`, async ({ page }) => {
    const box = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())!
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(`${base}/`)
      const accolade = page.locator('[data-template="image-box"] section').first()
      const banner = page
        .locator('[data-template="hero-title-banner"] section')
        .filter({ has: page.locator('h2') })
        .last()
      for (const [block, copy] of [
        [accolade, accolade.locator('.fc-prose').locator('..')],
        [banner, banner.locator('h2')],
      ] as const) {
        await block.scrollIntoViewIfNeeded()
        const picture = await box(block.locator('img').first())
        const text = await box(copy)
        if (width === 375) {
          // Under the picture.
          expect(text.y, `at ${width} px`).toBeGreaterThanOrEqual(picture.y + picture.height - 1)
        } else {
          // The demo's pictures put the car in one half: the copy keeps to the other.
          const side = (await block.getAttribute('data-box-side')) ?? (await block.getAttribute('data-copy-side'))
          expect(side, `at ${width} px`).toMatch(/^(left|right)$/)
          const middle = picture.x + picture.width / 2
          if (side === 'left') expect(text.x + text.width).toBeLessThanOrEqual(middle)
          else expect(text.x).toBeGreaterThanOrEqual(middle)
        }
      }
    }
  })
}

// spec 2 §3.3 common fields on the E7's page (ADR 162, 163, 164): the hero's background video with
// its pause button, the gallery's adjacent slides, the carousel of E7s in stock and its listing.
test("the E7's page: its hero's background video rests out of sight and pauses, its gallery peeks, its stock leads to the E7s", async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await openHydrated(page, '/models/aurelia-e7')
  const hero = page.locator('[data-template="hero-title-banner"]').first()
  const video = hero.locator('video')
  await expect(video).toHaveAttribute('src', '/videos/aurelia-e7.webm')
  await expect(video).toHaveAttribute('poster', /\/media\/api\/v2\/images\/1002\//)
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.muted && v.loop && !v.paused)).toBe(true)
  // Scrolled out of sight it rests, and goes on when it comes back.
  await page.locator('footer').scrollIntoViewIfNeeded()
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true)
  await hero.scrollIntoViewIfNeeded()
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false)
  await hero.getByRole('button', { name: 'Pause' }).click()
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true)
  await expect(hero.getByRole('button', { name: 'Play' })).toBeVisible()

  // Adjacent slides: the first image in the middle of the row, the second peeking in at its side.
  const row = page.locator('[data-template="gallery-carousel"] ul').first()
  await row.scrollIntoViewIfNeeded()
  const [rowBox, first, second] = await Promise.all([
    row.boundingBox(),
    row.locator('li').nth(0).boundingBox(),
    row.locator('li').nth(1).boundingBox(),
  ])
  expect(Math.abs(first!.x + first!.width / 2 - (rowBox!.x + rowBox!.width / 2))).toBeLessThan(4)
  expect(second!.x).toBeLessThan(rowBox!.x + rowBox!.width)
  // Its viewer, a full-screen modal: no serious barrier with it open, and Escape closes it.
  await row.getByRole('button', { name: /^Open image 1 of/ }).click()
  const viewer = page.getByRole('dialog')
  await expect(viewer).toBeVisible()
  expect(await seriousBarriers(page)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(viewer).toBeHidden()

  const stock = page.locator('[data-template="stock-locator-carousel"]').filter({ hasText: 'Aurelia E7 in stock' })
  await stock.scrollIntoViewIfNeeded()
  const cars = await stock.locator('li a[href*="/showroom/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
  expect(cars.length).toBeGreaterThan(0)
  for (const href of cars) expect(href).toMatch(/-e7-/)
  await stock.getByRole('link', { name: 'Browse all stock' }).click()
  await expect(page).toHaveURL(/\/stock\?brands=Aurelia&models=E7$/)
  expect(consoleErrors).toEqual([])
})

test('a visitor who prefers reduced motion sees the hero video still until they press play', async ({ page, consoleErrors }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await openHydrated(page, '/models/aurelia-e7')
  const hero = page.locator('[data-template="hero-title-banner"]').first()
  const video = hero.locator('video')
  await expect(video).toHaveAttribute('src', '/videos/aurelia-e7.webm')
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true)
  await hero.getByRole('button', { name: 'Play' }).click()
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false)
  expect(consoleErrors).toEqual([])
})

/** The page's CSS animations (not its transitions, which end): each one's name, what it animates and its transform's origin. */
function runningAnimations(page: Page) {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation instanceof CSSAnimation)
      .map((animation) => {
        const effect = animation.effect as KeyframeEffect
        const properties = effect.getKeyframes().flatMap((frame) => Object.keys(frame))
        const style = getComputedStyle(effect.target!, effect.pseudoElement)
        const [x] = style.transformOrigin.split(' ').map(parseFloat)
        return {
          name: animation.animationName,
          properties: [...new Set(properties)].filter((p) => !['offset', 'computedOffset', 'easing', 'composite'].includes(p)),
          origin: x! < 1 ? 'left' : Math.abs(x! - parseFloat(style.width)) < 1 ? 'right' : `${x} px`,
        }
      }),
  )
}

// A carousel running by itself animates its timer for as long as the page is open. Animated by a
// transform, the compositor draws it alone; a growing width laid out and painted the page on every
// frame (a quarter of a core in Chromium here, for a visitor who only reads). The bar fills from
// the reading start: from the left in English, from the right under /ar.
for (const { base, origin } of [
  { base: '', origin: 'left' },
  { base: '/ar', origin: 'right' },
] as const) {
  test(`${base || '/'}: the carousels' timers animate a transform only, filling from the ${origin}, and rest off screen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    const timers = []
    // The home page's hero carousel and the E7's number-button carousel, each on screen (off it,
    // a carousel waits where it is).
    for (const path of [`${base}/`, `${base}/models/aurelia-e7`]) {
      await openHydrated(page, path)
      const carousel = page.locator('[data-template="hero-carousel"], [data-template="number-button-carousel"]').first()
      await carousel.scrollIntoViewIfNeeded()
      await expect.poll(async () => (await runningAnimations(page)).length).toBeGreaterThan(0)
      timers.push(...(await runningAnimations(page)))
      // Scrolled out of sight, nothing is left running: no frame drawn for a timer nobody sees.
      await page.locator('footer').scrollIntoViewIfNeeded()
      await expect.poll(async () => (await runningAnimations(page)).length).toBe(0)
    }
    expect(timers.length, 'carousels running by themselves').toBeGreaterThanOrEqual(2)
    for (const timer of timers) expect(timer, timer.name).toMatchObject({ properties: ['transform'], origin })
  })
}
