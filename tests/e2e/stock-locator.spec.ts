import type { Page } from '@playwright/test'
import { expect, test, openHydrated, reloadHydrated } from './fixtures.ts'

// spec 3 §2 Vehicle listing screen: the Stock Locator block of the /sl market
// (tests/e2e/server.js: 60 generated vehicles in the demo's stock list).
const cards = (page: Page) => page.getByRole('article')

test('the first page of vehicles is in the server HTML', async ({ request }) => {
  const response = await request.get('/sl/')
  expect(response.status()).toBe(200)
  const html = await response.text()
  expect(html.match(/<article/g)).toHaveLength(12)
  expect(html).toContain('Vehicles in stock')
  expect(html).toContain('Showing 12 of 60 vehicles')
  expect(html).toMatch(/href="\/sl\/showroom\/[a-z0-9-]+-\d+"/)
  // A filtered URL of the page is rendered with its filters too, from the page cache's own entry (ADR 075).
  const filtered = await (await request.get('/sl/?states=used')).text()
  expect(filtered).toMatch(/Showing \d+ of \d+ vehicles|1 vehicle/)
  expect(filtered).not.toContain('of 60 vehicles')
  expect(filtered).toContain('<dd dir="auto">Used</dd>')
  expect(filtered).not.toContain('<dd dir="auto">New</dd>')
})

test('a visitor filters, sorts, loads more and saves a vehicle; the URL keeps the filters', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await openHydrated(page, '/sl/')
  await expect(cards(page)).toHaveCount(12)
  const status = page.getByRole('status').filter({ hasText: 'vehicles' })

  // Load more: the next twelve below, focus on the first of them.
  await page.getByRole('button', { name: 'Load more' }).click()
  await expect(cards(page)).toHaveCount(24)
  await expect(status).toHaveText('Showing 24 of 60 vehicles')
  await expect(cards(page).nth(12).getByRole('link')).toBeFocused()
  await expect(page).toHaveURL(/\/sl\/\?page=2$/)

  // A checkbox filter: its facet count is the number of vehicles it shows.
  await page.getByRole('button', { name: 'Condition' }).click()
  const option = page.getByRole('checkbox', { name: /^New/ })
  const count = Number((await option.locator('xpath=..').textContent())!.match(/\((\d+)\)/)![1])
  await option.check()
  await expect(status).toHaveText(count === 1 ? '1 vehicle' : `Showing ${Math.min(12, count)} of ${count} vehicles`)
  await expect(page).toHaveURL(/\/sl\/\?states=new$/)
  for (const text of await cards(page).allTextContents()) expect(text).toContain('New')

  // Sort by price: the URL says so; the list starts with the cheapest.
  await page.getByLabel('Sort by').selectOption('priceAsc')
  await expect(page).toHaveURL(/\/sl\/\?states=new&sort=priceAsc$/)
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)

  // Save the first vehicle: it is kept in local storage under the spec's key.
  const save = cards(page)
    .first()
    .getByRole('button', { name: /Save vehicle/ })
  await save.click()
  await expect(save).toHaveAttribute('aria-pressed', 'true')
  const stored = await page.evaluate(() => localStorage.getItem('stockLocatorSavedVahicles:/sl'))
  expect(JSON.parse(stored!)).toEqual([{ id: expect.any(String), list: '7d1e4c2a-5b3f-4e8a-9c6d-20261101a014' }])
  expect(await page.evaluate(() => sessionStorage.getItem('sl_vehicle_list_query_params'))).toContain('state_in=new')

  // Reloaded, the page shows the same filtered list, and the checkbox is still checked.
  await reloadHydrated(page)
  await expect(status).toHaveText(count === 1 ? '1 vehicle' : `Showing ${Math.min(12, count)} of ${count} vehicles`)
  const condition = page.getByRole('button', { name: 'Condition' })
  if ((await condition.getAttribute('aria-expanded')) !== 'true') await condition.click()
  await expect(page.getByRole('checkbox', { name: /^New/ })).toBeChecked()

  // Clear all filters: every vehicle again, the URL without filters.
  await page.getByRole('button', { name: 'Clear all filters' }).first().click()
  await expect(status).toHaveText('Showing 12 of 60 vehicles')
  await expect(page).toHaveURL(/\/sl\/\?sort=priceAsc$/)
  expect(consoleErrors).toEqual([])
})

