import { describe, expect, it } from 'vitest'
import { parseHotspots } from './hotspots.ts'

const point = { x: 30, y: 55, title: 'LED headlights', text: 'Matrix beams that never dazzle.' }

describe('spec 2 §3.8 Hotspots Container: hotspots JSON', () => {
  it.each([
    ['nothing', undefined, []],
    ['null', null, []],
    ['blank text', '  ', []],
    ['an empty list', [], []],
    ['a list', [point], [point]],
    ['JSON text', JSON.stringify([point]), [point]],
    ['the corners', [{ ...point, x: 0, y: 100 }], [{ ...point, x: 0, y: 100 }]],
    ['no text', [{ x: 1, y: 2, title: 'Roof rails' }], [{ x: 1, y: 2, title: 'Roof rails', text: '' }]],
    ['padded strings', [{ ...point, title: '  Wheels ', text: ' 22-inch ' }], [{ ...point, title: 'Wheels', text: '22-inch' }]],
  ])('accepts %s', (_, raw, expected) => {
    expect(parseHotspots(raw)).toEqual({ success: true, hotspots: expected })
  })

  it.each([
    ['unparsable text', '[{"x": 30,', 'Invalid JSON in hotspots'],
    ['an object', { x: 1, y: 2, title: 'A' }, 'Invalid hotspots: Invalid input: expected array, received object'],
    ['x beyond 100', [{ ...point, x: 101 }], 'Invalid hotspots: 0.x: Too big: expected number to be <=100'],
    ['a negative y', [point, { ...point, y: -1 }], 'Invalid hotspots: 1.y: Too small: expected number to be >=0'],
    ['x as text', [{ ...point, x: '30' }], 'Invalid hotspots: 0.x: Invalid input: expected number, received string'],
    ['no title', [{ x: 1, y: 2, title: ' ' }], 'Invalid hotspots: 0.title: Too small: expected string to have >=1 characters'],
    ['an unknown key', [{ ...point, colour: 'red' }], 'Invalid hotspots: 0: Unrecognized key: "colour"'],
    ['too many points', Array.from({ length: 21 }, () => point), 'Invalid hotspots: Too big: expected array to have <=20 items'],
    ['a number', 42, 'Invalid hotspots: Invalid input: expected array, received number'],
  ])('rejects %s', (_, raw, error) => {
    expect(parseHotspots(raw)).toEqual({ success: false, error })
  })
})
