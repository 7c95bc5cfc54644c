import { isAustralianState, type AustralianState } from './prices.ts'

/**
 * Postcode / state / retailer search (spec 3 §2 Retailer locator and postcode search, §3 Postcode
 * search, §4 Postcode search mode, §5, §7): the search's mode, its place in the URL, its
 * validation and when the modal must open. Pure.
 */

/**
 * spec 3 §4: the URL keys the search is kept under; `_near` is a place picked from the postcode
 * field's suggestions (ADR 157), whose name is the `_locality`.
 */
export const POSTCODE_SEARCH_QUERY_KEYS = {
  retailer: '_retailer',
  state: '_state',
  postcode: '_postcode',
  near: '_near',
  locality: '_locality',
} as const

/** The longest locality (a suburb, an area, a picked place's name) the search keeps; the retailers API takes no more. */
export const LOCALITY_MAX = 100

/** A position in decimal degrees, as the postcode areas write theirs (ADR 106). */
export interface GeoPoint {
  lat: number
  lng: number
}

/**
 * spec 3 §3 Postcode search: a retailer (its dealer codes), a state, or a postcode with its
 * locality — or, in the postcode's stead, a place the shopper picked (ADR 157): its position
 * (`near`) with its name as the locality.
 */
export interface PostcodeSearch {
  /** The chosen retailer's dealer codes. */
  retailer: string[]
  state: string | null
  postcode: string | null
  locality: string | null
  /** A picked place's position; a search by it finds the retailers nearest to it. */
  near: GeoPoint | null
}

export const EMPTY_POSTCODE_SEARCH: Readonly<PostcodeSearch> = { retailer: [], state: null, postcode: null, locality: null, near: null }

export type PostcodeSearchMode = 'postcodeSearch' | 'stateSearch' | 'retailerSearch'

const filled = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== ''

/** A British postcode, compact: its outward code (area letters and district) and inward code. */
const UK_POSTCODE = /^([A-Z]{1,2}\d[A-Z\d]?)(\d[A-Z]{2})$/
/** What a postcode field may hold worth looking up: letters or digits, 3 to 20 of them (ADR 085). */
const LOOKUP_POSTCODE = /^[\p{L}\p{N}]{3,20}$/u

/**
 * A postcode as it is compared and looked up: upper case, without any white space (a pasted
 * 'ls4 2az', an autofilled 'LS4\u00a02AZ' and 'LS42AZ' are one postcode). '' for none.
 * @example normalisePostcode(' ls4 2az ') // 'LS42AZ'
 */
export const normalisePostcode = (raw: string | null | undefined): string => (raw ?? '').replace(/\s+/gu, '').toUpperCase()

/**
 * A postcode as the shopper reads it: a British one with its single space ('LS4 2AZ'), any other
 * trimmed, upper case, its spaces collapsed ('2000', 'DUBAI MARINA'). Null for none.
 * @example formatPostcode('ls42az') // 'LS4 2AZ'
 */
export function formatPostcode(raw: string | null | undefined): string | null {
  const compact = normalisePostcode(raw)
  if (!compact) return null
  const uk = UK_POSTCODE.exec(compact)
  return uk ? `${uk[1]} ${uk[2]}` : raw!.trim().replace(/\s+/gu, ' ').toUpperCase()
}

/** Whether a typed postcode is worth looking up (whitespace and case do not count). */
export const isLookupPostcode = (raw: string | null | undefined): boolean => LOOKUP_POSTCODE.test(normalisePostcode(raw))

/**
 * The keys of a market's postcode areas to try for a postcode, most precise first: the whole
 * postcode, a British postcode's outward code ('LS4' of 'LS4 2AZ'), then its area letters ('LS').
 * @example postcodeAreaKeys('LS4 2AZ') // ['LS42AZ', 'LS4', 'LS']
 */
export function postcodeAreaKeys(raw: string | null | undefined): string[] {
  const compact = normalisePostcode(raw)
  if (!compact) return []
  const keys = [compact]
  const uk = UK_POSTCODE.exec(compact)
  if (uk) keys.push(uk[1]!)
  const letters = /^[A-Z]{1,2}(?=\d)/.exec(compact)?.[0]
  if (letters) keys.push(letters)
  return [...new Set(keys)]
}

/**
 * A position as the URL and the retailers API write it: latitude and longitude in decimal
 * degrees, comma-separated ('50.8225,-0.1372'), at most ten decimals each; no exponents, no
 * infinities. Its length is bounded by the form.
 */
