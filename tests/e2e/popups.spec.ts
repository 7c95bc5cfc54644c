import { seriousBarriers } from './axe.ts'
import { expect, inView, openHydrated, test } from './fixtures.ts'

// The demo markets' exit_popup: every external link asks (do_url '*'); OK 'Continue', cancel 'Stay here'.
test('an external link asks first: Escape and cancel stay, Continue leaves (spec 1 §2, §4 Exit popup)', async ({ page, context }) => {
  await context.route('https://facebook.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Elsewhere</title>' }))
  await page.setViewportSize({ width: 1440, height: 900 })
  await openHydrated(page, '/about')
  const facebook = await inView(page.getByRole('contentinfo').getByRole('link', { name: 'Facebook' }))
  const dialog = page.getByRole('dialog', { name: 'You are leaving this website' })
  await facebook.click()
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('You are leaving the Aurelia & Vantor website')
  await expect(dialog).toContainText('https://facebook.com/')
  expect(await seriousBarriers(page)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/about$/)
  await facebook.click()
  await dialog.getByRole('button', { name: 'Stay here' }).click()
  await expect(dialog).toBeHidden()
  await facebook.click()
  const [opened] = await Promise.all([page.waitForEvent('popup'), dialog.getByRole('button', { name: 'Continue' }).click()])
  await expect(opened).toHaveURL('https://facebook.com/')
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/about$/)
})

test('a link on the site proceeds at once', async ({ page }) => {
  await openHydrated(page, '/about')
  await (await inView(page.getByRole('contentinfo').getByRole('link', { name: 'Current offers' }))).click()
  await expect(page).toHaveURL(/\/offers$/)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('the exit popup speaks Arabic under /ar, right to left, on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await openHydrated(page, '/ar/about')
  await (await inView(page.getByRole('contentinfo').getByRole('link', { name: 'فيسبوك' }))).click()
  const dialog = page.getByRole('dialog', { name: 'أنت تغادر هذا الموقع' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'متابعة' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'البقاء هنا' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'إغلاق' })).toBeVisible()
  const box = (await dialog.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(375)
  expect(await seriousBarriers(page)).toEqual([])
  await dialog.getByRole('button', { name: 'إغلاق' }).click()
  await expect(dialog).toBeHidden()
})

test('the overlays are not in the first HTML nor its scripts: they load when they open', async ({ page, request }) => {
  const html = await (await request.get('/finance')).text()
  expect(html).not.toContain('role="dialog"')
  expect(html).not.toMatch(/ExitPopup|BasicPopupDialog/)
  const loaded: string[] = []
  page.on('request', (r) => loaded.push(r.url()))
  await openHydrated(page, '/about')
  expect(loaded.filter((url) => /ExitPopup|BasicPopupDialog/.test(url))).toEqual([])
})

// The demo markets' basic_popup: on /finance only, dismissed for good in local storage (ADR 132).
test('the basic popup opens on its page after a moment, and not again once dismissed (spec 1 §4 Basic popup)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await openHydrated(page, '/about')
  await page.waitForTimeout(1000)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await openHydrated(page, '/finance')
  const popup = page.getByRole('dialog', { name: 'Finance event: 0% APR' })
  await expect(popup).toBeVisible()
  await expect(popup).toContainText('0% APR representative over 36 months')
  expect(await seriousBarriers(page)).toEqual([])
  await popup.getByRole('button', { name: 'No thanks' }).click()
  await expect(popup).toBeHidden()
  // It opened by itself: the focus goes on in the page's content, not back to nothing.
  await expect(page.getByRole('main')).toBeFocused()
  expect(await page.evaluate(() => localStorage.getItem('finance-event-popup'))).toBe('true')
  await openHydrated(page, '/finance')
  await page.waitForTimeout(1000)
  await expect(popup).toHaveCount(0)
})
