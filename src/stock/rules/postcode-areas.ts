import { z } from 'zod'
import { postcodeAreaKeys } from './postcode-search.ts'

/**
 * Where a postcode is, for a postcode search that no retailer's own postcode matches (spec 3 §2
 * "a postcode with locality"; ADR 106): a market's postcode areas — a key (a British outward code
 * 'LS4', an area 'LS', a place name the market uses instead of postcodes) with the latitude and
 * longitude of its centre and a name to show — and its nearest retailers by great-circle
 * distance. Pure; the areas are the setting `stock_locator.postcode_areas`.
 */

export interface PostcodeArea {
  lat: number
  lng: number
  /** The place the shopper is in, shown as the search's locality ('Leeds'). */
  name: string
}

/** The setting's JSON: key → area; keys are compared as postcodes are (upper case, no spaces). */
export const postcodeAreasSchema = z.record(
  z.string().min(1).max(40),
  z.strictObject({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180), name: z.string().trim().min(1).max(100) }),
)
export type PostcodeAreas = Readonly<Record<string, PostcodeArea>>

/** How many retailers a search by distance finds: the few a shopper would drive to. */
export const NEAREST_RETAILERS = 3

/** The areas with their keys as postcodes are compared (a key written 'ls4' or 'Dubai Marina' still matches). */
export function indexPostcodeAreas(areas: PostcodeAreas): Map<string, PostcodeArea & { key: string }> {
  const index = new Map<string, PostcodeArea & { key: string }>()
  for (const [key, area] of Object.entries(areas)) {
    const compact = key.replace(/\s+/gu, '').toUpperCase()
    if (compact && !index.has(compact)) index.set(compact, { ...area, key })
  }
  return index
}

/**
 * The area of a postcode: its most precise key the market knows (the whole postcode, its outward
 * code, its area letters); null when none.
 * @example postcodeArea('LS6 1AA', indexPostcodeAreas({ LS: { lat: 53.8, lng: -1.55, name: 'Leeds' } }))?.name // 'Leeds'
 */
export function postcodeArea(
  postcode: string | null | undefined,
  index: ReadonlyMap<string, PostcodeArea & { key: string }>,
): (PostcodeArea & { key: string }) | null {
  for (const key of postcodeAreaKeys(postcode)) {
    const area = index.get(key)
    if (area) return area
  }
  return null
}

const EARTH_RADIUS_KM = 6371.0088
const radians = (degrees: number) => (degrees * Math.PI) / 180

/** The great-circle distance between two points in kilometres (the haversine formula). */
export function haversineKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = radians(b.lat - a.lat)
  const dLng = radians(b.lng - a.lng)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/**
 * The retailers nearest to `origin`, closest first, with their distance in kilometres (one
 * decimal); retailers without coordinates are left out, a tie goes by name.
 */
export function nearestRetailers<R extends { name: string; latitude: number | null; longitude: number | null }>(
  origin: { lat: number; lng: number },
  retailers: readonly R[],
  limit = NEAREST_RETAILERS,
): (R & { distance_km: number })[] {
  return retailers
    .flatMap((r) =>
      r.latitude === null || r.longitude === null
        ? []
        : [{ ...r, distance_km: haversineKm(origin, { lat: r.latitude, lng: r.longitude }) }],
    )
    .sort((a, b) => a.distance_km - b.distance_km || a.name.localeCompare(b.name))
    .slice(0, Math.max(0, limit))
    .map((r) => ({ ...r, distance_km: Math.round(r.distance_km * 10) / 10 }))
}
