import type { Page } from '@playwright/test'
import { demoStock, UAE_STOCK_MARKET, UAE_STOCK_SEED } from '../../demo/stock.ts'
import { startingTextsFor } from '../../src/cms/starting-texts/index.ts'
import { pointing } from './arrows.ts'
import { dragBlock, fieldInput } from './editor.ts'
import { arrivedAt, expect, login, openHydrated, test } from './fixtures.ts'

/**
 * The stock journey as a shopper meets it, in both markets of tests/e2e/server.js (the demo market
 * at the root, the Arabic one under /ar with its own 60 vehicles), at a phone's width and a
 * desktop's: filter, open a car, enquire, the lead routed to the car's retailer (ADR 105); sold
 * cars badged; the language switch of a showroom lands on a page that exists, saved vehicles stay
 * in their market, and sign-in at the market's own address (ADR 126).
 */
const MARKETS = [
  {
    base: '',
    dir: 'ltr',
    other: { base: '/ar', code: 'AR' },
    stock: demoStock(),
    t: {
      filters: 'Filters',
      model: 'Model',
      availability: 'Availability',
      inStock: 'In stock',
      done: 'Show results',
      enquire: 'Enquire',
      firstName: 'First name',
      lastName: 'Last name',
      email: 'E-mail',
      question: 'Your question',
      consent: 'Contact me about this car',
      send: 'Send my question',
      thanks: "The car's retailer will answer you within one working day.",
      sold: 'Sold',
      similar: 'Similar vehicles',
      previous: 'Previous vehicles',
      next: 'Next vehicles',
      savedEmpty: 'You have not saved any vehicles yet.',
      save: /Save vehicle/,
    },
  },
  {
    base: '/ar',
    dir: 'rtl',
    other: { base: '', code: 'EN' },
    stock: demoStock({ count: 60, market: UAE_STOCK_MARKET, seed: UAE_STOCK_SEED }),
    t: {
      filters: 'عوامل التصفية',
      model: 'الطراز',
      availability: 'التوفر',
      inStock: 'متوفرة',
      done: 'عرض النتائج',
      enquire: 'استفسر',
      firstName: 'الاسم الأول',
      lastName: 'اسم العائلة',
      email: 'البريد الإلكتروني',
      question: 'سؤالك',
      consent: 'تواصلوا معي بشأن هذه السيارة',
      send: 'أرسل سؤالي',
      thanks: 'سيرد عليك موزع السيارة خلال يوم عمل واحد.',
      sold: 'مُباعة',
      similar: 'سيارات مشابهة',
      previous: 'السيارات السابقة',
      next: 'السيارات التالية',
      savedEmpty: 'لم تحفظ أي سيارة بعد.',
      save: /حفظ السيارة/,
    },
  },
] as const
type Market = (typeof MARKETS)[number]

/** A modal form's token must be 3 s old (ADR 054): a person takes longer, a test waits. */
async function waitForTokenAge(page: Page, loadedAt: number) {
  const wait = loadedAt + 3_200 - Date.now()
  if (wait > 0) await page.waitForTimeout(wait)
}

/** The VIN of the showroom page open in `page`, from its structured data. */
async function showroomVin(page: Page): Promise<string> {
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!) as {
    vehicleIdentificationNumber: string
  }
  return jsonLd.vehicleIdentificationNumber
}

/** Filters the market's stock to one model's cars in stock, through the filters a phone opens as a sheet (ADR 107). */
async function filterToAModelInStock(page: Page, market: Market, width: number) {
  const { base, t } = market
  await openHydrated(page, `${base}/stock`)
  await expect(page.locator('html')).toHaveAttribute('dir', market.dir)
  // Beside the results on a desktop; on a phone a sheet over the page, a modal dialog once open.
  const filters = page.getByRole(width === 375 ? 'dialog' : 'complementary', { name: t.filters })
  if (width === 375) {
    await expect(page.getByRole('complementary', { name: t.filters })).toBeHidden()
    await page.getByRole('button', { name: t.filters, exact: true }).click()
    await expect(filters).toBeInViewport()
    // Tab goes round inside the sheet, both ways: never to the page hidden under it.
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab'].concat(Array(14).fill('Tab'))) {
      await page.keyboard.press(key)
      expect(await filters.evaluate((sheet) => sheet.contains(document.activeElement)), key).toBe(true)
    }
  }
  await filters.getByRole('button', { name: t.model, exact: true }).click()
  // A model of the demo's stock (another spec's feed adds 'E2E' models to the shared database).
  await filters
    .getByRole('checkbox', { name: /^(?!.*E2E)/ })
    .first()
    .check()
  await expect(page).toHaveURL(/[?&]models=/)
  await filters.getByRole('button', { name: t.availability, exact: true }).click()
  await filters.getByRole('checkbox', { name: new RegExp(`^${t.inStock} \\(`) }).check()
  await expect(page).toHaveURL(/[?&]statuses=stock/)
  if (width === 375) {
    await filters.getByRole('button', { name: t.done }).click()
    await expect(filters).toBeHidden()
  }
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  const cards = page.getByRole('article')
  await expect(cards.first()).toBeVisible()
  // "Show results" brings them up under the Filters button, past the page's banner.
  if (width === 375) await expect(cards.first()).toBeInViewport()
  return cards
}

