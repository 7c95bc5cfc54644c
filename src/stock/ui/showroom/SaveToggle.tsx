import { isSaved } from '../../rules/saved-vehicles.ts'
import { useStockTexts } from '../../texts/context.ts'
import { toggleSaved } from '../vehicle-card/saved-storage.ts'
import { useSavedVehicles } from '../vehicle-card/use-saved-vehicles.ts'
import styles from './Showroom.module.css'

/**
 * spec 3 §4 Saved vehicles: the vehicle's save toggle, kept in localStorage under the spec's key
 * with the list it was saved from (the cards' own storage, vehicle-card/saved-storage.ts).
 * Rendered unpressed on the server; the browser reads the list. A toggle button keeps its name
 * (as the cards' does): aria-pressed and the filled heart say that the vehicle is saved.
 */
export function SaveToggle({ id, list, onSaved }: { id: number; list: string; onSaved?: () => void }) {
  const t = useStockTexts()
  const saved = isSaved(useSavedVehicles() ?? [], id)
  const toggle = () => {
    if (isSaved(toggleSaved(window, { id: String(id), list }), id)) onSaved?.()
  }
  return (
    <button type="button" className={styles.saveToggle} aria-pressed={saved} onClick={toggle}>
      <span aria-hidden="true">{saved ? '♥' : '♡'}</span> {t['vehicle.save']}
    </button>
  )
}
