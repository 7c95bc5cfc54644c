import type { APIRequestContext, Page } from '@playwright/test'
import { DEMO_STOCK_LISTING_KEY, demoStock } from '../../demo/stock.ts'
import { expect, openHydrated, test } from './fixtures.ts'
import { DRIVE_AWAY_EXTRA, vehiclesOf } from './fixtures/postcode-market.ts'

// spec 3 §2, §4, §5, §9 and ADR 081, 085: the postcode / state / retailer search over the Stock
// Locator of the /pc market (tests/e2e/server.js, fixtures/postcode-market.ts): the feature on,
// six retailers in NSW, VIC and QLD, four vehicles each, the new ones priced per state.
const NSW = ['PC-SYD', 'PC-PAR', 'PC-SUR', 'PC-DAR']
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Find vehicles near you' })
const cards = (page: Page) => page.getByRole('article')
const status = (page: Page) => page.getByRole('status').filter({ hasText: 'vehicle' })
const money = (n: number) => `$${new Intl.NumberFormat('en-GB').format(n)}`

/** The ids the listing's cards link to (/pc/showroom/{slug}-{id}?…). */
// Read from the card, not its link: a sold car's card has none (ADR 076).
const cardIds = (page: Page) => cards(page).evaluateAll((shown) => shown.map((card) => Number((card as HTMLElement).dataset.vehicleId)))

/** The card of a vehicle. */
const card = (page: Page, id: number) => page.locator(`article[data-vehicle-id="${id}"]`)

/** The listing shows one retailer's cars, its new ones at the drive-away price of `state`. */
async function expectCarsOf(page: Page, dealer: string, state: string) {
  const vehicles = await vehiclesOf(page.request, [dealer])
  // Polled: after a new search the status names it while the last search's cards, as many, may
  // still be showing for a moment (on a busy machine, long enough to be read once).
  await expect.poll(async () => (await cardIds(page)).sort()).toEqual(vehicles.map((v) => v.id).sort())
  const fresh = vehicles.find((v) => v.state === 'new')!
  await expect(card(page, fresh.id).locator('[data-price="purchase"]')).toContainText(money(fresh.msrp_price + DRIVE_AWAY_EXTRA[state]!))
}

/**
 * Opens the modal with 'Change', pressed once: pressed before the page is hydrated, the press is
 * made again once it is (ADR 177).
 */
async function change(page: Page) {
  await page.getByRole('button', { name: 'Change' }).click()
  await expect(dialog(page)).toBeVisible({ timeout: 15_000 })
}

/** Opens the modal from the bar ('Find vehicles near you'): without a search it waits to be asked (ADR 085). */
async function find(page: Page) {
  await page.getByRole('button', { name: 'Find vehicles near you' }).click()
  await expect(dialog(page)).toBeVisible({ timeout: 15_000 })
}

/** A search in the open modal: its tab, its choice, then 'Show vehicles'. */
async function search(page: Page, tab: 'Retailer' | 'State' | 'Postcode', choose: (d: ReturnType<typeof dialog>) => Promise<unknown>) {
  await expect(dialog(page)).toBeVisible()
  await dialog(page).getByRole('radio', { name: tab }).check()
  await choose(dialog(page))
  await dialog(page).getByRole('button', { name: 'Show vehicles' }).click()
}

/** Tabs through the page: focus never leaves the modal. */
async function focusStaysInDialog(page: Page) {
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true)
  }
}

test('without a search the modal waits to be asked for; Escape closes it and the bar opens it again; focus stays in it', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await openHydrated(page, '/pc/')
  await expect(dialog(page)).toBeHidden()
  await expect(cards(page)).toHaveCount(12)
  const opener = page.getByRole('button', { name: 'Find vehicles near you' })
  await find(page)
  await focusStaysInDialog(page)
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toBeHidden()
  await expect(opener).toBeFocused()
  await opener.click()
  await expect(dialog(page)).toBeVisible()
  await dialog(page).getByRole('button', { name: 'Close' }).click()
  await expect(dialog(page)).toBeHidden()
  await opener.click()
  await expect(dialog(page)).toBeVisible()
  expect(consoleErrors).toEqual([])
})