for (const market of MARKETS) {
  const { base, t } = market
  const label = base || '/'
  for (const width of [375, 1440]) {
    test(`${label} at ${width} px: a shopper filters, opens a car and enquires; the lead is its retailer's`, async ({
      page,
      adminApi,
      consoleErrors,
    }) => {
      test.setTimeout(120_000)
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 })
      const cards = await filterToAModelInStock(page, market, width)
      await cards.first().getByRole('link').first().click()
      await arrivedAt(page, new RegExp(`${base}/showroom/[a-z0-9-]+-\\d+$`))

      const vin = await showroomVin(page)
      const car = market.stock.vehicles.find((v) => v.vin === vin)!
      const retailer = market.stock.retailers.find((r) => r.code === car.owner_id)!
      expect(car.status).toBe('stock')

      await page.getByRole('button', { name: t.enquire, exact: true }).click()
      const dialog = page.getByRole('dialog', { name: t.enquire })
      await expect(dialog).toContainText(vin)
      const firstName = dialog.getByRole('textbox', { name: new RegExp(`^${t.firstName}`) })
      await expect(firstName).toBeVisible()
      const loadedAt = Date.now()
      const email = `shopper.${base ? 'ar' : 'en'}.${width}.${Date.now().toString(36)}@example.com`
      await firstName.fill('Ann')
      await dialog.getByRole('textbox', { name: new RegExp(`^${t.lastName}`) }).fill('Example')
      await dialog.getByRole('textbox', { name: new RegExp(`^${t.email}`) }).fill(email)
      await dialog.getByRole('textbox', { name: new RegExp(`^${t.question}`) }).fill('Is it still available on Saturday?')
      await dialog.getByRole('checkbox', { name: new RegExp(t.consent) }).check()
      const formId = await dialog.locator('form[data-form-id]').getAttribute('data-form-id')
      await waitForTokenAge(page, loadedAt)
      await dialog.getByRole('button', { name: t.send }).click()
      await expect(dialog.getByRole('status')).toContainText(t.thanks)
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)

      // As the market's back office reads it: stored in this market, routed to the car's retailer, about the car.
      const admin = await adminApi()
      const list = await admin.get(`${base}/api/forms/forms/${formId}/leads?search=${encodeURIComponent(email)}`)
      expect(list.ok()).toBe(true)
      const [lead] = ((await list.json()) as { data: { id: string; attributes: { routed_to: string; email: string } }[] }).data
      expect(lead!.attributes).toMatchObject({ email, routed_to: retailer.email })
      const detail = (await (await admin.get(`${base}/api/forms/forms/${formId}/leads/${lead!.id}`)).json()) as {
        data: { attributes: { fields: { id: string; value: unknown }[] } }
      }
      expect(detail.data.attributes.fields.find((f) => f.id === 'vin')?.value).toBe(vin)
      expect(consoleErrors).toEqual([])
    })
  }

  test(`${label}: a sold car shows its badge on its card, at 375 and 1440 px`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 900 })
    await page.goto(`${base}/stock?statuses=sold`)
    const badge = page.getByRole('article').first().locator('[data-availability="sold"]')
    await expect(badge).toHaveText(t.sold)
    // Its page is gone (410): the card leads nowhere.
    await expect(page.getByRole('article').first().getByRole('link')).toHaveCount(0)
    // The same page at a desktop's width: the layout follows the viewport.
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      await expect(badge, `at ${width} px`).toBeVisible()
    }
  })

  test(`${label}: the showroom's similar vehicles scroll with the carousels' arrows, at 375 and 1440 px`, async ({
    page,
    vehicleId,
    consoleErrors,
  }) => {
    // A car whose model has more cars for sale than fit side by side (the strip shows up to six).
    const forSale = market.stock.vehicles.filter((v) => v.status !== 'sold')
    const car = forSale.find((v) => v.status === 'stock' && forSale.filter((o) => o.nameplate_name === v.nameplate_name).length > 7)!
    const id = await vehicleId(car.vin, base || undefined)
    const [previous, next] = market.dir === 'ltr' ? ['left', 'right'] : ['right', 'left']
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      await openHydrated(page, `${base}/showroom/x-${id}`)
      const strip = page.getByRole('region', { name: t.similar })
      const row = strip.getByRole('list')
      await row.scrollIntoViewIfNeeded()
      const back = strip.getByRole('button', { name: t.previous })
      const forward = strip.getByRole('button', { name: t.next })
      await expect(forward, `at ${width} px`).toBeVisible()
      await expect(back).toHaveAttribute('aria-disabled', 'true')
      // Each arrow points the reading way (right to left under /ar).
      expect(await pointing(back.locator('[aria-hidden="true"]'))).toBe(previous)
      expect(await pointing(forward.locator('[aria-hidden="true"]'))).toBe(next)
      await forward.click()
      await expect.poll(() => row.evaluate((list) => Math.abs(list.scrollLeft)), { message: `at ${width} px` }).toBeGreaterThan(0)
      await expect(back).not.toHaveAttribute('aria-disabled', 'true')
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
    }
    expect(consoleErrors).toEqual([])
  })

  // Where the switch leads does not depend on the width: one width per market, the markets at
  // different ones (the filters on the way are tested at both widths above).
  const switchWidth = market.dir === 'ltr' ? 1440 : 375
  test(`${label} at ${switchWidth} px: the language switch of a showroom lands on a page that exists`, async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: switchWidth, height: 900 })
    const cards = await filterToAModelInStock(page, market, switchWidth)
    await cards.first().getByRole('link').first().click()
    await arrivedAt(page, new RegExp(`${base}/showroom/[a-z0-9-]+-\\d+$`))
    const vin = await showroomVin(page)
    const car = market.stock.vehicles.find((v) => v.vin === vin)!
    const model = car.nameplate_name
    const link = page.getByRole('list', { name: base ? 'اللغة' : 'Language' }).getByRole('link', { name: market.other.code })
    const href = (await link.getAttribute('href'))!
    // The other market's page of the same VIN, or its listing of the model: the markets' stocks differ here.
    expect(href).toMatch(new RegExp(`^${market.other.base}(/showroom/|/stock\\?models=)`))
    const [response] = await Promise.all([page.waitForResponse((r) => new URL(r.url()).pathname === href.split('?')[0]), link.click()])
    expect(response.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('dir', base ? 'ltr' : 'rtl')
    if (href.includes('/stock?')) {
      const shown = page.getByRole('article')
      await expect(shown.first()).toBeVisible()
      expect(decodeURIComponent(new URL(page.url()).searchParams.get('models') ?? '')).toBe(model)
    }
    expect(consoleErrors).toEqual([])
  })
}

