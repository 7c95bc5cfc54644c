import { describe, expect, it } from 'vitest'
import {
  dealerCodesOf,
  EMPTY_POSTCODE_SEARCH,
  formatNear,
  formatPostcode,
  isLookupPostcode,
  isValidPreselectedOption,
  normalisePostcode,
  parseNear,
  postcodeAreaKeys,
  postcodeSearchFromQuery,
  postcodeSearchMode,
  postcodeSearchOutcome,
  retailersQuery,
  stateError,
  withPostcodeSearch,
  type GeoPoint,
  type PostcodeSearch,
} from './postcode-search.ts'

const search = (part: Partial<PostcodeSearch>): PostcodeSearch => ({ ...EMPTY_POSTCODE_SEARCH, ...part })
const OXFORD: GeoPoint = { lat: 51.752, lng: -1.2577 }

describe('spec 3 §4 Postcode search mode', () => {
  it.each<[Partial<PostcodeSearch>, string | null]>([
    [{ postcode: '2000', locality: 'Sydney', state: 'NSW', retailer: ['D1'] }, 'postcodeSearch'],
    [{ postcode: '2000', state: 'NSW' }, 'stateSearch'],
    [{ locality: 'Sydney', retailer: ['D1'] }, 'retailerSearch'],
    [{ state: 'VIC', retailer: ['D1'] }, 'stateSearch'],
    [{ retailer: ['D1', 'D2'] }, 'retailerSearch'],
    // ADR 157: a picked place stands for the postcode; without its name it is no search.
    [{ near: OXFORD, locality: 'Oxford' }, 'postcodeSearch'],
    [{ near: OXFORD }, null],
    [{ near: OXFORD, state: 'NSW' }, 'stateSearch'],
    [{ retailer: [' '] }, null],
    [{ state: '  ' }, null],
    [{}, null],
  ])('%j → %j', (part, mode) => {
    expect(postcodeSearchMode(search(part))).toBe(mode)
  })
})

describe('spec 3 §4: the search in the URL', () => {
  it.each<[string, PostcodeSearch]>([
    ['', EMPTY_POSTCODE_SEARCH],
    ['_postcode=2000&_locality=Sydney&_state=nsw', search({ postcode: '2000', locality: 'Sydney', state: 'NSW' })],
    ['_retailer=D1%2C+D2%2C', search({ retailer: ['D1', 'D2'] })],
    ['_state=+&page=3', EMPTY_POSTCODE_SEARCH],
    // ADR 157: a picked place, instead of a postcode; one that is no position is ignored.
    ['_near=51.752%2C-1.2577&_locality=Oxford', search({ near: OXFORD, locality: 'Oxford' })],
    ['_near=51.752,-1.2577&_postcode=OX1+1AA&_locality=Oxford', search({ near: OXFORD, locality: 'Oxford' })],
    ['_near=91,0&_postcode=LS6+3HN&_locality=Leeds', search({ postcode: 'LS6 3HN', locality: 'Leeds' })],
    ['_near=abc&_locality=Oxford', search({ locality: 'Oxford' })],
    [`_near=51.752,-1.2577&_locality=${'x'.repeat(101)}`, search({ near: OXFORD })],
  ])('reads %j', (query, expected) => {
    expect(postcodeSearchFromQuery(query)).toEqual(expected)
  })

  it.each<[string, PostcodeSearch, string]>([
    ['page=3&sort=priceAsc', search({ state: 'vic' }), 'sort=priceAsc&_state=VIC'],
    ['page=3&_state=VIC', search({ state: 'VIC' }), 'page=3&_state=VIC'],
    [
      'page=3&_state=VIC',
      search({ postcode: '3000', locality: 'Melbourne', state: 'VIC' }),
      '_state=VIC&_postcode=3000&_locality=Melbourne',
    ],
    ['_state=VIC&page=2', EMPTY_POSTCODE_SEARCH, ''],
    ['models=E7', search({ retailer: ['D1', 'D2'] }), 'models=E7&_retailer=D1%2CD2'],
    [
      'page=2&_postcode=LS6+3HN&_locality=Leeds',
      search({ near: { lat: 51.75201234, lng: -1.25770001 }, locality: 'Oxford' }),
      '_near=51.752%2C-1.2577&_locality=Oxford',
    ],
  ])('%j with %j → %j (page resets on change)', (query, next, expected) => {
    expect(withPostcodeSearch(query, next)).toBe(expected)
  })

  it.each<PostcodeSearch>([
    search({ retailer: ['D1'], state: 'QLD', postcode: '4000', locality: 'Brisbane' }),
    search({ near: { lat: -33.8688, lng: 151.2093 }, locality: 'Sydney' }),
  ])('round-trips %j', (value) => {
    expect(postcodeSearchFromQuery(withPostcodeSearch('', value))).toEqual(value)
  })
})

