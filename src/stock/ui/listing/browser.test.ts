import { describe, expect, it, vi } from 'vitest'
import { rememberListQuery, replaceListingQuery } from './browser.ts'

/** A window with a URL, a history that records replaceState, and an in-memory session storage. */
function fakeWindow(search = '') {
  const url = new URL(`https://example.test/stock${search}#cards`)
  const storage = () => {
    const map = new Map<string, string>()
    return {
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => void map.set(key, value),
      removeItem: (key: string) => void map.delete(key),
      map,
    }
  }
  const replaceState = vi.fn((_state: unknown, _title: string, next: string) => {
    const target = new URL(next, url)
    url.search = target.search
  })
  return {
    location: url as unknown as Location,
    history: { state: { key: 'rr' }, replaceState } as unknown as History,
    sessionStorage: storage() as unknown as Storage,
    replaceState,
  }
}

describe('the URL query follows the listing (spec 3 §2)', () => {
  it('is replaced, keeping the router state and the hash, only when it changes', () => {
    const win = fakeWindow('?utm_source=m')
    expect(replaceListingQuery(win, { values: { models: ['E5', 'E7'] }, sort: null, page: 1 })).toBe(true)
    expect(win.replaceState).toHaveBeenCalledWith({ key: 'rr' }, '', '/stock?utm_source=m&models=E5++E7#cards')
    expect(replaceListingQuery(win, { values: { models: ['E5', 'E7'] }, sort: null, page: 1 })).toBe(false)
    expect(win.replaceState).toHaveBeenCalledTimes(1)
  })

  it('logs a failed replace and gives false (spec 3 §8)', () => {
    const win = fakeWindow()
    win.replaceState.mockImplementation(() => {
      throw new Error('SecurityError')
    })
    const log = vi.fn()
    expect(replaceListingQuery(win, { values: {}, sort: 'priceAsc', page: 1 }, log)).toBe(false)
    expect(log).toHaveBeenCalledOnce()
  })

  it('keeps the last list query in session storage under sl_vehicle_list_query_params', () => {
    const win = fakeWindow()
    rememberListQuery(win, new URLSearchParams('items=12&page=1&status_in=stock'))
    expect(win.sessionStorage.getItem('sl_vehicle_list_query_params')).toBe('items=12&page=1&status_in=stock')
  })
})
