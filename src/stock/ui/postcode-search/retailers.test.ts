import { describe, expect, it } from 'vitest'
import { readRetailers, retailersUrl } from './retailers.ts'

const retailer = { name: 'Yarra Motors', dealer_code: 'VIC1', locality: 'Richmond', state: 'VIC', postcode: '3121' }

describe('the retailers answer read in the browser (spec 3 §7, without zod: ADR 084)', () => {
  it('reads each retailer, extra attributes left out', () => {
    expect(readRetailers({ data: [{ id: '1', type: 'retailer', attributes: { ...retailer, phone: '03 1234' } }] })).toEqual([retailer])
  })

  it.each<[string, unknown, string]>([
    ['an error document', { errors: [{ status: '404' }] }, 'data'],
    ['another type', { data: [{ id: '1', type: 'dealer', attributes: retailer }] }, 'data[0]'],
    [
      'a missing field',
      { data: [{ id: '1', type: 'retailer', attributes: { ...retailer, postcode: 3121 } }] },
      'data[0].attributes.postcode',
    ],
    ['null', null, 'data'],
  ])('refuses %s, naming where', (_, json, where) => {
    expect(() => readRetailers(json)).toThrow(`Not a retailers answer: ${where}`)
  })

  it('asks with the double slash the spec writes', () => {
    expect(retailersUrl('k-1', { state: 'VIC' })).toBe('/api/inventory/public_api/listing//k-1/retailers?q%5Bstate_eq%5D=VIC')
  })
})