describe('spec 3 §5: validation, the modal and preselected options', () => {
  it.each<[string | null, boolean]>([
    [null, true],
    ['', true],
    ['NSW', false],
  ])('state %j → error %s', (state, error) => {
    expect(stateError({ state })).toBe(error)
  })

  const stateSearch = { ...EMPTY_POSTCODE_SEARCH, state: 'NSW' }
  it.each<[string[], PostcodeSearch, ReturnType<typeof postcodeSearchOutcome>]>([
    [['D1'], stateSearch, { search: true }],
    [[], { ...EMPTY_POSTCODE_SEARCH, retailer: ['D9'] }, { search: true }],
    [[], stateSearch, { modal: 'open', closable: false }],
    [[''], { ...stateSearch, retailer: [' '] }, { modal: 'open', closable: false }],
    // ADR 085 as amended: no search is not a search without dealers; the modal stays shut.
    [[], EMPTY_POSTCODE_SEARCH, { search: false }],
  ])('dealer codes %j, search %j → %j', (codes, search, outcome) => {
    expect(postcodeSearchOutcome(codes, search)).toEqual(outcome)
  })

  const options = ['NSW', { value: 'VIC' }, 'QLD']
  const map = { NSW: ['D1'], VIC: ['D2'], WA: ['D3'] }
  it.each<[string | null, boolean]>([
    ['NSW', true],
    ['VIC', true],
    ['QLD', false],
    ['WA', false],
    ['toString', false],
    ['', false],
    [null, false],
  ])('preselected %j → valid %s', (value, valid) => {
    expect(isValidPreselectedOption(value, options, map)).toBe(valid)
  })
})

describe('spec 3 §7: the retailers request', () => {
  it('asks with the parts given', () => {
    expect(retailersQuery({ brand: 'Vantor', state: 'NSW', postcode: ' ', locality: null }).toString()).toBe(
      'q%5Bbrand_eq%5D=Vantor&q%5Bstate_eq%5D=NSW',
    )
    expect([...retailersQuery({ postcode: '2000', locality: 'Sydney' })]).toEqual([
      ['q[postcode_eq]', '2000'],
      ['q[locality_eq]', 'Sydney'],
    ])
  })
  it('asks for a picked place by its position, instead of a postcode, with its name (ADR 157)', () => {
    expect([...retailersQuery({ brand: 'Vantor', postcode: 'OX1', near: OXFORD, locality: 'Oxford' })]).toEqual([
      ['q[brand_eq]', 'Vantor'],
      ['q[near]', '51.752,-1.2577'],
      ['q[locality_eq]', 'Oxford'],
    ])
  })
  it('reads the dealer codes once each', () => {
    expect(dealerCodesOf([{ dealer_code: 'D1' }, { dealer_code: ' D2 ' }, { dealer_code: 'D1' }, { dealer_code: null }, {}])).toEqual([
      'D1',
      'D2',
    ])
  })
})