test('the monthly budget filters by price, and Reset Filter removes it', async ({ page, consoleErrors }) => {
  await openHydrated(page, '/sl/')
  await page.getByRole('button', { name: 'Filter By Monthly Budget' }).click()
  const dialog = page.getByRole('dialog', { name: 'Filter By Monthly Budget' })
  // No budget, or none above 0: asked for one in the page's words (not the browser's), nothing applied.
  for (const typed of ['', '-5']) {
    await dialog.getByLabel('Monthly budget').fill(typed)
    await dialog.getByRole('button', { name: 'Apply' }).click()
    await expect(dialog.getByRole('alert')).toHaveText('Enter a monthly budget above 0.')
    await expect(dialog.getByLabel('Monthly budget')).toHaveAttribute('aria-invalid', 'true')
  }
  await expect(page).not.toHaveURL(/msrp_price/)
  await dialog.getByLabel('Monthly budget').fill('400')
  await dialog.getByRole('button', { name: 'Apply' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/msrp_price\.to=\d+/)
  // The toolbar says a budget is at work, and what price it allows; the dialog says the same.
  const active = page.getByRole('button', { name: /^Reset Filter: Price up to £[\d,]+$/ })
  await expect(active).toBeVisible()
  const price = (await active.textContent())!.replace(/\s*×$/, '')
  expect(new URL(page.url()).searchParams.get('msrp_price.to')).toBe(price.replace(/\D/g, ''))
  await page.getByRole('button', { name: 'Filter By Monthly Budget' }).click()
  await expect(dialog.getByText(price)).toBeVisible()
  await dialog.getByRole('button', { name: 'Reset Filter' }).click()
  await expect(page).not.toHaveURL(/msrp_price/)
  await expect(active).toBeHidden()
  // Applied again and removed from the toolbar.
  await page.getByRole('button', { name: 'Filter By Monthly Budget' }).click()
  await dialog.getByLabel('Monthly budget').fill('400')
  await dialog.getByRole('button', { name: 'Apply' }).click()
  await active.focus()
  await page.keyboard.press('Enter')
  await expect(page).not.toHaveURL(/msrp_price/)
  await expect(active).toBeHidden()
  // The keyboard stays at the budget's button, not the page's start.
  await expect(page.getByRole('button', { name: 'Filter By Monthly Budget' })).toBeFocused()
  expect(consoleErrors).toEqual([])
})

// ADR 179: a text field, so an Arabic keyboard's digits are taken; no budget or link shows an absurd price.
test('the monthly budget takes Arabic-Indic digits and has a ceiling', async ({ page, consoleErrors }) => {
  await openHydrated(page, '/sl-ar/')
  await page.getByRole('button', { name: 'التصفية حسب الميزانية الشهرية' }).click()
  const dialog = page.getByRole('dialog', { name: 'التصفية حسب الميزانية الشهرية' })
  const field = dialog.getByLabel('الميزانية الشهرية')
  await field.pressSequentially('١٠٠٠٠٠٠٠٠٠')
  await expect(field).toHaveValue('١٠٠٠٠٠٠٠٠٠')
  await dialog.getByRole('button', { name: 'تطبيق' }).click()
  await expect(dialog.getByRole('alert')).toContainText('أدخل ميزانية شهرية لا تتجاوز')
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await field.fill('')
  await field.pressSequentially('٤٠٠')
  await dialog.getByRole('button', { name: 'تطبيق' }).click()
  await expect(dialog).toBeHidden()
  // 400 a month with the default terms (ADR 067).
  await expect(page).toHaveURL(/\/sl-ar\/\?msrp_price\.to=18961$/)

  // A link above what the highest budget buys: that price, in the toolbar and the URL.
  await openHydrated(page, '/sl/?msrp_price.to=47403951626')
  await expect(page.getByRole('button', { name: /^Reset Filter: Price up to £474,039$/ })).toBeVisible()
  await expect(page).toHaveURL(/\/sl\/\?msrp_price\.to=474039$/)
  expect(consoleErrors).toEqual([])
})

test('a filter no vehicle matches shows the no-results state', async ({ page }) => {
  await page.goto('/sl/?mileage.from=9999999')
  // Said once on the screen, and by the count's status to screen readers (no "Showing 0 of 0").
  await expect(page.getByText('No vehicles match your filters.').and(page.locator(':not([role="status"])'))).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'No vehicles match your filters.' })).toHaveClass(/fc-visually-hidden/)
  await expect(page.getByText(/Showing 0/)).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0)
})

