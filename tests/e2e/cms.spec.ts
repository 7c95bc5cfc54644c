import type { Browser, Locator, Page } from '@playwright/test'
import { expect, login, test } from './fixtures.ts'

async function signIn(page: Page, target = '/cms') {
  await page.goto(`/login?redirectTo=${encodeURIComponent(target)}`)
  await login(page, 'editor@example.com', 'e2e editor password')
  await expect(page).toHaveURL(new RegExp(`${target.replace(/[?]/g, '\\?')}$`))
}

/** Drags a block from the sidebar's list onto the end of the page in the preview frame (Puck's drag and drop). */
async function dragBlock(page: Page, search: string, template: string) {
  await page.getByLabel('Search blocks').fill(search)
  const item = page.locator(`[data-template="${template}"]`).first()
  await expect(item).toBeVisible()
  const from = (await item.boundingBox())!
  const frame = (await page.locator('#preview-frame').boundingBox())!
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2, { steps: 5 })
  const to = { x: frame.x + frame.width / 2, y: frame.y + frame.height - 40 }
  await page.mouse.move(to.x, to.y, { steps: 20 })
  await page.waitForTimeout(200)
  await page.mouse.move(to.x, to.y + 5, { steps: 5 })
  await page.mouse.up()
}

const canvas = (page: Page) => page.frameLocator('#preview-frame')

test('an editor builds, saves, publishes and restores a page; a visitor sees only published content', async ({ page, browser, consoleErrors }) => {
  page.on('pageerror', (e) => console.log('PAGEERROR', e.stack))
  page.on('console', (m) => console.log('CONSOLE', m.type(), m.text().slice(0, 500)))
  test.setTimeout(120_000)
  await signIn(page)
  await page.getByLabel('Path').fill('/e2e-new')
  await page.getByLabel('Title', { exact: true }).fill('E2E new page')
  await page.getByRole('button', { name: 'Create page' }).click()
  await expect(page).toHaveURL(/\/cms\?page=\d+$/)
  await expect(page.getByRole('status', { name: 'Page status' })).toHaveText('Draft')
  await page.screenshot({ path: '/tmp/cms-e2e/1-editor.png' })

  await dragBlock(page, 'quote', 'quote')
  await page.screenshot({ path: '/tmp/cms-e2e/2-dragged.png' })
  await expect(canvas(page).locator('[data-template="quote"]')).toHaveCount(1)
})
