import { z } from 'zod'
import { INTEGER_MAX } from '~/lib/database-integer.ts'
import {
  API_ITEMS_MAX,
  API_ITEMS_MIN,
  COLOURS,
  DEFAULT_DISPLAYED_STATUSES as STOCK_STATUSES,
  ENGINE_TYPES,
  FINANCING_OPTIONS,
  SIMILAR_VEHICLES_ITEMS_MAX,
  SORT_OPTIONS,
  TRANSMISSIONS,
  VEHICLE_STATES,
} from '../rules/constants.ts'
import { numberOf } from '../rules/filters.ts'

/**
 * The backend query of the vehicle list (spec 3 §7: GET /public_api/listing/{listingId}?{query}),
 * parsed from URLSearchParams. Pure: the API route and the server-side loader share it.
 *
 * A list parameter takes comma-separated values, repeated parameters, or both
 * (`status_in=stock,reserved`, `status_in=stock&status_in=reserved`). A bad value names its
 * parameter (the API answers 400); unknown parameters are ignored (ADR 066).
 */

export { API_ITEMS_MAX, API_ITEMS_MIN, SIMILAR_VEHICLES_ITEMS_MAX }

/** spec 3 §9 Sorting options; the default is createdAtDesc, newest first (ADR 066). */
export const LISTING_SORTS = SORT_OPTIONS
export type ListingSort = (typeof LISTING_SORTS)[number]
export const DEFAULT_SORT: ListingSort = 'createdAtDesc'

/**
 * The checkbox filters (spec 3 §7 `{key}_in`, `_eq`, `_includes`, financing_options): the vehicle
 * column each reads and the values it knows (null: any text). Their facets are counted per value.
 */
export const CHECKBOX_FILTERS = {
  nameplate_brand_name: { param: 'nameplate_brand_name_in', values: null },
  nameplate_model_group: { param: 'nameplate_model_group_eq', values: null },
  nameplate_name: { param: 'nameplate_name_in', values: null },
  financing_options: { param: 'financing_options', values: FINANCING_OPTIONS },
  state: { param: 'state_in', values: VEHICLE_STATES },
  engine_type: { param: 'engine_type_includes', values: ENGINE_TYPES },
  transmission: { param: 'transmission_in', values: TRANSMISSIONS },
  color_canonical: { param: 'color_canonical_in', values: COLOURS },
  color_name: { param: 'color_name_in', values: null },
  status: { param: 'status_in', values: STOCK_STATUSES },
  owner_id: { param: 'owner_id_in', values: null },
  number_of_seats: { param: 'number_of_seats_in', values: 'integer' },
} as const
export type CheckboxKey = keyof typeof CHECKBOX_FILTERS
export const CHECKBOX_KEYS = Object.keys(CHECKBOX_FILTERS) as CheckboxKey[]

/** The range filters (spec 3 §7 `{key}_gteq` / `{key}_lteq`); their facets are min and max. */
export const RANGE_KEYS = ['mileage', 'production_year', 'model_year', 'power', 'display_price', 'msrp_price'] as const
export type RangeKey = (typeof RANGE_KEYS)[number]
/** The range filters on integer columns. */
const INTEGER_RANGE_KEYS = ['mileage', 'production_year', 'model_year', 'power'] as const satisfies readonly RangeKey[]
type IntegerRangeKey = (typeof INTEGER_RANGE_KEYS)[number]
export type FacetKey = CheckboxKey | RangeKey
/** Every filter key, checkbox ones first, in the order of CHECKBOX_FILTERS and RANGE_KEYS. */
export const FACET_KEYS: readonly FacetKey[] = [...CHECKBOX_KEYS, ...RANGE_KEYS]

export interface ListingQuery {
  items: number
  page: number
  sort: ListingSort
  /** Selected values per checkbox filter (absent: not filtered). */
  checkbox: Partial<Record<CheckboxKey, string[]>>
  /** Bounds per range filter, inclusive (absent: not filtered). */
  range: Partial<Record<RangeKey, { gteq?: number; lteq?: number }>>
  /** filter[nameplate_name_eq], filter[nameplate_brand_name_eq]: the block's fixed model and brand. */
  nameplateNameEq?: string
  nameplateBrandNameEq?: string
  /** forced_statuses, forced_dealer_codes, filter[owner_dealer_codes_includes]: narrow the list further. */
  forcedStatuses: string[]
  forcedDealerCodes: string[]
  ownerDealerCodes: string[]
}

/** A query parameter that cannot be read: the API answers 400 naming it. */
export class ListingQueryError extends Error {
  constructor(
    readonly param: string,
    readonly detail: string,
  ) {
    super(`${param}: ${detail}`)
  }
}

const MAX_VALUES = 100

