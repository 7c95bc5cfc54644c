import { storableInput, storablePage } from './input-guard.server.ts'
import { asClient } from '~/db/client-turns.server.ts'
import { electricProgrammeApi } from '~/orders/electric/api.server.ts'
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { getCookie } from 'hono/cookie'
import { secureHeaders } from 'hono/secure-headers'
import { serveStatic } from '@hono/node-server/serve-static'
import { compress } from 'hono/compress'
import { requestId } from 'hono/request-id'
import type { AppLoadContext } from 'react-router'
import { adminApi } from '~/admin/api.server.ts'
import { authRoutes } from '~/auth/routes.server.ts'
import { editorApi } from '~/cms/api.server.ts'
import { cookieNames } from '~/auth/cookies.ts'
import { answerCompareSpec, contentApi } from '~/content/api.server.ts'
import { formsApi, FORMS_VISITOR_POSTS, type FormsOrders } from '~/forms/api.server.ts'
import { inventoryApi } from '~/stock/api/routes.server.ts'
import { inventoryAccess } from '~/stock/api/access.server.ts'
import { BUY_ONLINE_VISITOR_CALLS, buyOnlineApi } from '~/orders/api.server.ts'
import { getOrder, publicOrder } from '~/orders/orders.server.ts'
import { FEED_UPLOAD_PATH, inventoryAdminApi } from '~/stock/write/admin-api.server.ts'
import { FEED_UPLOAD_MAX_BYTES } from '~/stock/write/feed-uploads.server.ts'
import { mediaRoutes } from '~/media/routes.server.ts'
import { readSetting } from '~/settings/keys.ts'
import { documentPath, splitMarketAppPath, UNDER_A_BASE } from '~/sites/sites.ts'
import type { Services } from './context.server.ts'
import { CACHEABLE_HEADER } from './cache-header.ts'
import { defaultClientGate, type ClientGate } from './client-gate.server.ts'
import { PUBLIC_CACHE_CONTROL } from '~/lib/http.server.ts'
import { healthRoutes, type Lifecycle } from './health.server.ts'
import { metricsRoutes } from './metrics.server.ts'
import { robotsTxtHandler, sitemapMiddleware } from './sitemap.server.ts'
import { currencyExchangeMiddleware } from './currency-exchange.server.ts'
import { negotiateBody, pageParamsFor, pageUrl, type CachedResponse } from './page-cache.server.ts'
import { defaultRenderQueue, type RenderQueue } from './render-queue.server.ts'
import { contentSecurityPolicy, newNonce, PERMISSIONS_POLICY } from './security-headers.ts'
import { csrfProtection, csrfToken } from '~/auth/csrf.server.ts'
import { requestClientAddress } from '~/auth/client-address.server.ts'
import { addressKey } from '~/auth/login-limit.ts'
import { problem } from '~/lib/api-problems.ts'
import { etagMatches, weakEtag } from '~/lib/etag.server.ts'

export type SsrHandler = (request: Request, context: AppLoadContext) => Promise<Response>

/**
 * What the outer app hands the inner one besides the Node server's own bindings: for a market's
 * app path under its base path (`/ar/cms`), the base and the request as the visitor sent it.
 */
interface Bindings {
  marketBase?: string
  original?: Request
  [binding: string]: unknown
}

const MAX_API_BODY = 1024 * 1024

/** The inventory API with the order journey's buy-online calls under its base (ARCHITECTURE.md). */
export const inventoryWithBuyOnline = (options: { trustProxy?: boolean } = {}) =>
  inventoryApi([
    { prefix: '/buy_online', ...buyOnlineApi(inventoryAccess, options) },
    // spec 3 §7 Electric-model programme (ADR 104).
    { prefix: '/buy_online/electric_programme', ...electricProgrammeApi(inventoryAccess, options) },
  ])

/** The order journey's orders, for the forms API's GET /orders/{number} (forms sits below orders). */
const formsOrders: FormsOrders = {
  async find(db, siteId, number) {
    const order = await getOrder(db, siteId, number)
    return order && { ...publicOrder(order), customer_email: order.customerEmail, lead_id: order.leadId }
  },
}
/** The forms API with the order journey's orders to read. */
export const formsWithOrders = (options: { trustProxy?: boolean } = {}) => formsApi({ ...options, orders: formsOrders })
/**
 * Writes without a CSRF token (still refused cross-site): a visitor's lead and verification, a
 * shopper's buy-online calls (they act on no session: the hold's secret token proves the shopper,
 * ADR 099), and the payment provider's webhook, which proves itself by its signature.
 */
