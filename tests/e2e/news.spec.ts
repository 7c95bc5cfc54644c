import type { Page } from '@playwright/test'
import { expect, openHydrated, test } from './fixtures.ts'

// MENA News, Racing Results and Specification in the demo (spec 2 §2, §3.12, §4 News, §9): the
// news list paged to page 2, an item opened, its back link returning to ?currentPage=2; the racing
// results table; the specification table; in the English market and right to left under /ar.
const markets = [
  {
    base: '',
    dir: 'ltr',
    featured: 'Featured',
    first: 'The Aurelia X concept is unveiled in Dubai',
    next: 'Next page',
    pageTwo: '2 of 3',
    item: 'Summit takes the pass',
    back: 'Back to News Section',
    racing: { heading: 'Gulf Endurance Cup, round 4: Yas Marina', column: 'Drivers', winner: 'L. Haddad / S. Moreau' },
    spec: { label: 'Towing', value: '2,500 kg braked' },
  },
  {
    base: '/ar',
    dir: 'rtl',
    featured: 'خبر مميز',
    first: 'الكشف عن سيارة أوريليا X الاختبارية في دبي',
    next: 'الصفحة التالية',
    pageTwo: '2 من 3',
    item: 'سميت تعبر الممر الجبلي',
    back: 'العودة إلى قسم الأخبار',
    racing: { heading: 'كأس الخليج للتحمل، الجولة 4: ياس مارينا', column: 'السائقون', winner: 'ل. حداد / س. مورو' },
    spec: { label: 'قدرة القطر', value: '2,500 كجم لمقطورة مزودة بمكابح' },
  },
] as const

async function noOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow, 'horizontal overflow').toBeLessThanOrEqual(0)
}

for (const market of markets) {
  test.describe(`${market.dir}`, () => {
    test('news: page 2, an item, back to ?currentPage=2', async ({ page, consoleErrors }) => {
      const response = await openHydrated(page, `${market.base}/news`)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('dir', market.dir)
      // In the demo's navigation, with the racing results under News.
      expect(await page.locator(`header a[href="${market.base}/news#racing"]`).count()).toBeGreaterThan(0)
      const block = page.locator('[data-template="news"]')
      await expect(block.locator('[data-news-item]')).toHaveCount(6)
      await expect(block.locator('[data-news-item]').first()).toContainText(market.featured)
      await expect(block.getByRole('heading', { name: market.first })).toBeVisible()
      await block.getByRole('button', { name: market.next }).click()
      await expect(page).toHaveURL(new RegExp(`${market.base}/news\\?currentPage=2$`))
      await expect(block.getByRole('navigation')).toContainText(market.pageTwo)
      await expect(block.getByText(market.featured)).toHaveCount(0)
      await noOverflow(page)
      // Each page turned is an entry of the history, shown again without asking the server for the page.
      const pageRequests: string[] = []
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith(`${market.base}/news`)) pageRequests.push(request.url())
      })
      await page.goBack()
      await expect(page).toHaveURL(new RegExp(`${market.base}/news$`))
      await expect(block.getByRole('heading', { name: market.first })).toBeVisible()
      await page.goForward()
      await expect(page).toHaveURL(new RegExp(`${market.base}/news\\?currentPage=2$`))
      await expect(block.getByRole('navigation')).toContainText(market.pageTwo)
      expect(pageRequests).toEqual([])

      await block.locator('[data-news-item="summit-takes-the-pass"]').getByRole('link').click()
      await expect(page).toHaveURL(new RegExp(`${market.base}/news\\?article=summit-takes-the-pass$`))
      await expect(block.getByRole('heading', { name: market.item })).toBeVisible()
      await expect(page).toHaveTitle(new RegExp(`^${market.item} \\| `))
      const back = block.getByRole('link', { name: market.back })
      await expect(back).toHaveAttribute('href', `${market.base}/news?currentPage=2`)
      await back.click()
      await expect(page).toHaveURL(new RegExp(`${market.base}/news\\?currentPage=2$`))
      await expect(block.getByRole('navigation')).toContainText(market.pageTwo)
      await expect(block.locator('[data-news-item="summit-takes-the-pass"]')).toBeVisible()
      expect(consoleErrors).toEqual([])
    })

    test('racing results and the specification table', async ({ page, consoleErrors }) => {
      await openHydrated(page, `${market.base}/news#racing`)
      const results = page.locator('[data-template="racing-results"]')
      await expect(results.getByRole('heading', { name: market.racing.heading })).toBeVisible()
      const table = results.getByRole('table')
      await expect(table.getByRole('columnheader', { name: market.racing.column })).toBeVisible()
      await expect(table.getByRole('row')).toHaveCount(9)
      await expect(table.getByRole('row').nth(1).getByRole('rowheader')).toHaveText(market.racing.winner)

      await openHydrated(page, `${market.base}/vantor/ridge`)
      const spec = page.locator('[data-template="specification"]')
      await expect(spec.getByRole('rowheader', { name: market.spec.label })).toBeVisible()
      await expect(spec.getByRole('cell', { name: market.spec.value })).toBeVisible()
      expect(consoleErrors).toEqual([])
    })
  })
}

test('on a phone, Racing results lands at its heading after the news list above it has loaded (spec 1 §2)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  const racing = page.locator('#racing')
  const news = page.locator('[data-template="news"] [data-news-item]')
  // Where an anchor lands: the root's scroll padding, below the sticky header.
  const landed = () => page.evaluate(() => Math.round(document.getElementById('racing')!.getBoundingClientRect().top))
  const offset = () => page.evaluate(() => Math.round(parseFloat(getComputedStyle(document.documentElement).scrollPaddingBlockStart)))

  // Opened from an address: the browser jumps before the list (read in the browser) arrives.
  await openHydrated(page, '/news#racing')
  await expect(news).toHaveCount(6)
  await page.waitForLoadState('networkidle')
  await expect.poll(landed).toBe(await offset())
  await expect(racing.getByRole('heading', { level: 2 })).toBeInViewport()

  // From the phone menu, a navigation in the page.
  await openHydrated(page, '/about')
  await page.locator('header button[aria-controls="fc-main-nav"]').click()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Racing results' }).click()
  // Once the list has loaded, it writes its page into the address (?currentPage=1), which may be
  // before the address is first read here.
  await expect(page).toHaveURL(/\/news(\?currentPage=1)?#racing$/)
  await expect(news).toHaveCount(6)
  await page.waitForLoadState('networkidle')
  await expect.poll(landed).toBe(await offset())
})
