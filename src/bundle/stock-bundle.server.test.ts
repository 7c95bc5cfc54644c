import { and, asc, count, eq, isNull } from 'drizzle-orm'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { sites, stockConfigEntries, stockListings, stockListingVehicles, stockVehicles } from '~/db/schema/index.ts'
import { createLocalMediaStore } from '~/media/local-store.server.ts'
import { feedFromText, importFeed } from '~/stock/write/import.server.ts'
import { queryListing } from '~/stock/listing/listing.server.ts'
import { defaultListingQuery } from '~/stock/listing/query.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { BundleError, exportBundle, importBundle } from './bundle.server.ts'

// ADR 086: a bundle carries the market's lists, button sets and config entries.

const media = createLocalMediaStore(mkdtempSync(join(tmpdir(), 'forecourt-stock-bundle-')))
const bundleDir = mkdtempSync(join(tmpdir(), 'forecourt-stock-bundle-src-'))

const USED = '5e1d0c3b-0000-4000-8000-00000000005e'
const NEW = '5e1d0c3b-0000-4000-8000-0000000000ee'

/** A market's stock configuration as a bundle gives it, with a page whose block names a list. */
const stockBundle = () => ({
  format: 'forecourt.bundle/1',
  pages: [{ path: '/stock', title: 'Stock', blocks: [{ template: 'stock-locator', fields: { ci_key_list: USED } }] }],
  dealers: [{ code: 'SYD-1', name: 'Aurelia Sydney' }],
  forms: [{ id: 41, name: 'Finance enquiry', fields: [{ id: 'email', type: 'email', label: 'E-mail' }] }],
  listings: [
    { key: NEW, name: 'New cars', forced_statuses: ['stock', 'reserved'] },
    {
      key: USED.toUpperCase(),
      name: 'Used cars',
      disclaimers: { purchase_price: { enabled: true, description: 'Drive-away price.' } },
      forced_dealer_codes: ['SYD-1'],
    },
  ],
  button_sets: [
    {
      code: 'reserve',
      setup_type: 'extended',
      reservation_fee: 250,
      financing_options: ['cash', 'lease'],
      buttons: [{ button_type: 'reserve', label: 'Reserve now', target: '/reserve', target_type: 'url', target_action: 'new_tab' }],
    },
  ],
  config_entries: [
    {
      config_type: 'cash',
      state: null,
      data: {
        accordion_content: [{ type: 'html', html: '<p>Pay in full.</p>' }],
        modal_content: [{ type: 'form', form: { fields: { form_id: 41 } }, position: 'content' }],
      },
    },
    { config_type: 'additional', state: 'used', data: { show_history: true } },
    { config_type: 'order_online', data: { content: { title: 'Reserve' } } },
  ],
})

