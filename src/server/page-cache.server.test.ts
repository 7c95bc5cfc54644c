import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { createPageCache, negotiateBody, pageUrl } from './page-cache.server.ts'

const entry = (size: number) => ({ status: 200, headers: [], body: new Uint8Array(size) })

describe('published-page cache', () => {
  it.each([
    ['/?q=1', '/'],
    ['/about?utm_source=mail&gclid=x', '/about'],
    ['/about.data?q=2&_routes=root%2Croutes%2Fpage', '/about.data?_routes=root%2Croutes%2Fpage'],
    ['/_root.data?index&_routes=root', '/_root.data?index=&_routes=root'],
  ])('pageUrl(%s) keeps only the parameters pages read: %s', (raw, expected) => {
    const url = pageUrl(new URL(raw, 'http://x'))
    expect(url.pathname + url.search).toBe(expected)
  })

  it('keys by market, revision, path and the kept query', () => {
    const cache = createPageCache({ maxEntries: 10, maxBytes: 1000 })
    expect(cache.key(1, 7, new URL('http://x/a?q=1'))).toBe(cache.key(1, 7, new URL('http://x/a?q=2')))
    expect(cache.key(2, 7, new URL('http://x/a'))).not.toBe(cache.key(1, 7, new URL('http://x/a')))
    expect(cache.key(1, 7, new URL('http://x/a.data?b=1&_routes=root'))).toBe('1:7:/a.data?_routes=root')
    expect(cache.key(1, 8, new URL('http://x/a?b=1'))).not.toBe(cache.key(1, 7, new URL('http://x/a?b=1')))
  })

  it('evicts the least recently used entry past the entry limit', () => {
    const cache = createPageCache({ maxEntries: 2, maxBytes: 100_000 })
    cache.set('a', entry(1))
    cache.set('b', entry(1))
    cache.get('a')
    cache.set('c', entry(1))
    expect(cache.get('a')).toBeDefined()
    expect(cache.get('b')).toBeUndefined()
    expect(cache.size).toBe(2)
  })

  it('evicts by bytes (the body and its compressed copies) and refuses entries over a tenth of the budget', () => {
    const cache = createPageCache({ maxEntries: 100, maxBytes: 10_000 })
    cache.set('big', entry(1001))
    expect(cache.get('big')).toBeUndefined()
    for (const k of 'abcdefghijk') cache.set(k, entry(900))
    expect(cache.size).toBeLessThan(11)
    expect(cache.get('a')).toBeUndefined()
    expect(cache.get('k')).toBeDefined()
  })

  it('remembers keys that rendered something not cacheable until one is stored', () => {
    const cache = createPageCache({ maxEntries: 10, maxBytes: 10_000 })
    cache.markUncacheable('a')
    expect(cache.isUncacheable('a')).toBe(true)
    cache.set('a', entry(10))
    expect(cache.isUncacheable('a')).toBe(false)
  })

  it('stores nothing when turned off (PAGE_CACHE=off)', () => {
    const cache = createPageCache({ maxEntries: 10, maxBytes: 10_000, enabled: false })
    cache.set('a', entry(10))
    expect(cache.get('a')).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  it('keeps brotli and gzip copies, and picks one by Accept-Encoding', () => {
    const cache = createPageCache({ maxEntries: 10, maxBytes: 1_000_000 })
    const html = new TextEncoder().encode('<p>'.padEnd(5000, 'a') + '</p>')
    cache.set('page', { status: 200, headers: [], body: html })
    const stored = cache.get('page')!
    expect(stored.encoded.br.byteLength).toBeLessThan(html.byteLength / 10)
    expect(brotliDecompressSync(stored.encoded.br)).toEqual(Buffer.from(html))
    expect(gunzipSync(stored.encoded.gzip)).toEqual(Buffer.from(html))
    expect.soft(negotiateBody(stored, 'gzip, deflate, br, zstd').encoding).toBe('br')
    expect.soft(negotiateBody(stored, 'gzip, br;q=0').encoding).toBe('gzip')
    expect.soft(negotiateBody(stored, 'GZIP').encoding).toBe('gzip')
    expect.soft(negotiateBody(stored, 'identity').encoding).toBeNull()
    expect.soft(negotiateBody(stored, undefined)).toEqual({ body: html, encoding: null })
  })
})
