import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { DEMO_STOCK_LISTING_KEY } from '../../demo/stock.ts'
import { cookieNames } from '../../src/auth/cookies.ts'
import { mail as arMail, orders as ar } from '../../src/i18n/locales/ar.ts'
import { mail as enMail } from '../../src/i18n/locales/en/mail.ts'
import { orders as en } from '../../src/i18n/locales/en/orders.ts'
import { format, type Texts } from '../../src/i18n/messages.ts'
import { acceptedConsent, arrivedAt, expect, login, mailsTo, openHydrated, reloadHydrated, test } from './fixtures.ts'
import { axeViolations } from './axe.ts'

/**
 * The order-online journey (spec 3 §2, ADR 099) as a shopper walks it on the demo's stock: from a
 * car's showroom page to its details, through the checkout's steps by keyboard, paid with the card
 * sandbox's test cards, to the confirmation page and e-mail; a demonstrator paid on the PayPal
 * sandbox's page and an approved car on the Przelewy24 sandbox's (ADR 100); the soft lock a second
 * shopper meets; a declined card; a used car reserved without payment; the admin's refund; axe on
 * each page.
 */

type OrderTexts = Texts<'orders'>
/** The keys of a group of the journey's texts (`steps.tradeIn` → `tradeIn`). */
type KeysOf<Group extends string> = { [K in keyof OrderTexts]: K extends `${Group}.${infer Key}` ? Key : never }[keyof OrderTexts]

interface Market {
  name: string
  basePath: string
  texts: OrderTexts
  /** What the server mails in the market's language (the confirmation e-mail's subject and lines). */
  mail: Texts<'mail'>
  /** The showroom's reserve CTA: the label of the demo's button set (demo/bundle*.json). */
  reserveOnline: string
  reserveNoFee: string
}
const EN: Market = {
  name: 'the demo market',
  basePath: '',
  texts: en,
  mail: enMail,
  reserveOnline: 'Reserve online',
  reserveNoFee: 'Reserve without payment',
}
const AR: Market = {
  name: 'the Arabic market under /ar',
  basePath: '/ar',
  texts: ar,
  mail: arMail,
  reserveOnline: 'احجز عبر الإنترنت',
  reserveNoFee: 'احجز بدون دفع',
}

/**
 * The car of a market's stock a test reserves: the one at `position` among its cars in stock of
 * `state`, newest first. The other specs look at the newest cars (/stock's first pages, the home
 * page's carousel) and at the first of the feed (the showroom specs), so each test here takes a
 * position of its own in between. A reserved car leaves the list and a refunded one comes back, so
 * a repeated run's position can land on a car an earlier test left held (a journey that stopped at
 * the checkout): such a car (its hold answers 409) is passed over for the next one. A free car's
 * hold is given back at once. Ids depend on what was loaded before: never hard-coded.
 */
async function stockVehicle(
  request: APIRequestContext,
  market: Market,
  state: 'new' | 'used' | 'demo' | 'approved',
  position: number,
  /** More of the list's filters, e.g. 'financing_options=rent' (cars with a subscription). */
  filters = '',
) {
  const items = 12
  for (let at = position; at < position + 5; at++) {
    const response = await request.get(
      `${market.basePath}/api/inventory/public_api/listing/${DEMO_STOCK_LISTING_KEY}?status_in=stock&state_in=${state}${filters && `&${filters}`}&sort=createdAtDesc&items=${items}&page=${Math.floor(at / items) + 1}`,
    )
    expect(response.ok(), await response.text()).toBe(true)
    const { data } = (await response.json()) as { data: { id: string; attributes: { vin: string } }[] }
    const vehicle = data[at % items]
    if (!vehicle) throw new Error(`No ${state} car in stock at position ${at} under '${market.basePath || '/'}'`)
    const api = `${market.basePath}/api/inventory/buy_online/orders`
    const init = await request.post(`${api}/init`, { data: { vehicle_id: Number(vehicle.id) } })
    if (init.status() === 409) continue
    if (init.status() === 201) {
      const { lock_id, lock_token } = ((await init.json()) as { data: { lock_id: string; lock_token: string } }).data
      expect((await request.post(`${api}/lock/release`, { data: { lock_id, lock_token } })).ok()).toBe(true)
    }
    return { id: Number(vehicle.id), vin: vehicle.attributes.vin }
  }
  throw new Error(`The ${state} cars at positions ${position}–${position + 4} under '${market.basePath || '/'}' are all held`)
}

const detailsPath = (market: Market, id: number) => `${market.basePath}/showroom-order-online/vehicle/${id}`
/** A shopper's e-mail address of its own per test: the mailbox keeps every run's e-mails. */
const shopperEmail = (label: string) => `${label}.${Date.now().toString(36)}@example.com`

