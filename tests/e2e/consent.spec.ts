import type { Locator, Page } from '@playwright/test'
import { seriousBarriers } from './axe.ts'
import { expect, hydrated, inView, layoutShifts, openHydrated, reloadHydrated, test } from './fixtures.ts'
import { signIn } from './editor.ts'

// spec 1 §2 Cookie banner, §4 Cookie consent (ADR 110, 111): every test here is a first visit.
test.use({ consent: 'none' })

const stored = (page: Page) => page.evaluate(() => window.localStorage.getItem('cookieConsentStatus'))
const consentedScripts = (page: Page) => page.locator('script[data-consent-script]')
const campaignCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === '__gtm_campaign_url')

for (const width of [375, 1440]) {
  test(`a first visit at ${width} px: the banner, nothing optional before consent, then accept all`, async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width, height: 800 })
    await openHydrated(page, '/?utm_source=news&utm_campaign=e7')
    const banner = page.getByRole('region', { name: 'Cookies on this site' })
    await expect(banner).toBeVisible()
    await expect(banner).toContainText('We use strictly necessary cookies')
    // Fixed over the bottom edge, it moved nothing.
    expect(await banner.evaluate((el) => getComputedStyle(el).position)).toBe('fixed')
    // A banner that pushed the page would score over 0.05.
    const shifts = await layoutShifts(page)
    expect(shifts.score, shifts.moved.join('\n')).toBeLessThan(0.001)
    // Before consent: no tag manager, no campaign cookie.
    await expect(consentedScripts(page)).toHaveCount(0)
    expect(await campaignCookie(page)).toBeUndefined()
    expect(await stored(page)).toBeNull()

    await banner.getByRole('button', { name: 'Accept all cookies' }).click()
    await expect(banner).toBeHidden()
    expect(await stored(page)).toBe('accepted:obligatory,optional')
    await expect(consentedScripts(page)).toHaveCount(1)
    await expect(page.locator('script[data-consent-script="tag-manager"]')).toHaveAttribute('src', '/tag-manager-sandbox.js')
    await expect.poll(async () => (await campaignCookie(page))?.value).toBe(encodeURIComponent('utm_source=news&utm_campaign=e7'))
    expect((await campaignCookie(page))?.path).toBe('/')

    await openHydrated(page, '/about')
    await expect(page.getByRole('region', { name: 'Cookies on this site' })).toHaveCount(0)
    await expect(consentedScripts(page)).toHaveCount(1)
    expect(consoleErrors).toEqual([])
  })

  test(`under /ar at ${width} px: the banner in Arabic, right to left, and reject all`, async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width, height: 800 })
    await openHydrated(page, '/ar?utm_source=news')
    const banner = page.getByRole('region', { name: 'ملفات تعريف الارتباط على هذا الموقع' })
    await expect(banner).toBeVisible()
    expect(await banner.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl')
    await banner.getByRole('button', { name: 'رفض الكل' }).click()
    await expect(banner).toBeHidden()
    expect(await stored(page)).toBe('rejected:')
    await expect(consentedScripts(page)).toHaveCount(0)
    expect(await campaignCookie(page)).toBeUndefined()

    await openHydrated(page, '/ar/about')
    await expect(page.getByRole('region', { name: 'ملفات تعريف الارتباط على هذا الموقع' })).toHaveCount(0)
    await expect(consentedScripts(page)).toHaveCount(0)
    expect(consoleErrors).toEqual([])
  })
}

test('a video embed shows a placeholder until consent, then loads its player', async ({ page, consoleErrors }) => {
  await openHydrated(page, '/about')
  await page
    .locator('[data-template="content-blocks"]')
    .getByRole('link', { name: /Play video/ })
    .first()
    .click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('This content comes from another site, which may set cookies.')
  await expect(dialog.locator('iframe')).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Accept and show' }).click()
  await expect(dialog.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//)
  // The button pressed left with the placeholder: the keyboard goes on in the player.
  await expect(dialog.locator('iframe')).toBeFocused()
  expect(await stored(page)).toBe('accepted:obligatory,optional')
  // Deciding in the placeholder decides for the banner too.
  await expect(page.getByRole('region', { name: 'Cookies on this site' })).toHaveCount(0)
  expect(consoleErrors).toEqual([])
})

for (const width of [375, 1440]) {
  test(`the footer reopens the preferences at ${width} px, and a choice there holds`, async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width, height: 800 })
    await openHydrated(page, '/')
    await page.getByRole('region', { name: 'Cookies on this site' }).getByRole('button', { name: 'Accept all cookies' }).click()
    await (await inView(page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }))).click()
    const preferences = page.getByRole('dialog', { name: 'Cookie settings' })
    await expect(preferences).toBeVisible()
    const optional = preferences.getByRole('checkbox', { name: /Optional/ })
    await expect(optional).toBeChecked()
    await expect(preferences.getByRole('checkbox', { name: /Strictly necessary/ })).toBeDisabled()
    await optional.uncheck()
    await preferences.getByRole('button', { name: 'Save my choices' }).click()
    await expect(preferences).toBeHidden()
    expect(await stored(page)).toBe('accepted:obligatory')
    // Focus is back on the footer's button.
    await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' })).toBeFocused()

    // Escape closes the preferences without changing the choice.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click()
    await expect(preferences).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(preferences).toBeHidden()
    expect(await stored(page)).toBe('accepted:obligatory')
    expect(consoleErrors).toEqual([])
  })
}

