import type { MileageUnit } from '../../rules/units.ts'
import type { ResolvedDisclaimers } from '../../rules/disclaimers.ts'
import type { ReverseCalculatorSettings } from '../../rules/finance.ts'
import type { FilterKey } from '../../rules/filters.ts'
import type { StockPriceFormat } from '~/pricing/stock-price.ts'
import type { StockMarket } from '../../rules/prices.ts'
import type { PostcodeSearchResult } from '../../rules/postcode-search.ts'
import type { StockTexts } from '../../texts/texts.ts'
import type { CardVehicle } from './card.ts'
import type { ListingFacetsView, ListingMeta } from './listing-api.ts'
import type { ListingRequest } from './listing-state.ts'

/**
 * What a listing block's server data gives its renderer (spec 3 §2): the first page of cards for
 * the URL the server saw, and what the browser needs to load more and to filter — serialisable,
 * so it travels in the page's loader data.
 */
export type ListingView =
  /** No list key, or one the market does not have: nothing public; in the editor a note. */
  | { status: 'no-list'; list: string }
  /** spec 3 §2: the overseas block works only when stock_locator.market is 'overseas'. */
  | { status: 'not-overseas' }
  | ListingReady

export interface ListingReady {
  status: 'ready'
  list: string
  /** The block showing the list (its item_list_name in the data layer, ADR 087). */
  block: 'standard' | 'overseas'
  /** spec 3 §2 vehicles.headline: the heading above the list, when the block sets one. */
  headline?: string
  /** The market's base path before site paths ('' at the root, '/ar' …): the cards' links go under it. */
  base: string
  market: StockMarket
  /** spec 3 §2: the block's brand (sl_key_brand), sent as filter[nameplate_brand_name_eq]. */
  brand: string | null
  /** spec 2 §3.3 Brand family filter (ci_key_model): the model group the block keeps to; null or absent for all (ADR 163). */
  family?: string | null
  /** The filters the block shows, in display order (shownFilterKeys). */
  shown: FilterKey[]
  priceFormat: StockPriceFormat
  /** The market's texts, resolved on the server (ADR 089). */
  texts: StockTexts
  /** The price disclaimers shown, with their markers (spec 3 §3 Price disclaimers). */
  disclaimers: ResolvedDisclaimers['present']
  budget: ReverseCalculatorSettings
  /** How the browser makes the cards of the next pages (cardVehicle options). */
  card: { attributes: string[] | null; icons: string[] | null; omittedBrand: string | null; mileageUnit: MileageUnit }
  /**
   * The postcode / state / retailer search (spec 3 §2, §4; ADR 085): what the server found for the
   * URL's search; null when the market's feature is off.
   */
  postcode: PostcodeSearchResult | null
  /** The block parts the listing needs (ADR 092): the postcode search's when it is on. */
  parts?: 'postcode-search'[]
  /** The request the server answered, and its answer. */
  request: ListingRequest
  cards: CardVehicle[]
  meta: ListingMeta
  facets: ListingFacetsView
}
