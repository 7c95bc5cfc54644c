import { eq } from 'drizzle-orm'
import { listAudit } from '~/audit/audit.server.ts'
import { beforeAll, describe, expect, it } from 'vitest'
import { dealers, settings, stockButtonSets, stockConfigEntries, stockListings } from '~/db/schema/index.ts'
import { clientsByRole, type TestClient } from '~/test/app.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { addMarket, clientWithGrants } from '~/test/markets.ts'
import { addClientToken, revokeClientTokens } from './tokens.server.ts'
import { feedFromText, importFeed } from '../write/import.server.ts'
import { inventoryApi } from './routes.server.ts'
import type { InventoryAccess } from './access.server.ts'

const LIST = '2c0ffee0-0000-4000-8000-000000000001'
const OTHER = '2c0ffee0-0000-4000-8000-000000000002'
const UNKNOWN = '2c0ffee0-0000-4000-8000-0000000000ff'
const photo = (n: number) => ({ normal: `/p/${n}.jpg`, medium: `/p/${n}-m.jpg`, hd: `/p/${n}-hd.jpg`, quarter_hd: `/p/${n}-qhd.jpg` })
const base = { state: 'new', status: 'stock', nameplate_brand_name: 'Aurelia', nameplate_name: 'E5', nameplate_model_group: 'SUV' }
const FLEET = [
  {
    ...base,
    vin: 'A01',
    production_year: 2025,
    mileage: 5,
    display_price: 45000,
    msrp_price: 47000,
    sale_price: 44000,
    monthly_price: 499,
    engine_type: ['phev'],
    owner_id: 'D1',
    photos: [photo(1), photo(2)],
    button_set: 'reserve',
  },
  {
    ...base,
    vin: 'A02',
    production_year: 2024,
    mileage: 12000,
    display_price: 32000,
    engine_type: ['petrol'],
    owner_id: 'D1',
    state: 'used',
  },
  {
    ...base,
    vin: 'A03',
    production_year: 2023,
    mileage: 30000,
    display_price: 52000,
    engine_type: ['bev'],
    owner_id: 'D2',
    nameplate_name: 'E7',
    status: 'reserved',
  },
  {
    ...base,
    vin: 'A04',
    production_year: 2025,
    mileage: 0,
    display_price: 80000,
    engine_type: ['bev'],
    owner_id: 'D3',
    nameplate_brand_name: 'Vesta',
    nameplate_name: 'V9',
  },
  { ...base, vin: 'A05', production_year: 2022, mileage: 10, display_price: 46000, engine_type: ['phev'], owner_id: 'D2' },
  { ...base, vin: 'A06', production_year: 2021, mileage: 100, display_price: 44000, engine_type: ['hev'], owner_id: 'D1' },
  { ...base, vin: 'A07', production_year: 2021, mileage: 100, display_price: 40000, engine_type: ['hev'], owner_id: 'D1' },
  { ...base, vin: 'A08', production_year: 2021, mileage: 100, display_price: 41000, engine_type: ['hev'], owner_id: 'D1' },
  { ...base, vin: 'A09', production_year: 2021, mileage: 100, display_price: 42000, engine_type: ['hev'], owner_id: 'D1' },
  { ...base, vin: 'A10', production_year: 2021, mileage: 100, display_price: 43000, engine_type: ['hev'], owner_id: 'D1' },
  { ...base, vin: 'A11', production_year: 2021, mileage: 100, display_price: 39000, engine_type: ['hev'], owner_id: 'D1' },
  { ...base, vin: 'A12', production_year: 2021, mileage: 100, display_price: 38000, engine_type: ['hev'], owner_id: 'D1' },
  { ...base, vin: 'A13', production_year: 2021, mileage: 100, display_price: 37000, engine_type: ['hev'], owner_id: 'D1' },
  // Hidden, and retired by the full feed below: never shown.
  { ...base, vin: 'A14', production_year: 2025, display_price: 1000, visible: false, owner_id: 'D4' },
  { ...base, vin: 'A15', production_year: 2025, display_price: 1000, owner_id: 'D4' },
]
const LIVE = 13
/** Parramatta, Richmond (Melbourne) and Sydney: D1, D2 and D3's positions. */
const POSITIONS = [
  { latitude: -33.815, longitude: 151.003 },
  { latitude: -37.8183, longitude: 145.0018 },
  { latitude: -33.8688, longitude: 151.2093 },
]

/** Every route the API documents, with the access it declares (`x-access`). */
const document = (await (await inventoryApi().request('/openapi.json')).json()) as {
  paths: Record<string, Record<string, { summary: string; 'x-access': InventoryAccess }>>
}
const inventoryRoutes = Object.entries(document.paths).flatMap(([path, operations]) =>
  Object.entries(operations).map(([method, operation]) => ({ method, path, access: operation['x-access'] })),
)

