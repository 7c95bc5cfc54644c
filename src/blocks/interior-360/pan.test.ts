import { describe, expect, it } from 'vitest'
import { panTransform, startView, viewAfterDrag, viewAfterKey } from './pan.ts'

describe('spec 2 §3.8 Interior 360: the start view', () => {
  it.each([
    [null, 50],
    [50, 50],
    [0, 0],
    [100, 100],
    [25.5, 25.5],
    [130, 30],
    [-10, 90],
    [Number.NaN, 50],
  ])('start_position %s → x %s', (start, x) => {
    expect(startView(start)).toEqual({ x, y: 50 })
  })
})

describe('spec 2 §3.8 Interior 360: panning by drag', () => {
  it.each([
    // start, dx, dy, width, overflow → view
    [{ x: 50, y: 50 }, 0, 0, 2000, 300, { x: 50, y: 50 }],
    [{ x: 50, y: 50 }, 200, 0, 2000, 300, { x: 40, y: 50 }], // the picture follows the pointer
    [{ x: 50, y: 50 }, -200, 0, 2000, 300, { x: 60, y: 50 }],
    [{ x: 5, y: 50 }, 200, 0, 2000, 300, { x: 95, y: 50 }], // wraps round past the start
    [{ x: 95, y: 50 }, -400, 0, 2000, 300, { x: 15, y: 50 }], // and past the end
    [{ x: 50, y: 50 }, 0, 75, 2000, 300, { x: 50, y: 25 }],
    [{ x: 50, y: 50 }, 0, 600, 2000, 300, { x: 50, y: 0 }], // clamped at the top
    [{ x: 50, y: 50 }, 0, -600, 2000, 300, { x: 50, y: 100 }], // and the bottom
    [{ x: 50, y: 50 }, 100, 100, 0, 0, { x: 50, y: 50 }], // no layout yet
  ])('%o dragged (%s, %s) over %s×%s → %o', (start, dx, dy, width, overflow, expected) => {
    const view = viewAfterDrag(start, dx, dy, width, overflow)
    expect(view.x).toBeCloseTo(expected.x, 6)
    expect(view.y).toBeCloseTo(expected.y, 6)
  })
})

describe('spec 2 §3.8 Interior 360: panning by keyboard', () => {
  it.each([
    [{ x: 50, y: 50 }, 'ArrowLeft', { x: 45, y: 50 }],
    [{ x: 50, y: 50 }, 'ArrowRight', { x: 55, y: 50 }],
    [{ x: 2, y: 50 }, 'ArrowLeft', { x: 97, y: 50 }],
    [{ x: 98, y: 50 }, 'ArrowRight', { x: 3, y: 50 }],
    [{ x: 50, y: 50 }, 'ArrowUp', { x: 50, y: 30 }],
    [{ x: 50, y: 10 }, 'ArrowUp', { x: 50, y: 0 }],
    [{ x: 50, y: 90 }, 'ArrowDown', { x: 50, y: 100 }],
    [{ x: 50, y: 50 }, 'Enter', null],
  ])('%o + %s → %o', (view, key, expected) => {
    expect(viewAfterKey(view, key)).toEqual(expected)
  })
})

describe('spec 2 §3.8 Interior 360: the transform of the panorama strip', () => {
  it.each([
    [{ x: 50, y: 50 }, 'translate(-50%, -11.538%)'],
    [{ x: 0, y: 0 }, 'translate(-33.333%, 0%)'],
    [{ x: 100, y: 100 }, 'translate(-66.667%, -23.077%)'],
  ])('%o → %s', (view, expected) => {
    expect(panTransform(view)).toBe(expected)
  })
})
