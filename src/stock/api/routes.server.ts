import type { Remember } from '../listing/listing.server.ts'
import { Hono, type Context } from 'hono'
import { PUBLIC_CACHE_CONTROL } from '~/lib/http.server.ts'
import { z } from 'zod'
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
import { ListingQueryError, parseListingQuery, SIMILAR_VEHICLES_ITEMS_MAX, type ListingQuery } from '../listing/query.ts'
import { brandsDocument, configEntries, lightDocument, listingDocument, nameplatesDocument, vehicleDocument } from './documents.server.ts'
import { retailersDocument } from '../listing/retailers.server.ts'
import { companyConfigDocument, COMPANY_CONFIG_SCOPES } from './company-config.server.ts'
import { configuratorVehicleDocument, ConfiguratorUrlError } from './configurator.ts'
import { SITE_CONFIG_TYPES } from '../rules/config-types.ts'
import { translationsDocument } from '../texts/tables.ts'
import { tradeInOptionsDocument } from './trade-in.server.ts'
import { clientTokenAuth } from './tokens.server.ts'
import { inventoryOpenApi } from './openapi.server.ts'
import { configEntriesAdminApi } from '../write/config-api.server.ts'
import { INTEGER_MAX } from '~/lib/database-integer.ts'

/**
 * /api/inventory: the inventory (stock) service of spec 3 §7, for the market the request resolves
 * to. Public GETs are anonymous and may carry `Authorization: Bearer <client token>` (spec 3 §6,
 * ADR 072): a wrong token is refused with 401; a valid one gets private, uncached answers. Every
 * answer is JSON:API-style; errors name their parameter (`errors[].source.parameter`).
 */

/** spec 3 §7 "the list for one listKey with filter[nameplate_name_in]={model}": the similar-vehicles call. */
const SIMILAR_PARAM = 'filter[nameplate_name_in]'

/** The range filters on integer columns: a bound beyond a PostgreSQL integer is refused (400), not sent. */
const INTEGER_RANGE_KEYS = ['mileage', 'production_year', 'model_year', 'power'] as const

/**
 * The list query of a request (parseListingQuery), with two additions of the API's: the
 * similar-vehicles form (filter[nameplate_name_in], spec 3 §7) is read as a model filter with
 * items capped at SIMILAR_VEHICLES_ITEMS_MAX, and integer range bounds are checked.
 */
export function inventoryListQuery(url: string): ListingQuery {
  const params = new URL(url, 'http://x').searchParams
  const similar = params.getAll(SIMILAR_PARAM)
  params.delete(SIMILAR_PARAM)
  for (const model of similar) params.append('nameplate_name_in', model)
  let query: ListingQuery
  try {
    query = parseListingQuery(params)
  } catch (error) {
    // The similar-vehicles form's model is named as the caller sent it.
    if (error instanceof ListingQueryError && error.param === 'nameplate_name_in' && similar.length > 0)
      throw new ListingQueryError(SIMILAR_PARAM, error.detail)
    throw error
  }
  for (const key of INTEGER_RANGE_KEYS)
    for (const op of ['gteq', 'lteq'] as const)
      if ((query.range[key]?.[op] ?? 0) > INTEGER_MAX) throw new ListingQueryError(`${key}_${op}`, `must be at most ${INTEGER_MAX}`)
  return similar.length > 0 ? { ...query, items: Math.min(query.items, SIMILAR_VEHICLES_ITEMS_MAX) } : query
}

/** Public answers: kept by a CDN a minute like the site's pages; a client's (token) or a signed-in user's answers are private. */
function cacheHeaders(c: Context) {
  c.header('cache-control', c.var.stockClient || c.var.user ? 'private, no-store' : PUBLIC_CACHE_CONTROL)
  c.header('vary', 'Authorization')
}

/** Runs a handler that reads a list query; a ListingQueryError becomes a 400 naming its parameter. */
async function withQuery(c: Context, run: () => Promise<Response>): Promise<Response> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof ListingQueryError) return c.json(invalidParameter(error.param, error.detail), 400)
    throw error
  }
}

const text = (max: number) => z.string().trim().max(max).optional()
const retailerQuerySchema = z.object({
  'q[brand_eq]': text(100),
  'q[state_eq]': text(20),
  'q[postcode_eq]': text(20),
  'q[locality_eq]': text(100),
})

