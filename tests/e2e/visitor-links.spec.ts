import type { Page } from '@playwright/test'
import { shell as en } from '../../src/i18n/locales/en/shell.ts'
import { shell as ar } from '../../src/i18n/locales/ar.ts'
import { STOCK_RETAILERS } from '../../demo/stock-retailers.ts'
import { expect, openHydrated, test } from './fixtures.ts'

// What a visitor sees of the site shell's settings (spec 1 §2, §7): a predefined link resolved
// for the market (ADR 170), the retailer bar and the footer's retailers area (ADR 171), and the
// light and logo-only navigations (ADR 172), in the demo markets' settings (demo/bundle*.json).

/** How far the page is wider than the window (0: no sideways scrolling). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

test("a predefined link's {lang} is the market's language on /ar, and it carries the campaign parameters over (spec 1 §7)", async ({
  page,
  request,
  consoleErrors,
}) => {
  // As the server sends it: the language resolved, no visitor query (ADR 039), no placeholder left.
  const html = await (await request.get('/ar/about?utm_campaign=spring')).text()
  expect(html).toContain('href="/ar/offers"')
  expect(html).not.toMatch(/href="[^"]*(\{lang\}|%7Blang%7D)/i)

  await page.setViewportSize({ width: 375, height: 800 })
  await openHydrated(page, '/ar/about?utm_campaign=spring&trim=gt')
  const offers = page.getByRole('contentinfo').getByRole('link', { name: 'العروض الحالية' })
  // In the browser: the pass-through parameter is carried, the others are not.
  await expect(offers).toHaveAttribute('href', '/ar/offers?utm_campaign=spring')
  // A link that is not a predefined one keeps its address.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'التمويل بوضوح' })).toHaveAttribute('href', '/ar/finance')
  await offers.click()
  await expect(page).toHaveURL(/\/ar\/offers\?utm_campaign=spring$/)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  expect(consoleErrors).toEqual([])
})

for (const width of [375, 1440]) {
  test(`the retailer bar names the English market's retailer, with its address and phone, under a sticky header at ${width} px (spec 1 §2, §9)`, async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await openHydrated(page, '/about')
    const header = page.locator('header').first()
    const bar = header.getByTestId('retailer-bar')
    await expect(bar).toContainText('Aurelia & Vantor London')
    const phone = bar.getByRole('link', { name: `${en.retailerPhone} 020 7946 0100` })
    await expect(phone).toHaveAttribute('href', 'tel:02079460100')
    // spec 1 §9: 50 px, right under the main bar (48 px on phones, 72 px wide), above the breadcrumbs.
    const [barBox, headerBox] = [await bar.boundingBox(), await header.boundingBox()]
    expect(Math.round(barBox!.height)).toBe(50)
    expect(Math.round(barBox!.y - headerBox!.y)).toBe(width < 901 ? 48 : 72)
    const crumbs = header.getByRole('navigation', { name: en.breadcrumb })
    expect(Math.round((await crumbs.boundingBox())!.y)).toBe(Math.round(barBox!.y + barBox!.height))
    // The sticky offsets count it: the page's anchors land below the whole header.
    const offset = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).scrollPaddingBlockStart))
    expect(offset).toBeGreaterThanOrEqual(Math.round(headerBox!.height))
    if (width === 1440) {
      await expect(bar).toContainText(en.retailerBarLabel)
      await expect(bar).toContainText('London')
    }
    expect(await overflow(page)).toBeLessThanOrEqual(0)

    // The footer's retailers area: the market's retailers (the demo's stand-in for its service),
    // as many as the market has now (other specs add retailers to the shared database), at most 50.
    const area = page.getByRole('contentinfo').getByRole('region', { name: en.retailersHeading })
    const dealers = (await (await page.request.get('/api/content/dealers?items=1')).json()) as { meta: { total: number } }
    expect(dealers.meta.total).toBeGreaterThanOrEqual(STOCK_RETAILERS.length)
    await expect(area.getByRole('listitem')).toHaveCount(Math.min(dealers.meta.total, 50))
    await expect(area).toContainText('Kestrel Bay Motors')
    expect(consoleErrors).toEqual([])
  })
}

for (const market of [
  { base: '', texts: en, home: '/', site: 'Aurelia & Vantor' },
  { base: '/ar', texts: ar, home: '/ar', site: 'أوريليا وفانتور' },
]) {
  test(`the electric-model programme's page has the logo-only navigation at 375 px ${market.base || 'in English'} (spec 1 §2)`, async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await openHydrated(page, `${market.base}/electric-programme`)
    const header = page.locator('header').first()
    await expect(header).toHaveAttribute('data-variant', 'logo-only')
    // The logo, leading home, and nothing else: no menu, search, language switch or retailer bar.
    await expect(header.getByRole('link')).toHaveCount(1)
    await expect(header.getByRole('link', { name: market.texts.home.replace('{site}', market.site) })).toHaveAttribute('href', market.home)
    await expect(header.getByRole('button')).toHaveCount(0)
    await expect(page.getByRole('navigation', { name: market.texts.mainNavigation })).toHaveCount(0)
    const box = await header.boundingBox()
    expect(Math.round(box!.height)).toBe(48)
    expect(await overflow(page)).toBeLessThanOrEqual(0)
    // Another page of the market keeps its full navigation.
    await openHydrated(page, `${market.base}/about`)
    await expect(page.locator('header').first().getByRole('button', { name: market.texts.menu })).toBeVisible()
    expect(consoleErrors).toEqual([])
  })
}

for (const width of [375, 1440]) {
  test(`the Arabic market's light navigation reads right to left at ${width} px (spec 1 §2)`, async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width, height: 900 })
    await openHydrated(page, '/ar/about')
    const header = page.locator('header').first()
    await expect(header).toHaveAttribute('data-variant', 'light')
    // Light: a light background behind dark text.
    const [background, text] = await header.evaluate((element) => {
      const style = getComputedStyle(element)
      const luminance = (colour: string) => {
        const [r, g, b] = colour.match(/\d+(\.\d+)?/g)!.map(Number)
        return (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255
      }
      return [luminance(style.backgroundColor), luminance(style.color)]
    })
    expect(background).toBeGreaterThan(0.8)
    expect(text).toBeLessThan(0.3)
    const logo = header.getByRole('link', { name: ar.home.replace('{site}', 'أوريليا وفانتور') })
    const nav = page.getByRole('navigation', { name: ar.mainNavigation })
    if (width === 375) await header.getByRole('button', { name: ar.menu }).click()
    await expect(nav.getByRole('link', { name: 'الطرازات' }).first()).toBeVisible()
    // Right to left: the logo at the header's right edge.
    const [logoBox, headerBox] = [await logo.boundingBox(), await header.boundingBox()]
    expect(logoBox!.x + logoBox!.width).toBeGreaterThan(headerBox!.width / 2)
    expect(await overflow(page)).toBeLessThanOrEqual(0)
    expect(consoleErrors).toEqual([])
  })
}