/** Presses Tab until `target` has the focus, as a keyboard user reaches a control. */
async function tabTo(page: Page, target: Locator, max = 40) {
  // As a shopper does, start when the control is on the screen (the reservation form loads at its step).
  await target.waitFor()
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((element) => element === document.activeElement)) return
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${max} presses`)
}

/**
 * Where the checkout's sticky top bar sits: wholly below the site's sticky header (its visible
 * part, which slides up on scroll down), and whether the step's heading is wholly below the bar.
 */
const stickyLayout = (page: Page) =>
  page.getByTestId('hold-countdown').evaluate((countdown) => {
    const header = document.querySelector('header[data-hidden]')!.getBoundingClientRect()
    const bar = countdown.closest('section > div')!.getBoundingClientRect()
    const heading = document.querySelector('h1')!.getBoundingClientRect()
    return { barBelowHeader: bar.top >= header.bottom - 1, headingBelowBar: heading.top >= bar.bottom - 1 }
  })

/** The checkout's step heading ("Step 3 of 7 Trade-in"), which takes the focus when a step is done. */
async function expectStep(page: Page, t: OrderTexts, n: number, step: KeysOf<'steps'>) {
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toHaveText(`${format(t.step, { n, total: 7 })} ${t[`steps.${step}`]}`)
  return heading
}

/**
 * From the car's showroom page: its reserve CTA leads to the journey's details page, whose
 * "Reserve this vehicle" takes the soft lock and opens the checkout at its first step. Answers
 * when the checkout was shown: its reservation form's token is at most that old.
 */
async function reserveFromShowroom(page: Page, market: Market, id: number, cta: string) {
  await openHydrated(page, `${market.basePath}/showroom/x-${id}`)
  await page.getByRole('link', { name: cta }).click()
  await arrivedAt(page, new RegExp(`${detailsPath(market, id)}$`))
  await page.getByRole('button', { name: market.texts.reserve }).click()
  await expect(page).toHaveURL(new RegExp(`${market.basePath}/showroom-order-online/checkout\\?vehicle=${id}$`))
  // The focus starts at the first step's heading (the button pressed is gone).
  await expect(await expectStep(page, market.texts, 1, 'purchase')).toBeFocused()
  return Date.now()
}

interface Shopper {
  firstName: string
  lastName: string
  email: string
  phone?: string
  /** Brand, model and fuel type as the lists name them; the first registration as a date field takes it. */
  tradeIn?: { brand: string; model: string; fuelType: string; registrationDate: string; registration: string; mileage: string }
  /** A subscription instead of finance: its length and yearly mileage as their lists name them. */
  subscription?: { duration: string; mileage: string }
}

/**
 * Steps 1 to 6 by keyboard: Tab to a control, arrows in a radio group or a list, Space on a
 * checkbox, Enter on Continue. Each done step puts the focus on the next one's heading. Ends on
 * the payment step; answers the name of the retailer chosen at step 2.
 */
async function checkoutByKeyboard(page: Page, t: OrderTexts, shopper: Shopper, checkoutShownAt: number) {
  const next = page.getByRole('button', { name: t.next, exact: true })
  // 1 Purchase options: finance instead of cash, or a subscription with its length and yearly mileage.
  await tabTo(page, page.getByRole('radio', { name: t['purchaseOptions.cash'] }))
  if (shopper.subscription) {
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('radio', { name: t['purchaseOptions.subscription'] })).toBeChecked()
    await expect(page.getByText(textPattern(t.subscriptionPrice, { price: '£[\\d,]+' }))).toBeVisible()
    // Nothing chosen: both are asked for, the focus at the first.
    const duration = page.getByRole('combobox', { name: t.subscriptionDuration })
    await tabTo(page, next)
    await page.keyboard.press('Enter')
    await expect(duration).toBeFocused()
    await expect(page.getByText(t.required)).toHaveCount(2)
    await duration.selectOption({ label: shopper.subscription.duration })
    await page.getByRole('combobox', { name: t.subscriptionMileage }).selectOption({ label: shopper.subscription.mileage })
  } else {
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('radio', { name: t['purchaseOptions.finance'] })).toBeChecked()
  }
  await tabTo(page, next)
  await page.keyboard.press('Enter')
  await expect(await expectStep(page, t, 2, 'retailer')).toBeFocused()

  // 2 Retailer: the car's own is chosen.
  const retailer = page.getByRole('radio', { checked: true })
  await expect(retailer).toHaveCount(1)
  const retailerName = (await page.locator('label', { has: retailer }).locator('strong').textContent())!
  await tabTo(page, next)
  await page.keyboard.press('Enter')
  await expect(await expectStep(page, t, 3, 'tradeIn')).toBeFocused()

  // 3 Trade-in.
  if (shopper.tradeIn) {
    await tabTo(page, page.getByRole('radio', { name: t.tradeInNo }))
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('radio', { name: t.tradeInYes })).toBeChecked()
    // The car is chosen from the inventory service's options; what the step requires is marked as the market's forms mark it.
    const list = (name: string) => page.getByRole('combobox', { name })
    await expect(list(t.tradeInBrand)).toHaveAttribute('aria-required', 'true')
    await expect(list(t.tradeInModel)).toHaveAttribute('aria-required', 'true')
    await expect(list(t.tradeInFuelType)).not.toHaveAttribute('aria-required')
    await expect(page.locator('label[for="trade-in-registration"]')).toHaveText(`${t.tradeInRegistration} *`)
    // Nothing chosen: the required fields say so, and a field beside them keeps its height.
    await tabTo(page, next)
    await page.keyboard.press('Enter')
    await expect(list(t.tradeInBrand)).toBeFocused()
    const height = (name: string) => list(name).evaluate((input) => input.getBoundingClientRect().height)
    expect(await height(t.tradeInBodyType)).toBe(await height(t.tradeInBrand))
    // A brand's models are offered once it is chosen: the demo's other brand has none of the car's.
    const models = () => list(t.tradeInModel).locator('option').allTextContents()
    await list(t.tradeInBrand).selectOption('Vantor')
    expect(await models()).not.toContain(shopper.tradeIn.model)
    // Another make than the market's has no models offered: its model is typed.
    await list(t.tradeInBrand).selectOption('Ford')
    await expect(page.getByRole('textbox', { name: t.tradeInModel })).toBeVisible()
    await list(t.tradeInBrand).selectOption(shopper.tradeIn.brand)
    expect(await models()).toEqual(expect.arrayContaining(['Choose…', shopper.tradeIn.model]))
    await list(t.tradeInModel).selectOption(shopper.tradeIn.model)
    await list(t.tradeInFuelType).selectOption(shopper.tradeIn.fuelType)
    for (const [label, value] of [
      [t.tradeInRegistration, shopper.tradeIn.registration],
      // As people write it, thousands grouped (an Arabic keyboard's digits are read too: trade-in.test.ts).
      [t.tradeInMileage, shopper.tradeIn.mileage],
    ] as const) {
      await tabTo(page, page.getByRole('textbox', { name: label }))
      await page.keyboard.type(value)
    }
    // A first registration after today is refused, named at its field.
    const registered = page.getByLabel(t.tradeInRegistrationDate)
    await registered.fill('2099-01-01')
    await tabTo(page, next)
    await page.keyboard.press('Enter')
    await expect(registered).toBeFocused()
    await expect(page.getByText(t.tradeInRegistrationDateInvalid)).toBeVisible()
    await registered.fill(shopper.tradeIn.registrationDate)
    // A registration number without a letter or a digit is refused, named at its field.
    const registration = page.getByRole('textbox', { name: t.tradeInRegistration })
    await registration.fill('!!')
    await tabTo(page, next)
    await page.keyboard.press('Enter')
    await expect(registration).toBeFocused()
    await expect(page.getByText(t.tradeInRegistrationInvalid)).toBeVisible()
    await registration.fill(shopper.tradeIn.registration)
  }
  await tabTo(page, next)
  await page.keyboard.press('Enter')
  await expect(await expectStep(page, t, 4, 'details')).toBeFocused()

  // 4 Your details: the market's reservation form (the forms back office's), its lead the order's.
  for (const [label, value] of [
    [t.firstName, shopper.firstName],
    [t.lastName, shopper.lastName],
    [t.email, shopper.email],
    ...(shopper.phone ? [[t.phone, shopper.phone] as const] : []),
  ] as const) {
    await tabTo(page, page.getByRole('textbox', { name: new RegExp(`^${label}`) }))
    await page.keyboard.type(value)
  }
  // The form token must be 3 s old (ADR 054); it came with the checkout page.
  const wait = checkoutShownAt + 3_200 - Date.now()
  if (wait > 0) await page.waitForTimeout(wait)
  await tabTo(page, next)
  await page.keyboard.press('Enter')
  await expect(await expectStep(page, t, 5, 'booking')).toBeFocused()

  // 5 Appointment: the first date with a time left, its first time (the retailer may have no hours).
  const time = page.getByRole('combobox', { name: t.appointmentTime })
  if ((await page.getByText(t.noOpeningHours).count()) === 0) {
    // Required, and marked so, as every step marks what it requires.
    await expect(page.locator('label[for="appointment-time"]')).toHaveText(`${t.appointmentTime} *`)
    await expect(time).toHaveAttribute('aria-required', 'true')
    await tabTo(page, time)
    await page.keyboard.press('ArrowDown')
    await expect(time).not.toHaveValue('')
  }
  await tabTo(page, next)
  await page.keyboard.press('Enter')
  await expect(await expectStep(page, t, 6, 'summary')).toBeFocused()

  // 6 Summary: who is reserving, as the reservation form took it; both boxes ticked with Space.
  // Its parts separated as the market's language writes them (Arabic: "،").
  await expect(page.locator('main dl')).toContainText(
    `${shopper.firstName} ${shopper.lastName}${t === AR.texts ? '، ' : ', '}${shopper.email}`,
  )
  // The terms accepted can be read first (the demo's checkout links the market's terms page).
  await expect(page.getByRole('link', { name: t.readTerms })).toHaveAttribute('href', /^(\/ar)?\/terms$/)
  // The box's name is what is accepted, without the link's words beside it.
  await expect(page.getByRole('checkbox', { name: t.terms, exact: true })).toHaveAttribute('id', 'accept-terms')
  for (const box of ['#accept-terms', '#accept-privacy']) {
    await tabTo(page, page.locator(box))
    await page.keyboard.press('Space')
    await expect(page.locator(box)).toBeChecked()
  }
  await tabTo(page, next)
  await page.keyboard.press('Enter')
  await expect(await expectStep(page, t, 7, 'payment')).toBeFocused()
  return { retailerName }
}

/** The sandbox's test card `label` chosen with the arrows, then the pay button pressed with Enter. */
async function payByKeyboard(page: Page, t: OrderTexts, card: KeysOf<'testCards'>) {
  const chosen = page.getByRole('radio', { name: t[`testCards.${card}`] })
  await tabTo(page, page.getByRole('radio', { checked: true }))
  for (let i = 0; i < 3 && !(await chosen.isChecked()); i++) await page.keyboard.press('ArrowDown')
  await expect(chosen).toBeChecked()
  await tabTo(page, page.getByRole('button', { name: payButtonName(t) }))
  await page.keyboard.press('Enter')
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A text of the table with its `{name}` values matched by patterns: `textPattern(t.pay, { amount: '.+' })`. */
const textPattern = (text: string, values: Record<string, string>) =>
  new RegExp(`^${escapeRegExp(text).replace(/\\\{(\w+)\\\}/g, (whole, name: string) => values[name] ?? whole)}$`)
/** "Pay £250 and reserve", whatever the market's fee. */
const payButtonName = (t: OrderTexts) => textPattern(t.pay, { amount: '.+' })

/** The confirmation page: its order number, and the row of each term asked for. */
async function confirmation(page: Page, market: Market) {
  await expect(page).toHaveURL(new RegExp(`${market.basePath}/showroom-order-online/confirmation/FC[2-9A-HJ-NP-Z]{10}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(market.texts.confirmationTitle)
  const summary = page.getByTestId('order-summary')
  const row = (term: string) =>
    summary
      .locator('div')
      .filter({ has: page.locator('dt', { hasText: term }) })
      .locator('dd')
  const number = (await row(market.texts.orderNumber).textContent())!
  expect(number).toBe(page.url().split('/').pop())
  return { number, row }
}

const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

