import { describe, expect, it } from 'vitest'
import { FOOTER_RETAILERS_LIMIT, footerRetailerOf, footerRetailersOf } from './retailers.ts'

describe("the footer's retailers area (spec 1 §2 Footer; ADR 171)", () => {
  it.each([
    [
      'a flat retailer',
      { name: ' Avenue Motors ', city: 'London', phone: '+44 20 7946 0000', website: 'https://avenue.example' },
      { name: 'Avenue Motors', city: 'London', phone: '+44 20 7946 0000', phoneHref: 'tel:+442079460000', url: 'https://avenue.example' },
    ],
    [
      'a JSON:API retailer with mainPhone and locality',
      { id: 7, attributes: { name: 'Kingsbury', locality: 'Leeds', mainPhone: 113456789, url: 'http://kb.example/' } },
      { name: 'Kingsbury', city: 'Leeds', phone: '113456789', phoneHref: 'tel:113456789', url: 'http://kb.example/' },
    ],
    [
      'a website that is not http(s)',
      { name: 'X', website: 'javascript:alert(1)' },
      { name: 'X', city: '', phone: null, phoneHref: null, url: null },
    ],
    ['a phone with nothing to dial', { name: 'X', phone: 'ask us' }, { name: 'X', city: '', phone: null, phoneHref: null, url: null }],
    ['no name', { city: 'London' }, null],
    ['not an object', 'Avenue', null],
  ])('%s', (_, raw, expected) => {
    expect(footerRetailerOf(raw)).toEqual(expected)
  })

  it.each([
    ['{ data: [...] }', { data: [{ name: 'A' }, { city: 'nameless' }] }, ['A']],
    ['a bare list', [{ name: 'A' }, { name: 'B' }], ['A', 'B']],
    ['no list', { retailers: [] }, null],
    ['not JSON of an object', null, null],
  ])('%s', (_, answer, names) => {
    const retailers = footerRetailersOf(answer)
    expect(retailers === null ? null : retailers.map((r) => r.name)).toEqual(names)
  })

  it(`lists at most ${FOOTER_RETAILERS_LIMIT}`, () => {
    expect(footerRetailersOf(Array.from({ length: 80 }, (_, i) => ({ name: `R${i}` })))).toHaveLength(FOOTER_RETAILERS_LIMIT)
  })
})
