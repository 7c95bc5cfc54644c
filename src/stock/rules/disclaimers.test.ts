import { describe, expect, it } from 'vitest'
import { priceDisclaimersSchema } from './disclaimer-settings.ts'
import { priceDisclaimersOf, resolveDisclaimers, type PriceDisclaimers } from './disclaimers.ts'

const on = (description: string) => ({ enabled: true, description })
const off = (description: string) => ({ enabled: false, description })

describe('spec 3 §3 Price disclaimers, §9 markers', () => {
  it.each<[string, PriceDisclaimers, PriceDisclaimers, Record<string, [string, string]>]>([
    ['none', {}, {}, {}],
    [
      'global only, markers by order',
      { purchase_price: on('P'), subscribe_price: on('S') },
      {},
      { purchase_price: ['*', 'P'], subscribe_price: ['**', 'S'] },
    ],
    [
      'three markers',
      { purchase_price: on('P'), lease_price: on('L'), subscribe_price: on('S') },
      {},
      { purchase_price: ['*', 'P'], lease_price: ['**', 'L'], subscribe_price: ['***', 'S'] },
    ],
    [
      'an enabled listing disclaimer overrides',
      { purchase_price: on('Global') },
      { purchase_price: on('Listing') },
      { purchase_price: ['*', 'Listing'] },
    ],
    [
      'a disabled listing disclaimer does not',
      { purchase_price: on('Global') },
      { purchase_price: off('Listing') },
      { purchase_price: ['*', 'Global'] },
    ],
    ['an empty listing disclaimer does not', { lease_price: on('Global') }, { lease_price: on('  ') }, { lease_price: ['*', 'Global'] }],
    ['a listing adds what the market lacks', { purchase_price: off('x') }, { lease_price: on('L') }, { lease_price: ['*', 'L'] }],
  ])('%s', (_, global, custom, present) => {
    const resolved = resolveDisclaimers(global, custom)
    expect(Object.fromEntries(Object.entries(resolved.present).map(([k, v]) => [k, [v.marker, v.description]]))).toEqual(present)
    expect(resolved.global).toBe(global)
    expect(resolved.custom).toBe(custom)
  })

  it('parses stored disclaimers with defaults', () => {
    expect(priceDisclaimersSchema.parse({ purchase_price: { enabled: true } })).toEqual({
      purchase_price: { enabled: true, description: '' },
    })
    expect(priceDisclaimersSchema.safeParse({ lease_price: { enabled: 'yes' } }).success).toBe(false)
  })

  it.each([
    [undefined, {}],
    ['text', {}],
    [[{ enabled: true }], {}],
    [{ purchase_price: { enabled: true, description: 'Incl. VAT' } }, { purchase_price: { enabled: true, description: 'Incl. VAT' } }],
    [{ lease_price: { enabled: 'yes' }, other: { enabled: true } }, { lease_price: { enabled: false, description: '' } }],
    [{ subscribe_price: null }, {}],
  ])('reads the disclaimers a listing answer holds, leniently, in the browser: %j', (stored, expected) => {
    expect(priceDisclaimersOf(stored)).toEqual(expected)
  })
})
