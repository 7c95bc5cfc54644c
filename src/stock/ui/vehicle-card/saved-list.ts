import type { JsonAnswer } from '~/lib/api-client.ts'
import { cardVehicle, type CardOptions, type CardVehicle, type ListingVehicle } from '../listing/card.ts'
import { readListingAnswer } from '../listing/listing-api.ts'
import { priceDisclaimersOf, resolveDisclaimers, type PriceDisclaimers, type ResolvedDisclaimers } from '../../rules/disclaimers.ts'
import type { SavedVehicle } from '../../rules/saved-vehicles.ts'

/**
 * The saved vehicles screen's list (spec 3 §2 Saved vehicles screen, §4 Saved vehicles; ADR 083),
 * as pure functions: each saved vehicle is fetched by its list and id (GET
 * /public_api/listing/{list}/vehicle/{id}); what came back becomes a card with its list's price
 * disclaimers; a 404 removes the id (saved-vehicles.ts withoutVehicles), any other failure keeps it.
 */

/** One saved vehicle fetched: its card, its price disclaimers (the market's, or its list's where enabled). */
export interface SavedCard {
  card: CardVehicle
  disclaimers: ResolvedDisclaimers['present']
}

/** What one fetch came to. */
export type SavedFetch =
  | { id: string; outcome: 'found'; saved: SavedCard }
  /** spec 3 §4, §8: the fetch answered 404 — the id is bad and leaves the saved vehicles. */
  | { id: string; outcome: 'gone' }
  /** Network or server trouble: the id stays saved, the screen says it could not be loaded. */
  | { id: string; outcome: 'failed' }

/** A vehicle answer as fetched (getJson). */
export type VehicleFetch = JsonAnswer

/**
 * A vehicle answer's vehicle, as the listing reads its vehicles (photos joined from `included`),
 * and the price disclaimers of its list (its included listing); null for a body of another shape.
 * Read by hand, as the listing's answers are: the saved vehicles' page loads no zod (ADR 145).
 */
export function readVehicleAnswer(body: unknown): { vehicle: ListingVehicle; listDisclaimers: PriceDisclaimers } | null {
  if (typeof body !== 'object' || body === null || !('data' in body)) return null
  const { data, included } = body as { data: unknown; included?: unknown }
  try {
    const [vehicle] = readListingAnswer({ data: [data], included, meta: { total: 1, page: 1, items: 1, pages: 1 } }).vehicles
    // The listing's reader has checked that each included item is an object with attributes.
    const items = (included ?? []) as { type: string; attributes: { disclaimers?: unknown } }[]
    const listing = items.find((item) => item.type === 'listing')
    return { vehicle: vehicle!, listDisclaimers: priceDisclaimersOf(listing?.attributes.disclaimers) }
  } catch {
    return null
  }
}

/** spec 3 §4: the outcome of fetching one saved vehicle. */
export function savedFetchOutcome(
  entry: SavedVehicle,
  fetched: VehicleFetch,
  options: Omit<CardOptions, 'list'> & { globalDisclaimers: PriceDisclaimers },
): SavedFetch {
  if (fetched.status === 404) return { id: entry.id, outcome: 'gone' }
  const answer = fetched.status >= 200 && fetched.status < 300 ? readVehicleAnswer(fetched.body) : null
  if (!answer) return { id: entry.id, outcome: 'failed' }
  const { globalDisclaimers, ...cardOptions } = options
  return {
    id: entry.id,
    outcome: 'found',
    saved: {
      card: cardVehicle(answer.vehicle, { ...cardOptions, list: entry.list }),
      disclaimers: resolveDisclaimers(globalDisclaimers, answer.listDisclaimers).present,
    },
  }
}

/** The cards to show: the saved vehicles already fetched, in the saved order. */
export function savedCards(saved: readonly SavedVehicle[], cache: ReadonlyMap<string, SavedCard>): SavedCard[] {
  return saved.flatMap((entry) => {
    const found = cache.get(entry.id)
    return found ? [found] : []
  })
}

/** The ids a round of fetches found gone (404). */
export const goneIds = (fetches: readonly SavedFetch[]): string[] => fetches.filter((f) => f.outcome === 'gone').map((f) => f.id)
