import { Hono, type Context } from 'hono'
import { queryWholeNumber } from '~/lib/list-query.ts'
import { z } from 'zod'
import { isPublicSettingKey } from '~/settings/keys.ts'
import { metaheadSchema } from './page.ts'
import { normalizePagePath } from './redirect.ts'
import { breadcrumbSchema, navEntrySchema, pageWithContentSchema, resource, settingSchema, templateSchema } from './schemas.ts'
import { blockRegistry, findTemplate } from '~/blocks/registry.ts'
import type { BlockTemplate } from '~/blocks/template.ts'
import { dealerSchema, DEALERS_PAGE_SIZE } from '~/dealers/dealer.ts'
import { publicDealers } from '~/dealers/dealers.server.ts'
import { MODEL_KEY_PATTERN, vehicleEngineSchema, vehicleSpecsSchema } from '~/vehicles/vehicles.ts'
import {
  compareSpec,
  groupNameplates,
  listModels,
  nameplateGroupSchema,
  offerModels,
  offerModelSchema,
  specComparisonSchema,
  vehicleListQuerySchema,
  vehicleSummarySchema,
} from '~/vehicles/lists.ts'
import { parameterProblem, problem } from '~/lib/api-problems.ts'
import { seesUnpublished } from '~/auth/access.ts'
import { staffAccess, type StaffAccess } from '~/auth/api-access.server.ts'
import { autocompleteQuerySchema, RESULTS_PAGE_SIZE, searchQuerySchema } from '~/search/query.ts'
import { searchResultSchema } from '~/search/result.ts'
import { declareRoutes, openApiDocument, underBasePath, type ApiRoute } from '~/lib/api-routes.server.ts'
import { VIN_PROBLEM_DETAIL, vinCheckSchema } from '~/recalls/api.ts'
import { recallsForVin } from '~/recalls/recalls.server.ts'
import {
  autocompleteQuerySchema as placeAutocompleteQuery,
  PLACE_ID_PATTERN,
  placeQuerySchema,
  placeSchema,
  placeSuggestionSchema,
} from '~/places/places.ts'
import { SUGGESTIONS_MAX, type PlaceScope } from '~/places/places.server.ts'
import { isPostcodePlace, postcodePlace, postcodePlaceSuggestion } from '~/stock/rules/postcode-areas.ts'
import { marketPostcodeAreas } from '~/stock/rules/postcode-areas-setting.ts'
import { languageCode } from '~/i18n/language.ts'
import { readSetting } from '~/settings/keys.ts'
import type { SettingMap } from '~/settings/settings.ts'
import { normaliseVin, vinProblem } from '~/recalls/vin.ts'
import { newsItemSchema, newsPageSchema } from '~/news/news.ts'
import { newsRequestFor } from '~/news/news.server.ts'

/**
 * The content API under /api/content (spec 1 §7). Each route is declared once (`contentRoutes`):
 * the declaration mounts it and writes its part of the OpenAPI document, and its schemas check the
 * requests.
 */
const idParam = z
  .string()
  .regex(/^\d{1,9}$/, 'must be a positive integer id')
  .transform(Number)
