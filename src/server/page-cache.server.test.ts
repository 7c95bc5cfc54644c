import { describe, expect, it } from 'vitest'
import { createPageCache } from './page-cache.server.ts'

const entry = (size: number) => ({ status: 200, headers: [], body: new Uint8Array(size) })

describe('published-page cache', () => {
  it('keys by site, revision, path and query', () => {
    const cache = createPageCache({ maxEntries: 10, maxBytes: 1000 })
    expect(cache.key(1, 7, new URL('http://x/a?b=1'))).toBe('1:7:/a?b=1')
    expect(cache.key(1, 8, new URL('http://x/a?b=1'))).not.toBe(cache.key(1, 7, new URL('http://x/a?b=1')))
  })

  it('evicts the least recently used entry past the entry limit', () => {
    const cache = createPageCache({ maxEntries: 2, maxBytes: 1000 })
    cache.set('a', entry(1))
    cache.set('b', entry(1))
    cache.get('a')
    cache.set('c', entry(1))
    expect(cache.get('a')).toBeDefined()
    expect(cache.get('b')).toBeUndefined()
    expect(cache.size).toBe(2)
  })

  it('evicts by bytes and refuses entries over a tenth of the budget', () => {
    const cache = createPageCache({ maxEntries: 100, maxBytes: 100 })
    cache.set('big', entry(11))
    expect(cache.get('big')).toBeUndefined()
    for (const k of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k']) cache.set(k, entry(10))
    expect(cache.size).toBe(10)
    expect(cache.get('a')).toBeUndefined()
  })
})
