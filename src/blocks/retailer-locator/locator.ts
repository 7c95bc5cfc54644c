import type { LocatorDealer } from '~/dealers/dealer.ts'
import { addressLine } from '~/i18n/address-line.ts'
import { htmlLang } from '~/i18n/language.ts'
import { matchesRetailer } from '~/lib/retailer-search.ts'
import { mapPoint, type MapPoint, type MapsService } from '../location-map/map.ts'
import { byDistance } from '../retailer-locator-cards/distance.ts'

/**
 * spec 2 §3.11 Retailer Locator, its Mena version and With Map; spec 3 §2 Retailer locator: the
 * rules the three blocks share (ADR 080). Pure: the renderer and the tests use them.
 */

/** The days of opening hours, as the admin's 'Dealers' tab keeps them (src/dealers/dealer.ts). */
export const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export type Day = (typeof DAYS)[number]

/** The day's name in the market's language ('Monday', 'الاثنين'); English where the language is not known. */
function dayName(day: Day, locale: string): string {
  // 1 January 2024 was a Monday: the week's days from there, at noon UTC, named in UTC.
  const date = new Date(Date.UTC(2024, 0, 1 + DAYS.indexOf(day), 12))
  try {
    return new Intl.DateTimeFormat(htmlLang(locale), { weekday: 'long', timeZone: 'UTC' }).format(date)
  } catch {
    return new Intl.DateTimeFormat('en', { weekday: 'long', timeZone: 'UTC' }).format(date)
  }
}

export type { DealerBlockSource, LocatorDealer } from '~/dealers/dealer.ts'

/** What the blocks' data resolver hands the renderer. */
export interface LocatorData {
  dealers: LocatorDealer[]
  /** The maps service (general.maps_provider, general.maps_key); null draws the offline map. */
  maps: MapsService | null
  /** The market's language setting (general.language, e.g. en_GB): the opening hours' day names, the addresses' order. */
  language?: string
}

/** spec 3 §3 Dealer: listed sorted by name, filterable by brand name (case-insensitive; '' is every brand). */
export function dealersForLocator<T extends Pick<LocatorDealer, 'name' | 'brands'>>(dealers: readonly T[], brand: string): T[] {
  const wanted = brand.trim().toLowerCase()
  return dealers
    .filter((dealer) => !wanted || dealer.brands.some((b) => b.toLowerCase() === wanted))
    .sort((a, b) => a.name.localeCompare(b.name))
}

/** The services to choose from: every service some dealer offers, each once, by name. */
export const serviceOptions = (dealers: readonly Pick<LocatorDealer, 'services'>[]): string[] =>
  [...new Set(dealers.flatMap((dealer) => dealer.services))].sort((a, b) => a.localeCompare(b))

export const dealerPoint = (dealer: Pick<LocatorDealer, 'latitude' | 'longitude'>): MapPoint | null =>
  mapPoint(dealer.latitude, dealer.longitude)

/**
 * The dealers shown: those matching the search (spec 3 §5: name, town, address, postcode, state
 * or locality; accent-, case- and punctuation-insensitive) and offering the chosen service ('' is
 * any); nearest first with their distance when the visitor's position is known.
 */
export function visibleDealers<T extends LocatorDealer>(
  dealers: readonly T[],
  filter: { query: string; service: string; origin: MapPoint | null },
): { item: T; km: number | null }[] {
  const matching = dealers.filter(
    (dealer) =>
      (!filter.service || dealer.services.includes(filter.service)) &&
      matchesRetailer(
        { name: dealer.name, city: dealer.city, address: dealer.street, extra: [dealer.postcode, dealer.state, dealer.locality] },
        filter.query,
      ),
  )
  return byDistance(matching, dealerPoint, filter.origin)
}

/**
 * Directions to the dealer, opened by the visitor only: with the Google provider its directions
 * page, otherwise OpenStreetMap's; to the coordinates, or to the address when there are none.
 */
export function directionsUrl(dealer: LocatorDealer, provider: 'google' | null): string | null {
  const point = dealerPoint(dealer)
  // The map service's query, not a line a visitor reads: its commas are the service's.
  const address = addressLine(dealer, 'en')
  if (!point && !address) return null
  const destination = point ? `${point.lat},${point.lon}` : address
  if (provider === 'google') return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`
  return point
    ? `https://www.openstreetmap.org/directions?to=${encodeURIComponent(destination)}#map=16/${point.lat}/${point.lon}`
    : `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`
}

/** A phone number as a tel: link (digits and a leading +). */
export const phoneHref = (phone: string): string => `tel:${phone.replace(/(?!^\+)[^0-9]/g, '')}`

/** The week as the market reads it: Monday first, or Saturday first (the Gulf week, Mena version). */
export type WeekStart = 'mon' | 'sat'

/**
 * Opening hours per day in the week's order, each day named in the market's language:
 * '09:00–18:00', two ranges joined, or null (closed).
 */
export function openingHoursByDay(
  hours: LocatorDealer['opening_hours'],
  weekStart: WeekStart = 'mon',
  locale = 'en',
): { day: Day; label: string; times: string | null }[] {
  const start = DAYS.indexOf(weekStart)
  const days = [...DAYS.slice(start), ...DAYS.slice(0, start)]
  return days.map((day) => {
    const ranges = hours
      .filter((h) => h.day === day)
      .sort((a, b) => a.opens.localeCompare(b.opens))
      .map((h) => `${h.opens}–${h.closes}`)
    return { day, label: dayName(day, locale), times: ranges.length > 0 ? ranges.join(', ') : null }
  })
}

/** A marker's place on the offline map, in the map's own units. */
export interface MapMarker<T> {
  item: T
  x: number
  y: number
}

/**
 * The offline map (ADR 080): the dealers' points projected onto a width × height box, an
 * equirectangular projection scaled by the cosine of the middle latitude so a country keeps its
 * shape, fitted into the box with `padding` on every side and centred. Dealers without
 * coordinates get no marker. One point alone sits in the middle.
 */
export function projectMarkers<T>(
  items: readonly T[],
  pointOf: (item: T) => MapPoint | null,
  box: { width: number; height: number; padding: number },
): MapMarker<T>[] {
  const placed = items.flatMap((item) => {
    const point = pointOf(item)
    return point ? [{ item, point }] : []
  })
  if (placed.length === 0) return []
  const lats = placed.map((p) => p.point.lat)
  const lons = placed.map((p) => p.point.lon)
  const [minLat, maxLat, minLon, maxLon] = [Math.min(...lats), Math.max(...lats), Math.min(...lons), Math.max(...lons)]
  const scaleX = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180)
  const spanX = (maxLon - minLon) * scaleX
  const spanY = maxLat - minLat
  const innerW = box.width - 2 * box.padding
  const innerH = box.height - 2 * box.padding
  const scale = Math.min(spanX > 0 ? innerW / spanX : Infinity, spanY > 0 ? innerH / spanY : Infinity)
  const k = Number.isFinite(scale) ? scale : 0
  const offsetX = (box.width - spanX * k) / 2
  const offsetY = (box.height - spanY * k) / 2
  const round = (n: number) => Math.round(n * 10) / 10
  return placed.map(({ item, point }) => ({
    item,
    x: round(offsetX + (point.lon - minLon) * scaleX * k),
    y: round(offsetY + (maxLat - point.lat) * k),
  }))
}
