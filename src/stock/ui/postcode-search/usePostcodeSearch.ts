import { useCallback, useEffect, useMemo, useReducer, useState, useSyncExternalStore, type Dispatch } from 'react'
import {
  dealerCodesParam,
  driveAwayState,
  EMPTY_POSTCODE_SEARCH,
  postcodeSearchFromQuery,
  postcodeSearchMode,
  withPostcodeSearch,
  type PostcodeSearch,
  type PostcodeSearchMode,
  type PostcodeSearchResult,
} from '../../rules/postcode-search.ts'
import type { AustralianState } from '../../rules/prices.ts'
import { initialModalState, modalReducer, type ModalAction, type ModalState } from './modal.ts'
import { fetchRetailers, type PostcodeRetailer, type RetailersFilter } from './retailers.ts'

/** What the modal looks up: a postcode, or a picked place (ADR 157) with its name. */
export type PostcodeLookup = Pick<RetailersFilter, 'postcode' | 'near' | 'locality'>

export interface PostcodeSearchOptions {
  /** The stock list (ci_key_list) the retailers are looked up in. */
  listingKey: string
  /** The block's brand (sl_key_brand), sent as q[brand_eq]. */
  brand?: string | null
  /** What the server found for the page's URL (postcodeSearchForListing): no request, no flash. */
  initial?: PostcodeSearchResult | null
  /** spec 3 §8: postcode search errors go to a generic error handler. */
  onError?: (error: unknown) => void
  /** A stand-in for tests. */
  fetch?: typeof fetch
}

export interface PostcodeSearchController {
  search: PostcodeSearch
  mode: PostcodeSearchMode | null
  status: 'loading' | 'ready' | 'error'
  /** The dealers the listing is restricted to. */
  dealerCodes: string[]
  /** The retailers found for the search (their names for the summary). */
  retailers: PostcodeRetailer[]
  /** { 'filter[owner_dealer_codes_includes]': 'D1,D2' }, or {} without dealer codes. */
  listingParams: Record<string, string>
  driveAwayState: AustralianState | null
  /** Whether the market's retailers are in states (ADR 122): without, no State tab. */
  states: boolean
  /** The search's URL keys alone ('_state=NSW'), which the showroom links carry (spec 3 §2 Showroom URL). */
  query: string
  modal: ModalState
  dispatch: Dispatch<ModalAction>
  /** Writes the search into the URL (spec 3 §4: _retailer, _state, _postcode or _near, _locality; page back to 1). */
  apply(search: PostcodeSearch): void
  /** The options the modal offers, fetched when needed: a postcode's localities, a picked place's nearest retailers. */
  lookup(filter: PostcodeLookup, signal?: AbortSignal): Promise<PostcodeRetailer[]>
}

const sameSearch = (a: PostcodeSearch, b: PostcodeSearch) => JSON.stringify(a) === JSON.stringify(b)

/** The event this window hears a new search by: the URL is replaced in place, past the router (ADR 074, 085). */
const SEARCH_EVENT = 'fc-postcode-search'
/** The search keys alone of the browser's URL (the listing's filters change the rest of it). */
const searchQueryOfWindow = () => withPostcodeSearch('', postcodeSearchFromQuery(window.location.search))
function subscribeSearch(onChange: () => void) {
  window.addEventListener(SEARCH_EVENT, onChange)
  window.addEventListener('popstate', onChange)
  return () => {
    window.removeEventListener(SEARCH_EVENT, onChange)
    window.removeEventListener('popstate', onChange)
  }
}

/**
 * The postcode / state / retailer search of a listing (spec 3 §2, §4, §5, §7), mounted by the
 * Stock Locator's listing (ADR 085): the search lives in the URL, replaced in place like the
 * listing's filters; its dealers come from GET /api/inventory/public_api/listing//{key}/retailers;
 * no dealers opens the modal, which then cannot be closed. The listing restricts itself with
 * `listingParams` and prices with `driveAwayState`. Render `<PostcodeSearch controller={…} texts={…} />`
 * for the summary and the modal.
 */
