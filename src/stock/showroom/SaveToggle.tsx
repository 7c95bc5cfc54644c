import { useSyncExternalStore } from 'react'
import { isSaved, readSavedVehicles, SAVED_VEHICLES_KEY, savedVehiclesWrite, toggleSavedVehicle } from '../rules/saved-vehicles.ts'
import { SAVED_VEHICLES_EVENT } from '../listing-view/browser.ts'
import { useStockTexts } from '../texts-context.ts'
import styles from './Showroom.module.css'

/** Told to this page's toggles and listings when the saved list changes here ('storage' tells other tabs). */
const CHANGED = SAVED_VEHICLES_EVENT

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange)
  window.addEventListener(CHANGED, onChange)
  return () => {
    window.removeEventListener('storage', onChange)
    window.removeEventListener(CHANGED, onChange)
  }
}

function storedText(): string | null {
  try {
    return localStorage.getItem(SAVED_VEHICLES_KEY)
  } catch {
    return null
  }
}

/**
 * spec 3 §4 Saved vehicles: the vehicle's save toggle, kept in localStorage under the spec's key
 * with the list it was saved from. Rendered unpressed on the server; the browser reads the list.
 */
export function SaveToggle({ id, list, onSaved }: { id: number; list: string; onSaved?: () => void }) {
  const t = useStockTexts()
  const stored = useSyncExternalStore(subscribe, storedText, () => null)
  const saved = isSaved(readSavedVehicles(stored), id)
  const toggle = () => {
    const next = toggleSavedVehicle(readSavedVehicles(storedText()), { id, list })
    const write = savedVehiclesWrite(next)
    try {
      if (write.action === 'set') localStorage.setItem(write.key, write.value)
      else localStorage.removeItem(write.key)
    } catch {
      // Storage full or refused: nothing to remember the choice in.
    }
    window.dispatchEvent(new Event(CHANGED))
    if (isSaved(next, id)) onSaved?.()
  }
  return (
    <button type="button" className={styles.saveToggle} aria-pressed={saved} onClick={toggle}>
      <span aria-hidden="true">{saved ? '♥' : '♡'}</span> {saved ? t['vehicle.saved'] : t['vehicle.save']}
    </button>
  )
}