const TOKENLESS_POSTS = new RegExp(`${FORMS_VISITOR_POSTS.source}|${BUY_ONLINE_VISITOR_CALLS.source}`)
const MAX_AUTH_BODY = 16 * 1024
/** Retry-After of the 503 a full render queue answers. */
const RETRY_AFTER_SECONDS = 2
/** Defined beside CACHEABLE_HEADER, so the sitemap's handler shares it without importing the app. */
const PRIVATE_CACHE_CONTROL = 'private, no-store'

/**
 * The one HTTP app (ARCHITECTURE.md, Runtime topology): APIs under their base paths, the media
 * library, static assets and, for everything else, React Router's server render.
 */
/** The HTTP methods some route of the product serves; any other answers 405. */
const SERVED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

export function createApp(options: {
  services: Services
  ssr?: SsrHandler
  clientDir?: string
  secureCookies?: boolean
  trustProxy?: boolean
  publicUrl?: string
  /** Set by the server when it drains for a shutdown; /readyz then answers 503. */
  lifecycle?: Lifecycle
  /** METRICS_TOKEN: GET /metrics for a scraper with this bearer token; none: no /metrics. */
  metricsToken?: string
  /** Bounds anonymous visitors' server renders (ADR 039); default: 2 per core, 8 times that waiting. */
  renderQueue?: RenderQueue
  /** Bounds each client's requests in flight before any work (ADR 039); default: 8, 256 waiting. */
  clientGate?: ClientGate
}) {
  const { services } = options
  const secure = options.secureCookies ?? false
  const cookies = cookieNames(secure)
  const app = new Hono<{ Bindings: Bindings }>()

  app.onError((error, c) => {
    services.log.error({ err: error, reqId: c.get('requestId'), path: c.req.path }, 'request failed')
    return c.req.path.startsWith('/api/') || c.req.path.startsWith('/auth/')
      ? c.json(problem(500, 'Internal error'), 500)
      : c.html('<!doctype html><title>Error</title><h1>Something went wrong</h1><p>Please try again later.</p>', 500)
  })
  app.notFound((c) => c.json(problem(404, 'Not found'), 404))

  // TRACE, CONNECT and methods of other protocols are answered as such: no route here serves them.
  app.use(async (c, next) => {
    if (SERVED_METHODS.has(c.req.method)) return next()
    c.header('allow', [...SERVED_METHODS].join(', '))
    return c.json(problem(405, 'Method not allowed', `${c.req.method} is not served here.`), 405)
  })

  // Text responses (pages, API JSON, JS and CSS) go gzip-compressed to clients that accept it.
  app.use(compress())
  app.use(jsonLength)
  app.use(
    secureHeaders({
      strictTransportSecurity: secure ? 'max-age=15552000; includeSubDomains' : false,
      referrerPolicy: 'strict-origin-when-cross-origin',
      permissionsPolicy: PERMISSIONS_POLICY,
    }),
  )
  // Every HTML response has a policy; rendered pages bring one with their nonce.
  app.use(async (c, next) => {
    await next()
    if (c.res.headers.get('content-type')?.startsWith('text/html') && !c.res.headers.has('content-security-policy')) {
      c.res.headers.set('content-security-policy', contentSecurityPolicy(null))
    }
  })

  if (options.clientDir) {
    // Hashed build assets never change; other public files (logos, favicon) may. The build writes
    // brotli and gzip copies of scripts, styles and SVGs (src/server/precompress.server.ts).
    app.use(
      '/assets/*',
      serveStatic({
        root: options.clientDir,
        precompressed: true,
        onFound: (_p, c) => {
          c.header('cache-control', 'public, max-age=31536000, immutable')
        },
      }),
    )
    app.use('*', async (c, next) => {
      // Tools' data files (public/tools-data/, e.g. a range calculator's model figures) are JSON too;
      // self-hosted videos (public/videos/, spec 2 §3.3 native videos, ADR 162) are MP4 or WebM.
      const served =
        /\.(svg|png|ico|jpg|webp|woff2|txt|webmanifest|css|js)$/.test(c.req.path) ||
        /^\/tools-data\/.+\.json$/.test(c.req.path) ||
        /^\/videos\/[\w.-]+\.(mp4|webm)$/.test(c.req.path)
      // HEAD as GET without the body (HTTP's rule): a link checker or a CDN asks before it fetches.
      if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || !served) return next()
      return serveStatic({
        root: options.clientDir,
        precompressed: true,
        onFound: (_p, ctx) => {
          ctx.header('cache-control', 'public, max-age=3600')
        },
      })(c, next)
    })
  }

  // Every request has an id (a sane incoming X-Request-Id, or a new one), returned in the response
  // and put on each log line about it, so one request can be followed across instances.
  app.use(requestId({ limitLength: 100 }))
  app.use(async (c, next) => {
    const started = performance.now()
    await next()
    const seconds = (performance.now() - started) / 1000
    services.metrics.observeRequest(c.req.method, c.req.path, c.res.status, seconds)
    services.log.debug(
      { reqId: c.get('requestId'), method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(seconds * 1000) },
      'request',
    )
  })
  app.route('/', healthRoutes(services.database, options.lifecycle ?? { shuttingDown: false }))
  app.route('/', metricsRoutes(services.metrics, options.metricsToken))
  // At the host's root whichever markets answer it, so before a market is resolved.
  app.get('/robots.txt', robotsTxtHandler(services))

  app.use(async (c, next) => {
    c.set('services', services)
    const path = new URL((c.env?.original ?? c.req.raw).url).pathname
    const match = await services.content.resolveSite(c.req.header('host') ?? '', documentPath(path))
    if (!match) return c.json(problem(404, 'No market answers this address'), 404)
    c.set('site', match.site)
    c.set('sitePath', match.path)
    const token = getCookie(c, cookies.session)
    // The user with their role in this market; null role: none here.
    const user = token ? await services.users.sessionUser(token, match.site.id) : null
    c.set('user', user)
    c.set('sessionToken', user ? token! : null)
    await next()
  })
  // {base}/sitemap.xml, before the CSRF cookie: it is the same for every visitor.
  app.use(sitemapMiddleware())
  // {base}/currency-exchange (spec 1 §7), also the same for every visitor.
  app.use(currencyExchangeMiddleware())
  app.use(csrfToken({ secure }))

  const apiBodyLimit = limitBody({
    maxSize: MAX_API_BODY,
    onError: (c) => c.json(problem(413, 'Request body too large', `The limit is ${MAX_API_BODY} bytes.`), 413),
  })
  // A stock feed upload may be larger (ADR 078); its handler streams it to a file.
  const feedUploadLimit = limitBody({
    maxSize: FEED_UPLOAD_MAX_BYTES,
    onError: (c) => c.json(problem(413, 'Request body too large', `The limit is ${FEED_UPLOAD_MAX_BYTES} bytes.`), 413),
  })
  app.use('/api/*', (c, next) => (FEED_UPLOAD_PATH.test(c.req.path) ? feedUploadLimit(c, next) : apiBodyLimit(c, next)))
  app.use(
    '/auth/*',
    limitBody({
      maxSize: MAX_AUTH_BODY,
      onError: (c) => c.json(problem(413, 'Request body too large', `The limit is ${MAX_AUTH_BODY} bytes.`), 413),
    }),
  )
  // A stock feed upload is streamed to a file by its handler and checked row by row as it imports.
  const storable = storableInput()
  app.use('/api/*', (c, next) => (FEED_UPLOAD_PATH.test(c.req.path) ? next() : storable(c, next)))
  app.use('/auth/*', storable)
  // The media library's reads too (a NUL in its search failed the query); its bodies are left to
  // its routes, which limit an upload's size before reading it.
  app.use('/media/api/*', (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? storable(c, next) : next()))
  app.use('/api/*', csrfProtection({ tokenless: TOKENLESS_POSTS }))
  app.use('/auth/*', csrfProtection())
  // spec 1 §6: with site-wide login every visitor route needs auth; so does the content behind it:
  // the APIs and the media library's files.
  const loginRequired: MiddlewareHandler = async (c, next) => {
    const user = c.get('user')
    // spec 3 §6: an inventory client with a bearer token is let through; the inventory API checks
    // the token itself and refuses any header that is not a live token (ADR 072).
    if (c.req.path.startsWith('/api/inventory/') && c.req.header('authorization') !== undefined) return next()
    if ((!user || user.role === null) && readSetting(await services.content.settings(c.get('site')), 'general.login_required')) {
      // Signed in without a role in this market: as the site's pages do.
      return user ? c.json(problem(403, 'user has no permissions (403)'), 403) : c.json(problem(401, 'Login required'), 401)
    }
    return next()
  }
  app.use('/api/*', loginRequired)
  app.use('/media/*', loginRequired)

  // ADR 039, 075: the public inventory API's anonymous reads (a listing's facet counts cost up to ~0.5 s
  // at 100k vehicles) share the render queue's bound: a flood of unique filter sets answers 503.
  const queue = options.renderQueue ?? defaultRenderQueue()
  // Each client waits in a line of its own (ADR 039): one client's flood delays that client.
  const clientOf = (c: Context) => addressKey(requestClientAddress(c, options.trustProxy ?? false))
  const queuedAnonymousRead: MiddlewareHandler = async (c, next) => {
    // HEAD too: Hono answers it with the GET handler, so it costs the same read.
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || c.get('user') || c.req.header('authorization')) return next()
    const run = queue.run(
      async () => {
        await next()
        return true
      },
      c.req.raw.signal,
      clientOf(c),
    )
    if (!run) return json503()
    // Not run: the visitor left while it waited.
    if (!(await run)) return new Response(null, { status: 499 })
  }
  // The public inventory API (ADR 039), the site search (ADR 114), place search, which reaches the
  // maps service (ADR 157), and the news, which reaches the news API (ADR 165). One middleware for
  // all: Hono's `/x/*` also matches `/x`, so registering both would queue a request twice, and
  // with every slot held by an outer turn the inner ones would wait for ever (the whole server
  // stopped answering after a burst of a hundred).
  app.use('/api/*', (c, next) => (QUEUED_ANONYMOUS_READS.test(c.req.path) ? queuedAnonymousRead(c, next) : next()))

  app.route('/api/content/editor', editorApi())
  app.route('/api/content', contentApi())
  // The model comparison is read by visitors' browsers from the admin API's base (spec 2 §7).
  app.get('/api/admin/api/compare/spec/:key', answerCompareSpec)
  app.route('/api/admin', adminApi())
  app.route('/api/forms', formsWithOrders({ trustProxy: options.trustProxy }))
  app.route('/api/inventory/admin', inventoryAdminApi())
  // The order journey's buy-online calls live under the inventory service's base (ARCHITECTURE.md).
  app.route('/api/inventory', inventoryWithBuyOnline({ trustProxy: options.trustProxy }))
  app.route('/auth', authRoutes({ secureCookies: secure, trustProxy: options.trustProxy, publicUrl: options.publicUrl }))
  app.route('/media', mediaRoutes())

  // API, auth and media paths never fall through to the site.
  app.all('/api/*', (c) => c.json(problem(404, 'Not found'), 404))
  app.all('/media/*', (c) => c.json(problem(404, 'Not found'), 404))

  if (options.ssr) {
    const ssr = options.ssr
    app.use('*', storablePage())
    app.all('*', (c) => renderWithCache(c, ssr, queue, clientOf(c)))
  }

  // A market's editor, admin, APIs and media under its base path (`/ar/cms`,
  // `/ar/api/admin/…`) are routed as the paths they contain, for that market (ADR 043).
  const outer = new Hono<{ Bindings: Bindings }>()
  const gate = options.clientGate ?? defaultClientGate()
  outer.all('*', async (c) => {
    // Probes come from the load balancer, whose address its visitors may share: never held back.
    const leave = PROBES.has(c.req.path) ? () => {} : await gate.enter(clientOf(c), c.req.raw.signal)
    if (leave === null) return /^(?:\/[^/]+)?\/(?:api|auth)\//.test(c.req.path) ? json503() : busy()
    if (leave === undefined) return new Response(null, { status: 499 })
    try {
      // Its statements take this client's turns at an embedded database (client-turns.server.ts).
      return await asClient(clientOf(c), async () => {
        const inside = UNDER_A_BASE.test(c.req.path) ? await marketAppRequest(services, c.req.raw) : null
        return app.fetch(inside?.request ?? c.req.raw, inside ? { ...c.env, marketBase: inside.base, original: c.req.raw } : c.env)
      })
    } finally {
      // When the answer is ready: a streamed body's remaining bytes are I/O, not the server's work.
      leave()
    }
  })
  return outer
}

