export const PAGE_CATEGORY_MAPPING_KEY = 'data_layers.page_category_mapping' as const

/** spec 1 §2 Page categorisation: the fixed categories by route name. */
const ROUTE_CATEGORIES: Readonly<Record<string, string>> = {
  'stock-locator-order-online-details': 'checkout',
  'stock-locator-order-online-checkout': 'checkout_reservation',
  'stock-locator-order-online-success': 'checkout_order_confirmation',
  'stock-locator-preview': 'pdp',
}

/** Admin regexes run against visitor-controlled URLs: a bounded input keeps a bad one cheap. */
const MAX_TESTED_LENGTH = 2048

export interface PageCategoryInput {
  routeName: string
  /** Path plus query string of the current URL, e.g. '/offers?model=aurora'. */
  pathWithQuery: string
  hasStockLocatorBlocks: boolean
  /** The data_layers.page_category_mapping setting: category → regular expression. */
  mapping: Readonly<Record<string, unknown>>
  warn: (message: string) => void
}

/** The mapping's first category whose regex matches; bad regexes are warned and skipped. */
function mappedCategory({ pathWithQuery, mapping, warn }: PageCategoryInput): string | null {
  const subject = pathWithQuery.slice(0, MAX_TESTED_LENGTH)
  for (const [category, pattern] of Object.entries(mapping)) {
    let regex: RegExp
    try {
      if (typeof pattern !== 'string') throw new TypeError('not a string')
      regex = new RegExp(pattern)
    } catch {
      warn(`Invalid regular expression for category "${category}" in ${PAGE_CATEGORY_MAPPING_KEY}: ${JSON.stringify(pattern)}`)
      continue
    }
    if (regex.test(subject)) return category
  }
  return null
}

/**
 * spec 1 §2 Page categorisation (analytics): the admin mapping first, then the route, then
 * stock-locator blocks (plp), else dx_other.
 * @example categorisePage({ routeName: 'stock-locator-preview', pathWithQuery: '/showroom/a-1', hasStockLocatorBlocks: false, mapping: {}, warn }) // → 'pdp'
 */
export function categorisePage(input: PageCategoryInput): string {
  return mappedCategory(input) ?? ROUTE_CATEGORIES[input.routeName] ?? (input.hasStockLocatorBlocks ? 'plp' : 'dx_other')
}