export function usePostcodeSearch(options: PostcodeSearchOptions): PostcodeSearchController {
  const { listingKey, brand, initial, onError, fetch: fetcher } = options
  // The URL's search; while hydrating the server's (a page from the page cache may have rendered
  // without the URL's search, ADR 075: the browser's URL then takes over).
  const serverQuery = withPostcodeSearch('', initial?.search ?? EMPTY_POSTCODE_SEARCH)
  const query = useSyncExternalStore(subscribeSearch, searchQueryOfWindow, () => serverQuery)
  const search = useMemo(() => postcodeSearchFromQuery(query), [query])
  const fresh = initial && sameSearch(initial.search, search) ? initial : null
  // The server's answer opens the modal as a new answer would: a search without dealers says so.
  const states = initial?.states ?? true
  const [modal, dispatch] = useReducer(modalReducer, search, (s) =>
    fresh
      ? { ...initialModalState(s, states), ...fresh.modal, message: fresh.modal.open && fresh.mode ? ('noDealers' as const) : null }
      : initialModalState(s, states),
  )
  const [found, setFound] = useState<{ query: string; retailers: PostcodeRetailer[]; dealerCodes: string[] } | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  const report = useCallback(
    (error: unknown) => (onError ?? ((e: unknown) => console.error('Postcode search failed', e)))(error),
    [onError],
  )

  const lookup = useCallback(
    (filter: PostcodeLookup, signal?: AbortSignal) => fetchRetailers(listingKey, { brand, ...filter }, { fetch: fetcher, signal }),
    [listingKey, brand, fetcher],
  )

  const key = JSON.stringify(search)
  useEffect(() => {
    if (fresh && !found) return
    const controller = new AbortController()
    const mode = postcodeSearchMode(search)
    const request: Promise<PostcodeRetailer[]> =
      mode === null
        ? Promise.resolve([])
        : fetchRetailers(
            listingKey,
            mode === 'stateSearch'
              ? { brand, state: search.state }
              : mode === 'postcodeSearch'
                ? { brand, postcode: search.postcode, locality: search.locality, near: search.near }
                : { brand },
            { fetch: fetcher, signal: controller.signal },
          )
    request
      .then((retailers) => {
        if (controller.signal.aborted) return
        const chosen = mode === 'retailerSearch' ? retailers.filter((r) => search.retailer.includes(r.dealer_code)) : retailers
        const dealerCodes = mode === 'retailerSearch' ? search.retailer : [...new Set(chosen.map((r) => r.dealer_code))]
        setFound({ query: key, retailers: chosen, dealerCodes })
        dispatch({ type: 'result', search, dealerCodes })
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        setFailed(key)
        dispatch({ type: 'failed' })
        report(error)
      })
    return () => controller.abort()
    // The search is compared by value (key); `fresh` only matters for the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, listingKey, brand, fetcher, report])

  const apply = useCallback(
    (next: PostcodeSearch) => {
      const { location, history } = window
      const current = location.search.replace(/^\?/, '')
      const replaced = withPostcodeSearch(current, next)
      // The same search again: nothing to look up; the modal closes if it may.
      if (withPostcodeSearch('', postcodeSearchFromQuery(replaced)) === query) return dispatch({ type: 'close' })
      history.replaceState(history.state, '', `${location.pathname}${replaced ? `?${replaced}` : ''}${location.hash}`)
      window.dispatchEvent(new Event(SEARCH_EVENT))
    },
    [query],
  )

  const current = found && found.query === key ? found : null
  const status = current || (fresh && !found) ? 'ready' : failed === key ? 'error' : 'loading'
  const dealerCodes = current?.dealerCodes ?? fresh?.dealerCodes ?? []
  return {
    search,
    mode: postcodeSearchMode(search),
    status,
    dealerCodes,
    retailers: current?.retailers ?? fresh?.retailers ?? [],
    listingParams: dealerCodesParam(dealerCodes),
    driveAwayState: current ? driveAwayState(search, current.retailers) : (fresh?.driveAwayState ?? driveAwayState(search, [])),
    /** Whether the market's retailers are in states (ADR 122): the server's answer, true without one. */
    states,
    query,
    modal,
    dispatch,
    apply,
    lookup,
  }
}
