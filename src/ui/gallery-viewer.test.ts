import { describe, expect, it } from 'vitest'
import { arrowStep, shareLinks } from './gallery-viewer.ts'

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
