import { describe, expect, it } from 'vitest'
import { backToListing, LISTING_PAGE_SESSION_KEY, rememberListingPage } from './listing-page.ts'

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
