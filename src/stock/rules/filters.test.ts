import { describe, expect, it } from 'vitest'
import {
  buildFilter,
  CHECKBOX_FILTER_KEYS,
  clampItems,
  defaultFilterToggles,
  FILTER_KEYS,
  FILTER_TOGGLES,
  filtersFromQuery,
  filtersToQuery,
  isFilterActive,
  listQuery,
  rangeValueText,
  sliderStep,
  sliderValue,
  queryChanged,
  rangeBound,
  rangeOf,
  shownFilterKeys,
  withFilters,
  type Filter,
  type FilterValues,
  type RangeFilterKey,
} from './filters.ts'

describe('spec 3 §3 Filter: keys in display order', () => {
  it('lists the 17 front-end keys in the spec order', () => {
    expect(FILTER_KEYS).toEqual([
      'brands',
      'models',
      'financing_options',
      'states',
      'statuses',
      'msrp_price',
      'display_price',
      'mileage',
      'production_year',
      'model_year',
      'power',
      'engine_types',
      'transmissions',
      'number_of_seats',
      'colors',
      'specific_colors',
      'dealers',
    ])
    expect(CHECKBOX_FILTER_KEYS).not.toContain('mileage')
    expect(CHECKBOX_FILTER_KEYS).toContain('number_of_seats')
  })
})

describe('spec 3 §5: a filter is active', () => {
  const slider = (value: [number, number]): Filter => ({ type: 'slider', key: 'mileage', value, inputProps: { min: 0, max: 90000 } })
  const checkbox = (values: string[]): Filter => ({
    type: 'checkbox',
    key: 'statuses',
    options: [{ value: 'stock' }, { value: 'sold' }],
    value: values.map((value) => ({ value })),
  })
  it.each<[string, Filter, boolean]>([
    ['checkbox, nothing selected', checkbox([]), false],
    ['checkbox, one option', checkbox(['stock']), true],
    ['checkbox, two options', checkbox(['stock', 'sold']), true],
    ['slider at min and max', slider([0, 90000]), false],
    ['slider from moved', slider([1000, 90000]), true],
    ['slider to moved', slider([0, 50000]), true],
    ['slider both moved', slider([10, 20]), true],
  ])('%s → %s', (_, filter, active) => {
    expect(isFilterActive(filter)).toBe(active)
  })
})

describe('spec 3 §3 Filter: the model built from a facet', () => {
  const options = [
    { value: 'stock', count: 10 },
    { value: 'sold', count: 2 },
  ]
  it.each<[string, Parameters<typeof buildFilter>, Filter, boolean]>([
    ['checkbox, nothing selected', ['statuses', { options }, {}], { type: 'checkbox', key: 'statuses', options, value: [] }, false],
    [
      'checkbox, a selected option',
      ['statuses', { options }, { statuses: ['sold'] }],
      { type: 'checkbox', key: 'statuses', options, value: [options[1]!] },
      true,
    ],
    [
      'checkbox, a selection the facet lacks',
      ['colors', {}, { colors: ['red'] }],
      { type: 'checkbox', key: 'colors', options: [], value: [{ value: 'red' }] },
      true,
    ],
    [
      'slider, open',
      ['mileage', { min: 0, max: 90000 }, {}],
      { type: 'slider', key: 'mileage', value: [0, 90000], inputProps: { min: 0, max: 90000 } },
      false,
    ],
    [
      'slider, a bound set',
      ['mileage', { min: 0, max: 90000 }, { mileage: { from: 5000, to: null } }],
      { type: 'slider', key: 'mileage', value: [5000, 90000], inputProps: { min: 0, max: 90000 } },
      true,
    ],
    [
      'slider, bounds clamped',
      ['power', { min: 100, max: 300 }, { power: { from: 50, to: 400 } }],
      { type: 'slider', key: 'power', value: [100, 300], inputProps: { min: 100, max: 300 } },
      false,
    ],
    ['slider without a facet', ['power', {}, {}], { type: 'slider', key: 'power', value: [0, 0], inputProps: { min: 0, max: 0 } }, false],
  ])('%s', (_, args, filter, active) => {
    expect(buildFilter(...args)).toEqual(filter)
    expect(isFilterActive(buildFilter(...args))).toBe(active)
  })
})

