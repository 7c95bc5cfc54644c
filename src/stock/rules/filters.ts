import { INTEGER_MAX } from '~/lib/integer-max.ts'
import { API_ITEMS_MAX, API_ITEMS_MIN, type SortOption } from './constants.ts'

/**
 * The listing's filters (spec 3 §2 Vehicle listing screen, §3 Filter, §5 Validation rules, §7
 * backend keys): the filter model, when a filter is active, filter state ⇄ URL query, and filter
 * state → the inventory service's query. Pure, for the browser and the server alike.
 */

/** spec 3 §3 Filter: the front-end filter keys, in display order. */
export const FILTER_KEYS = [
  'brands',
  'models',
  'financing_options',
  'states',
  'statuses',
  'msrp_price',
  'display_price',
  'mileage',
  'production_year',
  'model_year',
  'power',
  'engine_types',
  'transmissions',
  'number_of_seats',
  'colors',
  'specific_colors',
  'dealers',
] as const
export type FilterKey = (typeof FILTER_KEYS)[number]

/** spec 3 §3 Filter: 'There is also nameplate_model_group' (not shown as a filter; set by the block or the URL). */
export const MODEL_GROUP_KEY = 'nameplate_model_group'

/** The slider (range) filters; every other filter key is a checkbox filter. */
export const RANGE_FILTER_KEYS = ['msrp_price', 'display_price', 'mileage', 'production_year', 'model_year', 'power'] as const
export type RangeFilterKey = (typeof RANGE_FILTER_KEYS)[number]
export type CheckboxFilterKey = Exclude<FilterKey, RangeFilterKey>
export const CHECKBOX_FILTER_KEYS = FILTER_KEYS.filter((key): key is CheckboxFilterKey => !isRangeFilterKey(key))

export function isRangeFilterKey(key: string): key is RangeFilterKey {
  return (RANGE_FILTER_KEYS as readonly string[]).includes(key)
}

/** spec 3 §3 Filter: a checkbox filter's value is the list of selected options, each with a value. */
export interface FilterOption {
  value: string
  label?: string
  /** How many vehicles the option would show (the listing's facet count). */
  count?: number
}
export interface CheckboxFilter {
  type: 'checkbox'
  key: CheckboxFilterKey | typeof MODEL_GROUP_KEY
  options: FilterOption[]
  value: FilterOption[]
}
/** spec 3 §3 Filter: a slider's value is a range [from, to] within inputProps.min … inputProps.max. */
/** A slider's step: about a hundredth of its range, at least 1. */
export const sliderStep = ({ min, max }: { min: number; max: number }) => Math.max(1, Math.round((max - min) / 100))

/**
 * What a slider's hand stands for. A range input's values are min + k × step, so its last stop
 * can fall short of a max off that grid (95,845 of 95,850): the last stop is the max, or moving
 * the hand back to the end would leave the dearest vehicles out.
 *
 * @example sliderValue(95845, { min: 0, max: 95850 }, 959) // 95850
 */
export function sliderValue(raw: number, bounds: { min: number; max: number }, step: number): number {
  return raw > bounds.max - step ? bounds.max : raw
}

/** Years read as years (2018), other ranges with grouped digits (95,850). */
export const rangeValueText = (key: RangeFilterKey, value: number) =>
  key === 'production_year' || key === 'model_year' ? String(value) : GROUPED.format(value)
const GROUPED = new Intl.NumberFormat('en-GB')

export interface SliderFilter {
  type: 'slider'
  key: RangeFilterKey
  value: readonly [number, number]
  inputProps: { min: number; max: number }
}
export type Filter = CheckboxFilter | SliderFilter

/**
 * spec 3 §5: a checkbox filter is active with at least one option selected; a slider when its
 * range differs from its min or its max.
 */
export function isFilterActive(filter: Filter): boolean {
  if (filter.type === 'checkbox') return filter.value.length > 0
  const [from, to] = filter.value
  return from !== filter.inputProps.min || to !== filter.inputProps.max
}

const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i

/** A number as a link writes it, in decimal digits (1e6 too); NaN for anything else (JavaScript's Number reads '0x10' as 16). */
export function numberOf(value: unknown): number {
  if (typeof value === 'number') return value
  return typeof value === 'string' && DECIMAL.test(value.trim()) ? Number(value) : NaN
}

