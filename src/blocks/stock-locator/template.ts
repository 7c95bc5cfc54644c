import { stockLocatorFields, type StockLocatorFields } from '../stock-locator-fields.ts'
import { defineTemplate, type BlockTemplate } from '../template.ts'

/** spec 3 §2, spec 2 §3.13 Stock Locator (id 35): the vehicle listing of a stock list; every filter off by default. */
export const stockLocator: BlockTemplate<StockLocatorFields> = defineTemplate({
  key: 'stock-locator',
  name: 'Stock Locator',
  description:
    'The vehicles of a stock list as cards, with the filters you switch on, sorting, load more, saved vehicles and a monthly-budget filter.',
  short_description: 'Vehicle listing of a stock list',
  group: 'Stock Locator',
  list_priority: 35,
  fields: stockLocatorFields('standard'),
})
