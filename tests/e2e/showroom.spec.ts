import { demoStock, UAE_STOCK_MARKET, UAE_STOCK_SEED } from '../../demo/stock.ts'
import { expect, test } from './fixtures.ts'

/**
 * spec 3 §2 the showroom (issue 14 §4), on the stock tests/e2e/server.js sets up, in feed order:
 * /ar's 60 vehicles have ids 1–60, /sl's and /sl-ar's 61–180, /pc's 181–204, the demo market's own 2,000 205–2204.
 */
const AR_COUNT = 60
const BEFORE_DEMO = 204
const vehicles = demoStock().vehicles
const liveIndex = vehicles.findIndex((v) => v.status === 'stock' && v.photos.length > 1)
const soldIndex = vehicles.findIndex((v) => v.status === 'sold')
const live = vehicles[liveIndex]!
const arVehicles = demoStock({ count: AR_COUNT, market: UAE_STOCK_MARKET, seed: UAE_STOCK_SEED }).vehicles
const arIndex = arVehicles.findIndex((v) => v.status === 'stock')

test('a stale slug leads to the canonical page, which shows the vehicle and works by keyboard', async ({ page, consoleErrors }) => {
  const id = BEFORE_DEMO + liveIndex + 1
  const response = await page.goto(`/showroom/old-name-${id}`)
  expect(response?.status()).toBe(200)
  await expect(page).toHaveURL(new RegExp(`/showroom/[a-z0-9-]+-${id}$`))
  await expect(page.getByRole('heading', { level: 1 })).toContainText(live.nameplate_name)
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', new RegExp(`/showroom/[a-z0-9-]+-${id}$`))
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!)
  expect(jsonLd).toMatchObject({ '@type': 'Car', vehicleIdentificationNumber: live.vin, offers: { '@type': 'Offer' } })

  const gallery = page.getByRole('region', { name: 'Photos' })
  await gallery.getByRole('button', { name: 'Next photo' }).focus()
  await page.keyboard.press('Enter')
  await expect(gallery.getByText(`2 / ${live.photos.length}`)).toBeVisible()
  await page.keyboard.press('ArrowLeft')
  await expect(gallery.getByText(`1 / ${live.photos.length}`)).toBeVisible()

  await page.getByRole('button', { name: /Save vehicle/ }).click()
  await expect(page.getByRole('button', { name: /Saved/ })).toHaveAttribute('aria-pressed', 'true')
  expect(await page.evaluate(() => localStorage.getItem('stockLocatorSavedVahicles'))).toContain(`"id":"${id}"`)
  expect(consoleErrors).toEqual([])
})

test('fits a phone, and right to left under /ar', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto(`/ar/showroom/x-${arIndex + 1}`)
  await expect(page).toHaveURL(new RegExp(`/ar/showroom/[a-z0-9-]+-${arIndex + 1}$`))
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { level: 1 })).toContainText(arVehicles[arIndex]!.nameplate_name)
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
})

test('a sold vehicle answers 410 with similar stock, an unknown one 404', async ({ page }) => {
  const response = await page.goto(`/showroom/x-${BEFORE_DEMO + soldIndex + 1}`)
  expect(response?.status()).toBe(410)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This vehicle is no longer available')
  await expect(page.getByRole('link', { name: 'Browse all stock' })).toBeVisible()
  await expect(
    page
      .getByRole('region', { name: /Similar vehicles/ })
      .getByRole('link')
      .first(),
  ).toBeVisible()
  expect((await page.goto('/showroom/x-999999'))?.status()).toBe(404)
  // A vehicle of /ar is not the demo market's.
  expect((await page.goto(`/showroom/x-${arIndex + 1}`))?.status()).toBe(404)
})
