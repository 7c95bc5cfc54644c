import { asc, eq } from 'drizzle-orm'
import type { Database } from '~/db/client.server.ts'
import { stockListings } from '~/db/schema/index.ts'
import type { FacetKey, ListingQuery } from './query.ts'
import { queryListing, type ListingPage } from './listing.server.ts'
import type { PostcodeSearchResult } from '../rules/postcode-search.ts'
import { postcodeSearchForListing } from './postcode-search.server.ts'
import type { PostcodeAreaIndex } from '../rules/postcode-areas-setting.ts'

/**
 * The listing blocks' data source (src/blocks/block-data.server.ts): a page of a publication list
 * read in process, as GET /api/inventory/public_api/listing/{key} answers it (ARCHITECTURE.md: no
 * HTTP hop to ourselves).
 */
export interface StockListingSource {
  /** `facets`: the keys to count (all by default); a block that shows no filters asks for none. */
  listing(siteId: number, key: string, query: ListingQuery, options?: { facets?: readonly FacetKey[] }): Promise<ListingPage | null>
  /** The postcode search of the page's URL and its dealers (postcodeSearchForListing); null for an unknown list. */
  postcodeSearch(
    siteId: number,
    key: string,
    params: URLSearchParams,
    brand: string | null,
    areas?: PostcodeAreaIndex,
  ): Promise<PostcodeSearchResult | null>
}

export function createStockListingSource(database: Database): StockListingSource {
  return {
    listing: (siteId, key, query, options) => queryListing(database.db, siteId, key, query, options),
    postcodeSearch: (siteId, key, params, brand, areas) => postcodeSearchForListing(database.db, siteId, key, params, brand, areas),
  }
}

/** The market's stock lists as the editor offers them for ci_key_list (ADR 074): key and name, by name. */
export async function stockListChoices(db: Database['db'], siteId: number): Promise<{ value: string; label: string }[]> {
  const rows = await db
    .select({ key: stockListings.key, name: stockListings.name })
    .from(stockListings)
    .where(eq(stockListings.siteId, siteId))
    .orderBy(asc(stockListings.name), asc(stockListings.key))
  return rows.map((row) => ({ value: row.key, label: row.name ? `${row.name} (${row.key})` : row.key }))
}
