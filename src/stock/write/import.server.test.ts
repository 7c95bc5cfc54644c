import { and, eq, isNull, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { dealers, stockButtonSets, stockListings, stockListingVehicles, stockVehicles } from '~/db/schema/index.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { FEED_MAX_ERRORS, formatIssue } from './feed.ts'
import { BATCH, feedFromText, importFeed, type FeedSource, type ImportProgress } from './import.server.ts'

const LIST_A = '0b6f5a52-0000-4000-8000-00000000000a'
const LIST_B = '0b6f5a52-0000-4000-8000-00000000000b'
const LIST_C = '0b6f5a52-0000-4000-8000-00000000000c'

const HEADER =
  'vin,state,status,nameplate_brand_name,nameplate_name,production_year,mileage,msrp_price,price_metadata.NSW,financing_options.cash,financing_options.lease,engine_type,photos,owner_id,owner_name,features_optional,button_set'
const csvRow = (vin: string, overrides: Partial<Record<string, string>> = {}) => {
  const cells: Record<string, string> = {
    vin,
    state: 'new',
    status: 'stock',
    nameplate_brand_name: 'Aurelia',
    nameplate_name: 'E5',
    production_year: '2025',
    mileage: '10',
    msrp_price: '45990',
    'price_metadata.NSW': '47990',
    'financing_options.cash': 'true',
    'financing_options.lease': 'false',
    engine_type: 'phev',
    photos: '/media/e5-1.jpg|/media/e5-2.jpg',
    owner_id: 'SYD-1',
    owner_name: 'Aurelia Sydney',
    features_optional: '"[{""name"":""Panoramic roof"",""price"":1200}]"',
    button_set: '',
    ...overrides,
  }
  return HEADER.split(',')
    .map((column) => cells[column] ?? '')
    .join(',')
}
const csv = (...rows: string[]) => feedFromText([HEADER, ...rows].join('\r\n') + '\r\n', 'csv')

describeEachEngine('stock feed import', (db) => {
  const d = () => db().database.db
  const siteId = () => db().siteId

  const live = async (key: string) =>
    (
      await d()
        .select({ vin: stockVehicles.vin })
        .from(stockVehicles)
        .innerJoin(stockListingVehicles, eq(stockListingVehicles.vehicleId, stockVehicles.id))
        .innerJoin(stockListings, eq(stockListings.id, stockListingVehicles.listingId))
        .where(and(eq(stockListings.key, key), isNull(stockListingVehicles.retiredAt)))
        .orderBy(stockVehicles.vin)
    ).map((r) => r.vin)
  const vehicleCount = async () =>
    (
      await d()
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(stockVehicles)
    )[0]!.n

  beforeAll(async () => {
    await d()
      .insert(dealers)
      .values({ siteId: siteId(), code: 'SYD-1', name: 'Aurelia Sydney', state: 'NSW', brands: ['Aurelia'] })
    await d().insert(stockButtonSets).values({ siteId: siteId(), code: 'reserve', setupType: 'extended', reservationFee: 500 })
  })

  it('a CSV into a new list: the list is made, named after its key (ADR 065), and every field is kept', async () => {
    const summary = await importFeed(
      d(),
      siteId(),
      csv(csvRow('VIN-A1'), csvRow('vin-a2', { button_set: 'reserve' }), csvRow('VIN-A3', { owner_id: '', owner_name: '' })),
      {
        listingKey: LIST_A,
      },
    )
    expect(summary).toMatchObject({ added: 3, updated: 0, retired: 0, rejected: 0, errors: [], listing: { key: LIST_A, created: true } })
    const [listing] = await d().select().from(stockListings).where(eq(stockListings.key, LIST_A))
    expect(listing).toMatchObject({ name: LIST_A, forcedStatuses: [], disclaimers: {} })
    expect(await live(LIST_A)).toEqual(['VIN-A1', 'VIN-A2', 'VIN-A3'])

    const [a1] = await d().select().from(stockVehicles).where(eq(stockVehicles.vin, 'VIN-A1'))
    const [dealer] = await d().select().from(dealers).where(eq(dealers.code, 'SYD-1'))
    expect(a1).toMatchObject({
      state: 'new',
      status: 'stock',
      nameplateBrandName: 'Aurelia',
      nameplateName: 'E5',
      productionYear: 2025,
      mileage: 10,
      msrpPrice: 45990,
      financingOptions: ['cash'],
      engineType: ['phev'],
      ownerId: 'SYD-1',
      dealerId: dealer!.id,
      buttonSetId: null,
      visible: true,
      retiredAt: null,
      photos: [
        { sequence: 1, normal: '/media/e5-1.jpg', medium: '/media/e5-1.jpg', hd: '/media/e5-1.jpg', quarter_hd: '/media/e5-1.jpg' },
        { sequence: 2, normal: '/media/e5-2.jpg', medium: '/media/e5-2.jpg', hd: '/media/e5-2.jpg', quarter_hd: '/media/e5-2.jpg' },
      ],
      attributes: {
        price_metadata: { NSW: 47990 },
        owner_name: 'Aurelia Sydney',
        features_optional: [{ name: 'Panoramic roof', price: 1200 }],
      },
    })
    const [a2] = await d().select().from(stockVehicles).where(eq(stockVehicles.vin, 'VIN-A2'))
    expect(a2!.buttonSetId).not.toBeNull()
    const [a3] = await d().select().from(stockVehicles).where(eq(stockVehicles.vin, 'VIN-A3'))
    expect(a3).toMatchObject({ ownerId: null, dealerId: null })
  })

  it('again: upserts by VIN (updated), adds the new ones; without full nothing is retired', async () => {
    const progress: ImportProgress[] = []
    const summary = await importFeed(d(), siteId(), csv(csvRow('VIN-A1', { status: 'reserved', mileage: '25' }), csvRow('VIN-A4')), {
      listingKey: LIST_A,
      onProgress: (p) => progress.push(p),
    })
    expect(summary).toMatchObject({ added: 1, updated: 1, retired: 0, rejected: 0, listing: { created: false } })
    expect(await live(LIST_A)).toEqual(['VIN-A1', 'VIN-A2', 'VIN-A3', 'VIN-A4'])
    const [a1] = await d().select().from(stockVehicles).where(eq(stockVehicles.vin, 'VIN-A1'))
    expect(a1).toMatchObject({ status: 'reserved', mileage: 25 })
    // One pass: a report per batch, with the bytes read (the CLI's and the admin's bar).
    expect(progress).toEqual([
      { rows: 2, bytes: [HEADER, csvRow('VIN-A1', { status: 'reserved', mileage: '25' }), csvRow('VIN-A4')].join('\r\n').length + 2 },
    ])
  })

  it('a vehicle may be in several lists; full retires (never deletes) what the feed no longer holds, and only in that list', async () => {
    expect(await importFeed(d(), siteId(), csv(csvRow('VIN-A2'), csvRow('VIN-B1')), { listingKey: LIST_B })).toMatchObject({
      added: 2,
      updated: 0,
    })
    const count = await vehicleCount()
    const summary = await importFeed(d(), siteId(), csv(csvRow('VIN-A1'), csvRow('VIN-A4')), { listingKey: LIST_A, full: true })
    expect(summary).toMatchObject({ added: 0, updated: 2, retired: 2, rejected: 0 })
    expect(await live(LIST_A)).toEqual(['VIN-A1', 'VIN-A4'])
    expect(await live(LIST_B)).toEqual(['VIN-A2', 'VIN-B1'])
    expect(await vehicleCount()).toBe(count)
    const retired = await d()
      .select({ vin: stockVehicles.vin, retiredAt: stockVehicles.retiredAt })
      .from(stockVehicles)
      .orderBy(stockVehicles.vin)
    // VIN-A2 is still in list B: only VIN-A3, in no live list any more, is retired itself.
    expect(retired.filter((r) => r.retiredAt !== null).map((r) => r.vin)).toEqual(['VIN-A3'])

    // Back in a later feed: added again, not retired.
    expect(await importFeed(d(), siteId(), csv(csvRow('VIN-A3')), { listingKey: LIST_A })).toMatchObject({ added: 1, updated: 0 })
    const [a3] = await d().select().from(stockVehicles).where(eq(stockVehicles.vin, 'VIN-A3'))
    expect(a3!.retiredAt).toBeNull()
  })

  it('JSON: an array of objects with the same keys, nested ones as objects', async () => {
    const feed = JSON.stringify([
      {
        vin: 'JSON-1',
        state: 'used',
        status: 'stock',
        nameplate_brand_name: 'Aurelia',
        nameplate_name: 'E7',
        mileage: 32000,
        financing_options: { cash: true, lease: true, rent: false },
        engine_type: ['diesel'],
        photos: [{ normal: '/n.jpg', medium: '/m.jpg', hd: '/hd.jpg', quarter_hd: '/q.jpg' }],
        avl_field: { open_market_value: 30000, registration_date: '2021-03' },
        visible: false,
      },
    ])
    expect(await importFeed(d(), siteId(), feedFromText(feed, 'json'), { listingKey: LIST_C })).toMatchObject({ added: 1, rejected: 0 })
    const [row] = await d().select().from(stockVehicles).where(eq(stockVehicles.vin, 'JSON-1'))
    expect(row).toMatchObject({
      state: 'used',
      mileage: 32000,
      financingOptions: ['cash', 'lease'],
      engineType: ['diesel'],
      visible: false,
      photos: [{ sequence: 1, normal: '/n.jpg', medium: '/m.jpg', hd: '/hd.jpg', quarter_hd: '/q.jpg' }],
      attributes: { avl_field: { open_market_value: 30000, registration_date: '2021-03' } },
    })
  })

  describe('a bad feed is refused whole: every error named by row and column, nothing written', () => {
    const refused = async (source: FeedSource, key = LIST_A) => {
      const before = { vehicles: await vehicleCount(), a: await live(key) }
      const summary = await importFeed(d(), siteId(), source, { listingKey: key, full: true })
      expect({ vehicles: await vehicleCount(), a: await live(key) }).toEqual(before)
      expect(summary).toMatchObject({ added: 0, updated: 0, retired: 0 })
      return { rejected: summary.rejected, errors: summary.errors.map(formatIssue) }
    }

    it('CSV: a retailer the market does not have is refused with its row and column', async () => {
      expect(await refused(csv(csvRow('OK-1'), csvRow('BAD-2', { owner_id: 'ELSEWHERE' })))).toEqual({
        rejected: 1,
        errors: ['row 2, column owner_id: no retailer with the code ELSEWHERE in this market'],
      })
    })

    it('CSV: a blank line counts as a row, so later rows keep the numbers a spreadsheet shows', async () => {
      expect(await refused(csv(csvRow('OK-1'), '', csvRow('BAD-3', { owner_id: 'ELSEWHERE' })))).toEqual({
        rejected: 1,
        errors: ['row 3, column owner_id: no retailer with the code ELSEWHERE in this market'],
      })
    })

    it('CSV: bad values in several rows, a duplicate VIN, an unknown button set, a short row', async () => {
      expect(
        await refused(
          csv(
            csvRow('OK-1'),
            csvRow('BAD-2', { mileage: '-1', state: 'nearly-new' }),
            csvRow('OK-1'),
            csvRow('BAD-4', { button_set: 'nope' }),
            'SHORT-5,new',
            csvRow('BAD-6', { engine_type: 'phev|steam', 'price_metadata.NSW': 'lots' }),
          ),
        ),
      ).toEqual({
        rejected: 5,
        errors: [
          'row 2, column state: must be one of new, used, approved, demo',
          'row 2, column mileage: must be a whole number ≥ 0',
          'row 3, column vin: OK-1 is already in row 1',
          'row 4, column button_set: no button set with the code nope',
          'row 5, column (row): has 2 cells, the header has 17',
          'row 6, column price_metadata.NSW: must be a number ≥ 0',
          'row 6, column engine_type: must be one of petrol, diesel, bev, hev, mhev, phev, phev_rev, ffv',
        ],
      })
    })

    it('CSV: a bad header', async () => {
      expect(await refused(feedFromText('vin,state,milage\nX,new,3\n', 'csv'))).toEqual({
        rejected: 1,
        errors: [
          'header, column milage: is not a field of a vehicle',
          'row 1, column status: is required',
          'row 1, column nameplate_brand_name: is required',
          'row 1, column nameplate_name: is required',
        ],
      })
    })

    it('JSON: a row that is not JSON, a row that is not an object, an unknown key', async () => {
      const text = '[{"vin":"J1","state":"new","status":"stock","nameplate_brand_name":"A","nameplate_name":"E5","colour":"red"}, nope, 3]'
      expect(await refused(feedFromText(text, 'json'))).toEqual({
        rejected: 3,
        errors: [
          'row 1, column colour: is not a field of a vehicle',
          'row 2, column (row): is not valid JSON',
          'row 3, column (row): must be an object',
        ],
      })
    })

    it('an empty feed (a full import of it would retire the whole list)', async () => {
      expect(await refused(feedFromText(HEADER + '\n', 'csv'))).toEqual({
        rejected: 0,
        errors: ['header, column (file): the feed holds no vehicles'],
      })
      expect(await refused(feedFromText('[]', 'json'))).toEqual({
        rejected: 0,
        errors: ['header, column (file): the feed holds no vehicles'],
      })
    })
  })

  it('one transaction: a bad row in the last batch, after batches were written, leaves nothing behind', async () => {
    const rows = Array.from({ length: BATCH * 2 + 10 }, (_, i) => csvRow(`TX-${i}`, i === BATCH * 2 + 5 ? { mileage: 'x' } : {}))
    const before = { vehicles: await vehicleCount(), b: await live(LIST_B) }
    const summary = await importFeed(d(), siteId(), csv(...rows), { listingKey: LIST_B, full: true })
    expect(summary).toMatchObject({ added: 0, updated: 0, retired: 0, rejected: 1, moreErrors: 0 })
    expect(summary.errors.map(formatIssue)).toEqual([`row ${BATCH * 2 + 6}, column mileage: must be a whole number ≥ 0`])
    expect({ vehicles: await vehicleCount(), b: await live(LIST_B) }).toEqual(before)
    expect((await d().select().from(stockVehicles).where(eq(stockVehicles.vin, 'TX-0'))).length).toBe(0)
  })

  it("a VIN repeated in a later batch is found (the import's VIN table, not a Set in memory)", async () => {
    const rows = Array.from({ length: BATCH + 5 }, (_, i) => csvRow(i === BATCH + 2 ? 'dup-1' : `DUP-${i}`))
    const summary = await importFeed(d(), siteId(), csv(...rows), { listingKey: LIST_B })
    expect(summary).toMatchObject({ added: 0, rejected: 1 })
    expect(summary.errors.map(formatIssue)).toEqual([`row ${BATCH + 3}, column vin: dup-1 is already in row 2`])
    expect(summary.errors[0]).toMatchObject({ row: BATCH + 3, first_row: 2 })
    expect((await d().select().from(stockVehicles).where(eq(stockVehicles.vin, 'DUP-0'))).length).toBe(0)
  })

  it(`the error list keeps the first ${FEED_MAX_ERRORS} problems and counts the rest ("and N more")`, async () => {
    const rows = Array.from({ length: FEED_MAX_ERRORS + 7 }, (_, i) => csvRow(`CAP-${i}`, { state: 'nearly-new' }))
    const summary = await importFeed(d(), siteId(), csv(csvRow('CAP-OK'), ...rows), { listingKey: LIST_B })
    expect(summary).toMatchObject({ rejected: FEED_MAX_ERRORS + 7, moreErrors: 7 })
    expect(summary.errors).toHaveLength(FEED_MAX_ERRORS)
    expect(formatIssue(summary.errors[0]!)).toBe('row 2, column state: must be one of new, used, approved, demo')
    expect(summary.errors.at(-1)!.row).toBe(FEED_MAX_ERRORS + 1)
    expect((await d().select().from(stockVehicles).where(eq(stockVehicles.vin, 'CAP-OK'))).length).toBe(0)
  })

  it('many rows go in batches of BATCH in one import', async () => {
    const writes: number[] = []
    const rows = Array.from({ length: BATCH * 2 + 3 }, (_, i) => csvRow(`BULK-${i}`))
    const summary = await importFeed(d(), siteId(), csv(...rows), {
      listingKey: LIST_B,
      onProgress: (p) => writes.push(p.rows),
    })
    expect(summary).toMatchObject({ added: BATCH * 2 + 3, updated: 0 })
    expect(writes).toEqual([BATCH, BATCH * 2, BATCH * 2 + 3])
  })

  it('full retires more than a batch in one SQL statement; a vehicle still in another list stays live', async () => {
    await importFeed(d(), siteId(), csv(csvRow('BULK-1')), { listingKey: LIST_C })
    const summary = await importFeed(d(), siteId(), csv(csvRow('BULK-0')), { listingKey: LIST_B, full: true })
    expect(summary).toMatchObject({ added: 0, updated: 1, retired: BATCH * 2 + 2 + 2 })
    expect(await live(LIST_B)).toEqual(['BULK-0'])
    const state = async (vin: string) =>
      (await d().select({ retiredAt: stockVehicles.retiredAt }).from(stockVehicles).where(eq(stockVehicles.vin, vin)))[0]!.retiredAt
    expect(await state('BULK-2')).not.toBeNull()
    expect(await state('BULK-1')).toBeNull()
    expect(await state('BULK-0')).toBeNull()
  })

  it('a list key that is not a UUID is refused before anything is read', async () => {
    await expect(importFeed(d(), siteId(), csv(csvRow('X')), { listingKey: 'stock' })).rejects.toThrow(
      '--listing stock: a list key is a UUID, e.g. 3f2b6c1e-8a4d-4e59-9b1a-2c7d5e8f9a01',
    )
  })
})