test('saved vehicles stay in their market: /ar/saved-vehicles fetches only its own', async ({ page, consoleErrors }) => {
  const inventoryCalls: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/public_api/listing/')) inventoryCalls.push(new URL(request.url()).pathname)
  })
  // Cars in stock: a sold car's page is gone, so the saved list drops it (spec 3 §4).
  await openHydrated(page, '/stock?statuses=stock')
  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /Save vehicle/ })
    .click()
  await openHydrated(page, '/ar/saved-vehicles')
  await expect(page.getByText('لم تحفظ أي سيارة بعد.')).toBeVisible()
  expect(inventoryCalls.filter((path) => path.startsWith('/ar/'))).toEqual([])

  await openHydrated(page, '/ar/stock?statuses=stock')
  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /حفظ السيارة/ })
    .click()
  await openHydrated(page, '/ar/saved-vehicles')
  await expect(page.getByRole('article')).toHaveCount(1)
  // The root market's list is as it was: one car, its own.
  await openHydrated(page, '/saved-vehicles')
  await expect(page.getByRole('article')).toHaveCount(1)
  const stored = await page.evaluate(() => [
    localStorage.getItem('stockLocatorSavedVahicles'),
    localStorage.getItem('stockLocatorSavedVahicles:/ar'),
  ])
  expect(stored.map((value) => (value ? JSON.parse(value).length : 0))).toEqual([1, 1])
  expect(consoleErrors).toEqual([])
})

