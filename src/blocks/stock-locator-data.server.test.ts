import { beforeAll, describe, expect, it } from 'vitest'
import { dealers, stockListings, stockVehicles } from '~/db/schema/index.ts'
import { createStockListingSource } from '~/stock/listing/source.server.ts'
import { feedFromText, importFeed } from '~/stock/write/import.server.ts'
import type { ListingReady } from '~/stock/ui/listing/view.ts'
import { blockDataContext } from '~/test/block-data.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { eq } from 'drizzle-orm'
import { cardVehicle, postcodeCardOptions } from '~/stock/ui/listing/card.ts'
import { listingUrl, readListingAnswer } from '~/stock/ui/listing/listing-api.ts'
import { apiQueryOf } from '~/stock/ui/listing/listing-state.ts'
import { testApp } from '~/test/app.ts'
import { stockLocatorOverseas } from './stock-locator-overseas/template.ts'
import { resolveStockLocator } from './stock-locator-data.server.ts'
import { stockLocator } from './stock-locator/template.ts'

const LIST = '5e1ec7ed-0000-4000-8000-000000000001'

const DEALERS = [
  { code: 'D1', name: 'Harbour Motors', state: 'NSW', locality: 'Sydney', postcode: '2000' },
  { code: 'D2', name: 'Yarra Cars', state: 'VIC', locality: 'Richmond', postcode: '3121' },
  { code: 'D3', name: 'Surry Motors', state: 'NSW', locality: 'Surry Hills', postcode: '2010' },
]

/** 15 vehicles: E5 and E7, new and used, stock and sold; prices and mileage rising with the number. */
const FLEET = Array.from({ length: 15 }, (_, i) => ({
  vin: `SL${String(i).padStart(2, '0')}`,
  state: i % 3 === 0 ? 'used' : 'new',
  status: i % 5 === 0 ? 'sold' : 'stock',
  nameplate_brand_name: i === 14 ? 'Vantor' : 'Aurelia',
  nameplate_name: i % 2 === 0 ? 'E5' : 'E7',
  nameplate_model_group: i === 14 ? 'SUV' : 'E Series',
  production_year: 2020 + (i % 5),
  mileage: i * 1000,
  power: 100 + i,
  msrp_price: 20000 + i * 1000,
  engine_type: ['bev'],
  color_name: 'Glacier White',
  financing_options: { cash: true },
  ...(i < 3 ? { photos: [{ normal: `/p/${i}.jpg`, medium: `/p/${i}-m.jpg`, hd: `/p/${i}-hd.jpg`, quarter_hd: `/p/${i}-q.jpg` }] } : {}),
  ...(i === 4 ? { sale_price: 21000, monthly_price: 299 } : {}),
  // The postcode search's retailers (ADR 085): five vehicles each, the new ones priced per state.
  owner_id: DEALERS[Math.floor(i / 5)]!.code,
  owner_state: DEALERS[Math.floor(i / 5)]!.state,
  ...(i % 3 === 0 ? {} : { price_metadata: { NSW: 50000 + i, VIC: 60000 + i } }),
}))

