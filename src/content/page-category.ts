import { z } from 'zod'

export const PAGE_CATEGORY_MAPPING_KEY = 'data_layers.page_category_mapping'

/** spec 1 §2 Page categorisation: the fixed categories by route name. */
const ROUTE_CATEGORIES: Readonly<Record<string, string>> = {
  'stock-locator-order-online-details': 'checkout',
  'stock-locator-order-online-checkout': 'checkout_reservation',
  'stock-locator-order-online-success': 'checkout_order_confirmation',
  'stock-locator-preview': 'pdp',
}

/** Admin regexes run against visitor-controlled URLs: a bounded input keeps a bad one cheap. */
const MAX_TESTED_LENGTH = 2048

const mappingSchema = z.record(z.string(), z.unknown())

export interface PageCategoryInput {
  routeName: string
  /** Path plus query string of the current URL, e.g. '/offers?model=aurora'. */
  pathWithQuery: string
  hasStockLocatorBlocks: boolean
  /** The raw data_layers.page_category_mapping setting (JSON: category → regular expression). */
  mappingJson: string | null
  warn: (message: string) => void
}

/** The mapping's first category whose regex matches; bad JSON and bad regexes are warned and skipped. */
function mappedCategory({ pathWithQuery, mappingJson, warn }: PageCategoryInput): string | null {
  if (mappingJson === null || mappingJson.trim() === '') return null
  let parsed: unknown
  try {
    parsed = JSON.parse(mappingJson)
  } catch {
    warn(`Invalid JSON in ${PAGE_CATEGORY_MAPPING_KEY}`)
    return null
  }
  const mapping = mappingSchema.safeParse(parsed)
  if (!mapping.success) {
    warn(`Invalid Object in ${PAGE_CATEGORY_MAPPING_KEY}`)
    return null
  }
  const subject = pathWithQuery.slice(0, MAX_TESTED_LENGTH)
  for (const [category, pattern] of Object.entries(mapping.data)) {
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
 * @example categorisePage({ routeName: 'stock-locator-preview', pathWithQuery: '/showroom/a-1', hasStockLocatorBlocks: false, mappingJson: null, warn }) // → 'pdp'
 */
export function categorisePage(input: PageCategoryInput): string {
  return mappedCategory(input)
    ?? ROUTE_CATEGORIES[input.routeName]
    ?? (input.hasStockLocatorBlocks ? 'plp' : 'dx_other')
}
