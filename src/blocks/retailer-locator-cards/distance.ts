import { mapPoint, type MapPoint } from '../location-map/map.ts'

/**
 * spec 2 §3.11 Retailer Locator Cards: 'Use my location' orders the cards by distance from the
 * visitor, shown in the block's distance_unit (km or mi, spec 2 §9). Distances are great-circle
 * distances on a sphere of the Earth's mean radius: well within a road-trip's error.
 */
export const EARTH_RADIUS_KM = 6371.0088
export const KM_PER_MILE = 1.609344
export type DistanceUnit = 'km' | 'mi'

const radians = (degrees: number) => (degrees * Math.PI) / 180

/** The haversine great-circle distance between two points, in kilometres. */
export function haversineKm(a: MapPoint, b: MapPoint): number {
  const dLat = radians(b.lat - a.lat)
  const dLon = radians(b.lon - a.lon)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** The page's words for a distance in each unit ('{distance} km'; ui.distanceKm, ui.distanceMi). */
export interface DistanceWords {
  distanceKm: string
  distanceMi: string
}

/** "3.2 mi" below ten, "27 mi" from ten on: a decimal helps only nearby; the unit in the page's language. */
export function formatDistance(km: number, unit: DistanceUnit, words: DistanceWords): string {
  const value = unit === 'mi' ? km / KM_PER_MILE : km
  const distance = String(value < 9.95 ? value.toFixed(1) : Math.round(value))
  return (unit === 'mi' ? words.distanceMi : words.distanceKm).replace('{distance}', distance)
}

/** A coordinate typed as text ("51.2362", or "51,2362" as some markets write it); null if none. */
export function coordinate(text: string): number | null {
  const trimmed = text.trim()
  const normalised = trimmed.includes('.') ? trimmed : trimmed.replace(',', '.')
  if (!/^[-+]?\d{1,3}(\.\d+)?$/.test(normalised)) return null
  return Number(normalised)
}

/** The retailer's point from its latitude and longitude texts, when both are set and on the globe. */
export const retailerPoint = (latitude: string, longitude: string): MapPoint | null => mapPoint(coordinate(latitude), coordinate(longitude))

/**
 * The items nearest first, each with its distance; items without a point keep their order after
 * the others (sorting is stable). Without an origin, the items as they are, without distances.
 */
export function byDistance<T>(
  items: readonly T[],
  pointOf: (item: T) => MapPoint | null,
  origin: MapPoint | null,
): { item: T; km: number | null }[] {
  const measured = items.map((item) => {
    const point = pointOf(item)
    return { item, km: origin && point ? haversineKm(origin, point) : null }
  })
  if (!origin) return measured
  return measured.sort((a, b) => (a.km ?? Infinity) - (b.km ?? Infinity))
}
