import { beforeAll, describe, expect, it } from 'vitest'
import { importBundle } from '~/bundle/bundle.server.ts'
import { clientsByRole, type TestClient } from '~/test/app.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { fixtureBundle } from '~/test/fixtures.ts'

type Clients = Awaited<ReturnType<typeof clientsByRole>>
const send = (client: TestClient, method: string, path: string, body?: unknown, init: { csrf?: boolean } = {}) =>
  client.request(path, {
    method,
    ...init,
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  })

/**
 * Every endpoint of the admin part 1 (settings, metaheads, users, audit) against every role:
 * anonymous 401, editor 403, admin 2xx (issue 4 §3, §4; spec 1 §6). Ids are filled in as the
 * admin's own calls create them, so the list runs in order.
 */
describeEachEngine('admin API roles', (db) => {
  let clients: Clients
  const ids = { metahead: 0, user: 0 }
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
  const endpoints: [method: string, path: string, body: unknown, adminStatus: number][] = [
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
    ['POST', '/api/admin/users', { email: 'matrix@example.com', role: 'editor', password: 'a matrix password' }, 201],
    ['GET', '/api/admin/users/:user', undefined, 200],
    ['PUT', '/api/admin/users/:user/role', { role: 'admin' }, 200],
    ['PUT', '/api/admin/users/:user/password', { password: 'another long password' }, 200],
    ['DELETE', '/api/admin/users/:user', undefined, 200],
    ['GET', '/api/admin/audit', undefined, 200],
    ['GET', '/api/admin/audit?search=setting&page=1&per_page=10', undefined, 200],
  ]

  const resolve = (path: string) => path.replace(':metahead', String(ids.metahead || 1)).replace(':user', String(ids.user || 1))

  describe.each([
    ['anonymous', 401, 'Login required'],
    ['editor', 403, 'user has no permissions (403)'],
  ] as const)('as %s', (role, status, title) => {
    it.each(endpoints)('%s %s %j → refused', async (method, path, body) => {
      const response = await send(clients[role], method, resolve(path), body)
      expect(response.status).toBe(status)
      expect((await response.json()).errors[0].title).toBe(title)
    })
  })

  describe('as admin', () => {
    it.each(endpoints)('%s %s %j → %i', async (method, path, body, expected) => {
      const response = await send(clients.admin, method, resolve(path), body)
      const json = await response.json()
      expect(response.status, JSON.stringify(json)).toBe(expected)
      if (method === 'POST' && path.endsWith('/metaheads')) ids.metahead = json.data.id
      if (method === 'POST' && path.endsWith('/users')) ids.user = json.data.id
      expect(JSON.stringify(json)).not.toMatch(/password_?hash|scrypt\$/i)
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
