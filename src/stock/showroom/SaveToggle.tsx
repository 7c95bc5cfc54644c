import { useEffect, useState } from 'react'
import { isSaved, readSavedVehicles, SAVED_VEHICLES_KEY, savedVehiclesWrite, toggleSavedVehicle } from '../rules/saved-vehicles.ts'
import { SHOWROOM_TEXTS } from './labels.ts'
import styles from './Showroom.module.css'

/**
 * spec 3 §4 Saved vehicles: the vehicle's save toggle, kept in localStorage under the spec's key
 * with the list it was saved from. Rendered unpressed on the server; the browser reads the list.
 */
export function SaveToggle({ id, list }: { id: number; list: string }) {
  const [saved, setSaved] = useState(false)
  useEffect(() => {
    setSaved(isSaved(readStored(), id))
  }, [id])
  const toggle = () => {
    const next = toggleSavedVehicle(readStored(), { id, list })
    const write = savedVehiclesWrite(next)
    try {
      if (write.action === 'set') localStorage.setItem(write.key, write.value)
      else localStorage.removeItem(write.key)
    } catch {
      // Storage full or refused: the toggle still shows the choice for this page.
    }
    setSaved(isSaved(next, id))
  }
  return (
    <button type="button" className={styles.saveToggle} aria-pressed={saved} onClick={toggle}>
      <span aria-hidden="true">{saved ? '♥' : '♡'}</span> {saved ? SHOWROOM_TEXTS.saved : SHOWROOM_TEXTS.save}
    </button>
  )
}

function readStored() {
  try {
    return readSavedVehicles(localStorage.getItem(SAVED_VEHICLES_KEY))
  } catch {
    return []
  }
}
