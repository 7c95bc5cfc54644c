import { describe, expect, it } from 'vitest'
import { defaultListingQuery, ListingQueryError, parseListingQuery } from './query.ts'

const parse = (query: string) => parseListingQuery(new URLSearchParams(query))
const errorOf = (query: string) => {
  try {
    parse(query)
    return null
  } catch (error) {
    return error instanceof ListingQueryError ? error.message : String(error)
  }
}

describe('the list query (spec 3 §7)', () => {
  it('defaults: page 1 of API_ITEMS_MAX (12), newest first, no filters', () => {
    expect(parse('')).toEqual(defaultListingQuery())
    expect(parse('').items).toBe(12)
    expect(parse('').sort).toBe('createdAtDesc')
  })

  it.each([
    ['items=0', 1],
    ['items=-4', 1],
    ['items=5', 5],
    ['items=12', 12],
    ['items=13', 12],
    ['items=500', 12],
  ])('spec 3 §5: %s is clamped to 1…12 → %i', (query, items) => {
    expect(parse(query).items).toBe(items)
  })

  it('reads every checkbox key with its operator, comma-separated or repeated', () => {
    const q = parse(
      [
        'nameplate_brand_name_in=Aurelia,Vesta',
        'nameplate_model_group_eq=SUV',
        'nameplate_name_in=E5&nameplate_name_in=E7',
        'financing_options=cash,lease',
        'state_in=new',
        'engine_type_includes=phev,bev',
        'transmission_in=auto',
        'color_canonical_in=white',
        'color_name_in=Glacier White',
        'status_in=stock,reserved',
        'owner_id_in=D1,D2',
        'number_of_seats_in=5,7',
      ].join('&'),
    )
    expect(q.checkbox).toEqual({
      nameplate_brand_name: ['Aurelia', 'Vesta'],
      nameplate_model_group: ['SUV'],
      nameplate_name: ['E5', 'E7'],
      financing_options: ['cash', 'lease'],
      state: ['new'],
      engine_type: ['phev', 'bev'],
      transmission: ['auto'],
      color_canonical: ['white'],
      color_name: ['Glacier White'],
      status: ['stock', 'reserved'],
      owner_id: ['D1', 'D2'],
      number_of_seats: ['5', '7'],
    })
  })

  it('reads the ranges: _gteq and _lteq, rounded; negative values are not applied (spec 3 §5)', () => {
    const q = parse(
      'mileage_gteq=100.4&mileage_lteq=20000&production_year_gteq=2020&model_year_lteq=2025&power_gteq=-1&display_price_lteq=49999.6&msrp_price_gteq=0',
    )
    expect(q.range).toEqual({
      mileage: { gteq: 100, lteq: 20000 },
      production_year: { gteq: 2020 },
      model_year: { lteq: 2025 },
      display_price: { lteq: 50000 },
      msrp_price: { gteq: 0 },
    })
  })

  it('reads the fixed model and brand, forced statuses and dealer codes', () => {
    const q = parse(
      'filter[nameplate_name_eq]=E5&filter[nameplate_brand_name_eq]=Aurelia&forced_statuses=stock&forced_dealer_codes=D1,D2&filter[owner_dealer_codes_includes]=D2',
    )
    expect(q).toMatchObject({
      nameplateNameEq: 'E5',
      nameplateBrandNameEq: 'Aurelia',
      forcedStatuses: ['stock'],
      forcedDealerCodes: ['D1', 'D2'],
      ownerDealerCodes: ['D2'],
    })
  })

  it.each([
    [
      'sort=cheapest',
      'sort: must be one of productionYearAsc, productionYearDesc, createdAtAsc, createdAtDesc, mileageAsc, mileageDesc, priceAsc, priceDesc, status',
    ],
    ['page=0', 'page: must be a whole number from 1 to 1,000,000'],
    ['page=two', 'page: must be a whole number from 1 to 1,000,000'],
    ['page=99999999', 'page: must be a whole number from 1 to 1,000,000'],
    ['items=many', 'items: must be a number from 1 to 12'],
    ['state_in=new,nearly', 'state_in: nearly is not one of new, used, approved, demo'],
    ['status_in=gone', 'status_in: gone is not one of stock, available_soon, reserved, sold, in_production, on_demand, delivery, demo'],
    ['engine_type_includes=steam', 'engine_type_includes: steam is not one of petrol, diesel, bev, hev, mhev, phev, phev_rev, ffv'],
    ['financing_options=loan', 'financing_options: loan is not one of cash, lease, rent'],
    ['number_of_seats_in=five', 'number_of_seats_in: must be whole numbers'],
    ['mileage_lteq=lots', 'mileage_lteq: must be a number in decimal digits'],
    // JavaScript's Number reads these as 16 and 3: a link's number is decimal digits.
    ['mileage_lteq=0x10', 'mileage_lteq: must be a number in decimal digits'],
    ['power_gteq=0b11', 'power_gteq: must be a number in decimal digits'],
    ['items=0x10', 'items: must be a number from 1 to 12'],
    // An integer column's bound the database cannot hold: refused here, for the API and the pages alike.
    ['mileage_gteq=47403951626', 'mileage_gteq: must be at most 2147483647'],
    ['power_lteq=1e12', 'power_lteq: must be at most 2147483647'],
    ['nameplate_model_group_eq=A,B', 'nameplate_model_group_eq: takes one value'],
    ['sort=status&sort=priceAsc', 'sort: give it once'],
  ])('%s → an error naming the parameter', (query, message) => {
    expect(errorOf(query)).toBe(message)
  })

  it('takes any price bound (a double column), however large', () => {
    expect(parse('msrp_price_lteq=1e300').range.msrp_price).toEqual({ lteq: 1e300 })
  })

  it('ignores parameters it does not know', () => {
    expect(parse('_postcode=2000&utm_source=x')).toEqual(defaultListingQuery())
  })
})
