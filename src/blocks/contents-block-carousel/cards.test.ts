import { describe, expect, it } from 'vitest'
import { cardTitleTag } from './cards.ts'

describe('Content Blocks Carousel: card title level (ADR 016)', () => {
  it.each([
    ['h2', true, 'h3'],
    ['h1', true, 'h2'],
    ['h5', true, 'h6'],
    ['h6', true, 'h6'],
    ['h2', false, 'h2'],
    ['h4', false, 'h4'],
  ] as const)('block tag %s, block title %s: cards use %s', (tag, hasTitle, expected) => {
    expect(cardTitleTag(tag, hasTitle)).toBe(expected)
  })
})