/** The anonymous API reads that wait in the per-client lines of the render queue. */
const QUEUED_ANONYMOUS_READS = /^\/api\/(?:inventory\/public_api|content\/(?:search|places|news))(?:\/|$)/

/** The request with the market's base path taken off, when it is a market app path under one (see UNDER_A_BASE). */
async function marketAppRequest(services: Services, request: Request): Promise<{ request: Request; base: string } | null> {
  const url = new URL(request.url)
  const match = await services.content.resolveSite(request.headers.get('host') ?? url.host, documentPath(url.pathname))
  const inside = match && splitMarketAppPath(match.site.basePath, url.pathname)
  if (!inside) return null
  url.pathname = inside.path
  const body = request.body
  return {
    base: inside.base,
    request: new Request(url, {
      method: request.method,
      headers: request.headers,
      body,
      signal: request.signal,
      ...(body ? { duplex: 'half' } : {}),
    }),
  }
}

/**
 * Anonymous GETs of published pages come from the page cache when it has them (ADR 004); a miss
 * while the same page is already rendering waits for that render instead of rendering it again.
 * The key and the render see only the query parameters pages read (PAGE_QUERY_PARAMS), so
 * `/?q=1` and `/?q=2` share an entry; anonymous renders wait in the render queue, in the line of
 * their `client`, and a full queue or line answers 503 (ADR 039). Signed-in users are never cached nor queued.
 */
