import { describe, expect, it } from 'vitest'
import {
  AUSTRALIAN_STATES,
  cardPriceEntries,
  driveAwayPrices,
  driveAwayState,
  priceList,
  PRICE_ON_REQUEST,
  promoteButtons,
  stockMarketOf,
  type PriceEntry,
  type StockMarket,
  type VehiclePriceFields,
} from './prices.ts'

const shown = (type: PriceEntry['type'], value: number, old: number | null = null): PriceEntry => ({
  type,
  value_raw: value,
  oldPrice: old !== null,
  old_price_raw: old,
  hiddenFromVisitors: false,
  label: null,
})
const hidden = (type: PriceEntry['type']): PriceEntry => ({
  type,
  value_raw: null,
  oldPrice: false,
  old_price_raw: null,
  hiddenFromVisitors: true,
  label: 'price_on_request',
})

describe('spec 3 §4 Market variant: stock_locator.market', () => {
  it.each<[string | null, StockMarket]>([
    ['overseas', 'overseas'],
    [' Overseas ', 'overseas'],
    ['mobility', 'standard'],
    ['', 'standard'],
    [null, 'standard'],
  ])('%j → %s', (setting, market) => {
    expect(stockMarketOf(setting)).toBe(market)
  })
})

describe('spec 3 §4 Prices: the price list', () => {
  const all: VehiclePriceFields = { msrp_price: 40000, monthly_price: 499, subscribe_price: 899 }
  const cashAndLease = { cash: true, lease: true, rent: false }
  it.each<[string, VehiclePriceFields, StockMarket, number | null, PriceEntry[]]>([
    ['purchase, lease, subscribe', all, 'standard', null, [shown('purchase', 40000), shown('lease', 499), shown('subscribe', 899)]],
    [
      'a sale price below the list price',
      { ...all, sale_price: 37500 },
      'standard',
      null,
      [shown('purchase', 37500, 40000), shown('lease', 499), shown('subscribe', 899)],
    ],
    [
      'a sale price not below the list price is ignored',
      { msrp_price: 40000, sale_price: 41000 },
      'standard',
      null,
      [shown('purchase', 40000)],
    ],
    ['display_price when there is no msrp_price', { display_price: '39000' }, 'standard', null, [shown('purchase', 39000)]],
    ['the sale price alone', { sale_price: 39000 }, 'standard', null, [shown('purchase', 39000)]],
    [
      'drive-away overrides the purchase price',
      { ...all, sale_price: 37500 },
      'standard',
      42990,
      [shown('purchase', 42990), shown('lease', 499), shown('subscribe', 899)],
    ],
    ['no price, no entry', { msrp_price: 0, monthly_price: 'x', subscribe_price: -1 }, 'standard', null, []],
    ['overseas skips lease and subscribe', all, 'overseas', null, [shown('purchase', 40000)]],
    [
      'overseas: any sale price makes purchase the old price',
      { msrp_price: 40000, sale_price: 41000 },
      'overseas',
      null,
      [shown('purchase', 41000, 40000)],
    ],
    [
      'hidden where the financing option applies',
      { ...all, price_hidden: true, financing_options: cashAndLease },
      'standard',
      null,
      [hidden('purchase'), hidden('lease'), shown('subscribe', 899)],
    ],
    ['hidden without a price to hide', { price_hidden: true, financing_options: { rent: true } }, 'standard', null, [hidden('subscribe')]],
    [
      'price_hidden without financing options hides nothing',
      { ...all, price_hidden: true },
      'standard',
      null,
      [shown('purchase', 40000), shown('lease', 499), shown('subscribe', 899)],
    ],
    [
      'financing options without price_hidden hide nothing',
      { msrp_price: 1, financing_options: cashAndLease },
      'standard',
      null,
      [shown('purchase', 1)],
    ],
  ])('%s', (_, vehicle, market, driveAway, list) => {
    expect(priceList(vehicle, { market, currentDriveAway: driveAway === null ? null : { value: driveAway } })).toEqual(list)
  })
})

