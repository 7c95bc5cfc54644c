import { and, eq, isNull } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog, sessions, userRoles } from '~/db/schema/index.ts'
import { clientsByRole, testApp, type TestClient } from '~/test/app.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { addMarket, clientWithGrants, sendTo, type GrantedClient } from '~/test/markets.ts'
import { deleteUser, setRole } from './users-admin.server.ts'

const send = (client: TestClient, method: string, path: string, body?: unknown) =>
  client.request(path, {
    method,
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  })
const login = async (client: TestClient, email: string, password: string) => {
  await client.request('/auth/session')
  return send(client, 'POST', '/auth/login', { email, password })
}

describeEachEngine('admin users API (spec 1 §6)', (db) => {
  let admin: TestClient
  let adminId: number
  beforeAll(async () => {
    admin = (await clientsByRole(db())).admin
    adminId = (await (await admin.request('/auth/session')).json()).data.id
  })

  it('adds a local user with a role in this market, who can then sign in; lists users without password hashes', async () => {
    const response = await send(admin, 'POST', '/api/admin/users', {
      email: 'New.Editor@Example.com',
      role: 'editor',
      password: 'a brand new password',
    })
    expect(response.status).toBe(201)
    const { data } = await response.json()
    expect(data).toMatchObject({
      email: 'new.editor@example.com',
      role: 'editor',
      grants: [{ siteId: db().siteId, siteKey: 'default', role: 'editor' }],
      sso: false,
      local: true,
      name: null,
    })
    expect((await login(testApp(db()), 'new.editor@example.com', 'a brand new password')).status).toBe(200)

    const list = await (await admin.request('/api/admin/users?search=new.editor')).json()
    expect(list.data).toEqual([data])
    expect(JSON.stringify(list)).not.toMatch(/hash|scrypt/i)
    const [entry] = await db().database.db.select().from(auditLog).where(eq(auditLog.action, 'user.create'))
    expect(entry).toMatchObject({
      siteId: db().siteId,
      entityType: 'user',
      entityId: String(data.id),
      summary: 'Added editor new.editor@example.com in default',
    })
    expect(JSON.stringify(entry!.changes)).not.toMatch(/password/i)
  })

  it('sorts users by e-mail or by the role in this market, both ways', async () => {
    const emails = async (query: string) =>
      (await (await admin.request(`/api/admin/users?${query}`)).json()).data.map((u: { email: string }) => u.email)
    const ascending = await emails('sort=email')
    expect(ascending).toEqual([...ascending].sort())
    expect(await emails('sort=email&dir=desc')).toEqual([...ascending].reverse())
    const roles = (await (await admin.request('/api/admin/users?sort=role')).json()).data.map((u: { role: string }) => u.role)
    expect(roles.length).toBeGreaterThan(1)
    expect(roles).toEqual([...roles].sort())
  })

  it.each([
    [
      'a short password',
      { email: 'p@example.com', role: 'editor', password: 'short' },
      '/password',
      /password must be at least 12 characters/,
    ],
    [
      'a common password',
      { email: 'p@example.com', role: 'editor', password: 'password1234' },
      '/password',
      /^Password is too easy to guess: it is a common password$/,
    ],
    [
      'a password made of the e-mail',
      { email: 'kim.lee@example.com', role: 'editor', password: 'kimlee.example' },
      '/password',
      /^Password is too easy to guess: it contains your e-mail address/,
    ],
    ['only spaces', { email: 'p@example.com', role: 'editor', password: ' '.repeat(12) }, '/password', /password must not be only spaces/],
    ['a bad e-mail', { email: 'not-an-email', role: 'editor', password: 'a long enough password' }, '/email', /^email: /],
    [
      'an unknown role',
      { email: 'r@example.com', role: 'owner', password: 'a long enough password' },
      '/role',
      /^role: must be one of admin, editor/,
    ],
    [
      'an unknown market',
      { email: 'r@example.com', role: 'editor', password: 'a long enough password', site: 'atlantis' },
      '/site',
      /^site: no market "atlantis"/,
    ],
    [
      'a market that is not a key',
      { email: 'r@example.com', role: 'editor', password: 'a long enough password', site: 'Not A Key' },
      '/site',
      /^site: must be a market's key or \*/,
    ],
  ])('refuses %s with 422 naming the field', async (_what, body, pointer, detail) => {
    const response = await send(admin, 'POST', '/api/admin/users', body)
    expect(response.status).toBe(422)
    const [error] = (await response.json()).errors
    expect(error.source.pointer).toBe(pointer)
    expect(error.detail).toMatch(detail)
  })

  it('refuses an e-mail that already has an account with 409', async () => {
    const response = await send(admin, 'POST', '/api/admin/users', {
      email: 'new.editor@example.com',
      role: 'admin',
      password: 'a brand new password',
    })
    expect(response.status).toBe(409)
    expect((await response.json()).errors[0].source.pointer).toBe('/email')
  })

  it('changes the role in this market (audited) and the change applies to the running session', async () => {
    const editor = testApp(db())
    await login(editor, 'new.editor@example.com', 'a brand new password')
    expect((await editor.request('/api/admin/users')).status).toBe(403)
    const {
      data: [user],
    } = await (await admin.request('/api/admin/users?search=new.editor')).json()
    const response = await send(admin, 'PUT', `/api/admin/users/${user.id}/roles/default`, { role: 'admin' })
    expect((await response.json()).data.role).toBe('admin')
    expect((await editor.request('/api/admin/users')).status).toBe(200)
    const [entry] = await db().database.db.select().from(auditLog).where(eq(auditLog.action, 'user.role'))
    expect(entry).toMatchObject({
      siteId: db().siteId,
      summary: 'Changed role of new.editor@example.com in default from editor to admin',
      changes: { before: { site: 'default', role: 'editor' }, after: { site: 'default', role: 'admin' } },
    })
    await send(admin, 'PUT', `/api/admin/users/${user.id}/roles/default`, { role: 'editor' })
  })

  it('takes a role: without one the user is refused here, and an unknown market is a 404', async () => {
    const { data: created } = await (
      await send(admin, 'POST', '/api/admin/users', { email: 'taken@example.com', role: 'editor', password: 'a password to keep' })
    ).json()
    const user = testApp(db())
    await login(user, 'taken@example.com', 'a password to keep')
    expect((await user.request('/api/content/editor/pages')).status).toBe(200)
    const response = await send(admin, 'DELETE', `/api/admin/users/${created.id}/roles/default`)
    expect(response.status).toBe(200)
    expect((await response.json()).data).toMatchObject({ role: null, grants: [] })
    expect((await user.request('/api/content/editor/pages')).status).toBe(403)
    expect((await (await user.request('/auth/session')).json()).data).toMatchObject({ email: 'taken@example.com', role: null })
    expect((await send(admin, 'PUT', `/api/admin/users/${created.id}/roles/atlantis`, { role: 'editor' })).status).toBe(404)
    expect((await send(admin, 'PUT', `/api/admin/users/${created.id}/roles/default`, { role: 'owner' })).status).toBe(422)
  })

  it("resets a password: the old one stops working and the user's sessions end", async () => {
    const editor = testApp(db())
    await login(editor, 'new.editor@example.com', 'a brand new password')
    const {
      data: [user],
    } = await (await admin.request('/api/admin/users?search=new.editor')).json()
    expect((await db().database.db.select().from(sessions).where(eq(sessions.userId, user.id))).length).toBeGreaterThan(0)
    expect((await send(admin, 'PUT', `/api/admin/users/${user.id}/password`, { password: 'short' })).status).toBe(422)
    const weak = await send(admin, 'PUT', `/api/admin/users/${user.id}/password`, { password: 'aaaaaaaaaaaa' })
    expect(weak.status).toBe(422)
    expect((await weak.json()).errors[0]).toMatchObject({
      detail: expect.stringMatching(/^Password is too easy to guess/),
      source: { pointer: '/password' },
    })
    expect((await send(admin, 'PUT', `/api/admin/users/${user.id}/password`, { password: 'the replacement password' })).status).toBe(200)
    expect((await db().database.db.select().from(sessions).where(eq(sessions.userId, user.id))).length).toBe(0)
    expect((await (await editor.request('/auth/session')).json()).data).toBeNull()
    expect((await login(testApp(db()), 'new.editor@example.com', 'a brand new password')).status).not.toBe(200)
    expect((await login(testApp(db()), 'new.editor@example.com', 'the replacement password')).status).toBe(200)
  })

  it('never deletes or demotes yourself, nor the last administrator of every market (409 with a clear message)', async () => {
    const own = await send(admin, 'DELETE', `/api/admin/users/${adminId}`)
    expect(own.status).toBe(409)
    expect((await own.json()).errors[0].detail).toBe('You cannot delete your own account; ask another administrator.')
    expect((await send(admin, 'PUT', `/api/admin/users/${adminId}/roles/*`, { role: 'editor' })).status).toBe(409)
    expect((await send(admin, 'DELETE', `/api/admin/users/${adminId}/roles/*`)).status).toBe(409)

    // Through the API an administrator of every market always remains (the caller); the services
    // refuse anyway, e.g. for a caller whose own role was just taken away in another request.
    const outsider = {
      id: 0,
      email: 'outsider@example.com',
      role: 'admin' as const,
      grants: [{ siteId: null, siteKey: null, role: 'admin' as const }],
    }
    const market = { id: db().siteId, key: 'default' }
    const refusal = {
      status: 409,
      title: 'Last administrator',
      detail: 'This is the last administrator of every market: make another user an administrator of every market first.',
    }
    await expect(deleteUser(db().database.db, outsider, market, adminId)).rejects.toMatchObject(refusal)
    await expect(setRole(db().database.db, outsider, market, adminId, '*', 'editor')).rejects.toMatchObject(refusal)
    await expect(setRole(db().database.db, outsider, market, adminId, '*', null)).rejects.toMatchObject(refusal)
    // A lower role in one market makes them no longer an administrator of every market, too.
    await expect(setRole(db().database.db, outsider, market, adminId, 'default', 'editor')).rejects.toMatchObject(refusal)
    expect(
      await db().database.db.select({ userId: userRoles.userId, role: userRoles.role }).from(userRoles).where(eq(userRoles.role, 'admin')),
    ).toContainEqual({ userId: adminId, role: 'admin' })
  })

  it('deletes a user, audited with who it was', async () => {
    const { data: created } = await (
      await send(admin, 'POST', '/api/admin/users', { email: 'gone@example.com', role: 'editor', password: 'a password to lose' })
    ).json()
    expect((await send(admin, 'DELETE', `/api/admin/users/${created.id}`)).status).toBe(200)
    expect((await admin.request(`/api/admin/users/${created.id}`)).status).toBe(404)
    const [entry] = await db().database.db.select().from(auditLog).where(eq(auditLog.action, 'user.delete'))
    expect(entry).toMatchObject({
      siteId: null,
      summary: 'Removed gone@example.com (editor in default)',
      changes: { before: { email: 'gone@example.com', roles: [{ site: 'default', role: 'editor' }] }, after: null },
    })
  })

  it("two administrators of every market taking each other's role at once: one of them remains", async () => {
    const other = await clientWithGrants(db(), [{ siteId: null, role: 'admin' }])
    const statuses = await Promise.all([
      send(admin, 'DELETE', `/api/admin/users/${other.userId}/roles/*`),
      send(other, 'DELETE', `/api/admin/users/${adminId}/roles/*`),
    ]).then((responses) => responses.map((r) => r.status).sort())
    // The loser is refused as the last one (409), or, when the winner was quicker, as no longer an admin (403).
    expect(statuses[0]).toBe(200)
    expect([403, 409]).toContain(statuses[1])
    const everyMarketAdmins = await db()
      .database.db.select({ userId: userRoles.userId })
      .from(userRoles)
      .where(and(isNull(userRoles.siteId), eq(userRoles.role, 'admin')))
    expect(everyMarketAdmins).toHaveLength(1)
  })
})