describe('spec 3 §5: range values applied only when ≥ 0, rounded', () => {
  it.each<[unknown, number | null]>([
    [0, 0],
    [1000.4, 1000],
    [1000.5, 1001],
    ['25000', 25000],
    [' 12.6 ', 13],
    [-1, null],
    [-0.4, null],
    ['-5', null],
    ['', null],
    ['abc', null],
    // Decimal digits only: JavaScript's Number reads these as 16, 3 and Infinity.
    ['0x10', null],
    ['0b11', null],
    ['Infinity', null],
    ['1e3', 1000],
    [null, null],
    [undefined, null],
    [NaN, null],
    [Infinity, null],
    ['47403951626', 2_147_483_647],
    [1e30, 2_147_483_647],
  ])('%j → %j', (value, bound) => {
    expect(rangeBound(value)).toBe(bound)
  })
})

describe('spec 3 §5, §8: the two-value range helper', () => {
  it.each<[unknown, string]>([
    [undefined, 'Input must be an array'],
    ['1,2', 'Input must be an array'],
    [{ 0: 1, 1: 2, length: 2 }, 'Input must be an array'],
    [[], 'Array must contain exactly two elements'],
    [[1], 'Array must contain exactly two elements'],
    [[1, 2, 3], 'Array must contain exactly two elements'],
  ])('%j fails with %j', (input, message) => {
    expect(() => rangeOf(input)).toThrow(new Error(message))
  })
  it.each<[unknown[], { from: number | null; to: number | null }]>([
    [[0, 90000], { from: 0, to: 90000 }],
    [[1000.4, '25000'], { from: 1000, to: 25000 }],
    [[-1, 5], { from: null, to: 5 }],
    [[null, 'x'], { from: null, to: null }],
  ])('%j → %j', (input, range) => {
    expect(rangeOf(input)).toEqual(range)
  })
})

