import { useMemo, useSyncExternalStore } from 'react'
import { readSaved, SAVED_VEHICLES_EVENT } from '../listing-view/browser.ts'
import { readSavedVehicles, SAVED_VEHICLES_KEY, savedVehiclesWrite, withoutVehicles, type SavedVehicle } from '../rules/saved-vehicles.ts'

/**
 * spec 3 §4 Saved vehicles, from local storage (stockLocatorSavedVahicles): `null` on the server
 * and while hydrating (not known yet), then the stored ones, kept in step with this window's
 * toggles (SAVED_VEHICLES_EVENT) and other windows' ('storage').
 */
export function useSavedVehicles(): SavedVehicle[] | null {
  const raw = useSyncExternalStore(subscribeSaved, storedSaved, () => null)
  return useMemo(() => (raw === null ? null : readSavedVehicles(raw)), [raw])
}

function subscribeSaved(onChange: () => void) {
  window.addEventListener('storage', onChange)
  window.addEventListener(SAVED_VEHICLES_EVENT, onChange)
  return () => {
    window.removeEventListener('storage', onChange)
    window.removeEventListener(SAVED_VEHICLES_EVENT, onChange)
  }
}

function storedSaved(): string {
  try {
    return window.localStorage.getItem(SAVED_VEHICLES_KEY) ?? ''
  } catch {
    return ''
  }
}

/**
 * spec 3 §4, §8: saved vehicles whose fetch answered 404 leave storage (an empty list clears the
 * key); the window's lists hear it (SAVED_VEHICLES_EVENT).
 */
export function removeSavedVehicles(
  win: Pick<Window, 'localStorage'> & Partial<Pick<Window, 'dispatchEvent'>>,
  ids: readonly string[],
): SavedVehicle[] {
  const next = withoutVehicles(readSaved(win), ids)
  const write = savedVehiclesWrite(next)
  try {
    if (write.action === 'set') win.localStorage.setItem(write.key, write.value)
    else win.localStorage.removeItem(write.key)
  } catch {
    // Storage may be refused (private mode): the screen works without it.
  }
  win.dispatchEvent?.(new Event(SAVED_VEHICLES_EVENT))
  return next
}
