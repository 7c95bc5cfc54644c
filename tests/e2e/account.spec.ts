import type { Page } from '@playwright/test'
import { expect, login, test } from './fixtures.ts'

const change = async (page: Page, from: string, to: string) => {
  await page.getByLabel('Current password').fill(from)
  await page.getByLabel('New password', { exact: true }).fill(to)
  await page.getByLabel('New password again').fill(to)
  await page.getByRole('button', { name: 'Change password' }).click()
}

// A password change ends the user's other sessions; the new password signs in.
test('an editor changes their password; other sessions end; the new one signs in', async ({ page, browser, consoleErrors }) => {
  const other = await browser.newPage()
  await other.goto('/cms')
  await login(other, 'account@example.com', 'e2e account password')
  await expect(other.getByRole('heading', { name: 'Forecourt editor' })).toBeVisible()

  await page.goto('/cms')
  await login(page, 'account@example.com', 'e2e account password')
  await page.getByRole('link', { name: 'Your account' }).click()
  await expect(page).toHaveURL(/\/account$/)

  await change(page, 'not my password', 'e2e changed password')
  await expect(page.getByText('Current password is incorrect')).toBeVisible()
  await change(page, 'e2e account password', 'e2e changed password')
  // A change checks the old password and hashes the new one (scrypt, each a CPU-bound step of its
  // own), then ends the sessions: on a busy machine that takes longer than a page's render.
  await expect(page.getByRole('status')).toHaveText('Password changed. Your other sessions have been signed out.', { timeout: 30_000 })

  // The other browser's session is gone; this one goes on.
  await other.goto('/cms')
  await expect(other).toHaveURL(/\/login/)
  await page.goto('/cms')
  await expect(page.getByRole('heading', { name: 'Forecourt editor' })).toBeVisible()

  await login(other, 'account@example.com', 'e2e changed password')
  await expect(other.getByRole('heading', { name: 'Forecourt editor' })).toBeVisible()

  // Put the password back for the next run on this server (--repeat-each).
  await page.goto('/account')
  await change(page, 'e2e changed password', 'e2e account password')
  await expect(page.getByRole('status')).toBeVisible({ timeout: 30_000 })
  await other.close()
  // The browser logs the refused wrong-password attempt (400); nothing else may fail.
  expect(consoleErrors).toEqual([expect.stringMatching(/status of 400 \(Bad Request\) \(http:\/\/[^)]+\/auth\/password\)$/)])
})
