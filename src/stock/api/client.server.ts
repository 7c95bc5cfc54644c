import type { Db } from '~/db/client.server.ts'
import type { OutboundFetch } from '~/lib/outbound.server.ts'
import { readSetting } from '~/settings/keys.ts'
import type { SettingMap } from '~/settings/settings.ts'
import type { Site } from '~/sites/sites.ts'
import { inventoryListQuery } from './routes.server.ts'
import { httpStockApi, type StockApi, type StockProblem, type StockResult } from './client.ts'
import {
  companyConfigNotFound,
  invalidBuild,
  invalidParameter,
  listingNotFound,
  siteNotFound,
  translationsNotFound,
  unknownConfigType,
  vehicleNotFound,
} from './problems.ts'
import { companyConfigDocument, COMPANY_CONFIG_SCOPES, type CompanyConfigScope } from './company-config.server.ts'
import { SITE_CONFIG_TYPES } from '../rules/config-types.ts'
import { configuratorVehicleDocument, ConfiguratorUrlError } from './configurator.ts'
import { brandsDocument, configEntries, lightDocument, listingDocument, nameplatesDocument, vehicleDocument } from './documents.server.ts'
import { retailersDocument } from '../listing/retailers.server.ts'
import { ListingQueryError } from '../listing/query.ts'
import { similarVehiclesQuery } from '../rules/similar-vehicles.ts'
import { SIMILAR_VEHICLES_ITEMS_MAX } from '../rules/constants.ts'
import { translationsDocument } from '../texts/tables.ts'
import { tradeInOptionsDocument } from './trade-in.server.ts'

/**
 * The server side of the one inventory client (issue 14 §1): loaders get the StockApi of
 * src/stock/api/client.ts. With stock_locator.api_root empty (the default) it calls the inventory
 * modules in-process (ARCHITECTURE.md: no HTTP hop to ourselves) and answers exactly what the HTTP
 * API would; with another root it fetches over HTTP through the outbound guard, sending
 * stock_locator.api_token as a bearer client token (spec 3 §6).
 *
 * @example
 * const stock = serverStockApi({ db: services.database.db, site, settings, outbound: services.outbound })
 * const page = await stock.listing(listKey, url.searchParams)
 */
export interface ServerStockOptions {
  db: Db
  site: Site
  settings: SettingMap
  outbound: OutboundFetch
}

export function serverStockApi(options: ServerStockOptions): StockApi {
  const root = readSetting(options.settings, 'stock_locator.api_root').trim().replace(/\/+$/, '')
  if (root === '') return inProcessStockApi(options)
  const token = readSetting(options.settings, 'stock_locator.api_token').trim()
  return httpStockApi(async (path) => {
    const response = await options.outbound(`${root}${path}`, {
      headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    })
    return { status: response.status, body: await response.json().catch(() => null) }
  })
}

const ok = <T>(data: T): StockResult<T> => ({ ok: true, data })
/** An API error body as the HTTP client reads it. */
const failed = (status: number, body: { errors: StockProblem[] }): StockResult<never> => ({ ok: false, status, errors: body.errors })

/** This server's inventory, in-process: the same documents and the same 400 / 404 results as the HTTP API. */
export function inProcessStockApi({ db, site, settings }: Omit<ServerStockOptions, 'outbound'>): StockApi {
  const query = (q: URLSearchParams | string | undefined) =>
    inventoryListQuery(`http://x/?${q instanceof URLSearchParams ? q.toString() : (q ?? '').replace(/^\?/, '')}`)
  /** Runs a read; a bad list query is a 400 naming its parameter, as the API answers it. */
  const guarded = async <T>(run: () => Promise<StockResult<T>>): Promise<StockResult<T>> => {
    try {
      return await run()
    } catch (error) {
      if (error instanceof ListingQueryError) return failed(400, invalidParameter(error.param, error.detail))
      if (error instanceof ConfiguratorUrlError) return failed(400, invalidBuild(error.message))
      throw error
    }
  }
  return {
    listing: (key, q) =>
      guarded(async () => {
        const doc = await listingDocument(db, site.id, key, query(q))
        return doc ? ok(doc) : failed(404, listingNotFound(key))
      }),
    light: (key, q) =>
      guarded(async () => {
        const doc = await lightDocument(db, site.id, key, query(q))
        return doc ? ok(doc) : failed(404, listingNotFound(key))
      }),
    vehicle: async (keys, id) => {
      const doc = await vehicleDocument(db, site.id, typeof keys === 'string' ? keys : keys.join(','), String(id))
      return doc ? ok(doc) : failed(404, vehicleNotFound(String(id)))
    },
    similar: (key, model, amount = SIMILAR_VEHICLES_ITEMS_MAX) =>
      guarded(async () => {
        const doc = await listingDocument(db, site.id, key, query(similarVehiclesQuery(model, amount)))
        return doc ? ok(doc) : failed(404, listingNotFound(key))
      }),
    retailers: async (key, search = {}) => {
      const doc = await retailersDocument(db, site.id, key, {
        brand: search.brand?.trim().slice(0, 100) || undefined,
        state: search.state?.trim().slice(0, 20) || undefined,
        postcode: search.postcode?.trim().slice(0, 20) || undefined,
        locality: search.locality?.trim().slice(0, 100) || undefined,
      })
      return doc ? ok(doc) : failed(404, listingNotFound(key))
    },
    companyConfig: async (scope = 'all') => {
      if (!(COMPANY_CONFIG_SCOPES as readonly string[]).includes(scope)) return failed(404, companyConfigNotFound())
      return ok(await companyConfigDocument(db, settings, site, scope as CompanyConfigScope))
    },
    translations: async (language) => {
      const doc = translationsDocument(language)
      return doc ? ok(doc) : failed(404, translationsNotFound(language))
    },
    tradeInOptions: async (q = {}) =>
      ok(await tradeInOptionsDocument(db, site.id, { brand: q.brand?.trim().slice(0, 100) || undefined, lang: q.lang })),
    configuratorVehicle: (configUrl) => guarded(async () => ok(configuratorVehicleDocument(configUrl))),
    brands: async () => ok(await brandsDocument(db, site.id)),
    nameplates: async (brand) => ok(await nameplatesDocument(db, site.id, brand?.trim().slice(0, 100) || undefined)),
    siteConfig: async (siteKey, types) => {
      if (siteKey !== site.key) return failed(404, siteNotFound(site.key, siteKey))
      const unknown = types.find((t) => !(SITE_CONFIG_TYPES as readonly string[]).includes(t))
      if (unknown !== undefined) return failed(400, unknownConfigType(unknown))
      const entries = await configEntries(db, site.id, types.length > 0 ? types : SITE_CONFIG_TYPES)
      return ok({ data: entries.map(({ config_type, state, data }) => ({ config_type, state, data })) })
    },
  }
}
