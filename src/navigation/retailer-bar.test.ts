import { describe, expect, it } from 'vitest'
import { retailerBarOf, telHref } from './retailer-bar.ts'

const dealers = [
  { code: 'AV-LON', street: '12 Wharf Road', city: 'London', postcode: 'N1 7GR', phone: '+44 20 7946 0000' },
  { code: 'KB-MOT', street: '', city: 'Leeds', postcode: '', phone: null },
]
const settings = { name: 'Avenue Motors London', url: 'https://avenue.example', dealerCode: 'av-lon', language: 'en_GB' }

describe('the retailer bar (spec 1 §2 Header navigation, §3 settings retailer; ADR 171)', () => {
  it.each([
    ['a national site (no retailer name): no bar', { ...settings, name: '  ' }, null],
    [
      'a retailer site with its dealer',
      settings,
      {
        name: 'Avenue Motors London',
        url: 'https://avenue.example',
        address: '12 Wharf Road, London N1 7GR',
        phone: '+44 20 7946 0000',
        phoneHref: 'tel:+442079460000',
      },
    ],
    [
      'no dealer code: the name and link',
      { ...settings, dealerCode: '' },
      { name: 'Avenue Motors London', url: 'https://avenue.example', address: null, phone: null, phoneHref: null },
    ],
    [
      'an unknown dealer code: the same',
      { ...settings, dealerCode: 'NOPE' },
      { name: 'Avenue Motors London', url: 'https://avenue.example', address: null, phone: null, phoneHref: null },
    ],
    [
      'a dealer without street or phone',
      { ...settings, dealerCode: 'KB-MOT' },
      { name: 'Avenue Motors London', url: 'https://avenue.example', address: 'Leeds', phone: null, phoneHref: null },
    ],
    [
      'an Arabic market: its comma',
      { ...settings, language: 'ar_AE' },
      {
        name: 'Avenue Motors London',
        url: 'https://avenue.example',
        address: '12 Wharf Road، London N1 7GR',
        phone: '+44 20 7946 0000',
        phoneHref: 'tel:+442079460000',
      },
    ],
    [
      'a url that is not http(s): no link',
      { ...settings, url: 'javascript:alert(1)', dealerCode: '' },
      { name: 'Avenue Motors London', url: null, address: null, phone: null, phoneHref: null },
    ],
  ] as const)('%s', (_, given, expected) => {
    expect(retailerBarOf(given, dealers)).toEqual(expected)
  })

  it.each([
    ['+44 (0)20 7946-0000', 'tel:+4402079460000'],
    ['04 123 4567', 'tel:041234567'],
    ['n/a', null],
    [null, null],
  ])('%j dials %j', (phone, expected) => {
    expect(telHref(phone)).toBe(expected)
  })
})
