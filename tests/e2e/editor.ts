import type { Page } from '@playwright/test'
import { expect, login, openHydrated } from './fixtures.ts'

/** The editor's steps as the browser tests take them (cms.spec.ts, forms.spec.ts). */

export async function signIn(page: Page, target = '/cms') {
  // Hydrated first: on a busy machine a click the page has not taken over yet can go nowhere, and the
  // sign-in's password check and the page after it take longer than on an idle one.
  await openHydrated(page, `/login?redirectTo=${encodeURIComponent(target)}`)
  await login(page, 'editor@example.com', 'e2e editor password')
  await expect(page).toHaveURL((url) => url.pathname + url.search === target, { timeout: 30_000 })
}

// Puck 0.23 renders the field panel twice (desktop and mobile layouts); each copy's inputs get ids
// of their own (src/cms/fields/index.ts), and the test uses the visible one.
export const fieldInput = (page: Page, symbol: string) =>
  page.locator(`:is(input, textarea, select, [contenteditable])[id*="_custom_${symbol}-_"]:visible`).first()

export const canvas = (page: Page) => page.frameLocator('#preview-frame')
export const blocksOnCanvas = (page: Page) => canvas(page).locator('[data-puck-component]')

/** Drags from one point to another in small steps, pausing over the target so Puck places the drop. */
export async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y)
  await page.mouse.down()
  await page.mouse.move(from.x + 12, from.y + 12, { steps: 4 })
  await page.mouse.move(to.x, to.y, { steps: 20 })
  await page.waitForTimeout(250)
  await page.mouse.move(to.x, to.y + 4, { steps: 4 })
  await page.mouse.up()
}

/** Drags a block from the sidebar's list (found by its search box) to the end of the page. */
export async function dragBlock(page: Page, search: string, template: string) {
  // The rail's Blocks item toggles its panel: open it only when closed.
  if (!(await page.getByLabel('Search blocks').isVisible()))
    await page.getByText('Blocks', { exact: true }).filter({ visible: true }).first().click()
  await page.getByLabel('Search blocks').fill(search)
  const item = page.locator(`[data-template="${template}"]`).first()
  await expect(item).toBeVisible()
  const count = await blocksOnCanvas(page).count()
  const from = (await item.boundingBox())!
  const frame = (await page.locator('#preview-frame').boundingBox())!
  await drag(
    page,
    { x: from.x + from.width / 2, y: from.y + from.height / 2 },
    { x: frame.x + frame.width / 2, y: frame.y + frame.height - 30 },
  )
  await expect(blocksOnCanvas(page)).toHaveCount(count + 1)
}

/** Publish asks first: the topbar's button, then the dialog's. */
export async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await page.getByRole('dialog', { name: 'Publish this page?' }).getByRole('button', { name: 'Publish now' }).click()
}
