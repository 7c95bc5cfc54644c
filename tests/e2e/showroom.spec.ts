import { demoStock, UAE_STOCK_MARKET, UAE_STOCK_SEED } from '../../demo/stock.ts'
import { expect, test } from './fixtures.ts'

/**
 * spec 3 §2 the showroom, on the stock tests/e2e/server.js sets up: the demo market's own
 * (demo/stock.ts) and /ar's 60, each vehicle found by its VIN (the `vehicleId` fixture).
 */
const AR_COUNT = 60
const vehicles = demoStock().vehicles
const liveIndex = vehicles.findIndex((v) => v.status === 'stock' && v.photos.length > 1)
const soldIndex = vehicles.findIndex((v) => v.status === 'sold')
const live = vehicles[liveIndex]!
const arVehicles = demoStock({ count: AR_COUNT, market: UAE_STOCK_MARKET, seed: UAE_STOCK_SEED }).vehicles
const arIndex = arVehicles.findIndex((v) => v.status === 'stock')

test('a stale slug leads to the canonical page, which shows the vehicle and works by keyboard', async ({
  page,
  vehicleId,
  consoleErrors,
}) => {
  const id = await vehicleId(live.vin)
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

test('fits a phone, and right to left under /ar', async ({ page, vehicleId }) => {
  const id = await vehicleId(arVehicles[arIndex]!.vin, '/ar')
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto(`/ar/showroom/x-${id}`)
  await expect(page).toHaveURL(new RegExp(`/ar/showroom/[a-z0-9-]+-${id}$`))
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { level: 1 })).toContainText(arVehicles[arIndex]!.nameplate_name)
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
})

test('a sold vehicle answers 410 with similar stock, an unknown one 404', async ({ page, vehicleId }) => {
  const response = await page.goto(`/showroom/x-${await vehicleId(vehicles[soldIndex]!.vin)}`)
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
  expect((await page.goto(`/showroom/x-${await vehicleId(arVehicles[arIndex]!.vin, '/ar')}`))?.status()).toBe(404)
})
