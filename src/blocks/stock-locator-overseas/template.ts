import { stockLocatorFields, type StockLocatorFields } from '../stock-locator-fields.ts'
import { defineTemplate, type BlockTemplate } from '../template.ts'

/**
 * spec 3 §2, spec 2 §3.13 Stock Locator Overseas (id 79): the listing with the overseas market's
 * price rules; works only when stock_locator.market is 'overseas'. Models, statuses, production
 * year, engine types and specific colours are filtered by default.
 */
export const stockLocatorOverseas: BlockTemplate<StockLocatorFields> = defineTemplate({
  key: 'stock-locator-overseas',
  name: 'Stock Locator Overseas',
  description:
    "The overseas market's vehicle listing of a stock list (sale prices shown against the list price, no lease or subscription prices); only where stock_locator.market is 'overseas'.",
  short_description: 'Vehicle listing for the overseas market',
  group: 'Stock Locator',
  list_priority: 79,
  fields: stockLocatorFields('overseas'),
})