/**
 * spec 3 §5: a range value is applied only when it is a number ≥ 0, rounded to an integer; else
 * null. At most the largest integer the database holds: a link's absurd mileage shows no car,
 * where the list query would refuse it and the listing fail.
 */
export function rangeBound(value: unknown): number | null {
  const number = numberOf(value)
  return Number.isFinite(number) && number >= 0 ? Math.min(Math.round(number), INTEGER_MAX) : null
}

/** A range filter's value: either bound may be open (null). */
export interface RangeValue {
  from: number | null
  to: number | null
}

/**
 * spec 3 §5, §8: the two-value range helper. Throws 'Input must be an array' or 'Array must
 * contain exactly two elements'; each element becomes a bound by `rangeBound` (≥ 0, rounded).
 *
 * @example rangeOf([1000.4, '25000']) // { from: 1000, to: 25000 }
 */
export function rangeOf(input: unknown): RangeValue {
  if (!Array.isArray(input)) throw new Error('Input must be an array')
  if (input.length !== 2) throw new Error('Array must contain exactly two elements')
  return { from: rangeBound(input[0]), to: rangeBound(input[1]) }
}

/** The filter state of a listing: selected values per checkbox key, a range per slider key. */
export type FilterValues = Partial<Record<CheckboxFilterKey | typeof MODEL_GROUP_KEY, readonly string[]>> &
  Partial<Record<RangeFilterKey, RangeValue>>

type AnyFilterKey = FilterKey | typeof MODEL_GROUP_KEY
const ALL_KEYS: readonly AnyFilterKey[] = [...FILTER_KEYS, MODEL_GROUP_KEY]

/** spec 3 §2: checkbox values in the URL are joined with a double space. */
export const CHECKBOX_SEPARATOR = '  '

const sameValues = (a: readonly string[] = [], b: readonly string[] = []) =>
  a.length === b.length && [...a].sort().every((value, i) => value === [...b].sort()[i])
const sameRange = (a: RangeValue | undefined, b: RangeValue | undefined) =>
  (a?.from ?? null) === (b?.from ?? null) && (a?.to ?? null) === (b?.to ?? null)

/** Whether a filter's value differs from its default (spec 3 §2: only then is it written to the URL). */
export function differsFromDefault(key: AnyFilterKey, values: FilterValues, defaults: FilterValues = {}): boolean {
  if (isRangeFilterKey(key)) return !sameRange(values[key], defaults[key])
  return !sameValues(values[key], defaults[key])
}

/** The URL parameter names one filter owns: the key, or {key}.from and {key}.to for a range. */
export const queryNamesOf = (key: AnyFilterKey): string[] => (isRangeFilterKey(key) ? [`${key}.from`, `${key}.to`] : [key])

/**
 * spec 3 §2: the filter state as URL query entries. A filter is written only when it differs from
 * its default; checkbox values are joined with a double space; a range writes {key}.from and
 * {key}.to for its bounds that are set (ADR 069).
 *
 * @example filtersToQuery({ models: ['E7', 'S5'], mileage: { from: 0, to: 20000 } })
 *   // [['models', 'E7  S5'], ['mileage.from', '0'], ['mileage.to', '20000']]
 */
export function filtersToQuery(values: FilterValues, defaults: FilterValues = {}): [string, string][] {
  const entries: [string, string][] = []
  for (const key of ALL_KEYS) {
    if (!differsFromDefault(key, values, defaults)) continue
    if (isRangeFilterKey(key)) {
      const range = values[key]
      const from = rangeBound(range?.from)
      const to = rangeBound(range?.to)
      if (from !== null) entries.push([`${key}.from`, String(from)])
      if (to !== null) entries.push([`${key}.to`, String(to)])
    } else {
      const selected = (values[key] ?? []).filter((value) => value.trim() !== '')
      if (selected.length > 0) entries.push([key, selected.join(CHECKBOX_SEPARATOR)])
    }
  }
  return entries
}

/**
 * The filter state read back from a URL query (the inverse of `filtersToQuery`): a filter absent
 * from the query takes its default; range bounds that are not numbers ≥ 0 are ignored.
 */
