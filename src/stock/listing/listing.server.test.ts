import { eq, inArray, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { dealers, stockButtonSets, stockListings, stockVehicles } from '~/db/schema/index.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { feedFromText, importFeed } from '../write/import.server.ts'
import { parseListingQuery } from './query.ts'
import { cachedBytes, findVehicle, lightListing, queryListing, similarVehicles } from './listing.server.ts'

const LIST = '1c0ffee0-0000-4000-8000-000000000001'
const OTHER = '1c0ffee0-0000-4000-8000-000000000002'
const FORCED = '1c0ffee0-0000-4000-8000-000000000003'

/** Ten vehicles, each different on a few keys (vin → what the tests need of it). */
const base = { state: 'new', status: 'stock', nameplate_brand_name: 'Aurelia', nameplate_name: 'E5', nameplate_model_group: 'SUV' }
const FLEET = [
  {
    ...base,
    vin: 'V01',
    production_year: 2025,
    model_year: 2026,
    mileage: 5,
    power: 150,
    display_price: 45000,
    msrp_price: 47000,
    engine_type: ['phev'],
    transmission: 'auto',
    color_canonical: 'white',
    color_name: 'Glacier White',
    owner_id: 'D1',
    number_of_seats: 5,
    financing_options: { cash: true, lease: true },
  },
  {
    ...base,
    vin: 'V02',
    production_year: 2024,
    model_year: 2024,
    mileage: 12000,
    power: 110,
    display_price: 32000,
    msrp_price: 35000,
    // Its purchase price on request (spec 3 §4 Price hidden): the price sorts put it last.
    price_hidden: true,
    engine_type: ['petrol'],
    transmission: 'manual',
    color_canonical: 'black',
    color_name: 'Onyx',
    owner_id: 'D1',
    number_of_seats: 5,
    financing_options: { cash: true },
    state: 'used',
  },
  {
    ...base,
    vin: 'V03',
    production_year: 2023,
    model_year: 2023,
    mileage: 30000,
    power: 200,
    display_price: 52000,
    msrp_price: 60000,
    engine_type: ['bev'],
    transmission: 'auto',
    color_canonical: 'white',
    color_name: 'Pearl',
    owner_id: 'D2',
    number_of_seats: 7,
    financing_options: { lease: true },
    status: 'reserved',
    nameplate_name: 'E7',
  },
  {
    ...base,
    vin: 'V04',
    production_year: 2025,
    model_year: 2025,
    mileage: 0,
    power: 300,
    display_price: 80000,
    msrp_price: 82000,
    engine_type: ['bev', 'phev'],
    transmission: 'auto',
    color_canonical: 'red',
    color_name: 'Ruby',
    owner_id: 'D2',
    number_of_seats: 4,
    financing_options: { cash: true, rent: true },
    nameplate_brand_name: 'Vesta',
    nameplate_name: 'V9',
    nameplate_model_group: 'Sport',
  },
  {
    ...base,
    vin: 'V05',
    production_year: 2022,
    model_year: 2022,
    mileage: 60000,
    power: 90,
    display_price: 18000,
    msrp_price: 20000,
    engine_type: ['diesel'],
    transmission: 'manual',
    color_canonical: 'gray',
    color_name: 'Slate',
    owner_id: 'D3',
    number_of_seats: 5,
    state: 'approved',
    status: 'sold',
  },
  {
    ...base,
    vin: 'V06',
    production_year: 2025,
    model_year: 2025,
    mileage: 10,
    power: 150,
    display_price: 46000,
    msrp_price: 47000,
    engine_type: ['phev'],
    transmission: 'auto',
    color_canonical: 'white',
    color_name: 'Glacier White',
    owner_id: 'D3',
    number_of_seats: 5,
    status: 'available_soon',
  },
  {
    ...base,
    vin: 'V07',
    production_year: 2024,
    mileage: 100,
    display_price: 44000,
    engine_type: ['hev'],
    owner_id: 'D1',
    status: 'in_production',
  },
  {
    ...base,
    vin: 'V08',
    production_year: 2021,
    mileage: 90000,
    display_price: 15000,
    engine_type: ['petrol'],
    owner_id: 'D4',
    state: 'demo',
    status: 'demo',
  },
  // Not shown: hidden, and (below) retired by a full feed.
  { ...base, vin: 'V09', production_year: 2025, mileage: 1, display_price: 1000, visible: false },
  { ...base, vin: 'V10', production_year: 2025, mileage: 1, display_price: 1000 },
]
const LIVE = ['V01', 'V02', 'V03', 'V04', 'V05', 'V06', 'V07', 'V08']

describeEachEngine('the vehicle list (spec 3 §7)', (db) => {
  const d = () => db().database.db
  const siteId = () => db().siteId
  const ids = new Map<string, number>()
  const list = async (query: string, key = LIST) => {
    const page = await queryListing(d(), siteId(), key, parseListingQuery(new URLSearchParams(query)))
    if (!page) throw new Error('no list')
    return page
  }
  const vins = async (query: string, key = LIST) => (await list(query, key)).vehicles.map((v) => v.vin)
  const sorted = (list: string[]) => [...list].sort()
  /**
   * Feeds name only the market's retailers: the fleet's are in the market while `work` imports,
   * and leave it afterwards, so the reads see owner codes no dealer has (the dealer facet then
   * names them by code, as after a market's dealers changed).
   */
  const withRetailers = async (work: () => Promise<void>) => {
    const retailers = await d()
      .insert(dealers)
      .values(['D1', 'D2', 'D3', 'D4'].map((code) => ({ siteId: siteId(), code, name: code, state: 'NSW', brands: [] })))
      .returning({ id: dealers.id })
    try {
      await work()
    } finally {
      await d()
        .delete(dealers)
        .where(
          inArray(
            dealers.id,
            retailers.map((row) => row.id),
          ),
        )
    }
  }

  beforeAll(async () => {
    const feed = (vehicles: object[]) => feedFromText(JSON.stringify(vehicles), 'json')
    await d()
      .insert(stockButtonSets)
      .values({
        siteId: siteId(),
        code: 'reserve',
        setupType: 'extended',
        reservationFee: 250,
        buttons: [{ button_type: 'primary', label: 'Reserve', target: null, target_type: null, target_action: null }],
      })
    const fleet = FLEET.map((v) => (v.vin === 'V01' ? { ...v, button_set: 'reserve' } : v))
    await withRetailers(async () => {
      expect((await importFeed(d(), siteId(), feed(fleet), { listingKey: LIST })).errors).toEqual([])
      expect((await importFeed(d(), siteId(), feed(fleet.filter((v) => v.vin !== 'V10')), { listingKey: LIST, full: true })).retired).toBe(
        1,
      )
      // A vehicle's row is the last feed's (several lists share it).
      await importFeed(d(), siteId(), feed(fleet.slice(0, 3)), { listingKey: OTHER })
      await importFeed(d(), siteId(), feed(fleet), { listingKey: FORCED })
    })
    await d()
      .update(stockListings)
      .set({ forcedStatuses: ['stock', 'reserved'], forcedDealerCodes: ['D1', 'D2'] })
      .where(eq(stockListings.key, FORCED))
    // created_at in VIN order, a second apart, so the date sorts are known.
    for (const [i, vin] of FLEET.map((v) => v.vin).entries()) {
      const [row] = await d()
        .update(stockVehicles)
        .set({ createdAt: sql`timestamptz '2026-01-01T00:00:00Z' + make_interval(secs => ${i})` })
        .where(eq(stockVehicles.vin, vin))
        .returning({ id: stockVehicles.id })
      ids.set(vin, row!.id)
    }
  })

  it('shows only the live, visible vehicles of the list, newest first, with the total', async () => {
    const page = await list('')
    expect(page.vehicles.map((v) => v.vin)).toEqual([...LIVE].reverse())
    expect(page.meta).toEqual({ total: 8, page: 1, items: 12, pages: 1, sort: 'createdAtDesc' })
    expect(page.listing).toMatchObject({ key: LIST, name: LIST })
  })

  it('a vehicle reads as the feed gave it, under the spec names, with its own id', async () => {
    const [v01] = (await list('filter[nameplate_name_eq]=E5&owner_id_in=D1&state_in=new&status_in=stock')).vehicles
    expect(v01).toMatchObject({
      id: ids.get('V01'),
      vin: 'V01',
      state: 'new',
      nameplate_model_group: 'SUV',
      engine_type: ['phev'],
      financing_options: { cash: true, lease: true, rent: false },
      color_name: 'Glacier White',
      photos: [],
    })
  })

  it('an unknown list is null (the API answers 404)', async () => {
    expect(await queryListing(d(), siteId(), '1c0ffee0-0000-4000-8000-0000000000ff', parseListingQuery(new URLSearchParams()))).toBeNull()
    expect(await queryListing(d(), siteId(), 'not-a-uuid', parseListingQuery(new URLSearchParams()))).toBeNull()
  })

  it.each([
    ['nameplate_brand_name_in=Vesta', ['V04']],
    ['nameplate_brand_name_in=Aurelia,Vesta', LIVE],
    ['nameplate_model_group_eq=Sport', ['V04']],
    ['nameplate_name_in=E7,V9', ['V03', 'V04']],
    ['financing_options=rent', ['V04']],
    ['financing_options=lease,rent', ['V01', 'V03', 'V04']],
    ['state_in=used,approved', ['V02', 'V05']],
    ['engine_type_includes=phev', ['V01', 'V04', 'V06']],
    ['engine_type_includes=bev,diesel', ['V03', 'V04', 'V05']],
    ['transmission_in=manual', ['V02', 'V05']],
    ['color_canonical_in=white,red', ['V01', 'V03', 'V04', 'V06']],
    ['color_name_in=Glacier White', ['V01', 'V06']],
    ['status_in=reserved,sold', ['V03', 'V05']],
    ['owner_id_in=D2,D4', ['V03', 'V04', 'V08']],
    ['number_of_seats_in=7,4', ['V03', 'V04']],
    ['mileage_gteq=12000', ['V02', 'V03', 'V05', 'V08']],
    ['mileage_lteq=100', ['V01', 'V04', 'V06', 'V07']],
    ['mileage_gteq=10&mileage_lteq=12000', ['V02', 'V06', 'V07']],
    ['production_year_gteq=2024&production_year_lteq=2024', ['V02', 'V07']],
    ['model_year_lteq=2023', ['V03', 'V05']],
    ['power_gteq=200', ['V03', 'V04']],
    ['display_price_lteq=20000', ['V05', 'V08']],
    ['display_price_gteq=45000&display_price_lteq=52000', ['V01', 'V03', 'V06']],
    ['msrp_price_gteq=60000', ['V03', 'V04']],
    ['filter[nameplate_name_eq]=E7', ['V03']],
    ['filter[nameplate_brand_name_eq]=Vesta', ['V04']],
    ['forced_statuses=stock', ['V01', 'V02', 'V04']],
    ['forced_dealer_codes=D3', ['V05', 'V06']],
    ['filter[owner_dealer_codes_includes]=D1,D4', ['V01', 'V02', 'V07', 'V08']],
    ['state_in=new&engine_type_includes=phev&owner_id_in=D3', ['V06']],
  ])('%s', async (query, expected) => {
    expect(sorted(await vins(query))).toEqual(sorted(expected))
    expect((await list(query)).meta.total).toBe(expected.length)
  })

  it.each([
    ['productionYearAsc', ['V08', 'V05', 'V03', 'V02', 'V07', 'V01', 'V04', 'V06']],
    ['productionYearDesc', ['V06', 'V04', 'V01', 'V07', 'V02', 'V03', 'V05', 'V08']],
    ['createdAtAsc', LIVE],
    ['createdAtDesc', [...LIVE].reverse()],
    ['mileageAsc', ['V04', 'V01', 'V06', 'V07', 'V02', 'V03', 'V05', 'V08']],
    ['mileageDesc', ['V08', 'V05', 'V03', 'V02', 'V07', 'V06', 'V01', 'V04']],
    ['priceAsc', ['V08', 'V05', 'V07', 'V01', 'V06', 'V03', 'V04', 'V02']],
    ['priceDesc', ['V04', 'V03', 'V06', 'V01', 'V07', 'V05', 'V08', 'V02']],
    // spec 3 §4's status order; newest first within a status.
    ['status', ['V04', 'V02', 'V01', 'V06', 'V03', 'V05', 'V07', 'V08']],
  ])('sort=%s', async (sort, expected) => {
    expect(await vins(`sort=${sort}`)).toEqual(expected)
  })

  it('pages: items (clamped to 1…12) per page, page ≥ 1, the total on every page', async () => {
    expect(await list('items=3&page=1&sort=createdAtAsc')).toMatchObject({ meta: { total: 8, page: 1, items: 3, pages: 3 } })
    expect(await vins('items=3&page=1&sort=createdAtAsc')).toEqual(['V01', 'V02', 'V03'])
    expect(await vins('items=3&page=3&sort=createdAtAsc')).toEqual(['V07', 'V08'])
    expect(await list('items=3&page=4')).toMatchObject({ vehicles: [], meta: { total: 8, pages: 3 } })
    expect((await list('items=0')).vehicles).toHaveLength(1)
    expect((await list('items=100')).meta.items).toBe(12)
  })

  it('facet counts are disjunctive: an option counts every other filter but not its own key', async () => {
    const { facets, meta } = await list('state_in=new&engine_type_includes=phev')
    expect(meta.total).toBe(3) // V01, V04, V06
    // state: the engine filter applies, the state filter does not (V01, V04, V06 new; no used phev).
    expect(facets.checkbox.state).toEqual([{ value: 'new', count: 3 }])
    // engine_type: state=new applies (V01, V03, V04, V06, V07), engine does not.
    expect(facets.checkbox.engine_type).toEqual([
      { value: 'bev', count: 2 },
      { value: 'hev', count: 1 },
      { value: 'phev', count: 3 },
    ])
    // Every other key: both filters apply.
    expect(facets.checkbox.owner_id).toEqual([
      { value: 'D1', count: 1 },
      { value: 'D2', count: 1 },
      { value: 'D3', count: 1 },
    ])
    expect(facets.checkbox.financing_options).toEqual([
      { value: 'cash', count: 2 },
      { value: 'lease', count: 1 },
      { value: 'rent', count: 1 },
    ])
    expect(facets.checkbox.number_of_seats).toEqual([
      { value: '4', count: 1 },
      { value: '5', count: 2 },
    ])
    expect(facets.range.power).toEqual({ min: 150, max: 300 })
  })

  it('facets without filters: every option of the list with its count, enumerations in the spec order; ranges min/max', async () => {
    const { facets } = await list('')
    expect(facets.checkbox.state).toEqual([
      { value: 'new', count: 5 },
      { value: 'used', count: 1 },
      { value: 'approved', count: 1 },
      { value: 'demo', count: 1 },
    ])
    expect(facets.checkbox.nameplate_brand_name).toEqual([
      { value: 'Aurelia', count: 7 },
      { value: 'Vesta', count: 1 },
    ])
    expect(facets.checkbox.color_canonical!.map((o) => o.value)).toEqual(['white', 'black', 'gray', 'red'])
    expect(facets.range).toEqual({
      mileage: { min: 0, max: 90000 },
      production_year: { min: 2021, max: 2025 },
      model_year: { min: 2022, max: 2026 },
      power: { min: 90, max: 300 },
      display_price: { min: 15000, max: 80000 },
      msrp_price: { min: 20000, max: 82000 },
    })
  })

  it('a range facet applies the other filters only; a selected option with no vehicles is still listed, at 0', async () => {
    const { facets, meta } = await list('mileage_lteq=100&color_canonical_in=orange&state_in=new')
    expect(meta.total).toBe(0)
    // Colour orange applies; the others' options are the list's at 0 (ADR 180).
    expect(facets.checkbox.state).toEqual([
      { value: 'new', count: 0 },
      { value: 'used', count: 0 },
      { value: 'approved', count: 0 },
      { value: 'demo', count: 0 },
    ])
    expect(facets.checkbox.color_canonical).toEqual([
      { value: 'white', count: 2 },
      { value: 'black', count: 0 },
      { value: 'gray', count: 0 },
      { value: 'red', count: 1 },
      { value: 'orange', count: 0 },
    ])
  })

  // ADR 180: a filter set no vehicle meets keeps every filter there to loosen.
  it('with no vehicle left, every option of the list is listed and the ranges span the list', async () => {
    const { facets, meta } = await list('msrp_price_lteq=1')
    expect(meta.total).toBe(0)
    expect(facets.checkbox.nameplate_brand_name).toEqual([
      { value: 'Aurelia', count: 0 },
      { value: 'Vesta', count: 0 },
    ])
    expect(facets.checkbox.state!.map((o) => o.value)).toEqual(['new', 'used', 'approved', 'demo'])
    expect(facets.range.mileage).toEqual({ min: 0, max: 90000 })
    // The budget's own range: what loosening it would bring.
    expect(facets.range.msrp_price).toEqual({ min: 20000, max: 82000 })
    // With vehicles, no change: counts of the filters alone.
    expect((await list('msrp_price_lteq=20000')).facets.checkbox.nameplate_brand_name).toEqual([{ value: 'Aurelia', count: 1 }])
  })

  it('only the facets asked for (a block shows the filters its editor turned on)', async () => {
    const page = await queryListing(d(), siteId(), LIST, parseListingQuery(new URLSearchParams('state_in=new&mileage_lteq=100')), {
      facets: ['state', 'engine_type', 'mileage'],
    })
    expect(page?.meta.total).toBe(4)
    expect(page?.facets).toEqual({
      checkbox: {
        state: [{ value: 'new', count: 4 }],
        engine_type: [
          { value: 'bev', count: 1 },
          { value: 'hev', count: 1 },
          { value: 'phev', count: 3 },
        ],
      },
      range: { mileage: { min: 0, max: 30000 } },
    })
  })

  it("a range's own bounds do not narrow its min and max; the other filters do", async () => {
    expect((await list('mileage_lteq=100')).facets.range.mileage).toEqual({ min: 0, max: 90000 })
    expect((await list('mileage_lteq=100&state_in=used,approved')).facets.range).toMatchObject({
      mileage: { min: 12000, max: 60000 }, // V02, V05: the state filter applies
      // Both filters apply: no used or approved vehicle under 100 km, so none is left; the list's span (ADR 180).
      power: { min: 90, max: 300 },
    })
  })

  it('counts are cached per list version: an import into any list of the market shows at once', async () => {
    const before = await list('state_in=used')
    expect(before.facets.checkbox.state!.find((o) => o.value === 'used')).toEqual({ value: 'used', count: 1 })
    // V02 (used) becomes approved through another list's feed.
    const v02 = { ...FLEET.find((v) => v.vin === 'V02')!, state: 'approved' }
    await withRetailers(async () => {
      await importFeed(d(), siteId(), feedFromText(JSON.stringify([v02]), 'json'), { listingKey: OTHER })
    })
    const after = await list('state_in=used')
    expect(after.meta.total).toBe(0)
    expect(after.facets.checkbox.state).toEqual([
      { value: 'new', count: 5 },
      { value: 'used', count: 0 },
      { value: 'approved', count: 2 },
      { value: 'demo', count: 1 },
    ])
    await withRetailers(async () => {
      await importFeed(d(), siteId(), feedFromText(JSON.stringify([FLEET.find((v) => v.vin === 'V02')]), 'json'), { listingKey: OTHER })
    })
    expect((await list('state_in=used')).meta.total).toBe(1)
  })

  it("the list's forced statuses and dealer codes always apply (and narrow the query's own)", async () => {
    // stock or reserved, of D1 or D2 (V07 is in production, V05 of D3).
    expect(sorted(await vins('', FORCED))).toEqual(['V01', 'V02', 'V03', 'V04'])
    expect(sorted(await vins('forced_statuses=reserved', FORCED))).toEqual(['V03'])
    expect((await list('', FORCED)).facets.checkbox.status).toEqual([
      { value: 'stock', count: 3 },
      { value: 'reserved', count: 1 },
    ])
  })

  it('the light list: the same filters, sort and paging, a few fields', async () => {
    const light = await lightListing(
      d(),
      siteId(),
      LIST,
      parseListingQuery(new URLSearchParams('state_in=used,approved&sort=priceAsc&items=1')),
    )
    expect(light).toEqual({
      vehicles: [
        {
          id: ids.get('V05'),
          vin: 'V05',
          state: 'approved',
          status: 'sold',
          nameplate_name: 'E5',
          production_year: 2022,
          display_price: 18000,
          cover_photo: null,
        },
      ],
      meta: { total: 2, page: 1, items: 1 },
    })
    expect((await lightListing(d(), siteId(), LIST, parseListingQuery(new URLSearchParams('page=9'))))?.meta.total).toBe(8)
  })

  it('findVehicle: by id in any of the lists named, with those lists and its button set; null when hidden, retired or elsewhere', async () => {
    const found = await findVehicle(d(), siteId(), [OTHER, LIST], ids.get('V01')!)
    expect(found?.vehicle).toMatchObject({ vin: 'V01' })
    expect(found?.listings.map((l) => l.key)).toEqual([OTHER, LIST])
    expect(found?.buttonSet).toMatchObject({
      code: 'reserve',
      setup_type: 'extended',
      reservation_fee: 250,
      buttons: [{ label: 'Reserve' }],
    })
    expect((await findVehicle(d(), siteId(), [LIST], ids.get('V02')!))?.buttonSet).toBeNull()
    expect(await findVehicle(d(), siteId(), [OTHER], ids.get('V05')!)).toBeNull()
    expect(await findVehicle(d(), siteId(), [LIST], ids.get('V09')!)).toBeNull() // hidden
    expect(await findVehicle(d(), siteId(), [LIST], ids.get('V10')!)).toBeNull() // retired from LIST
    expect(await findVehicle(d(), siteId(), [FORCED], ids.get('V10')!)).toBeNull() // no owner: outside the forced dealers
    expect(await findVehicle(d(), siteId(), [FORCED], ids.get('V02')!)).toMatchObject({ vehicle: { vin: 'V02' } })
    expect(await findVehicle(d(), siteId(), [FORCED], ids.get('V05')!)).toBeNull() // sold: outside the forced statuses
    expect(await findVehicle(d(), siteId(), [], ids.get('V01')!)).toBeNull()
  })

  it('similarVehicles: the same model, without the vehicle itself, at most 6', async () => {
    const similar = await similarVehicles(d(), siteId(), LIST, { id: ids.get('V01')!, nameplate_name: 'E5' })
    expect(similar.map((v) => v.vin)).toEqual(['V08', 'V07', 'V06', 'V05', 'V02'])
    expect((await similarVehicles(d(), siteId(), LIST, { id: ids.get('V01')!, nameplate_name: 'E5' }, 2)).length).toBe(2)
    expect((await similarVehicles(d(), siteId(), LIST, { id: ids.get('V01')!, nameplate_name: 'E5' }, 50)).length).toBe(5)
    expect(await similarVehicles(d(), siteId(), LIST, { id: ids.get('V04')!, nameplate_name: 'V9' })).toEqual([])
  })

  it("the dealer facet names its options by the market's dealers, by name; the value stays the code", async () => {
    const site = siteId()
    const inserted = await d()
      .insert(dealers)
      .values([
        { siteId: site, code: 'D1', name: 'Zeta Motors', state: 'NSW', locality: 'Parramatta', postcode: '2150', brands: [] },
        { siteId: site, code: 'D2', name: 'Alpha Cars', state: 'VIC', locality: 'Richmond', postcode: '3121', brands: [] },
      ])
      .returning({ id: dealers.id })
    try {
      // D3 and D4 have no dealer in the market: their codes, unlabelled, after the named ones.
      expect((await list('')).facets.checkbox.owner_id).toEqual([
        { value: 'D2', count: 2, label: 'Alpha Cars' },
        { value: 'D1', count: 3, label: 'Zeta Motors' },
        { value: 'D3', count: 2 },
        { value: 'D4', count: 1 },
      ])
      // Filtering is by code, as before; a selected dealer is named too.
      const page = await list('owner_id_in=D2&state_in=used')
      expect(page.facets.checkbox.owner_id).toContainEqual({ value: 'D2', count: 0, label: 'Alpha Cars' })
    } finally {
      await d()
        .delete(dealers)
        .where(
          inArray(
            dealers.id,
            inserted.map((row) => row.id),
          ),
        )
    }
  })
})

describe('the bytes a cached match set or sort order counts', () => {
  const key = 'k'.repeat(150)
  it.each([
    { vehicles: 300, array: new Uint8Array(38), atLeast: 38 + 300 + 300 },
    { vehicles: 100_000, array: new Uint8Array(12_500), atLeast: 12_500 + 300 + 300 },
    { vehicles: 100_000, array: new Int32Array(100_000), atLeast: 400_000 + 300 + 300 },
  ])('$vehicles vehicles: the array, its key and the entry’s objects', ({ array, atLeast }) => {
    expect(cachedBytes(array, key)).toBeGreaterThanOrEqual(atLeast)
  })

  it('keeps a small list’s match sets under 16 MB to tens of thousands, not hundreds of thousands', () => {
    expect((16 * 2 ** 20) / cachedBytes(new Uint8Array(38), key)).toBeLessThan(30_000)
  })
})