async function renderWithCache(
  c: Context<{ Bindings: Bindings }>,
  ssrHandler: SsrHandler,
  queue: RenderQueue,
  client: string,
): Promise<Response> {
  const services = c.get('services')
  const site = c.get('site')
  const user = c.get('user')
  const context: AppLoadContext = {
    services,
    site,
    sitePath: c.get('sitePath'),
    user,
    // Read by the few pages that render a form (login, editor, account): drawn only then.
    get csrfToken() {
      return c.get('csrfToken')()
    },
    // One nonce per render; a cached page keeps its render's nonce and policy (ADR 042).
    cspNonce: newNonce(),
    appBase: c.env?.marketBase ?? '',
  }
  const cardFields = !!services.payments.cardPublishableKey
  const ssr = async (request: Request) => withPolicy(await ssrHandler(request, context), context.cspNonce, cardFields)
  const { pageCache } = services
  // React Router sees the address as the visitor sent it (`/ar/cms`), under the market's base.
  const original = c.env?.original ?? c.req.raw
  if (user) return privately(await ssr(original))
  // Rendered in a queue slot to the last byte, so the slot covers the whole render.
  const queued = (render: () => Promise<Response>) => {
    const run = queue.run(
      async () => {
        const response = await render()
        const body = response.body ? new Uint8Array(await response.arrayBuffer()) : null
        return new Response(body, response)
      },
      original.signal,
      client,
    )
    return run ? run.then((response) => privately(response ?? new Response(null, { status: 499 }))) : Promise.resolve(busy())
  }
  // HEAD is answered as GET is, from the same entry (a CDN or a link checker asks before it
  // fetches); the server sends no body for it.
  if ((original.method !== 'GET' && original.method !== 'HEAD') || !pageCache.enabled) return queued(() => ssr(original))

  const url = new URL(original.url)
  let cacheKey = pageCache.key(site.id, site.contentRevision, url)
  // NOTE: no await between finding nothing and startRender, or concurrent misses all render.
  let pending = pageCache.pending(cacheKey)
  let hit = pageCache.get(cacheKey) ?? (pending ? await pending : undefined)
  // A page that reads more parameters names them on its entry (a listing's filters, ADR 075): a
  // URL with any of them is an entry of its own, rendered with them.
  const pageParams = pageParamsFor(hit, url)
  if (pageParams.size > 0) {
    cacheKey = pageCache.key(site.id, site.contentRevision, url, pageParams)
    pending = pageCache.pending(cacheKey)
    hit = pageCache.get(cacheKey) ?? (pending ? await pending : undefined)
  }
  services.metrics.pageCache(hit ? 'hit' : 'miss')
  if (hit) {
    const etag = hit.headers.find(([name]) => name === 'etag')?.[1]
    if (etag && etagMatches(c.req.header('if-none-match'), etag)) {
      return new Response(null, { status: 304, headers: hit.headers.filter(([name]) => ['etag', 'cache-control', 'vary'].includes(name)) })
    }
    // Compressed when stored: the compress middleware leaves a response with an encoding alone.
    const { body, encoding } = negotiateBody(hit, c.req.header('accept-encoding'))
    const headers = new Headers([...hit.headers, ['x-forecourt-cache', 'hit'], ['vary', 'Accept-Encoding']])
    if (encoding) headers.set('content-encoding', encoding)
    headers.set('content-length', String(body.byteLength))
    return new Response(body as Uint8Array<ArrayBuffer>, { status: hit.status, headers })
  }

  // A URL with parameters beyond its key renders as the key's URL, so what is stored does not
  // depend on them. Where that render is not cacheable (a redirect keeps the visitor's query, the
  // login form reads redirectTo), the visitor's own URL is rendered instead.
  const keyed = pageUrl(url, pageParams)
  const extra = keyed.search !== url.search
  if (extra && pageCache.isUncacheable(cacheKey)) return queued(() => ssr(original))
  const request =
    extra || original.method === 'HEAD'
      ? new Request(keyed, { method: 'GET', headers: original.headers, signal: original.signal })
      : original

  const settle = pageCache.startRender(cacheKey)
  let stored: CachedResponse | undefined
  try {
    return await queued(async () => {
      const response = await ssr(request)
      if (response.status !== 200 || !response.headers.has(CACHEABLE_HEADER)) {
        pageCache.markUncacheable(cacheKey)
        if (!extra) return response
        await response.body?.cancel()
        return ssr(original)
      }
      const body = new Uint8Array(await response.arrayBuffer())
      const headers = [...response.headers.entries()].filter(
        ([name]) => !['set-cookie', 'content-length', 'cache-control', CACHEABLE_HEADER].includes(name),
      )
      headers.push(['cache-control', PUBLIC_CACHE_CONTROL], ['etag', weakEtag(body)])
      stored = pageCache.set(cacheKey, { status: response.status, headers, body })
      return new Response(body, { status: response.status, headers: [...headers, ['x-forecourt-cache', 'miss']] })
    })
  } finally {
    settle?.(stored)
  }
}

