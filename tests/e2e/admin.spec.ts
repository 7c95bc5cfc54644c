import { expect, login, test } from './fixtures.ts'

/** The back office, part 1 (issue 4 §3, §4; spec 1 §6): settings, the audit log, access. */
test('an admin changes the site name; the public site and the audit log show it', async ({ page, consoleErrors }) => {
  await page.goto('/admin/settings')
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Fsettings$/)
  await login(page, 'admin@example.com', 'e2e admin password')
  await expect(page).toHaveURL(/\/admin\/settings$/)

  const table = page.getByRole('table', { name: 'Settings of this market' })
  await page.getByRole('searchbox', { name: 'Search' }).fill('site_name')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(/search=site_name/)
  await expect(table.getByRole('row')).toHaveCount(2)
  await table.getByRole('link', { name: 'Edit general.site_name' }).click()

  const value = page.getByLabel('Value', { exact: true })
  await expect(value).toHaveValue('Aurelia & Vantor')
  await value.fill('Forecourt E2E Motors')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status')).toHaveText('Saved.')
  await expect(table.getByRole('cell', { name: 'Forecourt E2E Motors' })).toBeVisible()

  // The public site uses the new name in its titles (page title + divider + site name, spec 1 §2).
  await page.goto('/')
  await expect(page).toHaveTitle(/Forecourt E2E Motors$/)

  await page.goto('/admin/audit')
  const audit = page.getByRole('table', { name: 'Changes, newest first' })
  const row = audit.getByRole('row').filter({ hasText: 'general.site_name' }).first()
  await expect(row).toContainText('admin@example.com')
  await expect(row).toContainText('setting.update')
  await row.getByText('Before and after').click()
  await expect(row.locator('pre').first()).toHaveText('Aurelia & Vantor')
  await expect(row.locator('pre').nth(1)).toHaveText('Forecourt E2E Motors')
  expect(consoleErrors).toEqual([])
})

test('a JSON setting shows its validation error at the field', async ({ page }) => {
  await page.goto('/login?redirectTo=%2Fadmin%2Fsettings%3Fedit%3Derror_page.not_found')
  await login(page, 'admin@example.com', 'e2e admin password')
  const editor = page.getByRole('textbox', { name: 'Value (JSON)' })
  await editor.click()
  await page.keyboard.press('ControlOrMeta+a')
  // The editor closes the brace itself: the text parses, but heading must be a string.
  await page.keyboard.type('{"heading": 5')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Invalid Object in error_page.not_found: heading: Invalid input: expected string, received number')).toBeVisible()
  await expect(editor).toHaveAttribute('aria-invalid', 'true')
})

test('an editor opening /admin/settings lands on /no-access', async ({ page }) => {
  await page.goto('/admin/settings')
  await login(page, 'editor@example.com', 'e2e editor password')
  await expect(page).toHaveURL(/\/no-access$/)
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible()
})
