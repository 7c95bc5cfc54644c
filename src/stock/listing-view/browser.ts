import { LIST_QUERY_SESSION_KEY } from '../rules/constants.ts'
import { queryChanged } from '../rules/filters.ts'
import {
  readSavedVehicles,
  SAVED_VEHICLES_KEY,
  savedVehiclesWrite,
  toggleSavedVehicle,
  type SavedVehicle,
} from '../rules/saved-vehicles.ts'
import { queryOfRequest, type ListingRequest } from './listing-state.ts'

/**
 * The listing's browser side effects, each a small function over the window it is given (tests
 * pass a fake): the URL query (spec 3 §2), the last list query in session storage and the saved
 * vehicles in local storage (spec 3 §9 keys).
 */
type Win = Pick<Window, 'location' | 'history' | 'sessionStorage' | 'localStorage'>
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

/** spec 3 §4 Saved vehicles: what local storage holds. */
export function readSaved(win: Pick<Window, 'localStorage'>): SavedVehicle[] {
  try {
    return readSavedVehicles(win.localStorage.getItem(SAVED_VEHICLES_KEY))
  } catch {
    return []
  }
}

/** The event this window's saved-vehicle lists hear a change by (other windows hear 'storage'). */
export const SAVED_VEHICLES_EVENT = 'fc-saved-vehicles'

/**
 * spec 3 §4: saving a saved vehicle removes it; an empty list clears the key. Returns the new
 * list, and tells the window's listings (SAVED_VEHICLES_EVENT).
 */
export function toggleSaved(
  win: Pick<Window, 'localStorage'> & Partial<Pick<Window, 'dispatchEvent'>>,
  entry: { id: string; list: string },
): SavedVehicle[] {
  const next = toggleSavedVehicle(readSaved(win), entry)
  const write = savedVehiclesWrite(next)
  try {
    if (write.action === 'set') win.localStorage.setItem(write.key, write.value)
    else win.localStorage.removeItem(write.key)
  } catch {
    // As above: the listing works without it.
  }
  win.dispatchEvent?.(new Event(SAVED_VEHICLES_EVENT))
  return next
}
