import { describe, expect, it } from 'vitest'
import { csvLayout, csvRecordToObject, formatIssue, parseFeedRow, STOCK_STATUSES } from './feed.ts'

const minimal = { vin: 'WAUZZZ1', state: 'new', status: 'stock', nameplate_brand_name: 'Aurelia', nameplate_name: 'E5' }
const errorsOf = (value: unknown, format: 'csv' | 'json' = 'json') => {
  const result = parseFeedRow(value, 12, format)
  return result.ok ? [] : result.issues.map(formatIssue)
}

describe('a feed row (spec 3 §3 Vehicle, ADR 065)', () => {
  it('takes the five required fields and nothing else', () => {
    expect(parseFeedRow(minimal, 1, 'json')).toEqual({ ok: true, vehicle: minimal })
  })

  it.each([
    ['a missing VIN', { ...minimal, vin: '' }, 'row 12, column vin: is required'],
    ['a missing state', { ...minimal, state: undefined }, 'row 12, column state: is required'],
    ['an unknown state', { ...minimal, state: 'nearly-new' }, 'row 12, column state: must be one of new, used, approved, demo'],
    [
      'an unknown status',
      { ...minimal, status: 'gone' },
      expect.stringMatching(/^row 12, column status: must be one of stock, available_soon/),
    ],
    ['a negative mileage', { ...minimal, mileage: '-5' }, 'row 12, column mileage: must be a whole number ≥ 0'],
    ['a fractional mileage', { ...minimal, mileage: '12.5' }, 'row 12, column mileage: must be a whole number ≥ 0'],
    ['a text mileage', { ...minimal, mileage: 'low' }, 'row 12, column mileage: must be a whole number ≥ 0'],
    ['a text price', { ...minimal, msrp_price: 'POA' }, 'row 12, column msrp_price: must be a number ≥ 0'],
    ['a bad drive-away price', { ...minimal, price_metadata: { NSW: 'x' } }, 'row 12, column price_metadata.NSW: must be a number ≥ 0'],
    [
      'a state that is not Australian',
      { ...minimal, price_metadata: { XX: 1 } },
      'row 12, column price_metadata.XX: must be one of ACT, NSW, NT, QLD, SA, TAS, VIC, WA',
    ],
    [
      'a financing flag that is not a boolean',
      { ...minimal, financing_options: { cash: 'maybe' } },
      'row 12, column financing_options.cash: must be true or false',
    ],
    [
      'an unknown engine',
      { ...minimal, engine_type: ['petrol', 'steam'] },
      expect.stringMatching(/^row 12, column engine_type.1: must be one of petrol/),
    ],
    [
      'an unknown colour',
      { ...minimal, color_canonical: 'purple' },
      expect.stringMatching(/^row 12, column color_canonical: must be one of white/),
    ],
    [
      'a photo that is not a URL',
      { ...minimal, photos: [{ normal: 'nope' }] },
      'row 12, column photos.0.normal: must be an http(s) URL or a path starting with /',
    ],
    [
      'a photo on another host named by a protocol-relative URL',
      { ...minimal, photos: [{ normal: '//evil.example/car.jpg' }] },
      'row 12, column photos.0.normal: must be an http(s) URL or a path starting with /',
    ],
    ['an unknown field', { ...minimal, milage: 3 }, 'row 12, column milage: is not a field of a vehicle'],
    [
      'bad JSON in a free-form field',
      { ...minimal, features_optional: '[{' },
      'row 12, column features_optional: must be valid JSON (it starts with { or [)',
    ],
    [
      'a feature price that is not a number',
      { ...minimal, features_optional: [{ name: 'Roof', price: 'a lot' }] },
      'row 12, column features_optional.0.price: must be a number ≥ 0',
    ],
  ])('%s is named by row and column', (_name, row, message) => {
    expect(errorsOf(row)).toEqual([message])
  })

  it('a row that is not an object', () => {
    expect(errorsOf([1, 2])).toEqual(['row 12, column (row): must be an object'])
  })
})