// A phone in English, a desktop right to left; the English desktop walks the same steps in the
// declined card's test below.
const journeys = [
  { market: EN, width: 375, position: 41 },
  { market: AR, width: 1440, position: 6 },
]
for (const { market, width, position } of journeys) {
  test(`in ${market.name} at ${width} px a shopper reserves a car from its showroom page by keyboard, pays by card and gets the confirmation`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.setTimeout(120_000)
    const t = market.texts
    await page.setViewportSize({ width, height: 900 })
    const { id } = await stockVehicle(request, market, 'new', position)
    const shownAt = await reserveFromShowroom(page, market, id, market.reserveOnline)
    await expect(page.locator('html')).toHaveAttribute('dir', market === AR ? 'rtl' : 'ltr')
    await expect(page.getByTestId('hold-countdown')).toHaveText(textPattern(t.timeLeft, { time: '1[45]:\\d\\d' }))
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    // Scrolled down, the countdown stays in sight: its bar sticks below the site's header, not under
    // it; and what takes the focus up the page is brought below both (the step's heading here).
    await page.setViewportSize({ width, height: 480 }) // the checkout taller than the window
    await page.evaluate(() => {
      const checkout = document.querySelector('section[aria-labelledby="checkout-title"]')!
      window.scrollTo(0, checkout.getBoundingClientRect().bottom + window.scrollY - window.innerHeight)
    })
    await expect.poll(async () => (await stickyLayout(page)).barBelowHeader).toBe(true)
    // Given the focus afresh (it has it since the checkout opened, and focusing again scrolls nothing).
    await page.getByRole('heading', { level: 1 }).blur()
    await page.getByRole('heading', { level: 1 }).focus()
    await expect.poll(() => stickyLayout(page)).toEqual({ barBelowHeader: true, headingBelowBar: true })
    await page.setViewportSize({ width, height: 900 })
    await page.evaluate(() => window.scrollTo(0, 0))

    const email = shopperEmail(`order-${market === AR ? 'ar' : 'en'}-${width}`)
    const { retailerName } = await checkoutByKeyboard(page, t, { firstName: 'Ada', lastName: 'Lovelace', email }, shownAt)
    // The browser's Back and Forward go from step to step with what was entered kept, without asking
    // the server again.
    const dataRequests: string[] = []
    page.on('request', (request) => void (request.url().includes('.data') && dataRequests.push(request.url())))
    await page.goBack()
    await expectStep(page, t, 6, 'summary')
    await expect(page.locator('main dl')).toContainText(`Ada Lovelace${market === AR ? '، ' : ', '}${email}`)
    await page.goBack()
    await expectStep(page, t, 5, 'booking')
    // The details step, its form sent, is a line and Continue now: shown from its heading, not at
    // the depth the shopper had scrolled to on it (past its end, at the footer, is what the
    // browser's own scroll restoration would show).
    await page.goBack()
    await expectStep(page, t, 4, 'details')
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await page.goForward()
    await expectStep(page, t, 5, 'booking')
    await page.goBack()
    const details = await expectStep(page, t, 4, 'details')
    await expect(details).toBeFocused()
    await expect(details).toBeInViewport()
    await expect(page.getByRole('button', { name: t.next, exact: true })).toBeInViewport()
    await page.goForward()
    await page.goForward()
    await page.goForward()
    await expect(await expectStep(page, t, 7, 'payment')).toBeFocused()
    expect(dataRequests).toEqual([])
    await expect(page.getByRole('radio', { name: t['testCards.pm_card_visa'] })).toBeChecked()
    if (market === EN) await expect(page.getByRole('button', { name: 'Pay £250 and reserve' })).toBeVisible()
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    await payByKeyboard(page, t, 'pm_card_visa')

    const { number, row } = await confirmation(page, market)
    await expect(row(t.paymentStatus)).toHaveText(t['paymentStatuses.paid'])
    // The fee as the checkout wrote it: the market's price format and symbol.
    await expect(row(t.reservationFee)).toHaveText(market === AR ? '1,000 درهم' : '£250')
    // The retailer chosen at step 2, as the summary named it.
    await expect(row(t.retailer)).toHaveText(retailerName)
    // The appointment booked at step 5, as the market writes a day and a time (en_GB, ar_AE).
    await expect(row(t.appointment)).toHaveText(
      market === AR
        ? /^[\u0600-\u06FF]+، \d{1,2} [\u0600-\u06FF]+ \d{4} \d{1,2}:\d{2}\s[صم]$/
        : /^[A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}$/,
    )
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    // The confirmation e-mail, at the shopper's address, with the same appointment.
    const subject = format(market.mail['reservation.subject'], { number })
    await expect.poll(() => mailsTo(email).map((mail) => mail.subject), { timeout: 20_000 }).toContain(subject)
    const feePaid = market.mail['reservation.feePaid']
    const mailText = mailsTo(email).find((mail) => mail.subject === subject)!.text
    expect(mailText).toContain(format(feePaid, { fee: market === AR ? '1,000 درهم' : '£250' }))
    expect(mailText).toContain(format(market.mail['reservation.appointment'], { when: (await row(t.appointment).textContent())! }))
    expect(mailText).toContain(retailerName)
    // The retailer's e-mail of the reservation form's lead names the car being reserved.
    const vehicleLine = `${market === AR ? 'السيارة' : 'Vehicle'}: ${(await row(t.vehicle).textContent())!}`
    const retailerMails = () => mailsTo('orders@aurelia.example').filter((mail) => mail.text.includes(email))
    await expect
      .poll(
        () =>
          retailerMails()
            .map((mail) => mail.text)
            .join('\n'),
        { timeout: 20_000 },
      )
      .toContain(vehicleLine)
    // The market's desk is told of the reservation (so is the retailer): the appointment, whom to call back.
    const notice = () => mailsTo('sales@aurelia.example').find((mail) => mail.subject.endsWith(`(${number})`))
    await expect.poll(() => notice()?.text ?? '', { timeout: 20_000 }).toContain(email)
    expect(notice()!.text).toContain(format(market.mail['reservation.appointment'], { when: (await row(t.appointment).textContent())! }))

    // The car is reserved now: its showroom page offers no reservation; its details page names the
    // order to the shopper's browser, and says to any other that the car is no longer available.
    await page.goto(`${market.basePath}/showroom/x-${id}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('link', { name: market.reserveOnline })).toHaveCount(0)
    await page.goto(detailsPath(market, id))
    await expect(page.getByRole('status')).toHaveText(format(t.reservedByYou, { number }))
    await page.evaluate(() => localStorage.removeItem('fc_order_online_last_order'))
    await page.reload()
    await expect(page.getByRole('status')).toHaveText(t.unavailable)
    await expect(page.getByRole('button', { name: t.reserve })).toHaveCount(0)
    expect(consoleErrors).toEqual([])
  })
}

test('a demonstrator is paid with PayPal: approved on the PayPal sandbox page, back to the confirmation', async ({
  page,
  request,
  adminApi,
  consoleErrors,
}) => {
  test.setTimeout(120_000)
  const t = EN.texts
  await page.setViewportSize({ width: 1440, height: 900 })
  // The demo market's checkout config names PayPal for demonstrators (ADR 100), the card for the rest.
  const { id } = await stockVehicle(request, EN, 'demo', 0)
  const shownAt = await reserveFromShowroom(page, EN, id, EN.reserveOnline)
  const email = shopperEmail('order-paypal')
  await checkoutByKeyboard(page, t, { firstName: 'Grace', lastName: 'Hopper', email }, shownAt)
  // No test cards: the PayPal hand-off, reached and pressed by keyboard.
  await expect(page.getByRole('radio', { name: t['testCards.pm_card_visa'] })).toHaveCount(0)
  await expect(page.getByText(t.paypalNote)).toBeVisible()
  const payPal = page.getByRole('button', { name: textPattern(t.payWithPaypal, { amount: '.+' }) })
  await tabTo(page, payPal)
  await page.keyboard.press('Enter')

  // PayPal's page (the local sandbox): the shopper approves the payment there.
  await expect(page).toHaveURL(/\/checkoutnow\?token=[A-Z0-9]+$/)
  await expect(page.getByRole('heading', { name: 'PayPal sandbox' })).toBeVisible()
  await page.getByRole('button', { name: /^Pay .+ GBP$/ }).click()

  // Back at the checkout, which has the server capture the payment at PayPal and make the order.
  const { number, row } = await confirmation(page, EN)
  await expect(row(t.paymentStatus)).toHaveText(t['paymentStatuses.paid'])
  await expect.poll(() => mailsTo(email).map((mail) => mail.subject), { timeout: 20_000 }).toContain(`Your reservation ${number}`)
  const order = await request.get(`/api/inventory/buy_online/orders/${number}`)
  expect((await order.json()).data).toMatchObject({ vendor_type: 'PAYPAL', payment_status: 'paid', status: 'confirmed' })
  // PayPal's events reached the server over HTTP, verified by PayPal's verify call, in the ledger.
  const admin = await adminApi()
  const ledger = async () => {
    const entries = (await (await admin.get('/api/inventory/buy_online/admin/webhooks')).json()).data as { type: string }[]
    return entries.map((entry) => entry.type)
  }
  await expect.poll(ledger, { timeout: 20_000 }).toEqual(expect.arrayContaining(['CHECKOUT.ORDER.APPROVED', 'PAYMENT.CAPTURE.COMPLETED']))
  expect(consoleErrors).toEqual([])
})

test("an approved car is paid with Przelewy24: a pay type picked on the sandbox's hosted page, back to the confirmation", async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000)
  const t = EN.texts
  await page.setViewportSize({ width: 1440, height: 900 })
  // The demo market's checkout config names Przelewy24 for approved used cars (ADR 100).
  const { id } = await stockVehicle(request, EN, 'approved', 0)
  const shownAt = await reserveFromShowroom(page, EN, id, EN.reserveOnline)
  await checkoutByKeyboard(page, t, { firstName: 'Maria', lastName: 'Skłodowska', email: shopperEmail('order-p24') }, shownAt)
  await expect(page.getByText(t.regionalNote)).toBeVisible()
  const pay = page.getByRole('button', { name: textPattern(t.payWithRegional, { amount: '.+' }) })
  await tabTo(page, pay)
  await page.keyboard.press('Enter')

  await expect(page).toHaveURL(/\/trnRequest\/[A-F0-9]+$/)
  await page.getByRole('radio', { name: 'mTransfer (mBank)' }).check()
  await page.getByRole('button', { name: /^Pay .+ GBP$/ }).click()

  const { number, row } = await confirmation(page, EN)
  await expect(row(t.paymentStatus)).toHaveText(t['paymentStatuses.paid'])
  const order = await request.get(`/api/inventory/buy_online/orders/${number}`)
  expect((await order.json()).data).toMatchObject({ vendor_type: 'PRZELEWY24', payment_status: 'paid' })
  expect(consoleErrors).toEqual([])
})

test('a second shopper on a car another holds meets the soft-lock modal with its countdown, whatever their clock', async ({
  page,
  browser,
  request,
  consoleErrors,
}) => {
  const { id } = await stockVehicle(request, EN, 'new', 42)
  await openHydrated(page, detailsPath(EN, id))
  await page.getByRole('button', { name: 'Reserve this vehicle' }).click()
  await expect(page).toHaveURL(/\/checkout\?vehicle=\d+$/)

  const other = await (await acceptedConsent(await browser.newContext())).newPage()
  // The second shopper's device clock is an hour fast: the countdowns are the server's minutes all the same.
  await other.clock.install({ time: Date.now() + 60 * 60_000 })
  await openHydrated(other, detailsPath(EN, id))
  await other.getByRole('button', { name: 'Reserve this vehicle' }).click()
  const modal = other.getByRole('dialog', { name: 'Someone is reserving this vehicle' })
  await expect(modal).toBeVisible()
  await expect(modal).toHaveAttribute('aria-modal', 'true')
  const text = modal.getByText(/^Another customer is checking out this vehicle\. It may become available again in 1[45]:\d\d\.$/)
  await expect(text).toBeVisible()
  // The countdown runs.
  const first = await text.textContent()
  await expect(text).not.toHaveText(first!)
  await expect(modal.getByRole('link', { name: 'Back to stock' })).toBeVisible()
  // Try again: still held, so the modal again; Escape closes it and the car's page stays.
  await modal.getByRole('button', { name: 'Try again' }).click()
  await expect(modal).toBeVisible()
  await other.keyboard.press('Escape')
  await expect(modal).toBeHidden()
  await expect(other).toHaveURL(new RegExp(`${detailsPath(EN, id)}$`))
  // The focus is back on what opened the modal.
  await expect(other.getByRole('button', { name: 'Reserve this vehicle' })).toBeFocused()

  // The first shopper leaves: asked first, keeping the car the focused answer…
  await page.getByRole('button', { name: 'Leave and give the vehicle back' }).click()
  const leave = page.getByRole('dialog', { name: 'Give the vehicle back?' })
  await expect(leave.getByRole('button', { name: 'Keep it held' })).toBeFocused()
  await leave.getByRole('button', { name: 'Keep it held' }).click()
  await expect(leave).toBeHidden()
  await expect(page.getByTestId('hold-countdown')).toBeVisible()
  // …then given back at once, and the other's next try holds it.
  await page.getByRole('button', { name: 'Leave and give the vehicle back' }).click()
  await leave.getByRole('button', { name: 'Give it back and leave' }).click()
  await expect(page).toHaveURL(new RegExp(`${detailsPath(EN, id)}$`))
  await other.getByRole('button', { name: 'Reserve this vehicle' }).click()
  await expect(other).toHaveURL(/\/checkout\?vehicle=\d+$/)
  await expect(other.getByTestId('hold-countdown')).toHaveText(/^Vehicle held for you: 1[45]:\d\d$/)
  // …and leaves by another page of the site (the logo): given back too, so a later run finds it free.
  await other
    .getByRole('link', { name: / home$/ })
    .first()
    .click()
  await expect(other).not.toHaveURL(/checkout/)
  const api = '/api/inventory/buy_online'
  let proof: { lock_id: string; lock_token: string } | undefined
  await expect
    .poll(async () => {
      const init = await request.post(`${api}/orders/init`, { data: { vehicle_id: id } })
      if (init.status() === 201) proof = ((await init.json()) as { data: { lock_id: string; lock_token: string } }).data
      return init.status()
    })
    .toBe(201)
  expect(
    (await request.post(`${api}/orders/lock/release`, { data: { lock_id: proof!.lock_id, lock_token: proof!.lock_token } })).ok(),
  ).toBe(true)
  await other.context().close()
  expect(consoleErrors).toEqual([])
})

test('a hold given back from another tab: the next step says the car is no longer held, not that time ran out', async ({
  page,
  request,
}) => {
  const t = EN.texts
  const { id } = await stockVehicle(request, EN, 'new', 48)
  await openHydrated(page, detailsPath(EN, id))
  await page.getByRole('button', { name: t.reserve }).click()
  await expectStep(page, t, 1, 'purchase')
  // The same shopper's other tab shows the same hold, and gives the car back.
  const tab = await page.context().newPage()
  await openHydrated(tab, `/showroom-order-online/checkout?vehicle=${id}`)
  await tab.getByRole('button', { name: t.leave }).click()
  await tab.getByRole('dialog', { name: t.leaveTitle }).getByRole('button', { name: t.leaveConfirm }).click()
  await expect(tab).toHaveURL(new RegExp(`${detailsPath(EN, id)}$`))
  await tab.close()

  await page.getByRole('button', { name: t.next, exact: true }).click()
  const modal = page.getByRole('dialog', { name: t.lostTitle })
  await expect(modal).toBeVisible()
  await expect(modal).toContainText(t.lostText)
  await expect(page.getByTestId('hold-countdown')).toHaveText(textPattern(t.timeLeft, { time: '0?0:00' }))
})

test('a shopper who gives the car back and reserves it again finds what they entered', async ({ page, request, consoleErrors }) => {
  const t = EN.texts
  const { id } = await stockVehicle(request, EN, 'new', 70)
  await openHydrated(page, detailsPath(EN, id))
  await page.getByRole('button', { name: t.reserve }).click()
  await expectStep(page, t, 1, 'purchase')
  await page.getByRole('radio', { name: t['purchaseOptions.finance'] }).check()
  await page.getByRole('button', { name: t.next, exact: true }).click()
  await expectStep(page, t, 2, 'retailer')
  // The dialog promises the entries are kept; the way back is the car's page and its button.
  await page.getByRole('button', { name: t.leave }).click()
  const leave = page.getByRole('dialog', { name: t.leaveTitle })
  await expect(leave).toContainText(t.leaveText)
  await leave.getByRole('button', { name: t.leaveConfirm }).click()
  await expect(page).toHaveURL(new RegExp(`${detailsPath(EN, id)}$`))
  await page.getByRole('button', { name: t.reserve }).click()
  await expectStep(page, t, 2, 'retailer')
  await expect(page.getByTestId('hold-countdown')).toHaveText(textPattern(t.timeLeft, { time: '1[45]:\\d\\d' }))
  await page.getByRole('navigation', { name: t.journeyTitle }).getByRole('button', { name: t['steps.purchase'] }).click()
  await expect(page.getByRole('radio', { name: t['purchaseOptions.finance'] })).toBeChecked()
  await page.getByRole('button', { name: t.leave }).click()
  await leave.getByRole('button', { name: t.leaveConfirm }).click()
  expect(consoleErrors).toEqual([])
})

test('a minute before the hold ends the shopper is warned, and keeps the car by one key (WCAG 2.2.1)', async ({
  page,
  request,
  consoleErrors,
}) => {
  const t = EN.texts
  const { id } = await stockVehicle(request, EN, 'new', 85)
  await page.clock.install()
  await openHydrated(page, detailsPath(EN, id))
  await page.getByRole('button', { name: t.reserve }).click()
  await expectStep(page, t, 1, 'purchase')
  const warning = page.getByRole('dialog', { name: t.holdEndingTitle })
  await expect(warning).toHaveCount(0)
  // The shopper lingers on a step: 14 minutes pass.
  await page.clock.fastForward('14:05')
  await expect(warning).toBeVisible()
  await expect(warning.locator('p')).toHaveText(textPattern(t.holdEndingText, { time: '0?0:[0-5]\\d' }))
  const keep = warning.getByRole('button', { name: t.keepHeld })
  await expect(keep).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(warning).toHaveCount(0)
  await expect(page.getByTestId('hold-countdown')).toHaveText(textPattern(t.timeLeft, { time: '1[45]:\\d\\d' }))
  await page.getByRole('button', { name: t.leave }).click()
  await page.getByRole('dialog', { name: t.leaveTitle }).getByRole('button', { name: t.leaveConfirm }).click()
  expect(consoleErrors).toEqual([])
})

/**
 * The hold released at the server and the browser's copy ended at `deadline`: what a hold that ran
 * out (a deadline just past) or was given back by leaving (ADR 099's giveBack: the epoch) leaves.
 */
async function endHold(page: Page, request: APIRequestContext, deadline: Date) {
  const stored = await page.evaluate(
    () => JSON.parse(window.localStorage.getItem('sl_order_online_soft_lock')!) as { lockId: string; token: string },
  )
  const release = await request.post('/api/inventory/buy_online/orders/lock/release', {
    data: { lock_id: stored.lockId, lock_token: stored.token },
  })
  expect(release.ok()).toBe(true)
  await page.evaluate((expiresAt) => {
    const lock = JSON.parse(window.localStorage.getItem('sl_order_online_soft_lock')!) as object
    window.localStorage.setItem('sl_order_online_soft_lock', JSON.stringify({ ...lock, expiresAt }))
  }, deadline.toISOString())
}

test('a shopper who gave the car back by leaving and comes back is told so, not that their time ran out', async ({
  page,
  request,
  consoleErrors,
}) => {
  const t = EN.texts
  const { id } = await stockVehicle(request, EN, 'new', 71)
  await openHydrated(page, detailsPath(EN, id))
  await page.getByRole('button', { name: t.reserve }).click()
  await expectStep(page, t, 1, 'purchase')
  // What leaving does (the Leave button or a link of the app).
  await endHold(page, request, new Date(0))
  await reloadHydrated(page)
  const rebooking = page.getByTestId('rebooking-page')
  await expect(rebooking.getByRole('heading', { level: 1 })).toHaveText(t.givenBackTitle)
  await expect(rebooking).toContainText(t.givenBackText)
  // Starting again holds the car once more, at the step the shopper left.
  await rebooking.getByRole('button', { name: t.rebook }).click()
  await expectStep(page, t, 1, 'purchase')
  await page.getByRole('button', { name: t.leave }).click()
  await page.getByRole('dialog', { name: t.leaveTitle }).getByRole('button', { name: t.leaveConfirm }).click()
  expect(consoleErrors).toEqual([])
})

test('a checkout address opened in a browser that never reserved the car says so, and leads to the car', async ({ page, request }) => {
  const t = EN.texts
  const { id } = await stockVehicle(request, EN, 'new', 80)
  await openHydrated(page, `/showroom-order-online/checkout?vehicle=${id}`)
  // Not "your reservation time has run out": this browser had none.
  const modal = page.getByRole('dialog', { name: t.notHeldTitle })
  await expect(modal).toContainText(t.notHeldText)
  await expect(modal.getByRole('link', { name: t.startAgain })).toHaveAttribute('href', new RegExp(`${detailsPath(EN, id)}$`))
})

test('the rebooking page of a car another shopper holds for now says when it may be free, and tries again', async ({
  page,
  request,
  consoleErrors,
}) => {
  const t = EN.texts
  const { id } = await stockVehicle(request, EN, 'new', 75)
  await openHydrated(page, detailsPath(EN, id))
  await page.getByRole('button', { name: t.reserve }).click()
  await expectStep(page, t, 1, 'purchase')
  // The hold runs out while the shopper is away…
  await endHold(page, request, new Date(Date.now() - 1000))
  const api = '/api/inventory/buy_online/orders'
  // …and another shopper holds the car meanwhile.
  const other = await request.post(`${api}/init`, { data: { vehicle_id: id } })
  expect(other.status()).toBe(201)
  const theirs = ((await other.json()) as { data: { lock_id: string; lock_token: string } }).data
  await reloadHydrated(page)
  await page.getByTestId('rebooking-page').getByRole('button', { name: t.rebook }).click()
  const modal = page.getByRole('dialog', { name: t.heldTitle })
  await expect(modal).toBeVisible()
  await expect(modal.getByText(textPattern(t.heldText, { time: '1[45]:\\d\\d' }))).toBeVisible()
  // Free again: Try again holds it for this shopper, at the step they left.
  expect((await request.post(`${api}/lock/release`, { data: theirs })).ok()).toBe(true)
  await modal.getByRole('button', { name: t.tryAgain }).click()
  await expectStep(page, t, 1, 'purchase')
  await expect(page.getByTestId('hold-countdown')).toHaveText(textPattern(t.timeLeft, { time: '1[45]:\\d\\d' }))
  await page.getByRole('button', { name: t.leave }).click()
  await page.getByRole('dialog', { name: t.leaveTitle }).getByRole('button', { name: t.leaveConfirm }).click()
  // The browser reports the held car's 409 as a failed load: the one expected.
  expect(consoleErrors.filter((error) => !/409 \(Conflict\) \(.*\/orders\/init\)$/.test(error))).toEqual([])
})

test("the showroom calculator's quote comes into the journey in the market's price format", async ({ page, request }) => {
  const t = EN.texts
  const { id } = await stockVehicle(request, EN, 'new', 62)
  await openHydrated(page, `/showroom/x-${id}`)
  const calculator = page.getByRole('form', { name: 'Finance calculator' })
  await calculator.getByLabel('Deposit (%)').fill('20')
  const monthly = (await calculator.locator('output').first().textContent())!.trim()
  // The demo market writes its amounts '£1,234' (its price.format '^%').
  expect(monthly).toMatch(/^£\d{1,3}(,\d{3})*$/)
  await reserveFromShowroom(page, EN, id, EN.reserveOnline)
  await page.getByRole('radio', { name: t['purchaseOptions.lease'] }).check()
  await expect(page.getByText(textPattern(t.quoteFrom, { monthly: escapeRegExp(monthly), months: '\\d+' }))).toBeVisible()
  // An address naming a step not reached yet shows the step the shopper is at, and is corrected to name it.
  const at = new URL(page.url())
  at.searchParams.set('step', 'payment')
  await page.goto(at.pathname + at.search)
  await expectStep(page, t, 1, 'purchase')
  await expect.poll(() => new URL(page.url()).searchParams.get('step')).toBe('purchase')
})

test('a shopper who reserves a second car gives the first one back: nobody, this shopper included, is kept from it', async ({
  page,
  request,
}) => {
  const t = EN.texts
  const first = await stockVehicle(request, EN, 'new', 55)
  const second = await stockVehicle(request, EN, 'new', 60)
  await openHydrated(page, detailsPath(EN, first.id))
  await page.getByRole('button', { name: t.reserve }).click()
  await expectStep(page, t, 1, 'purchase')
  const tab = await page.context().newPage()
  await openHydrated(tab, detailsPath(EN, second.id))
  await tab.getByRole('button', { name: t.reserve }).click()
  await expectStep(tab, t, 1, 'purchase')
  // The first car is free again: another shopper's request for it is granted (then given back).
  const api = `${EN.basePath}/api/inventory/buy_online/orders`
  await expect
    .poll(async () => {
      const init = await request.post(`${api}/init`, { data: { vehicle_id: first.id } })
      if (init.status() === 201) {
        const { lock_id, lock_token } = ((await init.json()) as { data: { lock_id: string; lock_token: string } }).data
        await request.post(`${api}/lock/release`, { data: { lock_id, lock_token } })
      }
      return init.status()
    })
    .toBe(201)
})

test('a shopper subscribes to a car: its length and yearly mileage chosen, written in the summary and the confirmation', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const t = EN.texts
  await page.setViewportSize({ width: 375, height: 900 })
  const { id } = await stockVehicle(request, EN, 'new', 1, 'financing_options=rent')
  const shownAt = await reserveFromShowroom(page, EN, id, EN.reserveOnline)
  const subscription = { duration: '24 months', mileage: '15,000 miles per year' }
  await checkoutByKeyboard(page, t, { firstName: 'Mary', lastName: 'Somerville', email: shopperEmail('subscriber'), subscription }, shownAt)
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
  await page.getByRole('navigation', { name: t.journeyTitle }).getByRole('button', { name: t['steps.summary'] }).click()
  await expect(page.locator('main dl')).toContainText('Subscription, 24 months, 15,000 miles per year')
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await expectStep(page, t, 7, 'payment')
  await payByKeyboard(page, t, 'pm_card_visa')
  const { row } = await confirmation(page, EN)
  await expect(row(t.purchase)).toHaveText('Subscription, 24 months, 15,000 miles per year')
})

test('a declined card says so at the payment step; the data entered stays and the approved card then pays', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000)
  const t = EN.texts
  await page.setViewportSize({ width: 1440, height: 900 })
  const { id } = await stockVehicle(request, EN, 'new', 43)
  const shownAt = await reserveFromShowroom(page, EN, id, EN.reserveOnline)
  const email = shopperEmail('declined')
  const tradeIn = {
    brand: 'Aurelia',
    model: 'E5',
    fuelType: 'Electric',
    registrationDate: '2021-03-01',
    registration: 'ab12 cde',
    mileage: '45,000',
  }
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
  await checkoutByKeyboard(page, t, { firstName: 'Grace', lastName: 'Hopper', email, phone: '07911 123456', tradeIn }, shownAt)
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
  await payByKeyboard(page, t, 'pm_card_chargeDeclined')

  const declined = page.getByRole('alert')
  // Why, in the market's words (the provider's message is English whatever the market).
  await expect(declined).toHaveText('Your payment was declined: The card was declined. Please try another card.')
  await expect(await expectStep(page, t, 7, 'payment')).toBeVisible()
  // The focus stays on the button pressed, beside the message, to choose another card from.
  await expect(page.getByRole('button', { name: 'Pay £250 and reserve' })).toBeFocused()
  await expect(page.getByRole('button', { name: 'Pay £250 and reserve' })).toBeEnabled()
  // The payment held the car for 30 minutes: the countdown says what the server holds, not 15.
  await expect(page.getByTestId('hold-countdown')).toHaveText(textPattern(t.timeLeft, { time: '(29|30):\\d\\d' }))

  // The summary still holds what was entered, after a reload too (the journey's storage).
  await reloadHydrated(page)
  await expectStep(page, t, 7, 'payment')
  // A shopper who answers No to the trade-in and changes their mind finds the car as they gave it.
  const stepBar = page.getByRole('navigation', { name: t.journeyTitle })
  await stepBar.getByRole('button', { name: t['steps.tradeIn'] }).click()
  await page.getByRole('radio', { name: t.tradeInNo }).check()
  await page.getByRole('button', { name: t.next, exact: true }).click()
  await expectStep(page, t, 4, 'details')
  await stepBar.getByRole('button', { name: t['steps.tradeIn'] }).click()
  await page.getByRole('radio', { name: t.tradeInYes }).check()
  await expect(page.getByRole('combobox', { name: t.tradeInModel })).toHaveValue(tradeIn.model)
  // The plate as number plates write it, whatever the case it was typed in.
  await expect(page.getByRole('textbox', { name: t.tradeInRegistration })).toHaveValue(tradeIn.registration.toUpperCase())
  await page.getByRole('button', { name: t.next, exact: true }).click()
  await expectStep(page, t, 4, 'details')
  await page.getByRole('navigation', { name: t.journeyTitle }).getByRole('button', { name: t['steps.summary'] }).click()
  await expectStep(page, t, 6, 'summary')
  const summary = page.locator('main dl')
  await expect(summary).toContainText('Finance')
  await expect(summary).toContainText('Aurelia E5 AB12 CDE, Electric, First registered: 1 March 2021, Mileage: 45,000')
  // The phone given at step 4, as it was stored (in full, international), for the shopper to check.
  await expect(summary).toContainText(`${email}, \u2066+447911123456\u2069`)
  await expect(page.locator('#accept-terms')).toBeChecked()
  await expect(page.locator('#accept-privacy')).toBeChecked()
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await expectStep(page, t, 7, 'payment')
  await payByKeyboard(page, t, 'pm_card_visa')

  const { number, row } = await confirmation(page, EN)
  await expect(row('Payment')).toHaveText('Paid')
  // Everything the shopper gave, as the summary showed it.
  await expect(row('Trade-in')).toHaveText('Aurelia E5 AB12 CDE, Electric, First registered: 1 March 2021, Mileage: 45,000')
  await expect(row(t.purchase)).toHaveText('Finance')
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
  await expect.poll(() => mailsTo(email).map((mail) => mail.subject), { timeout: 20_000 }).toEqual([`Your reservation ${number}`])
  // The browser logs the declined payment's answer (402) as a failed resource, and nothing else.
  expect(consoleErrors.filter((error) => !/status of 402 .*\/buy_online\/payment\)$/.test(error))).toEqual([])
})

test('details already sent are corrected, the order and its e-mail take them; Back from the confirmation names the order', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000)
  const t = EN.texts
  await page.setViewportSize({ width: 1440, height: 900 })
  const { id } = await stockVehicle(request, EN, 'used', 50)
  const shownAt = await reserveFromShowroom(page, EN, id, EN.reserveNoFee)
  const [mistyped, email] = [shopperEmail('mistyped'), shopperEmail('corrected')]
  await checkoutByKeyboard(page, t, { firstName: 'Mary', lastName: 'Somerville', email: mistyped }, shownAt)

  // Back at Your details from the payment step: what was sent, and a way to change it.
  await page.getByRole('navigation', { name: t.journeyTitle }).getByRole('button', { name: t['steps.details'] }).click()
  await expectStep(page, t, 4, 'details')
  await expect(page.getByText(`Mary Somerville, ${mistyped}`)).toBeVisible()
  await page.getByRole('button', { name: t.changeDetails }).click()
  const firstName = page.getByRole('textbox', { name: new RegExp(`^${t.firstName}`) })
  await expect(firstName).toBeFocused()
  await expect(firstName).toHaveValue('Mary')
  const emailField = page.getByRole('textbox', { name: new RegExp(`^${t.email}`) })
  await expect(emailField).toHaveValue(mistyped)
  await emailField.fill(email)
  await page.getByRole('button', { name: t.next, exact: true }).click()
  await expect(await expectStep(page, t, 5, 'booking')).toBeFocused()
  await page.getByRole('button', { name: t.next, exact: true }).click()
  await expectStep(page, t, 6, 'summary')
  await expect(page.locator('main dl')).toContainText(`Mary Somerville, ${email}`)
  await page.getByRole('button', { name: t.next, exact: true }).click()
  await expectStep(page, t, 7, 'payment')
  await page.getByRole('button', { name: 'Confirm the reservation' }).click()

  const { number } = await confirmation(page, EN)
  await expect.poll(() => mailsTo(email).map((mail) => mail.subject), { timeout: 20_000 }).toContain(`Your reservation ${number}`)
  expect(mailsTo(mistyped).map((mail) => mail.subject)).not.toContain(`Your reservation ${number}`)

  // The browser's Back from the confirmation: the car is the shopper's own, not "no longer available".
  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`${detailsPath(EN, id)}$`))
  await expect(page.getByRole('status')).toHaveText(format(t.reservedByYou, { number }))
  await page.getByRole('link', { name: t.seeReservation }).click()
  await confirmation(page, EN)
  expect(consoleErrors).toEqual([])
})

test('a used car is reserved without payment; a booked time the server refuses is chosen again', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000)
  const t = EN.texts
  await page.setViewportSize({ width: 1440, height: 900 })
  const { id } = await stockVehicle(request, EN, 'used', 40)
  const shownAt = await reserveFromShowroom(page, EN, id, EN.reserveNoFee)
  const email = shopperEmail('no-fee')
  await checkoutByKeyboard(page, t, { firstName: 'Mary', lastName: 'Somerville', email }, shownAt)
  await expect(page.getByRole('radio')).toHaveCount(0)
  const confirm = page.getByRole('button', { name: 'Confirm the reservation' })

  // The first order goes with a time the retailer never offered (as from a tampered or stale
  // journey): the server refuses it, and the shopper is back at the booking step, told so.
  await page.route(
    '**/api/inventory/buy_online/orders',
    async (route) => {
      const body = route.request().postDataJSON() as { order: { metadata: { appointment: { time: string } | null } } }
      expect(body.order.metadata.appointment).not.toBeNull()
      body.order.metadata.appointment!.time = '03:00'
      await route.continue({ postData: JSON.stringify(body) })
    },
    { times: 1 },
  )
  await tabTo(page, confirm)
  await page.keyboard.press('Enter')
  await expect(await expectStep(page, t, 5, 'booking')).toBeFocused()
  await expect(page.getByRole('alert')).toHaveText(t.appointmentGone)
  const time = page.getByRole('combobox', { name: t.appointmentTime })
  await expect(time).toHaveValue('')
  await tabTo(page, time)
  await page.keyboard.press('ArrowDown')
  for (const step of [6, 7] as const) {
    await tabTo(page, page.getByRole('button', { name: t.next, exact: true }))
    await page.keyboard.press('Enter')
    await expect(await expectStep(page, t, step, step === 6 ? 'summary' : 'payment')).toBeFocused()
  }
  await tabTo(page, confirm)
  await page.keyboard.press('Enter')

  const { number, row } = await confirmation(page, EN)
  await expect(row('Reservation fee')).toHaveText('No payment needed')
  await expect(row('Payment')).toHaveText('No payment')
  await expect.poll(() => mailsTo(email).map((mail) => mail.subject), { timeout: 20_000 }).toContain(`Your reservation ${number}`)
  expect(mailsTo(email).find((mail) => mail.subject.endsWith(number))!.text).toContain('No payment was taken.')
  await page.goto(`/showroom/x-${id}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: EN.reserveNoFee })).toHaveCount(0)
  // The browser logs the refused order's answer (422) as a failed resource, and nothing else.
  expect(consoleErrors.filter((error) => !/status of 422 .*\/buy_online\/orders\)$/.test(error))).toEqual([])
})