test('under /ar the footer reopens the preferences in Arabic', async ({ page }) => {
  await openHydrated(page, '/ar')
  await (await inView(page.getByRole('contentinfo').getByRole('button', { name: 'إعدادات ملفات تعريف الارتباط' }))).click()
  const preferences = page.getByRole('dialog', { name: 'إعدادات ملفات تعريف الارتباط' })
  await expect(preferences).toBeVisible()
  await expect(preferences.getByRole('button', { name: 'إغلاق' })).toBeVisible()
  await preferences.getByRole('button', { name: 'قبول الكل' }).click()
  expect(await stored(page)).toBe('accepted:obligatory,optional')
})

for (const path of ['/', '/ar']) {
  test(`axe finds no serious or critical barrier with the banner and the preferences open on ${path}`, async ({ page }) => {
    await openHydrated(page, path)
    const banner = page.locator('[data-testid="consent-banner"]')
    await expect(banner).toBeVisible()
    expect(await seriousBarriers(page)).toEqual([])
    await banner.getByRole('button', { name: path === '/' ? 'Cookie settings' : 'إعدادات ملفات تعريف الارتباط' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await seriousBarriers(page)).toEqual([])
  })
}

test('while the banner shows, a field focused under it is scrolled clear of it', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await openHydrated(page, '/test-drive')
  const banner = page.locator('[data-testid="consent-banner"]')
  await expect(banner).toBeVisible()
  const bannerTop = (await banner.boundingBox())!.y
  const field = page.locator('main form').getByRole('textbox').first()
  // The field scrolled to sit under the banner, inside the window (where focusing alone would not scroll).
  await field.evaluate((element, top) => window.scrollBy(0, element.getBoundingClientRect().top - top - 8), bannerTop)
  const under = (await field.boundingBox())!
  expect(under.y).toBeGreaterThan(bannerTop)
  expect(under.y + under.height).toBeLessThan(900)
  await field.focus()
  await expect(field).toBeFocused()
  const clear = (await field.boundingBox())!
  expect(clear.y + clear.height).toBeLessThanOrEqual(bannerTop + 1)
})

test("a signed-in editor's toolbar stands above the banner, not over its buttons", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await signIn(page, '/about')
  const banner = page.locator('[data-testid="consent-banner"]')
  await expect(banner).toBeVisible()
  const toolbar = page.getByRole('complementary', { name: 'Editor toolbar' })
  await expect(toolbar).toBeVisible()
  await expect
    .poll(async () => (await toolbar.boundingBox())!.y + (await toolbar.boundingBox())!.height)
    .toBeLessThanOrEqual((await banner.boundingBox())!.y + 1)
})

test('the keyboard reaches the banner first, and the page ends below it, the footer clear of it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await openHydrated(page, '/stock')
  const banner = page.locator('[data-testid="consent-banner"]')
  await expect(banner).toBeVisible()
  // Before the page's own links (its skip link first): not after the whole listing and footer.
  await page.keyboard.press('Tab')
  expect(await banner.evaluate((section) => section.contains(document.activeElement))).toBe(true)
  // Scrolled to the end, the footer's last line is above the banner.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const footerBottom = await page
    .locator('footer')
    .last()
    .evaluate((footer) => footer.getBoundingClientRect().bottom)
  expect(footerBottom).toBeLessThanOrEqual((await banner.boundingBox())!.y + 1)
})