test("the Arabic market's navigation test page and editor redirect are its own, under /ar", async ({ page, consoleErrors }) => {
  // Signed out, the page asks for the market's sign-in (spec 1 §2: always required).
  await page.goto('/ar/lrdx-navigation-test')
  await expect(page).toHaveURL(/\/ar\/login\?redirectTo=%2Far%2Flrdx-navigation-test$/)
  await login(page, 'ar-editor@example.com', 'e2e ar editor password')
  await expect(page).toHaveURL(/\/ar\/lrdx-navigation-test$/)
  await expect(page.getByRole('heading', { name: 'Navigation test' })).toBeVisible()
  // The market's own navigation: its links stay under /ar, the base path once (the language switch leads out).
  const links = await page.locator('header a[href^="/"]:not([hreflang])').evaluateAll((as) => as.map((a) => a.getAttribute('href')!))
  expect(links.length).toBeGreaterThan(0)
  expect(links.filter((href) => (href !== '/' && !href.startsWith('/ar')) || href.startsWith('/ar/ar'))).toEqual([])
  // /cms/_ goes to this market's editor.
  await page.goto('/ar/cms/_')
  await expect(page).toHaveURL(/\/ar\/cms$/)
  // Under a page of its own, no market's: not found.
  expect((await page.goto('/ar/about/lrdx-navigation-test'))?.status()).toBe(404)
  expect(consoleErrors.filter((e) => !e.includes('/ar/about/lrdx-navigation-test'))).toEqual([])
})

test('an admin of the Arabic market only signs in at /ar/login and lands in /ar/admin', async ({ page, consoleErrors }) => {
  await page.goto('/ar/admin')
  await expect(page).toHaveURL(/\/ar\/login\?redirectTo=%2Far%2Fadmin$/)
  await login(page, 'ar-admin@example.com', 'e2e ar admin password')
  await expect(page).toHaveURL(/\/ar\/admin$/)
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible()
  // Signing out returns to the market's home.
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/ar$/)
  expect(consoleErrors).toEqual([])
})

test('an editor of the Arabic market only signs in at /ar/login, edits at /ar/cms, and uses the media library at /ar/admin', async ({
  page,
}) => {
  await page.goto('/ar/login')
  await login(page, 'ar-editor@example.com', 'wrong password')
  // A failed sign-in stays on the market's login page.
  await expect(page).toHaveURL(/\/ar\/login\?error=/)
  await expect(page.getByRole('alert')).toHaveText('Email or password is incorrect.')
  await login(page, 'ar-editor@example.com', 'e2e ar editor password')
  // Without a target: the market's home.
  await expect(page).toHaveURL(/\/ar$/)
  await page.goto('/ar/cms')
  await expect(page).toHaveURL(/\/ar\/cms$/)
  await page.context().clearCookies()

  // Sent to sign in by /ar/admin, the editor lands there: its screens an editor may use (ADR 142).
  await page.goto('/ar/admin')
  await expect(page).toHaveURL(/\/ar\/login\?redirectTo=%2Far%2Fadmin$/)
  await login(page, 'ar-editor@example.com', 'e2e ar editor password')
  await expect(page).toHaveURL(/\/ar\/admin$/)
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible()
  const sections = page.getByRole('navigation', { name: 'Admin sections' })
  await expect(sections.getByRole('link')).toHaveText(['Overview', 'Media library'])
  await expect(page.getByRole('link', { name: 'Editor', exact: true })).toHaveAttribute('href', '/ar/cms')
  await sections.getByRole('link', { name: 'Media library' }).click()
  await expect(page).toHaveURL(/\/ar\/admin\/media$/)
  await expect(page.getByRole('heading', { name: 'Media library', level: 1 })).toBeVisible()
  // An administrator's screen is still not theirs.
  const response = await page.goto('/ar/admin/settings')
  await expect(page).toHaveURL(/\/ar\/no-access$/)
  expect(response?.status()).toBe(403)
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible()
  // Its way back is the market's home; it says who is signed in, and signing out lets another account in.
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/ar')
  await expect(page.getByRole('main')).toContainText('You are signed in as ar-editor@example.com')
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: '(this market)' }).getByRole('link')).toHaveAttribute('href', '/ar/cms')
  // Another market's editor names the market whose editor the account opens: no dead end.
  await page.goto('/cms')
  await expect(page).toHaveURL(/\/no-access$/)
  await expect(page.getByRole('link', { name: 'Arabic market' })).toHaveAttribute('href', '/ar/cms')
})

