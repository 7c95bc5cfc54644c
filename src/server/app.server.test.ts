import { brotliDecompressSync } from 'node:zlib'
import { beforeAll, expect, it, vi } from 'vitest'
import { bumpContentRevision } from '~/sites/revision.server.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { createApp } from './app.server.ts'
import { createServices } from './boot.server.ts'
import { CACHEABLE_HEADER } from './cache-header.ts'
import { createClientGate } from './client-gate.server.ts'
import { createRenderQueue } from './render-queue.server.ts'

describeEachEngine('published-page cache and the SSR hand-over', (db) => {
  let renders = 0
  let app: ReturnType<typeof createApp>
  let services: ReturnType<typeof createServices>
  beforeAll(async () => {
    services = createServices(db().database, '/tmp')
    await services.users.addUser({ email: 'e@example.com', role: 'editor', password: 'an editor password' })
    app = createApp({
      services,
      ssr: async (request, context) => {
        renders++
        await new Promise((resolve) => setTimeout(resolve, 20)) // a render takes a while
        const url = new URL(request.url)
        if (url.pathname === '/moved') return new Response(null, { status: 301, headers: { location: `/new${url.search}` } })
        const cacheable = url.pathname !== '/private'
        return new Response(`<p>${context.sitePath} for ${context.user?.email ?? 'visitor'}</p>`, {
          headers: { 'content-type': 'text/html', 'x-rendered-url': request.url, ...(cacheable ? { [CACHEABLE_HEADER]: '1' } : {}) },
        })
      },
    })
  })

  it('serves the second anonymous request from the cache, without the marker header', async () => {
    const before = renders
    const first = await app.request('/models?x=1')
    expect(first.headers.get('x-forecourt-cache')).toBe('miss')
    expect(first.headers.has(CACHEABLE_HEADER)).toBe(false)
    const second = await app.request('/models?x=1')
    expect(second.headers.get('x-forecourt-cache')).toBe('hit')
    expect(await second.text()).toBe('<p>/models for visitor</p>')
    // Hits come compressed from the cache, by Accept-Encoding.
    const compressed = await app.request('/models?x=1', { headers: { 'accept-encoding': 'gzip, br' } })
    expect(compressed.headers.get('content-encoding')).toBe('br')
    expect(compressed.headers.get('vary')).toContain('Accept-Encoding')
    expect(brotliDecompressSync(Buffer.from(await compressed.arrayBuffer())).toString()).toBe('<p>/models for visitor</p>')
    expect(renders).toBe(before + 1)
    // No cookie on a public page, so a CDN may keep it.
    expect([...first.headers.getSetCookie(), ...second.headers.getSetCookie()]).toEqual([])
  })

  it('answers HEAD from the same cache entry as GET, and renders a miss as GET for it', async () => {
    const before = renders
    const head = await app.request('/head-first', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('x-forecourt-cache')).toBe('miss')
    const get = await app.request('/head-first')
    expect(get.headers.get('x-forecourt-cache')).toBe('hit')
    expect(await get.text()).toBe('<p>/head-first for visitor</p>')
    const again = await app.request('/head-first', { method: 'HEAD' })
    expect(again.headers.get('x-forecourt-cache')).toBe('hit')
    expect(again.headers.get('etag')).toBe(get.headers.get('etag'))
    expect(renders).toBe(before + 1)
  })

  it('refuses an API body over 1 MB by its stated length, and one sent without a length as it streams (413)', async () => {
    const post = (headers: Record<string, string>, body: BodyInit) =>
      app.request('/api/no-such-thing', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
        duplex: 'half',
      } as RequestInit)
    expect((await post({ 'content-length': String(2 * 1024 * 1024) }, '{}')).status).toBe(413)
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 17; i++) controller.enqueue(new Uint8Array(64 * 1024))
        controller.close()
      },
    })
    expect((await post({}, chunks)).status).toBe(413)
    expect((await post({ 'content-length': '2' }, '{}')).status).not.toBe(413)
  })

  it('leaves a JSON answer under 1 KB uncompressed, with its length, and gzips a larger one', async () => {
    const gzip = { headers: { 'accept-encoding': 'gzip' } }
    const small = await app.request('/api/no-such-thing', gzip)
    expect(small.status).toBe(404)
    expect(small.headers.get('content-encoding')).toBeNull()
    const body = await small.text()
    expect(Number(small.headers.get('content-length'))).toBe(Buffer.byteLength(body))
    expect(JSON.parse(body)).toMatchObject({ errors: [{ status: '404' }] })
    const large = await app.request('/api/forms/openapi.json', gzip)
    expect(large.status).toBe(200)
    expect(large.headers.get('content-encoding')).toBe('gzip')
  })

  it('renders a page once when many visitors miss it at the same time', async () => {
    const before = renders
    const responses = await Promise.all(Array.from({ length: 8 }, () => app.request('/burst')))
    expect(renders).toBe(before + 1)
    expect(responses.map((r) => r.headers.get('x-forecourt-cache')).sort()).toEqual([
      'hit',
      'hit',
      'hit',
      'hit',
      'hit',
      'hit',
      'hit',
      'miss',
    ])
    expect(new Set(await Promise.all(responses.map((r) => r.text())))).toEqual(new Set(['<p>/burst for visitor</p>']))
  })

  it('never caches what the route did not mark', async () => {
    const before = renders
    await app.request('/private')
    await app.request('/private')
    expect(renders).toBe(before + 2)
  })

  // Any query string used to miss the cache, so a flood of `/?q=N` rendered each.
  it('serves /?q=1 and /?q=2 from one entry, rendered without the parameter', async () => {
    const before = renders
    const first = await app.request('/offers?q=1&utm_source=mail')
    expect(first.headers.get('x-forecourt-cache')).toBe('miss')
    expect(first.headers.get('x-rendered-url')).toBe('http://localhost/offers')
    const second = await app.request('/offers?q=2')
    expect(second.headers.get('x-forecourt-cache')).toBe('hit')
    expect(await second.text()).toBe('<p>/offers for visitor</p>')
    expect(renders).toBe(before + 1)
  })

  it("keeps React Router's data-request parameters in the key", async () => {
    const before = renders
    await app.request('/offers.data?_routes=root&q=1')
    expect((await app.request('/offers.data?_routes=root&q=2')).headers.get('x-forecourt-cache')).toBe('hit')
    expect((await app.request('/offers.data?_routes=routes/page')).headers.get('x-forecourt-cache')).toBe('miss')
    expect(renders).toBe(before + 2)
  })

  it('renders the visitor URL where the keyed one is not cacheable (a redirect keeps the query)', async () => {
    const first = await app.request('/moved?utm_source=mail')
    expect(first.status).toBe(301)
    expect(first.headers.get('location')).toBe('/new?utm_source=mail')
    const before = renders
    // Known now as not cacheable: the visitor URL is rendered at once, without the keyed one.
    expect((await app.request('/moved?utm_source=other')).headers.get('location')).toBe('/new?utm_source=other')
    expect(renders).toBe(before + 1)
  })

  it('bypasses the cache for signed-in users', async () => {
    const token = await services.users.startSession((await services.users.authenticate('e@example.com', 'an editor password'))!.id)
    const response = await app.request('/models?x=1', { headers: { cookie: `forecourt_session=${token}` } })
    expect(response.headers.get('x-forecourt-cache')).toBeNull()
    expect(await response.text()).toBe('<p>/models for e@example.com</p>')
  })

  // Uncached renders wait in a bounded queue; past it a flood gets 503 at once.
  it('refuses renders past the queue bound with 503 and Retry-After; editors pass', async () => {
    let open!: () => void
    const gate = new Promise<void>((resolve) => (open = resolve))
    let started = 0
    const slow = createApp({
      services,
      renderQueue: createRenderQueue({ concurrency: 1, maxQueued: 1 }),
      ssr: async (_request, context) => {
        started++
        await gate
        return new Response(`<p>${context.sitePath}</p>`, { headers: { 'content-type': 'text/html' } })
      },
    })
    const running = slow.request('/flood-1')
    const waiting = slow.request('/flood-2')
    const refused = await slow.request('/flood-3')
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toBe('2')
    expect(refused.headers.get('cache-control')).toBe('no-store')
    const token = await services.users.startSession((await services.users.authenticate('e@example.com', 'an editor password'))!.id)
    const editor = slow.request('/flood-4', { headers: { cookie: `forecourt_session=${token}` } })
    open()
    expect((await Promise.all([running, waiting, editor])).map((r) => r.status)).toEqual([200, 200, 200])
    expect(started).toBe(3)
    expect((await slow.request('/flood-5')).status).toBe(200)
  })

  // Anonymous reads of the public inventory API (facet counts) share the renders' bound.
  it('refuses anonymous inventory API reads with 503 while the render queue is full', async () => {
    let open!: () => void
    const gate = new Promise<void>((resolve) => (open = resolve))
    const slow = createApp({
      services,
      renderQueue: createRenderQueue({ concurrency: 1, maxQueued: 1 }),
      ssr: async () => {
        await gate
        return new Response('<p>page</p>', { headers: { 'content-type': 'text/html' } })
      },
    })
    const renders = [slow.request('/flood-a'), slow.request('/flood-b')]
    const path = '/api/inventory/public_api/brands'
    const refused = await slow.request(path)
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toBe('2')
    expect(refused.headers.get('cache-control')).toBe('no-store')
    expect((await refused.json()).errors[0].title).toBe('Too many requests')
    // HEAD runs the same read (Hono answers it with the GET handler): it waits in the same queue.
    expect((await slow.request(path, { method: 'HEAD' })).status).toBe(503)
    // A client with a token is not queued: its token is checked at once (401 for a wrong one).
    expect((await slow.request(path, { headers: { authorization: 'Bearer wrong-token' } })).status).toBe(401)
    open()
    await Promise.all(renders)
    expect((await slow.request(path)).status).toBe(200)
  })

  // A request queued twice would hold a slot while waiting for another: with every slot taken so,
  // nothing would answer again.
  it('queues each anonymous API read once, so a burst of them all answers', async () => {
    const queue = createRenderQueue({ concurrency: 1, maxQueued: 8 })
    const burst = createApp({ services, renderQueue: queue })
    for (const path of ['/api/content/search?q=car', '/api/content/news', '/api/inventory/public_api/brands']) {
      const statuses = await Promise.all(Array.from({ length: 6 }, async () => (await burst.request(path)).status))
      expect(
        statuses.every((status) => status !== 503 && status < 500),
        `${path}: ${statuses.join(' ')}`,
      ).toBe(true)
      expect([queue.running, queue.waiting]).toEqual([0, 0])
    }
  })

  // ADR 039: a client's requests past its in-flight bound wait before any work, then are refused.
  it('holds a client’s requests past its bound, refuses past its line, and never holds probes', async () => {
    let open!: () => void
    const gate = new Promise<void>((resolve) => (open = resolve))
    let started = 0
    const slow = createApp({
      services,
      clientGate: createClientGate({ inFlight: 1, waiting: 1, totalWaiting: 10 }),
      ssr: async () => {
        started++
        await gate
        return new Response('<p>page</p>', { headers: { 'content-type': 'text/html' } })
      },
    })
    const running = slow.request('/held-1')
    const waiting = slow.request('/held-2')
    const page = await slow.request('/held-3')
    expect(page.status).toBe(503)
    expect(page.headers.get('content-type')).toContain('text/html')
    const api = await slow.request('/api/content/pages')
    expect(api.status).toBe(503)
    expect((await api.json()).errors[0].title).toBe('Too many requests')
    expect((await slow.request('/healthz')).status).toBe(200)
    // The waiting request does no work meanwhile: only the first render starts.
    await vi.waitFor(() => expect(started).toBe(1), { timeout: 5_000 })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(started).toBe(1)
    open()
    expect((await Promise.all([running, waiting])).map((r) => r.status)).toEqual([200, 200])
    expect(started).toBe(2)
  })

  it('drops cached pages when content changes', async () => {
    await bumpContentRevision(db().database.db, db().siteId)
    services.content.invalidate()
    const response = await app.request('/models?x=1')
    expect(response.headers.get('x-forecourt-cache')).toBe('miss')
  })

  it('answers an unknown API path with JSON, not the site', async () => {
    const response = await app.request('/api/nothing')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ errors: [{ status: '404', title: 'Not found' }] })
  })
})