export const contentRoutes = {
  pageByPath: {
    method: 'get',
    path: '/public_api/pages/by_path/{path}',
    summary: 'A page with its metaheads and blocks (disabled pages only for a signed-in editor).',
    params: z.object({ path: z.string().describe('Page path without the leading slash.') }),
    ok: [200, z.object({ data: resource('page', pageWithContentSchema) })],
    access: 'visitor',
    errors: [400, 404],
    honoPath: '/public_api/pages/by_path/*',
  },
  metaheads: {
    method: 'get',
    path: '/metaheads',
    summary: 'Global metaheads and those of one page, ordered by sequence (a disabled or unpublished page only for a signed-in editor).',
    query: z.object({ 'q[page_id_equal_or_null]': idParam.optional() }),
    ok: [200, z.object({ data: z.array(resource('metahead', metaheadSchema)) })],
    access: 'visitor',
    errors: [400, 404],
  },
  settings: {
    method: 'get',
    path: '/settings',
    summary: 'The public settings (marked so in the settings schema): built-in defaults merged with stored ones (stored wins).',
    ok: [200, z.object({ data: z.array(resource('setting', settingSchema)) })],
    access: 'visitor',
    errors: [],
  },
  navEntries: {
    method: 'get',
    path: '/nav_entries',
    summary: 'The classic (v1) navigation tree.',
    ok: [200, z.object({ data: z.array(navEntrySchema) })],
    access: 'visitor',
    errors: [],
  },
  navEntriesV2: {
    method: 'get',
    path: '/nav_entries_v2',
    summary: 'The v2 navigation tree.',
    ok: [200, z.object({ data: z.array(navEntrySchema) })],
    access: 'visitor',
    errors: [],
  },
  templates: {
    method: 'get',
    path: '/templates',
    summary: 'The block template catalogue, by group and list priority.',
    ok: [200, z.object({ data: z.array(resource('template', templateSchema)) })],
    access: 'visitor',
    errors: [],
  },
  template: {
    method: 'get',
    path: '/templates/{key}',
    summary: 'One block template.',
    params: z.object({ key: z.string().describe('Template key, e.g. hero-title-banner.') }),
    ok: [200, z.object({ data: resource('template', templateSchema) })],
    access: 'visitor',
    errors: [404],
  },
  vehicleSpecs: {
    method: 'get',
    path: '/vehicles/{key}/specs',
    summary: "A model's spec values, prices and engines (spec 2 §7).",
    params: z.object({ key: z.string().describe('Model key, e.g. e7-24my.') }),
    ok: [
      200,
      z.object({
        data: resource(
          'vehicle_specs',
          z.object({
            key: z.string(),
            name: z.string(),
            body_style: z.string().nullable(),
            price: z.number().nullable(),
            lease_price: z.number().nullable(),
            specs: vehicleSpecsSchema,
            engines: z.array(vehicleEngineSchema),
          }),
        ),
      }),
    ],
    access: 'visitor',
    errors: [400, 404],
  },
  vehicles: {
    method: 'get',
    path: '/vehicles',
    summary: "The market's models without their specs (spec 1 §7 GET /vehicles with params; ADR 156), in its range order unless sorted.",
    query: vehicleListQuerySchema,
    ok: [
      200,
      z.object({
        data: z.array(resource('vehicle', vehicleSummarySchema)),
        meta: z.object({ total: z.number(), page: z.number(), items: z.number() }),
      }),
    ],
    access: 'visitor',
    errors: [400],
  },
  groupedNameplates: {
    method: 'get',
    path: '/vehicles/grouped_nameplates',
    summary: "The market's models by body style (spec 1 §7; ADR 156); models without one last, in a group of their own (body_style null).",
    ok: [200, z.object({ data: z.array(nameplateGroupSchema) })],
    access: 'visitor',
    errors: [],
  },
  offerCarModels: {
    method: 'get',
    path: '/offer_car_models',
    summary:
      "The models the market's offers feed (setting mena.offers_api_url) names, with their offer counts (spec 1 §7; ADR 156); none without a feed.",
    ok: [200, z.object({ data: z.array(offerModelSchema) })],
    access: 'visitor',
    errors: [503],
  },
  compareSpec: {
    method: 'get',
    path: '/compare/spec/{key}',
    summary:
      "A model's engines side by side (spec 2 §7 Model spec comparison, read as data[0]; also at /api/admin/api/compare/spec/{key}; ADR 156).",
    params: z.object({ key: z.string().describe('Model key, e.g. e7-24my.') }),
    ok: [200, z.object({ data: z.array(specComparisonSchema) })],
    access: 'visitor',
    errors: [400, 404],
  },
  dealers: {
    method: 'get',
    path: '/dealers',
    summary: "The site's retailers by name (spec 1 §7 GET /dealers?items=50).",
    query: z.object({
      items: queryWholeNumber(1, 100, DEALERS_PAGE_SIZE),
      page: queryWholeNumber(1, 100_000, 1),
    }),
    ok: [
      200,
      z.object({
        data: z.array(resource('dealer', dealerSchema)),
        meta: z.object({ total: z.number(), page: z.number(), items: z.number() }),
      }),
    ],
    access: 'visitor',
    errors: [400],
  },
  recalls: {
    method: 'get',
    path: '/recalls/{vin}',
    summary: "The recall campaigns affecting a vehicle, from the market's local recall list (spec 2 §3.12 Local VIN Checker, §7).",
    params: z.object({ vin: z.string().describe('17 letters and digits without I, O or Q; spaces and hyphens are ignored.') }),
    ok: [200, z.object({ data: resource('vin_check', vinCheckSchema) })],
    access: 'visitor',
    errors: [400],
  },
  news: {
    method: 'get',
    path: '/news',
    summary:
      "A page of the market's regional news (spec 2 §3.12 MENA News, §7 Regional news), in the news locale and market of spec 2 §5; 502 when the news API fails.",
    query: z.object({ page: queryWholeNumber(1, 10_000, 1) }),
    ok: [200, z.object({ data: newsPageSchema })],
    access: 'visitor',
    errors: [400, 502],
  },
  newsItem: {
    method: 'get',
    path: '/news/{id}',
    summary: "A single item of the market's regional news (spec 2 §3.12, §4 News); 502 when the news API fails.",
    params: z.object({ id: z.string().describe("The news API's id of the item: up to 200 letters, digits, -, _ and .") }),
    ok: [200, z.object({ data: newsItemSchema })],
    access: 'visitor',
    errors: [400, 404, 502],
  },
  breadcrumbs: {
    method: 'get',
    path: '/nav_entries/breadcrumbs/{pageId}',
    summary: 'Breadcrumbs of a page (a disabled or unpublished page only for a signed-in editor).',
    params: z.object({ pageId: idParam }),
    ok: [200, z.object({ data: z.array(breadcrumbSchema) })],
    access: 'visitor',
    errors: [400, 404],
  },
  search: {
    method: 'get',
    path: '/search',
    summary:
      "spec 1 §2 Site search: the market's published pages whose title or description contains every word, or whose text has words beginning with them (accent-, case- and punctuation-insensitive), best first, a page of 10.",
    query: searchQuerySchema,
    ok: [
      200,
      z.object({
        data: z.array(resource('search_result', searchResultSchema)),
        meta: z.object({ total: z.number(), page: z.number(), items: z.number(), query: z.string() }),
      }),
    ],
    access: 'visitor',
    errors: [400, 503],
  },
  searchAutocomplete: {
    method: 'get',
    path: '/search/autocomplete',
    summary: 'spec 1 §2 Site search: the first few results of a query as the visitor types it.',
    query: autocompleteQuerySchema,
    ok: [200, z.object({ data: z.array(searchResultSchema) })],
    access: 'visitor',
    errors: [400, 503],
  },
  placeSuggestions: {
    method: 'get',
    path: '/places/autocomplete',
    summary:
      "Places (towns, districts, postcodes) for what a visitor typed, from the maps service in the market's region and language (spec 1 §7, spec 3 §2 place search; ADR 157).",
    query: placeAutocompleteQuery,
    ok: [200, z.object({ data: z.array(placeSuggestionSchema) })],
    access: 'visitor',
    errors: [400, 404, 503],
  },
  place: {
    method: 'get',
    path: '/places/{id}',
    summary: 'Where a suggested place is, in the same search session (ADR 157).',
    params: z.object({ id: z.string().describe('The place id of a suggestion.') }),
    query: placeQuerySchema,
    ok: [200, z.object({ data: placeSchema })],
    access: 'visitor',
    errors: [400, 404, 503],
  },
  openapi: {
    method: 'get',
    path: '/openapi.json',
    summary: 'This document.',
    ok: [200, z.record(z.string(), z.unknown())],
    access: 'visitor',
    errors: [],
  },
} as const satisfies Record<string, ApiRoute<StaffAccess>>

