import { describe, expect, it } from 'vitest'
import { arrowStep, shareLinks, swipeStep } from './gallery-viewer.ts'

describe('spec 2 §3.7 galleries: share links from the page address', () => {
  it.each([
    ['https://aurelia.example/en/gallery', 'https%3A%2F%2Faurelia.example%2Fen%2Fgallery'],
    ['https://aurelia.example/en/gallery?model=e7#component-3', 'https%3A%2F%2Faurelia.example%2Fen%2Fgallery%3Fmodel%3De7%23component-3'],
    ['https://aurelia.example/ar/معرض', 'https%3A%2F%2Faurelia.example%2Far%2F%D9%85%D8%B9%D8%B1%D8%B6'],
  ])('%s', (pageUrl, encoded) => {
    expect(shareLinks(pageUrl)).toEqual({
      facebook: `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
      twitter: `https://twitter.com/intent/tweet?url=${encoded}`,
    })
  })
})

describe('spec 2 §3.7 galleries: arrow keys in the viewer', () => {
  it.each([
    ['ArrowRight', false, 1],
    ['ArrowLeft', false, -1],
    ['ArrowRight', true, -1],
    ['ArrowLeft', true, 1],
    ['Enter', false, 0],
    ['ArrowUp', true, 0],
  ] as const)('%s (rtl %s) steps %i', (key, rtl, expected) => {
    expect(arrowStep(key, rtl)).toBe(expected)
  })
})

describe('galleries: a touch swipe across the image', () => {
  it.each([
    [-80, 10, false, 1], // finger to the left: the next image comes in from the right
    [80, 10, false, -1],
    [-80, 10, true, -1], // right to left: the next image comes in from the left
    [80, 10, true, 1],
    [-30, 0, false, 0], // a tap, or a short slip of the finger
    [-60, 90, false, 0], // mostly down: the page scrolls
    [0, 0, true, 0],
  ] as const)('dx %i, dy %i (rtl %s) steps %i', (dx, dy, rtl, expected) => {
    expect(swipeStep(dx, dy, rtl)).toBe(expected)
  })
})
