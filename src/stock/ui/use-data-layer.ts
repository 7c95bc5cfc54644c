import { useEffect } from 'react'
import { pushToDataLayer, type DataLayerEntry } from '~/consent/tag-manager.ts'
import { itemListEvents, type AnalyticsVehicle, type ItemList } from './analytics.ts'

/**
 * The browser side of the stock locator's data layer (ADR 087): thin hooks over the pure builders
 * of analytics.ts.
 */

/**
 * Pushes once the current effects have run. NOTE: a block's effects run before its route's, so a
 * list pushed straight from one would come before the page's `page_view`.
 */
export function pushAfterPageView(entries: readonly DataLayerEntry[]): void {
  if (entries.length === 0) return
  queueMicrotask(() => pushToDataLayer(window, entries))
}

/**
 * Pushes `view_item_list` for a list shown whole (the carousel, similar vehicles) once per list and
 * set of vehicles: memoise `list` and `vehicles`.
 */
export function useItemListView(list: ItemList, vehicles: readonly AnalyticsVehicle[], currency: string | null): void {
  useEffect(() => {
    pushAfterPageView(itemListEvents(list, vehicles, { currency }))
  }, [list, vehicles, currency])
}
