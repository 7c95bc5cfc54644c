import { seriousBarriers } from './axe.ts'
import type { Locator, Page } from '@playwright/test'
import { expect, openHydrated, test } from './fixtures.ts'

// The demo market's general.global_fab: four items, 'Get started' on phones; its
// navigation.disabled_on_pages hides the button on /test-drive, /contact and the stock pages.
const ITEMS = ['Book a test drive', 'Find a retailer', 'Current offers', 'Search our stock']

test('the floating button opens its four items on a wide screen, closes on Escape, and its links navigate (spec 1 §4, §9)', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await openHydrated(page, '/')
  const toggle = page.locator('[data-fab] summary')
  await expect(toggle).toHaveAccessibleName('Quick links')
  const list = page.getByRole('navigation', { name: 'Quick links' })
  await expect(list).toBeHidden()
  await toggle.click()
  await expect(list.getByRole('link')).toHaveText(ITEMS)
  // Where the menu and the footer find a retailer too.
  await expect(list.getByRole('link', { name: 'Find a retailer' })).toHaveAttribute('href', '/retailers')
  await expect(page.locator('[data-fab]')).toHaveAttribute('open', '')
  expect(await seriousBarriers(page)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(list).toBeHidden()
  await expect(toggle).toBeFocused()
  await toggle.click()
  await list.getByRole('link', { name: 'Current offers' }).click()
  await expect(page).toHaveURL(/\/offers$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible()
  // Recomputed on the new path: still there, closed, not laid over the new page.
  await expect(toggle).toBeVisible()
  await expect(page.locator('[data-fab]')).not.toHaveAttribute('open')
  await expect(list).toBeHidden()
  expect(consoleErrors).toEqual([])
})

test('the floating button’s list closes when the keyboard moves on past its last item', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await openHydrated(page, '/about')
  const toggle = page.locator('[data-fab] summary')
  await toggle.focus()
  await page.keyboard.press('Enter')
  const list = page.getByRole('navigation', { name: 'Quick links' })
  await expect(list.getByRole('link').filter({ visible: true })).toHaveText(ITEMS.slice(0, 3))
  for (const name of ITEMS.slice(0, 3)) {
    await page.keyboard.press('Tab')
    await expect(list.getByRole('link', { name })).toBeFocused()
  }
  // On to the page (past the window's own stop after the document's last link): the list no
  // longer covers its foot.
  const onThePage = () => page.evaluate(() => document.activeElement !== document.body && !document.activeElement?.closest('[data-fab]'))
  for (let presses = 0; presses < 3 && !(await onThePage()); presses++) await page.keyboard.press('Tab')
  expect(await onThePage()).toBe(true)
  await expect(list).toBeHidden()
  await expect(page.locator('[data-fab]')).not.toHaveAttribute('open')
  // Shift+Tab back into the button, and Tab within the list, keep it as it is.
  await toggle.focus()
  await page.keyboard.press('Enter')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Shift+Tab')
  await expect(toggle).toBeFocused()
  await expect(list).toBeVisible()
})

test('on a phone the button says the market’s mobileButtonLabel and opens three items', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await openHydrated(page, '/models')
  const toggle = page.locator('[data-fab] summary')
  await expect(toggle).toHaveAccessibleName('Get started')
  await toggle.click()
  const list = page.getByRole('navigation', { name: 'Quick links' })
  await expect(list.getByRole('link').filter({ visible: true })).toHaveText(ITEMS.slice(0, 3))
  await expect(list.getByRole('link', { name: 'Search our stock' })).toBeHidden()
  // In the window, not over the edge.
  const box = (await page.locator('[data-fab]').boundingBox())!
  expect(box.x + box.width).toBeLessThanOrEqual(375)
  expect(await seriousBarriers(page)).toEqual([])
})