describeEachEngine('stock configuration in site bundles (ADR 086)', (db) => {
  const d = () => db().database.db
  const importInto = (siteId: number, bundle: unknown) => importBundle(d(), siteId, bundle, { bundleDir, media })
  const exportOf = (siteId: number) => exportBundle(d(), siteId, { media })
  let marketCount = 0
  const freshMarket = async () => {
    const key = `stock-bundle-${++marketCount}`
    const [site] = await d()
      .insert(sites)
      .values({ key, name: key, basePath: `/${key}` })
      .returning()
    return site!.id
  }
  const feed = (...vins: string[]) =>
    feedFromText(
      JSON.stringify(
        vins.map((vin) => ({
          vin,
          state: 'used',
          status: 'stock',
          nameplate_brand_name: 'Aurelia',
          nameplate_name: 'E5',
          msrp_price: 30990,
          owner_id: 'SYD-1',
        })),
      ),
      'json',
    )
  /** The list's live vehicles with the dealer each is linked to. */
  const members = async (siteId: number, key: string) =>
    d()
      .select({ vin: stockVehicles.vin, dealerId: stockVehicles.dealerId })
      .from(stockVehicles)
      .innerJoin(stockListingVehicles, eq(stockListingVehicles.vehicleId, stockVehicles.id))
      .innerJoin(stockListings, eq(stockListings.id, stockListingVehicles.listingId))
      .where(and(eq(stockListings.siteId, siteId), eq(stockListings.key, key), isNull(stockListingVehicles.retiredAt)))
      .orderBy(asc(stockVehicles.vin))
  const stockSections = (bundle: Awaited<ReturnType<typeof exportOf>>) => ({
    listings: bundle.listings,
    button_sets: bundle.button_sets,
    config_entries: bundle.config_entries,
  })

  it('exports the lists, button sets and config entries, and a fresh market imports them as they were', async () => {
    const from = await freshMarket()
    await importInto(from, stockBundle())
    const fed = await importFeed(d(), from, feed('WAUZZZ8V0NA000001', 'WAUZZZ8V0NA000002'), { listingKey: USED })
    expect(fed.errors).toEqual([])

    const exported = await exportOf(from)
    const formId = exported.forms![0]!.id!
    expect(stockSections(exported)).toEqual({
      listings: [
        {
          key: NEW,
          name: 'New cars',
          disclaimers: {},
          forced_statuses: ['stock', 'reserved'],
          forced_dealer_codes: [],
        },
        {
          key: USED,
          name: 'Used cars',
          disclaimers: { purchase_price: { enabled: true, description: 'Drive-away price.' } },
          forced_statuses: [],
          forced_dealer_codes: ['SYD-1'],
        },
      ],
      button_sets: [stockBundle().button_sets[0]],
      config_entries: [
        { config_type: 'additional', state: 'used', data: { show_history: true } },
        {
          config_type: 'cash',
          state: null,
          data: {
            accordion_content: [{ type: 'html', html: '<p>Pay in full.</p>' }],
            // The showroom's form item names the form by its id here (ADR 060).
            modal_content: [{ type: 'form', form: { fields: { form_id: formId } }, position: 'content' }],
          },
        },
        { config_type: 'order_online', state: null, data: { content: { title: 'Reserve' } } },
      ],
    })
    // Never vehicles: a bundle has no such section, and the export names none.
    expect(Object.keys(exported)).not.toContain('stock_vehicles')

    const to = await freshMarket()
    await importInto(to, JSON.parse(JSON.stringify(exported)))
    const copy = await exportOf(to)
    expect(stockSections(copy)).toEqual({
      ...stockSections(exported),
      config_entries: exported.config_entries!.map((entry) =>
        entry.config_type === 'cash'
          ? {
              ...entry,
              data: {
                ...entry.data,
                modal_content: [{ type: 'form', form: { fields: { form_id: copy.forms![0]!.id } }, position: 'content' }],
              },
            }
          : entry,
      ),
    })
    expect(copy.pages![0]!.blocks[0]!.fields.ci_key_list).toBe(USED)

    // The page's ci_key_list names the new market's own list (empty until its feed comes); the
    // first market keeps its list and its vehicles (ADR 086: a key names a list within a market).
    const there = await queryListing(d(), to, USED, defaultListingQuery())
    expect(there?.listing).toMatchObject({ key: USED, name: 'Used cars' })
    expect(there?.meta.total).toBe(0)
    expect((await queryListing(d(), from, USED, defaultListingQuery()))?.meta.total).toBe(2)
  })

  it('importing again changes nothing, keeps every list its vehicles and their dealers, and adds no config entry', async () => {
    const siteId = await freshMarket()
    await importInto(siteId, stockBundle())
    await importFeed(d(), siteId, feed('WAUZZZ8V0NA000003', 'WAUZZZ8V0NA000004'), { listingKey: USED })
    const vehicles = await members(siteId, USED)
    expect(vehicles).toHaveLength(2)
    expect(vehicles.every((v) => v.dealerId !== null)).toBe(true)
    const exported = await exportOf(siteId)

    await importInto(siteId, exported)
    await importInto(siteId, stockBundle())
    expect(await exportOf(siteId)).toEqual(exported)
    const after = await members(siteId, USED)
    expect(after.map((v) => v.vin)).toEqual(vehicles.map((v) => v.vin))
    // The bundle's dealers replaced the market's: the vehicles are linked to the new rows.
    expect(after.every((v) => v.dealerId !== null && !vehicles.some((old) => old.dealerId === v.dealerId))).toBe(true)
    const [entries] = await d().select({ n: count() }).from(stockConfigEntries).where(eq(stockConfigEntries.siteId, siteId))
    expect(entries!.n).toBe(3)

    // A changed list is updated in place by its key, its vehicles still in it.
    const renamed = stockBundle()
    renamed.listings[1]!.name = 'Approved used'
    renamed.config_entries[1]!.data = { show_history: false }
    await importInto(siteId, renamed)
    const changed = await exportOf(siteId)
    expect(changed.listings!.find((l) => l.key === USED)?.name).toBe('Approved used')
    expect(changed.config_entries!.find((e) => e.config_type === 'additional')?.data).toEqual({ show_history: false })
    expect((await members(siteId, USED)).map((v) => v.vin)).toEqual(vehicles.map((v) => v.vin))

    // An old bundle without the sections leaves the stock configuration alone.
    await importInto(siteId, { format: 'forecourt.bundle/1', settings: { 'general.site_name': 'Old' } })
    expect(stockSections(await exportOf(siteId))).toEqual(stockSections(changed))
  })

  it('a market holding several entries of one type and state exports the one in effect, and its import replaces them', async () => {
    const siteId = await freshMarket()
    await d()
      .insert(stockConfigEntries)
      .values([
        { siteId, kind: 'showroom', configType: 'lease', vehicleState: null, data: { popup_content: [] } },
        { siteId, kind: 'showroom', configType: 'lease', vehicleState: null, data: { accordion_content: [] } },
      ])
    const exported = await exportOf(siteId)
    expect(exported.config_entries).toEqual([{ config_type: 'lease', state: null, data: { accordion_content: [] } }])
    await importInto(siteId, exported)
    const rows = await d().select().from(stockConfigEntries).where(eq(stockConfigEntries.siteId, siteId))
    expect(rows.map((r) => r.data)).toEqual([{ accordion_content: [] }])
  })

  const bad = (patch: (b: ReturnType<typeof stockBundle>) => void) => {
    const bundle = stockBundle()
    patch(bundle)
    return bundle
  }
  it.each([
    ['a list key that is no UUID', bad((b) => void (b.listings[1]!.key = 'used-cars')), 'listings[1].key: must be a UUID'],
    ['a list without a name', bad((b) => void (b.listings[0]!.name = ' ')), 'listings[0].name: must not be empty'],
    [
      'an unknown forced status',
      bad((b) => void (b.listings[0]!.forced_statuses = ['stock', 'gone'])),
      'listings[0].forced_statuses[1]: must be one of stock',
    ],
    [
      'vehicles in a list',
      bad((b) => void ((b.listings[0] as Record<string, unknown>).vehicles = [])),
      'listings[0]: unknown key(s) vehicles',
    ],
    [
      'a list key twice (in any case)',
      bad((b) => void (b.listings[0]!.key = USED)),
      `listings[1].key: duplicate list key ${USED} (also listings[0])`,
    ],
    [
      'a button set code with a space',
      bad((b) => void (b.button_sets[0]!.code = 'reserve now')),
      'button_sets[0].code: may contain letters, digits, ".", "-" and "_" only',
    ],
    [
      'an unknown config type',
      bad((b) => void (b.config_entries[2]!.config_type = 'checkout')),
      'config_entries[2].config_type: must be one of additional, cash',
    ],
    [
      'a showroom item breaking its rule',
      bad((b) => void (b.config_entries[0]!.data.accordion_content = [{ type: 'html', html: ' ' }])),
      'config_entries[0].data.accordion_content[0].html: must not be empty',
    ],
    [
      'an order-online entry for one state',
      bad((b) => void ((b.config_entries[2] as Record<string, unknown>).state = 'new')),
      'config_entries[2].state: must be null: order-online config is for every state',
    ],
    [
      'a config entry twice',
      bad((b) => void b.config_entries.push({ ...b.config_entries[1]! })),
      'config_entries[3].config_type: duplicate config entry additional (used) (also config_entries[1])',
    ],
    [
      'a showroom form item naming a form the bundle lacks',
      bad(
        (b) => void (b.config_entries[0]!.data.modal_content = [{ type: 'form', form: { fields: { form_id: 77 } }, position: 'content' }]),
      ),
      'config_entries[0].data.modal_content[0].form.fields.form_id: no form with id 77 in the bundle',
    ],
  ])('refuses %s, naming the path and changing nothing', async (_, bundle, message) => {
    const siteId = await freshMarket()
    await importInto(siteId, stockBundle())
    const before = await exportOf(siteId)
    const error = await importInto(siteId, { ...bundle, settings: { 'general.site_name': 'Changed' } }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BundleError)
    expect((error as BundleError).errors.some((e) => e.startsWith(message))).toBe(true)
    expect(await exportOf(siteId)).toEqual(before)
  })
})
