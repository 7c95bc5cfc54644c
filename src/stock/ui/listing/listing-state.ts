import { API_ITEMS_MAX, SORT_OPTIONS, type SortOption } from '../../rules/constants.ts'
import {
  buildFilter,
  FILTER_KEYS,
  filtersFromQuery,
  isRangeFilterKey,
  listQuery,
  MODEL_GROUP_KEY,
  queryNamesOf,
  withFilters,
  type Filter,
  type FilterKey,
  type FilterValues,
  type RangeFilterKey,
  type RangeValue,
} from '../../rules/filters.ts'
import { POSTCODE_SEARCH_QUERY_KEYS } from '../../rules/postcode-search.ts'
import type { CardVehicle } from './card.ts'
import type { ListingFacetsView, ListingMeta } from './listing-api.ts'
import { valueLabel, type StockTexts } from '../../texts/texts.ts'

/**
 * The listing's state and its rules (spec 3 §2 Vehicle listing screen, §4, §5): what the URL
 * says (filters, sort, page), the list request it makes, the filters it shows from the facets,
 * and how answers change the cards. Pure: the island (StockListing.tsx) and the server's first
 * page share it.
 */

/** What the page URL holds for the listing: the filters, the sort (null: the default) and the pages loaded. */
export interface ListingRequest {
  values: FilterValues
  sort: SortOption | null
  /** Pages loaded so far, from 1 ('load more' adds one). */
  page: number
}

/** Every URL parameter the listing reads (spec 3 §2): each filter's, the model group's, sort and page. */
export const LISTING_QUERY_PARAMS: readonly string[] = [
  ...FILTER_KEYS.flatMap((key) => queryNamesOf(key)),
  ...queryNamesOf(MODEL_GROUP_KEY),
  'sort',
  'page',
  // spec 3 §4: the postcode search's keys, read when the feature is on (ADR 085).
  ...Object.values(POSTCODE_SEARCH_QUERY_KEYS),
]

/**
 * The server renders at most this many pages of a URL's `page` (12 vehicles each), a bound on what
 * one anonymous request costs; the address is then brought back to the pages shown, and Load more
 * goes on from there.
 */
export const MAX_FIRST_PAGES = 10

/** spec 3 §3 Filter → the inventory answer's facet key (the vehicle column the filter reads). */
export const FACET_KEYS: Readonly<Record<FilterKey | typeof MODEL_GROUP_KEY, string>> = {
  brands: 'nameplate_brand_name',
  models: 'nameplate_name',
  financing_options: 'financing_options',
  states: 'state',
  statuses: 'status',
  msrp_price: 'msrp_price',
  display_price: 'display_price',
  mileage: 'mileage',
  production_year: 'production_year',
  model_year: 'model_year',
  power: 'power',
  engine_types: 'engine_type',
  transmissions: 'transmission',
  number_of_seats: 'number_of_seats',
  colors: 'color_canonical',
  specific_colors: 'color_name',
  dealers: 'owner_id',
  nameplate_model_group: 'nameplate_model_group',
}

/**
 * The keys a block reads from the URL: its shown filters, the model group (spec 3 §3 'There is
 * also nameplate_model_group') and msrp_price, which the budget calculator sets (spec 3 §3 Budget filter).
 */
export const readableKeys = (shown: readonly FilterKey[]): (FilterKey | typeof MODEL_GROUP_KEY)[] => [
  ...new Set<FilterKey | typeof MODEL_GROUP_KEY>([...shown, 'msrp_price', MODEL_GROUP_KEY]),
]

/**
 * The listing's request as the page URL holds it (spec 3 §2): filters of the readable keys, sort,
 * page. A price above `priceCeiling` (what the market's highest monthly budget buys) is brought
 * down to it, so a hand-made link shows no absurd "Price up to" (ADR 179).
 */
export function requestFromQuery(
  search: string | URLSearchParams,
  shown: readonly FilterKey[],
  priceCeiling: number = Number.POSITIVE_INFINITY,
): ListingRequest {
  const params = new URLSearchParams(search)
  const all = filtersFromQuery(params) as Record<string, unknown>
  const values = Object.fromEntries(readableKeys(shown).flatMap((key) => (all[key] === undefined ? [] : [[key, all[key]]]))) as FilterValues
  if (values.msrp_price) values.msrp_price = boundedRange(values.msrp_price, priceCeiling)
  const sort = params.get('sort')
  const page = Number(params.get('page'))
  return {
    values,
    sort: (SORT_OPTIONS as readonly string[]).includes(sort ?? '') ? (sort as SortOption) : null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  }
}

const boundedRange = ({ from, to }: RangeValue, ceiling: number): RangeValue => ({
  from: from === null ? null : Math.min(from, ceiling),
  to: to === null ? null : Math.min(to, ceiling),
})

/**
 * spec 3 §2: the page URL's query for a request — the filters that differ from their defaults
 * (withFilters), `sort` unless it is the default, `page` when more than the first is loaded; the
 * query's other parameters are kept.
 */
export function queryOfRequest(current: string, request: ListingRequest): string {
  const params = new URLSearchParams(withFilters(current, request.values))
  params.delete('sort')
  params.delete('page')
  if (request.sort) params.set('sort', request.sort)
  if (request.page > 1) params.set('page', String(request.page))
  return params.toString()
}

/**
 * spec 3 §7: the list request of one page (listQuery): API_ITEMS_MAX items, the block's brand, the
 * postcode search's dealers (filter[owner_dealer_codes_includes]) and the block's brand family
 * (spec 3 §3 nameplate_model_group 'set by the block', ADR 163), which wins over the URL's.
 */
