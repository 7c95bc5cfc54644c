import { z } from 'zod'
import { formatPostcode, isLookupPostcode, normalisePostcode, postcodeAreaKeys } from './postcode-search.ts'

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

/** The place id of a postcode the market's areas know: kept apart from the maps service's own ids. */
const POSTCODE_PLACE = 'postcode-'
/**
 * A place search's suggestion for typed text holding a postcode the market's areas know (ADR 157):
 * the whole text, else its last two words or its last ('Edinburgh EH6'), read as the postcode
 * search reads one. The maps service may not know the market's postcodes (the demo's gazetteer
 * knows towns only), and the areas are the market's own. Only text with digits is read as a postcode, so a word typed ('St',
 * 'Leeds') is not taken for an area's letters. Null when the text holds none.
 * @example postcodePlaceSuggestion('ls4 2az', index) // { id: 'postcode-LS42AZ', name: 'LS4 2AZ', detail: 'Kirkstall, Leeds' }
 */
export function postcodePlaceSuggestion(
  input: string,
  index: ReadonlyMap<string, PostcodeArea & { key: string }>,
): { id: string; name: string; detail: string } | null {
  const words = input.trim().split(/\s+/u)
  for (const postcode of new Set([words, words.slice(-2), words.slice(-1)].map((part) => part.join(' ')))) {
    const area = /\d/u.test(postcode) && isLookupPostcode(postcode) ? postcodeArea(postcode, index) : null
    if (area) return { id: `${POSTCODE_PLACE}${normalisePostcode(postcode)}`, name: formatPostcode(postcode)!, detail: area.name }
  }
  return null
}

/** Whether a place id is a postcode's of the market's areas (postcodePlaceSuggestion), not the maps service's. */
export const isPostcodePlace = (id: string): boolean => id.startsWith(POSTCODE_PLACE)

/** Where a suggested postcode's place is; undefined when the market's areas do not know it (any more). */
export function postcodePlace(
  id: string,
  index: ReadonlyMap<string, PostcodeArea & { key: string }>,
): { id: string; name: string; lat: number; lon: number } | undefined {
  const postcode = id.slice(POSTCODE_PLACE.length)
  const area = isPostcodePlace(id) ? postcodeArea(postcode, index) : null
  return area ? { id, name: formatPostcode(postcode)!, lat: area.lat, lon: area.lng } : undefined
}