describe('CSV rows', () => {
  const header = [
    'vin',
    'state',
    'status',
    'nameplate_brand_name',
    'nameplate_name',
    'mileage',
    'price_metadata.NSW',
    'financing_options.cash',
    'engine_type',
    'photos',
    'photos.hd',
    'features_optional',
  ]
  const layout = csvLayout(header)

  it('dotted columns nest, lists split on |, numbers and booleans are read from text', () => {
    const record = [
      'X1',
      'used',
      'stock',
      'Aurelia',
      'E5',
      '12000',
      '45990',
      'true',
      'petrol|phev',
      '/a.jpg|/b.jpg',
      '/a-hd.jpg',
      '[{"name":"Roof","price":900}]',
    ]
    const result = parseFeedRow(csvRecordToObject(layout, record), 1, 'csv')
    expect(result).toEqual({
      ok: true,
      vehicle: {
        vin: 'X1',
        state: 'used',
        status: 'stock',
        nameplate_brand_name: 'Aurelia',
        nameplate_name: 'E5',
        mileage: 12000,
        price_metadata: { NSW: 45990 },
        financing_options: { cash: true },
        engine_type: ['petrol', 'phev'],
        photos: [
          { sequence: 1, normal: '/a.jpg', hd: '/a-hd.jpg' },
          { sequence: 2, normal: '/b.jpg' },
        ],
        features_optional: [{ name: 'Roof', price: 900 }],
      },
    })
  })

  it('an empty cell is "not given"', () => {
    const record = ['X1', 'new', 'stock', 'Aurelia', 'E5', '', '', '', '', '', '', '']
    expect(parseFeedRow(csvRecordToObject(layout, record), 1, 'csv')).toEqual({ ok: true, vehicle: { ...minimal, vin: 'X1' } })
  })

  it('a bad list item names the column without its position', () => {
    const record = ['X1', 'new', 'stock', 'Aurelia', 'E5', '', '', '', 'petrol|steam', '', '', '']
    expect(errorsOf(csvRecordToObject(layout, record), 'csv')).toEqual([
      expect.stringMatching(/^row 12, column engine_type: must be one of petrol/),
    ])
  })

  it('a header with unknown, repeated or nested-unknown columns, or without vin, is refused', () => {
    expect(csvLayout(['state', 'milage', 'state', 'colour.x']).issues.map(formatIssue)).toEqual([
      'header, column milage: is not a field of a vehicle',
      'header, column state: appears twice in the header',
      'header, column colour.x: is not a field of a vehicle',
      'header, column vin: is required',
    ])
  })
})

describe('the status order of sort=status (spec 3 §4)', () => {
  it('the database expression ranks the statuses in STOCK_STATUSES order', async () => {
    const { STATUS_RANK } = await import('~/db/schema/stock.ts')
    const { PgDialect } = await import('drizzle-orm/pg-core')
    const { sql } = await import('drizzle-orm')
    const text = new PgDialect().sqlToQuery(sql`${STATUS_RANK}`).sql
    expect(text).toBe(`CASE status ${STOCK_STATUSES.map((s, i) => `WHEN '${s}' THEN ${i}`).join(' ')} ELSE ${STOCK_STATUSES.length} END`)
  })
})

// Text the databases cannot hold is refused in the row, naming the column, before it reaches an
// insert (a 500 and a failed import, row by row); a deeply nested row is refused, not walked.
describe('a feed row with text the databases cannot hold', () => {
  const deep = (levels: number) => {
    let value: unknown = 'x'
    for (let level = 0; level < levels; level++) value = { a: value }
    return value
  }
  it.each([
    [
      'a NUL in a field',
      { ...minimal, nameplate_name: 'E\u00005' },
      'row 12, column nameplate_name: must not contain a NUL character (U+0000)',
    ],
    [
      'a lone surrogate in a field',
      { ...minimal, vin: 'WAU\ud800' },
      'row 12, column vin: must not contain a lone surrogate (text that is not valid Unicode)',
    ],
    [
      'a NUL in a photo',
      { ...minimal, photos: [{ normal: '/p/1.jpg\u0000' }] },
      'row 12, column photos.0.normal: must not contain a NUL character (U+0000)',
    ],
    [
      'a row nested 100,000 levels deep',
      { ...minimal, extra: deep(100_000) },
      expect.stringMatching(/^row 12, column extra\.a\.a.*: is nested deeper than 64 levels$/),
    ],
  ])('refuses %s, naming the column', (_name, row, message) => {
    expect(errorsOf(row)).toEqual([message])
  })

  it('names a CSV column without the list index', () => {
    expect(errorsOf({ ...minimal, engine_type: ['bev', 'p\u0000'] }, 'csv')).toEqual([
      'row 12, column engine_type: must not contain a NUL character (U+0000)',
    ])
  })
})
