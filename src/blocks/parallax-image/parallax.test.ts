import { describe, expect, it } from 'vitest'
import { layerShift, scrollProgress } from './parallax.ts'

const viewport = 800
const frame = (top: number, height = 400) => ({ top, height })

describe("ADR 015 Parallax Image: a frame's trip across the viewport", () => {
  it.each([
    [frame(800), -1], // top at the bottom edge: entering
    [frame(1200), -1], // below the viewport
    [frame(500), -0.5],
    [frame(200), 0], // centred
    [frame(-100), 0.5],
    [frame(-400), 1], // bottom at the top edge: leaving
    [frame(-2000), 1],
    [{ top: 400, height: 0 }, 0],
  ])('%o → %d', (f, expected) => {
    expect(scrollProgress(f, viewport)).toBe(expected)
  })

  it('is centred in a viewport of no height (a hidden frame)', () => {
    expect(scrollProgress({ top: 0, height: 0 }, 0)).toBe(0)
  })
})

describe('ADR 015 Parallax Image: image layer shift', () => {
  it.each([
    [frame(800), 'fast', -80], // the whole room (20% of 400 px) up
    [frame(800), 'medium', -56],
    [frame(800), 'slow', -32],
    [frame(200), 'fast', 0],
    [frame(-100), 'medium', 28],
    [frame(-400), 'fast', 80],
    [frame(-4000), 'fast', 80], // never more than the room
  ] as const)('%o at %s → %d px', (f, speed, expected) => {
    expect(layerShift(f, viewport, speed)).toBe(expected)
  })
})
