import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { dealers, stockButtonSets, stockListings } from '~/db/schema/index.ts'
import { clientsByRole, type TestClient } from '~/test/app.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { feedFromText, importFeed } from './import.server.ts'

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
        { siteId, code: 'D1', name: 'Zeta Motors', state: 'NSW', locality: 'Parramatta', postcode: '2150', brands: ['Aurelia'] },
        { siteId, code: 'D2', name: 'Alpha Cars', state: 'VIC', locality: 'Richmond', postcode: '3121', brands: ['Aurelia', 'Vesta'] },
        { siteId, code: 'D3', name: 'Vesta City', state: 'NSW', locality: 'Sydney', postcode: '2000', brands: ['Vesta'] },
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
      for (const id of ['999999', '0', '-1', 'abc', '1e3', '99999999999999']) {
        const { status, body } = await get(`/public_api/listing/${LIST}/vehicle/${id}`)
        expect(status).toBe(404)
        expect(body.errors[0].title).toBe('Vehicle not found')
      }
    })
  })
})
