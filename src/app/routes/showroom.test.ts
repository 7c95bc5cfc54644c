import type { AppLoadContext } from 'react-router'
import { beforeAll, expect, it } from 'vitest'
import { stockVehicles } from '~/db/schema/index.ts'
import { feedFromText, importFeed } from '~/stock/write/import.server.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { CACHEABLE_HEADER, PAGE_PARAMS_HEADER } from '~/server/cache-header.ts'
import { loader } from './showroom.tsx'

const LIST = '5e0ffee0-0000-4000-8000-00000000a001'
const base = {
  state: 'used',
  status: 'stock',
  nameplate_brand_name: 'Vesta',
  nameplate_name: 'Ridge',
  production_year: 2023,
  engine_type: ['diesel'],
  transmission: 'manual',
  color_name: 'Onyx',
  msrp_price: 30000,
  currency: 'GBP',
  photos: [{ normal: '/p/1.jpg', hd: '/p/1h.jpg' }],
}

/** /showroom/:slug's loader as React Router calls it: 200, 301 to the canonical slug, 404, 410 (spec 3 §2; ADR 076). */
describeEachEngine('the showroom route', (db) => {
  const ids = new Map<string, number>()
  beforeAll(async () => {
    const feed = [
      { ...base, vin: 'R01' },
      { ...base, vin: 'R02', status: 'sold' },
      { ...base, vin: 'R03', color_name: 'Pearl' },
    ]
    await importFeed(db().database.db, db().siteId, feedFromText(JSON.stringify(feed), 'json'), { listingKey: LIST })
    for (const row of await db().database.db.select({ id: stockVehicles.id, vin: stockVehicles.vin }).from(stockVehicles))
      ids.set(row.vin, row.id)
  })

  const run = async (sitePath: string, basePath = '/') => {
    const settings = { 'general.site_name': 'Demo', 'meta.title_divider': '|', 'price.currency_iso': 'GBP' }
    const context = {
      services: {
        database: db().database,
        content: { settings: async () => settings },
        log: { warn: () => {} },
        publicUrl: 'https://demo.example',
      },
      site: { id: db().siteId, key: 'default', basePath, hostnames: ['demo.example'] },
      sitePath,
      user: null,
    } as unknown as AppLoadContext
    const path = basePath === '/' ? sitePath : `${basePath}${sitePath}`
    const slug = sitePath.replace(/^\/showroom\//, '')
    try {
      const result = (await loader({ request: new Request(`http://demo.example${path}`), context, params: { slug } } as Parameters<
        typeof loader
      >[0])) as unknown as { data: Record<string, unknown>; init: { status?: number; headers?: Record<string, string> } | null }
      return { status: result.init?.status ?? 200, data: result.data, headers: result.init?.headers }
    } catch (thrown) {
      if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get('location') }
      const error = thrown as { data?: unknown; init?: { status: number } }
      if (error.init) return { status: error.init.status }
      throw thrown
    }
  }
  const canonical = (vin: string, colour = 'onyx') => `/showroom/used-vesta-ridge-2023-diesel-manual-${colour}-${ids.get(vin)}`

  it('answers 200 with its own meta tags and schema.org Car', async () => {
    const result = await run(canonical('R01'))
    expect(result.status).toBe(200)
    expect(result.data?.kind).toBe('found')
    const meta = result.data!.meta as Record<string, string>[]
    expect(meta[0]).toEqual({ title: 'Vesta Ridge | Demo' })
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: `https://demo.example${canonical('R01')}` })
    expect(meta).toContainEqual({ property: 'og:image', content: 'https://demo.example/p/1h.jpg' })
    expect(result.data!.jsonLd).toMatchObject({ '@type': 'Car', offers: { '@type': 'Offer', price: 30000, priceCurrency: 'GBP' } })
  })

  it('may be kept in the page cache, keyed by the lists and the postcode search it reads', async () => {
    const { headers } = await run(canonical('R01'))
    expect(headers?.[CACHEABLE_HEADER]).toBe('1')
    expect(headers?.[PAGE_PARAMS_HEADER]?.split(',').sort()).toEqual(['_locality', '_near', '_postcode', '_retailer', '_state', 'list'])
    // A gone page is not: its status is not 200.
    expect((await run(canonical('R02'))).headers).toBeUndefined()
  })

  it('redirects a wrong slug with 301 to the canonical one', async () => {
    expect(await run(`/showroom/some-old-slug-${ids.get('R01')}`)).toEqual({ status: 301, location: canonical('R01') })
    expect(await run(`/showroom/x-${ids.get('R01')}`, '/ar')).toEqual({ status: 301, location: `/ar${canonical('R01')}` })
  })

  it('answers 404 for an unknown vehicle and 410 for a sold one, with similar stock', async () => {
    expect(await run('/showroom/used-vesta-ridge-987654')).toMatchObject({ status: 404, data: { kind: 'gone', status: 404 } })
    const gone = await run(canonical('R02'))
    expect(gone.status).toBe(410)
    const result = gone.data!.result as { similar: { id: number }[] }
    expect(result.similar.map((s) => s.id).sort()).toEqual([ids.get('R01'), ids.get('R03')].sort())
    expect(gone.data!.meta).toContainEqual({ name: 'robots', content: 'noindex' })
  })

  it('is not a showroom when :market matched a path of the root market', async () => {
    expect(await run('/de/showroom/x-1')).toEqual({ status: 404 })
  })
})
