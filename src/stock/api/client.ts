import type { z } from 'zod'
import { appUrl } from '~/lib/app-base.ts'
import {
  brandsAnswerSchema,
  companyConfigAnswerSchema,
  errorAnswerSchema,
  lightAnswerSchema,
  listingAnswerSchema,
  nameplatesAnswerSchema,
  retailersAnswerSchema,
  siteConfigAnswerSchema,
  tradeInOptionsAnswerSchema,
  translationsAnswerSchema,
  vehicleAnswerSchema,
  type CompanyConfigAnswer,
  type LightAnswer,
  type ListingAnswer,
  type RetailersAnswer,
  type SiteConfigAnswer,
  type TradeInOptionsAnswer,
  type TranslationsAnswer,
  type VehicleAnswer,
} from './schemas.ts'
import { SIMILAR_VEHICLES_ITEMS_MAX } from '../rules/constants.ts'
import { similarVehiclesQuery } from '../rules/similar-vehicles.ts'
import { formatNear, type GeoPoint } from '../rules/postcode-search.ts'

/**
 * The one client through which the site's pages and blocks reach inventory: its root is the
 * setting stock_locator.api_root (default: this server's /api/inventory). This module is the
 * browser's (fetch over HTTP); client.server.ts gives loaders the same interface, in-process
 * (through the routes) for this server's root. Answers are checked with the API's schemas; a
 * failure is a result, never a throw (spec 3 §8: a failed fetch is recorded and the block shows
 * its error).
 */

export interface StockProblem {
  status: string
  title: string
  detail?: string
  source?: { parameter?: string; pointer?: string }
}
export type StockResult<T> = { ok: true; data: T } | { ok: false; status: number; errors: StockProblem[] }

/** spec 3 §7 retailers query: q[brand_eq], q[state_eq], q[postcode_eq], q[locality_eq]; q[near], a picked place (ADR 157). */
export interface RetailerSearch {
  brand?: string
  state?: string
  postcode?: string
  locality?: string
  near?: GeoPoint
}
export type BrandsAnswer = z.infer<typeof brandsAnswerSchema>
export type NameplatesAnswer = z.infer<typeof nameplatesAnswerSchema>

export interface StockApi {
  /** spec 3 §7 vehicle list: a backend query (rules/filters.ts listQuery builds one). */
  listing(listKey: string, query?: URLSearchParams | string): Promise<StockResult<ListingAnswer>>
  light(listKey: string, query?: URLSearchParams | string): Promise<StockResult<LightAnswer>>
  /** One vehicle of one or more lists (the showroom's publication lists). */
  vehicle(listKeys: string | readonly string[], vehicleId: string | number): Promise<StockResult<VehicleAnswer>>
  /** Similar vehicles: the list's vehicles of `model` (the current one is dropped by rules/similar-vehicles.ts). */
  similar(listKey: string, model: string, amount?: number): Promise<StockResult<ListingAnswer>>
  retailers(listKey: string, search?: RetailerSearch): Promise<StockResult<RetailersAnswer>>
  companyConfig(scope?: string): Promise<StockResult<CompanyConfigAnswer>>
  translations(language: string): Promise<StockResult<TranslationsAnswer>>
  tradeInOptions(query?: { brand?: string; lang?: string }): Promise<StockResult<TradeInOptionsAnswer>>
  configuratorVehicle(configUrl: string): Promise<StockResult<VehicleAnswer>>
  brands(): Promise<StockResult<BrandsAnswer>>
  nameplates(brand?: string): Promise<StockResult<NameplatesAnswer>>
  /** Showroom or order-online config entries of a market (`site`: the market's key). */
  siteConfig(site: string, configTypes: readonly string[]): Promise<StockResult<SiteConfigAnswer>>
}

const enc = encodeURIComponent
const qs = (params: URLSearchParams) => (params.size > 0 ? `?${params}` : '')
const params = (query: URLSearchParams | string | undefined) =>
  query instanceof URLSearchParams ? new URLSearchParams(query) : new URLSearchParams(query ?? '')
const defined = (entries: [string, string | undefined][]) =>
  new URLSearchParams(entries.filter((e): e is [string, string] => e[1] !== undefined && e[1] !== ''))