export const NEAR_PATTERN = /^\s*(-?\d{1,3}(?:\.\d{1,10})?)\s*,\s*(-?\d{1,3}(?:\.\d{1,10})?)\s*$/
/** What a position's text may be at most: two numbers of the pattern, the comma and some spaces. */
export const NEAR_TEXT_MAX = 40
/** Four decimals of a degree are about 11 m: near enough to rank retailers, and a short URL. */
const NEAR_DECIMALS = 4

/**
 * A position read from its text (the URL's `_near`, the API's `q[near]`; ADR 157); null when it is
 * not one — malformed, too long, or off the globe (latitude −90…90, longitude −180…180).
 * @example parseNear('50.8225,-0.1372') // { lat: 50.8225, lng: -0.1372 }
 */
export function parseNear(raw: string | null | undefined): GeoPoint | null {
  if (!raw || raw.length > NEAR_TEXT_MAX) return null
  const match = NEAR_PATTERN.exec(raw)
  if (!match) return null
  const lat = Number(match[1])
  const lng = Number(match[2])
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null
}

/**
 * A position as the URL keeps it: four decimals, no trailing zeros.
 * @example formatNear({ lat: 50.82251234, lng: -0.1372 }) // '50.8225,-0.1372'
 */
export function formatNear(point: GeoPoint): string {
  const degrees = (n: number) => String(Number(n.toFixed(NEAR_DECIMALS)) || 0)
  return `${degrees(point.lat)},${degrees(point.lng)}`
}

/**
 * spec 3 §4: postcode and locality present → postcodeSearch (a picked place stands for the
 * postcode, ADR 157); else a state → stateSearch; else a retailer → retailerSearch; else no search
 * (null).
 */
export function postcodeSearchMode(search: PostcodeSearch): PostcodeSearchMode | null {
  if ((filled(search.postcode) || search.near !== null) && filled(search.locality)) return 'postcodeSearch'
  if (filled(search.state)) return 'stateSearch'
  if (search.retailer.some(filled)) return 'retailerSearch'
  return null
}

/**
 * The search read from a URL query; the retailer's dealer codes are comma-separated. A place
 * (`_near`, ADR 157) is the search instead of a postcode; one that is no position is ignored, as
 * is a locality beyond LOCALITY_MAX.
 */
export function postcodeSearchFromQuery(query: URLSearchParams | string): PostcodeSearch {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query
  const text = (key: string) => params.get(key)?.trim() || null
  const k = POSTCODE_SEARCH_QUERY_KEYS
  const near = parseNear(params.get(k.near))
  const locality = text(k.locality)
  return {
    retailer: (params.get(k.retailer) ?? '')
      .split(',')
      .map((code) => code.trim())
      .filter(Boolean),
    state: text(k.state)?.toUpperCase() ?? null,
    postcode: near ? null : formatPostcode(text(k.postcode)),
    locality: locality && locality.length <= LOCALITY_MAX ? locality : null,
    near,
  }
}

/**
 * spec 3 §4: the URL query with the search written into it (empty parts removed). When the search
 * changed, the page resets to 1 — the `page` parameter is dropped, 1 being its default.
 */
export function withPostcodeSearch(search: string, next: PostcodeSearch): string {
  const params = new URLSearchParams(search)
  const changed = JSON.stringify(postcodeSearchFromQuery(params)) !== JSON.stringify(postcodeSearchFromQuery(postcodeSearchEntries(next)))
  const k = POSTCODE_SEARCH_QUERY_KEYS
  for (const key of Object.values(k)) params.delete(key)
  for (const [key, value] of postcodeSearchEntries(next)) params.set(key, value)
  if (changed) params.delete('page')
  return params.toString()
}

function postcodeSearchEntries(search: PostcodeSearch): URLSearchParams {
  const k = POSTCODE_SEARCH_QUERY_KEYS
  const params = new URLSearchParams()
  const codes = search.retailer.map((code) => code.trim()).filter(Boolean)
  if (codes.length > 0) params.set(k.retailer, codes.join(','))
  if (filled(search.state)) params.set(k.state, search.state.trim().toUpperCase())
  if (search.near) params.set(k.near, formatNear(search.near))
  else if (filled(search.postcode)) params.set(k.postcode, formatPostcode(search.postcode)!)
  if (filled(search.locality)) params.set(k.locality, search.locality.trim())
  return params
}

