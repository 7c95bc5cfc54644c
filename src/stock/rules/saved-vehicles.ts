import { STORAGE_KEYS } from './constants.ts'

/**
 * Saved vehicles, the visitor's wishlist in browser storage (spec 3 §3 Saved vehicle, §4 Saved
 * vehicles), as pure functions over the stored value: the React hook reads and writes
 * localStorage[SAVED_VEHICLES_KEY] with them.
 */

/** spec 3 §9: the storage key, spelt as the spec spells it. */
export const SAVED_VEHICLES_KEY = STORAGE_KEYS.savedVehicles

/**
 * The storage key of the saved vehicles of the market under `basePath` (ADR 126): markets on one
 * host share its storage, and a vehicle id is its market's own, so a market under a base path
 * keeps its own list (`stockLocatorSavedVahicles:/ar`); a root market keeps the spec's key.
 * @example savedVehiclesKey('/ar') // 'stockLocatorSavedVahicles:/ar'
 */
export function savedVehiclesKey(basePath = ''): string {
  const base = basePath.trim().replace(/\/+$/, '')
  return base === '' ? SAVED_VEHICLES_KEY : `${SAVED_VEHICLES_KEY}:${base.startsWith('/') ? base : `/${base}`}`
}

/** spec 3 §3 Saved vehicle: {id, list}, the list being the publication list key it was saved from. */
export interface SavedVehicle {
  id: string
  list: string
}

/**
 * A valid vehicle id (ADR 069): a positive whole number, or a text of 1–64 letters, digits, '-'
 * and '_' (numbers are kept as text, so 12 and '12' are the same vehicle). Checked by hand, not
 * with zod: this runs in the browser, whose pages carry no zod (tests/e2e/assets.spec.ts).
 */
function vehicleIdOf(value: unknown): string | null {
  if (typeof value === 'number') return Number.isInteger(value) && value > 0 ? String(value) : null
  if (typeof value !== 'string') return null
  const id = value.trim()
  return /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : null
}

/** A saved entry as stored, or null when it is not one: an id as above and a list of 1–100 characters. */
export function savedVehicleOf(entry: unknown): SavedVehicle | null {
  if (typeof entry !== 'object' || entry === null) return null
  const { id, list } = entry as Record<string, unknown>
  const vehicleId = vehicleIdOf(id)
  const listKey = typeof list === 'string' ? list.trim() : ''
  return vehicleId && listKey.length >= 1 && listKey.length <= 100 ? { id: vehicleId, list: listKey } : null
}

/**
 * spec 3 §4: the saved vehicles of a stored value. Invalid entries are filtered out, a repeated id
 * kept once; unparsable text is no saved vehicles.
 */
export function readSavedVehicles(stored: string | null | undefined): SavedVehicle[] {
  if (!stored) return []
  let parsed: unknown
  try {
    parsed = JSON.parse(stored)
  } catch {
    return []
  }
  return cleanSavedVehicles(Array.isArray(parsed) ? parsed : [])
}

/** Valid entries only, each id once (the first wins). */
export function cleanSavedVehicles(entries: readonly unknown[]): SavedVehicle[] {
  const seen = new Set<string>()
  return entries.flatMap((entry) => {
    const saved = savedVehicleOf(entry)
    if (!saved || seen.has(saved.id)) return []
    seen.add(saved.id)
    return [saved]
  })
}

/** What to do with storage: write the value, or remove the key (spec 3 §4: an empty list clears storage). */
export type SavedVehiclesWrite = { action: 'set'; key: string; value: string } | { action: 'remove'; key: string }

export function savedVehiclesWrite(saved: readonly SavedVehicle[], key: string = SAVED_VEHICLES_KEY): SavedVehiclesWrite {
  const clean = cleanSavedVehicles(saved)
  return clean.length === 0 ? { action: 'remove', key } : { action: 'set', key, value: JSON.stringify(clean) }
}

const idOf = (id: string | number) => String(id).trim()

/** Product page state savedCarsIDs: the saved ids, in order. */
export const savedIds = (saved: readonly SavedVehicle[]): string[] => saved.map((entry) => entry.id)

export const isSaved = (saved: readonly SavedVehicle[], id: string | number): boolean => saved.some((entry) => entry.id === idOf(id))

/**
 * spec 3 §4: saving an id that is already saved removes it; otherwise it is added at the end. An
 * invalid entry changes nothing.
 */
export function toggleSavedVehicle(saved: readonly SavedVehicle[], entry: { id: string | number; list: string }): SavedVehicle[] {
  const valid = savedVehicleOf(entry)
  if (!valid) return [...saved]
  return isSaved(saved, valid.id) ? saved.filter((e) => e.id !== valid.id) : [...saved, valid]
}

/** spec 3 §4, §8: ids whose fetch answered 404 are removed from the saved vehicles. */
export function withoutVehicles(saved: readonly SavedVehicle[], ids: readonly (string | number)[]): SavedVehicle[] {
  const gone = new Set(ids.map(idOf))
  return saved.filter((entry) => !gone.has(entry.id))
}

/** spec 3 §4: the saved vehicles still to fetch; those already cached (by id) are reused. */
export function savedVehiclesToFetch(saved: readonly SavedVehicle[], cachedIds: Iterable<string | number>): SavedVehicle[] {
  const cached = new Set([...cachedIds].map(idOf))
  return saved.filter((entry) => !cached.has(entry.id))
}