/** The API's paths under a root (spec 3 §7), as the HTTP API serves them. */
export const stockPaths = {
  listing: (key: string, query?: URLSearchParams | string) => `/public_api/listing/${enc(key)}${qs(params(query))}`,
  light: (key: string, query?: URLSearchParams | string) => `/public_api/listing/${enc(key)}/light${qs(params(query))}`,
  vehicle: (keys: string | readonly string[], id: string | number) =>
    `/public_api/listing/${(typeof keys === 'string' ? [keys] : keys).map(enc).join(',')}/vehicle/${enc(String(id))}`,
  // NOTE: the double slash is the spec's (spec 3 §7); the API accepts one or two.
  retailers: (key: string, s: RetailerSearch = {}) =>
    `/public_api/listing//${enc(key)}/retailers${qs(
      defined([
        ['q[brand_eq]', s.brand],
        ['q[state_eq]', s.state],
        ['q[postcode_eq]', s.postcode],
        ['q[locality_eq]', s.locality],
        ['q[near]', s.near && formatNear(s.near)],
      ]),
    )}`,
  companyConfig: (scope = 'all') => `/public_api/company_config/${enc(scope)}`,
  translations: (language: string) => `/public_api/widget_translations_configs/${enc(language.toLowerCase())}`,
  tradeInOptions: (q: { brand?: string; lang?: string } = {}) =>
    `/trade_in/form_options${qs(
      defined([
        ['brand', q.brand],
        ['lang', q.lang],
      ]),
    )}`,
  configuratorVehicle: (configUrl: string) => `/public_api/vehicles/config_data?${new URLSearchParams({ config_url: configUrl })}`,
  brands: () => '/public_api/brands',
  nameplates: (brand?: string) => `/public_api/nameplates${qs(defined([['filter[brand_name_eq]', brand]]))}`,
  siteConfig: (site: string, types: readonly string[]) => `/${enc(site)}/all?${new URLSearchParams({ config_type: types.join(',') })}`,
}

/** What a transport answers: the status and the parsed JSON body (null when it was not JSON). */
export type StockTransport = (path: string) => Promise<{ status: number; body: unknown }>

const networkError = (detail: string): StockResult<never> => ({
  ok: false,
  status: 0,
  errors: [{ status: '0', title: 'Network error', detail }],
})

/** Reads an answer: a 2xx checked against its schema, anything else as the API's errors. */
export function readStockAnswer<S extends z.ZodType>(schema: S, status: number, body: unknown): StockResult<z.infer<S>> {
  if (status >= 200 && status < 300) {
    const parsed = schema.safeParse(body)
    if (parsed.success) return { ok: true, data: parsed.data }
    return {
      ok: false,
      status: 502,
      errors: [{ status: '502', title: 'Unexpected inventory answer', detail: parsed.error.issues[0]?.message }],
    }
  }
  const errors = errorAnswerSchema.safeParse(body)
  return {
    ok: false,
    status,
    errors: errors.success ? errors.data.errors : [{ status: String(status), title: `Request failed (${status})` }],
  }
}

/** A StockApi over HTTP: the browser's, and the server's for another root. */
export function httpStockApi(transport: StockTransport): StockApi {
  const call = async <S extends z.ZodType>(schema: S, path: string): Promise<StockResult<z.infer<S>>> => {
    try {
      const { status, body } = await transport(path)
      return readStockAnswer(schema, status, body)
    } catch (error) {
      return networkError((error as Error).message || 'The inventory service could not be reached.')
    }
  }
  return {
    listing: (key, query) => call(listingAnswerSchema, stockPaths.listing(key, query)),
    light: (key, query) => call(lightAnswerSchema, stockPaths.light(key, query)),
    vehicle: (keys, id) => call(vehicleAnswerSchema, stockPaths.vehicle(keys, id)),
    similar: (key, model, amount = SIMILAR_VEHICLES_ITEMS_MAX) =>
      call(listingAnswerSchema, stockPaths.listing(key, similarVehiclesQuery(model, amount))),
    retailers: (key, search) => call(retailersAnswerSchema, stockPaths.retailers(key, search)),
    companyConfig: (scope) => call(companyConfigAnswerSchema, stockPaths.companyConfig(scope)),
    translations: (language) => call(translationsAnswerSchema, stockPaths.translations(language)),
    tradeInOptions: (query) => call(tradeInOptionsAnswerSchema, stockPaths.tradeInOptions(query)),
    configuratorVehicle: (configUrl) => call(vehicleAnswerSchema, stockPaths.configuratorVehicle(configUrl)),
    brands: () => call(brandsAnswerSchema, stockPaths.brands()),
    nameplates: (brand) => call(nameplatesAnswerSchema, stockPaths.nameplates(brand)),
    siteConfig: (site, types) => call(siteConfigAnswerSchema, stockPaths.siteConfig(site, types)),
  }
}

/** The inventory root a document calls: the setting's, or this server's /api/inventory (under the market's base path). */
export function stockApiRoot(setting: string | null | undefined): string {
  const root = setting?.trim().replace(/\/+$/, '') ?? ''
  return root === '' ? appUrl('/api/inventory') : root
}

/**
 * The browser's client. `root` is stockApiRoot(settings['stock_locator.api_root']); anonymous
 * (client tokens are server-side only, ADR 072).
 *
 * @example const stock = browserStockApi(stockApiRoot(settings['stock_locator.api_root']))
 * const page = await stock.listing(listKey, listQuery(values, { page: 2 }))
 */
export function browserStockApi(root: string = stockApiRoot(null), fetcher: typeof fetch = (...args) => fetch(...args)): StockApi {
  return httpStockApi(async (path) => {
    const response = await fetcher(`${root}${path}`, { headers: { accept: 'application/json' }, credentials: 'same-origin' })
    const body = await response.json().catch(() => null)
    return { status: response.status, body }
  })
}
