import { describe, expect, it } from 'vitest'
import { sizeRange, type MerchandiseSize } from './sizes.ts'

describe('spec 2 §3.7 Collection Item: sizes run XS to XXXXL', () => {
  it.each([
    ['S', 'XL', ['S', 'M', 'L', 'XL']],
    ['XS', 'XXXXL', ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL', 'XXXXL']],
    ['M', 'M', ['M']],
    ['XXL', 'S', ['S', 'M', 'L', 'XL', 'XXL']],
    ['L', '', ['L']],
    ['', 'XXXL', ['XXXL']],
    ['', '', []],
  ] as const)('from %j to %j: %j', (from, to, expected) => {
    expect(sizeRange(from as MerchandiseSize | '', to as MerchandiseSize | '')).toEqual(expected)
  })
})
