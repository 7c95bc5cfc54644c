/**
 * spec 3 §2 Page categories for analytics, and which routes render page meta tags. Pure: the
 * caller passes the route's name, whether the page holds stock-locator blocks and the mapping
 * setting; what to log goes through `warn`.
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

/** spec 3 §2: the categories of the stock locator's named routes. */
export const ROUTE_PAGE_CATEGORIES: Readonly<Record<string, PageCategory>> = {
  'stock-locator-order-online-details': 'checkout',
  'stock-locator-order-online-checkout': 'checkout_reservation',
  'stock-locator-order-online-success': 'checkout_order_confirmation',
  'stock-locator-preview': 'pdp',
}

export const PAGE_CATEGORY_MAPPING_KEY = 'data_layers.page_category_mapping'

/**
 * The regular expressions of data_layers.page_category_mapping (JSON {category: expression}, as
 * text or as the settings reader's object), in order. Invalid JSON, a value that is not an object, an expression that is not a string or does
 * not compile: logged through `warn` and skipped (spec 3 §8).
 */
export function pageCategoryMapping(
  raw: string | Readonly<Record<string, unknown>> | null | undefined,
  warn: (message: string) => void = () => {},
): [string, RegExp][] {
  let parsed: unknown = raw
  if (typeof raw === 'string') {
    if (!raw.trim()) return []
    try {
      parsed = JSON.parse(raw)
    } catch {
      warn(`Invalid JSON in ${PAGE_CATEGORY_MAPPING_KEY}`)
      return []
    }
  }
  if (parsed === null || parsed === undefined) return []
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    warn(`Invalid JSON in ${PAGE_CATEGORY_MAPPING_KEY}`)
    return []
  }
  return Object.entries(parsed).flatMap(([category, pattern]): [string, RegExp][] => {
    try {
      if (typeof pattern !== 'string') throw new Error('not a string')
      return [[category, new RegExp(pattern)]]
    } catch {
      warn(`Invalid regular expression for page category ${category} in ${PAGE_CATEGORY_MAPPING_KEY}: ${JSON.stringify(pattern)}`)
      return []
    }
  })
}

/**
 * spec 3 §2: a page's analytics category. The mapping is tested first against the path plus
 * query (the first matching expression wins); then the route's own category; then plp for a page
 * holding stock-locator blocks; else dx_other.
 *
 * @example pageCategory({ routeName: 'dynamic-routes', pathWithQuery: '/offers', hasStockLocator: true }) // 'plp'
 */
export function pageCategory(page: {
  routeName?: string | null
  pathWithQuery: string
  hasStockLocator?: boolean
  mapping?: readonly [string, RegExp][]
}): PageCategory {
  const mapped = page.mapping?.find(([, pattern]) => {
    pattern.lastIndex = 0
    return pattern.test(page.pathWithQuery)
  })
  if (mapped) return mapped[0]
  const byRoute = page.routeName ? ROUTE_PAGE_CATEGORIES[page.routeName] : undefined
  if (byRoute) return byRoute
  return page.hasStockLocator ? 'plp' : 'dx_other'
}

/** spec 3 §2: no page meta tags on stock-locator-preview, nor on a route whose name contains stock-locator-order-online. */
export function rendersMetaTags(routeName: string | null | undefined): boolean {
  return routeName !== 'stock-locator-preview' && !routeName?.includes('stock-locator-order-online')
}
