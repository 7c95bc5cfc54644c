import { describe, expect, it } from 'vitest'
import { namespaceTexts } from '~/i18n/catalogue.server.ts'
import { confirmationValues } from './journey.server.ts'
import type { publicOrder } from './orders.server.ts'

const uae = { 'price.currency_symbol': 'درهم', 'price.currency_iso': 'AED', 'price.format': '% ^' }
const english = {
  settings: uae,
  locale: 'en-GB',
  retailer: null,
  texts: namespaceTexts('orders', { language: 'en' }),
  mileageUnit: 'miles' as const,
}
const order = (metadata: Record<string, unknown>) =>
  ({ amount: 1000, currency: 'AED', created_at: '2026-12-03T22:30:00.000Z', metadata }) as unknown as ReturnType<typeof publicOrder>
const spaced = (values: Record<string, string | null>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value?.replace(/\u202f|\u00a0/g, ' ') ?? null]))

describe("confirmationValues (what the confirmation page writes, in the market's language)", () => {
  it('writes the fee as the market writes prices, the day in UTC, the appointment booked and the trade-in given', () => {
    const tradeInData = {
      isTradeInOn: true,
      rawData: {
        brand: { value: 'aurelia', name: 'Aurelia' },
        model: { value: 'e5', name: 'E5' },
        fuelType: { value: 'bev', name: 'Electric' },
        registrationDate: { date: '2021-03-01' },
        registration: 'D 12345',
        mileage: '85000',
      },
    }
    expect(
      spaced(
        confirmationValues(order({ appointment: { date: '2026-12-10', time: '15:30' }, tradeInData }), {
          settings: uae,
          locale: 'ar-AE',
          retailer: 'Aurelia Dubai',
          texts: namespaceTexts('orders', { language: 'ar' }),
          mileageUnit: 'km',
        }),
      ),
    ).toEqual({
      retailer: 'Aurelia Dubai',
      purchase: null,
      tradeIn: 'Aurelia E5 D 12345، Electric، تاريخ أول تسجيل: 1 مارس 2021، عدد الكيلومترات: 85,000',
      fee: '1,000 درهم',
      date: '3 ديسمبر 2026',
      appointment: 'الخميس، 10 ديسمبر 2026 3:30 م',
    })
  })

  it('leaves out an appointment that is not a day and a time', () => {
    expect(confirmationValues(order({ appointment: { date: 'soon', time: '15:30' } }), english).appointment).toBeNull()
    expect(confirmationValues(order({}), english).appointment).toBeNull()
  })

  it.each([
    [{ isTradeInOn: false, rawData: { registration: 'AB12 CDE' } }, 'No'],
    [null, ''],
  ])('names a trade-in answered No, and none for a checkout without the step: %j → %j', (tradeInData, expected) => {
    expect(confirmationValues(order({ tradeInData }), english).tradeIn).toBe(expected)
  })

  it.each([
    ['cash', {}, 'Cash'],
    ['subscription', { subscription: { duration: 24, mileage: 15000 } }, 'Subscription, 24 months, 15,000 miles per year'],
    // A choice that is not whole numbers is left out, not guessed.
    ['subscription', { subscription: { duration: '24', mileage: 15000 } }, 'Subscription'],
    // The choice counts only for a subscription.
    ['lease', { subscription: { duration: 24, mileage: 15000 } }, 'Lease'],
    [null, {}, null],
  ])('names the purchase option %j with %j as %j', (option, metadata, expected) => {
    expect(confirmationValues({ ...order(metadata), finance_option: option }, english).purchase).toBe(expected)
  })
})
