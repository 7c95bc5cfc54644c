import { describe, expect, it } from 'vitest'
import { frameAtPointer } from './frames.ts'

describe('spec 2 §3.7 Seat Slider: the frame under the pointer', () => {
  it.each([
    // x, rtl, count → frame (stage from 100 to 500 px)
    [100, false, 4, 0],
    [199, false, 4, 0],
    [200, false, 4, 1],
    [350, false, 4, 2],
    [499, false, 4, 3],
    [500, false, 4, 3],
    [0, false, 4, 0],
    [900, false, 4, 3],
    [499, true, 4, 0],
    [350, true, 4, 1],
    [101, true, 4, 3],
    [0, true, 4, 3],
    [900, true, 4, 0],
    [300, false, 2, 1],
    [250, false, 3, 1],
    [300, false, 1, 0],
    [300, false, 0, 0],
  ] as const)('x %i (rtl %s) over %i frames shows frame %i', (x, rtl, count, expected) => {
    expect(frameAtPointer({ x, left: 100, width: 400, rtl }, count)).toBe(expected)
  })

  it('shows the first frame on a stage without width (not laid out)', () => {
    expect(frameAtPointer({ x: 10, left: 0, width: 0, rtl: false }, 4)).toBe(0)
  })
})
