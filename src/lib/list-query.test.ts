import { describe, expect, it } from 'vitest'
import { listQueryFromUrl, listQuerySchema, queryWholeNumber } from './list-query.ts'

describe('queryWholeNumber', () => {
  const page = queryWholeNumber(1, 100, 1)
  it.each([
    ['12', 12],
    [undefined, 1],
    [7, 7],
  ])('reads %o as %o', (given, expected) => {
    expect(page.parse(given)).toBe(expected)
  })

  it.each([
    ['1e1', 'must be a whole number written in digits'],
    ['0x10', 'must be a whole number written in digits'],
    [' 7', 'must be a whole number written in digits'],
    ['7.5', 'must be a whole number written in digits'],
    ['', 'must be a whole number written in digits'],
    ['0', 'Too small: expected number to be >=1'],
    ['101', 'Too big: expected number to be <=100'],
  ])('refuses %o: %s', (given, message) => {
    expect(page.safeParse(given).error?.issues[0]?.message).toBe(message)
  })
})

describe('listQueryFromUrl', () => {
  const schema = listQuerySchema(['name'], { sort: 'name', dir: 'asc' })
  it('keeps the good parameters of an address and sets a bad one to its default', () => {
    expect(listQueryFromUrl(schema, new URL('https://x.test/admin?page=1e1&per_page=50&search=aur'))).toEqual({
      search: 'aur',
      sort: 'name',
      dir: 'asc',
      page: 1,
      per_page: 50,
    })
  })
})