export function filtersFromQuery(query: URLSearchParams | string, defaults: FilterValues = {}): FilterValues {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query
  const values: Record<string, unknown> = {}
  for (const key of ALL_KEYS) {
    if (isRangeFilterKey(key)) {
      const from = rangeBound(params.get(`${key}.from`))
      const to = rangeBound(params.get(`${key}.to`))
      if (from === null && to === null) {
        if (defaults[key]) values[key] = defaults[key]
      } else values[key] = { from, to }
    } else {
      const raw = params.get(key)
      const selected = raw?.split(CHECKBOX_SEPARATOR).filter((value) => value.trim() !== '') ?? []
      if (selected.length > 0) values[key] = selected
      else if (defaults[key]) values[key] = defaults[key]
    }
  }
  return values as FilterValues
}

/**
 * A URL query with the filters replaced: every parameter a filter owns is dropped and the current
 * filters written after the others (sort, page, _state …, which are kept as they are).
 */
export function withFilters(search: string, values: FilterValues, defaults: FilterValues = {}): string {
  const owned = new Set(ALL_KEYS.flatMap(queryNamesOf))
  const params = new URLSearchParams(search)
  const kept = [...params].filter(([name]) => !owned.has(name))
  return new URLSearchParams([...kept, ...filtersToQuery(values, defaults)]).toString()
}

/**
 * spec 3 §2: 'The query is replaced only when it actually changes'. Two queries are the same when
 * they hold the same parameters with the same values, whatever their order or encoding.
 */
export function queryChanged(current: string, next: string): boolean {
  const normalise = (search: string) => [...new URLSearchParams(search)].map(([name, value]) => `${name}=${value}`).sort()
  const a = normalise(current)
  const b = normalise(next)
  return a.length !== b.length || a.some((entry, i) => entry !== b[i])
}

/** spec 3 §7: the backend key of each checkbox filter, with its operator suffix. */
export const BACKEND_FILTER_KEYS: Readonly<Record<CheckboxFilterKey | typeof MODEL_GROUP_KEY, string>> = {
  brands: 'nameplate_brand_name_in',
  models: 'nameplate_name_in',
  financing_options: 'financing_options',
  states: 'state_in',
  statuses: 'status_in',
  engine_types: 'engine_type_includes',
  transmissions: 'transmission_in',
  number_of_seats: 'number_of_seats_in',
  colors: 'color_canonical_in',
  specific_colors: 'color_name_in',
  dealers: 'owner_id_in',
  nameplate_model_group: 'nameplate_model_group_eq',
}

/** spec 3 §5, §7: the item count, a whole number clamped to API_ITEMS_MIN … API_ITEMS_MAX (default the maximum). */
export function clampItems(items: unknown): number {
  const number = numberOf(items)
  if (!Number.isFinite(number)) return API_ITEMS_MAX
  return Math.min(API_ITEMS_MAX, Math.max(API_ITEMS_MIN, Math.round(number)))
}

export interface ListRequest {
  items?: number
  /** From 1 (spec 3 §7: default 1). */
  page?: number
  sort?: SortOption
  /** The block's brand (sl_key_brand) → filter[nameplate_brand_name_eq]. */
  brand?: string
  /** The block's model (ci_key_model, 'None' for none) → filter[nameplate_name_eq]. */
  model?: string
  /** The postcode search's dealer codes → filter[owner_dealer_codes_includes], comma-joined. */
  dealerCodes?: readonly string[]
}

/**
 * spec 3 §7: the list request's query. Checkbox filters are sent once per value under their
 * backend key (`status_in=stock&status_in=sold`), ranges as {key}_gteq / {key}_lteq for the
 * bounds that are set and differ from the default, items clamped (default 12), page default 1.
 * A dealer-codes parameter is joined with commas.
 */
