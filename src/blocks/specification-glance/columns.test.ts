import { describe, expect, it } from 'vitest'
import { columnsPerRow } from './columns.ts'

describe('spec 2 §9 Specification at Glance: up to 4 per row', () => {
  it.each([
    [0, 1],
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 4],
    [5, 4],
    [20, 4],
  ])('%i items give %i columns', (count, expected) => {
    expect(columnsPerRow(count)).toBe(expected)
  })
})
