import type { Page } from '@playwright/test'
import { expect, openHydrated, test } from './fixtures.ts'

// The range calculator, the vehicle selector for updates, the infotainment selector and the
// accessories-pack questionnaire in the demo (spec 2 §2, §3.12, §4; spec 1 §1): their main paths in
// the English market and right to left under /ar, on a phone and on a desktop, each reached from
// the Tools menu, with no console errors and no sideways scroll.
const markets = [
  {
    base: '',
    dir: 'ltr',
    range: { start: '252', cold: '181', city: 'City', unit: 'miles', temperature: '0 ℃' },
    update: {
      vehicle: 'Vehicle',
      year: 'Model year',
      show: 'Show me',
      clear: 'Clear',
      pick: 'Select your vehicle first.',
      count: 'Systems found: 2',
      note: /More than one system fits your choice/,
      button: 'Find maps for your car',
      modal: 'HOW TO UPDATE',
      link: 'Start the map update',
      all: 'View all systems',
    },
    info: {
      vehicle: 'Vehicle',
      show: 'Show me',
      option: 'Aurelia E5',
      title: 'The system of your Aurelia E5',
      shown: 'Touch Pro, curved 11.4-inch screen',
      hidden: 'Touch navigation, 10-inch screen',
      change: 'Change',
      modal: 'Which system do I have?',
      pick: 'Select your vehicle first.',
    },
    acc: {
      start: 'Start',
      dog: 'A dog',
      road: 'Country roads and tracks',
      matters: 'Room for more',
      see: 'See my pack',
      hint: 'Select an answer',
      pack: 'Pet pack',
      also: 'Adventure pack',
      again: 'Start again',
    },
  },
  {
    base: '/ar',
    dir: 'rtl',
    range: { start: '406', cold: '291', city: 'المدينة', unit: 'كم', temperature: '0 ℃' },
    update: {
      vehicle: 'السيارة',
      year: 'سنة الطراز',
      show: 'اعرض',
      clear: 'مسح',
      pick: 'اختر سيارتك أولًا.',
      count: 'الأنظمة المطابقة: 2',
      note: /أكثر من نظام يناسب اختيارك/,
      button: 'اعثر على خرائط سيارتك',
      modal: 'طريقة التحديث',
      link: 'ابدأ تحديث الخرائط',
      all: 'عرض كل الأنظمة',
    },
    info: {
      vehicle: 'السيارة',
      show: 'اعرض',
      option: 'أوريليا E5',
      title: 'نظام سيارتك أوريليا E5',
      shown: 'Touch Pro بشاشة منحنية مقاس 11.4 بوصة',
      hidden: 'نظام الملاحة باللمس بشاشة 10 بوصات',
      change: 'تغيير',
      modal: 'ما النظام الموجود في سيارتي؟',
      pick: 'اختر سيارتك أولًا.',
    },
    acc: {
      start: 'ابدأ',
      dog: 'كلب',
      road: 'الطرق الريفية والوعرة',
      matters: 'مساحة أكبر',
      see: 'اعرض باقتي',
      hint: 'اختر إجابة',
      pack: 'باقة الحيوانات الأليفة',
      also: 'باقة المغامرة',
      again: 'ابدأ من جديد',
    },
  },
] as const
const widths = [375, 1440] as const

async function noOverflow(page: Page, width: number) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow, `horizontal overflow at ${width} px`).toBeLessThanOrEqual(0)
}

async function open(page: Page, base: string, path: string, dir: string) {
  const response = await openHydrated(page, `${base}${path}`)
  expect(response?.status()).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('dir', dir)
  // The page is in the demo's navigation, under the Tools menu.
  expect(await page.locator(`header a[href="${base}${path}"]`).count()).toBeGreaterThan(0)
}

