import { beforeAll, expect, it } from 'vitest'
import { dealers } from '~/db/schema/index.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { feedFromText, importFeed } from '../write/import.server.ts'
import { parseListingQuery } from './query.ts'
import { queryListing } from './listing.server.ts'
import { postcodeSearchForListing } from './postcode-search.server.ts'
import { indexPostcodeAreas } from '../rules/postcode-areas.ts'

const LIST = '5ea4c0de-0000-4000-8000-000000000001'
const base = {
  state: 'new',
  status: 'stock',
  nameplate_brand_name: 'Aurelia',
  nameplate_name: 'E5',
  production_year: 2025,
  display_price: 40000,
}
const FLEET = [
  { ...base, vin: 'P01', owner_id: 'D1' },
  { ...base, vin: 'P02', owner_id: 'D1' },
  { ...base, vin: 'P03', owner_id: 'D2' },
  { ...base, vin: 'P04', owner_id: 'D3', nameplate_brand_name: 'Vesta' },
]

const at = (latitude: number, longitude: number) => ({ latitude, longitude })
/** ADR 106: the market's postcode areas, as the setting stock_locator.postcode_areas gives them. */
const AREAS = indexPostcodeAreas({ '2150': { lat: -33.815, lng: 151.003, name: 'Parramatta' } })

