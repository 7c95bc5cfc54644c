import { z } from 'zod'
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
} from './schemas.ts'
import { configEntryInputSchema } from '../write/config.ts'
import { CHECKBOX_FILTERS, LISTING_SORTS, RANGE_KEYS } from '../listing/query.ts'

/**
 * The inventory API's OpenAPI 3.1 document (GET /api/inventory/openapi.json), from the schemas
 * its answers are checked with. Every route of routes.server.ts is listed here (a test holds them
 * together). Public routes accept an optional client token (ADR 072).
 */
interface Route {
  method: 'get' | 'post' | 'put' | 'delete'
  path: string
  summary: string
  access: 'public' | 'admin'
  query?: Record<string, { schema: object; description?: string }>
  body?: z.ZodType
  ok: [number, z.ZodType]
  errors: number[]
}

const str = (description?: string) => ({ schema: { type: 'string' }, ...(description ? { description } : {}) })
const listQuery: Route['query'] = {
  items: { schema: { type: 'integer', minimum: 1, maximum: 12, default: 12 }, description: 'Clamped to 1–12 (spec 3 §5).' },
  page: { schema: { type: 'integer', minimum: 1, default: 1 } },
  sort: { schema: { type: 'string', enum: [...LISTING_SORTS], default: 'createdAtDesc' } },
  ...Object.fromEntries(
    Object.values(CHECKBOX_FILTERS).map(({ param, values }) => [
      param,
      str(Array.isArray(values) ? `Comma-separated or repeated; one of ${values.join(', ')}.` : 'Comma-separated or repeated.'),
    ]),
  ),
  ...Object.fromEntries(RANGE_KEYS.flatMap((key) => [`${key}_gteq`, `${key}_lteq`].map((p) => [p, { schema: { type: 'number' } }]))),
  'filter[nameplate_name_eq]': str(),
  'filter[nameplate_brand_name_eq]': str(),
  'filter[nameplate_name_in]': str('Similar vehicles: the model; items are then capped at 6 (SIMILAR_VEHICLES_ITEMS_MAX).'),
  'filter[owner_dealer_codes_includes]': str('Dealer codes, comma-joined.'),
  forced_statuses: str(),
  forced_dealer_codes: str(),
}

