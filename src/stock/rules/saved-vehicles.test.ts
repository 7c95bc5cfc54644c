import { describe, expect, it } from 'vitest'
import {
  isSaved,
  readSavedVehicles,
  SAVED_VEHICLES_KEY,
  savedIds,
  savedVehiclesToFetch,
  savedVehiclesKey,
  savedVehiclesWrite,
  toggleSavedVehicle,
  withoutVehicles,
  type SavedVehicle,
} from './saved-vehicles.ts'

const list = '1b4e28ba-2fa1-11d2-883f-0016d3cca427'
const a: SavedVehicle = { id: '12', list }
const b: SavedVehicle = { id: '34', list }

describe('spec 3 §4 Saved vehicles', () => {
  it('keeps them under the spec’s key', () => {
    expect(SAVED_VEHICLES_KEY).toBe('stockLocatorSavedVahicles')
  })

  it.each<[string | null, SavedVehicle[]]>([
    [null, []],
    ['', []],
    ['{oops', []],
    ['{"id":12}', []],
    [
      JSON.stringify([
        { id: 12, list },
        { id: '34', list },
      ]),
      [a, b],
    ],
    [
      JSON.stringify([
        { id: 12, list },
        { id: '12', list: 'other' },
      ]),
      [a],
    ],
    [
      JSON.stringify([
        { id: 0, list },
        { id: -3, list },
        { id: 1.5, list },
        { id: '', list },
        { id: 'a b', list },
        { id: 12 },
        null,
        'x',
        { id: 34, list: '' },
      ]),
      [],
    ],
    [
      JSON.stringify([
        { id: ' 12 ', list },
        { id: 'abc-DEF_9', list },
      ]),
      [a, { id: 'abc-DEF_9', list }],
    ],
  ])('reads %j → %j (invalid ids filtered out)', (stored, saved) => {
    expect(readSavedVehicles(stored)).toEqual(saved)
  })

  it.each<[string, SavedVehicle[], { id: string | number; list: string }, SavedVehicle[]]>([
    ['adds a new id', [a], { id: 34, list }, [a, b]],
    ['removes a saved id (toggle)', [a, b], { id: 12, list }, [b]],
    ['removes a saved id given as text', [a, b], { id: '34', list: 'any' }, [a]],
    ['ignores an invalid id', [a], { id: -1, list }, [a]],
    ['ignores a missing list', [a], { id: 99, list: '' }, [a]],
  ])('%s', (_, saved, entry, next) => {
    expect(toggleSavedVehicle(saved, entry)).toEqual(next)
  })

  it.each<[SavedVehicle[], ReturnType<typeof savedVehiclesWrite>]>([
    [[], { action: 'remove', key: 'stockLocatorSavedVahicles' }],
    [[{ id: '', list }], { action: 'remove', key: 'stockLocatorSavedVahicles' }],
    [[a], { action: 'set', key: 'stockLocatorSavedVahicles', value: JSON.stringify([a]) }],
  ])('%j → storage %j (an empty list clears)', (saved, write) => {
    expect(savedVehiclesWrite(saved)).toEqual(write)
  })

  // ADR 126: markets on one host share storage; each keeps its own list, a root market the spec's key.
  it.each([
    ['', 'stockLocatorSavedVahicles'],
    ['/', 'stockLocatorSavedVahicles'],
    ['/ar', 'stockLocatorSavedVahicles:/ar'],
    ['/ar/', 'stockLocatorSavedVahicles:/ar'],
    ['ar', 'stockLocatorSavedVahicles:/ar'],
  ])('the market under %j keeps its list under %j', (base, key) => {
    expect(savedVehiclesKey(base)).toBe(key)
    expect(savedVehiclesWrite([a], savedVehiclesKey(base))).toMatchObject({ action: 'set', key })
  })

  it('removes ids answering 404, reuses cached vehicles, lists ids', () => {
    expect(withoutVehicles([a, b], [12])).toEqual([b])
    expect(withoutVehicles([a, b], [])).toEqual([a, b])
    expect(savedVehiclesToFetch([a, b], new Set(['34']))).toEqual([a])
    expect(savedVehiclesToFetch([a, b], [12, 34])).toEqual([])
    expect(savedIds([a, b])).toEqual(['12', '34'])
    expect([isSaved([a], 12), isSaved([a], '12'), isSaved([a], 34)]).toEqual([true, true, false])
  })

  it('round-trips through storage', () => {
    const write = savedVehiclesWrite(toggleSavedVehicle([a], { id: 34, list }))
    expect(write.action === 'set' && readSavedVehicles(write.value)).toEqual([a, b])
  })
})
