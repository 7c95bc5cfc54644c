import { beforeAll, expect, it } from 'vitest'
import type { AppLoadContext } from 'react-router'
import { loadContentPage } from '~/app/routes/page.server.ts'
import { importBundle } from '~/bundle/bundle.server.ts'
import { addSite } from '~/sites/sites.server.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { fixtureBundle } from '~/test/fixtures.ts'
import { createApp, type SsrHandler } from './app.server.ts'
import { createServices } from './boot.server.ts'
import { CACHEABLE_HEADER } from './cache-header.ts'

/**
 * A spoofed Host header must not reach the page cache. The real page
 * loader runs behind the real app and cache; the stand-in for React Router's render writes the
 * market and the meta tags the loader made, so the test reads what a crawler would.
 */
const ssr: SsrHandler = async (request: Request, context: AppLoadContext) => {
  const result = (await loadContentPage(request, context)) as unknown as {
    data: { meta: Record<string, string>[] }
    init?: { headers?: Record<string, string> }
  }
  const tags = result.data.meta.map((tag) => tag.href ?? tag.content ?? '').filter((value) => value.includes('/'))
  return new Response(`<p>${context.site.key}</p>${tags.map((url) => `<a href="${url}">`).join('')}`, {
    headers: { 'content-type': 'text/html', ...result.init?.headers },
  })
}

describeEachEngine('page cache against a spoofed Host', (db) => {
  const appWith = (publicUrl?: string) => createApp({ services: createServices(db().database, '/tmp', { publicUrl }), ssr })
  const get = (app: ReturnType<typeof appWith>, path: string, host: string) => app.request(path, { headers: { host } })

  beforeAll(async () => {
    const services = createServices(db().database, '/tmp')
    await importBundle(db().database.db, db().siteId, fixtureBundle(), { bundleDir: '.', media: services.media })
    const uk = await addSite(db().database.db, { key: 'uk', name: 'UK', hostnames: ['uk.example'], basePath: '/' })
    await importBundle(db().database.db, uk.id, fixtureBundle(), { bundleDir: '.', media: services.media })
  })

  it('without PUBLIC_URL: the evil host is not cached, canonical URLs carry no origin', async () => {
    const app = appWith()
    const spoofed = await get(app, '/about', 'evil.example')
    expect(spoofed.headers.get('x-forecourt-cache')).toBe('miss')
    expect(await spoofed.text()).not.toContain('evil.example')
    const visitor = await get(app, '/about', 'localhost:3000')
    expect(visitor.headers.get('x-forecourt-cache')).toBe('hit')
    const html = await visitor.text()
    expect(html).not.toContain('evil.example')
    expect(html).toContain('<a href="/about">') // canonical, root-relative
    expect(html).not.toMatch(/href="https?:/)
  })

  it('with PUBLIC_URL: canonical URLs use it whatever the Host says', async () => {
    const app = appWith('https://cars.example')
    await get(app, '/about', 'evil.example')
    const html = await (await get(app, '/about', 'cars.example')).text()
    expect(html).not.toContain('evil.example')
    expect(html).toContain('<a href="https://cars.example/about">')
  })

  it('keys the cache by market, and a trailing dot or capitals name the same market', async () => {
    const app = appWith()
    const fallback = await get(app, '/', 'localhost')
    expect(await fallback.text()).toContain('<p>default</p>')
    const uk = await get(app, '/', 'uk.example')
    expect(uk.headers.get('x-forecourt-cache')).toBe('miss')
    const ukHtml = await uk.text()
    expect(ukHtml).toContain('<p>uk</p>')
    expect(ukHtml).toContain('<a href="https://uk.example/">')
    for (const host of ['uk.example.', 'UK.Example.:443']) {
      const same = await get(app, '/', host)
      expect(same.headers.get('x-forecourt-cache')).toBe('hit')
      expect(await same.text()).toBe(ukHtml)
    }
  })

  it('marks the fixture page cacheable, so the cases above went through the cache', async () => {
    const context = {
      services: createServices(db().database, '/tmp'),
      sitePath: '/about',
      user: null,
      csrfToken: 'x',
      cspNonce: '',
      appBase: '',
    }
    const site = (await context.services.content.siteByKey())!
    const result = (await loadContentPage(new Request('http://localhost/about'), { ...context, site })) as unknown as {
      init?: { headers?: Record<string, string> }
    }
    expect(result.init?.headers?.[CACHEABLE_HEADER]).toBe('1')
  })
})
