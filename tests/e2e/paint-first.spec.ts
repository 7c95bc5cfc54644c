import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, layoutShifts, openHydrated, test } from './fixtures.ts'

// ADR 095: what a phone's first frame waits for, read from the browser's own resource timings.

const resources = () =>
  (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(({ name, startTime, responseEnd }) => ({
    name,
    startTime,
    responseEnd,
  }))

for (const { path, arabic } of [
  { path: '/', arabic: false },
  { path: '/ar', arabic: true },
]) {
  test(`${path}: its text fonts are fetched with the stylesheet, each once, and its scripts only after both have arrived; then it hydrates`, async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto(path)
    // Hydrated: the menu button opens the menu. Pressed once: a press before the page is hydrated
    // is made again once it is (ADR 177), so a second press here would close it again.
    await page.locator('header').getByRole('button', { expanded: false }).first().click()
    await expect(page.locator('header').getByRole('button', { expanded: true })).toBeVisible({ timeout: 15_000 })

    const all = await page.evaluate(resources)
    const scripts = all.filter(({ name }) => /\/assets\/[^/]+\.js$/.test(name))
    const fonts = all.filter(({ name }) => name.endsWith('.woff2'))
    const stylesheet = all.find(({ name }) => /\/assets\/shell-[\w-]+\.css/.test(name))
    expect(stylesheet).toBeDefined()
    expect(scripts.some(({ name }) => /\/framework-[\w-]+\.js$/.test(name))).toBe(true)

    const fontFile = ({ name }: { name: string }) => name.replace(/^.*\/assets\/|-[\w-]{8}\.woff2$/g, '')
    // Each font once. The first frame's are those requested before any script: a later one (a
    // Latin digit in the Arabic font, drawn by a part that comes after hydration) waits for no frame.
    expect(new Set(fonts.map(fontFile)).size).toBe(fonts.length)
    const firstScript = Math.min(...scripts.map(({ startTime }) => startTime))
    const firstFrameFonts = fonts.filter(({ startTime }) => startTime < firstScript)
    expect(firstFrameFonts.map(fontFile).sort()).toEqual(
      [...(arabic ? ['cairo-arabic-wght-normal'] : []), 'fraunces-latin-wght-normal', 'inter-latin-wght-normal'].sort(),
    )
    // The first frame's needs: the stylesheet and the fonts, requested together from the head…
    for (const font of firstFrameFonts)
      expect(font.startTime, `${font.name} requested after the stylesheet had arrived`).toBeLessThan(stylesheet!.responseEnd)
    // …and only once they are all here (the frame is drawn), the scripts.
    const firstFrameReady = Math.max(stylesheet!.responseEnd, ...firstFrameFonts.map(({ responseEnd }) => responseEnd))
    for (const script of scripts)
      expect(script.startTime, `${script.name} requested before the first frame's stylesheet and fonts had arrived`).toBeGreaterThan(
        firstFrameReady,
      )
    expect(consoleErrors).toEqual([])
  })
}

test('contained blocks below the first two are laid out when they come near the viewport, and shown when scrolled to', async ({ page }) => {
  await page.goto('/')
  const visibility = await page
    .locator('main > .fc-block')
    .evaluateAll((blocks) =>
      blocks.map((block) => block.querySelector(':scope > .fc-contained') && getComputedStyle(block.firstElementChild!).contentVisibility),
    )
  // The demo home page's blocks all stay inside their boxes (ADR 095).
  expect(visibility.length).toBeGreaterThan(3)
  expect(visibility.slice(0, 2)).toEqual(['visible', 'visible'])
  expect(new Set(visibility.slice(2))).toEqual(new Set(['auto']))
  // The last block's link, far below, is reached and seen like any other.
  const last = page.locator('main > .fc-block').last().getByRole('link').last()
  await last.scrollIntoViewIfNeeded()
  await expect(last).toBeInViewport()
})

test('the back office keeps its scripts preloaded: it is used on a desk and clicked at once', async ({ request }) => {
  const html = await (await request.get('/login')).text()
  expect(html).toMatch(/<link rel="modulepreload" href="\/assets\/framework-[\w-]+\.js"/)
  expect(html).not.toContain('requestAnimationFrame(')
})

