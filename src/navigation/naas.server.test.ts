import { once } from 'node:events'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { createOutboundFetch } from '~/lib/outbound.server.ts'
import {
  buildNaasUrl,
  createHttpNavigationService,
  createSandboxNavigationService,
  NAAS_ERROR,
  naasConfigurationSchema,
  replaceRetailerPlaceholders,
  safeNaasPayload,
} from './naas.server.ts'

describe('external navigation service (spec 1 §7)', () => {
  it.each([
    [{}, null],
    [{ url: { origin: '' } }, null],
    [{ url: { origin: '  ' } }, null],
    [{ url: { origin: 'https://nav.example', locale: null }, logo: null }, 'https://nav.example/naas/nav.locale=en_GB.json'],
    [{ url: { origin: 'https://nav.example' } }, 'https://nav.example/naas/nav.locale=en_GB.json'],
    [{ url: { origin: 'https://nav.example/', locale: 'ar_AE' } }, 'https://nav.example/naas/nav.locale=ar_AE.json'],
    [
      { url: { origin: 'https://nav.example' }, disabledSelectors: ['search', 'login'], enabledSelectors: ['retailer'], logo: 'vantor' },
      'https://nav.example/naas/nav.locale=en_GB.disablesearch.disablelogin.enableretailer.logo=vantor.json',
    ],
  ])('buildNaasUrl(%o) = %s', (config, expected) => {
    expect(buildNaasUrl(config)).toBe(expected)
  })

  it.each([
    [{ name: 'Northgate Motors', url: 'https://northgate.example' }, '<a href="https://northgate.example">Northgate Motors</a>'],
    [{ name: 'Northgate', url: null }, '<a href="{{retailer-url}}">{{retailer-name}}</a>'],
    [{ name: null, url: 'https://x' }, '<a href="{{retailer-url}}">{{retailer-name}}</a>'],
    [{ name: '<b>"A&B"</b>', url: 'https://x' }, '<a href="https://x">&#60;b&#62;&#34;A&#38;B&#34;&#60;/b&#62;</a>'],
  ])('replaceRetailerPlaceholders with %o', (retailer, expected) => {
    expect(replaceRetailerPlaceholders('<a href="{{retailer-url}}">{{retailer-name}}</a>', retailer)).toBe(expected)
  })

  const config = { url: { origin: 'https://nav.example' } }
  const payload = {
    html: '<nav>{{retailer-name}}</nav>',
    cssLink: 'https://nav.example/nav.css',
    javascriptLink: 'https://nav.example/nav.js',
  }
  const reply =
    (body: unknown, status = 200) =>
    async () =>
      new Response(JSON.stringify(body), { status })

  it.each([
    ['a server error', reply(payload, 500)],
    ['a wrong shape', reply({ html: 1 })],
    ['not JSON', async () => new Response('<html>', { status: 200 })],
    [
      'a network failure',
      async () => {
        throw new TypeError('fetch failed')
      },
    ],
  ])('logs "Error fetching Naas Navigation" and yields null on %s', async (_what, fetch) => {
    const warnings: string[] = []
    const service = createHttpNavigationService({ fetch: fetch as typeof globalThis.fetch, warn: (m) => warnings.push(m) })
    expect(await service.fetchNavigation(config, {})).toBeNull()
    expect(warnings).toEqual(['Error fetching Naas Navigation'])
  })

  it.each([
    [
      'a fetch that honours the abort signal',
      ((_url: string, init?: RequestInit) =>
        new Promise((_, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
        })) as unknown as typeof fetch,
    ],
    ['a fetch that ignores it', (() => new Promise(() => {})) as typeof fetch],
    ['a body that never ends', (async () => ({ ok: true, json: () => new Promise(() => {}) })) as unknown as typeof fetch],
  ])('times out with "Error fetching Naas Navigation" on %s', async (_what, fetch) => {
    const warnings: string[] = []
    const service = createHttpNavigationService({ fetch, warn: (m) => warnings.push(m), timeoutMs: 20 })
    expect(await service.fetchNavigation(config, {})).toBeNull()
    expect(warnings).toEqual(['Error fetching Naas Navigation'])
  })

  it.each([
    ['no url', {}, true],
    ['an origin and the default locale', { url: { origin: 'https://nav.example' } }, true],
    ['nulls for unset values', { url: { origin: 'https://nav.example', locale: null }, logo: null }, true],
    ['selectors that are not a list', { url: { origin: 'https://nav.example' }, disabledSelectors: 'search' }, false],
    ['an origin that is not text', { url: { origin: 42 } }, false],
  ])('the configuration schema accepts %s: %s', (_what, raw, ok) => {
    expect(naasConfigurationSchema.safeParse(raw).success).toBe(ok)
  })

  it('returns the payload with placeholders replaced, calling the built URL', async () => {
    const calls: string[] = []
    const service = createHttpNavigationService({
      fetch: (async (url: string) => {
        calls.push(url)
        return new Response(JSON.stringify(payload))
      }) as unknown as typeof fetch,
      warn: () => {
        throw new Error('no warning expected')
      },
    })
    expect(await service.fetchNavigation(config, { name: 'Northgate', url: 'https://n' })).toEqual({
      ...payload,
      html: '<nav>Northgate</nav>',
    })
    expect(calls).toEqual(['https://nav.example/naas/nav.locale=en_GB.json'])
  })

  it('skips the call without a url', async () => {
    const service = createHttpNavigationService({
      fetch: (() => {
        throw new Error('must not fetch')
      }) as typeof fetch,
      warn: () => {},
    })
    expect(await service.fetchNavigation({}, {})).toBeNull()
    expect(await createSandboxNavigationService().fetchNavigation({}, {})).toBeNull()
  })

  it('the sandbox answers locally in the service shape', async () => {
    const result = await createSandboxNavigationService().fetchNavigation(config, { name: 'Northgate', url: '/retailer' })
    expect(result?.html).toContain('<a href="/retailer">Northgate</a>')
  })

  describe('what the page renders of the answer', () => {
    const origin = 'https://nav.example'
    const hostile = {
      html:
        '<nav class="naas"><script>alert(1)</script><img src="/logo.svg" onerror="alert(2)">' +
        '<a href="javascript:alert(3)" onclick="alert(4)">Models</a><a href="{{retailer-url}}">{{retailer-name}}</a>' +
        '<script src="https://nav.example/menu.js"></script><script src="https://cdn.evil.example/x.js"></script>' +
        '<script src="https://nav.example/menu.js">alert(5)</script><iframe src="https://evil.example"></iframe></nav>',
      cssLink: 'https://evil.example/nav.css',
      javascriptLink: 'https://nav.example.evil.example/nav.js',
    }

    it('drops inline scripts, event handlers and scripts from other origins', () => {
      const safe = safeNaasPayload(hostile, origin, { name: 'Northgate', url: 'javascript:alert(6)' })
      expect(safe.html).toBe(
        '<nav class="naas"><img src="/logo.svg" /><a>Models</a><a>Northgate</a><script src="https://nav.example/menu.js"></script></nav>',
      )
      expect(safe.html).not.toMatch(/alert|onerror|onclick|evil/)
    })

    it.each([
      ['https://nav.example/nav.css', 'https://nav.example/nav.css'],
      ['/assets/nav.css', 'https://nav.example/assets/nav.css'],
      ['https://evil.example/nav.css', ''],
      ['http://nav.example/nav.css', ''],
      ['https://nav.example:8443/nav.css', ''],
      ['//evil.example/nav.css', ''],
      ['javascript:alert(1)', ''],
      ['', ''],
    ])('keeps the stylesheet and script link %s as %s', (link, expected) => {
      const safe = safeNaasPayload({ html: '', cssLink: link, javascriptLink: link }, origin, {})
      expect(safe).toEqual({ html: '', cssLink: expected, javascriptLink: expected })
    })

    it('the sandbox sanitises its HTML too (the retailer URL is a setting)', async () => {
      const result = await createSandboxNavigationService().fetchNavigation(config, { name: 'N', url: 'javascript:alert(1)' })
      expect(result?.html).toBe('<nav class="naas-nav" aria-label="Main"><a href="/">Home</a> <a>N</a></nav>')
    })

    it('over HTTP through the outbound guard: a local service only when allow-listed, its answer sanitised', async () => {
      const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(hostile)))
      server.listen(0, '127.0.0.1')
      await once(server, 'listening')
      const local = `127.0.0.1:${(server.address() as AddressInfo).port}`
      try {
        const warnings: string[] = []
        const guarded = createHttpNavigationService({ fetch: createOutboundFetch(), warn: (m) => warnings.push(m) })
        expect(await guarded.fetchNavigation({ url: { origin: `http://${local}` } }, {})).toBeNull()
        expect(warnings).toEqual([NAAS_ERROR])

        const allowed = createHttpNavigationService({ fetch: createOutboundFetch({ allowHosts: [local] }), warn: (m) => warnings.push(m) })
        const result = await allowed.fetchNavigation({ url: { origin: `http://${local}` } }, {})
        expect(result?.html).toContain('<a>Models</a>')
        expect(result?.html).not.toMatch(/alert|onerror|<iframe/)
        expect(result?.html).not.toContain('<script')
      } finally {
        server.closeAllConnections()
        server.close()
      }
    })
  })
})
