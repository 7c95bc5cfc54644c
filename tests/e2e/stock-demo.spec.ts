import { arrivedAt, expect, openHydrated, test } from './fixtures.ts'

// The demo market's stock pages (ADR 070) — /stock (a Stock Locator on the demo's stock list),
// /saved-vehicles (ADR 083) and the Stock Locator Carousel on the home page (ADR 084).

test('the home page has the Stock Locator Carousel, its cards linking to showroom pages', async ({ page, consoleErrors }) => {
  // The width at which the demo's bar shows its entries (ADR 159).
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/')
  const carousel = page.getByRole('group', { name: 'In stock now' })
  // The demo's carousel shows its list's six newest cars (its editor field 'Number of cars').
  await expect(carousel.getByRole('article')).toHaveCount(6)
  await expect(carousel.getByRole('article').first().getByRole('link')).toHaveAttribute('href', /^\/showroom\/[a-z0-9-]+-\d+$/)
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Cars in stock' }).first()).toHaveAttribute('href', '/stock')
  expect(consoleErrors).toEqual([])
})

test("the showroom's back link returns to the listing where the shopper was: its cards loaded, its place", async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await openHydrated(page, '/stock?sort=priceAsc')
  const cards = page.getByRole('article')
  await page.getByRole('button', { name: 'Load more' }).click()
  await expect(cards).toHaveCount(24)
  const card = cards.nth(15).getByRole('link')
  const href = (await card.getAttribute('href'))!
  await card.click()
  await arrivedAt(page, new RegExp(`${href}$`))
  await page.getByRole('link', { name: 'Back to stock' }).click()
  await expect(page).toHaveURL(/\/stock\?sort=priceAsc/)
  // The sixteenth card still there and in view, not the first twelve at the top of the page.
  await expect(cards).toHaveCount(24)
  await expect(page.locator(`article a[href="${href}"]`)).toBeInViewport()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
  expect(consoleErrors).toEqual([])
})

test('a visitor filters the stock by a model, saves a car, finds it on /saved-vehicles and goes back', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await openHydrated(page, '/stock')
  const cards = page.getByRole('article')
  await expect(cards).toHaveCount(12)

  // Filter by a model: every card shows it.
  await page.getByRole('button', { name: 'Model', exact: true }).click()
  const option = page.getByRole('checkbox').first()
  const model = (await option.locator('xpath=..').locator('span').first().textContent())!.trim()
  await option.check()
  await expect(page).toHaveURL(/\/stock\?models=/)
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  for (const text of await cards.allTextContents()) expect(text).toContain(model)

  // Open the first car and save it on its showroom page.
  // The link's name is the card's title, then (for screen readers) its version, attributes and price.
  const title = (await cards.first().getByRole('link').textContent())!.split(',')[0]!.trim()
  await cards.first().getByRole('link').click()
  // A button does nothing until the page has hydrated (ADR 095).
  await arrivedAt(page, /\/showroom\/[a-z0-9-]+-\d+$/)
  const save = page.getByRole('button', { name: /Save vehicle|Saved/ }).first()
  await save.click()
  await expect(save).toHaveAttribute('aria-pressed', 'true')

  // The showroom's back link returns to the listing with the filter still set (ADR 090).
  await page.getByRole('link', { name: 'Back to stock' }).click()
  await expect(page).toHaveURL(/\/stock\?models=/)
  // An active filter's panel is open (its heading counts it: "Model 1").
  await expect(page.getByRole('checkbox', { name: `${model} (`, exact: false }).first()).toBeChecked()
  for (const text of await cards.allTextContents()) expect(text).toContain(model)

  // The saved vehicles page shows it, with the toggle pressed.
  await openHydrated(page, '/saved-vehicles')
  const saved = page.getByRole('article')
  await expect(saved).toHaveCount(1)
  await expect(saved.getByRole('link', { name: title })).toBeVisible()
  await expect(saved.getByRole('button', { name: /Save vehicle/ })).toHaveAttribute('aria-pressed', 'true')

  // Unsaving it leaves the empty state; the back button leads to the stock page.
  await saved.getByRole('button', { name: /Save vehicle/ }).click()
  await expect(page.getByText('You have not saved any vehicles yet.')).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('stockLocatorSavedVahicles'))).toBeNull()
  await page.getByRole('link', { name: 'Back to the stock' }).click()
  await expect(page).toHaveURL(/\/stock$/)
  await expect(page.getByRole('article')).toHaveCount(12)
  expect(consoleErrors).toEqual([])
})

test("a link's filter value the inventory API refuses leaves the list as the page drew it", async ({ page, consoleErrors }) => {
  await page.goto('/stock?statuses=gone')
  // The page drew the list without it; the browser's ask with it is refused (400): the list stays, and so does the address it answers.
  await expect(page).toHaveURL(/\/stock$/)
  await expect(page.getByText(/^Showing \d+ of \d+ vehicles$/)).toBeVisible()
  await expect(page.getByText('The vehicles could not be loaded. Please try again.')).toHaveCount(0)
  expect(consoleErrors.filter((error) => !error.includes('status of 400'))).toEqual([])
})

