import type { Remember } from '../listing/listing.server.ts'
import { Hono, type Context } from 'hono'
import { PUBLIC_CACHE_CONTROL } from '~/lib/http.server.ts'
import { z } from 'zod'
import {
  companyConfigNotFound,
  invalidBuild,
  unknownBuild,
  listingNotFound,
  siteNotFound,
  translationsNotFound,
  unknownConfigType,
  vehicleNotFound,
} from './problems.ts'
import {
  API_ITEMS_MAX,
  API_ITEMS_MIN,
  CHECKBOX_FILTERS,
  DEFAULT_SORT,
  LISTING_SORTS,
  ListingQueryError,
  parseListingQuery,
  RANGE_KEYS,
  SIMILAR_VEHICLES_ITEMS_MAX,
  type ListingQuery,
} from '../listing/query.ts'
import { brandsDocument, configEntries, lightDocument, listingDocument, nameplatesDocument, vehicleDocument } from './documents.server.ts'
import { retailersDocument } from '../listing/retailers.server.ts'
import { marketPostcodeAreas } from '../rules/postcode-areas-setting.ts'
import { LOCALITY_MAX, NEAR_PATTERN, NEAR_TEXT_MAX, parseNear } from '../rules/postcode-search.ts'
import { companyConfigDocument, COMPANY_CONFIG_SCOPES } from './company-config.server.ts'
import { configuratorVehicleDocument } from './configurator.ts'
import { lookUpBuild } from './configurator-builds.server.ts'
import { SITE_CONFIG_TYPES } from '../rules/config-types.ts'
import { translationsDocument } from '../texts/tables.ts'
import { tradeInOptionsDocument } from './trade-in.server.ts'
import { readSetting } from '~/settings/keys.ts'
import { clientTokenAuth } from './tokens.server.ts'
import { inventoryAccess, type InventoryAccess } from './access.server.ts'
import {
  brandsAnswerSchema,
  companyConfigAnswerSchema,
  lightAnswerSchema,
  listingAnswerSchema,
  nameplatesAnswerSchema,
  retailersAnswerSchema,
  siteConfigAnswerSchema,
  tradeInOptionsAnswerSchema,
  translationsAnswerSchema,
  vehicleAnswerSchema,
} from './schemas.ts'
import { configEntriesAdminApi } from '../write/config-api.server.ts'
import { declareRoutes, openApiDocument, underBasePath, type ApiRoute } from '~/lib/api-routes.server.ts'
import { invalidParameter } from '~/lib/api-problems.ts'

/**
 * /api/inventory: the inventory (stock) service of spec 3 §7, for the market the request resolves
 * to. Public GETs are anonymous and may carry `Authorization: Bearer <client token>` (spec 3 §6,
 * ADR 072): a wrong token is refused with 401; a valid one gets private, uncached answers. Every
 * answer is JSON:API-style; errors name their parameter (`errors[].source.parameter`). Each route
 * is declared once (ADR 096): the declaration mounts it behind its access's guard and writes its
 * part of the OpenAPI document (GET /openapi.json).
 */

/** spec 3 §7 "the list for one listKey with filter[nameplate_name_in]={model}": the similar-vehicles call. */
const SIMILAR_PARAM = 'filter[nameplate_name_in]'