/** An API's answer when its client's line or the render queue is full: try again shortly; never cached. */
function json503() {
  return Response.json(problem(503, 'Too many requests', 'Please try again in a moment.'), {
    status: 503,
    headers: { 'retry-after': String(RETRY_AFTER_SECONDS), 'cache-control': 'no-store' },
  })
}

/** The health and metrics paths (health.server.ts, metrics.server.ts). */
const PROBES = new Set(['/healthz', '/readyz', '/metrics'])

/** The answer when the render queue is full: try again shortly; never cached. */
function busy() {
  return new Response('<!doctype html><title>Busy</title><h1>Too many requests</h1><p>Please try again in a moment.</p>', {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'retry-after': String(RETRY_AFTER_SECONDS), 'cache-control': 'no-store' },
  })
}

/** A response not kept in the page cache: never kept by a browser or CDN either (it may be a user's own). */
function privately(response: Response) {
  response.headers.delete(CACHEABLE_HEADER)
  if (!response.headers.has('cache-control')) response.headers.set('cache-control', PRIVATE_CACHE_CONTROL)
  return response
}

/** A rendered HTML document gets the policy with its render's nonce. */
function withPolicy(response: Response, nonce: string, cardFields: boolean) {
  if (response.headers.get('content-type')?.startsWith('text/html'))
    response.headers.set('content-security-policy', contentSecurityPolicy(nonce, { cardFields }))
  return response
}

