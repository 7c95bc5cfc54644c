import type { Page } from '@playwright/test'
import { expect, openHydrated, test } from './fixtures.ts'

// The interactive tools' main paths in the demo (spec 2 §2, §4): the finance calculator, the
// fuel-type quiz and the subscription quiz, in the English market and right to left under /ar, on
// a phone and on a desktop, each with no console errors and no horizontal overflow.
const markets = [
  {
    base: '',
    dir: 'ltr',
    calc: {
      personalise: 'Personalise quote',
      calculate: 'Calculate',
      quote: 'Your quote',
      step: 'Choose a value in steps of 5.',
      edit: 'Edit quote',
      bodyStyles: ['Hatchback', 'Saloon', 'Coupé', 'SUV'],
    },
    fuel: { start: 'Get started', next: 'Next question', last: 'See result', again: 'Start again', hint: 'Select an answer' },
    sub: { start: 'START', results: 'RESULTS', picked: 'Recommended for you' },
  },
  {
    base: '/ar',
    dir: 'rtl',
    calc: {
      personalise: 'خصّص عرض السعر',
      calculate: 'احسب',
      quote: 'عرض السعر الخاص بك',
      step: 'اختر قيمة بخطوات قدرها 5.',
      edit: 'عدّل العرض',
      bodyStyles: ['هاتشباك', 'سيدان', 'كوبيه', 'رياضية متعددة الاستخدامات'],
    },
    fuel: { start: 'ابدأ', next: 'السؤال التالي', last: 'شاهد النتيجة', again: 'ابدأ من جديد', hint: 'اختر إجابة' },
    sub: { start: 'ابدأ', results: 'النتائج', picked: 'موصى به لك' },
  },
] as const
const widths = [375, 1440] as const

async function noOverflow(page: Page, width: number) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow, `horizontal overflow at ${width} px`).toBeLessThanOrEqual(0)
}

for (const market of markets) {
  for (const width of widths) {
    test.describe(`${market.dir} at ${width} px`, () => {
      test.beforeEach(async ({ page }) => {
        await page.setViewportSize({ width, height: 900 })
      })

      test('finance calculator: choose a vehicle, personalise, an invalid deposit refused, then the quote', async ({
        page,
        consoleErrors,
      }) => {
        const response = await openHydrated(page, `${market.base}/tools/finance-calculator`)
        expect(response?.status()).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('dir', market.dir)
        const block = page.locator('[data-template="finance-calculator"]')
        // The body styles as the market's vehicle data names them, in its language.
        await expect(block.locator('select').nth(1).locator('option')).toContainText(market.calc.bodyStyles)
        // Each select offers its options once the one above is chosen: take the first of each.
        for (let i = 0; i < 4; i++) {
          const select = block.locator('select:not([disabled])').nth(i)
          if ((await select.count()) === 0) break
          await select.selectOption({ index: 1 })
        }
        await block.getByRole('button', { name: market.calc.personalise }).click()
        await expect(block.getByRole('heading', { name: market.calc.personalise })).toBeFocused()
        const deposit = block.getByRole('textbox').first()
        await deposit.fill('22')
        await block.getByRole('button', { name: market.calc.calculate }).click()
        await expect(block.getByText(market.calc.step)).toBeVisible()
        await expect(deposit).toHaveAttribute('aria-invalid', 'true')
        await expect(block.locator('[data-figure]')).toHaveCount(0)
        await deposit.fill('30')
        // The keyboard: Enter in the field calculates.
        await deposit.press('Enter')
        await expect(block.getByRole('heading', { name: market.calc.quote })).toBeVisible()
        await expect(block.locator('[data-figure="monthly_payment"] dd').first()).toHaveText(/\d/)
        // The demo's products all state what the credit costs in all (a representative example's figures).
        await expect(block.locator('[data-figure="total_amount_payable"] dd').first()).toHaveText(/\d/)
        // The request form under the quote (form_id): its lead carries the quote.
        await expect(block.locator('form').last()).toBeVisible()
        await noOverflow(page, width)
        await block.getByRole('button', { name: market.calc.edit }).click()
        await expect(block.getByRole('heading', { name: market.calc.personalise })).toBeVisible()
        expect(consoleErrors).toEqual([])
      })

      test('fuel-type quiz: five steps by keyboard and mouse, a result, start again', async ({ page, consoleErrors }) => {
        await openHydrated(page, `${market.base}/tools/fuel-quiz`)
        const block = page.locator('[data-template="diesel-petrol-quiz"]')
        await block.getByRole('button', { name: market.fuel.start }).click()
        await expect(block.getByText(market.fuel.hint)).toBeVisible()
        await block.getByRole('button', { name: market.fuel.next }).click()
        await expect(block.getByRole('alert')).toHaveText(market.fuel.hint)
        for (let step = 1; step <= 5; step++) {
          // Step 1 by keyboard: the first answer is checked with Space.
          if (step === 1) {
            await block.getByRole('radio').first().focus()
            await page.keyboard.press('Space')
          } else if (step === 3) {
            await block.getByRole('checkbox').nth(1).check()
            await block.getByRole('checkbox').nth(3).check()
          } else {
            await block.getByRole('radio').last().check()
          }
          await block.getByRole('button', { name: step === 5 ? market.fuel.last : market.fuel.next }).click()
        }
        await expect(block.locator('section')).toHaveAttribute('data-result', /^(petrol|diesel|phev|bev)$/)
        await expect(block.getByRole('complementary')).toBeVisible()
        await noOverflow(page, width)
        await block.getByRole('button', { name: market.fuel.again }).click()
        await expect(block.getByRole('button', { name: market.fuel.start })).toBeVisible()
        expect(consoleErrors).toEqual([])
      })

      test('subscription quiz: three answers, RESULTS, a main product and alternatives', async ({ page, consoleErrors }) => {
        await openHydrated(page, `${market.base}/tools/subscription-quiz`)
        const block = page.locator('[data-template="subscription-quiz"]')
        await block.getByRole('button', { name: market.sub.start, exact: true }).click()
        const groups = block.getByRole('group')
        await groups.nth(0).getByRole('radio').first().check() // private
        await groups.nth(1).getByRole('radio').last().check() // 24-60 months
        await groups.nth(2).getByRole('radio').first().check() // below 20000 km (12,400 miles in the UK)
        await block.getByRole('button', { name: market.sub.results }).click()
        await expect(block.getByText(market.sub.picked)).toBeVisible()
        await expect(block.locator('article[data-product]')).toHaveCount(3)
        await expect(block.locator('article[data-product]').first()).toHaveAttribute('data-product', 'loan')
        await noOverflow(page, width)
        expect(consoleErrors).toEqual([])
      })
    })
  }
}

test('the demo menu links the tools in both markets', async ({ page }) => {
  for (const base of ['', '/ar']) {
    await openHydrated(page, `${base}/`)
    for (const path of ['finance-calculator', 'fuel-quiz', 'subscription-quiz'])
      await expect(page.locator(`a[href="${base}/tools/${path}"]`).first()).toBeAttached()
  }
})