/** A news item's id as the API takes it: no slashes, nothing a URL would need to escape. */
const NEWS_ID = /^[A-Za-z0-9._-]{1,200}$/

const issuesText = (error: z.ZodError) => error.issues.map((i) => `${i.path.join('.') || 'value'}: ${i.message}`).join('; ')

export function contentApi() {
  const api = new Hono()
  const { route, routes } = declareRoutes(api, staffAccess)

  route(contentRoutes.pageByPath, async (c) => {
    const { content } = c.get('services')
    const raw = c.req.path.replace(/^.*?\/public_api\/pages\/by_path\/?/, '')
    const path = normalizePagePath(raw)
    if (path === null) return c.json(problem(400, 'Invalid page path', 'The path is malformed, too long or contains "..".'), 400)
    const page = await content.pageByPath(c.get('site').id, path, { includeDisabled: seesUnpublished(c.get('user')) })
    if (!page) return c.json(problem(404, 'Page not found', `No page at ${path}`), 404)
    return c.json({ data: { id: String(page.id), type: 'page' as const, attributes: page } })
  })

  route(contentRoutes.metaheads, async (c) => {
    const query = contentRoutes.metaheads.query.safeParse(c.req.query())
    if (!query.success) return c.json(problem(400, 'Invalid query', issuesText(query.error)), 400)
    const pageId = query.data['q[page_id_equal_or_null]'] ?? null
    const { content } = c.get('services')
    // A page's own metaheads only for a page the caller may see.
    if (pageId !== null && !(await content.isVisiblePage(c.get('site').id, pageId, { includeDisabled: seesUnpublished(c.get('user')) })))
      return c.json(problem(404, 'Page not found'), 404)
    const rows = await content.metaheadsFor(c.get('site').id, pageId)
    return c.json({ data: rows.map((m) => ({ id: String(m.id), type: 'metahead' as const, attributes: m })) })
  })

  route(contentRoutes.settings, async (c) => {
    const { content } = c.get('services')
    const stored = new Map((await content.storedSettings(c.get('site').id)).map((s) => [s.key, s.id]))
    const merged = await content.settings(c.get('site'))
    const data = Object.entries(merged)
      .filter(([key]) => isPublicSettingKey(key))
      .map(([key, value]) => {
        const id = stored.get(key) ?? null
        return { id: id === null ? `default:${key}` : String(id), type: 'setting' as const, attributes: { id, key, value } }
      })
    return c.json({ data })
  })

  for (const [declared, version] of [
    [contentRoutes.navEntries, 1],
    [contentRoutes.navEntriesV2, 2],
  ] as const) {
    route(declared, async (c) => c.json({ data: await c.get('services').content.navEntries(c.get('site'), version) }))
  }

  route(contentRoutes.templates, (c) =>
    c.json({
      data: Object.values(blockRegistry as Record<string, BlockTemplate>)
        .sort((a, b) => a.group.localeCompare(b.group) || a.list_priority - b.list_priority)
        .map(templateResource),
    }),
  )

  route(contentRoutes.template, (c) => {
    const key = c.req.param('key') ?? ''
    const template = findTemplate(key)
    if (!template) return c.json(problem(404, 'Template not found', `No template "${key.slice(0, 100)}"`), 404)
    return c.json({ data: templateResource(template) })
  })

  route(contentRoutes.vehicleSpecs, async (c) => {
    const model = await modelOfPath(c)
    if (model instanceof Response) return model
    return c.json({ data: { id: model.key, type: 'vehicle_specs' as const, attributes: model } })
  })

  route(contentRoutes.vehicles, async (c) => {
    const query = contentRoutes.vehicles.query.safeParse(c.req.query())
    if (!query.success) return c.json(problem(400, 'Invalid query', issuesText(query.error)), 400)
    const { rows, total } = listModels(await c.get('services').vehicles.all(c.get('site').id), query.data)
    return c.json({
      data: rows.map((model) => ({ id: model.key, type: 'vehicle' as const, attributes: model })),
      meta: { total, page: query.data.page, items: query.data.items },
    })
  })

  route(contentRoutes.groupedNameplates, async (c) =>
    c.json({ data: groupNameplates(await c.get('services').vehicles.all(c.get('site').id)) }),
  )

  route(contentRoutes.offerCarModels, async (c) => {
    const { content, dynamicContent, vehicles } = c.get('services')
    const offers = await dynamicContent.offers(c.get('site'), await content.settings(c.get('site')))
    if (offers === null) return c.json(problem(503, 'Offers unavailable', "The market's offers feed cannot be read now."), 503)
    return c.json({ data: offerModels(offers, await vehicles.all(c.get('site').id)) })
  })

  route(contentRoutes.compareSpec, answerCompareSpec)

  route(contentRoutes.dealers, async (c) => {
    const query = contentRoutes.dealers.query.safeParse(c.req.query())
    if (!query.success) return c.json(problem(400, 'Invalid query', issuesText(query.error)), 400)
    const { rows, total } = await publicDealers(c.get('services').database.db, c.get('site').id, query.data)
    return c.json({
      data: rows.map((d) => ({ id: String(d.id), type: 'dealer' as const, attributes: d })),
      meta: { total, page: query.data.page, items: query.data.items },
    })
  })

  route(contentRoutes.recalls, async (c) => {
    const vin = normaliseVin(c.req.param('vin') ?? '')
    const why = vinProblem(vin)
    if (why) return c.json(parameterProblem(400, 'Invalid VIN', 'vin', VIN_PROBLEM_DETAIL[why]), 400)
    const recalls = await recallsForVin(c.get('services').database.db, c.get('site').id, vin)
    // A vehicle's recalls are about one owner's car: no shared cache keeps them.
    c.header('Cache-Control', 'no-store')
    return c.json({ data: { id: vin, type: 'vin_check' as const, attributes: { vin, affected: recalls.length > 0, recalls } } })
  })

  route(contentRoutes.news, async (c) => {
    const query = contentRoutes.news.query.safeParse(c.req.query())
    if (!query.success) return c.json(parameterProblem(400, 'Invalid query', 'page', 'must be a whole number from 1 to 10000'), 400)
    const { content, blockSources, log } = c.get('services')
    const { query: news, url } = newsRequestFor(await content.settings(c.get('site')))
    try {
      return c.json({ data: await blockSources.news.list({ ...news, page: query.data.page }, url) })
    } catch (error) {
      log.warn(`News list failed: ${(error as Error).message}`)
      return c.json(problem(502, 'News unavailable', 'The news service did not answer usably.'), 502)
    }
  })

  route(contentRoutes.newsItem, async (c) => {
    const id = c.req.param('id') ?? ''
    if (!NEWS_ID.test(id))
      return c.json(parameterProblem(400, 'Invalid news id', 'id', 'must be 1 to 200 letters, digits, -, _ and .'), 400)
    const { content, blockSources, log } = c.get('services')
    const { query: news, url } = newsRequestFor(await content.settings(c.get('site')))
    let item
    try {
      item = await blockSources.news.item({ ...news, id }, url)
    } catch (error) {
      log.warn(`News item failed: ${(error as Error).message}`)
      return c.json(problem(502, 'News unavailable', 'The news service did not answer usably.'), 502)
    }
    if (!item) return c.json(problem(404, 'News item not found', `No news item "${id}"`), 404)
    return c.json({ data: item })
  })

  route(contentRoutes.breadcrumbs, async (c) => {
    const params = contentRoutes.breadcrumbs.params.safeParse(c.req.param())
    if (!params.success) return c.json(problem(400, 'Invalid page id', issuesText(params.error)), 400)
    const { content } = c.get('services')
    // Only for a page the caller may see: never a title of a disabled or unpublished page.
    if (!(await content.isVisiblePage(c.get('site').id, params.data.pageId, { includeDisabled: seesUnpublished(c.get('user')) })))
      return c.json(problem(404, 'Page not found'), 404)
    const crumbs = await content.breadcrumbs(c.get('site').id, params.data.pageId)
    if (!crumbs) return c.json(problem(404, 'Page not found'), 404)
    return c.json({ data: crumbs })
  })

  route(contentRoutes.search, async (c) => {
    const query = contentRoutes.search.query.safeParse(c.req.query())
    if (!query.success) return c.json(problem(400, 'Invalid query', issuesText(query.error)), 400)
    const { content, search } = c.get('services')
    const { q, page } = query.data
    const answer = await search.results(c.get('site'), await content.settings(c.get('site')), q, page)
    return c.json({
      data: answer.results.map((result) => ({ id: result.url, type: 'search_result' as const, attributes: result })),
      meta: { total: answer.total, page, items: RESULTS_PAGE_SIZE, query: q },
    })
  })

  route(contentRoutes.searchAutocomplete, async (c) => {
    const query = contentRoutes.searchAutocomplete.query.safeParse(c.req.query())
    if (!query.success) return c.json(problem(400, 'Invalid query', issuesText(query.error)), 400)
    const { content, search } = c.get('services')
    return c.json({ data: await search.suggestions(c.get('site'), await content.settings(c.get('site')), query.data.q) })
  })

  route(contentRoutes.placeSuggestions, async (c) => {
    const places = c.get('services').places
    if (!places) return c.json(problem(404, 'Not found', 'Place search is not configured for this site.'), 404)
    const query = contentRoutes.placeSuggestions.query.safeParse(c.req.query())
    if (!query.success) return c.json(problem(400, 'Invalid query', issuesText(query.error)), 400)
    const settings = await c.get('services').content.settings(c.get('site'))
    // A postcode the market's own areas know comes first: the maps service may not know it.
    const postcode = postcodePlaceSuggestion(query.data.input, marketPostcodeAreas(settings))
    const suggestions = await places.autocomplete(query.data.input, query.data.session_token, placeScope(settings))
    if (!suggestions && !postcode)
      return c.json(problem(503, 'Place search unavailable', 'The maps service did not answer; please try again.'), 503)
    return c.json({ data: [...(postcode ? [postcode] : []), ...(suggestions ?? [])].slice(0, SUGGESTIONS_MAX) })
  })

  route(contentRoutes.place, async (c) => {
    const places = c.get('services').places
    if (!places) return c.json(problem(404, 'Not found', 'Place search is not configured for this site.'), 404)
    const id = c.req.param('id') ?? ''
    if (!PLACE_ID_PATTERN.test(id))
      return c.json(parameterProblem(400, 'Invalid place id', 'id', 'A place id is letters, digits, - and _.'), 400)
    const query = contentRoutes.place.query.safeParse(c.req.query())
    if (!query.success) return c.json(problem(400, 'Invalid query', issuesText(query.error)), 400)
    const settings = await c.get('services').content.settings(c.get('site'))
    const place = isPostcodePlace(id)
      ? postcodePlace(id, marketPostcodeAreas(settings))
      : await places.place(id, query.data.session_token, placeScope(settings))
    if (place === null) return c.json(problem(503, 'Place search unavailable', 'The maps service did not answer; please try again.'), 503)
    if (!place) return c.json(problem(404, 'Place not found', `No place ${id.slice(0, 100)}.`), 404)
    return c.json({ data: place })
  })

  let document: ReturnType<typeof openApiDocument> | undefined
  route(contentRoutes.openapi, (c) =>
    c.json(
      underBasePath(
        (document ??= openApiDocument({ title: 'Forecourt content API', server: '/api/content', routes, access: staffAccess })),
        c.get('site')?.basePath,
      ),
    ),
  )
  return api
}

