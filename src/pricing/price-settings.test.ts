import { describe, expect, it } from 'vitest'
import { settingDefaults } from '~/settings/keys.ts'
import { mergeSettings } from '~/settings/settings.ts'
import { DEFAULT_PRICE_FORMAT } from './price.ts'
import { priceFormatFromSettings } from './price-settings.ts'

/** Settings as a market has them: the built-in defaults with its stored values over them. */
const market = (stored: Record<string, string>) =>
  mergeSettings(
    settingDefaults,
    Object.entries(stored).map(([key, value]) => ({ key, value })),
  )

describe('spec 1 §3, spec 2 §9: the price format from the price.* settings', () => {
  it('is the spec 2 §9 defaults when nothing is set', () => {
    expect(priceFormatFromSettings(market({}))).toEqual(DEFAULT_PRICE_FORMAT)
  })

  it.each([
    [{ 'price.currency_symbol': '£' }, { symbol: '£' }],
    [{ 'prices.currency_symbol': '£' }, { symbol: '£' }],
    [{ 'price.currency_symbol': '£', 'prices.currency_symbol': '$' }, { symbol: '£' }],
    [{ 'price.currency_symbol': '' }, { symbol: '' }],
    [{ 'prices.currency_delimiter': '.' }, { delimiter: '.' }],
    [{ 'price.format': '^%' }, { value: '^%' }],
    [{ 'price.format': '  ' }, { value: '^ %' }],
    [{ 'prices.purchase_format': 'From <span>% ^</span>' }, { full: 'From <span>% ^</span>' }],
    [{ 'price.lease_format': '@ per month' }, { lease: '@ per month' }],
    [{ 'prices.offer_format': 'Offer ^%' }, { offer: 'Offer ^%' }],
    [{ 'price.double_price_settings': '{}' }, { double: { rate: 1, decimals: 0, symbol: 'EUR' } }],
    [{ 'prices.double_price_settings': '{"rate":1.16,"decimals":2,"symbol":"€"}' }, { double: { rate: 1.16, decimals: 2, symbol: '€' } }],
    [{ 'price.double_price_settings': '{"enabled":false,"rate":1.16}' }, { double: null }],
  ])('%j', (stored, expected) => {
    expect(priceFormatFromSettings(market(stored))).toEqual({ ...DEFAULT_PRICE_FORMAT, ...expected })
  })

  it.each([
    ['{"rate":', 'Invalid JSON in price.double_price_settings'],
    ['{"rate":-1}', 'Invalid Object in price.double_price_settings'],
  ])('logs a bad double price setting %j and leaves double price off', (value, message) => {
    const warnings: string[] = []
    expect(priceFormatFromSettings(market({ 'price.double_price_settings': value }), (m) => warnings.push(m)).double).toBeNull()
    expect(warnings).toEqual([message])
  })
})
