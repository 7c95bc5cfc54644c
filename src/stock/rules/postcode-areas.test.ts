import { describe, expect, it } from 'vitest'
import {
  haversineKm,
  indexPostcodeAreas,
  nearestRetailers,
  postcodeArea,
  postcodeAreasSchema,
  postcodePlace,
  postcodePlaceSuggestion,
} from './postcode-areas.ts'

const areas = indexPostcodeAreas({
  LS4: { lat: 53.8115, lng: -1.5886, name: 'Kirkstall, Leeds' },
  ls: { lat: 53.7997, lng: -1.5492, name: 'Leeds' },
  'Dubai Marina': { lat: 25.0805, lng: 55.1403, name: 'Dubai Marina' },
})

describe('postcodeArea: the most precise area a market knows (ADR 106)', () => {
  it.each<[string, string | null]>([
    ['LS4 2AZ', 'Kirkstall, Leeds'],
    ['ls4 9zz', 'Kirkstall, Leeds'],
    ['LS6 1AA', 'Leeds'],
    ['ls', 'Leeds'],
    ['dubai marina', 'Dubai Marina'],
    ['M1 1AE', null],
    ['', null],
  ])('%j → %j', (postcode, name) => {
    expect(postcodeArea(postcode, areas)?.name ?? null).toBe(name)
  })
})

describe('postcodePlaceSuggestion: a typed postcode the market knows, as a place to pick (ADR 157)', () => {
  it.each<[string, { id: string; name: string; detail: string } | null]>([
    ['ls4 2az', { id: 'postcode-LS42AZ', name: 'LS4 2AZ', detail: 'Kirkstall, Leeds' }],
    ['LS6', { id: 'postcode-LS6', name: 'LS6', detail: 'Leeds' }],
    // A town before the postcode: its last two words, then its last.
    ['Kirkstall LS4 2AZ', { id: 'postcode-LS42AZ', name: 'LS4 2AZ', detail: 'Kirkstall, Leeds' }],
    ['Leeds  LS6', { id: 'postcode-LS6', name: 'LS6', detail: 'Leeds' }],
    // Words without digits are places, not an area's letters; areas known by name are the maps service's.
    ['ls', null],
    ['Leeds', null],
    ['dubai marina', null],
    ['M1 1AE', null],
    ['LS4#', null],
    ['   ', null],
  ])('%j → %j', (input, suggestion) => {
    expect(postcodePlaceSuggestion(input, areas)).toEqual(suggestion)
  })

  it('says where a suggested postcode is, and nothing for an id that is not one it suggests', () => {
    expect(postcodePlace('postcode-LS42AZ', areas)).toEqual({ id: 'postcode-LS42AZ', name: 'LS4 2AZ', lat: 53.8115, lon: -1.5886 })
    expect(postcodePlace('postcode-M11AE', areas)).toBeUndefined()
    expect(postcodePlace('gb-leeds', areas)).toBeUndefined()
  })
})

describe('haversineKm: great-circle distance', () => {
  it.each<[string, { lat: number; lng: number }, { lat: number; lng: number }, number]>([
    ['the same point', { lat: 51.5, lng: -0.12 }, { lat: 51.5, lng: -0.12 }, 0],
    ['London to Leeds', { lat: 51.5074, lng: -0.1278 }, { lat: 53.8008, lng: -1.5491 }, 272],
    ['London to Edinburgh', { lat: 51.5074, lng: -0.1278 }, { lat: 55.9533, lng: -3.1883 }, 534],
    ['Dubai to Abu Dhabi', { lat: 25.2048, lng: 55.2708 }, { lat: 24.4539, lng: 54.3773 }, 124],
    ['a quarter of the equator', { lat: 0, lng: 0 }, { lat: 0, lng: 90 }, 10008],
  ])('%s ≈ %d km', (_, a, b, km) => {
    expect(Math.abs(haversineKm(a, b) - km)).toBeLessThan(2)
  })
})

describe('nearestRetailers: closest first, a few of them', () => {
  const retailers = [
    { name: 'Leeds', latitude: 53.8062, longitude: -1.5812 },
    { name: 'Manchester', latitude: 53.4666, longitude: -2.3483 },
    { name: 'Newcastle', latitude: 54.9662, longitude: -1.6411 },
    { name: 'London', latitude: 51.510357, longitude: -0.121947 },
    { name: 'Nowhere', latitude: null, longitude: null },
  ]
  it.each<[string, { lat: number; lng: number }, number, string[]]>([
    ['from Leeds', { lat: 53.7997, lng: -1.5492 }, 3, ['Leeds', 'Manchester', 'Newcastle']],
    ['from London', { lat: 51.5, lng: -0.12 }, 2, ['London', 'Manchester']],
    ['none asked', { lat: 51.5, lng: -0.12 }, 0, []],
  ])('%s, %d of them', (_, origin, limit, names) => {
    expect(nearestRetailers(origin, retailers, limit).map((r) => r.name)).toEqual(names)
  })

  it('gives each its distance in km, one decimal, and leaves out retailers without coordinates', () => {
    const found = nearestRetailers({ lat: 53.7997, lng: -1.5492 }, retailers, 10)
    expect(found.map((r) => r.name)).not.toContain('Nowhere')
    expect(found[0]!.distance_km).toBeCloseTo(2.3, 0)
    expect(Number.isInteger(found[0]!.distance_km * 10)).toBe(true)
  })
})

describe('the setting stock_locator.postcode_areas', () => {
  it.each<[string, unknown, boolean]>([
    ['an area', { LS4: { lat: 53.8, lng: -1.58, name: 'Leeds' } }, true],
    ['a latitude off the globe', { LS4: { lat: 95, lng: -1.58, name: 'Leeds' } }, false],
    ['no name', { LS4: { lat: 53.8, lng: -1.58, name: ' ' } }, false],
    ['another field', { LS4: { lat: 53.8, lng: -1.58, name: 'Leeds', zoom: 3 } }, false],
  ])('%s → valid %s', (_, value, valid) => {
    expect(postcodeAreasSchema.safeParse(value).success).toBe(valid)
  })
})
