import { expect, test } from './fixtures.ts'
import { galleryGroups, groupSlug } from './block-gallery.ts'

// Issue 3: every block of each group, in each colour theme and right to left, renders with no
// console errors and no horizontal overflow on a phone and on a desktop.
const markets = [{ base: '/blocks', dir: 'ltr' }, { base: '/blocks-ar', dir: 'rtl' }] as const
const widths = [375, 1440] as const

for (const [group, templates] of galleryGroups()) {
  for (const { base, dir } of markets) {
    test(`block group ${group} (${dir}) renders every block without overflow`, async ({ page, consoleErrors }) => {
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 })
        const response = await page.goto(`${base}/${groupSlug(group)}`)
        expect(response?.status()).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('dir', dir)
        await page.waitForLoadState('networkidle')
        for (const template of templates) {
          await expect(page.locator(`[data-template="${template.key}"]`).first(), template.key).toBeAttached()
        }
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        expect(overflow, `horizontal overflow at ${width} px`).toBeLessThanOrEqual(0)
      }
      expect(consoleErrors).toEqual([])
    })
  }
}
