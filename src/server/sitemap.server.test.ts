import { eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { importBundle } from '~/bundle/bundle.server.ts'
import { pages } from '~/db/schema/index.ts'
import { createApp } from './app.server.ts'
import { createServices } from './boot.server.ts'
import { PUBLIC_CACHE_CONTROL } from '~/lib/http.server.ts'
import { bumpContentRevision } from '~/sites/revision.server.ts'
import { addSite } from '~/sites/sites.server.ts'
import { clientsByRole, type TestClient } from '~/test/app.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { fixtureBundle } from '~/test/fixtures.ts'

const bundle = (pageList: { path: string; [field: string]: unknown }[], settings: Record<string, string> = {}) => ({
  format: 'forecourt.bundle/1',
  settings,
  pages: pageList,
})
const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])
const sitemapLines = (text: string) => text.split('\n').filter((line) => line.startsWith('Sitemap:'))

/**
 * Each market's sitemap at {base}/sitemap.xml lists its published, enabled pages
 * that are not redirects, at their canonical URLs; robots.txt at the host's root names the
 * sitemaps of the markets answering that host. Both are public: cacheable, without cookies.
 */
describeEachEngine('sitemap.xml and robots.txt', (db) => {
  let anonymous: TestClient
  let admin: TestClient
  let arId: number
  beforeAll(async () => {
    const database = db().database
    ;({ anonymous, admin } = await clientsByRole(db()))
    const media = anonymous.services.media
    // The default market (every host, at '/'): the fixture has a disabled page and a redirect.
    await importBundle(database.db, db().siteId, fixtureBundle(), { bundleDir: '.', media })
    await database.db.insert(pages).values({ siteId: db().siteId, path: '/about/draft', title: 'Not yet published', publishedAt: null })
    const ar = await addSite(database.db, { key: 'ar', name: 'AR', hostnames: [], basePath: '/ar' })
    arId = ar.id
    await importBundle(
      database.db,
      ar.id,
      bundle([{ path: '/' }, { path: '/offers' }, { path: '/finance', type: 'url_redirection', to: '/ar/offers' }]),
      { bundleDir: '.', media },
    )
    const uk = await addSite(database.db, { key: 'uk', name: 'UK', hostnames: ['uk.test'], basePath: '/' })
    await importBundle(database.db, uk.id, bundle([{ path: '/' }, { path: '/uk-only', disable_seo_tracking: false }]), {
      bundleDir: '.',
      media,
    })
    const staff = await addSite(database.db, { key: 'staff', name: 'Staff', hostnames: [], basePath: '/staff' })
    await importBundle(database.db, staff.id, bundle([{ path: '/' }, { path: '/secret' }], { 'general.login_required': 'true' }), {
      bundleDir: '.',
      media,
    })
    // The clients' services read the market list while signing in, before these markets existed.
    for (const client of [anonymous, admin]) client.services.content.invalidate()
  })

  it('lists the published, enabled pages of the market that are not redirects, root-relative without an origin (ADR 039)', async () => {
    const response = await anonymous.request('/sitemap.xml')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    const xml = await response.text()
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    // Not /hidden (disabled), /about/draft (never published), /old (a redirect), nor other markets' pages.
    expect(locations(xml)).toEqual(['/', '/about', '/about/team'])
  })

  it("answers for each market at its base path, with that market's pages only", async () => {
    expect(locations(await (await anonymous.request('/ar/sitemap.xml')).text())).toEqual(['/ar/', '/ar/offers'])
    const uk = await anonymous.request('/sitemap.xml', { headers: { host: 'uk.test' } })
    expect(locations(await uk.text())).toEqual(['https://uk.test/', 'https://uk.test/uk-only'])
  })

  it('lists nothing of a market behind site-wide login (spec 1 §6)', async () => {
    const response = await anonymous.request('/staff/sitemap.xml')
    expect(response.status).toBe(200)
    expect(locations(await response.text())).toEqual([])
  })

  it('builds absolute URLs on PUBLIC_URL, never on the Host header', async () => {
    const app = createApp({ services: createServices(db().database, anonymous.dataDir, { publicUrl: 'https://www.example.com' }) })
    const xml = await (await app.request('/ar/sitemap.xml', { headers: { host: 'evil.example' } })).text()
    expect(locations(xml)).toEqual(['https://www.example.com/ar/', 'https://www.example.com/ar/offers'])
    const robots = await (await app.request('/robots.txt', { headers: { host: 'evil.example' } })).text()
    expect(sitemapLines(robots)).toEqual([
      'Sitemap: https://www.example.com/sitemap.xml',
      'Sitemap: https://www.example.com/ar/sitemap.xml',
    ])
  })

  it('follows content changes: a page disabled leaves the sitemap', async () => {
    const before = locations(await (await anonymous.request('/ar/sitemap.xml')).text())
    expect(before).toContain('/ar/offers')
    await db().database.db.update(pages).set({ enabled: false }).where(eq(pages.path, '/offers'))
    await bumpContentRevision(db().database.db, arId)
    anonymous.services.content.invalidate()
    expect(locations(await (await anonymous.request('/ar/sitemap.xml')).text())).toEqual(['/ar/'])
    await db().database.db.update(pages).set({ enabled: true }).where(eq(pages.path, '/offers'))
    await bumpContentRevision(db().database.db, arId)
    anonymous.services.content.invalidate()
  })

  it("robots.txt names the sitemaps of the host's public markets and closes the editor, admin and APIs", async () => {
    const response = await anonymous.request('/robots.txt')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    const text = await response.text()
    // The demo markets have no origin (no host names, no PUBLIC_URL): a relative Sitemap line is invalid.
    expect(sitemapLines(text)).toEqual([])
    expect(text).toContain('Disallow: /cms\n')
    expect(text).toContain('Disallow: /ar/admin\n')
    const uk = await (await anonymous.request('/robots.txt', { headers: { host: 'uk.test' } })).text()
    expect(sitemapLines(uk)).toEqual(['Sitemap: https://uk.test/sitemap.xml'])
  })

  it('is cacheable like a public page, revalidated by ETag, and sets no cookie, even for a signed-in user', async () => {
    for (const path of ['/sitemap.xml', '/ar/sitemap.xml', '/robots.txt']) {
      for (const client of [anonymous, admin]) {
        const response = await client.request(path)
        expect(response.status).toBe(200)
        expect(response.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL)
        expect(response.headers.getSetCookie()).toEqual([])
        const etag = response.headers.get('etag')!
        expect(etag).toMatch(/^W\/"[\w-]+"$/)
        const again = await client.request(path, { headers: { 'if-none-match': etag } })
        expect(again.status).toBe(304)
        expect(again.headers.getSetCookie()).toEqual([])
      }
    }
  })

  it('is only at the root of a market: other paths ending in sitemap.xml are not it', async () => {
    expect((await anonymous.request('/about/sitemap.xml')).status).not.toBe(200)
    expect((await anonymous.request('/sitemap.xml.data')).headers.get('content-type')).not.toContain('xml')
  })
})