/**
 * Who gives which role. An admin of a market manages that market's roles; roles in
 * every market and in other markets need an administrator of every market; a market's admin
 * cannot take over an account that has roles elsewhere (ADR 041).
 */
describeEachEngine('admin users API by market', (db) => {
  const A = 'localhost'
  let B: { id: number; key: string; host: string }
  let everyAdmin: GrantedClient
  let adminOfA: GrantedClient
  let adminOfB: GrantedClient
  let editorOfA: GrantedClient
  beforeAll(async () => {
    B = await addMarket(db(), 'm2')
    everyAdmin = await clientWithGrants(db(), [{ siteId: null, role: 'admin' }])
    adminOfA = await clientWithGrants(db(), [{ siteId: db().siteId, role: 'admin' }])
    adminOfB = await clientWithGrants(db(), [{ siteId: B.id, role: 'admin' }])
    editorOfA = await clientWithGrants(db(), [{ siteId: db().siteId, role: 'editor' }])
  })
  const user = async (client: GrantedClient, host: string) =>
    (await (await sendTo(client, host, 'GET', `/api/admin/users/${editorOfA.userId}`)).json()).data

  it('an admin of one market is refused the admin API of another (403)', async () => {
    expect((await sendTo(adminOfA, A, 'GET', '/api/admin/users')).status).toBe(200)
    const response = await sendTo(adminOfA, B.host, 'GET', '/api/admin/users')
    expect(response.status).toBe(403)
    expect((await response.json()).errors[0].title).toBe('user has no permissions (403)')
    expect((await sendTo(adminOfB, A, 'GET', '/api/admin/users')).status).toBe(403)
    expect((await sendTo(adminOfB, B.host, 'GET', '/api/admin/users')).status).toBe(200)
  })

  it('shows each user with the role in the market of the request and all their roles', async () => {
    expect(await user(everyAdmin, A)).toMatchObject({ role: 'editor', grants: [{ siteKey: 'default', role: 'editor' }] })
    expect(await user(everyAdmin, B.host)).toMatchObject({ role: null, grants: [{ siteKey: 'default', role: 'editor' }] })
  })

  describe.each([
    ['this market', () => 'default', 200],
    ['another market', () => 'm2', 403],
    ['every market', () => '*', 403],
  ])('an admin of market A gives a role in %s', (_what, site, status) => {
    it(`→ ${status}`, async () => {
      const response = await sendTo(adminOfA, A, 'PUT', `/api/admin/users/${editorOfA.userId}/roles/${site()}`, { role: 'editor' })
      expect(response.status).toBe(status)
      if (status === 403) expect((await response.json()).errors[0].title).toBe('Not an administrator of every market')
      const created = await sendTo(adminOfA, A, 'POST', '/api/admin/users', {
        email: `by-a-${site().replace('*', 'all')}@example.com`,
        role: 'editor',
        password: 'a long market password',
        site: site(),
      })
      expect(created.status).toBe(status === 200 ? 201 : 403)
    })
  })

  it('an admin of every market gives roles in other markets and in every market; the market role wins', async () => {
    const put = (site: string, role: string) => sendTo(everyAdmin, A, 'PUT', `/api/admin/users/${editorOfA.userId}/roles/${site}`, { role })
    expect((await put('m2', 'admin')).status).toBe(200)
    expect((await put('*', 'editor')).status).toBe(200)
    expect(await user(everyAdmin, B.host)).toMatchObject({ role: 'admin' })
    // The user's running session sees it in market B at once.
    expect((await sendTo(editorOfA, B.host, 'GET', '/api/admin/users')).status).toBe(200)
    expect((await sendTo(editorOfA, A, 'GET', '/api/admin/users')).status).toBe(403)
    const [entry] = await db()
      .database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.role'), eq(auditLog.siteId, B.id)))
    expect(entry).toMatchObject({ summary: `Changed role of ${editorOfA.email} in m2 from none to admin` })
    // A market's admin cannot now take away what an administrator of every market gave.
    expect((await sendTo(adminOfA, A, 'DELETE', `/api/admin/users/${editorOfA.userId}/roles/*`)).status).toBe(403)
    expect((await sendTo(adminOfB, B.host, 'DELETE', `/api/admin/users/${editorOfA.userId}/roles/m2`)).status).toBe(200)
    expect((await sendTo(everyAdmin, A, 'DELETE', `/api/admin/users/${editorOfA.userId}/roles/*`)).status).toBe(200)
  })

  it('a market admin resets passwords and deletes only accounts whose roles are all in their market', async () => {
    const local = await clientWithGrants(db(), [{ siteId: db().siteId, role: 'editor' }])
    const both = await clientWithGrants(db(), [
      { siteId: db().siteId, role: 'editor' },
      { siteId: B.id, role: 'editor' },
    ])
    const reset = (client: GrantedClient, id: number) =>
      sendTo(client, A, 'PUT', `/api/admin/users/${id}/password`, { password: 'a replacement market password' })
    expect((await reset(adminOfA, local.userId)).status).toBe(200)
    const refused = await reset(adminOfA, both.userId)
    expect(refused.status).toBe(403)
    expect((await refused.json()).errors[0].detail).toBe(
      `${both.email} has roles in other markets: only an administrator of every market can change their account.`,
    )
    expect((await reset(adminOfA, everyAdmin.userId)).status).toBe(403)
    expect((await sendTo(adminOfA, A, 'DELETE', `/api/admin/users/${both.userId}`)).status).toBe(403)
    expect((await reset(everyAdmin, both.userId)).status).toBe(200)
    expect((await sendTo(adminOfA, A, 'DELETE', `/api/admin/users/${local.userId}`)).status).toBe(200)
  })

  it('nobody changes their own roles', async () => {
    const response = await sendTo(adminOfA, A, 'PUT', `/api/admin/users/${adminOfA.userId}/roles/default`, { role: 'editor' })
    expect(response.status).toBe(409)
    expect((await response.json()).errors[0].detail).toBe('You cannot change your own roles; ask another administrator.')
  })
})
