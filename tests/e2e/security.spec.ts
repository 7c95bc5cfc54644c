import type { Page } from '@playwright/test'
import { expect, login, test } from './fixtures.ts'

/**
 * The Content-Security-Policy in a real browser: pages, the editor and the admin run under the nonce-based
 * Content-Security-Policy without a single violation, and markup that slips into a page cannot
 * run script.
 */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { __violations: string[] }).__violations = [])
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`))
  })
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)
}

test('public pages run under the policy, and injected markup cannot run script', async ({ page, consoleErrors }) => {
  const violations = await recordViolations(page)
  const response = await page.goto('/models/aurelia-e7')
  const nonce = /'nonce-([^']+)'/.exec(response!.headers()['content-security-policy'] ?? '')?.[1]
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
  // Every script the server wrote carries this response's nonce (data blocks need none).
  const html = await response!.text()
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1]!)
    .filter((attrs) => !/type="application\/(ld\+)?json"/.test(attrs))
  expect(scripts.length).toBeGreaterThan(0)
  for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonce}"`)
  await expect(page.locator('main')).toBeVisible()
  expect(await violations()).toEqual([])

  // A stored-XSS payload of the classic kind: without the policy, its handler runs.
  await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<img src="/no-such-image.png" onerror="window.__pwned = 1">'))
  await expect.poll(violations).toEqual([expect.stringMatching(/^script-src-attr inline/)])
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
  expect(consoleErrors.filter((e) => !/Content Security Policy|no-such-image/.test(e))).toEqual([])
})

test('the editor and the admin work under the policy', async ({ page, consoleErrors }) => {
  const violations = await recordViolations(page)
  await page.goto('/login?redirectTo=%2Fcms')
  await login(page, 'admin@example.com', 'e2e admin password')
  await page.locator('a[href*="/cms?page="]').first().click()
  await expect(page.getByRole('status', { name: 'Page status' })).toBeVisible({ timeout: 30_000 })
  // The preview frame is rendered by the editor's scripts: the policy let them run.
  await expect(page.frameLocator('#preview-frame').locator('[data-puck-component]').first()).toBeVisible()
  expect(await violations()).toEqual([])
  await page.goto('/admin/settings')
  await expect(page.getByRole('table', { name: 'Settings of this market' })).toBeVisible()
  expect(await violations()).toEqual([])
  expect(consoleErrors).toEqual([])
})
