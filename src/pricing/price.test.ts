import { describe, expect, it } from 'vitest'
import {
  DEFAULT_DOUBLE_PRICE,
  DEFAULT_PRICE_FORMAT,
  formatAmount,
  formatPrice,
  priceAmount,
  stripTags,
  type PriceFormat,
  type PriceKind,
} from './price.ts'

const uk: PriceFormat = { ...DEFAULT_PRICE_FORMAT, symbol: '£', value: '^%' }

describe('spec 2 §5, §9: what is a price', () => {
  it.each([
    [32500, 32500],
    [299.99, 299.99],
    ['32500', 32500],
    [' 299.5 ', 299.5],
    [0.01, 0.01],
    [0, null],
    [-1, null],
    ['0', null],
    ['-100', null],
    ['32,500', null],
    ['€32500', null],
    ['abc', null],
    ['', null],
    ['1e5', null],
    [Infinity, null],
    [NaN, null],
    [null, null],
    [undefined, null],
    [true, null],
    [{}, null],
  ])('%j → %j', (raw, amount) => {
    expect(priceAmount(raw)).toBe(amount)
  })
})

describe('spec 2 §9: amounts with the delimiter', () => {
  it.each([
    [32500, ',', undefined, '32,500'],
    [1234567, ',', undefined, '1,234,567'],
    [999, ',', undefined, '999'],
    [299.5, ',', undefined, '299.50'],
    [299.999, ',', undefined, '300'],
    [32500, '.', undefined, '32.500'],
    [1299.5, '.', undefined, '1.299,50'],
    [32500, ' ', undefined, '32 500'],
    [32500, '', undefined, '32500'],
    [37700.4, ',', 0, '37,700'],
    [37700.456, ',', 2, '37,700.46'],
    [1234.5, "'", 1, "1'234.5"],
  ])('%d with %j and %j decimals → %j', (amount, delimiter, decimals, text) => {
    expect(formatAmount(amount, delimiter, decimals)).toBe(text)
  })
})

describe('spec 2 §9: prices in their formats', () => {
  it.each<[unknown, PriceKind, PriceFormat, string]>([
    [32500, 'value', DEFAULT_PRICE_FORMAT, '€ 32,500'],
    [32500, 'full', DEFAULT_PRICE_FORMAT, 'From € 32,500'],
    [32500, 'offer', DEFAULT_PRICE_FORMAT, 'From € 32,500'],
    [299, 'lease', DEFAULT_PRICE_FORMAT, 'or € 299 / Month'],
    ['46995', 'full', uk, 'From £ 46,995'],
    [46995, 'value', uk, '£46,995'],
    [399, 'lease', uk, 'or £399 / Month'],
    [32500, 'value', { ...DEFAULT_PRICE_FORMAT, value: '% ^', symbol: 'AED' }, '32,500 AED'],
    [32500, 'full', { ...DEFAULT_PRICE_FORMAT, full: 'From <span>% ^</span>' }, 'From <span>32,500 €</span>'],
    [32500, 'value', { ...DEFAULT_PRICE_FORMAT, symbol: '%' }, '% 32,500'],
    [32500, 'value', { ...DEFAULT_PRICE_FORMAT, symbol: '' }, '32,500'],
    [32500, 'lease', { ...DEFAULT_PRICE_FORMAT, lease: 'Call us' }, 'Call us'],
    [0, 'full', DEFAULT_PRICE_FORMAT, ''],
    [-5, 'lease', DEFAULT_PRICE_FORMAT, ''],
    ['POA', 'value', DEFAULT_PRICE_FORMAT, ''],
    [null, 'offer', DEFAULT_PRICE_FORMAT, ''],
  ])('%j as %s → %j', (raw, kind, format, text) => {
    expect(formatPrice(raw, kind, format)).toBe(text)
  })

  it('uses the spec defaults without options', () => {
    expect(formatPrice(32500, 'full')).toBe('From € 32,500')
  })

  it.each([
    ['From <span>% ^</span>', 'From 32,500 €'],
    ['<b>From</b> ^%', 'From €32,500'],
  ])('can strip HTML tags: %j → %j', (full, text) => {
    expect(formatPrice(32500, 'full', { ...DEFAULT_PRICE_FORMAT, full }, { stripTags: true })).toBe(text)
  })

  it.each([
    ['<p>From <strong>€</strong> 32,500</p>', 'From € 32,500'],
    ['no tags', 'no tags'],
    ['a < b', 'a < b'],
  ])('stripTags(%j) → %j', (html, text) => {
    expect(stripTags(html)).toBe(text)
  })
})

describe('spec 2 §9: double price (rate 1, decimals 0, symbol EUR by default)', () => {
  const double = (over: Partial<PriceFormat> = {}, d = {}): PriceFormat => ({ ...uk, ...over, double: { ...DEFAULT_DOUBLE_PRICE, ...d } })
  it.each<[unknown, PriceKind, PriceFormat, string]>([
    [32500, 'value', double(), '£32,500 (EUR32,500)'],
    [32500, 'value', double({ value: '^ %' }, { rate: 1.16 }), '£ 32,500 (EUR 37,700)'],
    [32500, 'full', double({ value: '^ %' }, { rate: 1.16 }), 'From £ 32,500 (EUR 37,700)'],
    [299, 'lease', double({}, { rate: 1.16 }), 'or £299 (EUR347) / Month'],
    [299, 'lease', double({}, { rate: 1.16, decimals: 2, symbol: '€' }), 'or £299 (€346.84) / Month'],
    [32500, 'value', double({ value: '% ^' }, { rate: 4.6, symbol: 'AED' }), '32,500 £ (149,500 AED)'],
    [32500, 'lease', double({ lease: 'Call us' }), 'Call us'],
    [0, 'value', double(), ''],
  ])('%j as %s → %j', (raw, kind, format, text) => {
    expect(formatPrice(raw, kind, format)).toBe(text)
  })
})
