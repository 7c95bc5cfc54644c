import { expect, test } from './fixtures.ts'

// Issue 14 §7: the demo market's stock pages — /stock (a Stock Locator on the demo's stock list),
// /saved-vehicles (ADR 083) and the Stock Locator Carousel on the home page (ADR 084).

test('the home page has the Stock Locator Carousel, its cards linking to showroom pages', async ({ page, consoleErrors }) => {
  await page.goto('/')
  const carousel = page.getByRole('group', { name: 'In stock now' })
  await expect(carousel.getByRole('article')).toHaveCount(12)
  await expect(carousel.getByRole('article').first().getByRole('link')).toHaveAttribute('href', /^\/showroom\/[a-z0-9-]+-\d+$/)
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Cars in stock' }).first()).toHaveAttribute('href', '/stock')
  expect(consoleErrors).toEqual([])
})

test('a visitor filters the stock by a model, saves a car, finds it on /saved-vehicles and goes back', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/stock')
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
  await expect(page).toHaveURL(/\/showroom\/[a-z0-9-]+-\d+$/)
  const save = page.getByRole('button', { name: /Save vehicle|Saved/ }).first()
  await save.click()
  await expect(save).toHaveAttribute('aria-pressed', 'true')

  // The saved vehicles page shows it, with the toggle pressed.
  await page.goto('/saved-vehicles')
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
