import { describe, expect, it } from 'vitest'
import { comboboxStep } from './combobox.ts'

describe('comboboxStep: the active suggestion on ArrowDown / ArrowUp (WAI-ARIA combobox)', () => {
  it.each<[string, 'ArrowDown' | 'ArrowUp', number, number, boolean, number]>([
    ['a closed list opens on its first', 'ArrowDown', -1, 3, false, 0],
    ['a closed list opens on its last', 'ArrowUp', -1, 3, false, 2],
    ['a closed list opens afresh, whatever was active', 'ArrowDown', 1, 3, false, 0],
    ['an open list with none active: the first', 'ArrowDown', -1, 3, true, 0],
    ['an open list with none active: the last', 'ArrowUp', -1, 3, true, 2],
    ['down by one', 'ArrowDown', 0, 3, true, 1],
    ['down past the last: the first', 'ArrowDown', 2, 3, true, 0],
    ['up by one', 'ArrowUp', 2, 3, true, 1],
    ['up past the first: the last', 'ArrowUp', 0, 3, true, 2],
    ['one option stays', 'ArrowDown', 0, 1, true, 0],
  ])('%s', (_, key, active, count, expanded, next) => {
    expect(comboboxStep(key, active, count, expanded)).toBe(next)
  })
})
