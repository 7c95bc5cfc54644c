import { describe, expect, it } from 'vitest'
import { matchBitset, pageOfOrder, positionsOf } from './order.ts'

// A list of six vehicles (ids ascending: positions 0–5) and one sort order over them.
const ids = Int32Array.from([3, 8, 9, 14, 20, 21])
const byPrice = [20, 3, 14, 21, 8, 9]

describe('a page of a list from its order and the matches, in memory (ADR 093)', () => {
  const order = positionsOf(ids, byPrice)

  it('numbers a sort order by the vehicles’ positions, leaving out an id the list does not hold', () => {
    expect([...order]).toEqual([4, 0, 3, 5, 1, 2])
    expect([...positionsOf(ids, [9, 99, 3])]).toEqual([2, 0])
  })

  it.each([
    { name: 'every vehicle, first page', matches: null, offset: 0, limit: 4, page: [20, 3, 14, 21] },
    { name: 'every vehicle, second page', matches: null, offset: 4, limit: 4, page: [8, 9] },
    { name: 'past the end', matches: null, offset: 8, limit: 4, page: [] },
    { name: 'matches in the sort’s order', matches: [8, 9, 21], offset: 0, limit: 2, page: [21, 8] },
    { name: 'matches, second page', matches: [8, 9, 21], offset: 2, limit: 2, page: [9] },
    { name: 'an id outside the list is not shown', matches: [9, 10, 99], offset: 0, limit: 12, page: [9] },
    { name: 'no match', matches: [], offset: 0, limit: 12, page: [] },
    { name: 'a limit of 0', matches: [3], offset: 0, limit: 0, page: [] },
  ])('$name', ({ matches, offset, limit, page }) => {
    const bits = matches === null ? null : matchBitset(ids, matches)
    expect(pageOfOrder(ids, order, bits, offset, limit)).toEqual(page)
  })

  it('walks a list longer than a byte of bits the same way', () => {
    const many = Int32Array.from({ length: 1000 }, (_, i) => i * 2 + 1)
    const descending = positionsOf(many, [...many].reverse())
    const odd = matchBitset(
      many,
      [...many].filter((_, i) => i % 3 === 0),
    )
    expect(pageOfOrder(many, descending, odd, 12, 3)).toEqual([1927, 1921, 1915])
  })
})
