import type { Page } from '@playwright/test'
import { expect, login, test } from './fixtures.ts'

/**
 * issue 13 "Done when", the visitor's part, on the demo's own forms (demo/bundle.json): a test drive
 * booked from a model page (prefilled from the URL, red invalid states, a field shown by another's
 * value, a retailer chosen), routed to that retailer with a confirmation to the visitor; and a
 * brochure asked for in the modal form a form link opens (spec 1 §2).
 */

/** The form token must be 3 s old (ADR 054): a person takes longer than that, a test must wait. */
async function waitForTokenAge(page: Page, loadedAt: number) {
  const wait = loadedAt + 3_200 - Date.now()
  if (wait > 0) await page.waitForTimeout(wait)
}

test('a visitor books a test drive from a model page; the retailer and the visitor get their e-mails', async ({ page, consoleErrors }) => {
  test.setTimeout(60_000)
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/models/aurelia-e7')
  await page.locator('main').getByRole('link', { name: 'Book a test drive' }).first().click()
  await expect(page).toHaveURL(/\/test-drive\?model=aurelia_e7$/)
  const loadedAt = Date.now()
  const form = page.locator('main form[data-form-id]')
  // Prefilled from the URL once the page is live (ADR 058).
  await expect(form.getByLabel(/^Model/)).toHaveValue('aurelia_e7')

  // Sent empty: every required field says so, in red, and the first one has the focus.
  const submit = form.getByRole('button', { name: 'Request a test drive' })
  await expect(submit).toBeEnabled()
  await submit.click()
  const firstName = form.getByRole('textbox', { name: /^First name/ })
  await expect(firstName).toBeFocused()
  await expect(firstName).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByText('This field is required').first()).toBeVisible()

  const email = `e2e.${Date.now().toString(36)}@example.com`
  await firstName.fill('Ann')
  await form.getByRole('textbox', { name: /^Last name/ }).fill('Example')
  await form.getByRole('textbox', { name: /^E-mail/ }).fill(email)
  await form.getByLabel(/^Retailer/).selectOption({ label: 'Kestrel Bay Motors' })
  // The phone number is asked for only when the visitor wants a call.
  const phone = form.getByRole('textbox', { name: /^Phone number/ })
  await expect(phone).toHaveCount(0)
  await form.getByRole('radio', { name: 'By phone' }).check()
  await expect(phone).toBeVisible()
  await phone.fill('020 7946 0123')
  await form.getByRole('checkbox', { name: /Contact me about this request/ }).check()
  await expect(firstName).not.toHaveAttribute('aria-invalid', 'true')

  await waitForTokenAge(page, loadedAt)
  await submit.click()
  const thanks = page.getByRole('status').filter({ hasText: 'Your retailer will confirm your test drive within one working day.' })
  await expect(thanks).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)

  // The lead went to the retailer chosen, and the visitor got a confirmation (the sandbox outbox
  // of the demo shows what the delivery jobs sent).
  await page.goto('/admin/forms/outbox')
  await login(page, 'admin@example.com', 'e2e admin password')
  await expect(page.getByRole('heading', { level: 1, name: 'Sandbox outbox' })).toBeVisible()
  for (const name of [
    `E-mail to ${email}: Your test drive request`,
    'E-mail to sales@kestrelbay.example: New test drive request: Test drive',
  ]) {
    await expect(async () => {
      await page.reload()
      await expect(page.getByRole('article', { name }).first()).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 20_000 })
  }
  // The retailer reads the lead as the visitor filled it in: labels, not stored values.
  const notification = page.getByRole('article', { name: /^E-mail to sales@kestrelbay\.example/ }).first()
  for (const line of [
    'Model: Aurelia E7',
    'Retailer: Kestrel Bay Motors',
    'How should the retailer contact you?: By phone',
    'Phone number: +442079460123',
  ])
    await expect(notification).toContainText(line)
  expect(consoleErrors).toEqual([])
})

test('a form link opens the brochure form in a modal: Escape closes it, the link has the focus back, a sent form thanks', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/models/aurelia-e7')
  const link = page.getByRole('button', { name: 'Get the brochure' })
  await link.click()
  const dialog = page.getByRole('dialog', { name: 'Get the brochure' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('textbox', { name: /^First name/ })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(link).toBeFocused()

  // Opened again, the form comes with a new token.
  await link.click()
  const loadedAt = Date.now()
  await dialog.getByRole('textbox', { name: /^First name/ }).fill('Ann')
  await dialog.getByRole('textbox', { name: /^E-mail/ }).fill('ann.brochure@example.com')
  await dialog.getByLabel(/^Brochure/).selectOption('aurelia_e7')
  await waitForTokenAge(page, loadedAt)
  await dialog.getByRole('button', { name: 'Send me the brochure' }).click()
  await expect(dialog.getByRole('status')).toContainText('Your brochure is on its way to your inbox.')
  expect(consoleErrors).toEqual([])
})
