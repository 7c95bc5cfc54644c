import { pointing } from './arrows.ts'
import { expect, formTokenArrival, openHydrated, test } from './fixtures.ts'
import { rent as en } from '../../src/i18n/locales/en/rent.ts'
import { rent as ar } from '../../src/i18n/locales/ar.ts'

// The Rent a Car demo page (spec 2 §2, §4, §8; ADR 160) in both demo markets, reached from the
// Tools menu: a visitor picks a location and dates, a car and extras, fills in the contact form,
// sends the inquiry and sees the thank-you view; the back office then has the lead with the
// booking. English at 1440 px, Arabic right to left at 375 px.
const markets = [
  {
    base: '',
    dir: 'ltr',
    width: 1440,
    t: en,
    location: "London – King's Cross",
    car: 'Aurelia E5',
    notHere: 'Vantor Ridge',
    seats: 'Child seats',
    yes: 'Yes',
    form: { first: 'First name', last: 'Last name', email: 'E-mail', consent: 'Contact me about this inquiry' },
  },
  {
    base: '/ar',
    dir: 'rtl',
    width: 375,
    t: ar,
    location: 'دبي – دبي مارينا',
    car: 'أوريليا E5',
    notHere: 'فانتور ريدج',
    seats: 'مقاعد الأطفال',
    yes: 'نعم',
    form: { first: 'الاسم الأول', last: 'اسم العائلة', email: 'البريد الإلكتروني', consent: 'تواصلوا معي بشأن هذا الاستفسار' },
  },
] as const

