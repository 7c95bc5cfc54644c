import { expect, login, test } from './fixtures.ts'

test('the home page renders on the server with no console errors', async ({ page, consoleErrors }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page.locator('h1').first()).toBeVisible()
  await expect(page).toHaveTitle(/Aurelia & Vantor/)
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(consoleErrors).toEqual([])
})

test('navigating by the nav works client-side', async ({ page, consoleErrors }) => {
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  // A marker on window survives only if the browser does not load a new document.
  await page.evaluate(() => {
    ;(window as unknown as { marker: number }).marker = 42
  })
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true }).click()
  await expect(page).toHaveURL(/\/about$/)
  await expect(page.locator('h1').first()).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42)
  await expect(page).toHaveTitle(/About/)
  expect(consoleErrors).toEqual([])
})

test('#component-2 scrolls to the second block', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 })
  await page.goto('/#component-2')
  const second = page.locator('[data-block-index="2"]')
  await expect.poll(async () => (await second.boundingBox())?.y ?? 9999).toBeLessThan(200)
  await expect.poll(async () => (await second.boundingBox())?.y ?? -9999).toBeGreaterThanOrEqual(0)
})

test('an unknown path shows the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/no/such/page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
})

test('a redirect page answers 301 to its target, keeping the query', async ({ page }) => {
  const response = await page.request.get('/finance?utm_source=x', { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  expect(response.headers().location).toBe('/offers?utm_source=x')
})

test('/cms sends an anonymous visitor to login and back after login', async ({ page }) => {
  await page.goto('/cms')
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcms$/)
  await login(page, 'editor@example.com', 'e2e wrong password')
  await expect(page.getByRole('alert')).toHaveText('Email or password is incorrect.')
  await login(page, 'editor@example.com', 'e2e editor password')
  await expect(page).toHaveURL(/\/cms$/)
  await expect(page.getByRole('heading', { name: 'Forecourt editor' })).toBeVisible()
  // An editor has no permission for the admin area.
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/no-access$/)
  await page.goto('/cms')
  await page.getByRole('button', { name: 'Sign out' }).click()
  await page.goto('/cms')
  await expect(page).toHaveURL(/\/login/)
})

test('an Arabic-language site renders right-to-left', async ({ page, consoleErrors }) => {
  const response = await page.goto('/ar')
  expect(response?.status()).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar-AE')
  await expect(page.getByRole('heading', { name: 'مرحبا بكم في أوريليا' })).toBeVisible()
  expect(consoleErrors).toEqual([])
})

test('the page has no horizontal overflow on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/')
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})

test('the language switch links to the same page in the other market, without tracking parameters', async ({ page }) => {
  await page.goto('/about?utm_source=newsletter&trim=gt&gclid=1')
  const switcher = page.getByRole('list', { name: 'Language' })
  await expect(switcher.getByRole('link', { name: 'AR' })).toHaveAttribute('href', '/ar/about?trim=gt')
  await expect(switcher.getByRole('link', { name: 'EN' })).toHaveAttribute('aria-current', 'true')
})