// ADR 127: prices one way. The demo market's monthly figures are PCP payments, each with its
// representative example; both markets write every amount in their own value format.
test('prices one way: the UK PCP with its representative APR, the dirham after its amount', async ({ page, vehicleId }) => {
  const uk = MARKETS[0].stock.vehicles.find(
    (v) => v.status === 'stock' && v.monthly_price !== null && v.subscribe_price !== null && v.price_breakdown && !v.price_hidden,
  )!
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto(`/showroom/x-${await vehicleId(uk.vin)}`)
  const prices = page.getByRole('region', { name: 'Prices' })
  const monthly = prices.locator('[data-price-type="lease"]')
  await expect(monthly.locator('dt')).toHaveText('PCP')
  await expect(monthly.locator('dd')).toContainText('Representative example: 48 months, 10% deposit. Representative APR 6.1%.')
  await expect(prices.locator('[data-price-type="subscribe"] dd')).toContainText(/or subscribe from £[\d,]+ a month/)
  // No amount written symbol-last, and power in kW, anywhere on the page.
  const main = (await page.getByRole('main').textContent())!
  expect(main).not.toMatch(/\d £(?!\d)/)
  expect(main).not.toMatch(/\d kw\b/)
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)

  // A card's monthly figure has the example too.
  await page.goto('/stock?statuses=stock')
  const card = page
    .getByRole('article')
    .filter({ has: page.locator('[data-price="lease"]') })
    .first()
  await expect(card.locator('[data-price="lease"]')).toContainText('Representative APR 6.1%')
  // A card's second monthly figure names its product: beside "or £578 a month" (the PCP), a bare
  // "from £909 a month" read as a contradiction.
  const subscribed = page
    .getByRole('article')
    .filter({ has: page.locator('[data-price="subscribe"]') })
    .first()
  await expect(subscribed.locator('[data-price="subscribe"]')).toContainText(/^or subscribe from £[\d,]+ a month/)

  const ar = MARKETS[1].stock.vehicles.find((v) => v.status === 'stock' && v.price_breakdown && !v.price_hidden)!
  await page.goto(`/ar/showroom/x-${await vehicleId(ar.vin, '/ar')}`)
  const arMain = (await page.getByRole('main').textContent())!
  expect(arMain).toContain('درهم')
  expect(arMain).not.toMatch(/درهم\s*\d/)
  // The Arabic market requires no representative example.
  expect(arMain).not.toContain('معدل النسبة السنوية')
})

// ADR 070: one finance product behind the card's monthly figure, the car's calculator and the
// budget filter. With three sets of terms, a £400 budget hid cars advertised at £366 a month and
// the car's page quoted another figure than its card.
test("a budget of a card's monthly figure keeps the car, whose calculator quotes that figure", async ({ page, vehicleId }) => {
  const car = MARKETS[0].stock.vehicles.find(
    (v) => v.status === 'stock' && v.state === 'new' && v.monthly_price !== null && v.sale_price === null && !v.price_hidden,
  )!
  const pounds = (amount: number) => `£${amount.toLocaleString('en-GB')}`
  await page.setViewportSize({ width: 1440, height: 900 })
  await openHydrated(page, `/showroom/x-${await vehicleId(car.vin)}`)
  await expect(page.getByRole('region', { name: 'Prices' }).locator('[data-price-type="lease"] dd')).toContainText(
    `${pounds(car.monthly_price!)} a month`,
  )
  const calculator = page.getByRole('form', { name: 'Finance calculator' })
  await expect(calculator.getByRole('status')).toHaveText(pounds(car.monthly_price!))
  await expect(calculator.getByText('Optional final payment')).toBeVisible()

  await openHydrated(page, '/stock')
  const budgetFor = async (monthly: number) => {
    await page.getByRole('button', { name: 'Filter By Monthly Budget' }).click()
    const dialog = page.getByRole('dialog', { name: 'Filter By Monthly Budget' })
    await dialog.getByLabel('Monthly budget').fill(String(monthly))
    await dialog.getByRole('button', { name: 'Apply' }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/msrp_price\.to=\d+/)
    return Number(new URL(page.url()).searchParams.get('msrp_price.to'))
  }
  expect(await budgetFor(car.monthly_price! + 1)).toBeGreaterThanOrEqual(car.msrp_price)
  expect(await budgetFor(car.monthly_price! - 1)).toBeLessThan(car.msrp_price)
})

