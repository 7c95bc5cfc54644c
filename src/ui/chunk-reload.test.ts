import { describe, expect, it } from 'vitest'
import {
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_RELOAD_KEY,
  handleChunkLoadError,
  isChunkLoadError,
  shouldReloadAfterChunkError,
} from './chunk-reload.ts'

describe('chunk reload guard (spec 1 §4 Chunk loading)', () => {
  it('guards for 60000 ms under the key forecourt.chunk-reload-at (spec 1 §9)', () => {
    expect([CHUNK_RELOAD_GUARD_MS, CHUNK_RELOAD_KEY]).toEqual([60_000, 'forecourt.chunk-reload-at'])
  })

  it.each([
    [1_000_000, null, true],
    [1_000_000, 1_000_000 - 59_999, false],
    [1_000_000, 1_000_000 - 60_000, true],
    [1_000_000, Number.NaN, true],
    [1_000_000, 2_000_000, true],
  ])('shouldReloadAfterChunkError(%s, %s) = %s', (now, last, expected) => {
    expect(shouldReloadAfterChunkError(now, last)).toBe(expected)
  })

  it.each([
    [new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js'), true],
    [new TypeError('error loading dynamically imported module'), true],
    [new TypeError('Importing a module script failed.'), true],
    [Object.assign(new Error('Loading chunk 3 failed'), { name: 'ChunkLoadError' }), true],
    [new Error('Unable to preload CSS for /assets/a.css'), true],
    [{ message: 'Failed to fetch dynamically imported module' }, true],
    [new Error('Something else'), false],
    [{ message: 42 }, false],
    ['Failed to fetch dynamically imported module', false],
    [null, false],
  ])('isChunkLoadError(%o) = %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected)
  })

  const failing = (method: 'getItem' | 'setItem') => ({
    getItem: () => {
      if (method === 'getItem') throw new DOMException('denied', 'SecurityError')
      return null
    },
    setItem: () => {
      if (method === 'setItem') throw new DOMException('full', 'QuotaExceededError')
    },
  })
  it.each([
    ['read', 'getItem'],
    ['written', 'setItem'],
  ] as const)('does not reload (nor throw) when storage cannot be %s', (_what, method) => {
    let reloads = 0
    const error = new TypeError('Failed to fetch dynamically imported module')
    expect(handleChunkLoadError(error, { storage: failing(method), now: 1000, reload: () => reloads++ })).toBe(false)
    expect(reloads).toBe(0)
  })

  it('a garbled stored time does not block the reload', () => {
    const storage = { getItem: () => 'garbage', setItem: () => {} }
    let reloads = 0
    expect(handleChunkLoadError(new TypeError('Importing a module script failed.'), { storage, now: 5, reload: () => reloads++ })).toBe(
      true,
    )
    expect(reloads).toBe(1)
  })

  it('reloads once, then not again within 60 s, keeping the time in storage', () => {
    const store = new Map<string, string>()
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) }
    let reloads = 0
    const error = new TypeError('Failed to fetch dynamically imported module')
    expect(handleChunkLoadError(error, { storage, now: 1000, reload: () => reloads++ })).toBe(true)
    expect(store.get(CHUNK_RELOAD_KEY)).toBe('1000')
    expect(handleChunkLoadError(error, { storage, now: 30_000, reload: () => reloads++ })).toBe(false)
    expect(handleChunkLoadError(new Error('other'), { storage, now: 100_000, reload: () => reloads++ })).toBe(false)
    expect(handleChunkLoadError(error, { storage, now: 61_000, reload: () => reloads++ })).toBe(true)
    expect(reloads).toBe(2)
  })
})
