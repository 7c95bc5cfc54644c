import { appUrl } from '~/lib/app-base.ts'
import { retailersQuery, type GeoPoint } from '../../rules/postcode-search.ts'

/**
 * spec 3 §7 "GET /public_api/listing//{listingId}/retailers?q[brand_eq]&q[state_eq]&q[postcode_eq]
 * &q[locality_eq]" (and q[near], a picked place, ADR 157): the dealers for a postcode search, from
 * the browser (the inventory API under /api/inventory; the double slash as the spec writes it).
 * Answer: a list with dealer_code and locality (and name, state, postcode).
 */
export const INVENTORY_API_BASE = '/api/inventory'

export interface PostcodeRetailer {
  name: string
  dealer_code: string
  locality: string
  state: string
  postcode: string
  /** A search by distance (ADR 106, 157): km from the postcode's area or the picked place. */
  distance_km?: number
  /** A search by distance: the postcode's area or the picked place, the shopper's place. */
  search_area?: string
}

export interface RetailersFilter {
  brand?: string | null
  state?: string | null
  postcode?: string | null
  locality?: string | null
  /** A picked place (ADR 157), sent as q[near] instead of a postcode. */
  near?: GeoPoint | null
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
  return readRetailers(await response.json())
}

const RETAILER_FIELDS = ['name', 'dealer_code', 'locality', 'state', 'postcode'] as const

/**
 * The answer's retailers (schemas.ts retailersAnswerSchema's shape), read by hand: pages with
 * stock cards ship no zod to the browser (ADR 084). Throws naming the first thing out of shape.
 */
export function readRetailers(json: unknown): PostcodeRetailer[] {
  const data = (json as { data?: unknown } | null)?.data
  if (!Array.isArray(data)) throw new Error('Not a retailers answer: data')
  return data.map((item: unknown, i) => {
    const attributes = (item as { type?: unknown; attributes?: unknown } | null)?.attributes as Record<string, unknown> | undefined
    if ((item as { type?: unknown } | null)?.type !== 'retailer' || typeof attributes !== 'object' || attributes === null)
      throw new Error(`Not a retailers answer: data[${i}]`)
    for (const field of RETAILER_FIELDS)
      if (typeof attributes[field] !== 'string') throw new Error(`Not a retailers answer: data[${i}].attributes.${field}`)
    const [name, dealer_code, locality, state, postcode] = RETAILER_FIELDS.map((field) => attributes[field] as string)
    const { distance_km, search_area } = attributes
    return {
      name: name!,
      dealer_code: dealer_code!,
      locality: locality!,
      state: state!,
      postcode: postcode!,
      ...(typeof distance_km === 'number' ? { distance_km } : {}),
      ...(typeof search_area === 'string' ? { search_area } : {}),
    }
  })
}