describeEachEngine('methods no route serves', (db) => {
  it('answers TRACE and other methods 405 with the methods that are served, over real HTTP', async () => {
    const { serve } = await import('@hono/node-server')
    const { request } = await import('node:http')
    const app = createApp({ services: createServices(db().database, '/tmp') })
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
    await new Promise((resolve) => server.once('listening', resolve))
    const { port } = server.address() as { port: number }
    const send = (method: string, path: string) =>
      new Promise<{ status: number; allow: string | undefined }>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, method, path }, (res) => {
          res.resume()
          res.on('end', () => resolve({ status: res.statusCode!, allow: res.headers.allow }))
        })
        req.on('error', reject)
        req.end()
      })
    try {
      for (const [method, path] of [
        ['TRACE', '/'],
        ['TRACE', '/api/content/pages'],
        ['PROPFIND', '/admin'],
      ] as const)
        expect(await send(method, path), `${method} ${path}`).toEqual({
          status: 405,
          allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
        })
      expect((await send('GET', '/healthz')).status).toBe(200)
    } finally {
      server.close()
    }
  })
})

describeEachEngine('OpenAPI documents under a base path', (db) => {
  it("name the market's base path in their server", async () => {
    const { addSite } = await import('~/sites/sites.server.ts')
    await addSite(db().database.db, { key: 'base-ar', name: 'AR', hostnames: [], basePath: '/base-ar' })
    const app = createApp({ services: createServices(db().database, '/tmp') })
    for (const api of ['content', 'forms', 'inventory']) {
      const under = (await (await app.request(`/base-ar/api/${api}/openapi.json`)).json()) as { servers: { url: string }[] }
      expect(under.servers, api).toEqual([{ url: `/base-ar/api/${api}` }])
      const root = (await (await app.request(`/api/${api}/openapi.json`)).json()) as { servers: { url: string }[] }
      expect(root.servers, api).toEqual([{ url: `/api/${api}` }])
    }
  })
})

describeEachEngine('site-wide login', (db) => {
  it('keeps the media library behind the login too, as the APIs', async () => {
    const { settings } = await import('~/db/schema/index.ts')
    const services = createServices(db().database, '/tmp')
    const app = createApp({ services })
    const image = '/media/api/v2/images/1/w/400/h/225'
    const open = (await app.request(image)).status
    expect(open).not.toBe(401)
    await db()
      .database.db.insert(settings)
      .values({ siteId: db().siteId, key: 'general.login_required', value: 'true' })
      .onConflictDoUpdate({ target: [settings.siteId, settings.key], set: { value: 'true' } })
    await bumpContentRevision(db().database.db, db().siteId)
    services.content.invalidate()
    for (const path of [image, '/media/api/v2/images/1', '/api/content/pages']) expect((await app.request(path)).status, path).toBe(401)
  })
})
