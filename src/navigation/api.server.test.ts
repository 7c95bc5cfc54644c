import { beforeAll, describe, expect, it } from 'vitest'
import { listAudit } from '~/audit/audit.server.ts'
import { clientsByRole, type TestClient } from '~/test/app.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { addSite } from '~/sites/sites.server.ts'
import { clientWithGrants } from '~/test/markets.ts'

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})

interface Entry {
  id: number
  label: string
  url: string | null
  target: string
  position: number
  parent_id: number | null
  children: Entry[]
}

describeEachEngine('navigation entries API (/api/admin/nav-entries)', (db) => {
  let clients: Awaited<ReturnType<typeof clientsByRole>>
  let admin: TestClient
  let seedId: number
  const create = async (body: Record<string, unknown>) => {
    const response = await admin.request('/api/admin/nav-entries', json('POST', body))
    expect(response.status).toBe(201)
    return (await response.json()).data as Entry & { version: number }
  }
  const tree = async (version = 1): Promise<Entry[]> =>
    (await (await admin.request(`/api/admin/nav-entries?version=${version}`)).json()).data
  const labels = (entries: Entry[]): unknown[] => entries.map((e) => (e.children.length ? [e.label, labels(e.children)] : e.label))

  beforeAll(async () => {
    clients = await clientsByRole(db())
    admin = clients.admin
    seedId = (await create({ label: 'Seed', url: '/seed', version: 2 })).id
  })

  describe('roles: administrators only, on every endpoint', () => {
    const endpoints: [string, () => [string, RequestInit]][] = [
      ['GET tree', () => ['/api/admin/nav-entries?version=2', {}]],
      ['POST', () => ['/api/admin/nav-entries', json('POST', { label: 'Role test', version: 2 })]],
      ['PATCH', () => [`/api/admin/nav-entries/${seedId}`, json('PATCH', { label: 'Seed' })]],
      ['POST move', () => [`/api/admin/nav-entries/${seedId}/move`, json('POST', { parent_id: null, position: 0 })]],
      ['DELETE', () => ['/api/admin/nav-entries/999999', { method: 'DELETE' }]],
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
      expect((await admin.request(path, init)).status).toBe(name === 'POST' ? 201 : name === 'DELETE' ? 404 : 200)
    })
  })

  it('refuses writes without the CSRF token (403)', async () => {
    for (const [path, init] of [
      ['/api/admin/nav-entries', json('POST', { label: 'x' })],
      [`/api/admin/nav-entries/${seedId}`, json('PATCH', { label: 'x' })],
      [`/api/admin/nav-entries/${seedId}/move`, json('POST', { parent_id: null, position: 0 })],
      [`/api/admin/nav-entries/${seedId}`, { method: 'DELETE' }],
    ] as const) {
      const response = await admin.request(path, { ...init, csrf: false })
      expect(response.status).toBe(403)
    }
  })

  it('builds a v1 tree: create, edit, reorder, move, delete with children', async () => {
    const models = await create({ label: 'Models', url: '/models' })
    const offers = await create({ label: 'Offers', url: '/offers', target: '_blank' })
    const saloon = await create({ label: 'Saloon', url: '/models/saloon', parent_id: models.id })
    await create({ label: 'SUV', url: '/models/suv', parent_id: models.id })
    expect(labels(await tree())).toEqual([['Models', ['Saloon', 'SUV']], 'Offers'])
    expect((await tree())[1]).toMatchObject({ id: offers.id, target: '_blank', position: 1, parent_id: null })

    const renamed = await admin.request(`/api/admin/nav-entries/${saloon.id}`, json('PATCH', { label: 'Saloons', url: '' }))
    expect((await renamed.json()).data).toMatchObject({ label: 'Saloons', url: null })

    // Offers up, then Saloons down among its siblings, then Saloons out to the top level at the end.
    await admin.request(`/api/admin/nav-entries/${offers.id}/move`, json('POST', { parent_id: null, position: 0 }))
    await admin.request(`/api/admin/nav-entries/${saloon.id}/move`, json('POST', { parent_id: models.id, position: 1 }))
    expect(labels(await tree())).toEqual(['Offers', ['Models', ['SUV', 'Saloons']]])
    await admin.request(`/api/admin/nav-entries/${saloon.id}/move`, json('POST', { parent_id: null, position: 99 }))
    expect(labels(await tree())).toEqual(['Offers', ['Models', ['SUV']], 'Saloons'])

    const deleted = await admin.request(`/api/admin/nav-entries/${models.id}`, { method: 'DELETE' })
    expect((await deleted.json()).data).toEqual({ deleted: true, count: 2 })
    const after = await tree()
    expect(labels(after)).toEqual(['Offers', 'Saloons'])
    expect(after.map((e) => e.position)).toEqual([0, 1])
    // v2 is a separate tree.
    expect(labels(await tree(2))).toContain('Seed')
    expect(labels(await tree(2))).not.toContain('Offers')

    const audit = await listAudit(db().database.db, db().siteId, { search: 'navigation entry', page: 1, perPage: 50 })
    expect(new Set(audit.rows.map((r) => r.action))).toEqual(
      new Set(['nav_entry.create', 'nav_entry.update', 'nav_entry.move', 'nav_entry.delete']),
    )
  })

  it('the public navigation shows the change at once (cached per content revision)', async () => {
    const publicTree = async () => (await (await admin.request('/api/content/nav_entries_v2')).json()).data as Entry[]
    expect((await publicTree()).map((e) => e.label)).not.toContain('Brand new')
    const entry = await create({ label: 'Brand new', url: '/new', version: 2 })
    expect((await publicTree()).map((e) => e.label)).toContain('Brand new')
    await admin.request(`/api/admin/nav-entries/${entry.id}`, json('PATCH', { label: 'Renamed' }))
    expect((await publicTree()).map((e) => e.label)).toContain('Renamed')
  })

  it.each([
    [
      'under itself',
      (id: number) => ({ parent_id: id, position: 0 }),
      'parent_id: an entry cannot move under itself or one of its children',
    ],
    ['under an unknown entry', () => ({ parent_id: 987654, position: 0 }), 'parent_id: no entry 987654 in this navigation'],
  ])('refuses a move %s with 422', async (_what, body, detail) => {
    const parent = await create({ label: 'Cycle parent' })
    const response = await admin.request(`/api/admin/nav-entries/${parent.id}/move`, json('POST', body(parent.id)))
    expect(response.status).toBe(422)
    expect((await response.json()).errors[0]).toMatchObject({ status: '422', detail, source: { pointer: '/parent_id' } })
  })

  it('refuses a move under its own descendant, and a parent from the other version', async () => {
    const top = await create({ label: 'Top' })
    const child = await create({ label: 'Child', parent_id: top.id })
    const cycle = await admin.request(`/api/admin/nav-entries/${top.id}/move`, json('POST', { parent_id: child.id, position: 0 }))
    expect(cycle.status).toBe(422)
    const crossVersion = await admin.request('/api/admin/nav-entries', json('POST', { label: 'x', version: 2, parent_id: top.id }))
    expect(crossVersion.status).toBe(422)
    expect((await crossVersion.json()).errors[0].detail).toBe(`parent_id: no entry ${top.id} in navigation v2`)
  })

  it.each([
    ['POST', '/api/admin/nav-entries', { label: '' }, '/label', 'label: is required'],
    [
      'POST',
      '/api/admin/nav-entries',
      { label: 'x', url: 'javascript:alert(1)' },
      '/url',
      'url: must be a path starting with /, an anchor, an http(s) URL, mailto: or tel:',
    ],
    ['POST', '/api/admin/nav-entries', { label: 'x', target: '_top' }, '/target', 'target: must be _self or _blank'],
    ['POST', '/api/admin/nav-entries', { label: 'x', version: 3 }, '/version', 'version: must be 1 or 2'],
    ['PATCH', 'SEED', { label: '  ' }, '/label', 'label: is required'],
    ['PATCH', 'SEED', { parent_id: 1 }, '/', 'body: unknown field(s) parent_id'],
    ['POST', 'SEED/move', { parent_id: null, position: -1 }, '/position', 'position: must be a position from 0'],
    ['POST', 'SEED/move', { position: 1 }, '/parent_id', 'parent_id: must be an entry id'],
  ])('%s %s with an invalid body → 422 naming the field (%#)', async (method, path, body, pointer, detail) => {
    const url = path.startsWith('SEED') ? `/api/admin/nav-entries/${seedId}${path.slice(4)}` : path
    const response = await admin.request(url, json(method, body))
    expect(response.status).toBe(422)
    expect((await response.json()).errors).toContainEqual(expect.objectContaining({ detail, source: { pointer } }))
  })

  it.each([
    ['GET', '/api/admin/nav-entries?version=7', 400],
    ['PATCH', '/api/admin/nav-entries/987654', 404],
    ['PATCH', '/api/admin/nav-entries/abc', 404],
    ['DELETE', '/api/admin/nav-entries/987654', 404],
    ['POST', '/api/admin/nav-entries/987654/move', 404],
  ])('%s %s → %i', async (method, path, status) => {
    const init =
      method === 'GET' || method === 'DELETE'
        ? { method }
        : json(method, method === 'PATCH' ? { label: 'x' } : { parent_id: null, position: 0 })
    expect((await admin.request(path, init)).status).toBe(status)
  })
  // An Arabic market's "/offers" took its visitors to the English market's offers.
  it('keeps a site path in a market under a base path (422 naming the link), before anything is written', async () => {
    const market = await addSite(db().database.db, { key: `nav-base-${Date.now()}`, name: 'Arabic', hostnames: [], basePath: '/navar' })
    const marketAdmin = await clientWithGrants(db(), [{ siteId: market.id, role: 'admin' }])
    const post = (body: Record<string, unknown>) => marketAdmin.request('/navar/api/admin/nav-entries', json('POST', body))
    const refused = await post({ label: 'العروض', url: '/offers' })
    expect(refused.status).toBe(422)
    expect((await refused.json()).errors[0]).toMatchObject({
      source: { pointer: '/url' },
      detail:
        "url: must be a path of this market, under /navar (for example /navar/offers); another market's page needs its full https:// address",
    })
    const added = await post({ label: 'العروض', url: '/navar/offers' })
    expect(added.status).toBe(201)
    const id = (await added.json()).data.id as number
    expect((await marketAdmin.request(`/navar/api/admin/nav-entries/${id}`, json('PATCH', { url: '/stock' }))).status).toBe(422)
    const listed = (await (await marketAdmin.request('/navar/api/admin/nav-entries')).json()).data as Entry[]
    expect(listed.map((entry) => [entry.label, entry.url])).toEqual([['العروض', '/navar/offers']])
    // The root market's paths are its own.
    expect((await admin.request('/api/admin/nav-entries', json('POST', { label: 'Offers', url: '/offers' }))).status).toBe(201)
  })
})