describe('spec 3 §2: filter state ⇄ URL query', () => {
  const defaults: FilterValues = { statuses: ['stock', 'sold'], mileage: { from: 0, to: 90000 } }
  it.each<[string, FilterValues, [string, string][]]>([
    ['nothing set', {}, []],
    ['defaults are not written', { statuses: ['sold', 'stock'], mileage: { from: 0, to: 90000 } }, []],
    ['checkbox values joined with a double space', { models: ['E7', 'S5 Touring'] }, [['models', 'E7  S5 Touring']]],
    ['a checkbox differing from its default', { statuses: ['stock'] }, [['statuses', 'stock']]],
    [
      'a range as .from and .to',
      { mileage: { from: 1000, to: 50000 } },
      [
        ['mileage.from', '1000'],
        ['mileage.to', '50000'],
      ],
    ],
    ['an open range bound is left out', { power: { from: 150, to: null } }, [['power.from', '150']]],
    ['range bounds rounded, negatives dropped', { msrp_price: { from: -5, to: 30000.6 } }, [['msrp_price.to', '30001']]],
    ['the model group', { nameplate_model_group: ['suv'] }, [['nameplate_model_group', 'suv']]],
    [
      'display order, whatever the object order',
      { dealers: ['12'], brands: ['Aurelia'], mileage: { from: 5, to: 10 } },
      [
        ['brands', 'Aurelia'],
        ['mileage.from', '5'],
        ['mileage.to', '10'],
        ['dealers', '12'],
      ],
    ],
  ])('%s', (_, values, entries) => {
    expect(filtersToQuery(values, defaults)).toEqual(entries)
  })

  it.each<[string, string, FilterValues]>([
    ['empty query → defaults', '', defaults],
    ['double-space list', 'models=E7++S5+Touring', { ...defaults, models: ['E7', 'S5 Touring'] }],
    ['range bounds', 'mileage.from=1000&mileage.to=50000', { ...defaults, mileage: { from: 1000, to: 50000 } }],
    ['one bound', 'power.to=300', { ...defaults, power: { from: null, to: 300 } }],
    ['bad bounds ignored', 'power.from=-3&power.to=abc', defaults],
    ['unknown keys ignored', 'sort=priceAsc&page=2', defaults],
  ])('reads %s', (_, query, values) => {
    expect(filtersFromQuery(query, defaults)).toEqual(values)
  })

  it('round-trips through the query', () => {
    const values: FilterValues = { ...defaults, models: ['E7', 'S5 Touring'], mileage: { from: 10, to: 20 }, colors: ['red'] }
    const search = new URLSearchParams(filtersToQuery(values, defaults)).toString()
    expect(filtersFromQuery(search, defaults)).toEqual(values)
  })

  it('replaces the filter parameters and keeps the others', () => {
    expect(withFilters('sort=priceAsc&models=E7&mileage.from=5&_state=NSW', { colors: ['red', 'blue'] })).toBe(
      'sort=priceAsc&_state=NSW&colors=red++blue',
    )
  })

  it.each<[string, string, boolean]>([
    ['', '', false],
    ['a=1&b=2', 'b=2&a=1', false],
    ['models=E7++S5', 'models=E7%20%20S5', false],
    ['a=1', 'a=2', true],
    ['a=1', 'a=1&b=', true],
    ['a=1&a=2', 'a=1', true],
  ])('query %j → %j changed: %s', (current, next, changed) => {
    expect(queryChanged(current, next)).toBe(changed)
  })
})

describe('spec 3 §5, §7: the list request', () => {
  it.each<[unknown, number]>([
    [undefined, 12],
    [12, 12],
    [1, 1],
    [0, 1],
    [-4, 1],
    [13, 12],
    [100, 12],
    [6.4, 6],
    ['8', 8],
    ['many', 12],
  ])('items %j → %d', (items, clamped) => {
    expect(clampItems(items)).toBe(clamped)
  })

  it.each<[string, FilterValues, string]>([
    ['brands', { brands: ['Aurelia', 'Vantor'] }, 'nameplate_brand_name_in=Aurelia&nameplate_brand_name_in=Vantor'],
    ['models', { models: ['E7'] }, 'nameplate_name_in=E7'],
    ['financing_options', { financing_options: ['cash'] }, 'financing_options=cash'],
    ['states', { states: ['new'] }, 'state_in=new'],
    ['statuses', { statuses: ['stock'] }, 'status_in=stock'],
    ['engine_types', { engine_types: ['bev'] }, 'engine_type_includes=bev'],
    ['transmissions', { transmissions: ['auto'] }, 'transmission_in=auto'],
    ['colors', { colors: ['red'] }, 'color_canonical_in=red'],
    ['specific_colors', { specific_colors: ['Firenze Red'] }, 'color_name_in=Firenze+Red'],
    ['dealers', { dealers: ['7'] }, 'owner_id_in=7'],
    ['number_of_seats', { number_of_seats: ['5'] }, 'number_of_seats_in=5'],
    ['model group', { nameplate_model_group: ['suv'] }, 'nameplate_model_group_eq=suv'],
    ['mileage', { mileage: { from: 0, to: 5000 } }, 'mileage_gteq=0&mileage_lteq=5000'],
    ['production_year', { production_year: { from: 2020, to: null } }, 'production_year_gteq=2020'],
    ['model_year', { model_year: { from: null, to: 2024 } }, 'model_year_lteq=2024'],
    ['power', { power: { from: 100.4, to: 200 } }, 'power_gteq=100&power_lteq=200'],
    ['display_price', { display_price: { from: 1, to: 2 } }, 'display_price_gteq=1&display_price_lteq=2'],
    ['msrp_price', { msrp_price: { from: -1, to: 2 } }, 'msrp_price_lteq=2'],
  ])('%s → backend keys', (_, values, expected) => {
    expect(listQuery(values).toString()).toBe(`items=12&page=1&${expected}`)
  })

  it('leaves out ranges at their defaults, and adds items, page, sort, brand, model and dealer codes', () => {
    const query = listQuery(
      { mileage: { from: 0, to: 90000 }, power: { from: 0, to: 300 } },
      { items: 40, page: 3, sort: 'priceAsc', brand: 'Aurelia', model: 'E7', dealerCodes: ['GB-001', ' GB-002 ', ''] },
      { mileage: { from: 0, to: 90000 }, power: { from: 0, to: 500 } },
    )
    expect([...query]).toEqual([
      ['items', '12'],
      ['page', '3'],
      ['sort', 'priceAsc'],
      ['power_lteq', '300'],
      ['filter[nameplate_brand_name_eq]', 'Aurelia'],
      ['filter[nameplate_name_eq]', 'E7'],
      ['filter[owner_dealer_codes_includes]', 'GB-001,GB-002'],
    ])
  })

  it("does not filter by the model 'None'", () => {
    expect(listQuery({}, { model: 'None' }).has('filter[nameplate_name_eq]')).toBe(false)
  })
})

