import type { z } from 'zod'
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
import { stockPaths, type RetailerSearch } from './paths.ts'
import { SIMILAR_VEHICLES_ITEMS_MAX } from '../rules/constants.ts'
import { similarVehiclesQuery } from '../rules/similar-vehicles.ts'

/**
 * The one client through which the site's loaders reach inventory: its root is the setting
 * stock_locator.api_root (default: this server's /api/inventory). This module reads the answers
 * of any transport (httpStockApi); client.server.ts gives loaders the interface, in-process
 * (through the routes) for this server's root, else over HTTP. Answers are checked with the API's
 * schemas; a failure is a result, never a throw (spec 3 §8: a failed fetch is recorded and the
 * block shows its error). The browser reads the few answers it fetches by hand, at the addresses
 * of paths.ts (ui/listing/listing-api.ts, ui/vehicle-card/saved-list.ts), so that its pages load
 * no zod (ADR 145).
 */

export interface StockProblem {
  status: string
  title: string
  detail?: string
  source?: { parameter?: string; pointer?: string }
}
export type StockResult<T> = { ok: true; data: T } | { ok: false; status: number; errors: StockProblem[] }

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
