import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { importBundle } from '~/bundle/bundle.server.ts'
import { metaheads, navEntries } from '~/db/schema/index.ts'
import { clientsByRole, type TestClient } from '~/test/app.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { fixtureBundle } from '~/test/fixtures.ts'
import { addMarket, clientWithGrants, sendTo, type Grant, type GrantedClient } from '~/test/markets.ts'

type Clients = Awaited<ReturnType<typeof clientsByRole>>
const send = (client: TestClient, method: string, path: string, body?: unknown, init: { csrf?: boolean } = {}) =>
  client.request(path, {
    method,
    ...init,
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  })

/**
 * Every endpoint of the admin part 1 (settings, metaheads, users, audit) against every role:
 * anonymous 401, editor 403, admin 2xx (spec 1 §6), and against every role in
 * each market. Ids are filled in as the allowed calls create them, so a list runs
 * in order.
 */
describeEachEngine('admin API roles', (db) => {
  let clients: Clients
  beforeAll(async () => {
    clients = await clientsByRole(db())
    await importBundle(db().database.db, db().siteId, fixtureBundle(), { bundleDir: '.', media: clients.admin.services.media })
  })

  const metahead = {
    page: '/about',
    language: 'javascript',
    content: 'console.log(1)',
    in_body: true,
    reload_on_each_page: false,
    sequence: 3,
  }
  /** Every endpoint, in an order that works: ids are filled in as the calls create them. `site` is the market's key. */
  const endpoints = (site: string, run: string): [method: string, path: string, body: unknown, adminStatus: number][] => [
    ['GET', '/api/admin/settings', undefined, 200],
    ['GET', '/api/admin/settings?search=site&sort=updated_at&dir=desc&page=1&per_page=5', undefined, 200],
    ['PUT', '/api/admin/settings/general.site_name', { value: 'Matrix Market' }, 200],
    ['GET', '/api/admin/settings/general.site_name', undefined, 200],
    ['DELETE', '/api/admin/settings/general.site_name', undefined, 200],
    ['GET', '/api/admin/metaheads', undefined, 200],
    ['POST', '/api/admin/metaheads', metahead, 201],
    ['GET', '/api/admin/metaheads/:metahead', undefined, 200],
    ['PUT', '/api/admin/metaheads/:metahead', { ...metahead, page: null }, 200],
    ['DELETE', '/api/admin/metaheads/:metahead', undefined, 200],
    ['GET', '/api/admin/users', undefined, 200],
    ['POST', '/api/admin/users', { email: `matrix-${run}@example.com`, role: 'editor', password: 'a matrix password' }, 201],
    ['GET', '/api/admin/users/:user', undefined, 200],
    ['PUT', `/api/admin/users/:user/roles/${site}`, { role: 'admin' }, 200],
    ['PUT', '/api/admin/users/:user/password', { password: 'another long password' }, 200],
    ['DELETE', `/api/admin/users/:user/roles/${site}`, undefined, 200],
    ['DELETE', '/api/admin/users/:user', undefined, 200],
    ['GET', '/api/admin/audit', undefined, 200],
    ['GET', '/api/admin/audit?search=setting&page=1&per_page=10', undefined, 200],
  ]

  /** Runs every endpoint as `client` on `host`: all 2xx when `allowed`, else all refused with `refusal`. */
  async function runAll(
    client: TestClient,
    host: string,
    site: string,
    run: string,
    allowed: boolean,
    refusal: readonly [number, string] = [403, 'user has no permissions (403)'],
  ) {
    const ids = { metahead: 0, user: 0 }
    for (const [method, path, body, expected] of endpoints(site, run)) {
      const concrete = path.replace(':metahead', String(ids.metahead || 1)).replace(':user', String(ids.user || 1))
      const response = await sendTo(client, host, method, concrete, body)
      const json = await response.json()
      const what = `${method} ${path} on ${host}`
      if (!allowed) {
        expect(response.status, what).toBe(refusal[0])
        expect(json.errors[0].title, what).toBe(refusal[1])
        continue
      }
      expect(response.status, `${what}: ${JSON.stringify(json)}`).toBe(expected)
      if (method === 'POST' && path.endsWith('/metaheads')) ids.metahead = json.data.id
      if (method === 'POST' && path.endsWith('/users')) ids.user = json.data.id
      expect(JSON.stringify(json)).not.toMatch(/password_?hash|scrypt\$/i)
    }
  }

  it('refuses every endpoint to anonymous visitors (401)', () =>
    runAll(clients.anonymous, 'localhost', 'default', 'anonymous', false, [401, 'Login required']))
  it('refuses every endpoint to editors (403)', () => runAll(clients.editor, 'localhost', 'default', 'editor', false))
  it('allows every endpoint to administrators', () => runAll(clients.admin, 'localhost', 'default', 'admin', true))

  /**
   * The role that counts is the one in the market of the request (its Host). Each
   * user runs every endpoint on the host of a market; only an admin there gets through.
   */
  describe('role × market', () => {
    let B: Awaited<ReturnType<typeof addMarket>>
    const users: Record<string, GrantedClient> = {}
    beforeAll(async () => {
      B = await addMarket(db(), 'm2')
      await importBundle(db().database.db, B.id, fixtureBundle(), { bundleDir: '.', media: clients.admin.services.media })
      const A = db().siteId
      const grants: Record<string, Grant[]> = {
        'admin of A': [{ siteId: A, role: 'admin' }],
        'admin of B': [{ siteId: B.id, role: 'admin' }],
        'admin of every market': [{ siteId: null, role: 'admin' }],
        'editor of every market, admin of B': [
          { siteId: null, role: 'editor' },
          { siteId: B.id, role: 'admin' },
        ],
        'admin of every market, editor of B': [
          { siteId: null, role: 'admin' },
          { siteId: B.id, role: 'editor' },
        ],
        'editor of A': [{ siteId: A, role: 'editor' }],
        'no role': [],
      }
      for (const [who, granted] of Object.entries(grants)) users[who] = await clientWithGrants(db(), granted)
    })

    it.each([
      ['admin of A', 'A', true],
      ['admin of A', 'B', false],
      ['admin of B', 'B', true],
      ['admin of B', 'A', false],
      ['admin of every market', 'A', true],
      ['admin of every market', 'B', true],
      ['editor of every market, admin of B', 'B', true],
      ['editor of every market, admin of B', 'A', false],
      ['admin of every market, editor of B', 'A', true],
      ['admin of every market, editor of B', 'B', false],
      ['editor of A', 'A', false],
      ['no role', 'A', false],
      ['no role', 'B', false],
    ] as const)('%s, on the host of market %s: allowed %s', async (who, market, allowed) => {
      const [host, site] = market === 'A' ? ['localhost', 'default'] : [B.host, B.key]
      await runAll(users[who]!, host, site, `${who}-${market}`.replace(/\W+/g, '-'), allowed)
    })

    it("B's metahead and navigation entry ids are not found on A's host (404), even for an admin of every market", async () => {
      const admin = users['admin of every market']!
      const [metahead] = await db().database.db.select().from(metaheads).where(eq(metaheads.siteId, B.id)).limit(1)
      const [entry] = await db().database.db.select().from(navEntries).where(eq(navEntries.siteId, B.id)).limit(1)
      for (const [method, path, body] of [
        ['GET', `/api/admin/metaheads/${metahead!.id}`],
        // A body valid for any metahead: only the market decides the answer.
        ['PUT', `/api/admin/metaheads/${metahead!.id}`, { page: null, language: 'javascript', content: 'defaced()' }],
        ['DELETE', `/api/admin/metaheads/${metahead!.id}`],
        ['PATCH', `/api/admin/nav-entries/${entry!.id}`, { label: 'Defaced' }],
        ['POST', `/api/admin/nav-entries/${entry!.id}/move`, { parent_id: null, position: 0 }],
        ['DELETE', `/api/admin/nav-entries/${entry!.id}`],
      ] as const) {
        expect((await sendTo(admin, 'localhost', method, path, body)).status, `${method} ${path}`).toBe(404)
      }
      expect(await db().database.db.select().from(metaheads).where(eq(metaheads.id, metahead!.id))).toEqual([metahead])
      expect(await db().database.db.select().from(navEntries).where(eq(navEntries.id, entry!.id))).toEqual([entry])
    })
  })

  it.each([
    ['PUT', '/api/admin/settings/general.site_name', { value: 'x' }],
    ['DELETE', '/api/admin/settings/general.site_name', undefined],
    ['POST', '/api/admin/metaheads', metahead],
    ['POST', '/api/admin/users', { email: 'csrf@example.com', role: 'editor', password: 'a long csrf password' }],
  ])('%s %s without the CSRF header → 403', async (method, path, body) => {
    const response = await send(clients.admin, method, path, body, { csrf: false })
    expect(response.status).toBe(403)
    expect((await response.json()).errors[0].title).toBe('CSRF token missing or invalid')
  })
})