export function listQuery(values: FilterValues, request: ListRequest = {}, defaults: FilterValues = {}): URLSearchParams {
  const params = new URLSearchParams()
  params.set('items', String(clampItems(request.items ?? API_ITEMS_MAX)))
  params.set('page', String(Math.max(1, Math.round(request.page ?? 1) || 1)))
  if (request.sort) params.set('sort', request.sort)
  for (const key of ALL_KEYS) {
    if (isRangeFilterKey(key)) {
      const range = values[key]
      if (!range || sameRange(range, defaults[key])) continue
      const from = rangeBound(range.from)
      const to = rangeBound(range.to)
      if (from !== null && from !== defaults[key]?.from) params.set(`${key}_gteq`, String(from))
      if (to !== null && to !== defaults[key]?.to) params.set(`${key}_lteq`, String(to))
    } else {
      for (const value of values[key] ?? []) if (value.trim() !== '') params.append(BACKEND_FILTER_KEYS[key], value)
    }
  }
  if (request.brand?.trim()) params.set('filter[nameplate_brand_name_eq]', request.brand.trim())
  if (request.model?.trim() && request.model !== 'None') params.set('filter[nameplate_name_eq]', request.model.trim())
  const codes = request.dealerCodes?.map((code) => code.trim()).filter(Boolean) ?? []
  if (codes.length > 0) params.set('filter[owner_dealer_codes_includes]', codes.join(','))
  return params
}

/**
 * spec 3 §2: the listing blocks' editor booleans, one per filter, in the editor's order. The
 * standard block defaults them all to false; the overseas block turns on models, statuses,
 * production_year, engine_types and specific_colors.
 */
export const FILTER_TOGGLES = [
  'filter-brands',
  'filter-models',
  'filter-financing_options',
  'filter-states',
  'filter-statuses',
  'filter-msrp_price',
  'filter-display_price',
  'filter-mileage',
  'filter-production_year',
  'filter-model_year',
  'filter-power',
  'filter-engine_types',
  'filter-transmissions',
  'filter-colors',
  'filter-specific_colors',
  'filter-dealers',
  'filter-number_of_seats',
] as const satisfies readonly `filter-${FilterKey}`[]
export type FilterToggle = (typeof FILTER_TOGGLES)[number]
export type FilterToggles = Record<FilterToggle, boolean>

const OVERSEAS_ON: readonly FilterToggle[] = [
  'filter-models',
  'filter-statuses',
  'filter-production_year',
  'filter-engine_types',
  'filter-specific_colors',
]

/** spec 3 §2 Defaults: the filter booleans of the standard ('Stock Locator') or the overseas block. */
export function defaultFilterToggles(block: 'standard' | 'overseas'): FilterToggles {
  return Object.fromEntries(FILTER_TOGGLES.map((toggle) => [toggle, block === 'overseas' && OVERSEAS_ON.includes(toggle)])) as FilterToggles
}

/**
 * The filters a block shows, in display order (spec 3 §3): those whose boolean is on; brands is
 * hidden when the block has a brand selected (spec 3 §2 filter-brands).
 */
export function shownFilterKeys(toggles: Partial<FilterToggles>, options: { brandSelected?: boolean } = {}): FilterKey[] {
  return FILTER_KEYS.filter((key) => toggles[`filter-${key}`] === true && !(key === 'brands' && options.brandSelected))
}

/** What the listing knows of a filter's choices: a checkbox's options (with counts), a slider's bounds. */
export interface FilterFacet {
  options?: readonly FilterOption[]
  min?: number
  max?: number
}

/**
 * spec 3 §3 Filter: the filter model of one key from the listing's facet and the current state. A
 * checkbox's value is its selected options (a selected value missing from the options is kept, so
 * it can be cleared); a slider's value is the range within min … max, open bounds at the ends.
 */
export function buildFilter(key: FilterKey | typeof MODEL_GROUP_KEY, facet: FilterFacet, values: FilterValues): Filter {
  if (isRangeFilterKey(key)) {
    const min = facet.min ?? 0
    const max = Math.max(min, facet.max ?? min)
    const range = values[key]
    const clamp = (bound: number | null | undefined, fallback: number) =>
      bound === null || bound === undefined ? fallback : Math.min(max, Math.max(min, bound))
    return { type: 'slider', key, value: [clamp(range?.from, min), clamp(range?.to, max)], inputProps: { min, max } }
  }
  const options = [...(facet.options ?? [])]
  const value = (values[key] ?? []).map((selected) => options.find((option) => option.value === selected) ?? { value: selected })
  return { type: 'checkbox', key, options, value }
}