describeEachEngine('postcode search on the server (spec 3 §2, §4, §5, §7)', (db) => {
  const d = () => db().database.db
  const run = (query: string, brand?: string) => postcodeSearchForListing(d(), db().siteId, LIST, new URLSearchParams(query), brand)

  beforeAll(async () => {
    const siteId = db().siteId
    await d()
      .insert(dealers)
      .values([
        {
          siteId,
          code: 'D1',
          name: 'Harbour Motors',
          state: 'NSW',
          locality: 'Sydney',
          postcode: '2000',
          brands: ['Aurelia'],
          ...at(-33.8688, 151.2093),
        },
        {
          siteId,
          code: 'D2',
          name: 'Yarra Cars',
          state: 'VIC',
          locality: 'Richmond',
          postcode: '3121',
          brands: ['Aurelia'],
          ...at(-37.8183, 145.0018),
        },
        {
          siteId,
          code: 'D3',
          name: 'Vesta Sydney',
          state: 'NSW',
          locality: 'Surry Hills',
          postcode: '2010',
          brands: ['Vesta'],
          ...at(-33.8861, 151.2111),
        },
      ])
    expect((await importFeed(d(), siteId, feedFromText(JSON.stringify(FLEET), 'json'), { listingKey: LIST })).errors).toEqual([])
  })

  it('a state: its dealers, the state for drive-away prices, the listing restricted to them', async () => {
    const result = await run('_state=nsw&page=2')
    expect(result).toMatchObject({
      mode: 'stateSearch',
      dealerCodes: ['D1', 'D3'],
      listingParams: { 'filter[owner_dealer_codes_includes]': 'D1,D3' },
      driveAwayState: 'NSW',
      modal: { open: false, closable: true },
      // Its retailers are in Australian states: the search offers a state (ADR 122).
      states: true,
    })
    const query = parseListingQuery(new URLSearchParams(result!.listingParams))
    const listing = await queryListing(d(), db().siteId, LIST, query)
    expect(listing!.vehicles.map((v) => v.vin).sort()).toEqual(['P01', 'P02', 'P04'])
  })

  it('the brand narrows the dealers (q[brand_eq])', async () => {
    expect((await run('_state=NSW', 'Vesta'))?.dealerCodes).toEqual(['D3'])
  })

  it("a postcode with its locality: that locality's dealers and their state", async () => {
    expect(await run('_postcode=3121&_locality=richmond')).toMatchObject({
      mode: 'postcodeSearch',
      dealerCodes: ['D2'],
      driveAwayState: 'VIC',
    })
  })

  it('a retailer: its dealer codes as they are, the state of the retailer', async () => {
    expect(await run('_retailer=D2')).toMatchObject({
      mode: 'retailerSearch',
      dealerCodes: ['D2'],
      driveAwayState: 'VIC',
      modal: { open: false },
    })
  })

  it('a retailer the list does not have (a hand-made address) finds none, so the modal asks again', async () => {
    expect(await run('_retailer=BOGUS')).toMatchObject({
      mode: 'retailerSearch',
      dealerCodes: [],
      retailers: [],
      listingParams: {},
      modal: { open: true, closable: false },
    })
    expect(await run('_retailer=D2,BOGUS')).toMatchObject({ dealerCodes: ['D2'], modal: { open: false } })
  })

  it.each([
    ['_state=TAS', 'stateSearch'],
    ['_postcode=9999&_locality=Nowhere', 'postcodeSearch'],
  ])('%j: no dealers → the modal opens and cannot be closed; the listing is not restricted', async (query, mode) => {
    expect(await run(query)).toMatchObject({ mode, dealerCodes: [], listingParams: {}, modal: { open: true, closable: false } })
  })

  it('no search: the whole list, and the modal waits to be asked for (ADR 085 as amended)', async () => {
    expect(await run('')).toMatchObject({ mode: null, dealerCodes: [], listingParams: {}, modal: { open: false, closable: true } })
  })

  it.each<[string, string | undefined, string[]]>([
    // A postcode is a postcode whatever its spaces and case (ADR 085).
    ['_postcode=20%2000&_locality=Sydney', undefined, ['D1']],
    // No retailer has it: the nearest to its area, closest first, whatever their locality (ADR 106).
    ['_postcode=2150&_locality=Parramatta', undefined, ['D1', 'D3', 'D2']],
    ['_postcode=2150&_locality=Parramatta', 'Aurelia', ['D1', 'D2']],
    // An area the market does not know: nothing found, the modal says so.
    ['_postcode=9999&_locality=Nowhere', undefined, []],
    // A picked place (ADR 157): its nearest retailers, closest first, as for a known area.
    ['_near=-33.815,151.003&_locality=Parramatta', undefined, ['D1', 'D3', 'D2']],
    ['_near=-37.82,145&_locality=Richmond&_postcode=2000', 'Aurelia', ['D2', 'D1']],
  ])('%j (brand %s) → dealers %j', async (query, brand, codes) => {
    const found = await postcodeSearchForListing(d(), db().siteId, LIST, new URLSearchParams(query), brand, AREAS)
    expect(found?.dealerCodes).toEqual(codes)
    expect(found?.modal.open).toBe(codes.length === 0)
  })

  it('a picked place: its retailers with their distances for the summary, the listing restricted to them (ADR 157)', async () => {
    const result = await run('_near=-33.8915,151.2767&_locality=Bondi')
    expect(result).toMatchObject({
      search: { near: { lat: -33.8915, lng: 151.2767 }, locality: 'Bondi', postcode: null },
      mode: 'postcodeSearch',
      dealerCodes: ['D3', 'D1', 'D2'],
      listingParams: { 'filter[owner_dealer_codes_includes]': 'D3,D1,D2' },
      modal: { open: false, closable: true },
    })
    expect(result!.retailers.map((r) => r.name)).toEqual(['Vesta Sydney', 'Harbour Motors', 'Yarra Cars'])
  })

  it.each(['_near=-133.8,151&_locality=Parramatta', '_near=NaN,1&_locality=Parramatta', '_near=-33.8,151'])(
    '%j is no place: no search, the whole list, the modal waits',
    async (query) => {
      expect(await run(query)).toMatchObject({ mode: null, dealerCodes: [], listingParams: {}, modal: { open: false } })
    },
  )

  it('an unknown listing is null', async () => {
    expect(
      await postcodeSearchForListing(d(), db().siteId, '5ea4c0de-0000-4000-8000-0000000000ff', new URLSearchParams('_state=NSW')),
    ).toBeNull()
  })
})
