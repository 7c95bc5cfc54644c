import { describe, expect, it } from 'vitest'
import { advancesAutomatically, isPlaying, slideAfter } from './slider.ts'

describe('spec 2 §3.6 Quote Slider: slide order', () => {
  it.each([
    [0, 3, 1, 1],
    [1, 3, 1, 2],
    [2, 3, 1, 0],
    [0, 3, -1, 2],
    [2, 3, -1, 1],
    [0, 1, 1, 0],
    [0, 1, -1, 0],
    [0, 0, 1, 0],
  ] as const)('from %i of %i stepping %i shows %i', (current, count, step, expected) => {
    expect(slideAfter(current, count, step)).toBe(expected)
  })
})

describe('spec 2 §3.6 Quote Slider: slide-advance rule', () => {
  it.each([
    [{ count: 3, playing: true, interacting: false }, true],
    [{ count: 2, playing: true, interacting: false }, true],
    [{ count: 1, playing: true, interacting: false }, false],
    [{ count: 0, playing: true, interacting: false }, false],
    [{ count: 3, playing: false, interacting: false }, false],
    [{ count: 3, playing: true, interacting: true }, false],
  ])('%o advances: %s', (state, expected) => {
    expect(advancesAutomatically(state)).toBe(expected)
  })

  it.each([
    [null, false, true],
    [null, true, false],
    [true, true, true],
    [false, false, false],
  ] as const)('choice %s with reduced motion %s plays: %s', (choice, reduced, expected) => {
    expect(isPlaying(choice, reduced)).toBe(expected)
  })
})
