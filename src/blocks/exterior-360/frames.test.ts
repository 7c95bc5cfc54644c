import { describe, expect, it } from 'vitest'
import { frameAfterDrag, frameAfterKey, frameAngle, spinFrame, wrapFrame } from './frames.ts'

describe('spec 2 §3.8 Exterior 360: frame indexes wrap round', () => {
  it.each([
    [0, 36, 0],
    [35, 36, 35],
    [36, 36, 0],
    [37, 36, 1],
    [-1, 36, 35],
    [-37, 36, 35],
    [72, 36, 0],
    [2.4, 36, 2],
    [5, 1, 0],
    [5, 0, 0],
    [Number.NaN, 36, 0],
  ])('%s of %s → %s', (index, count, expected) => {
    expect(wrapFrame(index, count)).toBe(expected)
  })
})

describe('spec 2 §3.8 Exterior 360: frame from drag distance', () => {
  it.each([
    // start, deltaX, count, width, rtl → frame (one frame per width / count = 10 px)
    [0, 0, 36, 360, false, 0],
    [0, 9, 36, 360, false, 0], // less than a step
    [0, 10, 36, 360, false, 1],
    [0, 95, 36, 360, false, 9],
    [0, -10, 36, 360, false, 35], // wraps back past the first frame
    [30, 100, 36, 360, false, 4], // wraps forward past the last frame
    [0, 360, 36, 360, false, 0], // a full width is a full turn
    [0, 720 + 20, 36, 360, false, 2],
    [0, -9, 36, 360, false, 0],
    [0, 10, 36, 360, true, 35], // right-to-left: dragging right goes back
    [5, -30, 36, 360, true, 8],
    [3, 100, 1, 360, false, 0], // one frame never moves
    [3, 100, 8, 0, false, 3], // no width yet
  ])('from %s dragged %s px (%s frames, %s px wide, rtl=%s) → %s', (start, dx, count, width, rtl, expected) => {
    expect(frameAfterDrag(start, dx, count, width, rtl)).toBe(expected)
  })
})

describe('spec 2 §3.8 Exterior 360: keyboard', () => {
  it.each([
    [0, 'ArrowRight', 36, false, 1],
    [0, 'ArrowLeft', 36, false, 35],
    [35, 'ArrowRight', 36, false, 0],
    [0, 'ArrowRight', 36, true, 35],
    [0, 'ArrowLeft', 36, true, 1],
    [0, 'ArrowUp', 36, true, 1],
    [0, 'ArrowDown', 36, false, 35],
    [0, 'PageUp', 36, false, 5],
    [2, 'PageDown', 36, false, 33],
    [0, 'PageUp', 4, false, 1],
    [10, 'Home', 36, false, 0],
    [10, 'End', 36, false, 35],
    [10, 'Enter', 36, false, null],
    [0, 'ArrowRight', 0, false, null],
  ] as const)('%s + %s (%s frames, rtl=%s) → %s', (frame, key, count, rtl, expected) => {
    expect(frameAfterKey(frame, key, count, rtl)).toBe(expected)
  })
})

describe('spec 2 §3.8 Exterior 360: autostart turn', () => {
  it.each([
    [0, 36, 0],
    [0.5, 36, 18],
    [0.99, 36, 35],
    [1, 36, 0],
    [-1, 36, 0],
    [2, 36, 0],
    [0.5, 0, 0],
  ])('progress %s of %s frames → %s', (progress, count, expected) => {
    expect(spinFrame(progress, count)).toBe(expected)
  })

  it.each([
    [0, 36, 0],
    [9, 36, 90],
    [35, 36, 350],
    [1, 24, 15],
    [3, 0, 0],
  ])('frame %s of %s shows %s°', (frame, count, expected) => {
    expect(frameAngle(frame, count)).toBe(expected)
  })
})
