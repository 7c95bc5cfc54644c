import { beforeAll, expect, it, onTestFinished, vi } from 'vitest'
import type { AppLoadContext } from 'react-router'
import { loadContentPage } from '~/app/routes/page.server.ts'
import { importBundle } from '~/bundle/bundle.server.ts'
import { feedFromText, importFeed } from '~/stock/write/import.server.ts'
import { bumpContentRevision, onContentChanged } from '~/sites/revision.server.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { fixtureBundle } from '~/test/fixtures.ts'
import { createApp, type SsrHandler } from './app.server.ts'
import { createServices } from './boot.server.ts'

/**
 * ADR 075: a listing page's cache entry names the parameters it reads, so a URL of that page with
 * its filters is rendered with them (an entry of its own), while parameters no page reads still
 * share the page's entry, and pages without a listing ignore the listing's parameters. The real
 * loader runs behind the real app and cache; the stand-in for React Router's render writes the
 * listing's request and total.
 */
const LIST = '3c0ffee0-0000-4000-8000-000000000001'
const ssr: SsrHandler = async (request: Request, context: AppLoadContext) => {
  const result = (await loadContentPage(request, context)) as unknown as {
    data: { blocks: { template: string; data?: { request?: unknown; meta?: { total: number } } }[] }
    init?: { headers?: Record<string, string> }
  }
  const listing = result.data.blocks.find((block) => block.template === 'stock-locator')?.data
  const body = listing ? `<p>${JSON.stringify(listing.request)} ${listing.meta?.total}</p>` : `<p>${context.sitePath}</p>`
  return new Response(body, { headers: { 'content-type': 'text/html', ...result.init?.headers } })
}

describeEachEngine('page cache of listing pages (ADR 075)', (db) => {
  const app = () => createApp({ services: createServices(db().database, '/tmp'), ssr })
  const get = async (client: ReturnType<typeof app>, path: string) => {
    const response = await client.request(path, { headers: { host: 'localhost' } })
    return { cache: response.headers.get('x-forecourt-cache'), html: await response.text() }
  }

  beforeAll(async () => {
    const services = createServices(db().database, '/tmp')
    const bundle = fixtureBundle()
    bundle.pages.push({
      path: '/stock',
      title: 'Stock',
      blocks: [{ template: 'stock-locator', fields: { ci_key_list: LIST, 'filter-models': true } }],
    } as unknown as (typeof bundle.pages)[number])
    await importBundle(db().database.db, db().siteId, bundle, { bundleDir: '.', media: services.media })
    const feed = ['E5', 'E5', 'E7'].map((model, i) => ({
      vin: `PC${i}`,
      state: 'new',
      status: 'stock',
      nameplate_brand_name: 'Aurelia',
      nameplate_name: model,
    }))
    expect(
      (await importFeed(db().database.db, db().siteId, feedFromText(JSON.stringify(feed), 'json'), { listingKey: LIST })).errors,
    ).toEqual([])
  })

  it('renders a listing URL with its filters, once per filter set, and keeps sharing the entry for other parameters', async () => {
    const client = app()
    expect(await get(client, '/stock')).toEqual({ cache: 'miss', html: '<p>{"values":{},"sort":null,"page":1} 3</p>' })
    const filtered = '<p>{"values":{"models":["E7"]},"sort":null,"page":1} 1</p>'
    expect(await get(client, '/stock?models=E7')).toEqual({ cache: 'miss', html: filtered })
    expect(await get(client, '/stock?utm_source=news&models=E7')).toEqual({ cache: 'hit', html: filtered })
    expect((await get(client, '/stock?utm_source=news')).cache).toBe('hit')
    expect((await get(client, '/stock?utm_source=news')).html).toContain(' 3</p>')
  })

  // A stock change is a content change: cached pages showing stock are dropped in every process.
  it('drops the cached listing page when the stock changes', async () => {
    const services = createServices(db().database, '/tmp')
    // As `forecourt start` does (serve.server.ts): any process's content change drops the caches.
    const stop = await onContentChanged(db().database, () => services.content.invalidate())
    onTestFinished(() => stop())
    const client = createApp({ services, ssr })
    await get(client, '/stock')
    await get(client, '/stock?models=E5')
    expect(await get(client, '/stock?models=E5')).toMatchObject({ cache: 'hit', html: expect.stringContaining(' 2</p>') })
    const feed = [{ vin: 'PC9', state: 'new', status: 'stock', nameplate_brand_name: 'Aurelia', nameplate_name: 'E5' }]
    expect(
      (await importFeed(db().database.db, db().siteId, feedFromText(JSON.stringify(feed), 'json'), { listingKey: LIST })).errors,
    ).toEqual([])
    await expect.poll(async () => (await get(client, '/stock?models=E5')).html).toContain(' 3</p>')
  })

  it('reads the stock of a page once per content revision: an uncached render of unchanged stock runs no stock query', async () => {
    const services = createServices(db().database, '/tmp')
    const listing = vi.spyOn(services.blockSources.stock, 'listing')
    const siteNow = async () => (await services.content.allSites()).find((site) => site.id === db().siteId)!
    const load = async () =>
      loadContentPage(new Request('http://localhost/stock?models=E7'), {
        services,
        site: await siteNow(),
        sitePath: '/stock',
        user: null,
      } as unknown as AppLoadContext)
    await load()
    await load()
    expect(listing).toHaveBeenCalledTimes(1)
    await bumpContentRevision(db().database.db, db().siteId)
    services.content.invalidate()
    await load()
    expect(listing).toHaveBeenCalledTimes(2)
  })

  it('does not key the listing parameters of pages without a listing', async () => {
    const client = app()
    expect((await get(client, '/about')).cache).toBe('miss')
    expect(await get(client, '/about?models=E7')).toEqual({ cache: 'hit', html: '<p>/about</p>' })
  })
})