test('navigation.disabled_on_pages hides the button, also after a client-side navigation to such a page', async ({ page, request }) => {
  expect(await (await request.get('/test-drive')).text()).not.toContain('data-fab')
  await page.setViewportSize({ width: 1440, height: 900 })
  await openHydrated(page, '/about')
  await page.locator('[data-fab] summary').click()
  await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Book a test drive' }).click()
  await expect(page).toHaveURL(/\/test-drive$/)
  await expect(page.locator('[data-fab]')).toHaveCount(0)
})

test('a Ready To Go Bar gives the button its items where the market has none (spec 2 §4)', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await openHydrated(page, '/blocks/specials')
  await page.locator('[data-fab] summary').click()
  await expect(page.getByRole('navigation', { name: 'Quick links' }).getByRole('link')).toHaveText([
    'Configure',
    'Find a retailer',
    'Offers',
  ])
  await expect(page.getByRole('navigation', { name: 'Quick links' }).getByRole('button', { name: 'Book a test drive' })).toBeVisible()
  // It stands above the bar at the foot of the window.
  const fab = (await page.locator('[data-fab]').boundingBox())!
  const bar = (await page.getByRole('navigation', { name: 'Quick actions' }).boundingBox())!
  expect(fab.y + fab.height).toBeLessThanOrEqual(bar.y)
})

test('the Arabic market shows quick links at the window’s end edge, labels behind a button, right to left', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await openHydrated(page, '/ar')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  const quick = page.getByRole('navigation', { name: 'روابط سريعة' })
  await expect(quick.getByRole('link')).toHaveText(['احجز تجربة قيادة', 'ابحث عن موزع', 'العروض الحالية', 'ابحث في مخزوننا'])
  // Each icon name (calendar, location, star, car) is drawn as a line icon, not a Latin initial
  // beside an Arabic label.
  const drawn = await quick.locator('[data-icon]').evaluateAll((icons) =>
    icons.map((icon) => {
      const style = getComputedStyle(icon, '::before')
      return style.content === '""' && style.maskImage.includes('data:image/svg+xml')
    }),
  )
  expect(drawn).toEqual([true, true, true, true])
  // The end edge of a right-to-left page is its left.
  const box = (await quick.boundingBox())!
  expect(box.x).toBeLessThan(2)
  const label = quick.getByText('العروض الحالية')
  expect((await label.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1)
  const expand = quick.getByRole('button', { name: 'إظهار التسميات' })
  await expect(expand).toHaveAttribute('aria-expanded', 'false')
  await expand.click()
  await expect(quick.getByRole('button', { name: 'إخفاء التسميات' })).toHaveAttribute('aria-expanded', 'true')
  expect((await label.boundingBox())?.width ?? 0).toBeGreaterThan(20)
  expect(await seriousBarriers(page)).toEqual([])
  await quick.getByRole('link', { name: 'العروض الحالية' }).click()
  await expect(page).toHaveURL(/\/ar\/offers$/)
  expect(consoleErrors).toEqual([])
})

test('on wide screens the quick links strip stays in the page’s gutter, off the controls, in either direction', async ({ page }) => {
  for (const width of [1440, 1000]) {
    await page.setViewportSize({ width, height: 900 })
    await openHydrated(page, '/ar/retailers')
    // The gutters made room for it, the header's ten entries still on its bar.
    if (width === 1440) await expect(page.locator('header')).not.toHaveAttribute('data-compact')
    const quick = page.getByRole('navigation', { name: 'روابط سريعة' })
    const nearest = page.getByRole('button', { name: 'الأقرب إليّ' })
    // Level with the strip, in the middle of the window: the strip stood over the button's end.
    await nearest.evaluate((button) => window.scrollBy({ top: button.getBoundingClientRect().top - innerHeight / 2, behavior: 'instant' }))
    for (const dir of ['rtl', 'ltr']) {
      await page.evaluate((value) => (document.documentElement.dir = value), dir)
      const strip = (await quick.boundingBox())!
      const button = (await nearest.boundingBox())!
      expect(button.y + button.height).toBeGreaterThan(strip.y)
      expect(button.y).toBeLessThan(strip.y + strip.height)
      const clear = dir === 'rtl' ? button.x >= strip.x + strip.width : button.x + button.width <= strip.x
      expect(clear, `${width} px, ${dir}: button from ${button.x}, strip from ${strip.x}, ${strip.width} wide`).toBe(true)
    }
  }
})

