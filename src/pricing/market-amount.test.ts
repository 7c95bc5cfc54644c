import { describe, expect, it } from 'vitest'
import { formatMarketAmount } from './price-settings.ts'

const uk = { 'price.currency_symbol': '£', 'price.currency_iso': 'GBP', 'price.format': '^%' }
const uae = { 'price.currency_symbol': 'درهم', 'price.currency_iso': 'AED', 'price.format': '% ^' }

describe("formatMarketAmount (an order's fee, as the market writes prices)", () => {
  it.each([
    ['the market’s symbol and format', { amount: 250, currency: 'GBP' }, uk, 'en-GB', '£250'],
    ['the market’s own order of figure and symbol', { amount: 1000, currency: 'AED' }, uae, 'ar-AE', '1,000 درهم'],
    ['a currency code in either case', { amount: 1000, currency: 'aed' }, uae, 'ar-AE', '1,000 درهم'],
    ['another currency than the market’s: Intl', { amount: 250, currency: 'EUR' }, uk, 'en-GB', '€250.00'],
    ['a market without a currency code: Intl', { amount: 250, currency: 'GBP' }, {}, 'en-GB', '£250.00'],
    ['a code Intl does not know: the figure and the code', { amount: 250, currency: 'DIRHAM' }, uk, 'en-GB', '250 DIRHAM'],
  ])('%s', (_, order, settings, locale, expected) => {
    expect(formatMarketAmount(order.amount, order.currency, settings, locale)).toBe(expected)
  })
})
