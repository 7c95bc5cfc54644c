import type { Db } from '~/db/client.server.ts'
import { retailersDocument } from './retailers.server.ts'
import type { PostcodeAreaIndex } from '../rules/postcode-areas-setting.ts'
import { isAustralianState } from '../rules/prices.ts'
import {
  dealerCodesOf,
  dealerCodesParam,
  driveAwayState,
  postcodeSearchFromQuery,
  postcodeSearchMode,
  postcodeSearchOutcome,
  type PostcodeSearchResult,
} from '../rules/postcode-search.ts'

/**
 * The postcode search of a listing page, on the server (spec 3 §2, §4, §5, §7): the search read
 * from the page's URL (_retailer, _state, _postcode or a picked place's _near, _locality), its
 * dealers found in process the way GET …/listing//{key}/retailers answers them, and what follows
 * for the listing. Null for an unknown listing.
 *
 * @example
 * // the Stock Locator block's loader, when the postcode_search feature is on
 * const postcode = await postcodeSearchForListing(db, site.id, key, url.searchParams, brand)
 * const query = parseListingQuery(new URLSearchParams({ ...Object.fromEntries(url.searchParams), ...postcode?.listingParams }))
 */
export async function postcodeSearchForListing(
  db: Db,
  siteId: number,
  listingKey: string,
  params: URLSearchParams,
  brand?: string | null,
  /** The market's postcode areas: a postcode no retailer has finds the nearest ones (ADR 106). */
  areas?: PostcodeAreaIndex,
): Promise<PostcodeSearchResult | null> {
  const search = postcodeSearchFromQuery(params)
  const mode = postcodeSearchMode(search)
  let retailers: PostcodeSearchResult['retailers'] = []
  if (mode === 'stateSearch' || mode === 'postcodeSearch') {
    const query =
      mode === 'stateSearch'
        ? { state: search.state ?? undefined, brand: brand || undefined }
        : search.near
          ? // A picked place (ADR 157): its nearest retailers, its name their search area.
            { near: search.near, locality: search.locality ?? undefined, brand: brand || undefined }
          : { postcode: search.postcode ?? undefined, locality: search.locality ?? undefined, brand: brand || undefined }
    const doc = await retailersDocument(db, siteId, listingKey, query, areas)
    if (!doc) return null
    retailers = doc.data.map(({ attributes: a }) => pick(a))
  }
  // Every retailer of the list: the chosen ones of a retailer search, and whether the market has states.
  const all = await retailersDocument(db, siteId, listingKey, { brand: brand || undefined })
  if (!all) return null
  if (mode === 'retailerSearch') {
    const chosen = new Set(search.retailer)
    retailers = all.data.map(({ attributes: a }) => pick(a)).filter((r) => chosen.has(r.dealer_code))
  }
  // A retailer search names the list's retailers only: a hand-made `_retailer=` of another code finds none.
  const dealerCodes = dealerCodesOf(retailers)
  // A retailer search of codes the list does not have is one without dealers: the modal asks again.
  const outcome =
    mode === 'retailerSearch' && dealerCodes.length === 0
      ? ({ modal: 'open', closable: false } as const)
      : postcodeSearchOutcome(dealerCodes, search)
  return {
    search,
    mode,
    dealerCodes,
    retailers,
    listingParams: dealerCodesParam(dealerCodes),
    driveAwayState: driveAwayState(search, retailers),
    modal: 'search' in outcome ? { open: false, closable: true } : { open: true, closable: false },
    states: all.data.some(({ attributes: a }) => isAustralianState(a.state)),
  }
}

const pick = (a: PostcodeSearchResult['retailers'][number]): PostcodeSearchResult['retailers'][number] => ({
  name: a.name,
  dealer_code: a.dealer_code,
  locality: a.locality,
  state: a.state,
  postcode: a.postcode,
})
