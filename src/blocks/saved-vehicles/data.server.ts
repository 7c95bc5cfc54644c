import { readSetting, readSettingJson } from '~/settings/keys.ts'
import { stockPagePath } from '~/stock/rules/back-button.ts'
import { priceDisclaimersSchema } from '~/stock/rules/disclaimer-settings.ts'
import { stockPriceFormat } from '~/pricing/price-settings.ts'
import { stockMarketOf } from '~/stock/rules/prices.ts'
import { omittedSlugBrand } from '~/stock/rules/vehicle-identity.ts'
import { marketMileageUnit } from '~/stock/rules/units.ts'
import { marketStockTexts } from '~/stock/texts/market.ts'
import type { BlockDataResolver } from '../block-data.server.ts'
import { PRICE_DISCLAIMERS_SETTING, STOCK_MARKET_SETTING } from '../stock-locator-data.server.ts'
import type { SavedVehiclesFields } from './template.ts'
import type { SavedVehiclesView } from './view.ts'

/**
 * The Saved Vehicles block's data (ADR 083): no vehicles — they live in the visitor's browser —
 * but the market's settings its cards and back button need.
 */
export const resolveData: BlockDataResolver<SavedVehiclesFields, unknown, SavedVehiclesView> = async (_block, context) => ({
  base: context.site.basePath === '/' ? '' : context.site.basePath.replace(/\/+$/, ''),
  market: stockMarketOf(readSetting(context.settings, STOCK_MARKET_SETTING)),
  priceFormat: stockPriceFormat(context.settings, context.warn),
  texts: marketStockTexts(context.settings, context.warn),
  globalDisclaimers: readSettingJson(context.settings, PRICE_DISCLAIMERS_SETTING, priceDisclaimersSchema, {}, context.warn),
  omittedBrand: omittedSlugBrand(context.settings),
  mileageUnit: marketMileageUnit(readSetting(context.settings, 'general.language')),
  stockPage: stockPagePath(context.settings),
  apiRoot: readSetting(context.settings, 'stock_locator.api_root').trim() || null,
})