/**
 * A paid reservation of the new car in stock at `at` (or the next free one), made through the
 * shopper's buy-online calls, as the checkout makes them: the hold, the card payment, the order,
 * its confirmation.
 */
async function reservedThroughApi(request: APIRequestContext, at: number, email: string) {
  const api = '/api/inventory/buy_online'
  const { id: vehicleId } = await stockVehicle(request, EN, 'new', at)
  const init = await request.post(`${api}/orders/init`, { data: { vehicle_id: vehicleId } })
  expect(init.status(), await init.text()).toBe(201)
  const hold = ((await init.json()) as { data: { lock_id: string; lock_token: string; amount: number; currency: string } }).data
  const proof = { lock_id: hold.lock_id, lock_token: hold.lock_token }
  const paid = await request.post(`${api}/payment`, {
    data: {
      payment: { amount: hold.amount, currency: hold.currency, vehicle_id: vehicleId },
      ...proof,
      payment_method: 'pm_card_visa',
    },
  })
  expect(paid.status(), await paid.text()).toBe(200)
  const { payment_intent_id } = ((await paid.json()) as { data: { payment_intent_id: string } }).data
  const created = await request.post(`${api}/orders`, {
    data: {
      order: {
        vehicle_id: vehicleId,
        ...proof,
        card_payment_intent_id: payment_intent_id,
        customer_email: email,
        customer_name: 'Ada Byron',
      },
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const number = ((await created.json()) as { data: { order_number: string } }).data.order_number
  const confirmed = await request.put(`${api}/orders/${number}/confirm`)
  expect(confirmed.status(), await confirmed.text()).toBe(200)
  return { id: vehicleId, number }
}

interface AdminOrder {
  order_number: string
  status: string
  payment_status: string
  customer_email: string
  vehicle_id: number
  payment: { state: string; refunded: number } | null
}

test('an admin finds a paid order and refunds it; the car can be reserved again', async ({ page, request }) => {
  const email = shopperEmail('refund')
  const { id, number } = await reservedThroughApi(request, 44, email)

  // The admin signs in; the back office's order screens come later, its API is used meanwhile.
  await page.goto('/login?redirectTo=%2Fadmin')
  await login(page, 'admin@example.com', 'e2e admin password')
  await expect(page).toHaveURL(/\/admin/)
  const orders = async () => {
    const response = await page.request.get('/api/inventory/buy_online/admin/orders')
    expect(response.status()).toBe(200)
    return ((await response.json()) as { data: AdminOrder[] }).data
  }
  expect((await orders()).find((order) => order.order_number === number)).toMatchObject({
    status: 'confirmed',
    payment_status: 'paid',
    customer_email: email,
    vehicle_id: id,
    payment: { state: 'succeeded', refunded: 0 },
  })

  // The refund, with the session's CSRF token as the admin's pages send it.
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === cookieNames(false).csrf)!.value
  const refund = () => page.request.post(`/api/inventory/buy_online/admin/orders/${number}/refund`, { headers: { 'csrf-token': csrf } })
  const refunded = await refund()
  expect(refunded.status(), await refunded.text()).toBe(200)
  expect(((await refunded.json()) as { data: AdminOrder }).data).toMatchObject({
    status: 'refunded',
    payment_status: 'refunded',
    // In the currency's units, as the order's amount.
    payment: { refunded: 250 },
  })
  expect((await orders()).find((order) => order.order_number === number)?.status).toBe('refunded')
  // A second refund is refused; without the token, the first would have been.
  expect((await refund()).status()).toBe(409)
  expect((await page.request.post(`/api/inventory/buy_online/admin/orders/${number}/refund`)).status()).toBe(403)

  // The car is back in stock: its showroom page offers the reservation again.
  await page.goto(`/showroom/x-${id}`)
  await expect(page.getByRole('link', { name: EN.reserveOnline })).toBeVisible()
})

/** axe's findings against WCAG 2.1 A and AA, one line per element. */
async function accessibilityViolations(page: Page, where: string) {
  return (await axeViolations(page)).flatMap((v) => v.nodes.map((node) => `${where}: ${v.id} (${v.impact}) ${node.target.join(' ')}`))
}

test('the details, checkout and confirmation pages have no accessibility violations', async ({ page, request }) => {
  test.setTimeout(120_000)
  const t = EN.texts
  await page.setViewportSize({ width: 1440, height: 900 })
  const { id } = await stockVehicle(request, EN, 'new', 45)
  const violations: string[] = []
  await openHydrated(page, detailsPath(EN, id))
  violations.push(...(await accessibilityViolations(page, 'details')))
  await page.getByRole('button', { name: t.reserve }).click()
  await expectStep(page, t, 1, 'purchase')
  const shownAt = Date.now()
  violations.push(...(await accessibilityViolations(page, 'checkout, purchase options')))
  await checkoutByKeyboard(page, t, { firstName: 'Ada', lastName: 'Lovelace', email: shopperEmail('axe') }, shownAt)
  violations.push(...(await accessibilityViolations(page, 'checkout, payment')))
  await payByKeyboard(page, t, 'pm_card_visa')
  await confirmation(page, EN)
  violations.push(...(await accessibilityViolations(page, 'confirmation')))
  expect(violations).toEqual([])
})

/** The demo's E7 build in a market (demo/bundle*.json `config_order_online`, ADR 101). */
const e7Build = (market: Market) => `${market.basePath}/models/aurelia-e7?build=grand-tourer`

for (const { market, width } of [
  { market: EN, width: 375 },
  { market: AR, width: 1440 },
]) {
  test(`in ${market.name} at ${width} px a shopper orders a configurator build from the model page through to its confirmation`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(120_000)
    const t = market.texts
    await page.setViewportSize({ width, height: 900 })
    await openHydrated(page, `${market.basePath}/models/aurelia-e7`)
    await page.getByRole('link', { name: market === AR ? 'اطلب هذه التهيئة عبر الإنترنت' : 'Order this build online' }).click()
    // spec 3 §2: /showroom-order-online/?config_url=… goes on to the build's details step.
    await arrivedAt(
      page,
      new RegExp(
        `${market.basePath}/showroom-order-online/vehicle\\?${escapeRegExp(new URLSearchParams({ config_url: e7Build(market) }).toString())}$`,
      ),
    )
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      market === AR ? 'Aurelia E7 جراند تورر دفع رباعي' : 'Aurelia E7 Grand Tourer AWD',
    )
    const facts = page.locator('main dl')
    await expect(facts).toContainText(market === AR ? 'فضي سائل' : 'Liquid Silver')
    await expect(facts).toContainText('2026')
    await expect(page.getByTestId('vehicle-price')).toHaveText(market === AR ? /322,900/ : /68,450/)
    await expect(page.getByRole('region', { name: t.options }).getByRole('listitem')).toHaveCount(3)
    await expect(page.getByTestId('reservation-fee')).toHaveText(t.noFee)
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    expect(await accessibilityViolations(page, 'build details')).toEqual([])

    await page.getByRole('button', { name: t.reserveBuild }).click()
    await expect(page).toHaveURL(/\/showroom-order-online\/checkout\?config_url=/)
    await expectStep(page, t, 1, 'purchase')
    const shownAt = Date.now()
    // A build is made to order: nothing is held, so no countdown.
    await expect(page.getByTestId('hold-countdown')).toHaveCount(0)
    const email = shopperEmail(`build-${market === AR ? 'ar' : 'en'}`)
    await checkoutByKeyboard(page, t, { firstName: 'Ada', lastName: 'Lovelace', email }, shownAt)
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    const confirm = page.getByRole('button', { name: t.confirmFree })
    await tabTo(page, confirm)
    await page.keyboard.press('Enter')

    const { number, row } = await confirmation(page, market)
    await expect(row(t.vehicle)).toHaveText(market === AR ? 'Aurelia E7 جراند تورر دفع رباعي' : 'Aurelia E7 Grand Tourer AWD')
    await expect(row(t.paymentStatus)).toHaveText(t['paymentStatuses.not_required'])
    await expect
      .poll(() => mailsTo(email).map((mail) => mail.subject), { timeout: 20_000 })
      .toContain(format(market.mail['reservation.subject'], { number }))
    expect(consoleErrors).toEqual([])
  })
}

