import { expect, login, test } from './fixtures.ts'

/**
 * The inventory back office: an admin uploads a small feed, sees its progress and the
 * summary, finds one of its vehicles in the table and changes its status; the Inventory pages fit
 * a phone (the admin's sections one scrolling row).
 */
test('an admin imports a feed, finds a vehicle and changes its status', async ({ page, consoleErrors }) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/admin/inventory/import')
  await login(page, 'admin@example.com', 'e2e admin password')
  await expect(page.getByRole('heading', { level: 1, name: 'Feed import' })).toBeVisible()
  // The form reads its file and sends it once hydrated; before, a click would reload the page.
  await page.waitForLoadState('networkidle')

  // VINs and a version of their own: a server reused between runs (--repeat-each) keeps the
  // vehicles of the last run, and /stock would list two cars alike whose links lead apart.
  const run = Date.now().toString(36).toUpperCase().padStart(9, '0').slice(-9)
  const vins = [1, 2, 3].map((n) => `E2E${run}${String(n).padStart(5, '0')}`)
  const feed = [
    'vin,state,status,nameplate_brand_name,nameplate_name,version,msrp_price,display_price',
    ...vins.map((vin, i) => `${vin},new,stock,Aurelia,E2E Model ${i + 1},Run ${run},45990,44990`),
  ].join('\n')

  const form = page.getByRole('form', { name: 'Upload a feed' })
  await form.getByLabel('Feed file (.csv or .json)').setInputFiles({ name: 'stock.csv', mimeType: 'text/csv', buffer: Buffer.from(feed) })
  // The demo market's list (demo/stock.ts), added to: not a full feed, so its vehicles stay.
  await expect(form.getByLabel('Publication list')).toHaveValue(/^[0-9a-f-]{36}$/)
  await form.getByRole('button', { name: 'Import feed' }).click()

  // The import's end state, which stays: the progress bar full and the summary (its steps in
  // between may pass faster than a test can look).
  await expect(page.getByText('Imported.')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('progressbar', { name: 'Feed import' })).toHaveAttribute('aria-valuenow', '100')
  const summary = page.getByRole('definition')
  await expect(summary).toHaveCount(4)
  await expect(page.locator('dl[aria-label="Import summary"]')).toContainText('Added3')

  // The table finds the vehicle by its VIN; its status changes.
  await page.getByRole('navigation', { name: 'Inventory pages' }).getByRole('link', { name: 'Vehicles' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible()
  await page.getByRole('searchbox').fill(vins[1]!)
  await page.getByRole('searchbox').press('Enter')
  const table = page.getByRole('table', { name: 'Vehicles of this market' })
  await expect(table.getByRole('row')).toHaveCount(2)
  await table.getByRole('link', { name: `Edit vehicle ${vins[1]}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Aurelia E2E Model 2 · ${vins[1]}` })).toBeVisible()
  await page.getByLabel('Status').selectOption('reserved')
  await page.getByRole('button', { name: 'Save vehicle' }).click()
  await expect(page.getByRole('status').filter({ hasText: `Saved the vehicle ${vins[1]}.` })).toBeVisible()

  await page.goto(`/admin/inventory?search=${vins[1]}&status=reserved`)
  await expect(page.getByRole('table', { name: 'Vehicles of this market' }).getByRole('row')).toHaveCount(2)

  // A phone: no page scrolls sideways (a wide table scrolls in its own box).
  await page.setViewportSize({ width: 375, height: 800 })
  for (const [path, heading] of [
    ['/admin/inventory/import', 'Feed import'],
    [`/admin/inventory?search=${vins[1]}`, 'Inventory'],
    ['/admin/inventory/lists', 'Publication lists'],
    ['/admin/inventory/config/showroom', 'Showroom config'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), path).toBe(0)
  }
  expect(consoleErrors).toEqual([])
})
