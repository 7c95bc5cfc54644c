import { describe, expect, it } from 'vitest'
import {
  actionQuestion,
  formatAmount,
  leadPath,
  checkoutText,
  financeOptionText,
  metadataFacts,
  paymentStateText,
  providerText,
  orderActions,
  ordersApi,
  outcomeText,
  pageFromUrl,
  paymentStatusText,
  vehicleTitle,
} from './orders-admin.ts'

const order = { order_number: 'FC23456789AB', amount: 250, currency: 'GBP', payment_status: 'paid' as const }

describe('orders admin rules', () => {
  it.each([
    [250, 'GBP', '£250.00'],
    [99.5, 'EUR', '€99.50'],
    [1500, 'JPY', '¥1,500'],
    [12.345, 'KWD', 'KWD 12.345'],
    [10, 'XXXX', '10 XXXX'],
  ])('formatAmount(%s, %s) is %s', (amount, currency, text) => expect(formatAmount(amount, currency).replace(/\u00a0/g, ' ')).toBe(text))

  it.each([
    ['?page=3', 3],
    ['', 1],
    ['?page=0', 1],
    ['?page=2.5', 1],
    ['?page=abc', 1],
    ['?page=100001', 1],
  ])('pageFromUrl(%s) is %s', (search, page) => expect(pageFromUrl(new URL(`http://x/admin/orders${search}`))).toBe(page))

  it.each([
    ['reserved', 'paid', 250, ['refund']],
    ['confirmed', 'paid', 250, ['refund']],
    ['reserved', 'authorised', 250, ['refund', 'cancel']],
    ['reserved', 'pending', 250, ['refund', 'cancel']],
    ['reserved', 'not_required', 0, ['cancel']],
    ['confirmed', 'not_required', 0, ['cancel']],
    ['cancelled', 'cancelled', 250, []],
    ['refunded', 'refunded', 250, []],
  ] as const)('an order %s with payment %s (fee %s) offers %o', (status, payment_status, amount, actions) =>
    expect(orderActions({ status, payment_status, amount })).toEqual(actions),
  )

  it('asks before a refund with the amount, and names what happens to a paid fee or an authorisation', () => {
    const paid = actionQuestion(order, 'refund')
    expect(paid.title).toBe('Refund £250.00 to the customer and release the vehicle?')
    expect(paid.body).toMatch(/fee goes back to the customer's card/)
    expect(paid.action).toBe('Refund')
    expect(actionQuestion({ ...order, payment_status: 'authorised' }, 'refund').body).toMatch(/authorisation is released/)
    const cancel = actionQuestion({ ...order, payment_status: 'authorised' }, 'cancel')
    expect(cancel.title).toBe('Cancel order FC23456789AB and release the vehicle?')
    expect(cancel.action).toBe('Cancel order')
    expect(actionQuestion({ ...order, amount: 0, payment_status: 'not_required' }, 'cancel').body).toBe(
      'The vehicle gets back the status it had.',
    )
  })

  it('links the lead only when both its form and its id are known', () => {
    expect(leadPath({ lead_id: 12, lead_form_id: 3 })).toBe('/admin/leads/3/12')
    expect(leadPath({ lead_id: 12, lead_form_id: null })).toBeNull()
    expect(leadPath({ lead_id: null, lead_form_id: null })).toBeNull()
  })

  it('the API path of an action', () =>
    expect(ordersApi.action('FC23456789AB', 'refund')).toBe('/api/inventory/buy_online/admin/orders/FC23456789AB/refund'))

  it.each([
    [{}, 'Vehicle'],
    [{ title: '  ' }, 'Vehicle'],
    [{ title: 'Defender 110' }, 'Defender 110'],
  ])('vehicleTitle(%o) is %s', (vehicle, title) => expect(vehicleTitle({ vehicle })).toBe(title))

  it.each([
    [
      {
        appointment: { date: '2026-12-02', time: '10:30' },
        tradeInData: { has_trade_in: true, brand: 'Ford', model: 'Focus', registration: 'AB12 CDE', mileage: '42000' },
        retailer: 3,
      },
      { owner: 'Dealer One' },
      [
        ['Appointment', 'Wed, Dec 2, 2026 10:30 AM'],
        ['Trade-in', 'Ford Focus · AB12 CDE · mileage 42000'],
        ["Vehicle's retailer", 'Dealer One'],
        ['Dealer chosen', 'Dealer 3 (not in the dealers list)'],
      ],
    ],
    [
      {
        appointment: null,
        subscription: { duration: 24, mileage: 15000 },
        tradeInData: {
          isTradeInOn: true,
          rawData: {
            brand: { value: 'ford', name: 'Ford' },
            model: { value: 'focus', name: 'Focus' },
            fuelType: { value: 'diesel', name: 'Diesel' },
            registrationDate: { date: '2018-05-01' },
            registration: 'AB12 CDE',
            mileage: '',
          },
        },
        retailer: null,
      },
      { owner: null },
      [
        ['Subscription', '24 months · 15,000 a year'],
        ['Appointment', 'None booked'],
        ['Trade-in', 'Ford Focus · AB12 CDE · Diesel · first registered 2018-05-01'],
        ["Vehicle's retailer", '—'],
        ['Dealer chosen', '—'],
      ],
    ],
    [
      { appointment: null, tradeInData: { isTradeInOn: false, rawData: { registration: 'X' } }, retailer: null },
      { owner: null },
      [
        ['Appointment', 'None booked'],
        ['Trade-in', 'None'],
        ["Vehicle's retailer", '—'],
        ['Dealer chosen', '—'],
      ],
    ],
    [
      { appointment: { slot: 'x' }, tradeInData: { note: 'y' }, retailer: 7 },
      {},
      [
        ['Appointment', '{"slot":"x"}'],
        ['Trade-in', '{"note":"y"}'],
        ["Vehicle's retailer", '—'],
        ['Dealer chosen', 'Dealer 7 (not in the dealers list)'],
      ],
    ],
  ])('metadataFacts %#: what the journey kept, in words', (metadata, vehicle, facts) =>
    expect(metadataFacts({ metadata: metadata as never, vehicle })).toEqual(facts),
  )

  it("shows a booked appointment in the market's format; a day that is no day as it was kept", () => {
    const facts = (appointment: unknown, locale: string) =>
      metadataFacts({ metadata: { appointment } as never, vehicle: {} }, null, locale)[0]
    expect(facts({ date: '2026-12-02', time: '10:30' }, 'en-GB')).toEqual(['Appointment', 'Wed, 2 Dec 2026 10:30'])
    expect(facts({ date: '2026-12-02', time: '10:30' }, 'ar')).toEqual(['Appointment', 'الأربعاء، 2 ديسمبر 2026 10:30 ص'])
    expect(facts({ date: '2026-02-30', time: '10:30' }, 'en-GB')).toEqual(['Appointment', '2026-02-30 10:30'])
  })

  it.each([
    ['card', 'Card (Stripe)'],
    ['paypal', 'PayPal'],
    ['przelewy24', 'Przelewy24'],
    ['acme', 'acme'],
  ])('providerText(%s) is %s', (provider, words) => expect(providerText(provider)).toBe(words))

  it.each([
    ['requires_capture', 'Authorised, not yet taken'],
    ['requires_action', "Waiting for the customer (the bank's check or the provider's page)"],
    ['succeeded', 'Paid'],
    ['canceled', 'Cancelled'],
    ['some_new_state', 'some new state'],
  ])('paymentStateText(%s) is %s', (state, words) => expect(paymentStateText(state)).toBe(words))

  it.each([
    ['succeeded', 250, 250, 'Paid, then refunded'],
    ['succeeded', 100, 250, 'Paid, partly refunded'],
    ['succeeded', 0, 250, 'Paid'],
    ['canceled', 250, 250, 'Cancelled'],
  ] as const)('paymentStateText(%s) with %d of %d refunded is %s', (state, refunded, amount, words) =>
    expect(paymentStateText(state, refunded, amount)).toBe(words),
  )

  it('names the chosen dealer by the name the loader found; the id only when no dealer has it now', () => {
    const order = { metadata: { retailer: 3 } as never, vehicle: {} }
    expect(metadataFacts(order, 'Aurelia Leeds').at(-1)).toEqual(['Dealer chosen', 'Aurelia Leeds'])
    expect(metadataFacts(order).at(-1)).toEqual(['Dealer chosen', 'Dealer 3 (not in the dealers list)'])
  })

  it.each([
    ['cash', 'Cash'],
    ['calculator', "The car page's finance calculator"],
    [null, '—'],
    ['barter', 'barter'],
  ])('finance option %j reads %j', (option, text) => expect(financeOptionText(option)).toBe(text))

  it.each([
    ['CARD', 'Card'],
    ['PAYPAL', 'PayPal'],
    ['NO_PAYMENT_JAPAN', 'No payment (Japan)'],
    ['CHEQUE', 'CHEQUE'],
  ])('checkout %j reads %j', (vendor, text) => expect(checkoutText(vendor)).toBe(text))

  it('names statuses and outcomes, and passes an unknown one through', () => {
    expect(paymentStatusText('cancelled')).toBe('Released')
    expect(paymentStatusText('mystery')).toBe('mystery')
    expect(outcomeText('stale')).toMatch(/not applied/)
  })
})