test('a state search: only its retailers’ cars at its drive-away prices, through filters, sort, load more and a reload', async ({
  page,
  request,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await openHydrated(page, '/pc/?page=2')
  await find(page)
  await search(page, 'State', (d) => d.getByRole('combobox', { name: 'State' }).selectOption({ label: 'New South Wales' }))
  await expect(dialog(page)).toBeHidden()
  await expect(page).toHaveURL(/\/pc\/\?_state=NSW$/)
  await expect(page.getByText('Showing cars near New South Wales')).toBeVisible()
  const nsw = await vehiclesOf(request, NSW)
  await expect(status(page)).toHaveText(`Showing 12 of ${nsw.length} vehicles`)

  // Load more: the rest of NSW, nothing from VIC or QLD.
  await page.getByRole('button', { name: 'Load more' }).click()
  await expect(cards(page)).toHaveCount(nsw.length)
  expect((await cardIds(page)).sort()).toEqual(nsw.map((v) => v.id).sort())

  // A new car shows its NSW drive-away price; its showroom link carries the search (spec 3 §2).
  const fresh = nsw.find((v) => v.state === 'new')!
  await expect(card(page, fresh.id).locator('[data-price="purchase"]')).toContainText(money(fresh.msrp_price + DRIVE_AWAY_EXTRA.NSW!))
  await expect(card(page, fresh.id).getByRole('link')).toHaveAttribute('href', new RegExp(`-${fresh.id}\\?_state=NSW$`))

  // A filter and a sort keep the search: the facet count and the list are NSW's.
  await page.getByRole('button', { name: 'Condition' }).click()
  const used = page.getByRole('checkbox', { name: /^Used/ })
  const usedCount = nsw.filter((v) => v.state === 'used').length
  await expect(used.locator('xpath=..')).toContainText(`(${usedCount})`)
  await used.check()
  await expect(status(page)).toHaveText(`Showing ${usedCount} of ${usedCount} vehicles`)
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: lowest first' })
  await expect(status(page)).toHaveText(`Showing ${usedCount} of ${usedCount} vehicles`)
  expect((await cardIds(page)).every((id) => nsw.some((v) => v.id === id))).toBe(true)
  await expect(page).toHaveURL(/_state=NSW/)

  // A reload keeps the search, rendered by the server.
  await page.reload()
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByText('Showing cars near New South Wales')).toBeVisible()
  await expect(status(page)).toHaveText(`Showing ${usedCount} of ${usedCount} vehicles`)
  const html = await (await request.get('/pc/?_state=NSW')).text()
  expect(html).toContain('Showing cars near New South Wales')
  expect(html).toContain(`Showing 12 of ${nsw.length} vehicles`)
  const newCars = nsw.filter((v) => v.state === 'new')
  expect(newCars.some((v) => html.includes(money(v.msrp_price + DRIVE_AWAY_EXTRA.NSW!)))).toBe(true)
  expect(newCars.some((v) => html.includes(money(v.msrp_price + DRIVE_AWAY_EXTRA.VIC!)))).toBe(false)
  expect(consoleErrors).toEqual([])
})

test('a postcode search with its suburb, then a retailer search', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await openHydrated(page, '/pc/')
  await find(page)
  await search(page, 'Postcode', async (d) => {
    await d.getByRole('combobox', { name: 'Postcode' }).fill('2010')
    const suburb = d.getByRole('combobox', { name: 'Suburb' })
    await expect(suburb.getByRole('option')).toHaveText(['Choose a suburb', 'Darlinghurst (NSW)', 'Surry Hills (NSW)'])
    await suburb.selectOption('Surry Hills')
  })
  await expect(dialog(page)).toBeHidden()
  await expect(page).toHaveURL(/_postcode=2010&_locality=Surry\+Hills/)
  await expect(page.getByText('Showing cars near 2010 Surry Hills')).toBeVisible()
  await expectCarsOf(page, 'PC-SUR', 'NSW')

  // A retailer: its cars at its own state's (VIC) prices.
  await change(page)
  await search(page, 'Retailer', (d) => d.getByRole('combobox', { name: 'Retailer' }).selectOption({ label: 'Yarra Motors' }))
  await expect(dialog(page)).toBeHidden()
  await expect(page).toHaveURL(/\/pc\/\?_retailer=PC-MEL$/)
  await expect(page.getByText('Showing cars from Yarra Motors')).toBeVisible()
  await expectCarsOf(page, 'PC-MEL', 'VIC')

  // Back to the whole listing: the search leaves the URL and the bar; the focus stays in the bar.
  await page.getByRole('button', { name: 'Show all vehicles' }).click()
  await expect(page).toHaveURL(/\/pc\/$/)
  await expect(page.getByRole('button', { name: 'Find vehicles near you' })).toBeFocused()
  await expect(page.getByText('Showing cars from Yarra Motors')).toBeHidden()
  const melbourne = new Set((await vehiclesOf(page.request, ['PC-MEL'])).map((v) => v.id))
  await expect.poll(async () => (await cardIds(page)).some((id) => !melbourne.has(id))).toBe(true)
  expect(consoleErrors).toEqual([])
})

