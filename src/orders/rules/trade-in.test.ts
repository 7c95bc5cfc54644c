import { describe, expect, it } from 'vitest'
import { tradeInMileage } from './trade-in.ts'

describe("a trade-in's mileage as typed", () => {
  it.each([
    ['', ''],
    ['   ', ''],
    ['85000', '85000'],
    [' 85000 ', '85000'],
    ['0', '0'],
    ['007', '7'],
    ['85,000', '85000'],
    ['85.000', '85000'],
    ['85 000', '85000'],
    ['1,234,567', '1234567'],
    // An Arabic or Persian keyboard's digits, the Arabic thousands separator, a pasted direction mark.
    ['٨٥٠٠٠', '85000'],
    ['٨٥٬٠٠٠', '85000'],
    ['۸۵۰۰۰', '85000'],
    ['\u200f٨٥٠٠٠', '85000'],
    ['９９', '99'],
    // Not a whole number of at most seven digits.
    ['85.5', null],
    ['8,50', null],
    ['85,0000', null],
    ['12345678', null],
    ['10,000,000', null],
    ['-5', null],
    ['80k', null],
    ['about 80000', null],
  ])('%j → %j', (typed, expected) => {
    expect(tradeInMileage(typed)).toBe(expected)
  })
})
