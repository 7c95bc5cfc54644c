import { describe, expect, it } from 'vitest'
import {
  dealerCodesOf,
  EMPTY_POSTCODE_SEARCH,
  formatPostcode,
  isLookupPostcode,
  isValidPreselectedOption,
  normalisePostcode,
  postcodeAreaKeys,
  postcodeSearchFromQuery,
  postcodeSearchMode,
  postcodeSearchOutcome,
  retailersQuery,
  stateError,
  withPostcodeSearch,
  type PostcodeSearch,
} from './postcode-search.ts'

const search = (part: Partial<PostcodeSearch>): PostcodeSearch => ({ ...EMPTY_POSTCODE_SEARCH, ...part })

describe('spec 3 §4 Postcode search mode', () => {
  it.each<[Partial<PostcodeSearch>, string | null]>([
    [{ postcode: '2000', locality: 'Sydney', state: 'NSW', retailer: ['D1'] }, 'postcodeSearch'],
    [{ postcode: '2000', state: 'NSW' }, 'stateSearch'],
    [{ locality: 'Sydney', retailer: ['D1'] }, 'retailerSearch'],
    [{ state: 'VIC', retailer: ['D1'] }, 'stateSearch'],
    [{ retailer: ['D1', 'D2'] }, 'retailerSearch'],
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
  ])('%j with %j → %j (page resets on change)', (query, next, expected) => {
    expect(withPostcodeSearch(query, next)).toBe(expected)
  })

  it('round-trips', () => {
    const value = search({ retailer: ['D1'], state: 'QLD', postcode: '4000', locality: 'Brisbane' })
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
