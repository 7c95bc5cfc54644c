import type { StockMarket } from '~/stock/rules/prices.ts'
import type { PriceDisclaimers } from '~/stock/rules/disclaimers.ts'
import type { StockPriceFormat } from '~/pricing/stock-price.ts'
import type { StockTexts } from '~/stock/texts/texts.ts'
import type { MileageUnit } from '~/stock/rules/units.ts'

/** What the Saved Vehicles block's server data gives its renderer: the market's settings the browser needs (ADR 083). */
export interface SavedVehiclesView {
  /** The market's base path before site paths ('' at the root). */
  base: string
  market: StockMarket
  priceFormat: StockPriceFormat
  /** The market's texts, resolved on the server (ADR 089). */
  texts: StockTexts
  /** The market's price disclaimers; a list's enabled ones override them per card (spec 3 §3). */
  globalDisclaimers: PriceDisclaimers
  omittedBrand: string | null
  /** The market's mileage unit for a vehicle that names none (ADR 140). */
  mileageUnit: MileageUnit
  /** spec 3 §2: the stock page the back button leads to (stockPagePath). */
  stockPage: string
  /** The setting stock_locator.api_root: where the browser fetches the vehicles (null: this server's /api/inventory). */
  apiRoot: string | null
}
