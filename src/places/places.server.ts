import type { OutboundFetch } from '~/lib/outbound.server.ts'
import { keptAnswers } from '~/lib/kept-answers.server.ts'
import { searchKey } from '~/lib/retailer-search.ts'
import { wordsBegin } from '~/lib/text-fold.ts'
import type { Place, PlaceSuggestion } from './places.ts'

/** Where a market searches: its region (ISO 3166-1, 'GB') and language ('en', 'ar'); empty for none. */
export interface PlaceScope {
  region: string
  language: string
}

/**
 * The maps service's place search (ADR 157): suggestions for what a visitor typed, and a picked
 * place's position. Both take the visitor's session token. `null`: the service failed (logged),
 * which the API answers with a 503 and the browser with no suggestions.
 */
export interface PlaceService {
  autocomplete(input: string, sessionToken: string, scope: PlaceScope): Promise<PlaceSuggestion[] | null>
  /** undefined: no such place. */
  place(id: string, sessionToken: string, scope: PlaceScope): Promise<Place | undefined | null>
}

/** A text's words as compared: lower case, without accents or punctuation (as the retailer search compares). */
const wordsOf = (text: string) =>
  text
    .split(/[\s\-–,./]+/)
    .map(searchKey)
    .filter(Boolean)

/** At most this many suggestions, as the maps service gives them. */
export const SUGGESTIONS_MAX = 5

/**
 * A service whose answers are kept per question for ten minutes (at most 2,000), so anonymous
 * typing reaches the maps service a bounded number of times; failures (null) are not kept.
 */
export function keptPlaces(service: PlaceService, now?: () => number): PlaceService {
  const keep = keptAnswers({ ttlMs: 10 * 60_000, max: 2_000, now, failed: (answer) => answer === null })
  return {
    autocomplete: (input, token, scope) =>
      keep(`a|${scope.region}|${scope.language}|${wordsOf(input).join(' ')}`, () => service.autocomplete(input, token, scope)),
    place: (id, token, scope) => keep(`p|${scope.language}|${id}`, () => service.place(id, token, scope)),
  }
}

/**
 * Google's Places API (New): `places:autocomplete` and a place's `location`, with the server key
 * (PLACES_API_KEY) through the outbound guard. The session token rides on both calls.
 */
export function createGooglePlaces(options: {
  apiKey: string
  fetch: OutboundFetch
  warn: (message: string) => void
  baseUrl?: string
}): PlaceService {
  const base = (options.baseUrl ?? 'https://places.googleapis.com').replace(/\/+$/, '')
  const headers = { 'x-goog-api-key': options.apiKey, 'content-type': 'application/json' }
  const failed = (what: string, error: unknown) => {
    options.warn(`Place search ${what} failed: ${(error as Error).message}`)
    return null
  }
  return {
    async autocomplete(input, sessionToken, scope) {
      try {
        const response = await options.fetch(`${base}/v1/places:autocomplete`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            input,
            sessionToken,
            ...(scope.language && { languageCode: scope.language }),
            ...(scope.region && { regionCode: scope.region.toLowerCase(), includedRegionCodes: [scope.region.toLowerCase()] }),
          }),
        })
        if (!response.ok) throw new Error(`status ${response.status}`)
        const body = (await response.json()) as {
          suggestions?: {
            placePrediction?: { placeId?: string; structuredFormat?: { mainText?: { text?: string }; secondaryText?: { text?: string } } }
          }[]
        }
        return (body.suggestions ?? [])
          .flatMap(({ placePrediction: p }) =>
            p?.placeId
              ? [{ id: p.placeId, name: p.structuredFormat?.mainText?.text ?? '', detail: p.structuredFormat?.secondaryText?.text ?? '' }]
              : [],
          )
          .slice(0, SUGGESTIONS_MAX)
      } catch (error) {
        return failed('autocomplete', error)
      }
    },
    async place(id, sessionToken, scope) {
      try {
        const query = new URLSearchParams({ sessionToken, ...(scope.language && { languageCode: scope.language }) })
        const response = await options.fetch(`${base}/v1/places/${encodeURIComponent(id)}?${query}`, {
          headers: { ...headers, 'x-goog-fieldmask': 'id,displayName,location' },
        })
        if (response.status === 404 || response.status === 400) return undefined
        if (!response.ok) throw new Error(`status ${response.status}`)
        const body = (await response.json()) as {
          id?: string
          displayName?: { text?: string }
          location?: { latitude?: number; longitude?: number }
        }
        const { latitude, longitude } = body.location ?? {}
        if (typeof latitude !== 'number' || typeof longitude !== 'number') return undefined
        return { id, name: body.displayName?.text ?? '', lat: latitude, lon: longitude }
      } catch (error) {
        return failed('details', error)
      }
    },
  }
}

