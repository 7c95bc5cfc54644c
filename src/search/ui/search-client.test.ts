import { describe, expect, it } from 'vitest'
import { resultHref, suggestsFor } from './search-client.ts'

describe('site search client rules', () => {
  it.each([
    ['/', '/offers', '/offers'],
    ['/', '/', '/'],
    ['/ar', '/offers', '/ar/offers'],
    ['/ar/', '/', '/ar'],
  ])('base %j + %j → %j', (base, url, href) => {
    expect(resultHref(base, url)).toBe(href)
  })

  it.each([
    ['', false],
    ['a', false],
    [' a! ', false],
    ['ab', true],
    ['سي', true],
  ])('suggests for %j: %s', (query, yes) => {
    expect(suggestsFor(query)).toBe(yes)
  })
})
