import { appUrl } from '~/lib/app-base.ts'
import { retailersAnswerSchema } from '../api-schemas.ts'
import { retailersQuery } from '../rules/postcode-search.ts'

/**
 * spec 3 §7 "GET /public_api/listing//{listingId}/retailers?q[brand_eq]&q[state_eq]&q[postcode_eq]
 * &q[locality_eq]": the dealers for a postcode search, from the browser (the inventory API under
 * /api/inventory; the double slash as the spec writes it). Answer: a list with dealer_code and
 * locality (and name, state, postcode).
 */
export const INVENTORY_API_BASE = '/api/inventory'

export interface PostcodeRetailer {
  name: string
  dealer_code: string
  locality: string
  state: string
  postcode: string
}

export interface RetailersFilter {
  brand?: string | null
  state?: string | null
  postcode?: string | null
  locality?: string | null
}

/** The request's URL, relative to the market (appUrl adds its base path). */
export function retailersUrl(listingKey: string, filter: RetailersFilter, base = INVENTORY_API_BASE): string {
  const query = retailersQuery(filter).toString()
  return `${base}/public_api/listing//${encodeURIComponent(listingKey)}/retailers${query ? `?${query}` : ''}`
}

/** Fetches the retailers; throws on a failed request or an answer of another shape. */
export async function fetchRetailers(
  listingKey: string,
  filter: RetailersFilter,
  options: { fetch?: typeof fetch; signal?: AbortSignal; base?: string } = {},
): Promise<PostcodeRetailer[]> {
  const doFetch = options.fetch ?? fetch
  const response = await doFetch(appUrl(retailersUrl(listingKey, filter, options.base)), {
    headers: { accept: 'application/vnd.api+json, application/json' },
    signal: options.signal,
  })
  if (!response.ok) throw new Error(`The retailers request answered ${response.status}.`)
  const answer = retailersAnswerSchema.parse(await response.json())
  return answer.data.map(({ attributes: a }) => ({
    name: a.name,
    dealer_code: a.dealer_code,
    locality: a.locality,
    state: a.state,
    postcode: a.postcode,
  }))
}
