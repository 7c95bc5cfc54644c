import { describe, expect, it } from 'vitest'
import { backToListing, cameFromListing, LISTING_PAGE_SESSION_KEY, rememberListingPage } from './listing-page.ts'

function fakeWindow(path: string, stored: Record<string, string> = {}) {
  const [pathname, search = ''] = path.split('?')
  return {
    location: { pathname, search: search ? `?${search}` : '' } as Location,
    sessionStorage: {
      getItem: (key: string) => stored[key] ?? null,
      setItem: (key: string, value: string) => void (stored[key] = value),
    } as Storage,
    stored,
  }
}

describe("the showroom's back link returns to the listing as it was left", () => {
  it('keeps the listing page with its filters', () => {
    const win = fakeWindow('/ar/stock?models=E7&sort=priceAsc')
    rememberListingPage(win)
    expect(win.stored[LISTING_PAGE_SESSION_KEY]).toBe('/ar/stock?models=E7&sort=priceAsc')
  })

  it.each<[string, string | undefined, string]>([
    ['the same page: with its filters', '/stock?models=E7', '/stock?models=E7'],
    ['another listing page: the link as it is', '/used?models=E7', '/stock'],
    ['nothing kept: the link as it is', undefined, '/stock'],
    ['a protocol-relative address: refused', '//evil.example/stock', '/stock'],
  ])('%s', (_, kept, expected) => {
    const win = fakeWindow('/showroom/x-1', kept ? { [LISTING_PAGE_SESSION_KEY]: kept } : {})
    expect(backToListing(win, '/stock')).toBe(expected)
  })

  it('works without storage (private mode)', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied')
      },
    } as unknown as Storage
    expect(backToListing({ sessionStorage: refusing }, '/stock')).toBe('/stock')
  })
})

describe('the back link goes back in the history when the listing is the page before', () => {
  const origin = 'https://uk.example'
  it.each<[string, string, unknown, boolean]>([
    ['opened from the listing as left', 'https://uk.example/stock?models=E7&page=2', 0, true],
    ['its first entry without an index (before hydration)', 'https://uk.example/stock?models=E7&page=2', undefined, true],
    ['the listing with other filters', 'https://uk.example/stock?models=GT', 0, false],
    ['another site', 'https://evil.example/stock?models=E7&page=2', 0, false],
    ['no referrer', '', 0, false],
    ['the page has made entries since (a similar car opened in it)', 'https://uk.example/stock?models=E7&page=2', 1, false],
  ])('%s', (_, referrer, idx, expected) => {
    expect(cameFromListing(referrer, origin, '/stock?models=E7&page=2', idx)).toBe(expected)
  })
})
