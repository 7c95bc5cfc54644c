import { test as base, expect, type Page } from '@playwright/test'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ReceivedMail } from '../../src/test/smtp.ts'

/** Collects console errors and uncaught page errors; each test asserts there are none where it matters. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`)
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await use(errors)
  },
})
export { expect }

/**
 * Opens a visitor's page and waits until it responds to clicks: its scripts come after its first
 * paint (ADR 095), and once hydrated it fetches the route manifest, so the network goes quiet after.
 * A link works before that; a button does nothing until then.
 */
export async function openHydrated(page: Page, url: string) {
  const response = await page.goto(url)
  await page.waitForLoadState('networkidle')
  return response
}

export async function login(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** The e-mails the e2e server's local SMTP server has received for `address` (tests/e2e/server.js). */
export function mailsTo(address: string): ReceivedMail[] {
  const mailbox = process.env.E2E_MAILBOX!
  return readdirSync(mailbox)
    .sort()
    .map((file) => JSON.parse(readFileSync(join(mailbox, file), 'utf8')) as ReceivedMail)
    .filter((mail) => mail.to.includes(address))
}
