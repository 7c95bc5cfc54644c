import { LIST_QUERY_SESSION_KEY } from '../../rules/constants.ts'
import { queryChanged } from '../../rules/filters.ts'
import { queryOfRequest, type ListingRequest } from './listing-state.ts'

/**
 * The listing's browser side effects, each a small function over the window it is given (tests
 * pass a fake): the URL query (spec 3 §2) and the last list query in session storage (spec 3 §9
 * keys). The saved vehicles, which other pages save too, are in vehicle-card/saved-storage.ts.
 */
type Win = Pick<Window, 'location' | 'history' | 'sessionStorage'>
type Log = (message: string, error?: unknown) => void
const consoleLog: Log = (message, error) => console.error(message, error)

/**
 * spec 3 §2: the page URL's query follows the request, replaced (history.replaceState, keeping the
 * router's state) only when it actually changes. spec 3 §8: a failed replace is logged and gives false.
 */
export function replaceListingQuery(win: Win, request: ListingRequest, log: Log = consoleLog): boolean {
  try {
    const current = win.location.search.replace(/^\?/, '')
    const next = queryOfRequest(current, request)
    if (!queryChanged(current, next)) return false
    win.history.replaceState(win.history.state, '', `${win.location.pathname}${next ? `?${next}` : ''}${win.location.hash}`)
    return true
  } catch (error) {
    log('Stock locator: the URL query could not be replaced', error)
    return false
  }
}

/** spec 3 §2: the last list query, kept in session storage (sl_vehicle_list_query_params). */
export function rememberListQuery(win: Win, query: URLSearchParams): void {
  try {
    win.sessionStorage.setItem(LIST_QUERY_SESSION_KEY, query.toString())
  } catch {
    // Storage may be full or refused (private mode): the listing works without it.
  }
}