test('a search without retailers keeps the modal open, saying so, after a reload too', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/pc/?_state=NSW')
  await expect(dialog(page)).toBeHidden()
  await change(page)
  await search(page, 'State', (d) => d.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Tasmania' }))
  const message = 'There are no retailers for this search. Try another postcode, state or retailer.'
  await expect(dialog(page).getByRole('alert')).toHaveText(message)
  await expect(page).toHaveURL(/\/pc\/\?_state=TAS$/)
  await expect(dialog(page).getByRole('button', { name: 'Close' })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toBeVisible()
  await page.reload()
  await expect(dialog(page)).toBeVisible()
  await expect(dialog(page).getByRole('alert')).toHaveText(message)
})

for (const width of [375, 1440]) {
  test(`at ${width} px the modal fits the screen and keeps the focus`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 375 ? 667 : 900 })
    await openHydrated(page, '/pc/')
    await find(page)
    await dialog(page).getByRole('radio', { name: 'Postcode' }).check()
    const box = (await dialog(page).boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(width)
    expect(box.y).toBeGreaterThanOrEqual(0)
    expect(box.y + box.height).toBeLessThanOrEqual(width === 375 ? 667 : 900)
    await focusStaysInDialog(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    await page.screenshot({ path: `test-results/postcode-modal-${width}.png` })
    // The summary bar once searched.
    await search(page, 'State', (d) => d.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Victoria' }))
    await expect(page.getByText('Showing cars near Victoria')).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    await page.screenshot({ path: `test-results/postcode-summary-${width}.png` })
  })
}

// The demo market (ADR 106): British postcodes, its postcode areas' centres in a setting.
const retailerNames = new Map(demoStock().retailers.map((r) => [r.code, r.name]))
for (const width of [375, 1440]) {
  test(`at ${width} px a postcode pasted with a space and in small letters finds the nearest retailers`, async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 })
    await openHydrated(page, '/stock')
    // No search yet: the whole stock, no modal.
    await expect(dialog(page)).toBeHidden()
    await find(page)
    await search(page, 'Postcode', async (d) => {
      // Headingley, Leeds: no retailer has this postcode; the Leeds one is nearest.
      await d.getByRole('combobox', { name: 'Postcode' }).fill(' ls6 3hn ')
      await expect(d.getByRole('status')).toContainText(`Nearest retailers: ${retailerNames.get('AV-LDS')}`)
      await expect(d.getByRole('combobox', { name: 'Area' })).toHaveValue('Headingley, Leeds')
    })
    await expect(dialog(page)).toBeHidden()
    await expect(page).toHaveURL(/\/stock\?_postcode=LS6\+3HN&_locality=Headingley%2C\+Leeds$/)
    await expect(page.getByText('Showing cars near LS6 3HN Headingley, Leeds')).toBeVisible()
    await expect(cards(page).first()).toBeVisible()
    // A reload renders the same search on the server.
    await page.reload()
    await expect(page.getByText('Showing cars near LS6 3HN Headingley, Leeds')).toBeVisible()
    await expect(dialog(page)).toBeHidden()
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    expect(consoleErrors).toEqual([])
  })
}

test('a postcode the market does not know says so, once, at the field; the two fields side by side at 1440 px', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await openHydrated(page, '/stock')
  await find(page)
  await dialog(page).getByRole('radio', { name: 'Postcode' }).check()
  const postcode = dialog(page).getByRole('combobox', { name: 'Postcode' })
  const area = dialog(page).getByRole('combobox', { name: 'Area' })
  const unknown = "We don't know this postcode. Check it, or search by retailer or region."
  await postcode.fill('ZZ9 9ZZ')
  await expect(dialog(page).getByRole('status')).toHaveText(unknown)
  // Searched anyway: the postcode is what is wrong, not the area it has none of.
  await dialog(page).getByRole('button', { name: 'Show vehicles' }).click()
  await expect(postcode).toHaveAttribute('aria-invalid', 'true')
  await expect(postcode).toHaveAccessibleDescription(unknown)
  await expect(postcode).toBeFocused()
  await expect(area).not.toHaveAttribute('aria-invalid', 'true')
  await expect(dialog(page).getByText(unknown)).toHaveCount(1)
  // Each field in its own column, as tall as the other: the postcode no longer spread over the area.
  const [field, select] = [(await postcode.boundingBox())!, (await area.boundingBox())!]
  expect(field.x + field.width).toBeLessThanOrEqual(select.x)
  expect(Math.abs(field.y - select.y)).toBeLessThan(1)
  expect(Math.abs(field.height - select.height)).toBeLessThan(1)
})

// ADR 157: a town of the demo's gazetteer (src/places/places.server.ts) that no retailer's postcode
// holds, picked from the postcode field's place suggestions, by keyboard.
const OXFORD_NEAREST = ['AV-RDG', 'HV-VAN', 'AV-KEN']