describe('spec 3 §2: the blocks’ filter booleans', () => {
  it('are all false in the standard block', () => {
    expect(Object.values(defaultFilterToggles('standard')).every((on) => on === false)).toBe(true)
    expect(Object.keys(defaultFilterToggles('standard'))).toEqual(FILTER_TOGGLES)
  })
  it('turn on models, statuses, production_year, engine_types and specific_colors in the overseas block', () => {
    const on = Object.entries(defaultFilterToggles('overseas'))
      .filter(([, value]) => value)
      .map(([key]) => key)
    expect(on).toEqual(['filter-models', 'filter-statuses', 'filter-production_year', 'filter-engine_types', 'filter-specific_colors'])
  })
  it.each<[Partial<Record<(typeof FILTER_TOGGLES)[number], boolean>>, boolean, string[]]>([
    [{}, false, []],
    [{ 'filter-dealers': true, 'filter-brands': true, 'filter-mileage': true }, false, ['brands', 'mileage', 'dealers']],
    [{ 'filter-brands': true, 'filter-models': true }, true, ['models']],
    [defaultFilterToggles('overseas'), false, ['models', 'statuses', 'production_year', 'engine_types', 'specific_colors']],
  ])('%j with brand selected %s shows %j', (toggles, brandSelected, keys) => {
    expect(shownFilterKeys(toggles, { brandSelected })).toEqual(keys)
  })
})

describe('range sliders', () => {
  it.each<[number, number, number]>([
    [0, 95850, 959],
    [2018, 2026, 1],
    [0, 50, 1],
  ])('from %d to %d moves in steps of %d', (min, max, step) => {
    expect(sliderStep({ min, max })).toBe(step)
  })

  it.each<[number, number]>([
    [95850, 95850],
    // The last stop of a range off the step grid is the max.
    [94_941, 95850],
    [93_982, 93982],
    [0, 0],
  ])('the hand at %d stands for %d', (raw, value) => {
    expect(sliderValue(raw, { min: 0, max: 95850 }, 959)).toBe(value)
  })

  it.each<[RangeFilterKey, number, string]>([
    ['production_year', 2018, '2018'],
    ['model_year', 2026, '2026'],
    ['mileage', 77110, '77,110'],
    ['display_price', 95850, '95,850'],
  ])('%s %d reads as %s', (key, value, text) => {
    expect(rangeValueText(key, value)).toBe(text)
  })
})