describe('spec 3 §4 Prices, §9: drive-away', () => {
  it('knows the eight states with their full names', () => {
    expect(AUSTRALIAN_STATES).toEqual({
      ACT: 'Australian Capital Territory',
      NSW: 'New South Wales',
      NT: 'Northern Territory',
      QLD: 'Queensland',
      SA: 'South Australia',
      TAS: 'Tasmania',
      VIC: 'Victoria',
      WA: 'Western Australia',
    })
  })

  it.each<[Parameters<typeof driveAwayState>[0], string | null, string | null]>([
    [{ mode: 'postcodeSearch', state: 'NSW' }, 'VIC', 'NSW'],
    [{ mode: 'stateSearch', state: 'qld' }, null, 'QLD'],
    [{ mode: 'retailerSearch', state: 'NSW' }, 'VIC', 'VIC'],
    [{ mode: 'retailerSearch' }, 'XX', null],
    [{ mode: null }, 'VIC', null],
  ])('%j with owner %j → %j', (search, owner, state) => {
    expect(driveAwayState(search, owner)).toBe(state)
  })

  const metadata = { WA: 45990, NSW: '44990', VIC: 0, XX: 1, ACT: 43990 }
  it('lists a new vehicle’s states in order, dropping unknown codes and non-prices', () => {
    const prices = driveAwayPrices({ state: 'new', price_metadata: metadata }, 'NSW', { disclaimer: 'Incl. on-road costs' })
    expect(prices.listDriveAway.map((e) => [e.state, e.value, e.label])).toEqual([
      ['ACT', 43990, 'Australian Capital Territory'],
      ['NSW', 44990, 'New South Wales'],
      ['WA', 45990, 'Western Australia'],
    ])
    expect(prices.currentDriveAway).toMatchObject({ state: 'NSW', value: 44990, disclaimer: 'Incl. on-road costs' })
  })
  it.each<[VehiclePriceFields, 'NSW' | 'VIC' | null, number | null, number]>([
    [{ state: 'new', price_metadata: metadata }, 'VIC', null, 3],
    [{ state: 'new', price_metadata: metadata }, null, null, 3],
    [{ state: 'new' }, 'NSW', null, 0],
    [{ state: 'used', msrp_price: 25000, owner_state: 'vic', price_metadata: metadata }, 'NSW', 25000, 1],
    [{ state: 'approved', msrp_price: 0 }, 'NSW', null, 0],
    // A retailer outside Australia's states (a British one): no retailer price, its sale price stays.
    [{ state: 'used', msrp_price: 25000, sale_price: 24000 }, null, null, 0],
    [{ state: 'used', msrp_price: 25000, owner_state: 'England' }, 'NSW', null, 0],
    // The purchase price on request: no drive-away or retailer price either.
    [{ state: 'used', msrp_price: 25000, price_hidden: true, financing_options: { cash: true } }, 'NSW', null, 0],
    [{ state: 'new', price_metadata: metadata, price_hidden: true, financing_options: { cash: true } }, 'NSW', null, 0],
    // Only the lease price hidden: the purchase's drive-away prices stay.
    [{ state: 'used', msrp_price: 25000, owner_state: 'NSW', price_hidden: true, financing_options: { lease: true } }, 'NSW', 25000, 1],
  ])('%j in %s → current %j of %d', (vehicle, state, current, count) => {
    const prices = driveAwayPrices(vehicle, state)
    expect(prices.currentDriveAway?.value ?? null).toBe(current)
    expect(prices.listDriveAway).toHaveLength(count)
  })
  it('gives a non-new vehicle one retailer price in its retailer’s state', () => {
    expect(driveAwayPrices({ state: 'used', msrp_price: 25000, owner_state: 'vic' }, null).currentDriveAway).toEqual({
      state: 'VIC',
      value: 25000,
      label: 'retailer_price',
      description: null,
      disclaimer: null,
    })
  })
})

describe('spec 3 §4 Market variant: buttons', () => {
  it.each<[StockMarket, string[], string[], string[], string[]]>([
    ['overseas', ['reserve'], ['call', 'mail'], ['reserve', 'call'], ['mail']],
    ['overseas', [], ['call'], ['call'], []],
    ['overseas', ['reserve'], [], ['reserve'], []],
    ['standard', ['reserve'], ['call', 'mail'], ['reserve'], ['call', 'mail']],
  ])('%s: %j + %j → %j + %j', (market, primary, secondary, newPrimary, newSecondary) => {
    expect(promoteButtons({ primary, secondary }, market)).toEqual({ primary: newPrimary, secondary: newSecondary })
  })
})

describe('spec 3 §4 Price hidden, on a card: one "price on request" for every hidden price', () => {
  const entry = (type: PriceEntry['type'], hidden: boolean): PriceEntry => ({
    type,
    value_raw: hidden ? null : 100,
    oldPrice: false,
    old_price_raw: null,
    hiddenFromVisitors: hidden,
    label: hidden ? PRICE_ON_REQUEST : null,
  })
  it.each([
    { name: 'none hidden: every entry', prices: [entry('purchase', false), entry('lease', false)], shown: ['purchase', 'lease'] },
    {
      name: 'all hidden: the first only',
      prices: [entry('purchase', true), entry('lease', true), entry('subscribe', true)],
      shown: ['purchase'],
    },
    {
      name: 'some hidden: the amounts and the first hidden',
      prices: [entry('purchase', true), entry('lease', false), entry('subscribe', true)],
      shown: ['purchase', 'lease'],
    },
    { name: 'no prices', prices: [], shown: [] },
  ])('$name', ({ prices, shown }) => {
    expect(cardPriceEntries(prices).map((price) => price.type)).toEqual(shown)
  })
})
