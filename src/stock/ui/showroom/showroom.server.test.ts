import { eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { stockButtonSets, stockConfigEntries, stockVehicles } from '~/db/schema/index.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { feedFromText, importFeed } from '../../write/import.server.ts'
import { similarVehicles } from '../../listing/listing.server.ts'
import { listKeysOf, loadShowroom, type ShowroomResult } from './showroom.server.ts'

const LIST = '5e0ffee0-0000-4000-8000-000000000001'
const OTHER = '5e0ffee0-0000-4000-8000-000000000002'

const base = {
  state: 'new',
  status: 'stock',
  nameplate_brand_name: 'Vesta',
  nameplate_name: 'Ridge',
  production_year: 2025,
  engine_type: ['phev'],
  transmission: 'auto',
  color_name: 'Fuji White',
  msrp_price: 50000,
  owner_name: 'Harbour Motors',
  owner_email: 'sales@harbour.example',
}
const FLEET = [
  { ...base, vin: 'S01', button_set: 'reserve' },
  { ...base, vin: 'S02', color_name: 'Onyx' },
  { ...base, vin: 'S03', status: 'sold' },
  { ...base, vin: 'S04' },
  { ...base, vin: 'S05', nameplate_name: 'Coast' },
  { ...base, vin: 'S06', state: 'used', mileage: 12000 },
]

describeEachEngine('the showroom page data (spec 3 §2, §4)', (db) => {
  const d = () => db().database.db
  const ids = new Map<string, number>()
  const load = (path: string, settings: Record<string, string> = {}, basePath = '/') => {
    const url = new URL(`http://localhost${basePath === '/' ? '' : basePath}${path}`)
    const slugParam = decodeURIComponent(url.pathname.replace(/^.*\/showroom\//, ''))
    return loadShowroom(d(), { siteId: db().siteId, settings, slugParam, url, basePath })
  }
  const found = (result: ShowroomResult) => {
    if (result.kind !== 'found') throw new Error(`expected found, got ${result.kind}`)
    return result.page
  }

  beforeAll(async () => {
    await d()
      .insert(stockButtonSets)
      .values({
        siteId: db().siteId,
        code: 'reserve',
        setupType: 'extended',
        reservationFee: 250,
        buttons: [{ button_type: 'primary', label: 'Reserve', target: null, target_type: null, target_action: null }],
      })
    const feed = (vehicles: object[]) => feedFromText(JSON.stringify(vehicles), 'json')
    expect((await importFeed(d(), db().siteId, feed(FLEET), { listingKey: LIST })).errors).toEqual([])
    await importFeed(d(), db().siteId, feed(FLEET.slice(0, 1)), { listingKey: OTHER })
    // S04 leaves the list: a full feed without it retires it.
    await importFeed(d(), db().siteId, feed(FLEET.filter((v) => v.vin !== 'S04')), { listingKey: LIST, full: true })
    for (const row of await d().select({ id: stockVehicles.id, vin: stockVehicles.vin }).from(stockVehicles)) ids.set(row.vin, row.id)
    await d()
      .insert(stockConfigEntries)
      .values([
        {
          siteId: db().siteId,
          kind: 'showroom',
          configType: 'cash',
          vehicleState: null,
          data: {
            accordion_content: [
              { type: 'html', html: '<p>Pay <b>cash</b></p><script>alert(1)</script>' },
              { type: 'html', html: '  ' },
            ],
          },
        },
        {
          siteId: db().siteId,
          kind: 'showroom',
          configType: 'lease',
          vehicleState: 'used',
          data: { popup_content: [{ type: 'html', html: 'x' }] },
        },
      ])
  })

  const path = (vin: string, slug = 'new-vesta-ridge-2025-phev-auto-fuji-white') => `/showroom/${slug}-${ids.get(vin)}`

  it('answers the vehicle of a canonical path, normalised, with reservation, finance and similar vehicles', async () => {
    const page = found(await load(path('S01')))
    expect(page.vehicle.id).toBe(ids.get('S01'))
    expect(page.vehicle.publicationLists).toEqual([LIST, OTHER])
    expect(page.sourceListKey).toBe(LIST)
    expect(page.vehicle.reservation?.href).toBe(`/showroom-order-online/vehicle/${ids.get('S01')}`)
    expect(page.finance.map((f) => [f.type, f.accordion.length])).toEqual([['cash', 1]])
    expect(page.finance[0]!.accordion[0]).toMatchObject({ type: 'html' })
    expect(JSON.stringify(page.finance)).not.toContain('<script')
    // Same model, live, for sale, not itself: S02, S06 (S03 sold; S04 retired; S05 another model).
    expect(page.similar.map((s) => s.id).sort()).toEqual([ids.get('S02'), ids.get('S06')].sort())
    expect(page.similar[0]!.href).toMatch(/^\/showroom\/(new|used)-vesta-ridge-2025-phev-auto-.*-\d+$/)
    expect(page.backButton).toEqual({ publicationList: LIST, path: '/', label: null })
    expect(page.category).toBe('pdp')
    expect(page.calculator).not.toBeNull()
    expect(page.specificationVariant).toBe('list')
  })

  it('uses the list of ?list= first, and sl.back_button for the back button', async () => {
    const page = found(
      await load(`${path('S01')}?list=${OTHER}`, {
        'sl.back_button': JSON.stringify({ [OTHER]: { path: '/approved', label: 'Back to approved' } }),
        'stock_locator.showroom_specification': 'accordion',
      }),
    )
    expect(page.sourceListKey).toBe(OTHER)
    expect(page.backButton).toEqual({ publicationList: OTHER, path: '/approved', label: 'Back to approved' })
    expect(page.specificationVariant).toBe('accordion')
  })

  it('falls back to the stock page path and logs a bad sl.back_button (spec 3 §8)', async () => {
    const warnings: string[] = []
    const url = new URL(`http://localhost${path('S02', 'new-vesta-ridge-2025-phev-auto-onyx')}`)
    const result = await loadShowroom(d(), {
      siteId: db().siteId,
      settings: { 'sl.back_button': '{nope', 'stock_locator.stock_page_path': '/stock' },
      slugParam: url.pathname.slice('/showroom/'.length),
      url,
      basePath: '/',
      warn: (m) => warnings.push(m),
    })
    expect(found(result).backButton.path).toBe('/stock')
    expect(warnings).toContain('Error in sl.back_button setting: parsing JSON failed')
  })

  it('redirects a wrong slug of a right id to the canonical path, keeping the query and the base path', async () => {
    expect(await load(`${path('S01', 'old-name')}?list=${LIST}`)).toEqual({
      kind: 'redirect',
      location: `${path('S01')}?list=${LIST}`,
    })
    expect(await load(path('S01', 'x'), {}, '/ar')).toEqual({ kind: 'redirect', location: `/ar${path('S01')}` })
  })

  it.each([
    ['/showroom/no-id-here'],
    ['/showroom/new-vesta-ridge-999999'],
    ['/showroom/99999999999999999999'],
    // Beyond what the database's ids hold: not found, not a failed query.
    ['/showroom/new-vesta-ridge-2147483648'],
    ['/showroom/9999999999'],
  ])('is not found for %s', async (p) => {
    expect(await load(p)).toMatchObject({ kind: 'not-found', similar: [] })
  })

  it('is gone for a sold or retired vehicle, with similar stock of the model', async () => {
    for (const vin of ['S03', 'S04']) {
      const result = await load(path(vin))
      expect(result.kind).toBe('gone')
      if (result.kind !== 'gone') return
      expect(result.model).toBe('Ridge')
      expect(result.similar.map((s) => s.id)).not.toContain(ids.get(vin))
      expect(result.similar.length).toBeGreaterThan(0)
    }
  })

  it('fills the similar strip with cars for sale: a sold one takes no place of the six', async () => {
    const vehicle = { id: ids.get('S01')!, nameplate_name: 'Ridge' }
    const newestTwo = await similarVehicles(d(), db().siteId, LIST, vehicle, 2)
    expect(newestTwo.map((v) => v.vin)).toContain('S03')
    const forSale = await similarVehicles(d(), db().siteId, LIST, vehicle, 2, { forSale: true })
    expect(forSale.map((v) => v.vin).sort()).toEqual(['S02', 'S06'])
  })

  it('is gone for a hidden vehicle', async () => {
    await d().update(stockVehicles).set({ visible: false }).where(eq(stockVehicles.vin, 'S05'))
    expect((await load(path('S05', 'new-vesta-coast-2025-phev-auto-fuji-white'))).kind).toBe('gone')
  })

  it('takes the state-specific showroom config for a used vehicle (spec 3 §3)', async () => {
    const page = found(await load(path('S06', 'used-vesta-ridge-2025-phev-auto-fuji-white')))
    expect(page.finance.map((f) => [f.type, f.popup.length])).toEqual([['lease', 1]])
    expect(page.vehicle.reservation).toBeNull()
  })

  it('reads list keys from ?list=, repeated or comma-separated', () => {
    expect(listKeysOf(new URL(`http://x/?list=${LIST},${OTHER}&list=${LIST}&list=bad`))).toEqual([LIST, OTHER])
  })
})
