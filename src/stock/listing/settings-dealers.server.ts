import { z } from 'zod'
import type { OutboundFetch } from '~/lib/outbound.server.ts'
import { readSetting } from '~/settings/keys.ts'
import type { SettingMap } from '~/settings/settings.ts'

/**
 * spec 3 §7 "Dealers and trade-in via settings": the dealers of a stock list from the endpoint in
 * the setting stock_locator.endpoint_dealers, else from stock_locator.fallback_dealers (ADR 081).
 * Without any URL the list is empty and the spec's message is logged (spec 3 §8).
 */

/** spec 3 §8, verbatim. */
export const NO_DEALERS_URL_ERROR = 'Error occurred while fetching dealers: No API URL has been provided.'
/** The prefix of every other failure's log line (the cause follows). */
export const DEALERS_ERROR_PREFIX = 'Error occurred while fetching dealers: '

/**
 * spec 3 §7: 'filter[brands_name_eq]={brand}&sort=name' for one brand, otherwise 'sort=name'.
 * The brand is URL-encoded; the brackets stay as the spec writes them.
 */
export function dealersQuery(brand?: string | null): string {
  const name = brand?.trim()
  return name ? `filter[brands_name_eq]=${encodeURIComponent(name)}&sort=name` : 'sort=name'
}

/**
 * The request URL: the endpoint with `{listingId}` replaced (the spec leaves the path open, ADR
 * 081) and the query appended after '?' or '&'.
 */
export function dealersUrl(endpoint: string, query: string, listingId?: string | null): string {
  const base = endpoint.trim().replaceAll('{listingId}', encodeURIComponent(listingId ?? ''))
  return `${base}${base.includes('?') ? '&' : '?'}${query}`
}

const text = z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().trim().catch('')).catch('')
/** A dealer as the service sends it: flat, or JSON:API with its fields under `attributes`. */
const rawDealerSchema = z.looseObject({
  id: z.union([z.string(), z.number()]).optional(),
  attributes: z.record(z.string(), z.unknown()).optional(),
})

/** spec 3 §3 Dealer or retailer: what the listing and the postcode search read of a dealer. */
export interface SettingsDealer {
  id: string
  name: string
  address: string
  email: string
  /** phone, or mainPhone when there is no phone. */
  phone: string
  city: string
  /** postcode, or zipcode when there is no postcode. */
  postcode: string
  dealer_code: string
  locality: string
  ciCode: string
}

/** One dealer of the answer, normalised; null when it has neither a name nor a dealer code. */
export function toSettingsDealer(raw: unknown): SettingsDealer | null {
  const parsed = rawDealerSchema.safeParse(raw)
  if (!parsed.success) return null
  const fields: Record<string, unknown> = { ...parsed.data, ...(parsed.data.attributes ?? {}) }
  const get = (...keys: string[]) => keys.map((key) => text.parse(fields[key])).find(Boolean) ?? ''
  const dealer: SettingsDealer = {
    id: text.parse(parsed.data.id),
    name: get('name'),
    address: get('address'),
    email: get('email'),
    phone: get('phone', 'mainPhone'),
    city: get('city'),
    postcode: get('postcode', 'zipcode'),
    dealer_code: get('dealer_code'),
    locality: get('locality'),
    ciCode: get('ciCode'),
  }
  return dealer.name || dealer.dealer_code ? dealer : null
}

/** spec 3 §7 "reads data.data": the `data` list of the answer's body. */
const answerSchema = z.object({ data: z.array(z.unknown()) })

export interface SettingsDealersOptions {
  settings: SettingMap
  fetch: OutboundFetch
  /** Where the spec's error lines go (the server log). */
  log: (message: string) => void
  /** The stock list the dealers belong to (replaces `{listingId}` in the endpoint). */
  listingId?: string | null
  brand?: string | null
  signal?: AbortSignal
}

async function fetchDealers(url: string, options: SettingsDealersOptions): Promise<SettingsDealer[]> {
  const response = await options.fetch(url, { headers: { accept: 'application/json' }, signal: options.signal })
  if (!response.ok) throw new Error(`the dealers service answered ${response.status}`)
  const answer = answerSchema.safeParse(await response.json().catch(() => null))
  if (!answer.success) throw new Error('the answer has no data list')
  return answer.data.data.map(toSettingsDealer).filter((dealer): dealer is SettingsDealer => dealer !== null)
}

/**
 * spec 3 §7: the dealers from stock_locator.endpoint_dealers; when that is unset or fails, from
 * stock_locator.fallback_dealers; when neither answers, an empty list and a logged error. Never
 * throws: a page that lists dealers still renders.
 *
 * @example
 * const dealers = await settingsDealers({ settings, fetch: outbound, log: (m) => logger.error(m), brand: 'Aurelia' })
 */
export async function settingsDealers(options: SettingsDealersOptions): Promise<SettingsDealer[]> {
  const endpoints = [
    readSetting(options.settings, 'stock_locator.endpoint_dealers'),
    readSetting(options.settings, 'stock_locator.fallback_dealers'),
  ]
    .map((url) => url.trim())
    .filter(Boolean)
  if (endpoints.length === 0) {
    options.log(NO_DEALERS_URL_ERROR)
    return []
  }
  const query = dealersQuery(options.brand)
  for (const endpoint of endpoints) {
    try {
      return await fetchDealers(dealersUrl(endpoint, query, options.listingId), options)
    } catch (error) {
      options.log(`${DEALERS_ERROR_PREFIX}${(error as Error).message}`)
    }
  }
  return []
}
