import { describe, expect, it } from 'vitest'
import { byDistance, coordinate, formatDistance, haversineKm, retailerPoint } from './distance.ts'

const london = { lat: 51.5074, lon: -0.1278 }
const guildford = { lat: 51.2362, lon: -0.5704 }
const paris = { lat: 48.8566, lon: 2.3522 }
const sydney = { lat: -33.8688, lon: 151.2093 }

describe('spec 2 §3.11 distance to a retailer: haversine great-circle distance', () => {
  it.each([
    ['London → London', london, london, 0, 0],
    ['London → Guildford', london, guildford, 43.3, 0.5],
    ['London → Paris', london, paris, 343.9, 1],
    ['London → Sydney', london, sydney, 16_994, 20],
    ['pole to pole', { lat: 90, lon: 0 }, { lat: -90, lon: 0 }, 20_015.1, 0.5],
    ['across the antimeridian', { lat: 0, lon: 179.5 }, { lat: 0, lon: -179.5 }, 111.2, 0.1],
    ['antipodes', { lat: 0, lon: 0 }, { lat: 0, lon: 180 }, 20_015.1, 0.5],
  ])('%s is %d km (± %d)', (_, a, b, km, tolerance) => {
    expect(Math.abs(haversineKm(a, b) - km)).toBeLessThanOrEqual(tolerance)
    expect(haversineKm(b, a)).toBeCloseTo(haversineKm(a, b), 9)
  })

  it.each([
    [0, 'km', '0.0 km'],
    [3.24, 'km', '3.2 km'],
    [9.94, 'km', '9.9 km'],
    [9.96, 'km', '10 km'],
    [43.3, 'km', '43 km'],
    [1609.344, 'mi', '1000 mi'],
    [5, 'mi', '3.1 mi'],
    [43.3, 'mi', '27 mi'],
  ] as const)('%d km in %s reads %j', (km, unit, text) => {
    expect(formatDistance(km, unit, { distanceKm: '{distance} km', distanceMi: '{distance} mi' })).toBe(text)
  })

  it.each([
    [5651.2, 'km', '5651 كم'],
    [3.24, 'mi', '2.0 ميل'],
  ] as const)("%d km in %s reads %j in Arabic: the unit in the page's language", (km, unit, text) => {
    expect(formatDistance(km, unit, { distanceKm: '{distance} كم', distanceMi: '{distance} ميل' })).toBe(text)
  })
})

describe('spec 2 §3.11 retailer coordinates (latitude and longitude are strings)', () => {
  it.each([
    ['51.2362', 51.2362],
    [' -0.5704 ', -0.5704],
    ['+51', 51],
    ['51,2362', 51.2362],
    ['', null],
    ['abc', null],
    ['51.2362° N', null],
    ['1e2', null],
    ['51.2.3', null],
    ['1,234.5', null],
  ])('%j → %j', (text, value) => {
    expect(coordinate(text)).toBe(value)
  })

  it.each([
    ['51.2362', '-0.5704', { lat: 51.2362, lon: -0.5704 }],
    ['91', '0', null],
    ['0', '181', null],
    ['51.2362', '', null],
  ])('(%j, %j) → %j', (lat, lon, point) => {
    expect(retailerPoint(lat, lon)).toEqual(point)
  })
})

describe('spec 2 §3.11 Use my location: nearest first', () => {
  const items = [
    { name: 'Paris', point: paris },
    { name: 'Nowhere', point: null },
    { name: 'Guildford', point: guildford },
    { name: 'Sydney', point: sydney },
    { name: 'Also nowhere', point: null },
  ]

  it('sorts by distance from the origin, items without a point last in their order', () => {
    const sorted = byDistance(items, (i) => i.point, london)
    expect(sorted.map((s) => s.item.name)).toEqual(['Guildford', 'Paris', 'Sydney', 'Nowhere', 'Also nowhere'])
    expect(sorted.map((s) => s.km === null)).toEqual([false, false, false, true, true])
  })

  it('keeps the order, without distances, when there is no origin', () => {
    const unsorted = byDistance(items, (i) => i.point, null)
    expect(unsorted.map((s) => s.item.name)).toEqual(items.map((i) => i.name))
    expect(unsorted.every((s) => s.km === null)).toBe(true)
  })
})