test('the dealer filter names the retailers; the URL keeps their codes', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await openHydrated(page, '/stock')
  await page.getByRole('button', { name: 'Retailer', exact: true }).click()
  const london = page.getByRole('checkbox', { name: /^Aurelia & Vantor London/ })
  await expect(london).toBeVisible()
  await expect(page.getByRole('checkbox', { name: /^AV-LON/ })).toHaveCount(0)
  await london.check()
  await expect(page).toHaveURL(/\/stock\?dealers=AV-LON$/)
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  // After the browser's own request the option is still named, and checked.
  await expect(page.getByRole('checkbox', { name: /^Aurelia & Vantor London/ })).toBeChecked()
  expect(consoleErrors).toEqual([])
})

// ADR 087: what the data layer holds — GA4 ecommerce events, each after { ecommerce: null }.
type Item = { item_id: string; item_list_id?: string; index?: number; quantity: number; price?: number; currency?: string }
type Entry = { event?: string; ecommerce?: { item_list_id?: string; item_list_name?: string; items: Item[] } | null }

test('the data layer: view_item_list with 1-based indexes, load more continues them, select_item, view_item', async ({
  page,
  consoleErrors,
}) => {
  // Every push is kept in the session too, so the listing's pushes are still readable on the showroom page.
  await page.addInitScript(() => {
    const layer: unknown[] = []
    layer.push = (...entries: unknown[]) => {
      const kept = JSON.parse(sessionStorage.getItem('e2e-data-layer') ?? '[]') as unknown[]
      sessionStorage.setItem('e2e-data-layer', JSON.stringify([...kept, ...entries]))
      return Array.prototype.push.apply(layer, entries)
    }
    ;(window as { dataLayer?: unknown[] }).dataLayer = layer
  })
  const pushed = () => page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-data-layer') ?? '[]') as Entry[])
  const events = async (name: string) => (await pushed()).filter((entry) => entry.event === name)

  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/stock')
  await expect.poll(async () => (await events('view_item_list')).length).toBe(1)
  const all = await pushed()
  const first = all.find((entry) => entry.event === 'view_item_list')!
  expect(all[all.indexOf(first) - 1]).toEqual({ ecommerce: null })
  // The page_view comes first.
  expect(all.findIndex((entry) => entry.event === 'page_view')).toBeLessThan(all.indexOf(first))
  expect(first.ecommerce).toMatchObject({ item_list_name: 'Stock Locator', item_list_id: expect.any(String) })
  const items = first.ecommerce!.items
  expect(items.map((item) => item.index)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1))
  for (const item of items) {
    expect(item.quantity).toBe(1)
    expect(item.currency).toBe('GBP')
    expect(item.item_id).toMatch(/^\d+$/)
  }

  // Load more: only the new cards, indexes 13 … 24.
  await page.getByRole('button', { name: 'Load more' }).click()
  await expect(page.getByRole('article')).toHaveCount(24)
  await expect.poll(async () => (await events('view_item_list')).length).toBe(2)
  const more = (await events('view_item_list'))[1]!.ecommerce!
  expect(more.items.map((item) => item.index)).toEqual(Array.from({ length: 12 }, (_, i) => i + 13))
  expect(more.items.some((item) => items.some((shown) => shown.item_id === item.item_id))).toBe(false)

  // Opening the 13th car: select_item with its index; its showroom page: view_item of the same vehicle.
  await page.getByRole('article').nth(12).getByRole('link').click()
  await expect(page).toHaveURL(/\/showroom\/[a-z0-9-]+-\d+$/)
  const [selected] = await events('select_item')
  expect(selected!.ecommerce!.items).toEqual([expect.objectContaining({ item_id: more.items[0]!.item_id, index: 13, quantity: 1 })])
  await expect.poll(async () => (await events('view_item')).length).toBe(1)
  const [viewed] = await events('view_item')
  expect(viewed!.ecommerce!.items).toEqual([expect.objectContaining({ item_id: more.items[0]!.item_id, quantity: 1 })])
  expect(page.url()).toMatch(new RegExp(`-${more.items[0]!.item_id}$`))
  // Then the offer of its state (spec 3 §4, ADR 068).
  const state = (viewed!.ecommerce!.items[0] as Item & { item_category: string }).item_category
  const after = (await pushed()).slice((await pushed()).findIndex((entry) => entry.event === 'view_item') + 1)
  if (['new', 'used', 'approved'].includes(state))
    expect(after[0]).toEqual({ event: `${state}_vehicle_offer`, item_id: more.items[0]!.item_id, item_category: state })
  else expect(after.some((entry) => entry.event?.endsWith('_vehicle_offer'))).toBe(false)
  expect(consoleErrors).toEqual([])
})
