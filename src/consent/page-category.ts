/**
 * spec 1 §2 and spec 3 §2 Page categorisation: the category a page's `page_view` carries in the
 * data layer. Pure: the caller passes the route's name, whether the page holds stock-locator
 * blocks and the mapping setting; what to log goes through `warn`.
 */

export type PageCategory =
  | 'plp'
  | 'pdp'
  | 'checkout'
  | 'checkout_reservation'
  | 'checkout_order_confirmation'
  | 'dx_other'
  /** A category named by data_layers.page_category_mapping. */
  | (string & {})

export const PAGE_CATEGORY_MAPPING_KEY = 'data_layers.page_category_mapping'

/** The categories of the stock locator's named routes. */
const ROUTE_PAGE_CATEGORIES: Readonly<Record<string, PageCategory>> = {
  'stock-locator-order-online-details': 'checkout',
  'stock-locator-order-online-checkout': 'checkout_reservation',
  'stock-locator-order-online-success': 'checkout_order_confirmation',
  'stock-locator-preview': 'pdp',
}

/** The admin's expressions run against visitor-controlled URLs: a bounded input keeps a slow one cheap. */
const MAX_TESTED_LENGTH = 2048

/**
 * The mapping setting's expressions (category → regular expression, as the settings reader gives
 * it), in order. One that is not a string or does not compile is logged through `warn` and
 * skipped (spec 3 §8).
 */
export function pageCategoryMapping(mapping: Readonly<Record<string, unknown>>, warn: (message: string) => void): [string, RegExp][] {
  return Object.entries(mapping).flatMap(([category, pattern]): [string, RegExp][] => {
    try {
      if (typeof pattern !== 'string') throw new TypeError('not a string')
      return [[category, new RegExp(pattern)]]
    } catch {
      warn(`Invalid regular expression for page category ${category} in ${PAGE_CATEGORY_MAPPING_KEY}: ${JSON.stringify(pattern)}`)
      return []
    }
  })
}

/**
 * A page's analytics category: the mapping is tested first against the path plus query (the first
 * matching expression wins); then the route's own category; then plp for a page holding
 * stock-locator blocks; else dx_other.
 *
 * @example pageCategory({ routeName: 'dynamic-routes', pathWithQuery: '/offers', hasStockLocator: true, mapping: [] }) // 'plp'
 */
export function pageCategory(page: {
  routeName: string
  pathWithQuery: string
  hasStockLocator?: boolean
  mapping: readonly [string, RegExp][]
}): PageCategory {
  const subject = page.pathWithQuery.slice(0, MAX_TESTED_LENGTH)
  const mapped = page.mapping.find(([, pattern]) => pattern.test(subject))
  if (mapped) return mapped[0]
  return ROUTE_PAGE_CATEGORIES[page.routeName] ?? (page.hasStockLocator ? 'plp' : 'dx_other')
}
