import type { Page } from '@playwright/test'
import { expect, openHydrated, test } from './fixtures.ts'

// The owner tools' main paths in the demo (spec 2 §2, §4, §8), in the English market and right to
// left under /ar, on a phone and on a desktop, each with no console errors and no sideways scroll.
const markets = [
  {
    base: '',
    dir: 'ltr',
    menu: 'Owners',
    vin: {
      label: 'Enter VIN Number',
      button: 'Check Vin',
      // Typed as an owner might: lower case with spaces.
      typed: 'aur5e7a24p 0000101',
      short: 'A VIN has 17 characters; you entered 9.',
      positive: 'Your vehicle is affected. Please contact your service centre to arrange the free repair.',
      recall: 'Passenger airbag inflator',
      negative: 'Your vehicle is NOT the affected vehicle.',
      serviceError: 'We could not check your VIN just now. Please try again in a moment.',
      tryAgain: 'Try again',
    },
    map: {
      vin: 'VIN',
      terms: 'I accept the terms of use of the map update.',
      next: 'Next',
      vinRequired: 'Please enter your VIN.',
      typed: 'AUR5E7A24P0000101',
      vinError: 'VIN not recognised. Please check you have entered your VIN correctly or try again later.',
      termsError: 'Please accept the terms to continue.',
      markets: 'Download the maps',
      market: 'Europe',
      final: 'Copy to a USB drive',
      retailer: 'Ask your retailer to install it',
      again: 'Start again',
    },
  },
  {
    base: '/ar',
    dir: 'rtl',
    menu: 'المالكون',
    vin: {
      label: 'أدخل رقم الهيكل',
      button: 'تحقق',
      // Typed on an Arabic keyboard: its own digits (ADR 138).
      typed: 'AUR5E7A24P ٠٠٠٠١٠١',
      short: 'يتكوّن رقم الهيكل من 17 خانة؛ أدخلت 9.',
      positive: 'سيارتك مشمولة بالاستدعاء. يُرجى التواصل مع مركز الخدمة لترتيب الإصلاح المجاني.',
      recall: 'نافخ الوسادة الهوائية للراكب',
      negative: 'سيارتك ليست من السيارات المشمولة.',
      serviceError: 'تعذّر التحقق من رقم الهيكل الآن. يُرجى المحاولة مرة أخرى بعد قليل.',
      tryAgain: 'حاول مرة أخرى',
    },
    map: {
      vin: 'رقم الهيكل (VIN)',
      terms: 'أوافق على شروط استخدام تحديث الخرائط.',
      next: 'التالي',
      vinRequired: 'يُرجى إدخال رقم الهيكل (VIN).',
      typed: 'AUR5E7A24P۰۰۰۰۱۰۱',
      vinError: 'لم يتم التعرف على رقم الهيكل. يُرجى التحقق من إدخاله بشكل صحيح أو المحاولة لاحقًا.',
      termsError: 'يُرجى قبول الشروط للمتابعة.',
      markets: 'نزّل الخرائط',
      market: 'الخليج العربي',
      final: 'انسخ إلى ذاكرة USB',
      retailer: 'اطلب من الوكيل تثبيته',
      again: 'ابدأ من جديد',
    },
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

      test('VIN checker: a short VIN refused, an affected VIN, an unaffected one, a failing service', async ({ page, consoleErrors }) => {
        const response = await openHydrated(page, `${market.base}/owners/recall-check`)
        expect(response?.status()).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('dir', market.dir)
        // The page is in the demo's navigation, under the owners' menu.
        expect(await page.locator(`header a[href="${market.base}/owners/recall-check"]`).count()).toBeGreaterThan(0)
        const block = page.locator('[data-template="vin-checker-local"]')
        const vin = block.getByLabel(market.vin.label)
        const check = block.getByRole('button', { name: market.vin.button })

        await vin.fill('AUR5E7A24')
        // This block's buttons are pressed from the keyboard (the quizzes and the map update take the
        // mouse): in CI runs a mouse click on them waited 60 s for the page's animation frames, on /ar
        // at 1440 px only, which no run on this machine showed.
        await check.press('Enter')
        await expect(block.getByText(market.vin.short)).toBeVisible()
        await expect(vin).toHaveAttribute('aria-invalid', 'true')

        // Typed as an owner might; Enter checks.
        await vin.fill(market.vin.typed)
        await vin.press('Enter')
        await expect(block.getByText(market.vin.positive)).toBeVisible()
        await expect(block.getByText(market.vin.recall, { exact: true })).toBeVisible()
        await expect(block.locator('[data-answer="positive"] li')).toHaveCount(2)
        // The owner is led on to book the repair (ADR 185).
        await expect(block.locator('[data-answer="positive"] a')).toHaveAttribute('href', `${market.base}/retailers`)
        await noOverflow(page, width)

        await vin.fill('AUR5E7A24P0000999')
        await check.press('Enter')
        await expect(block.getByText(market.vin.negative)).toBeVisible()

        // The lookup service fails: its error and 'Try again', which asks again.
        await page.route('**/api/content/recalls/**', (route) => route.fulfill({ status: 503, body: '{}' }))
        await check.press('Enter')
        await expect(block.getByText(market.vin.serviceError)).toBeVisible()
        await page.unroute('**/api/content/recalls/**')
        await block.getByRole('button', { name: market.vin.tryAgain }).press('Enter')
        await expect(block.getByText(market.vin.negative)).toBeVisible()
        await noOverflow(page, width)
        // The failing lookup's 503 is the one console error the browser logs itself.
        expect(consoleErrors.filter((e) => !/503/.test(e))).toEqual([])
      })

      test('map update: no VIN, a bad VIN and terms refused, then markets, then copy to USB, start again', async ({
        page,
        consoleErrors,
      }) => {
        const response = await openHydrated(page, `${market.base}/owners/map-update`)
        expect(response?.status()).toBe(200)
        expect(await page.locator(`header a[href="${market.base}/owners/map-update"]`).count()).toBeGreaterThan(0)
        const block = page.locator('[data-template="map-update"]')
        // No VIN is asked for (spec 2 §5); one that is not a VIN is not recognised (§4, §8).
        await block.getByRole('button', { name: market.map.next }).click()
        await expect(block.getByText(market.map.vinRequired)).toBeVisible()
        await expect(block.getByText(market.map.termsError)).toBeVisible()
        // The keyboard is taken to the first field to put right.
        await expect(block.getByLabel(market.map.vin, { exact: true })).toBeFocused()
        await block.getByLabel(market.map.vin, { exact: true }).fill('AUR5E7A24')
        await block.getByRole('button', { name: market.map.next }).click()
        await expect(block.getByText(market.map.vinError)).toBeVisible()
        await block.getByLabel(market.map.vin, { exact: true }).fill(market.map.typed)
        await block.getByRole('checkbox', { name: market.map.terms }).check()
        await block.getByRole('button', { name: market.map.next }).click()
        await expect(block.getByRole('heading', { name: market.map.markets })).toBeFocused()
        // The region's name, which its download link also says ("Download the Europe maps").
        await expect(block.getByText(market.map.market, { exact: true })).toBeVisible()
        await noOverflow(page, width)
        await block.getByRole('button', { name: market.map.next }).click()
        await expect(block.getByRole('heading', { name: market.map.final })).toBeVisible()
        await expect(block.getByRole('link', { name: market.map.retailer })).toBeVisible()
        await noOverflow(page, width)
        await block.getByRole('button', { name: market.map.again }).click()
        await expect(block.getByLabel(market.map.vin, { exact: true })).toHaveValue('')
        expect(consoleErrors).toEqual([])
      })
    })
  }
}