function values(params: URLSearchParams, name: string): string[] {
  const out: string[] = []
  for (const raw of [...params.getAll(name), ...params.getAll(`${name}[]`)]) {
    for (const part of raw.split(',')) {
      const v = part.trim()
      if (v !== '' && !out.includes(v)) out.push(v)
    }
  }
  if (out.length > MAX_VALUES) throw new ListingQueryError(name, `at most ${MAX_VALUES} values`)
  if (out.some((v) => v.length > 200)) throw new ListingQueryError(name, 'a value is longer than 200 characters')
  return out
}

function single(params: URLSearchParams, name: string): string | undefined {
  const all = params.getAll(name).filter((v) => v.trim() !== '')
  if (all.length > 1) throw new ListingQueryError(name, 'give it once')
  return all[0]?.trim()
}

const MAX_PAGE = 1_000_000
const pageSchema = z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(1).max(MAX_PAGE))

/**
 * Reads the list query (spec 3 §7) from URL parameters.
 *
 * @example parseListingQuery(new URLSearchParams('status_in=stock&mileage_lteq=20000&sort=priceAsc&items=12'))
 */
export function parseListingQuery(params: URLSearchParams): ListingQuery {
  const itemsText = single(params, 'items')
  let items = API_ITEMS_MAX
  if (itemsText !== undefined) {
    const n = numberOf(itemsText)
    if (!Number.isFinite(n)) throw new ListingQueryError('items', `must be a number from ${API_ITEMS_MIN} to ${API_ITEMS_MAX}`)
    // spec 3 §5: the item count lies between API_ITEMS_MIN and API_ITEMS_MAX (clamped, not refused).
    items = Math.min(API_ITEMS_MAX, Math.max(API_ITEMS_MIN, Math.round(n)))
  }
  const pageText = single(params, 'page')
  let page = 1
  if (pageText !== undefined) {
    const parsed = pageSchema.safeParse(pageText)
    if (!parsed.success) throw new ListingQueryError('page', `must be a whole number from 1 to ${MAX_PAGE.toLocaleString('en')}`)
    page = parsed.data
  }
  const sortText = single(params, 'sort')
  if (sortText !== undefined && !(LISTING_SORTS as readonly string[]).includes(sortText))
    throw new ListingQueryError('sort', `must be one of ${LISTING_SORTS.join(', ')}`)

  const checkbox: ListingQuery['checkbox'] = {}
  for (const key of CHECKBOX_KEYS) {
    const { param, values: known } = CHECKBOX_FILTERS[key]
    const list = values(params, param)
    if (list.length === 0) continue
    if (param.endsWith('_eq') && list.length > 1) throw new ListingQueryError(param, 'takes one value')
    if (known === 'integer') {
      if (list.some((v) => !/^\d{1,4}$/.test(v))) throw new ListingQueryError(param, 'must be whole numbers')
    } else if (known !== null) {
      const bad = list.find((v) => !(known as readonly string[]).includes(v))
      if (bad !== undefined) throw new ListingQueryError(param, `${bad} is not one of ${known.join(', ')}`)
    }
    checkbox[key] = list
  }

  const range: ListingQuery['range'] = {}
  for (const key of RANGE_KEYS) {
    for (const op of ['gteq', 'lteq'] as const) {
      const param = `${key}_${op}`
      const text = single(params, param)
      if (text === undefined) continue
      const n = numberOf(text)
      if (!Number.isFinite(n)) throw new ListingQueryError(param, 'must be a number in decimal digits')
      // spec 3 §5: range values are applied only when ≥ 0, rounded to integers.
      if (n < 0) continue
      // A bound beyond a PostgreSQL integer is refused here, not failed in the database: the API
      // answers 400, a listing page its list unfiltered.
      if (INTEGER_RANGE_KEYS.includes(key as IntegerRangeKey) && Math.round(n) > INTEGER_MAX)
        throw new ListingQueryError(param, `must be at most ${INTEGER_MAX}`)
      ;(range[key] ??= {})[op] = Math.round(n)
    }
  }

  return {
    items,
    page,
    sort: (sortText as ListingSort | undefined) ?? DEFAULT_SORT,
    checkbox,
    range,
    nameplateNameEq: single(params, 'filter[nameplate_name_eq]'),
    nameplateBrandNameEq: single(params, 'filter[nameplate_brand_name_eq]'),
    forcedStatuses: values(params, 'forced_statuses'),
    forcedDealerCodes: values(params, 'forced_dealer_codes'),
    ownerDealerCodes: values(params, 'filter[owner_dealer_codes_includes]'),
  }
}

/** The query with nothing selected: page 1 of API_ITEMS_MAX in the default order. */
export function defaultListingQuery(overrides: Partial<ListingQuery> = {}): ListingQuery {
  return {
    items: API_ITEMS_MAX,
    page: 1,
    sort: DEFAULT_SORT,
    checkbox: {},
    range: {},
    forcedStatuses: [],
    forcedDealerCodes: [],
    ownerDealerCodes: [],
    ...overrides,
  }
}