/**
 * hono's bodyLimit, except that a request without a body passes and one that states its length is
 * judged by it (Node's parser never reads past it): hono's first reads `c.req.raw.body`, which
 * makes @hono/node-server build a whole web Request, and the handler then read the body through
 * web streams instead of its direct path, about a tenth of the server's time per lead (ADR 094).
 */
function limitBody(options: { maxSize: number; onError: (c: Context) => Response }): MiddlewareHandler {
  const streamed = bodyLimit(options)
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    const length = c.req.header('content-length')
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) return streamed(c, next)
    return Number(length) > options.maxSize ? options.onError(c) : next()
  }
}

/**
 * JSON answers are made whole in memory (c.json), but without a Content-Length, which the compress
 * middleware needs to leave a small answer alone: it gzipped every 201 of a lead, a fifth of the
 * server's CPU under load (docs/benchmarks.md). So `c.json` here says the length of the text it
 * sends, as Hono's own would send it otherwise; answers under 1 KB then go as they are. Measured as
 * the text is made, not read back from the answer, which costs a stream per answer (~0.2 ms).
 */
const jsonLength: MiddlewareHandler = async (c, next) => {
  type Headers = Record<string, string | string[]>
  const body = c.body as (data: string, arg?: unknown, headers?: Headers) => Response
  c.json = ((object: unknown, arg?: unknown, headers?: Headers) => {
    const text = JSON.stringify(object)
    return body(text, arg, { 'Content-Type': 'application/json', ...headers, 'Content-Length': String(Buffer.byteLength(text)) })
  }) as unknown as typeof c.json
  await next()
}