for (const market of markets) {
  for (const width of widths) {
    test.describe(`${market.dir} at ${width} px`, () => {
      test.beforeEach(async ({ page }) => {
        await page.setViewportSize({ width, height: 900 })
      })

      test('range calculator: the start, colder by keyboard, city, climate off', async ({ page, consoleErrors }) => {
        await open(page, market.base, '/tools/range-calculator', market.dir)
        const block = page.locator('[data-template="range-calculator"]')
        const figure = block.locator('output[data-range]')
        await expect(figure).toHaveAttribute('data-range', market.range.start)
        await expect(figure).toContainText(market.range.unit)
        // The temperature slider by keyboard: 20 ℃ → 0 ℃ (docs/tools/range-calculator.md's worked example).
        const slider = block.getByRole('slider')
        await slider.focus()
        // Down lowers a slider in either direction (Left would raise it right to left).
        await page.keyboard.press('ArrowDown')
        await page.keyboard.press('ArrowDown')
        await expect(block.getByText(market.range.temperature)).toBeVisible()
        await expect(figure).toHaveAttribute('data-range', market.range.cold)
        await noOverflow(page, width)
        await block.getByRole('radio', { name: new RegExp(`^${market.range.city}`) }).check()
        await block.getByRole('checkbox').uncheck()
        const figureAfter = Number(await figure.getAttribute('data-range'))
        expect(figureAfter).toBeGreaterThan(Number(market.range.cold))
        expect(consoleErrors).toEqual([])
      })

      test('select your vehicle to update: a vehicle asked for, two systems, the modal, clear', async ({ page, consoleErrors }) => {
        await open(page, market.base, '/tools/system-update', market.dir)
        const block = page.locator('[data-template="select-vehicle-to-update"]')
        const u = market.update
        await block.getByRole('button', { name: u.show, exact: true }).click()
        await expect(block.getByText(u.pick)).toBeVisible()
        await block.getByLabel(u.vehicle, { exact: true }).selectOption('aurelia-e5')
        await block.getByLabel(u.year, { exact: true }).selectOption('2024')
        await block.getByRole('button', { name: u.show, exact: true }).click()
        await expect(block.getByText(u.count)).toBeFocused()
        await expect(block.getByText(u.note)).toBeVisible()
        await expect(block.locator('[data-subblock]')).toHaveCount(2)
        await noOverflow(page, width)
        await block.getByRole('button', { name: u.button }).first().click()
        const dialog = page.getByRole('dialog', { name: u.modal })
        await expect(dialog.getByRole('link', { name: u.link })).toBeVisible()
        await page.keyboard.press('Escape')
        await expect(dialog).toHaveCount(0)
        await block.getByRole('button', { name: u.clear, exact: true }).click()
        await expect(block.locator('[data-subblock]')).toHaveCount(0)
        await block.getByRole('button', { name: u.all }).click()
        await expect(block.locator('[data-subblock]')).toHaveCount(2)
        await noOverflow(page, width)
        expect(consoleErrors).toEqual([])
      })

      test("infotainment: the vehicle asked for, its title and blocks, 'Change', the modal", async ({ page, consoleErrors }) => {
        await open(page, market.base, '/tools/infotainment', market.dir)
        const block = page.locator('[data-template="info-system"]')
        const i = market.info
        await expect(page.getByRole('heading', { name: i.shown })).toBeHidden()
        await block.getByRole('button', { name: i.show, exact: true }).click()
        await expect(block.getByText(i.pick)).toBeVisible()
        await block.getByLabel(i.vehicle, { exact: true }).selectOption({ label: i.option })
        await block.getByRole('button', { name: i.show, exact: true }).click()
        await expect(block.getByRole('heading', { name: i.title })).toBeFocused()
        await expect(page.getByRole('heading', { name: i.shown })).toBeVisible()
        await expect(page.getByRole('heading', { name: i.hidden })).toBeHidden()
        await noOverflow(page, width)
        await block.getByRole('button', { name: i.change }).click()
        await expect(block.getByLabel(i.vehicle, { exact: true })).toBeFocused()
        await expect(page.getByRole('heading', { name: i.shown })).toBeHidden()
        await block.getByRole('button', { name: i.modal }).click()
        await expect(page.getByRole('dialog', { name: i.modal })).toBeVisible()
        await page.keyboard.press('Escape')
        await expect(page.getByRole('dialog', { name: i.modal })).toHaveCount(0)
        expect(consoleErrors).toEqual([])
      })

      test('accessories pack: unanswered questions refused, then the pack and one to consider', async ({ page, consoleErrors }) => {
        await open(page, market.base, '/tools/accessories', market.dir)
        const block = page.locator('[data-template="accessories-quiz"]')
        const a = market.acc
        await block.getByRole('button', { name: a.start, exact: true }).click()
        await block.getByRole('radio', { name: a.dog, exact: true }).check()
        await block.getByRole('button', { name: a.see }).click()
        await expect(block.getByText(a.hint)).toHaveCount(2)
        await block.getByRole('radio', { name: a.road }).check()
        // The third answer by keyboard: focused, then Space.
        await block.getByRole('radio', { name: a.matters }).focus()
        await page.keyboard.press('Space')
        await block.getByRole('button', { name: a.see }).click()
        await expect(block.getByRole('article', { name: a.pack })).toBeVisible()
        await expect(block.getByRole('article', { name: a.also })).toBeVisible()
        await noOverflow(page, width)
        await block.getByRole('button', { name: a.again }).click()
        await expect(block.getByRole('button', { name: a.start, exact: true })).toBeVisible()
        expect(consoleErrors).toEqual([])
      })
    })
  }
}
