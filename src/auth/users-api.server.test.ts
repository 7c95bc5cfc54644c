import { eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { auditLog, sessions, users } from '~/db/schema/index.ts'
import { clientsByRole, testApp, type TestClient } from '~/test/app.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { changeRole, deleteUser } from './users-admin.server.ts'

const send = (client: TestClient, method: string, path: string, body?: unknown) =>
  client.request(path, {
    method,
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  })
const login = async (client: TestClient, email: string, password: string) => {
  await client.request('/auth/session')
  return send(client, 'POST', '/auth/login', { email, password })
}

describeEachEngine('admin users API (issue 4 §3, spec 1 §6)', (db) => {
  let admin: TestClient
  let adminId: number
  beforeAll(async () => {
    admin = (await clientsByRole(db())).admin
    adminId = (await (await admin.request('/auth/session')).json()).data.id
  })

  it('adds a local user who can then sign in; lists users without password hashes', async () => {
    const response = await send(admin, 'POST', '/api/admin/users', {
      email: 'New.Editor@Example.com',
      role: 'editor',
      password: 'a brand new password',
    })
    expect(response.status).toBe(201)
    const { data } = await response.json()
    expect(data).toMatchObject({ email: 'new.editor@example.com', role: 'editor', sso: false, local: true, name: null })
    expect((await login(testApp(db()), 'new.editor@example.com', 'a brand new password')).status).toBe(200)

    const list = await (await admin.request('/api/admin/users?search=new.editor')).json()
    expect(list.data).toEqual([data])
    expect(JSON.stringify(list)).not.toMatch(/hash|scrypt/i)
    const [entry] = await db().database.db.select().from(auditLog).where(eq(auditLog.action, 'user.create'))
    expect(entry).toMatchObject({
      siteId: null,
      entityType: 'user',
      entityId: String(data.id),
      summary: 'Added editor new.editor@example.com',
    })
    expect(JSON.stringify(entry!.changes)).not.toMatch(/password/i)
  })

  it('sorts users by e-mail or role, both ways', async () => {
    const emails = async (query: string) =>
      (await (await admin.request(`/api/admin/users?${query}`)).json()).data.map((u: { email: string }) => u.email)
    const ascending = await emails('sort=email')
    expect(ascending).toEqual([...ascending].sort())
    expect(await emails('sort=email&dir=desc')).toEqual([...ascending].reverse())
    const roles = (await (await admin.request('/api/admin/users?sort=role')).json()).data.map((u: { role: string }) => u.role)
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
      'a common password (issue 11 §3)',
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

  it('changes a role (audited) and the change applies to the running session', async () => {
    const editor = testApp(db())
    await login(editor, 'new.editor@example.com', 'a brand new password')
    expect((await editor.request('/api/admin/users')).status).toBe(403)
    const {
      data: [user],
    } = await (await admin.request('/api/admin/users?search=new.editor')).json()
    const response = await send(admin, 'PUT', `/api/admin/users/${user.id}/role`, { role: 'admin' })
    expect((await response.json()).data.role).toBe('admin')
    expect((await editor.request('/api/admin/users')).status).toBe(200)
    const [entry] = await db().database.db.select().from(auditLog).where(eq(auditLog.action, 'user.role'))
    expect(entry).toMatchObject({ siteId: null, changes: { before: { role: 'editor' }, after: { role: 'admin' } } })
    await send(admin, 'PUT', `/api/admin/users/${user.id}/role`, { role: 'editor' })
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

  it('never deletes or demotes yourself, nor the last administrator (409 with a clear message)', async () => {
    const own = await send(admin, 'DELETE', `/api/admin/users/${adminId}`)
    expect(own.status).toBe(409)
    expect((await own.json()).errors[0].detail).toBe('You cannot delete your own account; ask another administrator.')
    expect((await send(admin, 'PUT', `/api/admin/users/${adminId}/role`, { role: 'editor' })).status).toBe(409)

    // Through the API an administrator always remains (the caller); the services refuse anyway,
    // e.g. for a caller whose own role was just taken away in another request.
    const outsider = { id: 0, email: 'outsider@example.com', role: 'editor' as const }
    const refusal = {
      status: 409,
      title: 'Last administrator',
      detail: 'This is the last administrator: make another user an administrator first.',
    }
    await expect(deleteUser(db().database.db, outsider, adminId)).rejects.toMatchObject(refusal)
    await expect(changeRole(db().database.db, outsider, adminId, 'editor')).rejects.toMatchObject(refusal)
    expect(await db().database.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'))).toEqual([{ id: adminId }])
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
      summary: 'Removed editor gone@example.com',
      changes: { before: { email: 'gone@example.com' }, after: null },
    })
  })
})
