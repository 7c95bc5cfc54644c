import { describe, expect, it } from 'vitest'
import { filterRetailers, matchesRetailer, searchKey } from './retailer-search.ts'

describe('spec 2 §3.11 retailer search key (spec 3 §5: case-, accent- and punctuation-insensitive)', () => {
  it.each([
    ['Guildford', 'guildford'],
    ['São Paulo', 'saopaulo'],
    ['Stratford-upon-Avon', 'stratforduponavon'],
    ["St. Alban's", 'stalbans'],
    ['Ærøskøbing', 'aeroskobing'],
    ['Straße', 'strasse'],
    ['Łódź', 'lodz'],
    ['ＬＯＮＤＯＮ', 'london'],
    ['GU1 3AA', 'gu13aa'],
    ['دبي', 'دبي'],
    ['المبنى ١٢', 'المبنى12'],
    ['۱۰۰', '100'],
    ['  --  ', ''],
  ])('%j → %j', (text, key) => {
    expect(searchKey(text)).toBe(key)
  })
})

describe('spec 2 §3.11 retailer search: the query filters by name, city or town, and address', () => {
  const guildford = { name: 'Vantor Guildford', city: 'Guildford', address: '14 Woodbridge Road, GU1 4RF' }
  const stAlbans = { name: 'Aurelia Studio', city: 'St Albans', address: '2 Hatfield Road, AL1 3RR' }
  const saoPaulo = { name: 'Concessionária Aurélia', city: 'São Paulo', address: 'Av. Paulista 1000' }

  it.each([
    ['', true, true, true],
    ['   ', true, true, true],
    ['guild', true, false, false],
    ['GUILDFORD', true, false, false],
    ['st. albans', false, true, false],
    ['stalbans', false, true, false],
    ['sao', false, false, true],
    ['aurelia', false, true, true],
    ['vantor', true, false, false],
    ['gu1', true, false, false],
    ['hatfield rd', false, false, false],
    ['road', true, true, false],
    ['manchester', false, false, false],
    // Punctuation or symbols alone name nothing: no retailer, as the site search finds nothing.
    ['-', false, false, false],
    ['😀', false, false, false],
  ])('%j matches Guildford %s, St Albans %s, São Paulo %s', (query, a, b, c) => {
    expect([guildford, stAlbans, saoPaulo].map((r) => matchesRetailer(r, query))).toEqual([a, b, c])
  })

  it('keeps the order of the retailers', () => {
    expect(filterRetailers([saoPaulo, guildford, stAlbans], 'a').map((r) => r.city)).toEqual(['São Paulo', 'Guildford', 'St Albans'])
  })
})
