import { describe, expect, it } from 'vitest'
import { formatPoint, mapPoint, openStreetMapUrl } from './map.ts'

describe('spec 2 §3.8 Dual Frame Map: the map point', () => {
  it.each([
    [52.229676, 21.012229, { lat: 52.229676, lon: 21.012229 }],
    [-33.8567844, 151.213108, { lat: -33.856784, lon: 151.213108 }],
    [90, -180, { lat: 90, lon: -180 }],
    [0, 0, { lat: 0, lon: 0 }],
    [-0.0000001, 0, { lat: 0, lon: 0 }],
    [null, 21, null],
    [52, null, null],
    [90.1, 0, null],
    [0, 180.5, null],
    [Number.NaN, 0, null],
  ])('(%s, %s) → %o', (lat, lon, expected) => {
    expect(mapPoint(lat, lon)).toEqual(expected)
  })

  it.each([
    [{ lat: 52.229676, lon: 21.012229 }, '52.229676° N, 21.012229° E'],
    [{ lat: -33.856784, lon: 151.213108 }, '33.856784° S, 151.213108° E'],
    [{ lat: 40.7, lon: -74 }, '40.700000° N, 74.000000° W'],
    [{ lat: 0, lon: 0 }, '0.000000° N, 0.000000° E'],
  ])('%o reads %s', (point, expected) => {
    expect(formatPoint(point)).toBe(expected)
  })

  it.each([
    [{ lat: 52.229676, lon: 21.012229 }, 'https://www.openstreetmap.org/?mlat=52.229676&mlon=21.012229#map=16/52.229676/21.012229'],
    [{ lat: -33.856784, lon: -70.5 }, 'https://www.openstreetmap.org/?mlat=-33.856784&mlon=-70.5#map=16/-33.856784/-70.5'],
  ])('%o links to %s', (point, expected) => {
    expect(openStreetMapUrl(point)).toBe(expected)
  })
})