// ADR 180: with no car left, the filters stay, every option listed (at 0), to loosen or clear.
test('a budget no car meets keeps the filters beside the message', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await openHydrated(page, '/sl/?msrp_price.to=1')
  const empty = page.getByText('No vehicles match your filters.').and(page.locator(':not([role="status"])'))
  await expect(empty).toBeVisible()
  const filters = page.getByRole('complementary', { name: 'Filters' })
  await expect(filters).toBeVisible()
  expect((await empty.boundingBox())!.x).toBeGreaterThan((await filters.boundingBox())!.x + 18 * 16 - 1)
  await filters.getByRole('button', { name: 'Condition' }).click()
  await expect(filters.getByRole('checkbox', { name: /^New \(0\)/ })).toBeDisabled()
  await filters.getByRole('button', { name: 'Clear all filters' }).click()
  await expect(page).not.toHaveURL(/msrp_price/)
  await expect(cards(page)).toHaveCount(12)
  // Nothing left to clear, and the keyboard's focus is still where it was, not at the page's start.
  await expect(filters.getByRole('button', { name: 'Clear all filters' })).toHaveAttribute('aria-disabled', 'true')
  await expect(filters.getByRole('button', { name: 'Clear all filters' })).toBeFocused()

  // On a phone, the Filters button still opens them.
  await page.setViewportSize({ width: 375, height: 800 })
  await openHydrated(page, '/sl/?msrp_price.to=1')
  await page.getByRole('button', { name: 'Filters', exact: true }).click()
  const sheet = page.getByRole('dialog', { name: 'Filters' })
  await expect(sheet).toBeInViewport()
  await expect(sheet.getByRole('button', { name: 'Condition' })).toBeVisible()
  await expect(sheet.getByRole('button', { name: 'Clear all filters' })).not.toHaveAttribute('aria-disabled')
  expect(consoleErrors).toEqual([])
})

// /sl-ar's language is Arabic: its listing's texts are the Arabic ones (ADR 089).
for (const { base, dir, filtersName } of [
  { base: '/sl', dir: 'ltr', filtersName: 'Filters' },
  { base: '/sl-ar', dir: 'rtl', filtersName: 'عوامل التصفية' },
] as const) {
  test(`the listing fits a phone and a desktop (${dir})`, async ({ page, consoleErrors }) => {
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      await openHydrated(page, `${base}/`)
      await expect(page.locator('html')).toHaveAttribute('dir', dir)
      await expect(cards(page)).toHaveCount(12)
      const filters = page.getByRole('complementary', { name: filtersName })
      // Open on a phone, the filters are a sheet over the page: a modal dialog, not a complementary region.
      const sheet = page.getByRole('dialog', { name: filtersName })
      if (width === 375) {
        await expect(filters).toBeHidden()
        // The sort takes its own line, edge to edge, rather than an offset corner (ADR 107).
        const sort = (await page.getByRole('combobox', { name: dir === 'rtl' ? 'ترتيب حسب' : 'Sort by' }).boundingBox())!
        expect(sort.width).toBeGreaterThan(300)
        const toggle = page.getByRole('button', { name: filtersName, exact: true })
        await toggle.click()
        // A sheet over the page: in view, its heading focused (ADR 107).
        await expect(sheet).toBeInViewport()
        await expect(sheet.getByRole('heading', { name: filtersName })).toBeFocused()
        const box = (await sheet.boundingBox())!
        expect(box.y).toBeLessThanOrEqual(0)
        await page.keyboard.press('Escape')
        await expect(filters).toBeHidden()
        await expect(toggle).toBeFocused()
        await toggle.click()
        await expect(sheet).toBeInViewport()
        await sheet.getByRole('button', { name: dir === 'rtl' ? 'عرض النتائج' : 'Show results' }).click()
        await expect(filters).toBeHidden()
        await toggle.click()
      }
      await expect(width === 375 ? sheet : filters).toBeVisible()
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow, `horizontal overflow at ${width} px`).toBeLessThanOrEqual(0)
    }
    expect(consoleErrors).toEqual([])
  })
}

test('the overseas block shows nothing outside an overseas market', async ({ page }) => {
  await page.goto('/sl/overseas')
  await expect(page.getByText('Overseas stock is listed in the overseas market only.')).toBeVisible()
  await expect(cards(page)).toHaveCount(0)
})
