import { describe, expect, it } from 'vitest'
import type { CardVehicle } from './card.ts'
import {
  apiQueryOf,
  blockFamily,
  clearFilters,
  filtersOf,
  hasMore,
  LISTING_QUERY_PARAMS,
  listingReducer,
  queryOfRequest,
  requestFromQuery,
  sameSelection,
  setRange,
  toggleOption,
  withBudget,
  type ListingState,
} from './listing-state.ts'
import { ENGLISH_STOCK_TEXTS } from '../../texts/tables.ts'

const card = (id: string) => ({ id }) as CardVehicle
const facets = {
  checkbox: {
    nameplate_name: [
      { value: 'E5', count: 3 },
      { value: 'E7', count: 0 },
    ],
    status: [{ value: 'on_demand', count: 2 }],
  },
  range: { mileage: { min: 0, max: 30000 }, msrp_price: { min: null, max: null } },
}

describe('the listing request in the URL (spec 3 §2)', () => {
  it.each([
    ['', { values: {}, sort: null, page: 1 }],
    ['models=E5++E7&sort=priceAsc&page=3', { values: { models: ['E5', 'E7'] }, sort: 'priceAsc', page: 3 }],
    ['mileage.from=100&mileage.to=20000', { values: { mileage: { from: 100, to: 20000 } }, sort: null, page: 1 }],
    // Filters the block does not show are not read; the budget's msrp_price and the model group are.
    [
      'brands=Aurelia&msrp_price.to=23701&nameplate_model_group=SUV',
      { values: { msrp_price: { from: null, to: 23701 }, nameplate_model_group: ['SUV'] }, sort: null, page: 1 },
    ],
    ['sort=cheapest&page=-2', { values: {}, sort: null, page: 1 }],
  ])('%s', (query, expected) => {
    expect(requestFromQuery(query, ['models', 'mileage'])).toEqual(expected)
  })

  // ADR 179: a hand-made link's price above what the highest monthly budget buys is brought down to it.
  it.each([
    ['msrp_price.to=47403951626', { from: null, to: 474039 }],
    ['msrp_price.to=1e30', { from: null, to: 474039 }],
    ['msrp_price.from=900000000&msrp_price.to=999999999', { from: 474039, to: 474039 }],
    ['msrp_price.to=23701', { from: null, to: 23701 }],
  ])('%s under a ceiling of 474,039', (query, msrp_price) => {
    expect(requestFromQuery(query, ['models'], 474039).values.msrp_price).toEqual(msrp_price)
  })

  it('writes only what differs from the defaults and keeps other parameters', () => {
    expect(queryOfRequest('utm_source=x&page=4&models=E9', { values: { models: ['E5', 'E7'] }, sort: 'priceAsc', page: 2 })).toBe(
      'utm_source=x&models=E5++E7&sort=priceAsc&page=2',
    )
    expect(queryOfRequest('sort=priceAsc&page=2', { values: {}, sort: null, page: 1 })).toBe('')
  })

  it('reads back what it writes', () => {
    const request = { values: { models: ['E5'], mileage: { from: null, to: 9000 } }, sort: 'mileageAsc' as const, page: 2 }
    expect(requestFromQuery(queryOfRequest('', request), ['models', 'mileage'])).toEqual(request)
  })

  it('asks the inventory for one page of 12 with repeated checkbox values and the block brand (spec 3 §7)', () => {
    const query = apiQueryOf(
      { values: { statuses: ['stock', 'sold'], mileage: { from: null, to: 9000 } }, sort: null, page: 5 },
      2,
      'Aurelia',
    )
    expect(query.toString()).toBe(
      'items=12&page=2&status_in=stock&status_in=sold&mileage_lteq=9000&filter%5Bnameplate_brand_name_eq%5D=Aurelia',
    )
  })

  it.each<[string, string | null, string]>([
    ['no family: the URL model group is asked', null, 'items=12&page=1&nameplate_model_group_eq=GT'],
    ["the block's family wins over the URL's (ADR 163)", 'SUV', 'items=12&page=1&nameplate_model_group_eq=SUV'],
  ])('brand family: %s', (_, family, query) => {
    expect(apiQueryOf({ values: { nameplate_model_group: ['GT'] }, sort: null, page: 1 }, 1, null, [], family).toString()).toBe(query)
  })

  it.each<[string, string | null]>([
    ['All', null],
    ['', null],
    ['SUV', 'SUV'],
    [' E Series ', 'E Series'],
  ])("blockFamily(%j) = %j (spec 2 §3.3 Brand family filter: 'All' keeps every family)", (value, family) => {
    expect(blockFamily(value)).toBe(family)
  })

  it('names every parameter it reads, for the page cache (ADR 075)', () => {
    expect(LISTING_QUERY_PARAMS).toEqual(
      expect.arrayContaining([
        'models',
        'mileage.from',
        'mileage.to',
        'nameplate_model_group',
        'sort',
        'page',
        '_state',
        '_retailer',
        '_near',
      ]),
    )
    // 17 filters (6 of them ranges with two), the model group, sort and page, the postcode search's 5 (ADR 085, 157).
    expect(LISTING_QUERY_PARAMS).toHaveLength(17 + 6 + 1 + 2 + 5)
  })

  it('tells a new selection from more pages of the same', () => {
    const a = { values: { models: ['E5'] }, sort: null, page: 1 }
    expect(sameSelection(a, { ...a, page: 3 })).toBe(true)
    expect(sameSelection(a, { ...a, sort: 'priceAsc' })).toBe(false)
    expect(sameSelection(a, { ...a, values: {} })).toBe(false)
  })
})