/** The local gazetteer's places: the demo markets' towns (United Kingdom, United Arab Emirates). */
const GAZETTEER: readonly { id: string; region: string; name: string; ar?: string; detail: string; lat: number; lon: number }[] = [
  { id: 'gb-london', region: 'GB', name: 'London', detail: 'England, UK', lat: 51.5072, lon: -0.1276 },
  { id: 'gb-manchester', region: 'GB', name: 'Manchester', detail: 'England, UK', lat: 53.4808, lon: -2.2426 },
  { id: 'gb-birmingham', region: 'GB', name: 'Birmingham', detail: 'England, UK', lat: 52.4862, lon: -1.8904 },
  { id: 'gb-leeds', region: 'GB', name: 'Leeds', detail: 'England, UK', lat: 53.8008, lon: -1.5491 },
  { id: 'gb-liverpool', region: 'GB', name: 'Liverpool', detail: 'England, UK', lat: 53.4084, lon: -2.9916 },
  { id: 'gb-bristol', region: 'GB', name: 'Bristol', detail: 'England, UK', lat: 51.4545, lon: -2.5879 },
  { id: 'gb-brighton', region: 'GB', name: 'Brighton', detail: 'England, UK', lat: 50.8225, lon: -0.1372 },
  { id: 'gb-reading', region: 'GB', name: 'Reading', detail: 'England, UK', lat: 51.4543, lon: -0.9781 },
  { id: 'gb-oxford', region: 'GB', name: 'Oxford', detail: 'England, UK', lat: 51.752, lon: -1.2577 },
  { id: 'gb-cambridge', region: 'GB', name: 'Cambridge', detail: 'England, UK', lat: 52.2053, lon: 0.1218 },
  { id: 'gb-canterbury', region: 'GB', name: 'Canterbury', detail: 'England, UK', lat: 51.2802, lon: 1.0789 },
  { id: 'gb-derby', region: 'GB', name: 'Derby', detail: 'England, UK', lat: 52.9225, lon: -1.4746 },
  { id: 'gb-nottingham', region: 'GB', name: 'Nottingham', detail: 'England, UK', lat: 52.9548, lon: -1.1581 },
  { id: 'gb-southampton', region: 'GB', name: 'Southampton', detail: 'England, UK', lat: 50.9097, lon: -1.4044 },
  { id: 'gb-bournemouth', region: 'GB', name: 'Bournemouth', detail: 'England, UK', lat: 50.7192, lon: -1.8808 },
  { id: 'gb-newcastle', region: 'GB', name: 'Newcastle upon Tyne', detail: 'England, UK', lat: 54.9783, lon: -1.6178 },
  { id: 'gb-norwich', region: 'GB', name: 'Norwich', detail: 'England, UK', lat: 52.6309, lon: 1.2974 },
  { id: 'gb-edinburgh', region: 'GB', name: 'Edinburgh', detail: 'Scotland, UK', lat: 55.9533, lon: -3.1883 },
  { id: 'gb-glasgow', region: 'GB', name: 'Glasgow', detail: 'Scotland, UK', lat: 55.8642, lon: -4.2518 },
  { id: 'gb-cardiff', region: 'GB', name: 'Cardiff', detail: 'Wales, UK', lat: 51.4816, lon: -3.1791 },
  { id: 'gb-belfast', region: 'GB', name: 'Belfast', detail: 'Northern Ireland, UK', lat: 54.5973, lon: -5.9301 },
  { id: 'ae-dubai', region: 'AE', name: 'Dubai', ar: 'دبي', detail: 'United Arab Emirates', lat: 25.2048, lon: 55.2708 },
  { id: 'ae-abu-dhabi', region: 'AE', name: 'Abu Dhabi', ar: 'أبوظبي', detail: 'United Arab Emirates', lat: 24.4539, lon: 54.3773 },
  { id: 'ae-sharjah', region: 'AE', name: 'Sharjah', ar: 'الشارقة', detail: 'United Arab Emirates', lat: 25.3463, lon: 55.4209 },
  { id: 'ae-al-ain', region: 'AE', name: 'Al Ain', ar: 'العين', detail: 'United Arab Emirates', lat: 24.2075, lon: 55.7447 },
  { id: 'ae-ajman', region: 'AE', name: 'Ajman', ar: 'عجمان', detail: 'United Arab Emirates', lat: 25.4052, lon: 55.5136 },
  {
    id: 'ae-ras-al-khaimah',
    region: 'AE',
    name: 'Ras Al Khaimah',
    ar: 'رأس الخيمة',
    detail: 'United Arab Emirates',
    lat: 25.8007,
    lon: 55.9762,
  },
  { id: 'ae-fujairah', region: 'AE', name: 'Fujairah', ar: 'الفجيرة', detail: 'United Arab Emirates', lat: 25.1288, lon: 56.3265 },
]
const AR_DETAIL = 'الإمارات العربية المتحدة'

/**
 * The local stand-in for the maps service: a gazetteer of the demo markets' towns, matched as the
 * site search matches (accent-, case- and punctuation-insensitive, a word's beginning), in the
 * market's region when it has one; Arabic names for an Arabic market. No network.
 */
export function createSandboxPlaces(): PlaceService {
  const named = (entry: (typeof GAZETTEER)[number], language: string) =>
    language === 'ar' && entry.ar ? { name: entry.ar, detail: AR_DETAIL } : { name: entry.name, detail: entry.detail }
  return {
    async autocomplete(input, _token, scope) {
      const words = wordsOf(input)
      // "أبو ظبي" and "abudhabi" find أبوظبي and Abu Dhabi as the site search finds "e 7".
      const matches = (entry: (typeof GAZETTEER)[number]) => [entry.name, entry.ar ?? ''].some((name) => wordsBegin(words, wordsOf(name)))
      return GAZETTEER.filter((entry) => !scope.region || entry.region === scope.region.toUpperCase())
        .filter(matches)
        .slice(0, SUGGESTIONS_MAX)
        .map((entry) => ({ id: entry.id, ...named(entry, scope.language) }))
    },
    async place(id, _token, scope) {
      const entry = GAZETTEER.find((e) => e.id === id)
      return entry && { id, name: named(entry, scope.language).name, lat: entry.lat, lon: entry.lon }
    },
  }
}