test('a paid configurator build: its fee by card, then the order with its config_url and no vehicle, to the confirmation', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000)
  const t = EN.texts
  await page.setViewportSize({ width: 1440, height: 900 })
  // The demo's E5 City build carries a reservation fee, paid by card (ADR 101).
  await openHydrated(page, `/showroom-order-online/?config_url=${encodeURIComponent('/models/aurelia-e5?build=city')}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aurelia E5 City RWD')
  await expect(page.getByTestId('reservation-fee')).toHaveText('£250')
  await page.getByRole('button', { name: t.reserveBuild }).click()
  await expect(page).toHaveURL(/\/showroom-order-online\/checkout\?config_url=/)
  const shownAt = Date.now()
  await expect(page.getByTestId('hold-countdown')).toHaveCount(0)
  const email = shopperEmail('build-paid')
  await checkoutByKeyboard(page, t, { firstName: 'Mary', lastName: 'Somerville', email }, shownAt)
  await expect(page.getByRole('button', { name: 'Pay £250 and reserve' })).toBeVisible()
  await payByKeyboard(page, t, 'pm_card_visa')

  const { number, row } = await confirmation(page, EN)
  await expect(row(t.vehicle)).toHaveText('Aurelia E5 City RWD')
  await expect(row(t.paymentStatus)).toHaveText(t['paymentStatuses.paid'])
  const order = await request.get(`/api/inventory/buy_online/orders/${number}`)
  expect((await order.json()).data).toMatchObject({
    vendor_type: 'CARD',
    payment_status: 'paid',
    status: 'confirmed',
    vehicle_id: null,
    amount: 250,
  })
  await expect.poll(() => mailsTo(email).map((mail) => mail.subject), { timeout: 20_000 }).toContain(`Your reservation ${number}`)
  expect(mailsTo(email).find((mail) => mail.subject.endsWith(number))!.text).toContain('Reservation fee paid')
  expect(consoleErrors).toEqual([])
})

test("the journey's language switch leads to the same car in the other market, or its listing, never a 404", async ({
  page,
  request,
  consoleErrors,
}) => {
  const { id } = await stockVehicle(request, EN, 'new', 49)
  // The orders and vehicle ids are each market's own: the same path under /ar names another car.
  for (const path of [detailsPath(EN, id), `/showroom-order-online/checkout?vehicle=${id}`, '/showroom-order-online/']) {
    await page.goto(path)
    const link = page.getByRole('list', { name: 'Language' }).getByRole('link', { name: 'AR' })
    const href = (await link.getAttribute('href'))!
    expect(href, path).toMatch(/^\/ar\/(showroom\/|stock(\?|$))/)
    const response = await page.request.get(href)
    expect(response.status(), `${path} → ${href}`).toBe(200)
  }
  expect(consoleErrors).toEqual([])
})

test('a configurator link the market does not hold says so; an unknown order on the success route is its failure page', async ({
  page,
}) => {
  const t = EN.texts
  const unknown = await page.goto(`/showroom-order-online/?config_url=${encodeURIComponent('/models/aurelia-e7?build=nope')}`)
  expect(unknown!.status()).toBe(404)
  await expect(page.getByRole('status')).toHaveText(t.buildNotFound)
  const foreign = await page.request.get(
    `/api/inventory/public_api/vehicles/config_data?config_url=${encodeURIComponent('https://evil.example/build')}`,
  )
  expect(foreign.status()).toBe(400)
  const failure = await page.goto('/showroom-order-online/success?order=FCAAAAAAAAAA')
  expect(failure!.status()).toBe(404)
  await expect(page.getByTestId('confirmation-failure-page')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.confirmationFailureTitle)
})

test('a shopper whose hold ran out comes back to the rebooking page and starts again with the data kept', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000)
  const t = EN.texts
  await page.setViewportSize({ width: 1440, height: 900 })
  const { id } = await stockVehicle(request, EN, 'new', 47)
  await reserveFromShowroom(page, EN, id, EN.reserveOnline)
  const storedDeadline = () =>
    page.evaluate(() =>
      Date.parse((JSON.parse(window.localStorage.getItem('sl_order_online_soft_lock')!) as { expiresAt: string }).expiresAt),
    )
  const firstDeadline = await storedDeadline()
  await page.waitForTimeout(1_100) // so the extended hold ends later than the first by a second at least
  // Step 1 done: finance. The hold is extended, and the browser keeps the extended deadline (a
  // reload counts down from it, not from the first hold's).
  await page.getByRole('radio', { name: t['purchaseOptions.finance'] }).check()
  await page.getByRole('button', { name: t.next, exact: true }).click()
  await expectStep(page, t, 2, 'retailer')
  await expect.poll(storedDeadline).toBeGreaterThan(firstDeadline)

  // The hold runs out while the shopper is away (as the browser keeps it), and they come back.
  await page.evaluate(() => {
    const lock = JSON.parse(window.localStorage.getItem('sl_order_online_soft_lock')!) as { expiresAt: string }
    window.localStorage.setItem(
      'sl_order_online_soft_lock',
      JSON.stringify({ ...lock, expiresAt: new Date(Date.now() - 1000).toISOString() }),
    )
  })
  await reloadHydrated(page)
  const rebooking = page.getByTestId('rebooking-page')
  await expect(rebooking.getByRole('heading', { level: 1 })).toHaveText(t.rebookingTitle)
  await expect(rebooking).toContainText(t.rebookingText)
  expect(await accessibilityViolations(page, 'rebooking')).toEqual([])
  await rebooking.getByRole('button', { name: t.rebook }).click()

  // The checkout again, at the step left, with the choice kept and a fresh countdown.
  await expectStep(page, t, 2, 'retailer')
  await expect(page.getByTestId('hold-countdown')).toHaveText(textPattern(t.timeLeft, { time: '1[45]:\\d\\d' }))
  await page.getByRole('navigation', { name: t.journeyTitle }).getByRole('button', { name: t['steps.purchase'] }).click()
  await expect(page.getByRole('radio', { name: t['purchaseOptions.finance'] })).toBeChecked()
  expect(consoleErrors).toEqual([])
})

test('a shopper asks the retailer about a car from its details step', async ({ page, request, consoleErrors }) => {
  const t = EN.texts
  const { id } = await stockVehicle(request, EN, 'new', 46)
  await openHydrated(page, detailsPath(EN, id))
  await page.getByText(t.askRetailer, { exact: true }).click()
  const form = page.getByRole('form', { name: t.askRetailer })
  // What is required is marked before anything is sent, as the market's forms mark it.
  await expect(form.getByRole('textbox', { name: t.firstName })).toHaveAttribute('aria-required', 'true')
  await expect(form.getByRole('textbox', { name: t.inquiryMessage })).toHaveAttribute('aria-required', 'true')
  await expect(form.getByRole('textbox', { name: t.phone })).not.toHaveAttribute('aria-required')
  await expect(form.locator('label', { hasText: t.firstName })).toHaveText(`${t.firstName} *`)
  await form.getByRole('button', { name: t.inquirySend }).click()
  await expect(form.getByText(t.required).first()).toBeVisible()
  await expect(form.getByRole('textbox', { name: t.firstName })).toBeFocused()
  expect(await accessibilityViolations(page, 'details, asking the retailer')).toEqual([])
  await form.getByRole('textbox', { name: t.firstName }).fill('Ada')
  await form.getByRole('textbox', { name: t.lastName }).fill('Lovelace')
  await form.getByRole('textbox', { name: t.email }).fill(shopperEmail('inquiry'))
  await form.getByRole('textbox', { name: t.inquiryMessage }).fill('Can I see it on Saturday?')
  await form.getByRole('button', { name: t.inquirySend }).click()
  await expect(page.getByRole('status').filter({ hasText: t.inquirySent })).toBeVisible()
  expect(consoleErrors).toEqual([])
})
