import { beforeAll, describe, expect, it } from 'vitest'
import { listAudit } from '~/audit/audit.server.ts'
import { exportBundle, importBundle } from '~/bundle/bundle.server.ts'
import { createLocalMediaStore } from '~/media/local-store.server.ts'
import { clientsByRole, type TestClient } from '~/test/app.ts'
import { describeEachEngine } from '~/test/engines.ts'

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})
const london = {
  code: 'GB-001',
  name: 'Aurelia London',
  street: '1 Park Lane',
  city: 'London',
  postcode: 'W1K 1AA',
  country: 'GB',
  // spec 3 §3 Dealer: state and locality for the stock locator's postcode search, the brands sold.
  state: 'Greater London',
  locality: 'Mayfair',
  brands: ['Aurelia'],
  latitude: 51.5074,
  longitude: -0.1278,
  phone: '+44 20 7946 0000',
  email: 'london@example.com',
  website: 'https://london.example.com',
  services: ['Sales', 'Parts'],
  opening_hours: [
    { day: 'mon', opens: '09:00', closes: '18:00' },
    { day: 'sat', opens: '10:00', closes: '16:00' },
  ],
}

describeEachEngine('dealers API (/api/admin/dealers, /api/content/dealers)', (db) => {
  let clients: Awaited<ReturnType<typeof clientsByRole>>
  let admin: TestClient
  let existingId: number
  beforeAll(async () => {
    clients = await clientsByRole(db())
    admin = clients.admin
    const created = await admin.request('/api/admin/dealers', json('POST', { ...london, code: 'SEED-1', name: 'Seed dealer' }))
    existingId = (await created.json()).data.id
  })

  describe('roles: administrators only, on every endpoint', () => {
    const endpoints: [string, () => [string, RequestInit]][] = [
      ['GET list', () => ['/api/admin/dealers', {}]],
      ['GET one', () => [`/api/admin/dealers/${existingId}`, {}]],
      ['POST', () => ['/api/admin/dealers', json('POST', { code: `R-${Math.random().toString(36).slice(2, 8)}`, name: 'Role test' })]],
      ['PUT', () => [`/api/admin/dealers/${existingId}`, json('PUT', { ...london, code: 'SEED-1', name: 'Seed dealer' })]],
      ['DELETE', () => ['/api/admin/dealers/999999', { method: 'DELETE' }]],
    ]
    it.each(
      endpoints.flatMap(([name, make]) =>
        (
          [
            ['anonymous', 401],
            ['editor', 403],
          ] as const
        ).map(([role, status]) => [name, role, status, make] as const),
      ),
    )('%s as %s → %i', async (_name, role, status, make) => {
      const [path, init] = make()
      const response = await clients[role].request(path, init)
      expect(response.status).toBe(status)
      expect((await response.json()).errors[0].status).toBe(String(status))
    })
    it.each(endpoints)('%s as admin is allowed', async (name, make) => {
      const [path, init] = make()
      const response = await admin.request(path, init)
      expect(response.status).toBe(name === 'POST' ? 201 : name === 'DELETE' ? 404 : 200)
    })
    it('the public list needs no login', async () => {
      expect((await clients.anonymous.request('/api/content/dealers')).status).toBe(200)
    })
  })

  it('refuses writes without the CSRF token (403)', async () => {
    for (const [path, init] of [
      ['/api/admin/dealers', json('POST', london)],
      [`/api/admin/dealers/${existingId}`, json('PUT', london)],
      [`/api/admin/dealers/${existingId}`, { method: 'DELETE' }],
    ] as const) {
      const response = await admin.request(path, { ...init, csrf: false })
      expect(response.status).toBe(403)
      expect((await response.json()).errors[0].title).toBe('CSRF token missing or invalid')
    }
  })

  it('creates, reads, updates and deletes a dealer, with audit entries', async () => {
    const created = await admin.request('/api/admin/dealers', json('POST', london))
    expect(created.status).toBe(201)
    const dealer = (await created.json()).data
    expect(dealer).toMatchObject({ ...london, id: expect.any(Number) })

    expect((await (await admin.request(`/api/admin/dealers/${dealer.id}`)).json()).data.name).toBe('Aurelia London')
    const updated = await admin.request(
      `/api/admin/dealers/${dealer.id}`,
      json('PUT', { ...london, name: 'Aurelia Mayfair', services: ['Sales'] }),
    )
    expect(updated.status).toBe(200)
    expect((await updated.json()).data).toMatchObject({ name: 'Aurelia Mayfair', services: ['Sales'] })

    const deleted = await admin.request(`/api/admin/dealers/${dealer.id}`, { method: 'DELETE' })
    expect(await deleted.json()).toEqual({ data: { deleted: true } })
    expect((await admin.request(`/api/admin/dealers/${dealer.id}`)).status).toBe(404)

    const audit = await listAudit(db().database.db, db().siteId, { search: 'GB-001', page: 1, perPage: 10 })
    expect(audit.rows.map((r) => r.action)).toEqual(['dealer.delete', 'dealer.update', 'dealer.create'])
    expect(audit.rows[1]!.changes).toMatchObject({ before: { name: 'Aurelia London' }, after: { name: 'Aurelia Mayfair' } })
  })

  it('bumps the content revision on writes', async () => {
    const revision = async () => (await admin.services.content.siteByKey())!.contentRevision
    admin.services.content.invalidate()
    const before = await revision()
    await admin.request('/api/admin/dealers', json('POST', { code: 'REV-1', name: 'Revision' }))
    admin.services.content.invalidate()
    expect(await revision()).toBe(before + 1)
  })

  it('answers 409 naming the code when it is taken (create and update)', async () => {
    await admin.request('/api/admin/dealers', json('POST', { code: 'DUP-1', name: 'First' }))
    const second = await admin.request('/api/admin/dealers', json('POST', { code: 'DUP-1', name: 'Second' }))
    expect(second.status).toBe(409)
    const body = await second.json()
    expect(body.errors[0]).toMatchObject({
      status: '409',
      detail: 'A dealer with the code DUP-1 already exists.',
      source: { pointer: '/code' },
    })

    const other = (await (await admin.request('/api/admin/dealers', json('POST', { code: 'DUP-2', name: 'Other' }))).json()).data
    const rename = await admin.request(`/api/admin/dealers/${other.id}`, json('PUT', { code: 'DUP-1', name: 'Other' }))
    expect(rename.status).toBe(409)
    // Keeping its own code is no conflict.
    expect((await admin.request(`/api/admin/dealers/${other.id}`, json('PUT', { code: 'DUP-2', name: 'Renamed' }))).status).toBe(200)
  })

  it('refuses a change made on the dealer as it was before another admin’s (409), whichever process saves first', async () => {
    const read = (
      await (await admin.request('/api/admin/dealers', json('POST', { code: 'TWO-1', name: 'Two admins', city: 'York' }))).json()
    ).data
    const save = (changes: object) =>
      admin.request(
        `/api/admin/dealers/${read.id}`,
        json('PUT', { code: 'TWO-1', name: 'Two admins', updated_at: read.updated_at, ...changes }),
      )
    expect((await save({ city: 'Leeds' })).status).toBe(200)
    const stale = await save({ street: '1 High Street' })
    expect(stale.status).toBe(409)
    expect((await stale.json()).errors[0]).toMatchObject({ title: 'Dealer changed', source: { pointer: '/updated_at' } })
    const now = (await (await admin.request(`/api/admin/dealers/${read.id}`)).json()).data
    expect(now).toMatchObject({ city: 'Leeds', street: '' })
    // Ten changes made on one reading: one is taken.
    const racing = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        admin.request(`/api/admin/dealers/${read.id}`, json('PUT', { code: 'TWO-1', name: `Race ${i}`, updated_at: now.updated_at })),
      ),
    )
    expect(racing.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)])
    expect(
      (await admin.request(`/api/admin/dealers/${read.id}`, json('PUT', { code: 'TWO-1', name: 'X', updated_at: 'yesterday' }))).status,
    ).toBe(422)
  })

  it.each([
    [{ ...london, code: '' }, '/code', 'code: is required'],
    [{ ...london, latitude: 95 }, '/latitude', 'latitude: must be between -90 and 90'],
    [{ ...london, longitude: null }, '/longitude', 'longitude: give both latitude and longitude, or neither'],
    [{ ...london, email: 'nope' }, '/email', 'email: must be an e-mail address'],
    [{ ...london, website: 'javascript:alert(1)' }, '/website', 'website: must be an http(s) URL'],
    [
      { ...london, opening_hours: [{ day: 'mon', opens: '18:00', closes: '09:00' }] },
      '/opening_hours/0/closes',
      'opening_hours.0.closes: must be later than opens',
    ],
    [{ ...london, services: 'Sales' }, '/services', 'services: Invalid input: expected array, received string'],
  ])('rejects an invalid body with 422 naming the field (%#)', async (body, pointer, detail) => {
    for (const [path, method] of [
      ['/api/admin/dealers', 'POST'],
      [`/api/admin/dealers/${existingId}`, 'PUT'],
    ] as const) {
      const response = await admin.request(path, json(method, body))
      expect(response.status).toBe(422)
      const errors = (await response.json()).errors
      expect(errors).toContainEqual({ status: '422', title: 'Invalid dealer', detail, source: { pointer } })
    }
  })

  it.each([
    ['broken JSON', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"code":' }, 400],
    ['an array', json('POST', [london]), 422],
  ])('rejects %s', async (_what, init, status) => {
    expect((await admin.request('/api/admin/dealers', init)).status).toBe(status)
  })

  it.each([
    ['/api/admin/dealers?sort=colour', 'sort'],
    ['/api/admin/dealers?per_page=1000', 'per_page'],
    ['/api/admin/dealers/abc', null],
  ])('answers a bad query or id with a 4xx (%s)', async (path, field) => {
    const response = await admin.request(path)
    expect(response.status).toBe(field ? 400 : 404)
    if (field) expect((await response.json()).errors[0].detail).toMatch(new RegExp(`^${field}:`))
  })

  it('lists with search, sort and pagination', async () => {
    for (const [code, name, city] of [
      ['L-A', 'Alpha Motors', 'Leeds'],
      ['L-B', 'Beta Cars', 'Leicester'],
      ['L-C', 'Gamma Auto', 'Bristol'],
    ]) {
      await admin.request('/api/admin/dealers', json('POST', { code, name, city }))
    }
    const page = async (query: string) => await (await admin.request(`/api/admin/dealers?${query}`)).json()
    // A word longer than the random codes other tests give their dealers ('R-y4leis' once matched 'lei').
    const leicester = await page('search=leicester')
    expect(leicester.data.map((d: { code: string }) => d.code)).toEqual(['L-B'])
    const sorted = await page('search=L-&sort=name&dir=desc&per_page=2&page=1')
    expect(sorted.data.map((d: { code: string }) => d.code)).toEqual(['L-C', 'L-B'])
    expect(sorted.meta).toEqual({ total: 3, page: 1, per_page: 2 })
    expect((await page('search=L-&sort=name&dir=desc&per_page=2&page=2')).data.map((d: { code: string }) => d.code)).toEqual(['L-A'])
    // LIKE wildcards in the search are literal.
    expect((await page('search=%25')).data).toEqual([])
  })

  it('the public list answers the spec shape with items and page', async () => {
    const body = await (await clients.anonymous.request('/api/content/dealers?items=2&page=1')).json()
    expect(body.data).toHaveLength(2)
    expect(body.data[0]).toMatchObject({ type: 'dealer', id: expect.any(String), attributes: { code: expect.any(String) } })
    expect(body.meta).toMatchObject({ page: 1, items: 2, total: expect.any(Number) })
    expect((await clients.anonymous.request('/api/content/dealers?items=500')).status).toBe(400)
  })
})