/** The ids of every vehicle of the demo's stock list that these retailers own, from the inventory API. */
async function idsOwnedBy(request: APIRequestContext, codes: readonly string[]) {
  const ids = new Set<number>()
  let total = 0
  for (let page = 1, pages = 1; page <= pages; page++) {
    const query = new URLSearchParams({ page: String(page), items: '12', 'filter[owner_dealer_codes_includes]': codes.join(',') })
    const response = await request.get(`/api/inventory/public_api/listing/${DEMO_STOCK_LISTING_KEY}/light?${query}`)
    expect(response.ok()).toBe(true)
    const light = (await response.json()) as { data: { id: string }[]; meta: { total: number } }
    for (const v of light.data) ids.add(Number(v.id))
    total = light.meta.total
    pages = Math.ceil(total / 12)
  }
  return { ids, total }
}

for (const width of [375, 1440]) {
  test(`at ${width} px a town picked from the place suggestions by keyboard finds its nearest retailers' cars`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 })
    await openHydrated(page, '/stock')
    await find(page)
    const d = dialog(page)
    await d.getByRole('radio', { name: 'Postcode' }).check()
    const field = d.getByRole('combobox', { name: 'Postcode' })
    const places = d.getByRole('listbox', { name: 'Places' })
    // The text is looked up as a postcode too (ADR 106).
    const lookedUp = page.waitForResponse((r) => r.url().includes('/retailers?q%5Bpostcode_eq%5D=OXF'))
    await field.pressSequentially('oxf')
    await expect(places.getByRole('option')).toHaveText(['Oxford England, UK'])
    // Not a postcode the market knows, but a place: no "unknown postcode" beside the suggestions.
    expect((await lookedUp).ok()).toBe(true)
    await expect(d.getByText("We don't know this postcode", { exact: false })).toHaveCount(0)
    const box = (await places.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(width)
    await page.screenshot({ path: `test-results/postcode-places-${width}.png` })

    // Down makes the place active; Escape closes the list and leaves the modal open; Down again, Enter picks.
    await field.press('ArrowDown')
    await expect(field).toHaveAttribute('aria-activedescendant', (await places.getByRole('option').getAttribute('id'))!)
    await field.press('Escape')
    await expect(places).toBeHidden()
    await expect(d).toBeVisible()
    await field.press('ArrowDown')
    await field.press('Enter')
    await expect(field).toHaveValue('Oxford')
    await expect(d.getByRole('status')).toHaveText(`Nearest retailers: ${OXFORD_NEAREST.map((code) => retailerNames.get(code)).join(', ')}`)
    await expect(d.getByRole('combobox', { name: 'Area' })).toHaveValue('Oxford')
    // Enter again, with no list open, submits: 'Show vehicles'.
    await field.press('Enter')
    await expect(d).toBeHidden()
    await expect(page).toHaveURL(/\/stock\?_near=51\.752%2C-1\.2577&_locality=Oxford$/)
    await expect(page.getByText('Showing cars near Oxford')).toBeVisible()

    // The listing: the three retailers' cars and no others.
    const { ids, total } = await idsOwnedBy(request, OXFORD_NEAREST)
    expect(total).toBeGreaterThan(12)
    await expect(status(page)).toHaveText(`Showing 12 of ${total} vehicles`)
    const shown = await cardIds(page)
    expect(shown).toHaveLength(12)
    expect(shown.filter((id) => !ids.has(id))).toEqual([])

    // A reload, and the server's page for the shared link: the same search.
    await page.reload()
    await expect(page.getByText('Showing cars near Oxford')).toBeVisible()
    await expect(dialog(page)).toBeHidden()
    await expect(status(page)).toHaveText(`Showing 12 of ${total} vehicles`)
    const html = await (await request.get('/stock?_near=51.752,-1.2577&_locality=Oxford')).text()
    expect(html).toContain('Showing cars near Oxford')
    expect(html).toContain(`Showing 12 of ${total} vehicles`)
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    await page.screenshot({ path: `test-results/postcode-place-${width}.png` })
    expect(consoleErrors).toEqual([])
  })
}

test('a place in the URL that is no position is ignored: the whole stock, no search', async ({ page, request }) => {
  for (const near of ['91,0', 'abc', '1e3,1', `${'1'.repeat(60)},0`]) {
    const response = await request.get(`/stock?_near=${encodeURIComponent(near)}&_locality=Oxford`)
    expect(response.status()).toBe(200)
    expect(await response.text()).not.toContain('Showing cars near Oxford')
  }
  await openHydrated(page, '/stock?_near=91,0&_locality=Oxford')
  await expect(page.getByRole('button', { name: 'Find vehicles near you' })).toBeVisible()
  await expect(dialog(page)).toBeHidden()
})