for (const m of markets) {
  test(`${m.base || 'en'} at ${m.width} px: location, dates, car, extras, contact, Send inquiry → thank-you and the lead`, async ({
    page,
    adminApi,
    consoleErrors,
  }) => {
    const { t } = m
    await page.setViewportSize({ width: m.width, height: 900 })
    await openHydrated(page, `${m.base}/rent-a-car`)
    await expect(page.locator('html')).toHaveAttribute('dir', m.dir)
    // Linked from the demo's navigation (the Tools menu).
    await expect(page.locator(`nav a[href="${m.base}/rent-a-car"]`).first()).toBeAttached()
    const block = page.locator('[data-rent-a-car]')

    // Before location and dates a card cannot be chosen; its tooltip says why.
    const card = block.getByRole('button', { name: t.chooseVehicle.replace('{name}', m.car) })
    await expect(card).toHaveAttribute('aria-disabled', 'true')
    await card.focus()
    const tooltip = page.locator(`[id="${await card.getAttribute('aria-describedby')}"]`)
    await expect(tooltip).toBeVisible()
    await expect(tooltip).toHaveText(t.pickFirst)

    await block.getByLabel(t.pickupLocation).selectOption({ label: m.location })
    // Only the cars of the chosen location.
    await expect(block.getByRole('button', { name: t.chooseVehicle.replace('{name}', m.notHere) })).toHaveCount(0)

    // Dates: next month's first and third open days, by keyboard; the disabled days cannot be pressed.
    await block.getByRole('button', { name: t.chooseDates }).click()
    // The months' arrows point the reading way: next to the right, or to the left right to left.
    const [back, ahead] = m.dir === 'ltr' ? ['left', 'right'] : ['right', 'left']
    expect(await pointing(block.getByRole('button', { name: t.previousMonth }).locator('[aria-hidden="true"]'))).toBe(back)
    expect(await pointing(block.getByRole('button', { name: t.nextMonth }).locator('[aria-hidden="true"]'))).toBe(ahead)
    await block.getByRole('button', { name: t.nextMonth }).click()
    const open = block.locator('[data-day]:not([disabled])')
    await expect(block.locator('[data-day][disabled]').first()).toBeAttached()
    const [from, to] = [await open.nth(0).getAttribute('data-day'), await open.nth(2).getAttribute('data-day')]
    const days = Math.max(1, Math.round((Date.parse(to!) - Date.parse(from!)) / 86_400_000))
    // The month is one Tab stop, its first open day; the arrows go the reading way over closed days.
    await page.keyboard.press('Tab')
    await expect(open.nth(0)).toBeFocused()
    await page.keyboard.press('Enter')
    const forward = m.dir === 'ltr' ? 'ArrowRight' : 'ArrowLeft'
    await page.keyboard.press(forward)
    await page.keyboard.press(forward)
    await expect(open.nth(2)).toBeFocused()
    await page.keyboard.press('Space')
    // Out of the month with one Tab, on to CONFIRM.
    await page.keyboard.press('Tab')
    await expect(block.getByRole('button', { name: t.confirm })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(block.locator('[data-dates]')).toBeVisible()

    await card.click()
    await expect(card).toHaveAttribute('aria-pressed', 'true')
    const tokenArrival = formTokenArrival(page)
    await block.getByRole('button', { name: t.continue }).click()

    const dialog = page.getByRole('dialog', { name: t.reserve.replace('{name}', m.car) })
    await expect(dialog).toBeVisible()
    const loadedAt = await tokenArrival
    // Extras: two child seats, then the insurance on the next step.
    await dialog.getByRole('button', { name: t.increase.replace('{name}', m.seats) }).click()
    await dialog.getByRole('button', { name: t.increase.replace('{name}', m.seats) }).click()
    await dialog.getByRole('button', { name: t.next, exact: true }).click()
    await dialog.getByRole('radio', { name: m.yes }).check()
    await dialog.getByRole('button', { name: t.next, exact: true }).click()

    await expect(dialog.getByRole('heading', { name: t.contactDetails })).toBeFocused()
    const formId = await dialog.locator('form[data-form-id]').getAttribute('data-form-id')
    const email = `rent.${m.dir}.${Date.now().toString(36)}@example.com`
    await dialog.getByRole('textbox', { name: new RegExp(`^${m.form.first}`) }).fill('Ada')
    await dialog.getByRole('textbox', { name: new RegExp(`^${m.form.last}`) }).fill('Lovelace')
    await dialog.getByRole('textbox', { name: new RegExp(`^${m.form.email}`) }).fill(email)
    await dialog.getByRole('checkbox', { name: new RegExp(m.form.consent) }).check()
    // Back sits in the row of the form's Next, as on the steps before, not under it.
    const rowOf = async (name: string) => (await dialog.getByRole('button', { name, exact: true }).boundingBox())!.y
    expect(Math.abs((await rowOf(t.back)) - (await rowOf(t.next)))).toBeLessThan(2)
    await dialog.getByRole('button', { name: t.next, exact: true }).click()

    await expect(dialog.getByRole('heading', { name: t.summary })).toBeFocused()
    await expect(dialog).toContainText(email)
    await expect(dialog).toContainText(t.days.replace('{count}', String(days)))
    // The form_token must be a few seconds old (ADR 053), as a person's would be.
    const wait = loadedAt + 3_200 - Date.now()
    if (wait > 0) await page.waitForTimeout(wait)
    await dialog.getByRole('button', { name: t.sendInquiry }).click()
    await expect(dialog.getByRole('heading', { name: t.tyHeading })).toBeFocused()
    await expect(dialog).toContainText(t.tyDisclaimer)
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
    await dialog.getByRole('button', { name: t.tyButton }).click()
    await expect(dialog).toHaveCount(0)
    // The booking starts again where it began: the focus there, not on the page's start.
    await expect(page.locator('[data-rent-a-car] select[id$="-pickup"]')).toBeFocused()

    // As the market's back office reads it: the lead of the rent form, with the booking.
    const admin = await adminApi()
    const list = await admin.get(`${m.base}/api/forms/forms/${formId}/leads?search=${encodeURIComponent(email)}`)
    expect(list.ok()).toBe(true)
    const [lead] = ((await list.json()) as { data: { id: string; attributes: { email: string } }[] }).data
    expect(lead!.attributes.email).toBe(email)
    const detail = (await (await admin.get(`${m.base}/api/forms/forms/${formId}/leads/${lead!.id}`)).json()) as {
      data: { attributes: { additional_data: { rent_a_car: Record<string, unknown> } } }
    }
    expect(detail.data.attributes.additional_data.rent_a_car).toMatchObject({ vehicle: m.car, days, pickup_date: from, dropoff_date: to })
    expect(consoleErrors).toEqual([])
  })
}
