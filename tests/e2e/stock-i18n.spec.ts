import { demoStock, UAE_STOCK_MARKET, UAE_STOCK_SEED } from '../../demo/stock.ts'
import { expect, test, openHydrated } from './fixtures.ts'

/**
 * ADR 089: the stock locator in the Arabic market (/ar, right to left, dirhams). tests/e2e/server.js
 * gives /ar the demo's Arabic bundle and 60 vehicles of the Arabic market's own stock (ids 1–60).
 */
const arVehicles = demoStock({ count: 60, market: UAE_STOCK_MARKET, seed: UAE_STOCK_SEED }).vehicles
const liveIndex = arVehicles.findIndex((v) => v.status === 'stock' && !v.price_hidden)

test('/ar/stock lists the stock right to left in Arabic, prices in dirhams', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  // Hydrated before the filter heading is clicked: a click on the server's HTML does nothing.
  await openHydrated(page, '/ar/stock')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('navigation').getByRole('link', { name: 'السيارات المتوفرة' }).first()).toHaveAttribute('href', '/ar/stock')
  const cards = page.getByRole('article')
  await expect(cards).toHaveCount(12)
  await expect(page.getByText('عرض 12 من 60 سيارة')).toBeVisible()

  // The filter headings, the sort and "load more" are Arabic.
  const filters = page.getByRole('complementary', { name: 'عوامل التصفية' })
  for (const heading of ['الطراز', 'التوفر', 'المسافة المقطوعة', 'الموزع'])
    await expect(filters.getByRole('button', { name: heading, exact: true })).toBeVisible()
  const sort = page.getByRole('combobox', { name: 'ترتيب حسب' })
  await expect(sort.locator('option[value="priceAsc"]')).toHaveText('السعر: الأقل أولًا')
  await expect(page.getByRole('button', { name: 'عرض المزيد' })).toBeVisible()
  await expect(cards.first()).toContainText('درهم')
  // Kilometres, the UAE's unit, written in Arabic (كم).
  await expect(cards.first()).toContainText(/\d كم/)

  // The filters panel is on the right: the start side of a right-to-left page.
  const panel = await filters.boundingBox()
  const list = await cards.first().boundingBox()
  expect(panel!.x).toBeGreaterThan(list!.x)

  // An Arabic value filters: the availability "متوفرة" (in stock).
  await filters.getByRole('button', { name: 'التوفر', exact: true }).click()
  await filters.getByRole('checkbox', { name: /^متوفرة \(/ }).check()
  await expect(page).toHaveURL(/\/ar\/stock\?statuses=stock/)
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  expect(consoleErrors).toEqual([])
})

test('fits a phone right to left, the filters behind their button', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await openHydrated(page, '/ar/stock')
  await page.getByRole('button', { name: 'عوامل التصفية' }).click()
  await expect(
    page.getByRole('dialog', { name: 'عوامل التصفية' }).getByRole('button', { name: 'العلامة التجارية', exact: true }),
  ).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
})

test('a showroom page of /ar is in Arabic, its prices in dirhams', async ({ page, consoleErrors }) => {
  const vehicle = arVehicles[liveIndex]!
  await page.goto(`/ar/showroom/x-${liveIndex + 1}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(vehicle.nameplate_name)
  await expect(page.getByRole('link', { name: 'العودة إلى السيارات المتوفرة' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'المواصفات' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'الصور' }).getByRole('button', { name: 'الصورة التالية' })).toBeVisible()
  await expect(page.getByRole('button', { name: /حفظ السيارة/ })).toBeVisible()
  await expect(page.getByText('درهم').first()).toBeVisible()
  expect(consoleErrors).toEqual([])
})

test('/ar/saved-vehicles keeps a saved car, in Arabic', async ({ page }) => {
  await openHydrated(page, '/ar/stock')
  const first = page.getByRole('article').first()
  await first.getByRole('button', { name: /حفظ السيارة/ }).click()
  await page.goto('/ar/saved-vehicles')
  await expect(page.getByRole('article')).toHaveCount(1)
  await expect(page.getByRole('article').getByRole('button', { name: /حفظ السيارة/ })).toHaveAttribute('aria-pressed', 'true')
})