/** Where a market's place search looks (general.maps_region) and in which language (general.maps_language, else the market's). */
function placeScope(settings: SettingMap): PlaceScope {
  return {
    region: readSetting(settings, 'general.maps_region').trim().toUpperCase(),
    language: readSetting(settings, 'general.maps_language').trim() || languageCode(settings['general.language']),
  }
}

/** The model a path's `{key}` names, or the 400 or 404 that answers it. */
async function modelOfPath(c: Context) {
  const key = c.req.param('key') ?? ''
  if (!MODEL_KEY_PATTERN.test(key) || key.length > 100)
    return c.json(problem(400, 'Invalid model key', 'A model key is letters, digits, - and _, like e7-24my.'), 400)
  const model = (await c.get('services').vehicles.models(c.get('site').id, [key]))[key]
  return model ?? c.json(problem(404, 'Model not found', `No model "${key}"`), 404)
}

/**
 * spec 2 §7 Model spec comparison: `{adminApiUrl}/api/compare/spec/{key}` (mounted there too,
 * ARCHITECTURE.md) and the content API's `/compare/spec/{key}`, one answer: a list of one.
 */
export async function answerCompareSpec(c: Context) {
  const model = await modelOfPath(c)
  if (model instanceof Response) return model
  return c.json({ data: [compareSpec(model)] })
}

/** spec 2 §3.1: a template as the API shows it (the fields the spec lists as possibly null stay null). */
function templateResource(t: BlockTemplate) {
  return {
    id: t.key,
    type: 'template' as const,
    attributes: {
      key: t.key,
      name: t.name,
      description: t.description,
      short_description: t.short_description,
      group: t.group,
      hidden: false,
      template: null,
      field_groups: null,
      field_groups_seed: null,
      external_block: null,
      area: null,
      list_priority: t.list_priority,
      thumbnail_url: t.thumbnail_url,
      ...(t.max_field_groups === undefined ? {} : { max_field_groups: t.max_field_groups }),
      fields: t.fields,
      field_groups_template: t.field_groups_template,
    },
  }
}