test('on a phone the Arabic quick links are a bar of three at the foot of the window, and the page keeps room for it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await openHydrated(page, '/ar/models')
  const quick = page.getByRole('navigation', { name: 'روابط سريعة' })
  await expect(quick.getByRole('link').filter({ visible: true })).toHaveText(['احجز تجربة قيادة', 'ابحث عن موزع', 'العروض الحالية'])
  const box = (await quick.boundingBox())!
  expect(Math.round(box.y + box.height)).toBe(800)
  expect(box.width).toBe(375)
  const padding = await page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingBottom))
  expect(padding).toBeGreaterThanOrEqual(box.height)
  expect(await seriousBarriers(page)).toEqual([])
})

/**
 * Tabs to a link of the page's body that sits under what is fixed at the window's foot, from the
 * control before it, and answers where the link is then, beside the top of that fixed part.
 */
async function tabToALinkUnderTheFoot(page: Page, foot: Locator) {
  const footTop = (await foot.boundingBox())!.y
  const link = page.locator('main a[href]').filter({ visible: true }).nth(2)
  await link.evaluate((target: HTMLElement) => {
    const stops = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex]')].filter(
      (control) => control.tabIndex >= 0 && control.checkVisibility(),
    )
    const before = stops[stops.indexOf(target) - 1]!
    window.scrollBy({ top: target.getBoundingClientRect().bottom - (innerHeight - 8), behavior: 'instant' })
    before.focus({ preventScroll: true })
  })
  // The link starts under the fixed part (what the visitor saw: the focus went out of sight).
  expect((await link.boundingBox())!.y).toBeGreaterThan(footTop)
  await page.keyboard.press('Tab')
  await expect(link).toBeFocused()
  return { footTop, link: (await link.boundingBox())! }
}

test('on a phone, Tab scrolls a link clear of the floating button, the quick links and a Ready To Go Bar (WCAG 2.4.11)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 })
  for (const [path, foot] of [
    ['/', page.locator('[data-fab]')],
    ['/ar/models', page.getByRole('navigation', { name: 'روابط سريعة' })],
    // With a Ready To Go Bar the button stands above it: the link clears both.
    ['/blocks/specials', page.locator('[data-fab]')],
  ] as const) {
    await openHydrated(page, path)
    const { footTop, link } = await tabToALinkUnderTheFoot(page, foot)
    expect(link.y + link.height, path).toBeLessThanOrEqual(footTop)
  }
})

test.describe('while the cookie banner shows, on a phone, over the floating button and the quick links', () => {
  test.use({ consent: 'none' })

  test('the floating button and the quick links bar it covers are out of Tab’s way until the visitor decides', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await openHydrated(page, '/')
    await expect(page.getByTestId('consent-banner')).toBeVisible()
    await expect(page.locator('[data-fab] summary')).toBeHidden()

    await openHydrated(page, '/ar/models')
    await expect(page.getByTestId('consent-banner')).toBeVisible()
    const quick = page.getByRole('navigation', { name: 'روابط سريعة' })
    await expect(quick.getByRole('link').filter({ visible: true })).toHaveCount(0)
    // Decided: the bar is the visitor's again.
    await page.getByTestId('consent-banner').getByRole('button').last().click()
    await expect(page.getByTestId('consent-banner')).toBeHidden()
    await expect(quick.getByRole('link').filter({ visible: true })).toHaveCount(3)
  })
})