// ADR 174: a page that holds its first frame until #main is parsed has one (the login's panel had
// none: Chromium warned, and the frame waited for the whole document).
test('every page that holds its first frame for #main has it', async ({ request }) => {
  for (const path of ['/', '/stock', '/login', '/ar/login', '/no-access', '/account', '/no-such-page']) {
    const html = await (await request.get(path)).text()
    expect(html.includes('<link rel="expect" href="#main" blocking="render"/>'), `${path} holds its frame`).toBe(true)
    expect(/<main id="main"/.test(html), `${path} has #main`).toBe(true)
  }
})

// ADR 174: a font file that arrives late (a slow link) leaves the page's text where it was drawn.
for (const { path, width } of [
  { path: '/', width: 375 },
  { path: '/', width: 1440 },
  { path: '/ar', width: 375 },
]) {
  test(`${path} at ${width} px: fonts that arrive a second late move nothing`, async ({ page }) => {
    await page.route(/\.woff2$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000))
      await route.continue()
    })
    await page.setViewportSize({ width, height: 800 })
    await openHydrated(page, path)
    const fontsLoaded = await page.evaluate(async () => {
      await document.fonts.ready
      return [...document.fonts].filter((face) => face.status === 'loaded').length
    })
    // They did arrive (the next page uses them), and the page was not laid out again.
    expect(fontsLoaded).toBeGreaterThan(0)
    const shifts = await layoutShifts(page)
    expect(shifts.score, shifts.moved.join('\n')).toBe(0)
  })
}

for (const { where, path, part, at } of [
  // Painted at the stall, the Menu button stood at the bar's end and jumped aside (0.0020).
  { where: 'after the header’s Menu button', path: '/', part: '<header', at: /<div class="search_\w+">/ },
  // The floating button, fixed at the end edge, grew towards the page as its label came (0.0057).
  { where: 'in the floating button', path: '/', part: 'data-fab', at: /<span class="wideLabel_\w+">/ },
  // The quick links' bar at a phone's foot: its first item stood alone across it.
  { where: 'in the quick links', path: '/ar', part: 'data-quick-links', at: /<\/li><li class="quickItem_/ },
]) {
  test(`HTML of ${path} that stalls ${where} moves nothing as the rest arrives`, async ({ page, baseURL }) => {
    // A slow link, made exact: a proxy sends the page's HTML up to the stall, then the rest half a
    // second later; everything else as the server answers it.
    const html = await (await page.request.get(path)).text()
    const from = html.indexOf(part)
    const stall = from + html.slice(from).search(at)
    expect(from).toBeGreaterThan(0)
    expect(stall).toBeGreaterThan(from)
    const proxy = createServer(async (request, response) => {
      if (request.url === path) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        response.write(html.slice(0, stall))
        setTimeout(() => response.end(html.slice(stall)), 500)
        return
      }
      const upstream = await fetch(new URL(request.url!, baseURL), { headers: { cookie: request.headers.cookie ?? '' } })
      response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream' })
      response.end(Buffer.from(await upstream.arrayBuffer()))
    })
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
    try {
      await page.setViewportSize({ width: 375, height: 800 })
      // Its load event comes after the stall: the whole page is there.
      await page.goto(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}${path}`)
      const shifts = await layoutShifts(page)
      expect(shifts.whileParsing + shifts.score, shifts.moved.join('\n')).toBe(0)
    } finally {
      proxy.close()
    }
  })
}

test('a button pressed before the page has hydrated works once its scripts are here, pressed once', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  // The scripts come late, as on a slow phone: the visitor presses the menu button meanwhile.
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    await route.continue()
  })
  await page.goto('/')
  const menu = page.locator('header').getByRole('button', { expanded: false }).first()
  await menu.click()
  // It shows that it waits (ADR 177), until its press is given back.
  await expect(menu).toHaveAttribute('data-press-pending', '')
  await expect(menu).toHaveCSS('cursor', 'progress')
  await expect(page.locator('header').getByRole('button', { expanded: true })).toBeVisible({ timeout: 15_000 })
  await expect(page.locator('[data-press-pending]')).toHaveCount(0)
  expect(await page.evaluate(() => (window as unknown as { __forecourtHydrated?: boolean }).__forecourtHydrated)).toBe(true)
  expect(consoleErrors).toEqual([])
})
