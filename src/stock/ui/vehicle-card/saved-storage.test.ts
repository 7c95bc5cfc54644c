import { describe, expect, it, vi } from 'vitest'
import { readSaved, removeSavedVehicles, SAVED_VEHICLES_EVENT, toggleSaved } from './saved-storage.ts'

/** A window with an in-memory local storage that records the events it is sent. */
function fakeWindow() {
  const map = new Map<string, string>()
  const localStorage = {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  } as unknown as Storage
  return { localStorage, dispatchEvent: vi.fn((_event: Event) => true) }
}

describe('saved vehicles (spec 3 §4, key stockLocatorSavedVahicles)', () => {
  it('toggles a vehicle and clears the key when none is left', () => {
    const win = fakeWindow()
    expect(toggleSaved(win, { id: '7', list: 'L' })).toEqual([{ id: '7', list: 'L' }])
    expect(win.localStorage.getItem('stockLocatorSavedVahicles')).toBe('[{"id":"7","list":"L"}]')
    expect(readSaved(win)).toEqual([{ id: '7', list: 'L' }])
    expect(toggleSaved(win, { id: '7', list: 'L' })).toEqual([])
    expect(win.localStorage.getItem('stockLocatorSavedVahicles')).toBeNull()
  })

  it('removes the vehicles that are gone, telling the lists (spec 3 §4, §8)', () => {
    const win = fakeWindow()
    toggleSaved(win, { id: '7', list: 'L' })
    toggleSaved(win, { id: '8', list: 'L' })
    expect(removeSavedVehicles(win, ['7'])).toEqual([{ id: '8', list: 'L' }])
    expect(readSaved(win)).toEqual([{ id: '8', list: 'L' }])
    expect(win.dispatchEvent).toHaveBeenLastCalledWith(expect.objectContaining({ type: SAVED_VEHICLES_EVENT }))
  })
})