describe('filters from the facets (spec 3 §3 Filter)', () => {
  it('gives checkbox options with their counts and labels, sliders with their bounds, in display order', () => {
    const filters = filtersOf(['models', 'statuses', 'mileage', 'msrp_price', 'colors'], facets, { models: ['E7'] }, ENGLISH_STOCK_TEXTS)
    expect(filters).toEqual([
      {
        type: 'checkbox',
        key: 'models',
        options: [
          { value: 'E5', label: 'E5', count: 3 },
          { value: 'E7', label: 'E7', count: 0 },
        ],
        value: [{ value: 'E7', label: 'E7', count: 0 }],
      },
      { type: 'checkbox', key: 'statuses', options: [{ value: 'on_demand', label: 'On demand', count: 2 }], value: [] },
      { type: 'slider', key: 'mileage', value: [0, 30000], inputProps: { min: 0, max: 30000 } },
    ])
  })

  it("names a dealer's option by the answer's label (the dealer's name); its code stays the value", () => {
    const dealers = {
      checkbox: {
        owner_id: [
          { value: 'D2', count: 4, label: 'Alpha Cars' },
          { value: 'D7', count: 1 },
        ],
      },
      range: {},
    }
    expect(filtersOf(['dealers'], dealers, { dealers: ['D2'] }, ENGLISH_STOCK_TEXTS)).toEqual([
      {
        type: 'checkbox',
        key: 'dealers',
        options: [
          { value: 'D2', label: 'Alpha Cars', count: 4 },
          { value: 'D7', label: 'D7', count: 1 },
        ],
        value: [{ value: 'D2', label: 'Alpha Cars', count: 4 }],
      },
    ])
  })

  it('keeps a filter without choices while something is selected in it, so it can be cleared', () => {
    expect(filtersOf(['colors'], facets, { colors: ['red'] }, ENGLISH_STOCK_TEXTS)).toEqual([
      { type: 'checkbox', key: 'colors', options: [], value: [{ value: 'red' }] },
    ])
  })
})

describe('changing filters', () => {
  it('toggles checkbox options; none left is no filter', () => {
    const on = toggleOption({}, 'models', 'E5', true)
    expect(on).toEqual({ models: ['E5'] })
    expect(toggleOption(on, 'models', 'E7', true)).toEqual({ models: ['E5', 'E7'] })
    expect(toggleOption(on, 'models', 'E5', false)).toEqual({})
  })

  it.each([
    [[0, 30000], {}],
    [[100.4, 30000], { mileage: { from: 100, to: null } }],
    [[0, 20000], { mileage: { from: null, to: 20000 } }],
    [[500, 900], { mileage: { from: 500, to: 900 } }],
  ] as const)('a slider at %j (spec 3 §5: active only off its ends)', (range, expected) => {
    expect(setRange({ mileage: { from: 1, to: 2 } }, 'mileage', range, 0, 30000)).toEqual(expected)
  })

  it('clears every filter but the model group', () => {
    expect(clearFilters({ models: ['E5'], mileage: { from: 1, to: null }, nameplate_model_group: ['SUV'] })).toEqual({
      nameplate_model_group: ['SUV'],
    })
  })

  it('sets and resets the budget as msrp_price up to the maximum (spec 3 §3 Budget filter)', () => {
    expect(withBudget({ models: ['E5'] }, 23701)).toEqual({ models: ['E5'], msrp_price: { from: null, to: 23701 } })
    expect(withBudget({ msrp_price: { from: null, to: 1 } }, null)).toEqual({})
  })
})

describe('listingReducer', () => {
  const start: ListingState = {
    request: { values: {}, sort: null, page: 1 },
    cards: [card('1'), card('2')],
    meta: { total: 5, page: 1, items: 2, pages: 3 },
    facets,
    loading: null,
    failed: false,
  }

  it('replaces the cards for new filters and appends them for load more, each card once', () => {
    const requested = listingReducer(start, { type: 'request', request: { ...start.request, page: 2 }, mode: 'append' })
    expect(requested.loading).toBe('append')
    const appended = listingReducer(requested, {
      type: 'loaded',
      mode: 'append',
      cards: [card('2'), card('3')],
      meta: { total: 5, page: 2, items: 2, pages: 3 },
      facets,
    })
    expect(appended.cards.map((c) => c.id)).toEqual(['1', '2', '3'])
    expect(appended.loading).toBeNull()
    expect(hasMore(appended)).toBe(true)
    const replaced = listingReducer(appended, {
      type: 'loaded',
      mode: 'replace',
      cards: [],
      meta: { total: 0, page: 1, items: 12, pages: 0 },
      facets,
    })
    expect(replaced.cards).toEqual([])
    expect(hasMore(replaced)).toBe(false)
  })

  it("keeps the shown cards under their own request when a link's filters are refused", () => {
    const asked = { ...start.request, values: { statuses: ['gone'] } }
    const waiting = listingReducer(start, { type: 'request', request: asked, mode: 'replace' })
    expect(listingReducer(waiting, { type: 'kept', request: start.request })).toEqual(start)
  })

  it('records a failure and clears it with the next request', () => {
    const failed = listingReducer({ ...start, loading: 'replace' }, { type: 'failed' })
    expect(failed).toMatchObject({ loading: null, failed: true })
    expect(listingReducer(failed, { type: 'request', request: start.request, mode: 'replace' }).failed).toBe(false)
  })
})
