import { describe, expect, it, vi } from 'vitest'
import { blockDataContext } from '~/test/block-data.ts'
import { resolveData } from './data.server.ts'
import { dealer } from './test-dealers.ts'

const dealers = [
  dealer({ code: 'B', name: 'Bay Motors', brands: ['Vantor'] }),
  dealer({ code: 'A', name: 'Aurelia Studio', brands: ['Aurelia'] }),
]
const source = { forSite: vi.fn(async () => dealers) }
const resolve = (brand: string, settings: Record<string, string> = {}) =>
  resolveData({ fields: { brand }, groups: [] }, blockDataContext({ dealers: source }, settings, 7))

describe('retailer locators data (spec 2 §3.11, spec 3 §3 Dealer, ADR 080)', () => {
  it("reads the market's dealers, by name, narrowed to the block's brand", async () => {
    expect((await resolve('')).dealers.map((d) => d.code)).toEqual(['A', 'B'])
    expect((await resolve('vantor')).dealers.map((d) => d.code)).toEqual(['B'])
    expect(source.forSite).toHaveBeenCalledWith(7)
  })

  it.each([
    [{}, null],
    [{ 'general.maps_provider': 'google' }, null],
    [{ 'general.maps_provider': 'none', 'general.maps_key': 'k' }, null],
    [
      { 'general.maps_provider': 'google', 'general.maps_key': ' k1 ' },
      { provider: 'google', key: 'k1', region: '', language: '' },
    ],
    [
      { 'general.maps_provider': 'google', 'general.maps_key': 'k1', 'general.maps_region': 'ae', 'general.maps_language': 'ar' },
      { provider: 'google', key: 'k1', region: 'AE', language: 'ar' },
    ],
  ])('maps settings %j → %j', async (settings, maps) => {
    expect((await resolve('', settings)).maps).toEqual(maps)
  })

  it("carries the market's language setting, which names the opening hours' days and orders the addresses", async () => {
    expect((await resolve('', { 'general.language': 'ar_AE' })).language).toBe('ar_AE')
  })
})
