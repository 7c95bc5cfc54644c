import { afterEach, describe, expect, it, vi } from 'vitest'
import { cacheLayerOn, unknownCacheLayers } from './cache-layers.ts'

describe('cache layers switched off by CACHE_OFF', () => {
  afterEach(() => vi.unstubAllEnvs())

  it.each([
    [undefined, 'views', true],
    ['', 'views', true],
    ['views', 'views', false],
    ['facets, views ', 'views', false],
    ['facets', 'views', true],
    ['sort-orders,matches', 'matches', false],
  ] as const)('CACHE_OFF=%j: %s on → %s', (value, layer, on) => {
    if (value === undefined) vi.stubEnv('CACHE_OFF', undefined)
    else vi.stubEnv('CACHE_OFF', value)
    expect(cacheLayerOn(layer)).toBe(on)
  })

  it('names what is not a layer', () => {
    expect(unknownCacheLayers('views,page, sorts')).toEqual(['page', 'sorts'])
    expect(unknownCacheLayers('views,matches')).toEqual([])
  })
})
