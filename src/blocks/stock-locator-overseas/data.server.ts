import { resolveStockLocator } from '../stock-locator-data.server.ts'

/** The listing's first page for the page's URL, read in process (stock-locator-data.server.ts). */
export const resolveData = resolveStockLocator('overseas')