describeEachEngine('inventory API (/api/inventory, spec 3 §7)', (db) => {
  let clients: Awaited<ReturnType<typeof clientsByRole>>
  let anon: TestClient
  const ids = new Map<string, string>()
  const d = () => db().database.db
  const get = async (path: string, init: RequestInit = {}) => {
    const response = await anon.request(`/api/inventory${path}`, init)
    return { status: response.status, body: await response.json(), headers: response.headers }
  }

  beforeAll(async () => {
    clients = await clientsByRole(db())
    anon = clients.anonymous
    const siteId = db().siteId
    await d()
      .insert(stockButtonSets)
      .values({
        siteId,
        code: 'reserve',
        setupType: 'extended',
        reservationFee: 250,
        financingOptions: ['cash'],
        buttons: [{ button_type: 'reserve', label: 'Reserve now', target: null, target_type: null, target_action: null }],
      })
    await d()
      .insert(dealers)
      .values([
        // Where they are: a search by distance (ADR 157) ranks them.
        ...[
          { code: 'D1', name: 'Zeta Motors', state: 'NSW', locality: 'Parramatta', postcode: '2150', brands: ['Aurelia'] },
          { code: 'D2', name: 'Alpha Cars', state: 'VIC', locality: 'Richmond', postcode: '3121', brands: ['Aurelia', 'Vesta'] },
          { code: 'D3', name: 'Vesta City', state: 'NSW', locality: 'Sydney', postcode: '2000', brands: ['Vesta'] },
        ].map((d, i) => ({ siteId, ...d, ...POSITIONS[i]! })),
        { siteId, code: 'D4', name: 'Hidden Only', state: 'NSW', locality: 'Sydney', postcode: '2000', brands: ['Aurelia'] },
        { siteId, code: 'D9', name: 'No Stock', state: 'NSW', locality: 'Sydney', postcode: '2000', brands: ['Aurelia'] },
      ])
    const feed = (vehicles: object[]) => feedFromText(JSON.stringify(vehicles), 'json')
    expect((await importFeed(d(), siteId, feed(FLEET), { listingKey: LIST })).errors).toEqual([])
    await importFeed(d(), siteId, feed(FLEET.filter((v) => v.vin !== 'A15')), { listingKey: LIST, full: true })
    await importFeed(d(), siteId, feed(FLEET.slice(2, 4)), { listingKey: OTHER })
    await d()
      .update(stockListings)
      .set({ disclaimers: { purchase_price: { enabled: true, description: 'Drive away' } } })
      .where(eq(stockListings.key, LIST))
    const page = await get(`/public_api/listing/${LIST}?items=12`)
    const page2 = await get(`/public_api/listing/${LIST}?items=12&page=2`)
    for (const v of [...page.body.data, ...page2.body.data]) ids.set(v.attributes.vin, v.id)
    const hidden = await get(`/public_api/listing/${LIST}/light?items=1&sort=priceAsc`)
    expect(hidden.status).toBe(200)
  })

  describe('GET /public_api/listing/{listingId}', () => {
    it('answers a JSON:API page with photos, the list and button sets included, and facets in meta', async () => {
      const { status, body, headers } = await get(`/public_api/listing/${LIST}`)
      expect(status).toBe(200)
      expect(body.data).toHaveLength(12)
      expect(body.meta).toMatchObject({ total: LIVE, page: 1, items: 12, pages: 2, sort: 'createdAtDesc' })
      expect(body.meta.facets.checkbox.nameplate_brand_name).toEqual([
        { value: 'Aurelia', count: 12 },
        { value: 'Vesta', count: 1 },
      ])
      expect(body.meta.facets.range.display_price).toEqual({ min: 32000, max: 80000 })
      const a01 = [...body.data, ...(await get(`/public_api/listing/${LIST}?page=2`)).body.data].find((v) => v.attributes.vin === 'A01')
      expect(a01.type).toBe('vehicle')
      expect(a01.relationships.photos.data).toEqual([
        { id: `${a01.id}-1`, type: 'photo' },
        { id: `${a01.id}-2`, type: 'photo' },
      ])
      expect(a01.relationships.listing.data).toEqual({ id: LIST, type: 'listing' })
      expect(a01.relationships.owner.data.type).toBe('dealer')
      expect(a01.relationships.button_set.data).toMatchObject({ type: 'button_set' })
      expect(a01.attributes).toMatchObject({ state: 'new', status: 'stock', cover_photo_medium: '/p/1-m.jpg', monthly_price: 499 })
      expect(body.included).toContainEqual({
        id: LIST,
        type: 'listing',
        attributes: { uuid: LIST, name: LIST, disclaimers: { purchase_price: { enabled: true, description: 'Drive away' } } },
      })
      expect(headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300')
    })

    it('includes the photos and button set of the vehicles on the page', async () => {
      const { body } = await get(`/public_api/listing/${LIST}?sort=priceDesc&items=3`)
      const vins = body.data.map((v: { attributes: { vin: string } }) => v.attributes.vin)
      expect(vins).toEqual(['A04', 'A03', 'A05'])
      const { body: withA01 } = await get(`/public_api/listing/${LIST}?sort=priceDesc&display_price_lteq=45000&display_price_gteq=45000`)
      expect(withA01.included).toContainEqual({
        id: `${ids.get('A01')}-1`,
        type: 'photo',
        attributes: {
          sequence: 1,
          big_path: '/p/1.jpg',
          medium_path: '/p/1-m.jpg',
          quarter_hd_path: '/p/1-qhd.jpg',
          hd_path: '/p/1-hd.jpg',
          full_path: '/p/1.jpg',
        },
      })
      expect(withA01.included).toContainEqual(
        expect.objectContaining({
          type: 'button_set',
          attributes: expect.objectContaining({ setup_type: 'extended', reservation_fee: 250 }),
        }),
      )
    })

    it.each([
      ['items=0', 1],
      ['items=-5', 1],
      ['items=99', 12],
      ['items=3', 3],
      ['', 12],
    ])('clamps items (%s → %i)', async (query, items) => {
      const { status, body } = await get(`/public_api/listing/${LIST}?${query}`)
      expect(status).toBe(200)
      expect(body.meta.items).toBe(items)
      expect(body.data).toHaveLength(Math.min(items, LIVE))
    })

    it('reads repeated and comma-joined checkbox filters alike, and the operators', async () => {
      const repeated = await get(`/public_api/listing/${LIST}?status_in=stock&status_in=reserved&engine_type_includes=bev`)
      const joined = await get(`/public_api/listing/${LIST}?status_in=stock,reserved&engine_type_includes=bev`)
      expect(repeated.body.meta.total).toBe(2)
      expect(joined.body.data.map((v: { id: string }) => v.id)).toEqual(repeated.body.data.map((v: { id: string }) => v.id))
      const ranged = await get(`/public_api/listing/${LIST}?production_year_gteq=2024&mileage_lteq=100`)
      expect(ranged.body.data.map((v: { attributes: { vin: string } }) => v.attributes.vin).sort()).toEqual(['A01', 'A04'])
    })

    it.each([
      ['sort=cheapest', 'sort'],
      ['page=0', 'page'],
      ['status_in=parked', 'status_in'],
      ['mileage_lteq=lots', 'mileage_lteq'],
      ['number_of_seats_in=five', 'number_of_seats_in'],
      ['nameplate_model_group_eq=a,b', 'nameplate_model_group_eq'],
      ['items=abc', 'items'],
    ])('answers 400 naming the parameter (%s)', async (query, parameter) => {
      const { status, body } = await get(`/public_api/listing/${LIST}?${query}`)
      expect(status).toBe(400)
      expect(body.errors[0]).toMatchObject({ status: '400', title: 'Invalid query parameter', source: { parameter } })
      expect(body.errors[0].detail).toMatch(new RegExp(`^${parameter.replace(/[[\]]/g, '\\$&')}: `))
    })

    it('answers 404 for an unknown or malformed list, and never a 5xx for odd input', async () => {
      for (const key of [UNKNOWN, 'not-a-uuid', '%00', 'x'.repeat(500)]) {
        const { status, body } = await get(`/public_api/listing/${encodeURIComponent(key)}`)
        expect(status).toBe(404)
        expect(body.errors[0].title).toBe('Listing not found')
      }
      for (const query of [
        'page=99999999999',
        'items=1e308',
        'mileage_gteq=1e308',
        'power_lteq=3000000000',
        'display_price_lteq=1e308',
        'sort=',
        'status_in=' + 'x,'.repeat(300),
        '%zz=1',
      ]) {
        const { status } = await get(`/public_api/listing/${LIST}?${query}`)
        expect(status, query).toBeLessThan(500)
      }
    })

    it('answers similar vehicles through filter[nameplate_name_in], at most 6', async () => {
      const { status, body } = await get(`/public_api/listing/${LIST}?filter[nameplate_name_in]=E5&items=12`)
      expect(status).toBe(200)
      expect(body.meta.items).toBe(6)
      expect(body.data).toHaveLength(6)
      expect(body.data.every((v: { attributes: { nameplate_name: string } }) => v.attributes.nameplate_name === 'E5')).toBe(true)
      const bad = await get(`/public_api/listing/${LIST}?filter[nameplate_name_in]=${'x'.repeat(201)}`)
      expect(bad.status).toBe(400)
      expect(bad.body.errors[0].source.parameter).toBe('filter[nameplate_name_in]')
    })
  })

  describe('GET /public_api/listing/{listingId}/light', () => {
    it('answers few fields, the same filters and paging, no facets', async () => {
      const { status, body } = await get(`/public_api/listing/${LIST}/light?sort=priceAsc&items=2`)
      expect(status).toBe(200)
      expect(body.meta).toEqual({ total: LIVE, page: 1, items: 2 })
      expect(body.data.map((v: { attributes: { vin: string } }) => v.attributes.vin)).toEqual(['A02', 'A13'])
      expect(Object.keys(body.data[0].attributes).sort()).toEqual(
        ['cover_photo', 'display_price', 'nameplate_name', 'production_year', 'state', 'status', 'vin'].sort(),
      )
      expect((await get(`/public_api/listing/${UNKNOWN}/light`)).status).toBe(404)
      expect((await get(`/public_api/listing/${LIST}/light?sort=x`)).body.errors[0].source.parameter).toBe('sort')
    })
  })

  describe('GET /public_api/listing/{listingId}/vehicle/{vehicleId}', () => {
    it('answers one vehicle with meta.buttons and meta.prices', async () => {
      const id = ids.get('A01')!
      const { status, body } = await get(`/public_api/listing/${LIST}/vehicle/${id}`)
      expect(status).toBe(200)
      expect(body.data).toMatchObject({ id, type: 'vehicle', attributes: { vin: 'A01' } })
      expect(body.data.relationships.owner.data).toMatchObject({ type: 'dealer' })
      expect(body.meta.buttons).toEqual([
        expect.objectContaining({
          button_set_setup_id: Number(body.data.relationships.button_set.data.id),
          button_type: 'reserve',
          label: 'Reserve now',
        }),
      ])
      expect(body.meta.prices).toEqual({ sale_price: 44000, msrp_price: 47000, monthly_price: 499, subscribe_price: null })
      expect(body.included.map((r: { type: string }) => r.type).sort()).toEqual(['button_set', 'listing', 'photo', 'photo'])
    })

    it('takes comma-joined list keys (the showroom apiEndpoint) and includes each list that shows it', async () => {
      const id = ids.get('A03')!
      const { status, body } = await get(`/public_api/listing/${UNKNOWN},${OTHER},${LIST}/vehicle/${id}`)
      expect(status).toBe(200)
      expect(body.included.filter((r: { type: string }) => r.type === 'listing').map((r: { id: string }) => r.id)).toEqual([OTHER, LIST])
      expect((await get(`/public_api/listing/${OTHER}/vehicle/${ids.get('A01')}`)).status).toBe(404)
    })

    it('answers 404 for a hidden, retired, unknown or malformed vehicle', async () => {
      const { body: all } = await get(`/public_api/listing/${LIST}/light?items=12&page=1`)
      expect(all.data.map((v: { attributes: { vin: string } }) => v.attributes.vin)).not.toContain('A14')
      for (const id of ['999999', '0', '-1', 'abc', '1e3', '99999999999999', '2147483648', '9999999999']) {
        const { status, body } = await get(`/public_api/listing/${LIST}/vehicle/${id}`)
        expect(status).toBe(404)
        expect(body.errors[0].title).toBe('Vehicle not found')
      }
    })
  })

  describe('GET /public_api/listing//{listingId}/retailers', () => {
    const names = (body: { data: { attributes: { name: string } }[] }) => body.data.map((r) => r.attributes.name)
    it("answers the dealers owning the list's live vehicles, by name, with dealer_code and locality (double or single slash)", async () => {
      for (const path of [`/public_api/listing//${LIST}/retailers`, `/public_api/listing/${LIST}/retailers`]) {
        const { status, body } = await get(path)
        expect(status).toBe(200)
        expect(names(body)).toEqual(['Alpha Cars', 'Vesta City', 'Zeta Motors'])
        expect(body.data[0]).toMatchObject({ type: 'retailer', attributes: { dealer_code: 'D2', locality: 'Richmond', state: 'VIC' } })
      }
    })

    it.each([
      ['q[brand_eq]=vesta', ['Alpha Cars', 'Vesta City']],
      ['q[state_eq]=nsw', ['Vesta City', 'Zeta Motors']],
      ['q[postcode_eq]=2150', ['Zeta Motors']],
      ['q[locality_eq]=SYDNEY', ['Vesta City']],
      ['q[state_eq]=NSW&q[brand_eq]=Aurelia', ['Zeta Motors']],
      ['q[state_eq]=WA', []],
    ])('narrows by %s', async (query, expected) => {
      const { body } = await get(`/public_api/listing//${LIST}/retailers?${query}`)
      expect(names(body)).toEqual(expected)
    })

    it('answers 404 for an unknown list and 400 naming a bad parameter', async () => {
      expect((await get(`/public_api/listing//${UNKNOWN}/retailers`)).status).toBe(404)
      const bad = await get(`/public_api/listing//${LIST}/retailers?q[state_eq]=${'x'.repeat(50)}`)
      expect(bad.status).toBe(400)
      expect(bad.body.errors[0].source.parameter).toBe('q[state_eq]')
    })

    // ADR 157: a place picked from the postcode search's suggestions.
    const distances = (body: { data: { attributes: { name: string; distance_km?: number; search_area?: string } }[] }) =>
      body.data.map(({ attributes: a }) => [a.name, a.distance_km, a.search_area])
    it.each<[string, [string, number, string | undefined][]]>([
      // Bondi, Sydney: the nearest three, closest first, the place's name their search area.
      [
        'q[near]=-33.8915,151.2767&q[locality_eq]=Bondi',
        [
          ['Vesta City', 6.7, 'Bondi'],
          ['Zeta Motors', 26.7, 'Bondi'],
          ['Alpha Cars', 714.2, 'Bondi'],
        ],
      ],
      // The brand narrows; the state, a postcode and the locality do not (the place is the shopper's).
      [
        'q[near]=-33.8915,%20151.2767&q[brand_eq]=Aurelia&q[state_eq]=VIC&q[postcode_eq]=3121',
        [
          ['Zeta Motors', 26.7, undefined],
          ['Alpha Cars', 714.2, undefined],
        ],
      ],
    ])('%s → the nearest retailers with their distances', async (query, expected) => {
      const { status, body } = await get(`/public_api/listing//${LIST}/retailers?${query}`)
      expect(status).toBe(200)
      expect(distances(body)).toEqual(expected)
    })

    it('an empty q[near] is no place, as an empty parameter is none', async () => {
      const { status, body } = await get(`/public_api/listing//${LIST}/retailers?q[near]=&q[state_eq]=VIC`)
      expect(status).toBe(200)
      expect(distances(body)).toEqual([['Alpha Cars', undefined, undefined]])
    })

    it.each([
      ['91,0', 'a latitude off the globe'],
      ['0,-180.01', 'a longitude off the globe'],
      ['-33.89', 'one number'],
      ['-33.89,151.27,4', 'three numbers'],
      ['NaN,NaN', 'not numbers'],
      ['Infinity,0', 'an infinity'],
      ['1e1,0', 'an exponent'],
      ['Bondi', 'a name'],
      [`1.${'1'.repeat(60)},0`, 'too long'],
      ['%00', 'a NUL'],
    ])('q[near]=%s (%s) → 400 naming q[near], never a 500', async (value) => {
      const { status, body } = await get(`/public_api/listing//${LIST}/retailers?q[near]=${value}`)
      expect(status).toBe(400)
      // The input guard names a NUL before the route reads it (src/server/input-guard.server.ts).
      expect(body.errors[0].source.parameter).toBe('q[near]')
    })

    it('documents q[near] in its OpenAPI document, as its other parameters', async () => {
      const { body } = await get('/openapi.json')
      const parameters = body.paths['/public_api/listing/{listingId}/retailers'].get.parameters as {
        name: string
        in: string
        description?: string
        schema: { type: string; maxLength?: number; pattern?: string }
      }[]
      const near = parameters.find((p) => p.name === 'q[near]')!
      expect(near).toMatchObject({ in: 'query', required: false, schema: { type: 'string', maxLength: 40 } })
      expect(near.description).toMatch(/nearest retailers/)
      expect(new RegExp(near.schema.pattern!).test('-33.8915,151.2767')).toBe(true)
    })
  })

  describe('the other public calls', () => {
    it('GET /public_api/company_config/{scope}: all sections by default, one by name, 404 otherwise', async () => {
      const all = await get('/public_api/company_config/all')
      expect(all.status).toBe(200)
      expect(all.body.data).toMatchObject({ id: 'all', type: 'company_config' })
      expect(all.body.data.attributes.stock_locator).toMatchObject({
        items_min: 1,
        items_max: 12,
        similar_vehicles_items_max: 6,
        default_sort: 'createdAtDesc',
      })
      expect(all.body.data.attributes.stock_locator.listings.map((l: { uuid: string }) => l.uuid).sort()).toEqual([LIST, OTHER].sort())
      expect(all.body.data.attributes.locale).toMatchObject({ language_code: 'en', language_fallback: 'en' })
      expect(all.body.data.attributes.currency).toMatchObject({ symbol: '€', delimiter: ',' })
      // The values the list call accepts: a status the feed knows (demo) is offered, a made-up one refused.
      expect(all.body.data.attributes.enumerations.statuses).toContain('demo')
      for (const status of all.body.data.attributes.enumerations.statuses)
        expect((await get(`/public_api/listing/${LIST}/light?status_in=${status}`)).status).toBe(200)
      expect((await get('/public_api/company_config')).body).toEqual(all.body)
      const one = await get('/public_api/company_config/currency', { headers: { 'company-config': 'currency' } })
      expect(Object.keys(one.body.data.attributes)).toEqual(['currency'])
      expect((await get('/public_api/company_config/secrets')).status).toBe(404)
    })

    it("GET /public_api/company_config: features from the market's additional showroom config", async () => {
      const [row] = await d()
        .insert(stockConfigEntries)
        .values({ siteId: db().siteId, kind: 'showroom', configType: 'additional', data: { postcode_search: true } })
        .returning()
      const { body } = await get('/public_api/company_config/features')
      expect(body.data.attributes.features).toEqual({
        postcode_search: true,
        owner_visible: false,
        display_selected_vehicles: false,
        postcode_filter: false,
      })
      await d().delete(stockConfigEntries).where(eq(stockConfigEntries.id, row!.id))
      expect((await get('/public_api/company_config/features')).body.data.attributes.features.postcode_search).toBe(false)
      // ADR 085: the setting that turns the listings' search on says so too.
      const { bumpContentRevision } = await import('~/sites/revision.server.ts')
      const set = async (value: string) => {
        await d()
          .insert(settings)
          .values({ siteId: db().siteId, key: 'stock_locator.postcode_search', value })
          .onConflictDoUpdate({ target: [settings.siteId, settings.key], set: { value } })
        await bumpContentRevision(d(), db().siteId)
        anon.services.content.invalidate()
      }
      await set('true')
      try {
        expect((await get('/public_api/company_config/features')).body.data.attributes.features.postcode_search).toBe(true)
      } finally {
        await set('false')
      }
    })

    it('GET /public_api/widget_translations_configs/{id}: texts by lower-cased language code (en, he, ar; ADR 089)', async () => {
      const en = await get('/public_api/widget_translations_configs/en')
      expect(en.body.data.attributes.data['retailers.no_results']).toBe('Sorry, there were no results for your search.')
      const he = await get('/public_api/widget_translations_configs/HE')
      expect(he.body.data).toMatchObject({ id: 'he', type: 'widget_translations_config' })
      expect(he.body.data.attributes.data['list.load_more']).toBe('טען עוד')
      expect(he.body.data.attributes.data['price.omv']).toBe('OMV')
      const ar = await get('/public_api/widget_translations_configs/ar_AE')
      expect(ar.body.data).toMatchObject({ id: 'ar', type: 'widget_translations_config' })
      expect(ar.body.data.attributes.data['sort.priceAsc']).toBe('السعر: الأقل أولًا')
      expect((await get('/public_api/widget_translations_configs/fr')).status).toBe(404)
    })

    it('GET /trade_in/form_options: {value, name} options, brands and models from the stock', async () => {
      const { status, body } = await get('/trade_in/form_options?lang=en')
      expect(status).toBe(200)
      // The stock's brands among the other common makes, in order; "Other" last.
      const brands = body.data.brands.map((b: { name: string }) => b.name)
      expect(brands).toEqual(expect.arrayContaining(['Aurelia', 'Vesta', 'Ford', 'Škoda']))
      expect(brands.slice(0, 3)).toEqual(['Alfa Romeo', 'Audi', 'Aurelia'])
      expect(body.data.brands.at(-1)).toEqual({ value: 'other', name: 'Other' })
      expect(body.data.models.map((m: { value: string }) => m.value)).toEqual(['E5', 'E7', 'V9'])
      expect(body.data.fuelTypes).toContainEqual({ value: 'bev', name: 'Electric' })
      expect(body.data.bodyTypes).toContainEqual({ value: 'suv', name: 'SUV' })
      expect((await get('/trade_in/form_options?brand=vesta')).body.data.models).toEqual([{ value: 'V9', name: 'V9' }])
      // Body and fuel types are named in the language asked; the values stay the same.
      const arabic = (await get('/trade_in/form_options?lang=ar')).body.data
      expect(arabic.fuelTypes).toContainEqual({ value: 'bev', name: 'كهربائية' })
      expect(arabic.bodyTypes).toContainEqual({ value: 'suv', name: 'رياضية متعددة الاستخدامات' })
      // Any language asked is an answer, English for one the catalogue lacks or that is none.
      for (const lang of ['en_GB', 'xx-YY', '!!', '%F0%9F%9A%97'])
        expect((await get(`/trade_in/form_options?lang=${lang}`)).body.data.bodyTypes).toContainEqual({ value: 'suv', name: 'SUV' })
    })

    it('GET /public_api/vehicles/config_data: a build the market holds (ADR 101); 400 naming config_url, 404 unknown', async () => {
      const url = 'https://configurator.example.com/build/e7?trim=hse'
      const [row] = await d()
        .insert(stockConfigEntries)
        .values({
          siteId: db().siteId,
          kind: 'order_online',
          configType: 'config_order_online',
          data: {
            configurator: {
              hosts: ['configurator.example.com'],
              builds: [
                { config_url: url, item_id: 'x761', model: 'E7', version: 'HSE', color: 'Ruby', availability: 'in_production' },
                {
                  config_url: '/configure/e5?trim=s',
                  item_id: 'x590',
                  model: 'E5',
                  model_year: 2026,
                  net_price: 40000,
                  include_tax: false,
                },
              ].map((b, i) => ({ ...b, gross_price: 61000 - i, reservation_fee: 500, options: [{ name: 'Tow bar', price: 900 }] })),
            },
          },
        })
        .returning()
      try {
        // The host's case and a fragment do not matter: the same share link.
        const asked = 'https://CONFIGURATOR.example.com/build/e7?trim=hse#summary'
        const { status, body } = await get(`/public_api/vehicles/config_data?config_url=${encodeURIComponent(asked)}`)
        expect(status).toBe(200)
        expect(body.data.attributes).toMatchObject({
          state: 'new',
          status: 'in_production',
          color_name: 'Ruby',
          nameplate_external_code: 'x761',
          nameplate_name: 'E7',
          version: 'HSE',
          msrp_price: 61000,
          config_url: url,
          features_optional: [{ name: 'Tow bar', price: 900 }],
        })
        expect(body.included).toEqual([
          { id: '1', type: 'button_set', attributes: { setup_type: 'extended', reservation_fee: 500, financing_options: [], buttons: [] } },
        ])
        expect(body.meta.buttons[0]).toMatchObject({ button_set_setup_id: 1 })
        const relative = await get(`/public_api/vehicles/config_data?config_url=${encodeURIComponent('/configure/e5?trim=s')}`)
        expect(relative.body.data.attributes).toMatchObject({ nameplate_external_code: 'x590', msrp_price: 40000, production_year: 2026 })
        for (const query of [
          '',
          'config_url=',
          `config_url=${encodeURIComponent('http://configurator.example.com/build/e7?trim=hse')}`,
          `config_url=${encodeURIComponent('https://evil.example/build/e7?trim=hse')}`,
          `config_url=${encodeURIComponent('//configurator.example.com/build/e7')}`,
        ]) {
          const bad = await get(`/public_api/vehicles/config_data?${query}`)
          expect(bad.status, query).toBe(400)
          expect(bad.body.errors[0].source.parameter).toBe('config_url')
        }
        const unknown = await get(
          `/public_api/vehicles/config_data?config_url=${encodeURIComponent('https://configurator.example.com/build/x')}`,
        )
        expect(unknown.status).toBe(404)
        expect(unknown.body.errors[0].detail).toBe('config_url: This market holds no configurator build for this config_url.')
        expect((await get(`/public_api/vehicles/config_data?config_url=%2Fa%00`)).status).toBe(400)
      } finally {
        await d().delete(stockConfigEntries).where(eq(stockConfigEntries.id, row!.id))
      }
    })

    it('GET /public_api/brands and /public_api/nameplates: the live stock', async () => {
      const brands = await get('/public_api/brands')
      expect(brands.body.data).toEqual([
        { id: 'Aurelia', type: 'brand', attributes: { name: 'Aurelia', vehicles_count: 12 } },
        { id: 'Vesta', type: 'brand', attributes: { name: 'Vesta', vehicles_count: 1 } },
      ])
      const nameplates = await get('/public_api/nameplates')
      expect(nameplates.body.data.map((n: { attributes: { name: string } }) => n.attributes.name)).toEqual(['E5', 'E7', 'V9'])
      expect((await get('/public_api/nameplates?filter[brand_name_eq]=Vesta')).body.data).toHaveLength(1)
    })

    it("GET /{site}/all?config_type=…: the market's config entries of those types", async () => {
      await d()
        .insert(stockConfigEntries)
        .values([
          { siteId: db().siteId, kind: 'showroom', configType: 'cash', data: { accordion_content: [] } },
          { siteId: db().siteId, kind: 'showroom', configType: 'lease', vehicleState: 'used', data: { popup_content: [] } },
          { siteId: db().siteId, kind: 'order_online', configType: 'order_online', data: { vendor: { type: 'NO_PAYMENT_JAPAN' } } },
        ])
      const showroom = await get('/default/all?config_type=additional,cash,lease,subscription')
      expect(showroom.status).toBe(200)
      expect(showroom.body.data).toEqual([
        { config_type: 'cash', state: null, data: { accordion_content: [] } },
        { config_type: 'lease', state: 'used', data: { popup_content: [] } },
      ])
      const order = await get('/default/all?config_type=order_online&config_type=order_online_steps_page')
      expect(order.body.data).toEqual([{ config_type: 'order_online', state: null, data: { vendor: { type: 'NO_PAYMENT_JAPAN' } } }])
      expect((await get('/other-market/all?config_type=cash')).status).toBe(404)
      const bad = await get('/default/all?config_type=cash,secrets')
      expect(bad.status).toBe(400)
      expect(bad.body.errors[0].source.parameter).toBe('config_type')
    })

    it('serves its OpenAPI document', async () => {
      const { status, body } = await get('/openapi.json')
      expect(status).toBe(200)
      expect(body.servers).toEqual([{ url: '/api/inventory' }])
      // The server adds the order journey's buy-online calls under this base (src/server).
      expect(body.paths).toMatchObject(document.paths)
    })
  })

  describe('client tokens (spec 3 §6, ADR 072)', () => {
    const path = `/public_api/listing/${LIST}?items=1`
    it('answers anonymous reads publicly, a live token privately, and a wrong token 401', async () => {
      const { token } = await addClientToken(d(), db().siteId, 'partner site')
      const ok = await get(path, { headers: { authorization: `Bearer ${token}` } })
      expect(ok.status).toBe(200)
      expect(ok.headers.get('cache-control')).toBe('private, no-store')
      for (const header of ['Bearer fct_wrong', `Bearer ${token.slice(0, -1)}x`, 'Basic abc', `Token ${token}`, '\u00a0']) {
        const refused = await get(path, { headers: { authorization: header } })
        expect(refused.status).toBe(401)
        expect(refused.body.errors[0].title).toBe('Invalid client token')
        expect(refused.headers.get('www-authenticate')).toMatch(/^Bearer/)
      }
      expect(await revokeClientTokens(d(), db().siteId, 'partner site')).toBe(1)
      expect((await get(path, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401)
    })

    it("refuses another market's token", async () => {
      const other = await addMarket(db(), 'inv-token-other')
      const { token } = await addClientToken(d(), other.id, 'other')
      expect((await get(path, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401)
    })

    it('lets a client with a token read where the market requires a login; anonymous visitors get 401', async () => {
      const { token } = await addClientToken(d(), db().siteId, 'login required')
      const { bumpContentRevision } = await import('~/sites/revision.server.ts')
      const set = async (value: string) => {
        await d()
          .insert(settings)
          .values({ siteId: db().siteId, key: 'general.login_required', value })
          .onConflictDoUpdate({ target: [settings.siteId, settings.key], set: { value } })
        await bumpContentRevision(d(), db().siteId)
        anon.services.content.invalidate()
      }
      await set('true')
      try {
        expect((await get(path)).status).toBe(401)
        expect((await get(path, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200)
        expect((await get(path, { headers: { authorization: 'Bearer fct_nope' } })).status).toBe(401)
        // A header that is there but blank is no way around the login either.
        for (const blank of ['\u00a0', 'Bearer \u00a0', '\u00a0\u00a0'])
          expect((await get(path, { headers: { authorization: blank } })).status, JSON.stringify(blank)).toBe(401)
      } finally {
        await set('false')
      }
    })
  })

  describe('admin config entries (/admin/config_entries)', () => {
    const json = (method: string, body: unknown): RequestInit => ({
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    it('lets administrators add, read, change and delete entries, checked by the showroom schema', async () => {
      const admin = clients.admin
      const created = await admin.request(
        '/api/inventory/admin/config_entries',
        json('POST', { config_type: 'subscription', state: 'new', data: { modal_content: [{ type: 'html', html: '<p>Hi</p>' }] } }),
      )
      expect(created.status).toBe(201)
      const id = (await created.json()).data.id
      const read = await (await admin.request(`/api/inventory/admin/config_entries/${id}`)).json()
      expect(read.data.attributes).toMatchObject({ config_type: 'subscription', kind: 'showroom', state: 'new' })
      const bad = await admin.request(
        '/api/inventory/admin/config_entries',
        json('POST', { config_type: 'cash', data: { accordion_content: [{ type: 'html', html: '' }] } }),
      )
      expect(bad.status).toBe(422)
      expect((await bad.json()).errors[0].source.pointer).toMatch(/^\/data\/accordion_content/)
      const put = await admin.request(
        `/api/inventory/admin/config_entries/${id}`,
        json('PUT', { config_type: 'order_online_success_page', data: { content: {} } }),
      )
      expect((await put.json()).data.attributes).toMatchObject({
        kind: 'order_online',
        config_type: 'order_online_success_page',
        state: null,
      })
      const listed = await (await admin.request('/api/inventory/admin/config_entries?config_type=order_online_success_page')).json()
      expect(listed.data.map((e: { id: string }) => e.id)).toEqual([id])
      expect((await admin.request(`/api/inventory/admin/config_entries/${id}`, { method: 'DELETE' })).status).toBe(200)
      expect((await admin.request(`/api/inventory/admin/config_entries/${id}`)).status).toBe(404)
      const audit = await listAudit(d(), db().siteId, { search: 'stock_config_entry', page: 1, perPage: 10 })
      expect(audit.rows.map((r: { action: string }) => r.action)).toEqual(
        expect.arrayContaining(['stock_config_entry.create', 'stock_config_entry.update', 'stock_config_entry.delete']),
      )
    })

    it('refuses a write without the CSRF token', async () => {
      const response = await clients.admin.request('/api/inventory/admin/config_entries', {
        ...json('POST', { config_type: 'cash', data: {} }),
        csrf: false,
      })
      expect(response.status).toBe(403)
    })
  })

  describe('roles on every documented route', () => {
    type Who = 'anonymous' | 'editor' | 'admin' | 'otherAdmin'
    const expected = (access: InventoryAccess, who: Who, method: string, path: string) => {
      if (access === 'admin') return who === 'anonymous' ? [401] : who === 'admin' ? [200, 201, 404] : [403]
      if (path === '/public_api/vehicles/config_data') return [400]
      if (path.includes('{vehicleId}')) return [404]
      return method === 'get' ? [200] : [404]
    }
    const url = (path: string) =>
      path
        .replace('{listingId}', LIST)
        .replace('{vehicleId}', '999999')
        .replace('{scope}', 'all')
        .replace('{id}', path.startsWith('/admin') ? '999999' : 'en')
        .replace('{site}', 'default')
    it.each(
      inventoryRoutes.flatMap((r) =>
        (['anonymous', 'editor', 'admin', 'otherAdmin'] as const).map((who) => [`${r.method.toUpperCase()} ${r.path}`, who, r] as const),
      ),
    )('%s as %s', async (_name, who, route) => {
      const other = who === 'otherAdmin' ? await addMarket(db(), `inv-roles-${Math.random().toString(36).slice(2, 8)}`) : null
      const client = other
        ? await clientWithGrants(db(), [{ siteId: other.id, role: 'admin' }], { services: anon.services })
        : clients[who as Exclude<Who, 'otherAdmin'>]
      const init: RequestInit = { method: route.method.toUpperCase(), headers: { 'content-type': 'application/json' } }
      if (route.method === 'post' || route.method === 'put') init.body = JSON.stringify({ config_type: 'cash', data: {} })
      const response = await client.request(`/api/inventory${url(route.path)}`, init)
      expect(expected(route.access, who, route.method, route.path)).toContain(response.status)
    })
  })
})
