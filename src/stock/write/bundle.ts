import { z } from 'zod'
import { buttonSetInputSchema, configEntryInputSchema, listingInputSchema, listingKeySchema, type ConfigEntryInput } from './config.ts'

/**
 * The stock configuration a site bundle carries (ADR 086): the market's publication
 * lists, button sets and showroom / order-online config entries, checked with the admin's own
 * schemas. Never vehicles: those come from feeds. Pure: src/bundle composes it into the bundle.
 */

/** A publication list with its key (a block's ci_key_list names it). */
export const bundleListingSchema = listingInputSchema.extend({ key: listingKeySchema })
export type BundleListing = z.infer<typeof bundleListingSchema>

/** The bundle's optional top-level sections (old bundles without them import unchanged). */
export const stockBundleSections = {
  listings: z.array(bundleListingSchema).max(1_000).optional(),
  button_sets: z.array(buttonSetInputSchema).max(1_000).optional(),
  config_entries: z.array(configEntryInputSchema).max(1_000).optional(),
}

export interface StockBundle {
  listings?: BundleListing[]
  button_sets?: z.infer<typeof buttonSetInputSchema>[]
  config_entries?: ConfigEntryInput[]
}

/**
 * What identifies a config entry in a market: its type and vehicle state. A market may hold
 * several rows of one identity (a later one wins, spec 3 §3); a bundle holds at most one.
 */
export const configEntryIdentity = (entry: { config_type: string; state: string | null }) =>
  `${entry.config_type} (${entry.state ?? 'every state'})`

/** Reports a second list key, button set code or config entry identity in the bundle, with its path. */
export function checkStockBundle(bundle: StockBundle, issue: (path: PropertyKey[], message: string) => void) {
  const firstSeen = <T>(list: readonly T[] | undefined, section: string, field: string, identity: (item: T) => string, what: string) => {
    const seen = new Map<string, number>()
    list?.forEach((item, i) => {
      const id = identity(item)
      const first = seen.get(id)
      if (first !== undefined) issue([section, i, field], `duplicate ${what} ${id} (also ${section}[${first}])`)
      else seen.set(id, i)
    })
  }
  firstSeen(bundle.listings, 'listings', 'key', (listing) => listing.key.toLowerCase(), 'list key')
  firstSeen(bundle.button_sets, 'button_sets', 'code', (set) => set.code, 'button set')
  firstSeen(bundle.config_entries, 'config_entries', 'config_type', configEntryIdentity, 'config entry')
}
