import { beforeAll, describe, expect, it } from 'vitest'
import { dealers, settings } from '~/db/schema/index.ts'
import { testApp, type TestClient } from '~/test/app.ts'
import { describeEachEngine } from '~/test/engines.ts'
import type { Site } from '~/sites/sites.ts'
import { addClientToken } from './tokens.server.ts'
import { httpStockApi, type StockApi } from './client.ts'
import { stockPaths } from './paths.ts'
import { inProcessStockApi, serverStockApi } from './client.server.ts'
import { feedFromText, importFeed } from '../write/import.server.ts'

const LIST = '3c0ffee0-0000-4000-8000-000000000001'
const base = { state: 'new', status: 'stock', nameplate_brand_name: 'Aurelia', nameplate_name: 'E5', owner_id: 'C1' }
const FLEET = [
  {
    ...base,
    vin: 'C01',
    mileage: 10,
    display_price: 30000,
    photos: [{ normal: '/a.jpg', medium: '/a-m.jpg', hd: '/a-hd.jpg', quarter_hd: '/a-q.jpg' }],
  },
  { ...base, vin: 'C02', mileage: 20, display_price: 31000, nameplate_name: 'E7' },
  { ...base, vin: 'C03', mileage: 30, display_price: 32000 },
]

/**
 * One client for the site. In-process (the default root) it answers exactly what the
 * HTTP API answers; with another root it fetches with the bearer client token.
 */
