import { describe, expect, it } from 'vitest'
import {
  addToWishlistEvents,
  cardItem,
  CLEAR_ECOMMERCE,
  ecommerceItem,
  itemListEvents,
  newlyShown,
  selectItemEvents,
  shownPrice,
  similarItem,
  viewItemEvents,
  type AnalyticsVehicle,
} from './analytics.ts'
import { cardVehicle } from './listing/card.ts'
import type { PriceEntry } from '../rules/prices.ts'
import { similarCard } from './showroom/showroom.ts'
import { ENGLISH_STOCK_TEXTS as texts } from '../texts/tables.ts'

const LIST = { id: 'demo-stock', name: 'Stock Locator' }
const car = (id: number, extra: Partial<AnalyticsVehicle> = {}): AnalyticsVehicle => ({
  id,
  name: 'Aurelia E5',
  brand: 'Aurelia',
  state: 'new',
  variant: 'Sport',
  price: 41990,
  ...extra,
})
const price = (extra: Partial<PriceEntry>): PriceEntry => ({
  type: 'purchase',
  value_raw: 30000,
  oldPrice: false,
  old_price_raw: null,
  hiddenFromVisitors: false,
  label: null,
  ...extra,
})

describe('spec 3 §9 Analytics: item quantity 1, 1-based indexes (ADR 087)', () => {
  it.each<[string, PriceEntry[], number | null]>([
    ['the first price shown', [price({ value_raw: 30000 }), price({ type: 'lease', value_raw: 399 })], 30000],
    ['the sale price of an old/sale pair', [price({ value_raw: 27500, oldPrice: true, old_price_raw: 30000 })], 27500],
    ['none when hidden', [price({ value_raw: null, hiddenFromVisitors: true, label: 'price_on_request' })], null],
    ['none on request', [price({ value_raw: 30000, label: 'price_on_request' })], null],
    ['a lease-only card: its monthly price', [price({ type: 'lease', value_raw: 399 })], 399],
    ['none without prices', [], null],
  ])('shownPrice: %s', (_, prices, expected) => {
    expect(shownPrice(prices)).toBe(expected)
  })

  it.each<[string, AnalyticsVehicle, Parameters<typeof ecommerceItem>[1], object]>([
    [
      'every field, the offer of its state, quantity 1',
      car(7),
      { currency: 'GBP', list: LIST, index: 3 },
      {
        item_id: '7',
        item_name: 'Aurelia E5',
        item_brand: 'Aurelia',
        item_category: 'new',
        item_category2: 'new_vehicle_offer',
        item_variant: 'Sport',
        price: 41990,
        currency: 'GBP',
        item_list_id: 'demo-stock',
        item_list_name: 'Stock Locator',
        index: 3,
        quantity: 1,
      },
    ],
    [
      'absent facts are left out, never sent empty; demo has no offer',
      car(8, { brand: null, state: 'demo', variant: null, price: null }),
      {},
      { item_id: '8', item_name: 'Aurelia E5', item_category: 'demo', quantity: 1 },
    ],
    ['approved → approved_vehicle_offer', car(9, { state: 'approved' }), {}, { item_category2: 'approved_vehicle_offer' }],
    ['used → used_vehicle_offer', car(9, { state: 'used' }), {}, { item_category2: 'used_vehicle_offer' }],
  ])('ecommerceItem: %s', (_, vehicle, options, expected) => {
    expect(ecommerceItem(vehicle, options)).toMatchObject(expected)
    if ('item_id' in expected) expect(ecommerceItem(vehicle, options)).toEqual(expected)
  })

  it('view_item_list: cleared first, the list named, indexes from start + 1, quantity 1', () => {
    const [clear, event] = itemListEvents(LIST, [car(1), car(2)], { currency: 'GBP', start: 12 })
    expect(clear).toEqual({ ecommerce: null })
    expect(event).toMatchObject({
      event: 'view_item_list',
      ecommerce: { item_list_id: 'demo-stock', item_list_name: 'Stock Locator', currency: 'GBP' },
    })
    const items = (event!.ecommerce as { items: { index: number; quantity: number; item_id: string }[] }).items
    expect(items.map((item) => [item.item_id, item.index, item.quantity])).toEqual([
      ['1', 13, 1],
      ['2', 14, 1],
    ])
    expect(itemListEvents(LIST, [car(1)])[1]).toMatchObject({ ecommerce: { items: [{ index: 1 }] } })
    expect(itemListEvents(LIST, [])).toEqual([])
  })

  it('select_item: the list and the 1-based index of the card opened', () => {
    expect(selectItemEvents(LIST, car(5), 0, { currency: 'GBP' })).toEqual([
      CLEAR_ECOMMERCE,
      {
        event: 'select_item',
        ecommerce: {
          item_list_id: 'demo-stock',
          item_list_name: 'Stock Locator',
          currency: 'GBP',
          items: [expect.objectContaining({ item_id: '5', index: 1, item_list_id: 'demo-stock', quantity: 1 })],
        },
      },
    ])
  })

  it.each<[string, AnalyticsVehicle, string | null, object[]]>([
    [
      'a new vehicle: view_item with value and currency, then new_vehicle_offer',
      car(3),
      'GBP',
      [
        CLEAR_ECOMMERCE,
        {
          event: 'view_item',
          ecommerce: { currency: 'GBP', value: 41990, items: [expect.objectContaining({ item_id: '3', quantity: 1 })] },
        },
        { event: 'new_vehicle_offer', item_id: '3', item_category: 'new' },
      ],
    ],
    [
      'no price shown and no currency: neither value nor currency; demo: no offer event',
      car(4, { price: null, state: 'demo' }),
      null,
      [CLEAR_ECOMMERCE, { event: 'view_item', ecommerce: { items: [expect.objectContaining({ item_id: '4' })] } }],
    ],
  ])('view_item: %s', (_, vehicle, currency, expected) => {
    expect(viewItemEvents(vehicle, { currency })).toEqual(expected)
  })

  it('add_to_wishlist: from the showroom without a list; from a list with its list and index', () => {
    expect(addToWishlistEvents(car(3, { state: 'used' }), { currency: 'AED' })).toEqual([
      CLEAR_ECOMMERCE,
      {
        event: 'add_to_wishlist',
        ecommerce: { currency: 'AED', value: 41990, items: [expect.not.objectContaining({ index: expect.anything() })] },
      },
    ])
    expect(addToWishlistEvents(car(3), { list: LIST, position: 4 })[1]).toMatchObject({
      ecommerce: { items: [{ item_list_id: 'demo-stock', index: 5 }] },
    })
  })

  it.each<[string, string[], string[], boolean, { start: number; count: number }]>([
    ['the first page, hydrated', [], ['a', 'b', 'c'], false, { start: 0, count: 3 }],
    ['load more: only the new ones, indexes continuing', ['a', 'b'], ['a', 'b', 'c', 'd'], false, { start: 2, count: 2 }],
    ['nothing new (a re-render)', ['a', 'b'], ['a', 'b'], false, { start: 2, count: 0 }],
    ['new filters or sort: all again from 1', ['a', 'b'], ['a', 'b'], true, { start: 0, count: 2 }],
    ['a list that no longer begins with what was reported: all', ['a', 'b'], ['b', 'c'], false, { start: 0, count: 2 }],
    ['no results after new filters', ['a'], [], true, { start: 0, count: 0 }],
  ])('newlyShown: %s', (_, reported, shown, replaced, expected) => {
    expect(newlyShown(reported, shown, replaced)).toEqual(expected)
  })

  it('a listing card and a similar card name the same vehicle alike (brand once, the version as variant)', () => {
    const vehicle = {
      id: 12,
      vin: 'V12',
      state: 'approved',
      status: 'stock',
      nameplate_brand_name: 'Aurelia',
      nameplate_name: 'E5',
      model_display_name: 'Aurelia E5',
      version: 'Sport',
      msrp_price: 30000,
    }
    const fromCard = cardItem(cardVehicle(vehicle, { list: 'demo-stock', market: 'standard', texts }))
    const fromSimilar = similarItem(similarCard(vehicle, { texts }))
    expect(fromCard).toEqual({ id: '12', name: 'Aurelia E5', brand: 'Aurelia', state: 'approved', variant: 'Sport', price: 30000 })
    expect({ ...fromSimilar, id: String(fromSimilar.id) }).toEqual(fromCard)
  })
})
