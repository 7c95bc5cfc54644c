import { documentBasename } from '~/lib/app-base.ts'
import {
  readSavedVehicles,
  savedVehiclesKey,
  savedVehiclesWrite,
  toggleSavedVehicle,
  withoutVehicles,
  type SavedVehicle,
} from '../../rules/saved-vehicles.ts'

/**
 * The saved vehicles in local storage (spec 3 §4 Saved vehicles, §9 key stockLocatorSavedVahicles):
 * read, toggled and cleaned by every page that shows a save toggle — the listing, the carousel, the
 * saved vehicles screen, the showroom — each a small function over the window it is given (tests
 * pass a fake). Apart from the listing's own browser side effects (ui/listing/browser.ts), whose
 * query rules the other pages do not load.
 */
type StorageWindow = Pick<Window, 'localStorage'> & Partial<Pick<Window, 'dispatchEvent'>>

/** The key of this document's market (ADR 126: each market on a host keeps its own list). */
export const marketSavedKey = () => savedVehiclesKey(documentBasename())

/** spec 3 §4 Saved vehicles: what local storage holds. */
export function readSaved(win: Pick<Window, 'localStorage'>): SavedVehicle[] {
  try {
    return readSavedVehicles(win.localStorage.getItem(marketSavedKey()))
  } catch {
    return []
  }
}

/** The event this window's saved-vehicle lists hear a change by (other windows hear 'storage'). */
export const SAVED_VEHICLES_EVENT = 'fc-saved-vehicles'

/** Stores the list (an empty one clears the key, spec 3 §4) and tells the window's lists. */
function writeSaved(win: StorageWindow, next: SavedVehicle[]): SavedVehicle[] {
  const write = savedVehiclesWrite(next, marketSavedKey())
  try {
    if (write.action === 'set') win.localStorage.setItem(write.key, write.value)
    else win.localStorage.removeItem(write.key)
  } catch {
    // Storage may be full or refused (private mode): the page works without it.
  }
  win.dispatchEvent?.(new Event(SAVED_VEHICLES_EVENT))
  return next
}

/**
 * spec 3 §4: saving a saved vehicle removes it; an empty list clears the key. Returns the new
 * list, and tells the window's lists (SAVED_VEHICLES_EVENT).
 */
export const toggleSaved = (win: StorageWindow, entry: { id: string; list: string }): SavedVehicle[] =>
  writeSaved(win, toggleSavedVehicle(readSaved(win), entry))

/**
 * spec 3 §4, §8: saved vehicles whose fetch answered 404 leave storage (an empty list clears the
 * key); the window's lists hear it (SAVED_VEHICLES_EVENT).
 */
export const removeSavedVehicles = (win: StorageWindow, ids: readonly string[]): SavedVehicle[] =>
  writeSaved(win, withoutVehicles(readSaved(win), ids))
