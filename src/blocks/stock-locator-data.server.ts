import { readSetting, readSettingJson } from '~/settings/keys.ts'
import { ListingQueryError, parseListingQuery } from '~/stock/listing/query.ts'
import type { ListingPage } from '~/stock/listing/listing.server.ts'
import { cardVehicle, postcodeCardOptions } from '~/stock/ui/listing/card.ts'
import { postcodeSearchOn } from '~/stock/rules/postcode-search-setting.ts'
import { marketPostcodeAreas } from '~/stock/rules/postcode-areas-setting.ts'
import { apiQueryOf, blockFamily, MAX_FIRST_PAGES, requestFromQuery, type ListingRequest } from '~/stock/ui/listing/listing-state.ts'
import type { ListingReady, ListingView } from '~/stock/ui/listing/view.ts'
import { priceDisclaimersSchema } from '~/stock/rules/disclaimer-settings.ts'
import { resolveDisclaimers } from '~/stock/rules/disclaimers.ts'
import { reverseCalculatorSettings } from '~/stock/rules/finance-settings.ts'
import { budgetPriceCeiling } from '~/stock/rules/finance.ts'
import { shownFilterKeys } from '~/stock/rules/filters.ts'
import { stockPriceFormat } from '~/pricing/price-settings.ts'
import { stockMarketOf } from '~/stock/rules/prices.ts'
import { omittedSlugBrand } from '~/stock/rules/vehicle-identity.ts'
import { marketMileageUnit } from '~/stock/rules/units.ts'
import { marketStockTexts } from '~/stock/texts/market.ts'
import type { BlockDataContext, BlockDataResolver } from './block-data.server.ts'
import { vehiclesSchema } from '~/stock/ui/listing/vehicles-setting.ts'
import type { StockLocatorFields } from './stock-locator-fields.ts'

/** spec 3 §4 Market variant: the admin setting that makes a market 'overseas'. */
export const STOCK_MARKET_SETTING = 'stock_locator.market'
/** The market's own price disclaimers, which a list's enabled ones override (spec 3 §3; ADR 074). */
export const PRICE_DISCLAIMERS_SETTING = 'stock_locator.price_disclaimers'

/**
 * The data of a listing block (spec 3 §2): the first page of its stock list for the filters, sort
 * and pages in the page's URL (spec 3 §2 URL format), read in process with queryListing, so the
 * first HTML has the cards. A URL whose filters the list query refuses (an unknown status …) is
 * logged and answered unfiltered. The overseas block answers 'not-overseas' outside an overseas
 * market; an empty or unknown list key 'no-list'.
 */
export const resolveStockLocator =
  (block: 'standard' | 'overseas'): BlockDataResolver<StockLocatorFields, unknown, ListingView> =>
  async ({ fields }, context) => {
    const market = stockMarketOf(readSetting(context.settings, STOCK_MARKET_SETTING))
    if (block === 'overseas' && market !== 'overseas') return { status: 'not-overseas' }
    const list = fields.ci_key_list.trim()
    if (!list) return { status: 'no-list', list }
    const brand = fields.sl_key_brand.trim() || null
    const family = blockFamily(fields.ci_key_model)
    const shown = shownFilterKeys(fields, { brandSelected: brand !== null })
    const budget = reverseCalculatorSettings(context.settings, context.warn)
    const asked = requestFromQuery(context.url?.search ?? '', shown, budgetPriceCeiling(budget))
    // spec 3 §2, §4: with the postcode search on, its dealers restrict the list (ADR 085).
    const postcode = postcodeSearchOn(context.settings)
      ? await context.sources.stock.postcodeSearch(
          context.site.id,
          list,
          new URLSearchParams(context.url?.search ?? ''),
          brand,
          marketPostcodeAreas(context.settings),
        )
      : null
    if (postcodeSearchOn(context.settings) && !postcode) return { status: 'no-list', list }
    const read = await firstPages(context, list, asked, { brand, family }, postcode?.dealerCodes ?? [])
    if (!read) return { status: 'no-list', list }
    const { request, pages } = read
    const first = pages[0]!
    const vehiclesSetting = vehiclesSchema.parse(fields.vehicles ?? {})
    const card = {
      attributes: vehiclesSetting.list ?? null,
      icons: vehiclesSetting.icons ?? null,
      omittedBrand: omittedSlugBrand(context.settings),
      mileageUnit: marketMileageUnit(readSetting(context.settings, 'general.language')),
    }
    const globalDisclaimers = readSettingJson(context.settings, PRICE_DISCLAIMERS_SETTING, priceDisclaimersSchema, {}, context.warn)
    const last = pages[pages.length - 1]!
    const texts = marketStockTexts(context.settings, context.warn)
    return {
      status: 'ready',
      list,
      block,
      ...(vehiclesSetting.headline?.trim() ? { headline: vehiclesSetting.headline.trim() } : {}),
      base: context.site.basePath === '/' ? '' : context.site.basePath.replace(/\/+$/, ''),
      market,
      brand,
      family,
      shown,
      priceFormat: stockPriceFormat(context.settings, context.warn),
      texts,
      disclaimers: resolveDisclaimers(globalDisclaimers, first.listing.disclaimers).present,
      budget,
      card,
      postcode,
      // The postcode search's chunk loads only where it shows (ADR 092).
      ...(postcode ? { parts: ['postcode-search' as const] } : {}),
      request: { ...request, page: last.meta.page },
      cards: pages.flatMap((page) =>
        page.vehicles.map((vehicle) => cardVehicle(vehicle, { list, market, ...card, texts, ...postcodeCardOptions(postcode) })),
      ),
      meta: { total: last.meta.total, page: last.meta.page, items: last.meta.items, pages: last.meta.pages },
      facets: first.facets,
    } satisfies ListingReady
  }

/**
 * Pages 1 … the URL's page (at most MAX_FIRST_PAGES, and no further than the list has), one
 * query each. null for a list the market does not have.
 */
async function firstPages(
  context: BlockDataContext,
  list: string,
  asked: ListingRequest,
  { brand, family }: { brand: string | null; family: string | null },
  dealerCodes: readonly string[],
): Promise<{ request: ListingRequest; pages: ListingPage[] } | null> {
  let request = asked
  let first: ListingPage | null
  try {
    first = await context.sources.stock.listing(
      context.site.id,
      list,
      parseListingQuery(apiQueryOf(request, 1, brand, dealerCodes, family)),
    )
  } catch (error) {
    if (!(error instanceof ListingQueryError)) throw error
    context.warn(`Stock locator: ignoring the filters of the URL (${error.message})`)
    request = { values: {}, sort: null, page: 1 }
    first = await context.sources.stock.listing(
      context.site.id,
      list,
      parseListingQuery(apiQueryOf(request, 1, brand, dealerCodes, family)),
    )
  }
  if (!first) return null
  const pages = [first]
  const wanted = Math.min(request.page, MAX_FIRST_PAGES, Math.max(1, first.meta.pages))
  for (let page = 2; page <= wanted; page++) {
    const next = await context.sources.stock.listing(
      context.site.id,
      list,
      parseListingQuery(apiQueryOf(request, page, brand, dealerCodes, family)),
    )
    if (!next) break
    pages.push(next)
  }
  return { request, pages }
}
