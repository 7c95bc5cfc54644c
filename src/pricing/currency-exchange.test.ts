import { describe, expect, it } from 'vitest'
import { priceFormatFromSettings } from './price-settings.ts'
import { exchangeRateFrom, MISSING_RESPONSE_KEY, withExchangeRate } from './currency-exchange.ts'

describe('currency conversion (spec 1 §3, §7, §8; ADR 155)', () => {
  it.each([
    [{ data: 7.5345, startdate: '2022-09-05' }, 'data', 'startdate', { rate: 7.5345, startDate: new Date('2022-09-05') }],
    [{ data: '1.17' }, 'data', 'startdate', { rate: 1.17, startDate: null }],
    [
      { result: { rate: 0.86, from: '2026-01-01T00:00:00Z' } },
      'result.rate',
      'result.from',
      { rate: 0.86, startDate: new Date('2026-01-01') },
    ],
    [{ data: 2, startdate: 'soon' }, 'data', 'startdate', { rate: 2, startDate: null }],
    [{ data: 2 }, '  ', '', { rate: 2, startDate: null }],
    [{ rate: 2 }, 'data', 'startdate', { error: MISSING_RESPONSE_KEY }],
    [{ data: 0 }, 'data', 'startdate', { error: MISSING_RESPONSE_KEY }],
    [{ data: -1 }, 'data', 'startdate', { error: MISSING_RESPONSE_KEY }],
    [{ data: 'abc' }, 'data', 'startdate', { error: MISSING_RESPONSE_KEY }],
    [{ data: { rate: 2 } }, 'data', 'startdate', { error: MISSING_RESPONSE_KEY }],
    [{ data: 2 }, 'data.toString', 'startdate', { error: MISSING_RESPONSE_KEY }],
    [null, 'data', 'startdate', { error: MISSING_RESPONSE_KEY }],
    [[1, 2], 'data', 'startdate', { error: MISSING_RESPONSE_KEY }],
  ])('exchangeRateFrom(%j, %j, %j) → %j', (body, responseKey, startKey, expected) => {
    expect(exchangeRateFrom(body, responseKey, startKey)).toEqual(expected)
  })

  it('spec 1 §8 names the missing key error exactly', () => {
    expect(MISSING_RESPONSE_KEY).toBe("Currency exchange error: API response doesn't contain specified response_key")
  })

  const now = new Date('2026-11-30T12:00:00Z')
  const double = (settings: Record<string, string>, exchange: Parameters<typeof withExchangeRate>[1]) =>
    priceFormatFromSettings(withExchangeRate(settings, exchange, now)).double
  it.each([
    [
      'the fetched rate replaces the setting’s',
      { 'price.double_price_settings': '{"rate":1.1,"symbol":"€"}' },
      { rate: 1.17, startDate: null },
      1.17,
    ],
    [
      'from its start date',
      { 'price.double_price_settings': '{"rate":1.1}' },
      { rate: 1.17, startDate: new Date('2026-11-30T11:00:00Z') },
      1.17,
    ],
    ['not before it', { 'price.double_price_settings': '{"rate":1.1}' }, { rate: 1.17, startDate: new Date('2026-12-01') }, 1.1],
    ['the legacy prices.* key too', { 'prices.double_price_settings': '{"rate":1.1}' }, { rate: 2, startDate: null }, 2],
    ['without a rate fetched, the setting’s', { 'price.double_price_settings': '{"rate":1.1}' }, null, 1.1],
  ])('%s', (_, settings, exchange, rate) => {
    expect(double(settings, exchange)?.rate).toBe(rate)
  })

  it.each([
    ['double price off', { 'price.double_price_settings': '{"enabled":false,"rate":1.1}' }],
    ['double price unset', {}],
    ['a broken setting', { 'price.double_price_settings': '{"rate":' }],
  ])('changes nothing with %s', (_, settings) => {
    expect(withExchangeRate(settings, { rate: 9, startDate: null }, now)).toBe(settings)
  })
})
