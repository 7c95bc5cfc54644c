import { describe, expect, it } from 'vitest'
import { advancesAutomatically, isPlaying, scrollEdges, scrollOffset, scrollPages, slideAfter } from './carousel.ts'

describe('carousels: slide order wraps round (spec 2 §3.6, §3.7)', () => {
  it.each([
    [0, 3, 1, 1],
    [1, 3, 1, 2],
    [2, 3, 1, 0],
    [0, 3, -1, 2],
    [2, 3, -1, 1],
    [0, 1, 1, 0],
    [0, 1, -1, 0],
    [0, 0, 1, 0],
    [0, 0, -1, 0],
  ] as const)('from %i of %i stepping %i shows %i', (current, count, step, expected) => {
    expect(slideAfter(current, count, step)).toBe(expected)
  })
})

describe('carousels: slide-advance rule', () => {
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
})

describe('carousels: play state (WCAG 2.2.2 pause, 2.3.3 reduced motion)', () => {
  it.each([
    // choice, reduced motion, autoplay → playing
    [null, false, true, true],
    [null, true, true, false],
    [null, false, false, false],
    [null, true, false, false],
    [true, true, true, true],
    [true, false, false, true],
    [false, false, true, false],
  ] as const)('choice %s, reduced motion %s, autoplay %s plays: %s', (choice, reduced, autoplay, expected) => {
    expect(isPlaying(choice, reduced, autoplay)).toBe(expected)
  })

  it('autoplays by default', () => {
    expect(isPlaying(null, false)).toBe(true)
  })
})

describe('scrolling rows: edges', () => {
  it.each([
    [
      { scrollStart: 0, scrollWidth: 1000, clientWidth: 400 },
      { atStart: true, atEnd: false },
    ],
    [
      { scrollStart: 300, scrollWidth: 1000, clientWidth: 400 },
      { atStart: false, atEnd: false },
    ],
    [
      { scrollStart: 600, scrollWidth: 1000, clientWidth: 400 },
      { atStart: false, atEnd: true },
    ],
    [
      { scrollStart: 599.5, scrollWidth: 1000, clientWidth: 400 },
      { atStart: false, atEnd: true },
    ],
    [
      { scrollStart: -600, scrollWidth: 1000, clientWidth: 400 },
      { atStart: false, atEnd: true },
    ],
    [
      { scrollStart: -0.5, scrollWidth: 1000, clientWidth: 400 },
      { atStart: true, atEnd: false },
    ],
    [
      { scrollStart: 0, scrollWidth: 400, clientWidth: 400 },
      { atStart: true, atEnd: true },
    ],
  ])('%o is %o', (row, expected) => {
    expect(scrollEdges(row)).toEqual(expected)
  })

  it.each([
    [1, 400, false, 400],
    [-1, 400, false, -400],
    [1, 400, true, -400],
    [-1, 400, true, 400],
  ] as const)('stepping %i by %i px (rtl %s) scrolls left by %i', (step, width, rtl, expected) => {
    expect(scrollOffset(step, width, rtl)).toBe(expected)
  })

  it.each([
    [2, 400, false, 800],
    [-3, 400, true, 1200],
    [0, 400, false, 0],
  ] as const)('jumping %i pages by %i px (rtl %s) scrolls left by %i', (pages, width, rtl, expected) => {
    expect(scrollOffset(pages, width, rtl)).toBe(expected)
  })
})

describe('scrolling rows: pages (pagination)', () => {
  it.each([
    [
      { scrollStart: 0, scrollWidth: 1200, clientWidth: 400 },
      { page: 0, pages: 3 },
    ],
    [
      { scrollStart: 410, scrollWidth: 1200, clientWidth: 400 },
      { page: 1, pages: 3 },
    ],
    [
      { scrollStart: 800, scrollWidth: 1200, clientWidth: 400 },
      { page: 2, pages: 3 },
    ],
    [
      { scrollStart: -800, scrollWidth: 1200, clientWidth: 400 },
      { page: 2, pages: 3 },
    ],
    // 1000 px in 400 px widths: three pages, the last one reached at the row's end (600 px).
    [
      { scrollStart: 600, scrollWidth: 1000, clientWidth: 400 },
      { page: 2, pages: 3 },
    ],
    [
      { scrollStart: 0, scrollWidth: 400, clientWidth: 400 },
      { page: 0, pages: 1 },
    ],
    [
      { scrollStart: 0, scrollWidth: 401, clientWidth: 400 },
      { page: 0, pages: 1 },
    ],
    [
      { scrollStart: 0, scrollWidth: 0, clientWidth: 0 },
      { page: 0, pages: 0 },
    ],
  ])('%o is %o', (row, expected) => {
    expect(scrollPages(row)).toEqual(expected)
  })
})
