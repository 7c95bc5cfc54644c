import { pathInMarket } from '~/sites/sites.ts'
import { BACKEND_FILTER_KEYS, filtersToQuery } from './filters.ts'

/**
 * spec 2 §3.3, spec 3 §2 "Other editor fields that point at stock": Stock Locator Brand
 * (ci_key_brand) and Stock Locator Model (ci_key_model, 'None' for none). A block carrying them
 * shows that brand's or model's vehicles and links to the listing filtered the same way (ADR 163).
 * Pure, for the server and the browser alike.
 */
export interface StockPointer {
  /** ci_key_brand: a brand as the stock feed spells it (nameplate_brand_name); '' for any. */
  brand: string
  /** ci_key_model: a nameplate as the stock feed spells it (nameplate_name); 'None' or '' for any. */
  model: string
}

const brandOf = (pointer: StockPointer) => pointer.brand.trim()
const modelOf = (pointer: StockPointer) => (pointer.model.trim() === 'None' ? '' : pointer.model.trim())

/** Whether the block points at some stock rather than all of it. */
export const pointsAtStock = (pointer: StockPointer): boolean => brandOf(pointer) !== '' || modelOf(pointer) !== ''

/**
 * The inventory query's filters for the pointer (spec 3 §7 backend keys): the brand as
 * nameplate_brand_name_in, the model as nameplate_name_in.
 *
 * @example stockPointerFilters({ brand: 'Aurelia', model: 'E7' })
 *   // [['nameplate_brand_name_in', 'Aurelia'], ['nameplate_name_in', 'E7']]
 */
export function stockPointerFilters(pointer: StockPointer): [string, string][] {
  const entries: [string, string][] = []
  if (brandOf(pointer)) entries.push([BACKEND_FILTER_KEYS.brands, brandOf(pointer)])
  if (modelOf(pointer)) entries.push([BACKEND_FILTER_KEYS.models, modelOf(pointer)])
  return entries
}

/**
 * The listing page filtered by the pointer: the market's stock page (stock_locator.stock_page_path)
 * under its base path, with the listing's own URL filters (spec 3 §2: `brands`, `models`), so the
 * visitor lands on the listing showing those vehicles with the filters set.
 *
 * @example stockLocatorHref({ basePath: '/ar', stockPage: '/stock' }, { brand: 'Aurelia', model: 'E7' })
 *   // '/ar/stock?brands=Aurelia&models=E7'
 */
export function stockLocatorHref(market: { basePath: string; stockPage: string }, pointer: StockPointer): string {
  const path = pathInMarket(market.basePath, market.stockPage.startsWith('/') ? market.stockPage : `/${market.stockPage}`)
  const brand = brandOf(pointer)
  const model = modelOf(pointer)
  const query = new URLSearchParams(filtersToQuery({ brands: brand ? [brand] : [], models: model ? [model] : [] })).toString()
  return query ? `${path}?${query}` : path
}
