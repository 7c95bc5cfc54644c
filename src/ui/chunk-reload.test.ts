import { describe, expect, it } from 'vitest'
import { CHUNK_RELOAD_KEY, handleChunkLoadError, isChunkLoadError, shouldReloadAfterChunkError } from './chunk-reload.ts'

describe('chunk reload guard (spec 1 §4 Chunk loading)', () => {
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
    [new Error('Something else'), false],
    ['Failed to fetch dynamically imported module', false],
    [null, false],
  ])('isChunkLoadError(%o) = %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected)
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
