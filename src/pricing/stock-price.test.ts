import { describe, expect, it } from 'vitest'
import { formatGeneralPrice, formatStockPrice, STOCK_PRICE_FORMAT, type StockPriceFormat, type StockPriceKind } from './stock-price.ts'
import { stockPriceFormat } from './price-settings.ts'

describe('spec 3 §9: the stock locator price settings', () => {
  it('has the spec defaults when nothing is set', () => {
    expect(stockPriceFormat({})).toEqual({
      symbol: '€',
      delimiter: ',',
      value: '% ^',
      full: 'From <span>% ^</span>',
      offer: 'From <span>% ^</span>',
      lease: '@ / Month',
      subscribe: 'from @ / Month',
      general: '^%',
      double: null,
      currencyIso: null,
      finance: null,
    })
  })

  it.each<[string, Record<string, string>, Partial<StockPriceFormat>]>([
    ['price.* keys', { 'price.currency_symbol': '$', 'price.format': '^%' }, { symbol: '$', value: '^%' }],
    [
      'legacy prices.* keys',
      { 'prices.currency_symbol': 'A$', 'prices.subscribe_format': 'sub % ^' },
      { symbol: 'A$', subscribe: 'sub % ^' },
    ],
    ['price.* wins over prices.*', { 'price.lease_format': 'L @', 'prices.lease_format': 'X @' }, { lease: 'L @' }],
    ['purchase format is the full string', { 'price.purchase_format': 'Only % ^' }, { full: 'Only % ^', offer: 'Only % ^' }],
    ['blank formats are unset', { 'price.format': '  ' }, { value: '% ^' }],
    ['a blank delimiter is kept', { 'price.currency_delimiter': '' }, { delimiter: '' }],
    ['currency ISO upper-cased', { 'price.currency_iso': ' aud ' }, { currencyIso: 'AUD' }],
    ['double price defaults', { 'price.double_price_settings': '{}' }, { double: { symbol: 'EUR', rate: 1, decimals: 0 } }],
    [
      'double price values',
      { 'prices.double_price_settings': '{"rate":1.2,"decimals":2,"symbol":"USD"}' },
      { double: { symbol: 'USD', rate: 1.2, decimals: 2 } },
    ],
    ['double price disabled', { 'price.double_price_settings': '{"enabled":false}' }, { double: null }],
    // ADR 127: a market that sets its value format writes a price on its own that way too.
    ['the value format is the general one too', { 'price.format': '% ^' }, { value: '% ^', general: '% ^' }],
    [
      'a representative example',
      { 'finance.representative_example': '{"product":"pcp","apr":5.9,"term_months":48,"deposit_percent":10}' },
      { finance: { product: 'pcp', apr: 5.9, term_months: 48, deposit_percent: 10 } },
    ],
    ['no representative example when blank', { 'finance.representative_example': ' ' }, { finance: null }],
  ])('%s', (_, settings, expected) => {
    expect(stockPriceFormat(settings)).toMatchObject(expected)
  })

  it.each([
    ['{"product":"balloon","apr":5,"term_months":48,"deposit_percent":10}', 'Invalid Object in finance.representative_example'],
    ['{"product":"pcp","apr":-1,"term_months":48,"deposit_percent":10}', 'Invalid Object in finance.representative_example'],
    ['{"product":"pcp","apr":5,"term_months":0,"deposit_percent":10}', 'Invalid Object in finance.representative_example'],
    ['{"product":"pcp"}', 'Invalid Object in finance.representative_example'],
    ['{oops', 'Invalid JSON in finance.representative_example'],
  ])('refuses the representative example %s with a warning, and shows none', (value, warning) => {
    const warnings: string[] = []
    expect(stockPriceFormat({ 'finance.representative_example': value }, (m) => warnings.push(m)).finance).toBeNull()
    expect(warnings).toEqual([warning])
  })

  it('warns about invalid double price JSON and leaves it off', () => {
    const warnings: string[] = []
    expect(stockPriceFormat({ 'price.double_price_settings': '{oops' }, (m) => warnings.push(m)).double).toBeNull()
    expect(warnings).toEqual(['Invalid JSON in price.double_price_settings'])
  })
})

describe('spec 3 §5: price formatting', () => {
  const aud: StockPriceFormat = { ...STOCK_PRICE_FORMAT, symbol: '$', value: '^%' }
  it.each<[unknown, StockPriceKind, StockPriceFormat, boolean, string]>([
    [32500, 'value', STOCK_PRICE_FORMAT, false, '32,500 €'],
    // ADR 140: one car's price, not a starting price, whatever the market's full string says.
    [32500, 'purchase', STOCK_PRICE_FORMAT, false, '32,500 €'],
    [32500, 'purchase', { ...STOCK_PRICE_FORMAT, symbol: '£', value: '^%', full: 'From ^%' }, true, '£32,500'],
    [299, 'lease', STOCK_PRICE_FORMAT, false, '299 € / Month'],
    [499, 'subscribe', STOCK_PRICE_FORMAT, false, 'from 499 € / Month'],
    // ADR 127: every phrase writes the amount in the market's value format.
    [909, 'subscribe', { ...STOCK_PRICE_FORMAT, symbol: '£', value: '^%' }, false, 'from £909 / Month'],
    [909, 'lease', { ...STOCK_PRICE_FORMAT, symbol: '£', value: '^%', lease: 'or @ a month' }, false, 'or £909 a month'],
    ['46995', 'value', aud, false, '$46,995'],
    [299.5, 'lease', aud, false, '$299.50 / Month'],
    [0, 'value', STOCK_PRICE_FORMAT, false, ''],
    [-10, 'purchase', STOCK_PRICE_FORMAT, false, ''],
    ['POA', 'lease', STOCK_PRICE_FORMAT, false, ''],
    [null, 'subscribe', STOCK_PRICE_FORMAT, false, ''],
    [32500, 'value', { ...STOCK_PRICE_FORMAT, double: { symbol: 'EUR', rate: 1, decimals: 0 } }, false, '32,500 € (32,500 EUR)'],
  ])('%j as %s (strip %s) → %j', (raw, kind, format, strip, text) => {
    expect(formatStockPrice(raw, kind, format, { stripTags: strip })).toBe(text)
  })

  it("writes a general price as '^%', or in the market's value format when it sets one (ADR 127)", () => {
    expect(formatGeneralPrice(1500)).toBe('€1,500')
    expect(formatGeneralPrice('x')).toBe('')
    const dirham = stockPriceFormat({ 'price.currency_symbol': 'درهم', 'price.format': '% ^' })
    expect(formatGeneralPrice(193200, dirham)).toBe('193,200 درهم')
    expect(formatStockPrice(202400, 'value', dirham)).toBe('202,400 درهم')
    expect(formatGeneralPrice(42585, stockPriceFormat({ 'price.currency_symbol': '£', 'price.format': '^%' }))).toBe('£42,585')
  })
})
