import type { DataLayerEntry } from '~/consent/tag-manager.ts'
import type { CardVehicle } from './listing/card.ts'
import { PRICE_ON_REQUEST, type PriceEntry } from '../rules/prices.ts'
import { analyticsOffer, vehicleTitle } from '../rules/vehicle-identity.ts'
import type { ShowroomVehicle, SimilarCard } from './showroom/showroom.ts'

/**
 * The stock locator's analytics data layer (ADR 087): GA4 ecommerce events for the
 * listing blocks, the showroom and its similar vehicles, pushed to `window.dataLayer` only — no
 * third-party script is loaded. Pure builders with one small push; spec 1 and spec 3 fix an item's
 * quantity at 1 and its index 1-based (spec 3 §9 Analytics).
 */

/** GA4's recommended ecommerce events the stock locator pushes (ADR 087). */
export const ECOMMERCE_EVENTS = {
  viewItemList: 'view_item_list',
  selectItem: 'select_item',
  viewItem: 'view_item',
  addToWishlist: 'add_to_wishlist',
} as const

/** item_list_name of each list of vehicles (ADR 087): the block that shows it. */
export const ITEM_LIST_NAMES = {
  standard: 'Stock Locator',
  overseas: 'Stock Locator Overseas',
  carousel: 'Stock Locator Carousel',
  similar: 'Similar vehicles',
} as const

/** item_list_id of the showroom's similar vehicles (a list with no stock-list key of its own). */
export const SIMILAR_VEHICLES_LIST_ID = 'similar_vehicles'

/** A list of vehicles as the data layer names it: item_list_id (the stock list key) and item_list_name (the block). */
export interface ItemList {
  id: string
  name: string
}

/** What the data layer says of a vehicle. */
export interface AnalyticsVehicle {
  id: string | number
  /** The name the card or page shows (brand and model). */
  name: string
  brand: string | null
  /** spec 3 §4 Vehicle state: new, used, approved (demo …). */
  state: string | null
  /** The version (spec 3 §3 version). */
  variant: string | null
  /** The price shown first (shownPrice), null when none is shown. */
  price: number | null
}

/** A GA4 ecommerce item. */
export interface EcommerceItem {
  item_id: string
  item_name: string
  item_brand?: string
  item_category?: string
  /** spec 3 §4: the state's analytics offer (new_vehicle_offer …, ADR 068). */
  item_category2?: string
  item_variant?: string
  price?: number
  currency?: string
  item_list_id?: string
  item_list_name?: string
  /** spec 3 §9: 1-based. */
  index?: number
  /** spec 3 §9: always 1. */
  quantity: 1
}

/** GTM's convention: the previous ecommerce object is cleared before each ecommerce event. */
export const CLEAR_ECOMMERCE: DataLayerEntry = { ecommerce: null }

/**
 * The price a card or page shows first (spec 3 §4 Prices: the sale price of an old/sale pair),
 * null when it is hidden or on request.
 */
export function shownPrice(prices: readonly PriceEntry[]): number | null {
  const first = prices[0]
  if (!first || first.hiddenFromVisitors || first.label === PRICE_ON_REQUEST) return null
  return first.value_raw
}

/** A listing card's vehicle (item_name the card's title, item_variant its version). */
export const cardItem = (card: CardVehicle): AnalyticsVehicle => ({
  id: card.id,
  name: card.title,
  brand: card.brand,
  state: card.state,
  variant: card.subtitle,
  price: shownPrice(card.prices),
})

/** The showroom's vehicle, named as its listing card names it (the same item in list and detail). */
export const showroomItem = (vehicle: ShowroomVehicle): AnalyticsVehicle => ({
  id: vehicle.id,
  name: vehicleTitle(vehicle.specification.brand, vehicle.specification.title),
  brand: vehicle.specification.brand || null,
  state: vehicle.specification.state || null,
  variant: vehicle.specification.version,
  price: shownPrice(vehicle.prices.list),
})

/** A similar vehicle's card: its purchase price is the one it shows. */
export const similarItem = (card: SimilarCard): AnalyticsVehicle => ({
  id: card.id,
  name: card.name,
  brand: card.brand,
  state: card.state,
  variant: card.version,
  price: card.price ? shownPrice([card.price]) : null,
})