// ADR 128: on a phone under /ar, the left-to-right runs of a car's page keep their order beside
// the Arabic around them: the Latin run of an Arabic version ('هجينة قابلة للشحن 2.0 …'), the VIN,
// the prices and the engine's figures are each isolated, and nothing overflows.
test('/ar at 375 px: a version, a VIN and prices are isolated from the Arabic around them', async ({ page, vehicleId }) => {
  const arabic = /[\u0600-\u06FF]/
  const car = MARKETS[1].stock.vehicles.find((v) => v.status === 'stock' && arabic.test(v.version) && /\d/.test(v.version) && v.power)!
  // The version's first left-to-right run: from a Latin letter or digit to the last one before Arabic.
  const latinRun = car.version.match(/[A-Za-z0-9](?:[^\u0600-\u06FF]*[A-Za-z0-9])?/)![0]
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto(`/ar/showroom/x-${await vehicleId(car.vin, '/ar')}`)
  const isolation = (element: Element) => [getComputedStyle(element).direction, getComputedStyle(element).unicodeBidi]
  const title = page.getByRole('heading', { level: 1 })
  await expect(title).toContainText(car.version)
  const run = title.locator('bdi[dir="ltr"]').filter({ hasText: new RegExp(`^${latinRun.replace(/[.]/g, '\\.')}$`) })
  expect(await run.first().evaluate(isolation)).toEqual(['ltr', 'isolate'])
  // The VIN, the engine's power and the purchase price: each in an isolate of its own.
  const vin = page.locator('bdi').filter({ hasText: new RegExp(`^${car.vin}$`) })
  await expect(vin.first()).toBeVisible()
  expect(await vin.first().evaluate((element) => getComputedStyle(element).unicodeBidi)).toBe('isolate')
  // The power's unit is written in Arabic (كيلوواط for kW, حصان for bhp), its figure still isolated with it.
  const power = page.locator('bdi').filter({ hasText: new RegExp(`^${car.power} (كيلوواط|حصان متري|حصان)$`) })
  expect(await power.first().evaluate((element) => getComputedStyle(element).unicodeBidi)).toBe('isolate')
  const price = page
    .getByRole('region', { name: 'الأسعار' })
    .locator('bdi')
    .filter({ hasText: /^[\d,]+ درهم$/ })
  expect(await price.first().evaluate((element) => getComputedStyle(element).unicodeBidi)).toBe('isolate')
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
  // A card's version in the listing too.
  await page.goto('/ar/stock?statuses=stock')
  const subtitle = page.getByRole('article').first().locator('p bdi').first()
  expect(await subtitle.evaluate((element) => getComputedStyle(element).unicodeBidi)).toBe('isolate')
})

// ADR 128: the editor's chrome is English and left to right; the page it edits is the market's.
test("the Arabic market's editor: its chrome left to right, the page right to left in the preview", async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto('/ar/cms')
  await expect(page).toHaveURL(/\/ar\/login\?redirectTo=%2Far%2Fcms$/)
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  await login(page, 'ar-editor@example.com', 'e2e ar editor password')
  await expect(page).toHaveURL(/\/ar\/cms$/)
  await page.getByRole('link', { name: 'Edit الرئيسية' }).click()
  await expect(page.getByRole('status', { name: 'Page status' })).toHaveText('Published', { timeout: 30_000 })
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  const frame = page.frameLocator('#preview-frame')
  await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(frame.locator('html')).toHaveAttribute('lang', /^ar/)
  // A new block starts with the market's texts (ADR 183); it is not saved.
  const accordions = frame.locator('[data-template="accordion"]')
  await expect(accordions).toHaveCount(0) // the one to come is the new block
  await dragBlock(page, 'accordion', 'accordion')
  await accordions.click()
  await expect(fieldInput(page, 'open_all_label')).toHaveValue(startingTextsFor('ar')['Open all']!)
})