// ADR 110 (amended 2026-12-05): the buttons pressed leave with the banner; the focus goes back to
// the page, not to the body (where the next Tab would start the page over at its skip link).
for (const width of [375, 1440]) {
  test(`at ${width} px a choice in the banner puts the focus on the main content, and the next Tab goes on in it`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    await openHydrated(page, '/')
    const banner = page.getByRole('region', { name: 'Cookies on this site' })
    // It comes after hydration; reached first by the keyboard, before anything of the page had the focus.
    await expect(banner).toBeVisible()
    await page.keyboard.press('Tab')
    expect(await banner.evaluate((section) => section.contains(document.activeElement))).toBe(true)
    await banner.getByRole('button', { name: 'Accept all cookies' }).focus()
    await page.keyboard.press('Enter')
    await expect(banner).toBeHidden()
    await expect(page.locator('main')).toBeFocused()
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(true)
  })
}

test('under /ar, reject all and the preferences saved from the banner put the focus on the main content', async ({ page }) => {
  await openHydrated(page, '/ar')
  const banner = page.getByRole('region', { name: 'ملفات تعريف الارتباط على هذا الموقع' })
  await banner.getByRole('button', { name: 'رفض الكل' }).focus()
  await page.keyboard.press('Enter')
  await expect(banner).toBeHidden()
  await expect(page.locator('main')).toBeFocused()

  await page.evaluate(() => window.localStorage.removeItem('cookieConsentStatus'))
  await reloadHydrated(page)
  await banner.getByRole('button', { name: 'إعدادات ملفات تعريف الارتباط' }).click()
  const preferences = page.getByRole('dialog', { name: 'إعدادات ملفات تعريف الارتباط' })
  await preferences.getByRole('button', { name: 'حفظ اختياراتي' }).focus()
  await page.keyboard.press('Enter')
  await expect(preferences).toBeHidden()
  await expect(banner).toBeHidden()
  await expect(page.locator('main')).toBeFocused()
})

test('a choice in the banner gives the focus back to the field that had it', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await openHydrated(page, '/test-drive')
  const field = page.locator('main form').getByRole('textbox').first()
  await field.click()
  const banner = page.getByRole('region', { name: 'Cookies on this site' })
  await banner.getByRole('button', { name: 'Reject all' }).click()
  await expect(banner).toBeHidden()
  await expect(field).toBeFocused()
})

// ADR 110: Cookie settings on every page of a market that asks for consent, the default layout's
// pages (sign-in, no access) as well as the main and error layouts'.
for (const [path, name] of [
  ['/no-access', 'Cookie settings'],
  ['/login', 'Cookie settings'],
  ['/ar/no-access', 'إعدادات ملفات تعريف الارتباط'],
  ['/404', 'Cookie settings'],
  ['/ar/404', 'إعدادات ملفات تعريف الارتباط'],
] as const) {
  test(`${path} has the footer's Cookie settings, and a choice there holds`, async ({ page }) => {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    await hydrated(page)
    // The banner and the preferences speak the market's language, on the back office's English pages too.
    const language = (part: Locator) => part.evaluate((element) => element.closest('[lang]')?.getAttribute('lang'))
    const marketLanguage = path.startsWith('/ar/') ? 'ar-AE' : 'en-GB'
    expect(await language(page.locator('[data-testid="consent-banner"]'))).toBe(marketLanguage)
    await page.locator('[data-testid="consent-banner"]').getByRole('button').last().click()
    await expect(page.locator('[data-testid="consent-banner"]')).toBeHidden()
    const settings = page.getByRole('contentinfo').getByRole('button', { name })
    await (await inView(settings)).click()
    const preferences = page.getByRole('dialog', { name })
    await expect(preferences).toBeVisible()
    expect(await language(preferences)).toBe(marketLanguage)
    await preferences.getByRole('checkbox').last().uncheck()
    await preferences.locator('button[type="submit"]').click()
    await expect(preferences).toBeHidden()
    expect(await stored(page)).toBe('accepted:obligatory')
    await expect(settings).toBeFocused()
  })
}

test('a page’s basic popup waits for the banner’s choice, which a dialog would put out of reach', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await openHydrated(page, '/finance')
  const banner = page.getByTestId('consent-banner')
  await expect(banner.getByRole('button', { name: 'Reject all' })).toBeVisible()
  // Past the popup's 500 ms delay, the banner is still the one asking.
  await page.waitForTimeout(1500)
  await expect(page.getByRole('dialog', { name: 'Finance event: 0% APR' })).toHaveCount(0)
  await banner.getByRole('button', { name: 'Reject all' }).focus()
  await page.keyboard.press('Enter')
  await expect(banner).toHaveCount(0)
  const popup = page.getByRole('dialog', { name: 'Finance event: 0% APR' })
  await expect(popup).toBeVisible()
  // Closed, the focus goes on in the page's content: the banner's button that opened it is gone.
  await page.keyboard.press('Escape')
  await expect(popup).toHaveCount(0)
  await expect(page.getByRole('main')).toBeFocused()
})