/** A vehicle as an ecommerce item; absent facts are left out, never sent empty. */
export function ecommerceItem(
  vehicle: AnalyticsVehicle,
  options: { currency?: string | null; list?: ItemList; index?: number } = {},
): EcommerceItem {
  const offer = analyticsOffer(vehicle.state)
  return {
    item_id: String(vehicle.id),
    item_name: vehicle.name,
    ...(vehicle.brand ? { item_brand: vehicle.brand } : {}),
    ...(vehicle.state ? { item_category: vehicle.state } : {}),
    ...(offer ? { item_category2: offer } : {}),
    ...(vehicle.variant ? { item_variant: vehicle.variant } : {}),
    ...(vehicle.price !== null ? { price: vehicle.price } : {}),
    ...(options.currency ? { currency: options.currency } : {}),
    ...(options.list ? { item_list_id: options.list.id, item_list_name: options.list.name } : {}),
    ...(options.index !== undefined ? { index: options.index } : {}),
    quantity: 1,
  }
}

const currencyOf = (currency: string | null | undefined) => (currency ? { currency } : {})

/**
 * `view_item_list` for vehicles shown in a list, the first of them at 0-based position `start`
 * (load more continues the indexes: spec 3 §9 1-based). Nothing when there are none.
 */
export function itemListEvents(
  list: ItemList,
  vehicles: readonly AnalyticsVehicle[],
  options: { currency?: string | null; start?: number } = {},
): DataLayerEntry[] {
  if (vehicles.length === 0) return []
  const start = options.start ?? 0
  return [
    CLEAR_ECOMMERCE,
    {
      event: ECOMMERCE_EVENTS.viewItemList,
      ecommerce: {
        item_list_id: list.id,
        item_list_name: list.name,
        ...currencyOf(options.currency),
        items: vehicles.map((vehicle, i) => ecommerceItem(vehicle, { currency: options.currency, list, index: start + i + 1 })),
      },
    },
  ]
}

/** `select_item` for a vehicle opened from a list at 0-based `position`. */
export function selectItemEvents(
  list: ItemList,
  vehicle: AnalyticsVehicle,
  position: number,
  options: { currency?: string | null } = {},
): DataLayerEntry[] {
  return [
    CLEAR_ECOMMERCE,
    {
      event: ECOMMERCE_EVENTS.selectItem,
      ecommerce: {
        item_list_id: list.id,
        item_list_name: list.name,
        ...currencyOf(options.currency),
        items: [ecommerceItem(vehicle, { currency: options.currency, list, index: position + 1 })],
      },
    },
  ]
}

/** An event about one vehicle (view_item, add_to_wishlist): currency and value when a price is shown. */
function singleItemEvent(
  event: string,
  vehicle: AnalyticsVehicle,
  options: { currency?: string | null; list?: ItemList; position?: number },
): DataLayerEntry {
  const index = options.position === undefined ? undefined : options.position + 1
  return {
    event,
    ecommerce: {
      ...currencyOf(options.currency),
      ...(vehicle.price !== null && options.currency ? { value: vehicle.price } : {}),
      items: [ecommerceItem(vehicle, { currency: options.currency, list: options.list, index })],
    },
  }
}

/**
 * The showroom's view of a vehicle: `view_item`, then the state's offer event (spec 3 §4 'In
 * analytics, the states map to new-, approved- and used-vehicle offers'; names ADR 068) for a
 * state that has one.
 */
export function viewItemEvents(vehicle: AnalyticsVehicle, options: { currency?: string | null } = {}): DataLayerEntry[] {
  const offer = analyticsOffer(vehicle.state)
  return [
    CLEAR_ECOMMERCE,
    singleItemEvent(ECOMMERCE_EVENTS.viewItem, vehicle, options),
    ...(offer ? [{ event: offer, item_id: String(vehicle.id), item_category: vehicle.state }] : []),
  ]
}

/** `add_to_wishlist` when a vehicle is saved (spec 3 §4 Saved vehicles); from a list, with its list and index. */
export function addToWishlistEvents(
  vehicle: AnalyticsVehicle,
  options: { currency?: string | null; list?: ItemList; position?: number } = {},
): DataLayerEntry[] {
  return [CLEAR_ECOMMERCE, singleItemEvent(ECOMMERCE_EVENTS.addToWishlist, vehicle, options)]
}

/**
 * Which of a list's vehicles are newly shown, as the 0-based position of the first: after load
 * more the ones after those reported before; after new filters or sort (`replaced`), or when the
 * list no longer begins with what was reported, all of them from 0. `count` 0: nothing new.
 */
export function newlyShown(reported: readonly string[], shown: readonly string[], replaced: boolean): { start: number; count: number } {
  const continues = !replaced && reported.length <= shown.length && reported.every((id, i) => shown[i] === id)
  const start = continues ? reported.length : 0
  return { start, count: shown.length - start }
}