/** spec 3 §5: the state field has a validation error when no state value is selected. */
export const stateError = (search: Pick<PostcodeSearch, 'state'>): boolean => !filled(search.state)

/**
 * spec 3 §5: a search needs dealer codes or a retailer; otherwise the postcode modal opens, and
 * it cannot be closed (spec 3 §2, §4: "If no dealers result"). No search at all is not a search
 * without dealers: the listing shows the whole list and the modal waits for 'Find vehicles near
 * you' (ADR 085 as amended: it no longer opens on every visit).
 */
export function postcodeSearchOutcome(
  dealerCodes: readonly string[],
  search: PostcodeSearch,
): { search: boolean } | { modal: 'open'; closable: false } {
  if (postcodeSearchMode(search) === null) return { search: false }
  return dealerCodes.some(filled) || search.retailer.some(filled) ? { search: true } : { modal: 'open', closable: false }
}

/** spec 3 §5: a preselected postcode-filter option is valid only if it is a known option and a key of the given map. */
export function isValidPreselectedOption(
  value: string | null | undefined,
  options: readonly (string | { value: string })[],
  map: Readonly<Record<string, unknown>>,
): boolean {
  if (!filled(value)) return false
  return options.some((option) => (typeof option === 'string' ? option : option.value) === value) && Object.hasOwn(map, value)
}

/**
 * spec 3 §7: the query of the dealers for a postcode search, q[brand_eq], q[state_eq],
 * q[postcode_eq] and q[locality_eq], empty values left out; a picked place is q[near] (ADR 157),
 * sent instead of a postcode, its name as the locality.
 */
export function retailersQuery(input: {
  brand?: string | null
  state?: string | null
  postcode?: string | null
  locality?: string | null
  near?: GeoPoint | null
}): URLSearchParams {
  const params = new URLSearchParams()
  for (const key of ['brand', 'state', 'postcode', 'locality'] as const) {
    const value = input[key]
    if (key === 'postcode' && input.near) params.set('q[near]', formatNear(input.near))
    else if (filled(value)) params.set(`q[${key}_eq]`, key === 'postcode' ? formatPostcode(value)! : value.trim())
  }
  return params
}

/** spec 3 §7: the dealer codes of the retailers answer ({dealer_code, locality}[]), each once. */
export const dealerCodesOf = (retailers: readonly { dealer_code?: string | null }[]): string[] => [
  ...new Set(retailers.map((retailer) => retailer.dealer_code?.trim() ?? '').filter(Boolean)),
]

/**
 * spec 3 §2: the state the drive-away prices are for: the searched state, else the state of the
 * retailers found (when they share one). Null when unknown.
 */
export function driveAwayState(search: PostcodeSearch, retailers: readonly { state: string }[]): AustralianState | null {
  const direct = search.state?.toUpperCase()
  if (isAustralianState(direct)) return direct
  const states = [...new Set(retailers.map((r) => r.state.toUpperCase()))]
  return states.length === 1 && isAustralianState(states[0]) ? states[0] : null
}

/** spec 3 §7: the listing's parameter restricting it to the dealers found; none without codes. */
export function dealerCodesParam(dealerCodes: readonly string[]): Record<string, string> {
  return dealerCodes.length > 0 ? { 'filter[owner_dealer_codes_includes]': dealerCodes.join(',') } : {}
}

/** What the server found for a listing page's URL (postcode-search.server.ts), handed to the browser. */
export interface PostcodeSearchResult {
  search: PostcodeSearch
  mode: PostcodeSearchMode | null
  /** The dealers the listing is restricted to (spec 3 §7 filter[owner_dealer_codes_includes]). */
  dealerCodes: string[]
  /** The retailers found (a retailer search: the chosen ones), for the search's summary. */
  retailers: { name: string; dealer_code: string; locality: string; state: string; postcode: string }[]
  /** The listing's extra parameter; empty without dealer codes. */
  listingParams: Record<string, string>
  /** The state of the drive-away prices (spec 3 §2), null when unknown. */
  driveAwayState: AustralianState | null
  /** spec 3 §2, §5: no dealers result → the modal opens and cannot be closed. */
  modal: { open: boolean; closable: boolean }
  /**
   * Whether the list's retailers are in states (spec 3 §9: Australia's): without, the search
   * offers no state and shows no drive-away state (ADR 122).
   */
  states: boolean
}