export function inventoryApi() {
  const api = new Hono()
  api.use('*', clientTokenAuth())
  api.use('/public_api/*', async (c, next) => {
    await next()
    if (c.req.method === 'GET' && c.res.status < 300) cacheHeaders(c)
  })

  const db = (c: Context) => c.var.services.database.db
  // The list, its dealers' names and button sets change only with the market's content revision (ADR 088).
  const rememberFor =
    (c: Context): Remember =>
    (key, compute) =>
      c.var.services.content.remember(c.var.site, key, compute)

  // spec 3 §7 "GET /public_api/listing//{listingId}/retailers": the double slash as the spec
  // writes it, and the single one. Before the list route, which would take "retailers" as a key.
  api.get('/public_api/listing/*', async (c, next) => {
    const rest = c.req.path.replace(/^.*?\/public_api\/listing\/+/, '')
    const match = /^([^/]+)\/retailers\/?$/.exec(rest)
    if (!match) return next()
    const query = retailerQuerySchema.safeParse(c.req.query())
    if (!query.success) {
      const issue = query.error.issues[0]!
      return c.json(invalidParameter(String(issue.path[0]), issue.message), 400)
    }
    const key = decodeURIComponent(match[1]!)
    const doc = await retailersDocument(db(c), c.var.site.id, key, {
      brand: query.data['q[brand_eq]'] || undefined,
      state: query.data['q[state_eq]'] || undefined,
      postcode: query.data['q[postcode_eq]'] || undefined,
      locality: query.data['q[locality_eq]'] || undefined,
    })
    return doc ? c.json(doc) : c.json(listingNotFound(key), 404)
  })

  api.get('/public_api/listing/:listingId', (c) =>
    withQuery(c, async () => {
      const key = c.req.param('listingId')
      const doc = await listingDocument(db(c), c.var.site.id, key, inventoryListQuery(c.req.url), rememberFor(c))
      return doc ? c.json(doc) : c.json(listingNotFound(key), 404)
    }),
  )

  api.get('/public_api/listing/:listingId/light', (c) =>
    withQuery(c, async () => {
      const key = c.req.param('listingId')
      const doc = await lightDocument(db(c), c.var.site.id, key, inventoryListQuery(c.req.url), rememberFor(c))
      return doc ? c.json(doc) : c.json(listingNotFound(key), 404)
    }),
  )

  api.get('/public_api/listing/:listingIds/vehicle/:vehicleId', async (c) => {
    const { listingIds, vehicleId } = c.req.param()
    const doc = await vehicleDocument(db(c), c.var.site.id, listingIds, vehicleId)
    if (!doc) return c.json(vehicleNotFound(vehicleId), 404)
    return c.json(doc)
  })

  api.get('/public_api/company_config/:scope?', async (c) => {
    const scope = c.req.param('scope') ?? 'all'
    if (!(COMPANY_CONFIG_SCOPES as readonly string[]).includes(scope)) return c.json(companyConfigNotFound(), 404)
    return c.json(
      await companyConfigDocument(
        db(c),
        await c.var.services.content.settings(c.var.site),
        c.var.site,
        scope as (typeof COMPANY_CONFIG_SCOPES)[number],
      ),
    )
  })

  api.get('/public_api/widget_translations_configs/:id', (c) => {
    const id = c.req.param('id')
    const doc = translationsDocument(id)
    if (!doc) return c.json(translationsNotFound(id), 404)
    return c.json(doc)
  })

  api.get('/public_api/vehicles/config_data', (c) => {
    try {
      return c.json(configuratorVehicleDocument(c.req.query('config_url')))
    } catch (error) {
      if (error instanceof ConfiguratorUrlError) return c.json(invalidBuild(error.message), 400)
      throw error
    }
  })

  api.get('/public_api/brands', async (c) => c.json(await brandsDocument(db(c), c.var.site.id)))

  api.get('/public_api/nameplates', async (c) => {
    const brand = c.req.query('filter[brand_name_eq]')?.trim().slice(0, 100)
    return c.json(await nameplatesDocument(db(c), c.var.site.id, brand || undefined))
  })

  api.get('/trade_in/form_options', async (c) => {
    const brand = c.req.query('brand')?.trim().slice(0, 100)
    const doc = await tradeInOptionsDocument(db(c), c.var.site.id, { brand: brand || undefined, lang: c.req.query('lang') })
    cacheHeaders(c)
    return c.json(doc)
  })

  api.get('/openapi.json', (c) => c.json(inventoryOpenApi()))

  api.route('/admin/config_entries', configEntriesAdminApi())

  // spec 3 §7 "GET {ciApiRoot}/{site}/all?config_type=…": the showroom and order-online config of
  // the market whose key is {site} (this request's market; any other is not found).
  api.get('/:site/all', async (c) => {
    const site = c.req.param('site')
    if (site !== c.var.site.key) return c.json(siteNotFound(c.var.site.key, site), 404)
    const types = (c.req.queries('config_type') ?? [])
      .flatMap((v) => v.split(','))
      .map((t) => t.trim())
      .filter(Boolean)
    const unknown = types.find((t) => !(SITE_CONFIG_TYPES as readonly string[]).includes(t))
    if (unknown !== undefined) return c.json(unknownConfigType(unknown), 400)
    const entries = await configEntries(db(c), c.var.site.id, types.length > 0 ? types : SITE_CONFIG_TYPES)
    cacheHeaders(c)
    return c.json({ data: entries.map(({ config_type, state, data }) => ({ config_type, state, data })) })
  })

  return api
}