describeEachEngine('the inventory client (src/stock/api/client*.ts)', (db) => {
  let client: TestClient
  let site: Site
  const d = () => db().database.db
  const overHttp = (headers: Record<string, string> = {}) =>
    httpStockApi(async (path) => {
      const response = await client.app.request(`/api/inventory${path}`, { headers: { accept: 'application/json', ...headers } })
      return { status: response.status, body: await response.json().catch(() => null) }
    })

  beforeAll(async () => {
    client = testApp(db())
    site = (await client.services.content.siteByKey(undefined))!
    await d()
      .insert(dealers)
      .values({ siteId: db().siteId, code: 'C1', name: 'Client Motors', state: 'NSW', locality: 'Manly', brands: ['Aurelia'] })
    await importFeed(d(), db().siteId, feedFromText(JSON.stringify(FLEET), 'json'), { listingKey: LIST })
  })

  const calls: [string, (api: StockApi, ids: string[]) => Promise<unknown>][] = [
    ['listing', (api) => api.listing(LIST, 'sort=priceAsc&items=2')],
    ['listing, a bad sort', (api) => api.listing(LIST, new URLSearchParams('sort=nope'))],
    ['listing, unknown', (api) => api.listing('3c0ffee0-0000-4000-8000-0000000000ff')],
    ['light', (api) => api.light(LIST, 'items=1&page=2')],
    ['vehicle', (api, ids) => api.vehicle([LIST], ids[0]!)],
    ['vehicle, unknown', (api) => api.vehicle(LIST, 999999)],
    ['similar', (api) => api.similar(LIST, 'E5')],
    ['retailers', (api) => api.retailers(LIST, { state: 'nsw' })],
    ['company config', (api) => api.companyConfig()],
    ['translations', (api) => api.translations('HE')],
    ['trade-in options', (api) => api.tradeInOptions({ brand: 'Aurelia', lang: 'en' })],
    ['configurator vehicle', (api) => api.configuratorVehicle('?item_id=x590&net_price=40000&model_year=2026')],
    ['configurator vehicle, no build', (api) => api.configuratorVehicle('https://c.example/?color=red')],
    ['brands', (api) => api.brands()],
    ['nameplates', (api) => api.nameplates('Aurelia')],
    ['site config', (api) => api.siteConfig('default', ['cash', 'lease'])],
    ['site config, a bad type', (api) => api.siteConfig('default', ['nope'])],
  ]

  it.each(calls)('in-process answers what the HTTP API answers: %s', async (_name, call) => {
    const ids = ((await overHttp().listing(LIST, 'sort=priceAsc')) as { ok: true; data: { data: { id: string }[] } }).data.data.map(
      (v) => v.id,
    )
    const local = await call(inProcessStockApi({ db: d(), site, settings: await client.services.content.settings(site) }), ids)
    const remote = await call(overHttp(), ids)
    const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as { ok: boolean; status?: number; errors?: { detail?: string }[] }
    const [l, r] = [plain(local), plain(remote)]
    expect(l.ok).toBe(r.ok)
    if (l.ok) expect(l).toEqual(r)
    else {
      expect(l.status).toBe(r.status)
      expect(l.errors?.map((e) => ({ ...e, title: undefined }))).toEqual(r.errors?.map((e) => ({ ...e, title: undefined })))
    }
  })

  it('builds the API paths of spec 3 §7 (the double slash of retailers, comma-joined list keys)', () => {
    expect(stockPaths.retailers('k', { state: 'NSW', postcode: '' })).toBe('/public_api/listing//k/retailers?q%5Bstate_eq%5D=NSW')
    expect(stockPaths.retailers('k', { near: { lat: 51.752, lng: -1.2577 }, locality: 'Oxford' })).toBe(
      '/public_api/listing//k/retailers?q%5Blocality_eq%5D=Oxford&q%5Bnear%5D=51.752%2C-1.2577',
    )
    expect(stockPaths.vehicle(['a', 'b'], 12)).toBe('/public_api/listing/a,b/vehicle/12')
    expect(stockPaths.translations('EN')).toBe('/public_api/widget_translations_configs/en')
    expect(stockPaths.siteConfig('ar', ['cash', 'lease'])).toBe('/ar/all?config_type=cash%2Clease')
  })

  describe('another root', () => {
    it('fetches over HTTP with the bearer client token of stock_locator.api_token', async () => {
      const { token } = await addClientToken(d(), db().siteId, 'client test')
      const seen: { url: string; authorization?: string }[] = []
      const outbound = async (url: string, init?: { headers?: Record<string, string> }) => {
        seen.push({ url, authorization: init?.headers?.authorization })
        return client.app.request(url.replace('https://stock.example.com', ''), { headers: init?.headers })
      }
      const settingsWith = {
        ...(await client.services.content.settings(site)),
        'stock_locator.api_root': 'https://stock.example.com/api/inventory/',
        'stock_locator.api_token': token,
      }
      const api = serverStockApi({ db: d(), site, settings: settingsWith, outbound })
      const page = await api.listing(LIST, 'items=1')
      expect(page).toMatchObject({ ok: true, data: { meta: { total: 3, items: 1 } } })
      expect(seen).toEqual([
        { url: `https://stock.example.com/api/inventory/public_api/listing/${LIST}?items=1`, authorization: `Bearer ${token}` },
      ])
      const wrong = serverStockApi({ db: d(), site, settings: { ...settingsWith, 'stock_locator.api_token': 'fct_wrong' }, outbound })
      expect(await wrong.listing(LIST)).toMatchObject({ ok: false, status: 401, errors: [{ title: 'Invalid client token' }] })
    })

    it('answers a network failure or a foreign answer as a result, never a throw', async () => {
      const settingsWith = { ...(await client.services.content.settings(site)), 'stock_locator.api_root': 'https://down.example.com' }
      const down = serverStockApi({
        db: d(),
        site,
        settings: settingsWith,
        outbound: async () => Promise.reject(new Error('connect ECONNREFUSED')),
      })
      expect(await down.brands()).toEqual({
        ok: false,
        status: 0,
        errors: [{ status: '0', title: 'Network error', detail: 'connect ECONNREFUSED' }],
      })
      const odd = serverStockApi({ db: d(), site, settings: settingsWith, outbound: async () => Response.json({ data: 'nope' }) })
      expect(await odd.brands()).toMatchObject({ ok: false, status: 502, errors: [{ title: 'Unexpected inventory answer' }] })
    })

    it('uses this server in-process with the setting empty', async () => {
      await d().insert(settings).values({ siteId: db().siteId, key: 'stock_locator.api_root', value: '' }).onConflictDoNothing()
      const api = serverStockApi({
        db: d(),
        site,
        settings: await client.services.content.settings(site),
        outbound: async () => Promise.reject(new Error('no HTTP')),
      })
      expect(await api.brands()).toMatchObject({ ok: true, data: { data: [{ id: 'Aurelia' }] } })
    })
  })
})
