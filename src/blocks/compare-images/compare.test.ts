import { describe, expect, it } from 'vitest'
import { clampPosition, positionAfterKey, positionFromPointer, startPosition, sweepPosition } from './compare.ts'

describe('spec 2 §3.8 Compare Images: divider position is clamped to 0–100', () => {
  it.each([
    [50, 50],
    [0, 0],
    [100, 100],
    [-10, 0],
    [140, 100],
    [33.5, 33.5],
    [Number.NaN, 50],
    [Number.POSITIVE_INFINITY, 50],
  ])('%s → %s', (value, expected) => {
    expect(clampPosition(value)).toBe(expected)
  })

  it.each([
    [null, 50],
    [50, 50],
    [20, 20],
    [120, 100],
    [-5, 0],
  ] as const)('start_position %s starts at %s', (value, expected) => {
    expect(startPosition(value)).toBe(expected)
  })
})

describe('spec 2 §3.8 Compare Images: position under the pointer', () => {
  it.each([
    // clientX, left, width, rtl → position
    [100, 100, 400, false, 0],
    [300, 100, 400, false, 50],
    [200, 100, 400, false, 25],
    [500, 100, 400, false, 100],
    [40, 100, 400, false, 0], // dragged past the start
    [900, 100, 400, false, 100], // dragged past the end
    [200, 100, 400, true, 75], // right-to-left: measured from the right
    [500, 100, 400, true, 0],
    [250, 100, 0, false, 50], // no width yet
  ])('x %s over [%s, +%s] rtl=%s → %s', (clientX, left, width, rtl, expected) => {
    expect(positionFromPointer(clientX, left, width, rtl)).toBe(expected)
  })
})

describe('spec 2 §3.8 Compare Images: keyboard on the divider handle', () => {
  it.each([
    [50, 'ArrowRight', false, 55],
    [50, 'ArrowLeft', false, 45],
    [50, 'ArrowRight', true, 45],
    [50, 'ArrowLeft', true, 55],
    [50, 'ArrowUp', true, 55],
    [50, 'ArrowDown', false, 45],
    [50, 'PageUp', false, 75],
    [50, 'PageDown', false, 25],
    [98, 'ArrowRight', false, 100],
    [2, 'ArrowLeft', false, 0],
    [90, 'PageUp', false, 100],
    [50, 'Home', false, 0],
    [50, 'End', true, 100],
    [50, 'Enter', false, null],
    [50, 'a', false, null],
  ] as const)('%s + %s (rtl=%s) → %s', (position, key, rtl, expected) => {
    expect(positionAfterKey(position, key, rtl)).toBe(expected)
  })
})

describe('spec 2 §3.8 Compare Images: autostart sweep', () => {
  it.each([
    // start, progress → position (path 50 → 15 → 85 → 50, 140 units long)
    [50, 0, 50],
    [50, 0.125, 32.5],
    [50, 0.25, 15],
    [50, 0.5, 50],
    [50, 0.75, 85],
    [50, 1, 50],
    [50, -1, 50],
    [50, 2, 50],
    [50, Number.NaN, 50],
    [15, 0, 15],
    [15, 0.5, 85],
    [15, 1, 15], // path 15 → 15 → 85 → 15
    [100, 0.5, 15],
    [100, 1, 100], // path 100 → 15 → 85 → 100, 170 units long
  ])('start %s at %s → %s', (start, progress, expected) => {
    expect(sweepPosition(start, progress)).toBeCloseTo(expected, 6)
  })
})
