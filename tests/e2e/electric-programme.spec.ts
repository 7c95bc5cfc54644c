import { arrivedAt, expect, openHydrated, test } from './fixtures.ts'
import { electric as en } from '../../src/i18n/locales/en/electric.ts'
import { electric as ar } from '../../src/i18n/locales/ar.ts'

// The electric-model programme's page (spec 3 §4 Electric-model programme; ADR 104) in both demo
// markets: reached from the E7 model page, the form registers the lead and pays its deposit with
// the card sandbox's test cards (a declined card first), then the reservation is cancelled by its
// number and e-mail address.
const markets = [
  { base: '', dir: 'ltr', texts: en, width: 375, link: 'Join the electric-model programme', model: 'Aurelia E7', deposit: '£500' },
  // The market's own model names, and its deposit written as its prices are.
  {
    base: '/ar',
    dir: 'rtl',
    texts: ar,
    width: 1440,
    link: 'انضم إلى برنامج الطرازات الكهربائية',
    model: 'أوريليا E7',
    deposit: /500(\.00)? درهم/,
  },
]

for (const market of markets) {
  test(`${market.base || 'en'} at ${market.width} px: register for the programme, pay the deposit by card, cancel the reservation`, async ({
    page,
    consoleErrors,
  }) => {
    const t = market.texts
    await page.setViewportSize({ width: market.width, height: 900 })
    await openHydrated(page, `${market.base}/models/aurelia-e7`)
    await page.getByRole('link', { name: market.link }).click()
    await arrivedAt(page, new RegExp(`${market.base}/electric-programme$`))
    await expect(page.locator('html')).toHaveAttribute('dir', market.dir)

    const form = page.locator('form').filter({ has: page.getByRole('button', { name: t.submit }) })
    // Nothing is sent until the form is complete: the missing fields say so.
    await form.getByRole('button', { name: t.submit }).click()
    await expect(form.getByText(t.required)).toHaveCount(4)
    await form.getByLabel(t.firstName).fill('Ada')
    await form.getByLabel(t.lastName).fill('Lovelace')
    await form.getByLabel(t.email).fill(`ada-${market.dir}@example.com`)
    await form.getByLabel(t.phone).fill('+44 20 7946 0000')
    await form.getByLabel(t.model).selectOption(market.model)
    await form.getByRole('radio', { name: t.cardDeclined }).check()
    await form.getByRole('button', { name: t.submit }).click()
    // The reason in the market's language (the provider's is English), the focus still on the button.
    await expect(form.getByRole('alert')).toContainText(t.declined.split('{reason}')[0]!.trim())
    await expect(form.getByRole('alert')).not.toContainText('Your card')
    await expect(form.getByRole('button', { name: t.submit })).toBeFocused()
    await form.getByRole('radio', { name: t.cardVisa }).check()
    await form.getByRole('button', { name: t.submit }).click()

    const result = page.getByTestId('programme-result')
    await expect(result.getByRole('heading', { name: t.paidTitle })).toBeFocused()
    await expect(result).toContainText(market.deposit)
    const leadId = /lead_[\w-]+/.exec((await result.textContent())!)![0]
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)

    const cancel = page.getByRole('form', { name: t.cancelTitle })
    await cancel.getByLabel(t.leadId).fill(leadId)
    await cancel.getByLabel(t.email).fill('someone-else@example.com')
    await cancel.getByRole('button', { name: t.cancelSubmit }).click()
    await expect(cancel.getByRole('alert')).toHaveText(t.notFound)
    await cancel.getByLabel(t.email).fill(`ada-${market.dir}@example.com`)
    await cancel.getByRole('button', { name: t.cancelSubmit }).click()
    await expect(cancel.getByRole('status')).toHaveText(t.cancelled.replace('{lead}', leadId))
    // The browser logs the declined payment's answer (402) and the refused cancellation (404) as failed resources, and nothing else.
    expect(consoleErrors.filter((error) => !/status of (402 .*\/confirm_payment|404 .*\/initialize_cancellation)\)$/.test(error))).toEqual(
      [],
    )
  })
}