describeEachEngine('the listing blocks data (spec 3 §2)', (db) => {
  const resolve = (
    fields: Record<string, unknown>,
    search = '',
    settings: Record<string, string> = {},
    block: 'standard' | 'overseas' = 'standard',
  ) => {
    const template = block === 'standard' ? stockLocator : stockLocatorOverseas
    const context = {
      ...blockDataContext({ stock: createStockListingSource(db().database) }, settings, db().siteId),
      url: new URL(`http://x/stock${search}`),
    }
    context.site.basePath = '/'
    return resolveStockLocator(block)({ fields: template.schema.parse({ ci_key_list: LIST, ...fields }), groups: [] }, context)
  }
  const ready = async (...args: Parameters<typeof resolve>) => {
    const data = await resolve(...args)
    if (data.status !== 'ready') throw new Error(`not ready: ${data.status}`)
    return data as ListingReady
  }

  beforeAll(async () => {
    await db()
      .database.db.insert(dealers)
      .values(DEALERS.map((d) => ({ siteId: db().siteId, ...d })))
    const summary = await importFeed(db().database.db, db().siteId, feedFromText(JSON.stringify(FLEET), 'json'), { listingKey: LIST })
    expect(summary.errors).toEqual([])
    await db()
      .database.db.update(stockListings)
      .set({ disclaimers: { purchase_price: { enabled: true, description: 'Prices include VAT.' } } })
      .where(eq(stockListings.key, LIST))
  })

  it('renders the first page of 12 for a page without filters, newest first, with facets and disclaimers', async () => {
    const data = await ready({ 'filter-models': true, 'filter-mileage': true })
    expect(data.cards).toHaveLength(12)
    expect(data.meta).toEqual({ total: 15, page: 1, items: 12, pages: 2 })
    expect(data.shown).toEqual(['models', 'mileage'])
    expect(data.facets.checkbox.nameplate_name).toEqual(
      expect.arrayContaining([
        { value: 'E5', count: 8 },
        { value: 'E7', count: 7 },
      ]),
    )
    expect(data.facets.range.mileage).toEqual({ min: 0, max: 14000 })
    expect(data.disclaimers).toEqual({ purchase_price: { marker: '*', description: 'Prices include VAT.' } })
    expect(data.cards[0]!.href).toMatch(/^\/showroom\/.+-\d+$/)
  })

  it("keeps to the block's Brand family filter, whatever the URL's model group (spec 2 §3.3, ADR 163)", async () => {
    expect((await ready({ ci_key_model: 'All' })).meta.total).toBe(15)
    const suv = await ready({ ci_key_model: 'SUV' }, '?nameplate_model_group=E+Series')
    expect(suv.meta.total).toBe(1)
    expect(suv.family).toBe('SUV')
    expect((await ready({ ci_key_model: 'E Series' })).meta.total).toBe(14)
  })

  it("reads the page URL's filters, sort and pages (spec 3 §2 URL format), checkbox values sent one by one", async () => {
    const data = await ready(
      { 'filter-models': true, 'filter-statuses': true, 'filter-mileage': true },
      '?models=E5++E7&statuses=stock&mileage.to=9000&sort=mileageAsc',
    )
    expect(data.request).toEqual({
      values: { models: ['E5', 'E7'], statuses: ['stock'], mileage: { from: null, to: 9000 } },
      sort: 'mileageAsc',
      page: 1,
    })
    // Mileage 0 … 9000 is SL00 … SL09; SL00 and SL05 are sold.
    expect(data.meta.total).toBe(8)
    // The vehicles name no unit: the market's (general.language, en_GB by default) counts in miles (ADR 140).
    expect(data.cards.map((c) => c.attributes.find((a) => a.key === 'mileage')!.value)).toEqual([
      '1,000 miles',
      '2,000 miles',
      '3,000 miles',
      '4,000 miles',
      '6,000 miles',
      '7,000 miles',
      '8,000 miles',
      '9,000 miles',
    ])
    const two = await ready({}, '?page=2')
    expect(two.cards).toHaveLength(15)
    expect(two.meta.page).toBe(2)
  })

  it("ignores the URL's filters of filters the block does not show, and the block's brand narrows the list", async () => {
    expect((await ready({}, '?models=E5')).meta.total).toBe(15)
    expect((await ready({ sl_key_brand: 'Vantor' })).meta.total).toBe(1)
  })

  it('answers unfiltered, with a warning, for a URL the list query refuses', async () => {
    const context = await ready({ 'filter-statuses': true }, '?statuses=scrapped')
    expect(context.meta.total).toBe(15)
    expect(context.request.values).toEqual({})
  })

  it('answers no-list for an empty or unknown list, and not-overseas outside the overseas market', async () => {
    expect(await resolve({ ci_key_list: '' })).toEqual({ status: 'no-list', list: '' })
    expect(await resolve({ ci_key_list: '5e1ec7ed-0000-4000-8000-000000000099' })).toEqual({
      status: 'no-list',
      list: '5e1ec7ed-0000-4000-8000-000000000099',
    })
    expect(await resolve({}, '', {}, 'overseas')).toEqual({ status: 'not-overseas' })
    const overseas = await ready({}, '', { 'stock_locator.market': 'overseas' }, 'overseas')
    expect(overseas.market).toBe('overseas')
    expect(overseas.shown).toEqual(['models', 'statuses', 'production_year', 'engine_types', 'specific_colors'])
  })

  it("gives the browser's pages from the inventory API the same cards as the server's (one query, spec 3 §7)", async () => {
    const fields = { 'filter-models': true, 'filter-statuses': true }
    const server = await ready(fields, '?statuses=stock&sort=priceAsc&page=2')
    const app = testApp(db())
    const cards = []
    for (const page of [1, 2]) {
      const response = await app.request(listingUrl(LIST, apiQueryOf(server.request, page, server.brand)))
      expect(response.status).toBe(200)
      const answer = readListingAnswer(await response.json())
      expect(answer.meta).toEqual({ ...server.meta, page })
      if (page === 1) expect(answer.facets).toEqual(JSON.parse(JSON.stringify(server.facets)))
      cards.push(
        ...answer.vehicles.map((vehicle) =>
          cardVehicle(vehicle, { list: LIST, market: server.market, ...server.card, texts: server.texts }),
        ),
      )
    }
    expect(cards).toEqual(server.cards)
    expect(cards.some((card) => card.photo?.srcSet.includes('/p/1-q.jpg 640w'))).toBe(true)
    expect(cards.find((card) => card.prices[0]?.oldPrice)?.prices).toEqual([
      { type: 'purchase', value_raw: 21000, oldPrice: true, old_price_raw: 24000, hiddenFromVisitors: false, label: null },
      { type: 'lease', value_raw: 299, oldPrice: false, old_price_raw: null, hiddenFromVisitors: false, label: null },
    ])
  })

  describe('with the postcode search on (stock_locator.postcode_search, ADR 085)', () => {
    const ON = { 'stock_locator.postcode_search': 'true' }
    const fields = { 'filter-models': true, 'filter-states': true }
    // The fleet's vehicles by their ids in the database (card ids).
    const byId = new Map<string, (typeof FLEET)[number]>()
    const idOf = (vin: string) => [...byId].find(([, v]) => v.vin === vin)![0]
    const card = (data: ListingReady, vin: string) => data.cards.find((c) => c.id === idOf(vin))!
    const owners = (data: ListingReady) => new Set(data.cards.map((c) => byId.get(c.id)!.owner_id))
    beforeAll(async () => {
      const rows = await db().database.db.select({ id: stockVehicles.id, vin: stockVehicles.vin }).from(stockVehicles)
      for (const row of rows)
        byId.set(
          String(row.id),
          FLEET.find((v) => v.vin === row.vin)!,
        )
    })

    it('is off by default: the search keys are not read', async () => {
      const data = await ready(fields, '?_state=VIC')
      expect(data.postcode).toBeNull()
      expect(data.meta.total).toBe(15)
      expect(data.cards[0]!.href).not.toContain('?')
    })

    it('without a search: every vehicle at its list price, the modal shut until asked for (ADR 085 as amended)', async () => {
      const data = await ready(fields, '', ON)
      expect(data.postcode).toMatchObject({ mode: null, dealerCodes: [], modal: { open: false, closable: true } })
      expect(data.meta.total).toBe(15)
      const fresh = card(data, 'SL14')
      expect(fresh.prices[0]).toMatchObject({ type: 'purchase', value_raw: 34000 })
    })

    it("a state: its retailers' vehicles, their facet counts, its drive-away prices and links carrying the search", async () => {
      const data = await ready(fields, '?_state=VIC&page=1', ON)
      expect(data.postcode).toMatchObject({ mode: 'stateSearch', dealerCodes: ['D2'], driveAwayState: 'VIC' })
      expect(data.meta.total).toBe(5)
      expect(owners(data)).toEqual(new Set(['D2']))
      const counts = data.facets.checkbox.state!.reduce((sum, option) => sum + option.count, 0)
      expect(counts).toBe(5)
      const fresh = card(data, 'SL08')
      expect(fresh.prices[0]).toMatchObject({ type: 'purchase', value_raw: 60008, oldPrice: false })
      expect(fresh.href).toMatch(new RegExp(`-${idOf('SL08')}\\?_state=VIC$`))
      expect((await ready(fields, '?_state=NSW', ON)).meta.total).toBe(10)
    })

    it("a postcode with its suburb, and a retailer, whose vehicles take their retailer's state", async () => {
      const postcode = await ready(fields, '?_postcode=2010&_locality=surry+hills', ON)
      expect(postcode.postcode).toMatchObject({ mode: 'postcodeSearch', dealerCodes: ['D3'], driveAwayState: 'NSW' })
      expect(owners(postcode)).toEqual(new Set(['D3']))
      expect(card(postcode, 'SL13').prices[0]).toMatchObject({ value_raw: 50013 })
      const retailer = await ready(fields, '?_retailer=D1', ON)
      expect(retailer.postcode).toMatchObject({ mode: 'retailerSearch', dealerCodes: ['D1'], retailers: [{ name: 'Harbour Motors' }] })
      expect(owners(retailer)).toEqual(new Set(['D1']))
      expect(card(retailer, 'SL02').prices[0]).toMatchObject({ value_raw: 50002 })
    })

    it('a search without retailers: the modal stays open and unclosable over the unrestricted list', async () => {
      const data = await ready(fields, '?_state=TAS', ON)
      expect(data.postcode).toMatchObject({ mode: 'stateSearch', dealerCodes: [], modal: { open: true, closable: false } })
      expect(data.meta.total).toBe(15)
      expect(data.cards.every((card) => !card.href.includes('?'))).toBe(true)
    })

    it("gives the browser's next pages the server's restriction and prices (the inventory API, spec 3 §7)", async () => {
      const server = await ready(fields, '?_state=NSW&page=1', ON)
      const response = await testApp(db()).request(
        listingUrl(LIST, apiQueryOf(server.request, 1, server.brand, server.postcode!.dealerCodes)),
      )
      const answer = readListingAnswer(await response.json())
      expect(answer.meta.total).toBe(10)
      const options = { list: LIST, market: server.market, ...server.card, texts: server.texts, ...postcodeCardOptions(server.postcode) }
      expect(answer.vehicles.map((vehicle) => cardVehicle(vehicle, options))).toEqual(server.cards)
    })
  })
})