describeEachEngine('dealers in the bundle', (db) => {
  const media = createLocalMediaStore('/tmp')
  it('imports, replaces and exports the dealers section (round trip)', async () => {
    const { database, siteId } = db()
    const bundle = {
      format: 'forecourt.bundle/1',
      dealers: [london, { code: 'GB-002', name: 'Aurelia Leeds', latitude: '53.8', longitude: '-1.55' }],
    }
    await importBundle(database.db, siteId, bundle, { bundleDir: '.', media })
    const exported = await exportBundle(database.db, siteId, { media })
    expect(exported.dealers).toEqual([
      london,
      {
        code: 'GB-002',
        name: 'Aurelia Leeds',
        street: '',
        city: '',
        postcode: '',
        country: '',
        state: '',
        locality: '',
        brands: [],
        latitude: 53.8,
        longitude: -1.55,
        phone: null,
        email: null,
        website: null,
        services: [],
        opening_hours: [],
      },
    ])
    await importBundle(database.db, siteId, { format: 'forecourt.bundle/1', dealers: exported.dealers }, { bundleDir: '.', media })
    expect((await exportBundle(database.db, siteId, { media })).dealers).toEqual(exported.dealers)
    // The section replaces: a bundle with one dealer leaves one.
    await importBundle(database.db, siteId, { format: 'forecourt.bundle/1', dealers: [london] }, { bundleDir: '.', media })
    expect((await exportBundle(database.db, siteId, { media })).dealers?.map((d) => d.code)).toEqual(['GB-001'])
  })

  it.each([
    [[london, london], 'dealers[1].code: duplicate dealer code GB-001 (also dealers[0])'],
    [[{ ...london, latitude: 100 }], 'dealers[0].latitude: must be between -90 and 90'],
    [
      [{ ...london, opening_hours: [{ day: 'xyz', opens: '09:00', closes: '10:00' }] }],
      'dealers[0].opening_hours[0].day: must be one of mon, tue, wed, thu, fri, sat, sun',
    ],
    [[{ name: 'No code' }], 'dealers[0].code: is required'],
  ])('a bad dealers section changes nothing and names the path (%#)', async (dealers, message) => {
    const { database, siteId } = db()
    const before = (await exportBundle(database.db, siteId, { media })).dealers
    const error = await importBundle(database.db, siteId, { format: 'forecourt.bundle/1', dealers }, { bundleDir: '.', media }).catch(
      (e) => e,
    )
    expect(error.errors).toContain(message)
    expect((await exportBundle(database.db, siteId, { media })).dealers).toEqual(before)
  })
})
