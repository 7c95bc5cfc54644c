import type { VehicleAnswer } from '../../api/schemas.ts'
import type { StockResult } from '../../api/client.ts'
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

/** The vehicle of a vehicle answer as the listing reads its vehicles (photos joined from `included`). */
export function vehicleOfAnswer(answer: VehicleAnswer): ListingVehicle {
  const [vehicle] = readListingAnswer({
    data: [answer.data],
    included: answer.included,
    meta: { total: 1, page: 1, items: 1, pages: 1 },
  }).vehicles
  return vehicle!
}

/** The disclaimers of the answer's list (its included listing), if it has any. */
export function listDisclaimersOf(answer: VehicleAnswer): PriceDisclaimers {
  const listing = answer.included.find((item) => item.type === 'listing')
  return priceDisclaimersOf(listing?.attributes.disclaimers)
}

/** spec 3 §4: the outcome of fetching one saved vehicle. */
export function savedFetchOutcome(
  entry: SavedVehicle,
  result: StockResult<VehicleAnswer>,
  options: Omit<CardOptions, 'list'> & { globalDisclaimers: PriceDisclaimers },
): SavedFetch {
  if (!result.ok) return { id: entry.id, outcome: result.status === 404 ? 'gone' : 'failed' }
  const { globalDisclaimers, ...cardOptions } = options
  return {
    id: entry.id,
    outcome: 'found',
    saved: {
      card: cardVehicle(vehicleOfAnswer(result.data), { ...cardOptions, list: entry.list }),
      disclaimers: resolveDisclaimers(globalDisclaimers, listDisclaimersOf(result.data)).present,
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
