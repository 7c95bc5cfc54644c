/**
 * spec 2 §3.8 Dual Frame Map: the map point. Without a maps service the block shows the
 * coordinates and a link to the point on OpenStreetMap, which only the visitor follows.
 */
export const DEFAULT_LATITUDE = 52.229676
export const DEFAULT_LONGITUDE = 21.012229
/** Street level: close enough to find the entrance. */
export const MAP_ZOOM = 16

export interface MapPoint {
  lat: number
  lon: number
}

/** The market's maps service (ADR 080, 157): Google's, with the browser key, region and language; null: none. */
export interface MapsService {
  provider: 'google'
  key: string
  region: string
  language: string
}

/** Six decimals locate a point to about 10 cm; more is noise. */
const round6 = (value: number) => Math.round(value * 1e6) / 1e6 + 0

/** The point, when both coordinates are set and on the globe; otherwise there is no map frame. */
export function mapPoint(latitude: number | null, longitude: number | null): MapPoint | null {
  if (latitude === null || longitude === null || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null
  return { lat: round6(latitude), lon: round6(longitude) }
}

/** "52.229676° N, 21.012229° E": hemisphere letters rather than signs, as maps print them. */
export function formatPoint(point: MapPoint): string {
  const part = (value: number, positive: string, negative: string) => `${Math.abs(value).toFixed(6)}° ${value < 0 ? negative : positive}`
  return `${part(point.lat, 'N', 'S')}, ${part(point.lon, 'E', 'W')}`
}

/** The point on openstreetmap.org, with a marker, at street level. */
export const openStreetMapUrl = (point: MapPoint): string =>
  `https://www.openstreetmap.org/?mlat=${point.lat}&mlon=${point.lon}#map=${MAP_ZOOM}/${point.lat}/${point.lon}`
