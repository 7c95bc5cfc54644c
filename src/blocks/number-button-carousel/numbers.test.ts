import { describe, expect, it } from 'vitest'
import { slideNumber } from './numbers.ts'

describe('spec 2 §3.7 Number Button Carousel: button numbers', () => {
  it.each([
    [0, '01'],
    [1, '02'],
    [8, '09'],
    [9, '10'],
  ])('slide index %i is numbered %s', (index, label) => {
    expect(slideNumber(index)).toBe(label)
  })
})