describe('postcodes: compared without white space or case, shown as people write them (ADR 085)', () => {
  it.each<[string | null, string, string | null, boolean, string[]]>([
    // raw, normalised, formatted, worth a lookup, area keys
    ['LS4 2AZ', 'LS42AZ', 'LS4 2AZ', true, ['LS42AZ', 'LS4', 'LS']],
    ['ls42az', 'LS42AZ', 'LS4 2AZ', true, ['LS42AZ', 'LS4', 'LS']],
    ['  ls4\u00a02az\t', 'LS42AZ', 'LS4 2AZ', true, ['LS42AZ', 'LS4', 'LS']],
    ['wc2r 0aa', 'WC2R0AA', 'WC2R 0AA', true, ['WC2R0AA', 'WC2R', 'WC']],
    ['M1 1AE', 'M11AE', 'M1 1AE', true, ['M11AE', 'M1', 'M']],
    ['ls4', 'LS4', 'LS4', true, ['LS4', 'LS']],
    ['2000', '2000', '2000', true, ['2000']],
    ['dubai  marina', 'DUBAIMARINA', 'DUBAI MARINA', true, ['DUBAIMARINA']],
    ['دبي', 'دبي', 'دبي', true, ['دبي']],
    ['L1', 'L1', 'L1', false, ['L1', 'L']],
    ['   ', '', null, false, []],
    [null, '', null, false, []],
  ])('%j → %j, shown %j, lookup %s, areas %j', (raw, normalised, formatted, lookup, keys) => {
    expect(normalisePostcode(raw)).toBe(normalised)
    expect(formatPostcode(raw)).toBe(formatted)
    expect(isLookupPostcode(raw)).toBe(lookup)
    expect(postcodeAreaKeys(raw)).toEqual(keys)
  })

  it('keeps the search formatted in the URL and when read back', () => {
    expect(postcodeSearchFromQuery('_postcode=ls42az&_locality=Leeds').postcode).toBe('LS4 2AZ')
    expect(withPostcodeSearch('', search({ postcode: 'ls4 2az', locality: 'Leeds' }))).toBe('_postcode=LS4+2AZ&_locality=Leeds')
  })
})

describe('a picked place in the URL and the API: its position (ADR 157)', () => {
  it.each<[string | null | undefined, GeoPoint | null]>([
    ['51.752,-1.2577', OXFORD],
    [' 51.752 , -1.2577 ', OXFORD],
    ['-33.8688,151.2093', { lat: -33.8688, lng: 151.2093 }],
    ['90,180', { lat: 90, lng: 180 }],
    ['-90,-180', { lat: -90, lng: -180 }],
    ['0,0', { lat: 0, lng: 0 }],
    ['25.2048123456,55.2708123456', { lat: 25.2048123456, lng: 55.2708123456 }],
    // Off the globe
    ['90.0001,0', null],
    ['0,180.5', null],
    ['-91,0', null],
    ['999,0', null],
    // Not two decimal numbers
    ['51.752', null],
    ['51.752,-1.2577,3', null],
    ['51.752;-1.2577', null],
    ['NaN,0', null],
    ['Infinity,0', null],
    ['1e1,0', null],
    ['0x10,0', null],
    ['+51.7,-1.2', null],
    ['51.,-1.2', null],
    ['.5,-1.2', null],
    ['51.12345678901,0', null],
    ['', null],
    [null, null],
    [undefined, null],
    [`${' '.repeat(40)}1,1`, null],
  ])('%j → %j', (text, point) => {
    expect(parseNear(text)).toEqual(point)
  })

  it.each<[GeoPoint, string]>([
    [OXFORD, '51.752,-1.2577'],
    [{ lat: 50.82251234, lng: -0.13719 }, '50.8225,-0.1372'],
    [{ lat: -0, lng: 0.00001 }, '0,0'],
    [{ lat: -90, lng: 180 }, '-90,180'],
  ])('%j is written %j, and read back', (point, text) => {
    expect(formatNear(point)).toBe(text)
    expect(parseNear(text)).toEqual({ lat: Number(text.split(',')[0]), lng: Number(text.split(',')[1]) })
  })
})
