import { readSetting, readSettingJson } from '~/settings/keys.ts'
import { parseListingQuery } from '~/stock/listing/query.ts'
import { cardVehicle } from '~/stock/ui/listing/card.ts'
import { priceDisclaimersSchema } from '~/stock/rules/disclaimer-settings.ts'
import { resolveDisclaimers } from '~/stock/rules/disclaimers.ts'
import { stockPriceFormat } from '~/pricing/price-settings.ts'
import { stockMarketOf } from '~/stock/rules/prices.ts'
import { omittedSlugBrand } from '~/stock/rules/vehicle-identity.ts'
import { marketMileageUnit } from '~/stock/rules/units.ts'
import { marketStockTexts } from '~/stock/texts/market.ts'
import { cardRowTexts } from '~/stock/texts/texts.ts'
import { stockPagePath } from '~/stock/rules/back-button.ts'
import { pointsAtStock, stockLocatorHref, stockPointerFilters } from '~/stock/rules/stock-pointer.ts'
import type { BlockDataResolver } from '../block-data.server.ts'
import { PRICE_DISCLAIMERS_SETTING, STOCK_MARKET_SETTING } from '../stock-locator-data.server.ts'
import type { StockLocatorCarouselFields } from './template.ts'
import type { CarouselView } from './view.ts'

/**
 * spec 3 §2 Stock Locator Carousel: the first page of its stock list (API_ITEMS_MAX vehicles, the
 * list's default order: newest first; ADR 084), read in process like the listing's, as cards.
 * The page's URL filters are not read: the carousel is no listing. An empty or unknown list key is
 * 'no-list'. A Stock Locator Brand or Model narrows the cars to it and adds the link to the listing
 * filtered the same way (ADR 163).
 */
export const resolveData: BlockDataResolver<StockLocatorCarouselFields, unknown, CarouselView> = async ({ fields }, context) => {
  const list = fields.ci_key_list.trim()
  if (!list) return { status: 'no-list', list }
  // A carousel shows no filters: its page is read without facet counts (a render's hot path).
  const pointer = { brand: fields.ci_key_brand, model: fields.ci_key_model }
  const query = parseListingQuery(new URLSearchParams([['items', String(fields.items)], ...stockPointerFilters(pointer)]))
  const page = await context.sources.stock.listing(context.site.id, list, query, { facets: [] })
  if (!page) return { status: 'no-list', list }
  const market = stockMarketOf(readSetting(context.settings, STOCK_MARKET_SETTING))
  const omittedBrand = omittedSlugBrand(context.settings)
  const globalDisclaimers = readSettingJson(context.settings, PRICE_DISCLAIMERS_SETTING, priceDisclaimersSchema, {}, context.warn)
  const texts = marketStockTexts(context.settings, context.warn)
  const mileageUnit = marketMileageUnit(readSetting(context.settings, 'general.language'))
  return {
    status: 'ready',
    list,
    base: context.site.basePath === '/' ? '' : context.site.basePath.replace(/\/+$/, ''),
    priceFormat: stockPriceFormat(context.settings, context.warn),
    texts: cardRowTexts(texts),
    disclaimers: resolveDisclaimers(globalDisclaimers, page.listing.disclaimers).present,
    cards: page.vehicles.map((vehicle) => cardVehicle(vehicle, { list, market, omittedBrand, texts, mileageUnit })),
    total: page.meta.total,
    stockHref: pointsAtStock(pointer)
      ? stockLocatorHref({ basePath: context.site.basePath, stockPage: stockPagePath(context.settings) }, pointer)
      : null,
  }
}
