import { and, desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog, dealers, stockVehicles } from '~/db/schema/index.ts'
import { clientsByRole, type TestClient } from '~/test/app.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { changedFields } from './admin.server.ts'
import { registerStockWorkers } from './workers.server.ts'

const LIST = '5d1c0a52-0000-4000-8000-0000000000a1'
const HEADER = 'vin,state,status,nameplate_brand_name,nameplate_name,msrp_price,display_price,photos,owner_id'
const row = (vin: string, model = 'E5', status = 'stock') =>
  `${vin},new,${status},Aurelia,${model},45990,44990,/media/${vin}-1.jpg|/media/${vin}-2.jpg,SYD-1`
const feed = (...rows: string[]) => [HEADER, ...rows].join('\n') + '\n'

const json = async (response: Response) => ({ status: response.status, body: await response.json() })
const send = (method: string, attributes: object) => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ data: { attributes } }),
})

describeEachEngine('inventory admin API (/api/inventory/admin; ADR 078)', (db) => {
  let clients: Awaited<ReturnType<typeof clientsByRole>>
  let admin: TestClient

  beforeAll(async () => {
    clients = await clientsByRole(db(), { jobs: true })
    admin = clients.admin
    await admin.jobsStarted
    registerStockWorkers(admin.services.jobs, admin.services)
    // The feeds' retailer: a feed names only the market's retailers.
    await db()
      .database.db.insert(dealers)
      .values({ siteId: db().siteId, code: 'SYD-1', name: 'Aurelia Sydney', state: 'NSW', brands: ['Aurelia'] })
  })

  const upload = (text: string, query: string) =>
    admin.request(`/api/inventory/admin/imports?${query}`, { method: 'POST', headers: { 'content-type': 'text/csv' }, body: text })
  const poll = async (id: string) => {
    const seen: number[] = []
    for (let i = 0; i < 300; i++) {
      const { body } = await json(await admin.request(`/api/inventory/admin/imports/${id}`))
      if (body.data.attributes.progress) seen.push(body.data.attributes.progress.fraction)
      if (body.data.attributes.status === 'completed' || body.data.attributes.status === 'failed') return { ...body.data.attributes, seen }
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error(`import ${id} never ended`)
  }

  describe('roles and CSRF', () => {
    it('editors and visitors get no access (ADR 078: administrators only)', async () => {
      for (const path of ['/listings', '/vehicles', '/imports/5d1c0a52-0000-4000-8000-000000000000']) {
        expect((await clients.editor.request(`/api/inventory/admin${path}`)).status).toBe(403)
        expect((await clients.anonymous.request(`/api/inventory/admin${path}`)).status).toBe(401)
      }
      expect((await clients.editor.request('/api/inventory/admin/listings', send('POST', { name: 'X' }))).status).toBe(403)
    })

    it('a write without the CSRF token is refused and changes nothing', async () => {
      const response = await admin.request('/api/inventory/admin/listings', { ...send('POST', { name: 'No token' }), csrf: false })
      expect(response.status).toBe(403)
      const { body } = await json(await admin.request('/api/inventory/admin/listings'))
      expect(body.data.map((l: { attributes: { name: string } }) => l.attributes.name)).not.toContain('No token')
    })
  })

  describe('publication lists', () => {
    it('created (a new UUID key), renamed with disclaimers and forced values, audited; bad values named', async () => {
      const created = await json(await admin.request('/api/inventory/admin/listings', send('POST', { name: 'Used cars' })))
      expect(created.status).toBe(201)
      const id = created.body.data.id
      expect(created.body.data.attributes).toMatchObject({ name: 'Used cars', vehicle_count: 0, forced_statuses: [], disclaimers: {} })
      expect(created.body.data.attributes.key).toMatch(/^[0-9a-f-]{36}$/)

      const changed = await json(
        await admin.request(
          `/api/inventory/admin/listings/${id}`,
          send('PATCH', {
            name: 'Approved used',
            forced_statuses: ['stock', 'reserved'],
            forced_dealer_codes: ['SYD-1'],
            disclaimers: { purchase_price: { enabled: true, description: 'Drive-away price' } },
          }),
        ),
      )
      expect(changed.status).toBe(200)
      expect(changed.body.data.attributes).toMatchObject({ name: 'Approved used', forced_statuses: ['stock', 'reserved'] })

      const bad = await json(
        await admin.request(`/api/inventory/admin/listings/${id}`, send('PATCH', { forced_statuses: ['gone'], name: '' })),
      )
      expect(bad.status).toBe(422)
      expect(bad.body.errors.map((e: { source: { pointer: string } }) => e.source.pointer).sort()).toEqual([
        '/data/attributes/forced_statuses/0',
        '/data/attributes/name',
      ])

      const duplicate = await admin.request(
        '/api/inventory/admin/listings',
        send('POST', { name: 'Twin', key: created.body.data.attributes.key }),
      )
      expect(duplicate.status).toBe(409)

      const audited = await db()
        .database.db.select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'stock_listing'), eq(auditLog.entityId, id)))
      expect(audited.map((a) => a.action)).toEqual(['stock_listing.create', 'stock_listing.update'])
      expect((await admin.request(`/api/inventory/admin/listings/${id}`, { method: 'DELETE' })).status).toBe(200)
    })
  })

  describe('feed import, vehicles, and a list with vehicles', () => {
    it('a bad feed: every error by row and column, nothing written', async () => {
      const started = await json(
        await upload(feed(row('BADVIN00000000001'), 'X2,new,flying,Aurelia,E5,1,1,,'), `listing_key=${LIST}&format=csv`),
      )
      expect(started.status).toBe(202)
      const done = await poll(started.body.data.id)
      expect(done.status).toBe('completed')
      expect(done.summary).toMatchObject({ added: 0, updated: 0, rejected: 1 })
      expect(done.errors.length).toBeGreaterThan(0)
      expect(done.errors[0]).toMatchObject({ row: 2 })
      expect(done.errors.some((e: { column: string }) => e.column === 'status')).toBe(true)
      const { body } = await json(await admin.request('/api/inventory/admin/vehicles'))
      expect(body.meta.total).toBe(0)
    })

    it("a header cell the database cannot hold: the import ends with its report (it stayed 'running')", async () => {
      const started = await json(await upload('\u0000\u0000,vin\r\n', `listing_key=${LIST}&format=csv`))
      expect(started.status).toBe(202)
      const done = await poll(started.body.data.id)
      expect(done.status).toBe('completed')
      expect(done.errors).toEqual([{ row: 0, column: '\uFFFD\uFFFD', message: 'is not a field of a vehicle' }])
    })

    it('an upload runs as a job with progress; then the table finds a vehicle and its status, prices and photos change', async () => {
      const vins = Array.from({ length: 30 }, (_, i) => `WAUZZZ${String(i).padStart(11, '0')}`)
      const started = await json(
        await upload(feed(...vins.map((vin, i) => row(vin, i % 3 === 0 ? 'Q7' : 'E5'))), `listing_key=${LIST}&format=csv&full=true`),
      )
      expect(started.status).toBe(202)
      const done = await poll(started.body.data.id)
      expect(done).toMatchObject({ status: 'completed', summary: { added: 30, updated: 0, retired: 0, rejected: 0 }, errors: [] })
      expect(done.progress.fraction).toBe(1)

      const lists = await json(await admin.request('/api/inventory/admin/listings'))
      const list = lists.body.data.find((l: { attributes: { key: string } }) => l.attributes.key === LIST)
      expect(list.attributes.vehicle_count).toBe(30)

      const q7 = await json(await admin.request(`/api/inventory/admin/vehicles?search=q7&listing=${list.id}&sort=vin&dir=asc&per_page=5`))
      expect(q7.body.meta.total).toBe(10)
      expect(q7.body.data).toHaveLength(5)
      expect(q7.body.data[0].attributes).toMatchObject({ vin: vins[0], model: 'Q7', status: 'stock', photo_count: 2 })
      const byVin = await json(await admin.request(`/api/inventory/admin/vehicles?search=${vins[7]!.toLowerCase()}`))
      expect(byVin.body.data.map((v: { attributes: { vin: string } }) => v.attributes.vin)).toEqual([vins[7]])
      expect((await admin.request('/api/inventory/admin/vehicles?status=flying')).status).toBe(400)

      const id = q7.body.data[0].id
      // The public list before the edit: its counts and order are now cached (ADR 064, 093).
      const publicQ7 = async () => {
        const { body } = await json(
          await admin.request(`/api/inventory/public_api/listing/${LIST}/light?nameplate_name_in=Q7&sort=priceAsc`),
        )
        return { total: body.meta.total as number, ids: body.data.map((v: { id: number | string }) => String(v.id)) as string[] }
      }
      expect(await publicQ7()).toMatchObject({ total: 10, ids: expect.arrayContaining([String(id)]) })
      const changed = await json(
        await admin.request(
          `/api/inventory/admin/vehicles/${id}`,
          send('PATCH', {
            status: 'reserved',
            sale_price: 39990,
            visible: false,
            photos: [{ normal: `/media/${vins[0]}-2.jpg` }, { normal: '/media/library-7.jpg' }],
          }),
        ),
      )
      expect(changed.status).toBe(200)
      expect(changed.body.data.attributes).toMatchObject({ status: 'reserved', sale_price: 39990, visible: false })
      // An edit is a write of the list's vehicles: the cached counts and order give way at once.
      const after = await publicQ7()
      expect(after.total).toBe(9)
      expect(after.ids).not.toContain(String(id))
      expect(changed.body.data.attributes.photos.map((p: { sequence: number; normal: string }) => [p.sequence, p.normal])).toEqual([
        [1, `/media/${vins[0]}-2.jpg`],
        [2, '/media/library-7.jpg'],
      ])
      const foreign = await json(
        await admin.request(`/api/inventory/admin/vehicles/${id}`, send('PATCH', { photos: [{ normal: 'https://evil.example/x.jpg' }] })),
      )
      expect(foreign.status).toBe(422)
      expect(foreign.body.errors[0].source.pointer).toBe('/data/attributes/photos/0')
      const hidden = await json(await admin.request('/api/inventory/admin/vehicles?visibility=hidden'))
      expect(hidden.body.data.map((v: { id: string }) => v.id)).toEqual([id])
      const audited = await db()
        .database.db.select({ action: auditLog.action, changes: auditLog.changes })
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'stock_vehicle'), eq(auditLog.entityId, id)))
      expect(audited).toHaveLength(1)
      expect(audited[0]!.changes).toMatchObject({ before: { status: 'stock' }, after: { status: 'reserved' } })
      // The photos as the GET answered them (with their sequence), sent back in another order: saved (the admin's screen does so).
      const reordered = [...changed.body.data.attributes.photos].reverse()
      const resent = await json(
        await admin.request(`/api/inventory/admin/vehicles/${id}`, send('PATCH', { visible: false, photos: reordered })),
      )
      expect(resent.status).toBe(200)
      expect(resent.body.data.attributes.photos.map((p: { sequence: number; normal: string }) => [p.sequence, p.normal])).toEqual([
        [1, '/media/library-7.jpg'],
        [2, `/media/${vins[0]}-2.jpg`],
      ])
      // The audit names what the save changed (the order of the photos), not every field it was sent.
      const [resave] = await db()
        .database.db.select({ summary: auditLog.summary, changes: auditLog.changes })
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'stock_vehicle'), eq(auditLog.entityId, id)))
        .orderBy(desc(auditLog.id))
        .limit(1)
      expect(resave!.summary).toBe(`Changed photos of the vehicle ${vins[0]}`)
      expect(Object.keys(resave!.changes as object).map((side) => Object.keys((resave!.changes as Record<string, object>)[side]!))).toEqual(
        [['photos'], ['photos']],
      )
      const imports = await db()
        .database.db.select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.entityType, 'stock_import'))
      expect(imports.map((a) => a.action)).toContain('stock_import.complete')

      // A list with vehicles is deleted only when confirmed; its vehicles are then retired.
      const refused = await json(await admin.request(`/api/inventory/admin/listings/${list.id}`, { method: 'DELETE' }))
      expect(refused.status).toBe(409)
      const deleted = await json(await admin.request(`/api/inventory/admin/listings/${list.id}?with_vehicles=true`, { method: 'DELETE' }))
      expect(deleted).toMatchObject({ status: 200, body: { meta: { retired: 30 } } })
      const [vehicle] = await db()
        .database.db.select({ retiredAt: stockVehicles.retiredAt })
        .from(stockVehicles)
        .where(eq(stockVehicles.id, Number(id)))
      expect(vehicle!.retiredAt).not.toBeNull()
    })

    it('an upload may pass the API’s 1 MB limit (50 MB, ADR 078); other inventory writes may not', async () => {
      const big = feed(row(`W${'X'.repeat(2 * 1024 * 1024)}`))
      const started = await json(await upload(big, `listing_key=${LIST}&format=csv`))
      expect(started.status).toBe(202)
      const done = await poll(started.body.data.id)
      expect(done).toMatchObject({ status: 'completed', summary: { added: 0, rejected: 1 } })
      const response = await admin.request('/api/inventory/admin/listings', send('POST', { name: 'X'.repeat(2 * 1024 * 1024) }))
      expect(response.status).toBe(413)
    })

    it('an import of another market or an unknown id is not found; a bad query is named', async () => {
      expect((await admin.request('/api/inventory/admin/imports/5d1c0a52-0000-4000-8000-000000000000')).status).toBe(404)
      expect((await admin.request('/api/inventory/admin/imports/nope')).status).toBe(404)
      const bad = await json(await upload(feed(row('X')), 'listing_key=nope&format=xml'))
      expect(bad.status).toBe(400)
      expect(bad.body.errors.map((e: { source: { parameter: string } }) => e.source.parameter).sort()).toEqual(['format', 'listing_key'])
    })
  })
})

describe('changedFields (what a vehicle save audits)', () => {
  const before = {
    status: 'stock',
    sale_price: 39990,
    visible: true,
    photos: [
      { normal: '/a.jpg', sequence: 1 },
      { normal: '/b.jpg', sequence: 2 },
    ],
  }
  it.each<[string, Record<string, unknown>, string[]]>([
    [
      'every field sent, none changed',
      { status: 'stock', sale_price: 39990, visible: true, photos: [{ normal: '/a.jpg' }, { normal: '/b.jpg' }] },
      [],
    ],
    ['a price', { status: 'stock', sale_price: 38990 }, ['sale_price']],
    ['a price cleared', { sale_price: null }, ['sale_price']],
    ['the photos reordered', { visible: true, photos: [{ normal: '/b.jpg' }, { normal: '/a.jpg' }] }, ['photos']],
    ['a photo removed', { photos: [{ normal: '/a.jpg' }] }, ['photos']],
  ])('%s', (_, after, changed) => {
    expect(changedFields(before, after)).toEqual(changed)
  })
})