export const inventoryRoutes: Route[] = [
  {
    method: 'get',
    path: '/public_api/listing/{listingId}',
    summary: 'A page of a publication list, with photos, the list and button sets included and facet counts in meta (spec 3 §7).',
    access: 'public',
    query: listQuery,
    ok: [200, listingAnswerSchema],
    errors: [400, 401, 404],
  },
  {
    method: 'get',
    path: '/public_api/listing/{listingId}/light',
    summary: 'The light variant of the list: same filters and paging, a few fields, no facets.',
    access: 'public',
    query: listQuery,
    ok: [200, lightAnswerSchema],
    errors: [400, 401, 404],
  },
  {
    method: 'get',
    path: '/public_api/listing/{listingId}/vehicle/{vehicleId}',
    summary: 'One vehicle of one or more publication lists (listingId: list keys, comma-joined), with meta.buttons and meta.prices.',
    access: 'public',
    ok: [200, vehicleAnswerSchema],
    errors: [401, 404],
  },
  {
    method: 'get',
    path: '/public_api/listing/{listingId}/retailers',
    summary:
      "The retailers owning the list's vehicles, for a postcode search (the spec's double slash, listing//{listingId}, is accepted too).",
    access: 'public',
    query: { 'q[brand_eq]': str(), 'q[state_eq]': str(), 'q[postcode_eq]': str(), 'q[locality_eq]': str() },
    ok: [200, retailersAnswerSchema],
    errors: [400, 401, 404],
  },
  {
    method: 'get',
    path: '/public_api/company_config/{scope}',
    summary:
      "The market's stock-locator configuration; scope all, site, locale, currency, stock_locator, features or enumerations (ADR 072).",
    access: 'public',
    ok: [200, companyConfigAnswerSchema],
    errors: [401, 404],
  },
  {
    method: 'get',
    path: '/public_api/widget_translations_configs/{id}',
    summary: 'The stock locator texts of a language (id: language code, en or he); data.attributes.data.',
    access: 'public',
    ok: [200, translationsAnswerSchema],
    errors: [401, 404],
  },
  {
    method: 'get',
    path: '/trade_in/form_options',
    summary: "Trade-in options {value, name}: body types, the brands and models of the market's stock, fuel types.",
    access: 'public',
    query: { brand: str('Models of this brand only.'), lang: str() },
    ok: [200, tradeInOptionsAnswerSchema],
    errors: [401],
  },
  {
    method: 'get',
    path: '/public_api/vehicles/config_data',
    summary: 'A car-configurator build as a stock vehicle (spec 3 §3 Configurator vehicle; ADR 073).',
    access: 'public',
    query: { config_url: str('The build, in the query string of a configurator URL (ADR 073).') },
    ok: [200, vehicleAnswerSchema],
    errors: [400, 401],
  },
  {
    method: 'get',
    path: '/public_api/brands',
    summary: "The brands of the market's stock.",
    access: 'public',
    ok: [200, brandsAnswerSchema],
    errors: [401],
  },
  {
    method: 'get',
    path: '/public_api/nameplates',
    summary: "The nameplates (models) of the market's stock.",
    access: 'public',
    query: { 'filter[brand_name_eq]': str() },
    ok: [200, nameplatesAnswerSchema],
    errors: [401],
  },
  {
    method: 'get',
    path: '/{site}/all',
    summary: "The market's showroom and order-online config entries (site: the market's key).",
    access: 'public',
    query: { config_type: str('Config types, comma-joined.') },
    ok: [200, siteConfigAnswerSchema],
    errors: [400, 401, 404],
  },
  {
    method: 'get',
    path: '/admin/config_entries',
    summary: 'Config entries, optionally of some types.',
    access: 'admin',
    query: { config_type: str() },
    ok: [200, z.object({ data: z.array(z.unknown()) })],
    errors: [400, 401, 403],
  },
  {
    method: 'get',
    path: '/admin/config_entries/{id}',
    summary: 'One config entry.',
    access: 'admin',
    ok: [200, z.object({ data: z.unknown() })],
    errors: [401, 403, 404],
  },
  {
    method: 'post',
    path: '/admin/config_entries',
    summary: 'Adds a config entry.',
    access: 'admin',
    body: configEntryInputSchema,
    ok: [201, z.object({ data: z.unknown() })],
    errors: [400, 401, 403, 422],
  },
  {
    method: 'put',
    path: '/admin/config_entries/{id}',
    summary: 'Replaces a config entry.',
    access: 'admin',
    body: configEntryInputSchema,
    ok: [200, z.object({ data: z.unknown() })],
    errors: [400, 401, 403, 404, 422],
  },
  {
    method: 'delete',
    path: '/admin/config_entries/{id}',
    summary: 'Deletes a config entry.',
    access: 'admin',
    ok: [200, z.object({ data: z.object({ deleted: z.literal(true) }) })],
    errors: [401, 403, 404],
  },
]

const ERROR_TEXT: Record<number, string> = {
  400: 'A parameter is invalid (errors[].source.parameter names it)',
  401: 'A wrong client token, or a login is required',
  403: 'The role does not allow it',
  404: 'Not found',
  422: 'The body is invalid (errors[].source.pointer names the field)',
}
const ACCESS_TEXT = {
  public: 'Anyone; may carry Authorization: Bearer <client token> (then answered privately, uncached).',
  admin: "The market's administrators (CSRF token required for writes).",
}
const json = (schema: z.ZodType, io: 'input' | 'output') => ({
  'application/json': { schema: z.toJSONSchema(schema, { io, unrepresentable: 'any' }) },
})

export function inventoryOpenApi() {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const route of inventoryRoutes) {
    const parameters = [
      ...[...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
      ...Object.entries(route.query ?? {}).map(([name, q]) => ({ name, in: 'query', required: false, ...q })),
    ]
    paths[route.path] ??= {}
    paths[route.path]![route.method] = {
      summary: route.summary,
      description: ACCESS_TEXT[route.access],
      parameters,
      ...(route.access === 'public' ? { security: [{}, { clientToken: [] }] } : {}),
      ...(route.body ? { requestBody: { required: true, content: json(route.body, 'input') } } : {}),
      responses: {
        [route.ok[0]]: { description: 'OK', content: json(route.ok[1], 'output') },
        ...Object.fromEntries(
          route.errors.map((code) => [code, { description: ERROR_TEXT[code], content: json(errorAnswerSchema, 'output') }]),
        ),
      },
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Forecourt inventory API', version: '1' },
    servers: [{ url: '/api/inventory' }],
    components: {
      securitySchemes: { clientToken: { type: 'http', scheme: 'bearer', description: 'A client token (forecourt inventory token add).' } },
    },
    paths,
  }
}
