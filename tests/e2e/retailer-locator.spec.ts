import { expect, test, openHydrated } from './fixtures.ts'

// spec 2 §3.11, spec 3 §2 (ADR 080): the retailer locators of the block gallery, with the demo's
// 21 retailers, in a real browser: search, service filter, near me refused, the offline map's
// markers by keyboard, and no request for map tiles or a maps service.

test.describe('Retailer Locator (gallery /blocks/retailers)', () => {
  test('searches, filters by service and says when nothing matches', async ({ page, consoleErrors }) => {
    await openHydrated(page, '/blocks/retailers')
    const locator = page.locator('[data-template="retailer-locator"]').first()
    const cards = locator.getByRole('heading', { level: 3 })
    const all = await cards.count()
    expect(all).toBeGreaterThanOrEqual(18)
    await locator.getByRole('combobox', { name: 'Search retailers...' }).fill('STRAND')
    await expect(cards).toHaveText(['Aurelia & Vantor London'])
    await locator.getByRole('combobox', { name: 'Search retailers...' }).fill('nowhere-at-all')
    await expect(locator.getByRole('status')).toHaveText('Sorry, there were no results for your search.')
    await locator.getByRole('combobox', { name: 'Search retailers...' }).fill('')
    await locator.getByRole('combobox', { name: 'Choose service' }).selectOption('Charging')
    expect(await cards.count()).toBeLessThan(all)
    expect(consoleErrors).toEqual([])
  })

  test("'near me' refused: a clear message, the list as it was", async ({ page, context }) => {
    await context.clearPermissions()
    await openHydrated(page, '/blocks/retailers')
    const locator = page.locator('[data-template="retailer-locator"]').first()
    await locator.getByRole('button', { name: 'SHOWROOM/SERVICE NEAR ME' }).click()
    await expect(locator.getByRole('status')).toContainText('We could not get your location')
  })

  test('a place typed and picked from the suggestions orders the retailers from it (ADR 157)', async ({ page, consoleErrors }) => {
    await openHydrated(page, '/blocks/retailers')
    const locator = page.locator('[data-template="retailer-locator"]').first()
    const search = locator.getByRole('combobox', { name: 'Search retailers...' })
    const place = locator.getByRole('option', { name: /^Brighton/ })
    // Typed again until it is heard: text typed while the block still hydrates changes no state.
    await expect(async () => {
      await search.fill('')
      await search.fill('brigh')
      await expect(place).toBeVisible({ timeout: 2_000 })
    }).toPass()
    await search.press('ArrowDown')
    await expect(search).toHaveAttribute('aria-activedescendant', (await place.getAttribute('id'))!)
    await search.press('Enter')
    await expect(locator.getByRole('status')).toHaveText('Nearest to Brighton')
    // Every retailer again, the one in Brighton first, each with its distance.
    await expect(search).toHaveValue('')
    expect(await locator.getByRole('heading', { level: 3 }).count()).toBeGreaterThanOrEqual(18)
    await expect(locator.getByRole('heading', { level: 3 }).first()).toHaveText('Aurelia Brighton')
    await expect(locator.locator('li[id*="retailer"]').first()).toContainText(/\d+\.\d mi/)
    expect(consoleErrors).toEqual([])
  })

  test('on a phone, a postcode typed and Enter orders the retailers from it; Map shows the map above the list', async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await openHydrated(page, '/retailers')
    const locator = page.locator('[data-template="retailer-locator-with-map"]')
    const search = locator.getByRole('combobox', { name: 'Search retailers...' })
    // No retailer's address has the text, so the market's postcode areas place it (ADR 157).
    await expect(async () => {
      await search.fill('')
      await search.fill('Edinburgh EH6')
      await expect(locator.getByRole('option', { name: /^EH6/ })).toBeVisible({ timeout: 2_000 })
    }).toPass()
    await search.press('Enter')
    await expect(locator.getByRole('status')).toHaveText('Nearest to EH6')
    await expect(locator.getByRole('heading', { level: 3 }).first()).toHaveText('Aurelia & Vantor Edinburgh')
    // Text that leaves no retailer: that alone, not also "Nearest to EH6".
    await search.fill('zzzz')
    await expect(locator.getByRole('status')).toHaveText('Sorry, there were no results for your search.')
    await search.fill('')

    const map = locator.locator('svg').first()
    const far = locator.getByRole('listitem').nth(8)
    await far.scrollIntoViewIfNeeded()
    await expect(map).not.toBeInViewport()
    await far.getByRole('button', { name: /^Map/ }).click()
    await expect(map).toBeInViewport()
    await expect(map.locator('a[aria-current="true"]')).toHaveAttribute('aria-label', (await far.getByRole('heading').textContent())!)
    expect(consoleErrors).toEqual([])
  })

  test("'near me' allowed: nearest first, with distances", async ({ page, context }) => {
    await context.grantPermissions(['geolocation'])
    await context.setGeolocation({ latitude: 51.5103, longitude: -0.1219 })
    await openHydrated(page, '/blocks/retailers')
    const locator = page.locator('[data-template="retailer-locator"]').first()
    await locator.getByRole('button', { name: 'SHOWROOM/SERVICE NEAR ME' }).click()
    await expect(locator.getByRole('heading', { level: 3 }).first()).toHaveText('Aurelia & Vantor London')
    await expect(locator.getByText('0.0 mi')).toBeVisible()
  })

  test('the offline map: keyboard-focusable markers lead to their retailer; nothing external loads', async ({ page, consoleErrors }) => {
    const external: string[] = []
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1')) external.push(request.url())
    })
    await openHydrated(page, '/blocks/retailers')
    const locator = page.locator('[data-template="retailer-locator"]').first()
    await locator.getByRole('button', { name: 'Map', exact: true }).click()
    await expect(locator.getByRole('button', { name: 'Map', exact: true })).toHaveAttribute('aria-pressed', 'true')
    const marker = locator.locator('svg a').first()
    await marker.focus()
    await expect(marker).toBeFocused()
    const name = await marker.getAttribute('aria-label')
    await page.keyboard.press('Enter')
    const card = locator.getByRole('listitem').filter({ has: page.getByRole('heading', { name: name!, exact: true }) })
    await expect(card).toHaveAttribute('aria-current', 'true')
    await expect(card).toBeFocused()
    const split = page.locator('[data-template="retailer-locator-with-map"]').first()
    await expect(split.locator('svg a')).not.toHaveCount(0)
    expect(external).toEqual([])
    expect(consoleErrors).toEqual([])
  })
})