export const apiQueryOf = (
  request: ListingRequest,
  page: number,
  brand?: string | null,
  dealerCodes: readonly string[] = [],
  family: string | null = null,
): URLSearchParams =>
  listQuery(family ? { ...request.values, [MODEL_GROUP_KEY]: [family] } : request.values, {
    items: API_ITEMS_MAX,
    page,
    sort: request.sort ?? undefined,
    brand: brand ?? undefined,
    dealerCodes,
  })

/** spec 2 §3.3 Brand family filter: the family a listing block keeps to, null for 'All' (ADR 163). */
export const blockFamily = (value: string): string | null => (value.trim() && value.trim() !== 'All' ? value.trim() : null)

/** Two requests ask for the same vehicles (the page count aside). */
export const sameSelection = (a: ListingRequest, b: ListingRequest): boolean =>
  a.sort === b.sort && withFilters('', a.values) === withFilters('', b.values)

/**
 * spec 3 §3 Filter: the shown filters built from the answer's facets — checkbox options with
 * their (disjunctive) counts and labels, sliders between the facet's min and max. A slider whose
 * facet has no range (no vehicle has the value) and a checkbox without options are left out,
 * unless something is selected in them.
 */
export function filtersOf(shown: readonly FilterKey[], facets: ListingFacetsView, values: FilterValues, texts: StockTexts): Filter[] {
  return shown.flatMap((key) => {
    const facetKey = FACET_KEYS[key]
    if (isRangeFilterKey(key)) {
      const range = facets.range[facetKey]
      if (!values[key] && (range?.min === null || range?.min === undefined || range.max === null || range.min === range.max)) return []
      return [buildFilter(key, { min: range?.min ?? undefined, max: range?.max ?? undefined }, values)]
    }
    // A dealer's option is named by the answer (its code stays the value, ADR 087); other values by their enumeration.
    const options = (facets.checkbox[facetKey] ?? []).map((o) => ({
      value: o.value,
      label: o.label ?? valueLabel(texts, key, o.value),
      count: o.count,
    }))
    const filter = buildFilter(key, { options }, values)
    return filter.type === 'checkbox' && filter.options.length === 0 && filter.value.length === 0 ? [] : [filter]
  })
}

/** A checkbox option turned on or off. */
export function toggleOption(values: FilterValues, key: Exclude<FilterKey, RangeFilterKey>, value: string, on: boolean): FilterValues {
  const current = values[key] ?? []
  const next = on ? [...new Set([...current, value])] : current.filter((v) => v !== value)
  const { [key]: _, ...rest } = values
  return next.length > 0 ? { ...rest, [key]: next } : rest
}

/**
 * A slider moved to [from, to]: a bound at the slider's end is open (null), and a range open at
 * both ends is no filter (spec 3 §5: active only when it differs from its min or max).
 */
export function setRange(
  values: FilterValues,
  key: RangeFilterKey,
  [from, to]: readonly [number, number],
  min: number,
  max: number,
): FilterValues {
  const { [key]: _, ...rest } = values
  const lower = from <= min ? null : Math.round(from)
  const upper = to >= max ? null : Math.round(to)
  return lower === null && upper === null ? rest : { ...rest, [key]: { from: lower, to: upper } }
}

/** spec 3 §2 'clear all filters': every filter the visitor can set is cleared; the model group (set by a link) stays. */
export function clearFilters(values: FilterValues): FilterValues {
  return values[MODEL_GROUP_KEY] ? { [MODEL_GROUP_KEY]: values[MODEL_GROUP_KEY] } : {}
}

/** spec 3 §2 Reverse budget calculator: the budget's maximum price as the msrp_price filter (no lower bound); null resets it. */
export function withBudget(values: FilterValues, maxMsrpPrice: number | null): FilterValues {
  const { msrp_price: _, ...rest } = values
  return maxMsrpPrice === null ? rest : { ...rest, msrp_price: { from: null, to: maxMsrpPrice } }
}

/** The listing as the island holds it. */
export interface ListingState {
  request: ListingRequest
  cards: CardVehicle[]
  meta: ListingMeta
  facets: ListingFacetsView
  /** A request under way: 'replace' for new filters or sort, 'append' for load more. */
  loading: 'replace' | 'append' | null
  failed: boolean
}

export type ListingAction =
  | { type: 'request'; request: ListingRequest; mode: 'replace' | 'append' }
  | { type: 'loaded'; mode: 'replace' | 'append'; cards: CardVehicle[]; meta: ListingMeta; facets: ListingFacetsView }
  | { type: 'failed' }
  | { type: 'kept'; request: ListingRequest }

/**
 * The island's reducer. New filters or sort replace the cards with the first page; load more
 * appends the next page's cards (a card already shown, moved by a change in between, once).
 */
export function listingReducer(state: ListingState, action: ListingAction): ListingState {
  switch (action.type) {
    case 'request':
      return { ...state, request: action.request, loading: action.mode, failed: false }
    case 'loaded': {
      if (action.mode === 'replace') return { ...state, cards: action.cards, meta: action.meta, facets: action.facets, loading: null }
      const seen = new Set(state.cards.map((card) => card.id))
      return {
        ...state,
        cards: [...state.cards, ...action.cards.filter((card) => !seen.has(card.id))],
        meta: action.meta,
        facets: action.facets,
        loading: null,
      }
    }
    case 'failed':
      return { ...state, loading: null, failed: true }
    // A link's filters the inventory API refused (a status it does not know): the cards shown,
    // the server's, stay under the request they answer.
    case 'kept':
      return { ...state, request: action.request, loading: null, failed: false }
  }
}

/** Whether another page can be loaded. */
export const hasMore = (state: Pick<ListingState, 'cards' | 'meta'>): boolean =>
  state.cards.length < state.meta.total && state.meta.page < state.meta.pages
