import { useCallback, useEffect, useMemo, useReducer, useState, type Dispatch } from 'react'
import { useSearchParams } from 'react-router'
import {
  postcodeSearchFromQuery,
  postcodeSearchMode,
  withPostcodeSearch,
  type PostcodeSearch,
  type PostcodeSearchMode,
} from '../rules/postcode-search.ts'
import type { AustralianState } from '../rules/prices.ts'
import {
  dealerCodesParam,
  driveAwayState,
  initialModalState,
  modalReducer,
  type ModalAction,
  type ModalState,
  type PostcodeSearchResult,
} from './modal.ts'
import { fetchRetailers, type PostcodeRetailer } from './retailers.ts'

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
  /** The retailers found for the search (their names for the bar), once the answer is in. */
  retailers: PostcodeRetailer[]
  /** { 'filter[owner_dealer_codes_includes]': 'D1,D2' }, or {} without dealer codes. */
  listingParams: Record<string, string>
  driveAwayState: AustralianState | null
  modal: ModalState
  dispatch: Dispatch<ModalAction>
  /** Writes the search into the URL (spec 3 §4: _retailer, _state, _postcode, _locality; page back to 1). */
  apply(search: PostcodeSearch): void
  /** The options the modal offers, fetched when needed. */
  lookup(filter: { postcode?: string }, signal?: AbortSignal): Promise<PostcodeRetailer[]>
}

const sameSearch = (a: PostcodeSearch, b: PostcodeSearch) => JSON.stringify(a) === JSON.stringify(b)

/**
 * The postcode / state / retailer search of a listing (spec 3 §2, §4, §5, §7), for the Stock
 * Locator block to mount: the search lives in the URL; its dealers come from
 * GET /api/inventory/public_api/listing//{key}/retailers; no dealers opens the modal, which then
 * cannot be closed. The listing restricts itself with `listingParams` and prices with
 * `driveAwayState`. Render `<PostcodeSearch controller={…} />` for the bar and the modal.
 */
export function usePostcodeSearch(options: PostcodeSearchOptions): PostcodeSearchController {
  const { listingKey, brand, initial, onError, fetch: fetcher } = options
  const [params, setParams] = useSearchParams()
  const query = params.toString()
  const search = useMemo(() => postcodeSearchFromQuery(query), [query])
  const fresh = initial && sameSearch(initial.search, search) ? initial : null
  const [modal, dispatch] = useReducer(modalReducer, search, (s) =>
    fresh ? { ...initialModalState(s), ...fresh.modal } : initialModalState(s),
  )
  const [found, setFound] = useState<{ query: string; retailers: PostcodeRetailer[]; dealerCodes: string[] } | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  const report = useCallback(
    (error: unknown) => (onError ?? ((e: unknown) => console.error('Postcode search failed', e)))(error),
    [onError],
  )

  const lookup = useCallback(
    (filter: { postcode?: string }, signal?: AbortSignal) => fetchRetailers(listingKey, { brand, ...filter }, { fetch: fetcher, signal }),
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
                ? { brand, postcode: search.postcode, locality: search.locality }
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
    (next: PostcodeSearch) => setParams(new URLSearchParams(withPostcodeSearch(query, next)), { replace: true, preventScrollReset: true }),
    [query, setParams],
  )

  const current = found && found.query === key ? found : null
  const status = current || (fresh && !found) ? 'ready' : failed === key ? 'error' : 'loading'
  const dealerCodes = current?.dealerCodes ?? fresh?.dealerCodes ?? []
  return {
    search,
    mode: postcodeSearchMode(search),
    status,
    dealerCodes,
    retailers: current?.retailers ?? [],
    listingParams: dealerCodesParam(dealerCodes),
    driveAwayState: current ? driveAwayState(search, current.retailers) : (fresh?.driveAwayState ?? driveAwayState(search, [])),
    modal,
    dispatch,
    apply,
    lookup,
  }
}
