import { useMemo, useSyncExternalStore } from 'react'
import { readSavedVehicles, type SavedVehicle } from '../../rules/saved-vehicles.ts'
import { marketSavedKey, SAVED_VEHICLES_EVENT } from './saved-storage.ts'

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
    return window.localStorage.getItem(marketSavedKey()) ?? ''
  } catch {
    return ''
  }
}