/**
 * The list query of a request (parseListingQuery), with one addition of the API's: the
 * similar-vehicles form (filter[nameplate_name_in], spec 3 §7) is read as a model filter with
 * items capped at SIMILAR_VEHICLES_ITEMS_MAX.
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
  return similar.length > 0 ? { ...query, items: Math.min(query.items, SIMILAR_VEHICLES_ITEMS_MAX) } : query
}

/** Public answers: kept by a CDN a minute like the site's pages; a client's (token) or a signed-in user's answers are private. */
function cacheHeaders(c: Context) {
  c.header('cache-control', c.get('stockClient') || c.get('user') ? 'private, no-store' : PUBLIC_CACHE_CONTROL)
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

/**
 * The list query as the document shows it (spec 3 §7), from the tables the parser reads, so a
 * filter added there is documented here. Only for the document: inventoryListQuery is the check
 * (repeated and `name[]` parameters, a parameter given twice, each error naming its parameter).
 */
const listValues = (known: readonly string[] | 'integer' | null) =>
  z
    .string()
    .optional()
    .describe(
      known === null
        ? 'Comma-separated or repeated.'
        : known === 'integer'
          ? 'Comma-separated or repeated; whole numbers.'
          : `Comma-separated or repeated; one of ${known.join(', ')}.`,
    )
const listQuery = z.object({
  items: z
    .number()
    .int()
    .min(API_ITEMS_MIN)
    .max(API_ITEMS_MAX)
    .default(API_ITEMS_MAX)
    .describe(`Clamped to ${API_ITEMS_MIN}–${API_ITEMS_MAX} (spec 3 §5).`),
  page: z.number().int().min(1).max(1_000_000).default(1),
  sort: z.enum(LISTING_SORTS).default(DEFAULT_SORT),
  ...Object.fromEntries(
    Object.values(CHECKBOX_FILTERS).map(({ param, values }) => [
      param,
      param.endsWith('_eq') ? z.string().optional().describe('One value.') : listValues(values),
    ]),
  ),
  // spec 3 §5: a negative bound is ignored, the others rounded to whole numbers.
  ...Object.fromEntries(
    RANGE_KEYS.flatMap((key) =>
      (['gteq', 'lteq'] as const).map((op) => [
        `${key}_${op}`,
        z
          .number()
          .optional()
          .describe(`${op === 'gteq' ? 'At least' : 'At most'} this ${key}, inclusive; ignored when negative.`),
      ]),
    ),
  ),
  'filter[nameplate_name_eq]': z.string().optional(),
  'filter[nameplate_brand_name_eq]': z.string().optional(),
  [SIMILAR_PARAM]: z
    .string()
    .optional()
    .describe(`Similar vehicles: the model; items are then capped at ${SIMILAR_VEHICLES_ITEMS_MAX} (SIMILAR_VEHICLES_ITEMS_MAX).`),
  'filter[owner_dealer_codes_includes]': z.string().optional().describe('Dealer codes, comma-joined.'),
  forced_statuses: listValues(null),
  forced_dealer_codes: listValues(null),
})

const text = (max: number) => z.string().trim().max(max).optional()
const NEAR_PROBLEM = 'must be a latitude (-90 to 90) and a longitude (-180 to 180) in decimal degrees, comma-separated'
const retailerQuerySchema = z.object({
  'q[brand_eq]': text(100),
  'q[state_eq]': text(20),
  'q[postcode_eq]': text(20),
  'q[locality_eq]': text(LOCALITY_MAX).describe("The locality; with q[near], the place's name (search_area), which does not narrow."),
  // ADR 157: a place picked from the postcode search's suggestions.
  'q[near]': z
    .string()
    .max(NEAR_TEXT_MAX)
    // Empty is none, as for the other parameters.
    .regex(new RegExp(`^$|${NEAR_PATTERN.source}`), NEAR_PROBLEM)
    .transform((text, context) => {
      if (text === '') return undefined
      // The pattern holds the form; the ranges are the globe's.
      const point = parseNear(text)
      if (point) return point
      context.addIssue({ code: 'custom', message: NEAR_PROBLEM })
      return z.NEVER
    })
    .optional()
    .describe(
      'A place (lat,lng): its nearest retailers, closest first, with distance_km (ADR 157); state, postcode and locality do not narrow.',
    ),
})

const listingKey = z.string().describe("The publication list's key.")
const configTypesQuery = z
  .string()
  .optional()
  .describe(`Config types, comma-joined or repeated (none: all); one of ${SITE_CONFIG_TYPES.join(', ')}.`)

/** ADR 075: anonymous reads under /public_api share the render queue's bound (src/server/app.server.ts). */
const BUSY = 503

/** The inventory API's wording of its errors (errors[].source names the parameter or field). */
const ERROR_TEXT = {
  400: 'A parameter is invalid (errors[].source.parameter names it), or the body is not JSON',
  401: 'A wrong client token, or a login is required',
  403: 'The role does not allow it (or a write without the CSRF token)',
  422: 'The body is invalid (errors[].source.pointer names the field)',
  503: 'Busy: too many anonymous reads at once (Retry-After)',
}

/**
 * An API mounted under the inventory API's base by the server (the buy-online calls of the order
 * journey): its routes join this document.
 */
export interface InventoryExtension {
  prefix: string
  app: Hono
  routes: readonly ApiRoute<InventoryAccess>[]
}

export function inventoryApi(extensions: readonly InventoryExtension[] = []) {
  const api = new Hono()
  // ADR 072: the client token is read on every request, before any route (access.server.ts).
  api.use('*', clientTokenAuth())
  api.use('/public_api/*', async (c, next) => {
    await next()
    if (c.req.method === 'GET' && c.res.status < 300) cacheHeaders(c)
  })
  const { route, include, routes } = declareRoutes(api, inventoryAccess)

  const db = (c: Context) => c.get('services').database.db
  // The list, its dealers' names and button sets change only with the market's content revision (ADR 088).
  const rememberFor =
    (c: Context): Remember =>
    (key, compute) =>
      c.get('services').content.remember(c.get('site'), key, compute)

  // spec 3 §7 "GET /public_api/listing//{listingId}/retailers": the double slash as the spec
  // writes it, and the single one, hence a wildcard. Before the list route, which would take
  // "retailers" as a key.
  route(
    {
      method: 'get',
      path: '/public_api/listing/{listingId}/retailers',
      honoPath: '/public_api/listing/*',
      summary:
        "The retailers owning the list's vehicles, for a postcode search (the spec's double slash, listing//{listingId}, is accepted too).",
      access: 'public',
      params: z.object({ listingId: listingKey }),
      query: retailerQuerySchema,
      ok: [200, retailersAnswerSchema],
      errors: [400, 404, BUSY],
    },
    async (c, next) => {
      const rest = c.req.path.replace(/^.*?\/public_api\/listing\/+/, '')
      const match = /^([^/]+)\/retailers\/?$/.exec(rest)
      if (!match) return next()
      const query = retailerQuerySchema.safeParse(c.req.query())
      if (!query.success) {
        const issue = query.error.issues[0]!
        return c.json(invalidParameter(String(issue.path[0]), issue.message), 400)
      }
      const key = decodeURIComponent(match[1]!)
      const doc = await retailersDocument(
        db(c),
        c.get('site').id,
        key,
        {
          brand: query.data['q[brand_eq]'] || undefined,
          state: query.data['q[state_eq]'] || undefined,
          postcode: query.data['q[postcode_eq]'] || undefined,
          locality: query.data['q[locality_eq]'] || undefined,
          near: query.data['q[near]'],
        },
        marketPostcodeAreas(await c.get('services').content.settings(c.get('site'))),
      )
      return doc ? c.json(doc) : c.json(listingNotFound(key), 404)
    },
  )

  // The list and its light variant: the same filters and paging, two shapes of answer.
  for (const [path, summary, answer, documentOf] of [
    [
      '/public_api/listing/{listingId}',
      'A page of a publication list, with photos, the list and button sets included and facet counts in meta (spec 3 §7).',
      listingAnswerSchema,
      listingDocument,
    ],
    [
      '/public_api/listing/{listingId}/light',
      'The light variant of the list: same filters and paging, a few fields, no facets.',
      lightAnswerSchema,
      lightDocument,
    ],
  ] as const)
    route(
      {
        method: 'get',
        path,
        summary,
        access: 'public',
        params: z.object({ listingId: listingKey }),
        query: listQuery,
        ok: [200, answer],
        errors: [400, 404, BUSY],
      },
      (c) =>
        withQuery(c, async () => {
          const key = c.req.param('listingId')!
          const doc = await documentOf(db(c), c.get('site').id, key, inventoryListQuery(c.req.url), rememberFor(c))
          return doc ? c.json(doc) : c.json(listingNotFound(key), 404)
        }),
    )

  route(
    {
      method: 'get',
      path: '/public_api/listing/{listingId}/vehicle/{vehicleId}',
      summary: 'One vehicle of one or more publication lists (listingId: list keys, comma-joined), with meta.buttons and meta.prices.',
      access: 'public',
      params: z.object({
        listingId: z.string().describe('Publication list keys, comma-joined (the showroom asks with several).'),
        vehicleId: z.string().describe("The vehicle's id, a whole number."),
      }),
      ok: [200, vehicleAnswerSchema],
      errors: [404, BUSY],
    },
    async (c) => {
      const { listingId, vehicleId } = c.req.param() as { listingId: string; vehicleId: string }
      const doc = await vehicleDocument(db(c), c.get('site').id, listingId, vehicleId)
      if (!doc) return c.json(vehicleNotFound(vehicleId), 404)
      return c.json(doc)
    },
  )

  // The scope may be left out (all): two routes, as Hono's optional `:scope?` mounted them.
  const companyConfig = async (c: Context) => {
    const scope = c.req.param('scope') ?? 'all'
    if (!(COMPANY_CONFIG_SCOPES as readonly string[]).includes(scope)) return c.json(companyConfigNotFound(), 404)
    return c.json(
      await companyConfigDocument(
        db(c),
        await c.get('services').content.settings(c.get('site')),
        c.get('site'),
        scope as (typeof COMPANY_CONFIG_SCOPES)[number],
      ),
    )
  }
  route(
    {
      method: 'get',
      path: '/public_api/company_config',
      summary: "The market's stock-locator configuration, every section (scope all, ADR 072).",
      access: 'public',
      ok: [200, companyConfigAnswerSchema],
      errors: [BUSY],
    },
    companyConfig,
  )
  route(
    {
      method: 'get',
      path: '/public_api/company_config/{scope}',
      summary:
        "The market's stock-locator configuration; scope all, site, locale, currency, stock_locator, features or enumerations (ADR 072).",
      access: 'public',
      params: z.object({ scope: z.enum(COMPANY_CONFIG_SCOPES).describe('The section; another is not found (404).') }),
      ok: [200, companyConfigAnswerSchema],
      errors: [404, BUSY],
    },
    companyConfig,
  )

  route(
    {
      method: 'get',
      path: '/public_api/widget_translations_configs/{id}',
      summary: 'The stock locator texts of a language (id: language code, en or he); data.attributes.data.',
      access: 'public',
      params: z.object({ id: z.string().describe('A language code, e.g. en.') }),
      ok: [200, translationsAnswerSchema],
      errors: [404, BUSY],
    },
    (c) => {
      const id = c.req.param('id')!
      const doc = translationsDocument(id)
      if (!doc) return c.json(translationsNotFound(id), 404)
      return c.json(doc)
    },
  )

  route(
    {
      method: 'get',
      path: '/public_api/vehicles/config_data',
      summary: 'A configurator build of the market as a stock vehicle (spec 3 §3 Configurator vehicle, §7; ADR 101).',
      access: 'public',
      query: z.object({
        config_url: z
          .string()
          .describe("The build's share link: https on one of the market's configurator hosts, or a path starting with /."),
      }),
      ok: [200, vehicleAnswerSchema],
      errors: [400, 404, BUSY],
    },
    async (c) => {
      const found = await lookUpBuild(db(c), c.get('site').id, c.req.query('config_url'))
      if (found.kind === 'invalid') return c.json(invalidBuild(found.reason), 400)
      if (found.kind === 'unknown') return c.json(unknownBuild(), 404)
      return c.json(configuratorVehicleDocument(found.build))
    },
  )

  route(
    {
      method: 'get',
      path: '/public_api/brands',
      summary: "The brands of the market's stock.",
      access: 'public',
      ok: [200, brandsAnswerSchema],
      errors: [BUSY],
    },
    async (c) => c.json(await brandsDocument(db(c), c.get('site').id)),
  )

  route(
    {
      method: 'get',
      path: '/public_api/nameplates',
      summary: "The nameplates (models) of the market's stock.",
      access: 'public',
      query: z.object({ 'filter[brand_name_eq]': z.string().optional().describe('Nameplates of this brand only.') }),
      ok: [200, nameplatesAnswerSchema],
      errors: [BUSY],
    },
    async (c) => {
      const brand = c.req.query('filter[brand_name_eq]')?.trim().slice(0, 100)
      return c.json(await nameplatesDocument(db(c), c.get('site').id, brand || undefined))
    },
  )

  route(
    {
      method: 'get',
      path: '/trade_in/form_options',
      summary: "Trade-in options {value, name}: body types, the brands and models of the market's stock, fuel types.",
      access: 'public',
      query: z.object({
        brand: z.string().optional().describe('Models of this brand only.'),
        lang: z.string().optional().describe("The body and fuel types' names in this language (the market's when not given)."),
      }),
      ok: [200, tradeInOptionsAnswerSchema],
      errors: [],
    },
    async (c) => {
      const brand = c.req.query('brand')?.trim().slice(0, 100)
      const lang =
        c.req.query('lang')?.trim().slice(0, 35) || readSetting(await c.get('services').content.settings(c.get('site')), 'general.language')
      const doc = await tradeInOptionsDocument(db(c), c.get('site').id, { brand: brand || undefined, lang }, (key, compute) =>
        c.get('services').content.remember(c.get('site'), key, compute),
      )
      cacheHeaders(c)
      return c.json(doc)
    },
  )

  let document: ReturnType<typeof openApiDocument> | undefined
  route(
    {
      method: 'get',
      path: '/openapi.json',
      summary: 'This document.',
      access: 'public',
      ok: [200, z.record(z.string(), z.unknown())],
      errors: [],
    },
    (c) =>
      c.json(
        underBasePath(
          (document ??= openApiDocument({
            title: 'Forecourt inventory API',
            server: '/api/inventory',
            routes,
            access: inventoryAccess,
            errorText: ERROR_TEXT,
          })),
          c.get('site')?.basePath,
        ),
      ),
  )

  for (const extension of extensions) {
    api.route(extension.prefix, extension.app)
    include(extension.prefix, extension.routes)
  }

  const configAdmin = configEntriesAdminApi(inventoryAccess)
  api.route('/admin/config_entries', configAdmin.app)
  include('/admin/config_entries', configAdmin.routes)

  // spec 3 §7 "GET {ciApiRoot}/{site}/all?config_type=…": the showroom and order-online config of
  // the market whose key is {site} (this request's market; any other is not found).
  route(
    {
      method: 'get',
      path: '/{site}/all',
      summary: "The market's showroom and order-online config entries (site: the market's key).",
      access: 'public',
      params: z.object({ site: z.string().describe("The market's key: this request's market.") }),
      query: z.object({ config_type: configTypesQuery }),
      ok: [200, siteConfigAnswerSchema],
      errors: [400, 404],
    },
    async (c) => {
      const site = c.req.param('site')!
      if (site !== c.get('site').key) return c.json(siteNotFound(c.get('site').key, site), 404)
      const types = (c.req.queries('config_type') ?? [])
        .flatMap((v) => v.split(','))
        .map((t) => t.trim())
        .filter(Boolean)
      const unknown = types.find((t) => !(SITE_CONFIG_TYPES as readonly string[]).includes(t))
      if (unknown !== undefined) return c.json(unknownConfigType(unknown), 400)
      const entries = await configEntries(db(c), c.get('site').id, types.length > 0 ? types : SITE_CONFIG_TYPES)
      cacheHeaders(c)
      return c.json({ data: entries.map(({ config_type, state, data }) => ({ config_type, state, data })) })
    },
  )

  return api
}
