import { brotliDecompressSync } from 'node:zlib'
import { beforeAll, expect, it } from 'vitest'
import { bumpContentRevision } from '~/sites/revision.server.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { createApp } from './app.server.ts'
import { createServices } from './boot.server.ts'
import { CACHEABLE_HEADER } from './cache-header.ts'

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
        const cacheable = new URL(request.url).pathname !== '/private'
        return new Response(`<p>${context.sitePath} for ${context.user?.email ?? 'visitor'}</p>`, {
          headers: { 'content-type': 'text/html', ...(cacheable ? { [CACHEABLE_HEADER]: '1' } : {}) },
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
    // A cached page still gives a new visitor the CSRF cookie.
    expect(second.headers.getSetCookie().some((c) => c.startsWith('csrf-token='))).toBe(true)
  })

  it('renders a page once when many visitors miss it at the same time', async () => {
    const before = renders
    const responses = await Promise.all(Array.from({ length: 8 }, () => app.request('/models?burst=1')))
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
    expect(new Set(await Promise.all(responses.map((r) => r.text())))).toEqual(new Set(['<p>/models for visitor</p>']))
  })

  it('keys by query and never caches what the route did not mark', async () => {
    const before = renders
    await app.request('/models?x=2')
    await app.request('/private')
    await app.request('/private')
    expect(renders).toBe(before + 3)
  })

  it('bypasses the cache for signed-in users', async () => {
    const token = await services.users.startSession((await services.users.authenticate('e@example.com', 'an editor password'))!.id)
    const response = await app.request('/models?x=1', { headers: { cookie: `forecourt_session=${token}` } })
    expect(response.headers.get('x-forecourt-cache')).toBeNull()
    expect(await response.text()).toBe('<p>/models for e@example.com</p>')
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
