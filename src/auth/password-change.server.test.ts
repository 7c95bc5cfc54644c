import { eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { sessions, users } from '~/db/schema/index.ts'
import { testApp, type TestClient } from '~/test/app.ts'
import { describeEachEngine } from '~/test/engines.ts'

/** POST /auth/password: a local account's password change revokes all its sessions. */
describeEachEngine('password change', (db) => {
  const email = 'changer@example.com'
  let laptop: TestClient
  let phone: TestClient
  const signIn = async (client: TestClient, password: string) => {
    await client.request('/auth/session')
    return client.request('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
  }
  const change = (client: TestClient, body: unknown, init: { csrf?: boolean } = {}) =>
    client.request('/auth/password', {
      method: 'POST',
      csrf: init.csrf,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })

  beforeAll(async () => {
    laptop = testApp(db())
    phone = testApp(db())
    await laptop.services.users.addUser({ email, role: 'editor', password: 'the first password' })
    expect((await signIn(laptop, 'the first password')).status).toBe(200)
    expect((await signIn(phone, 'the first password')).status).toBe(200)
  })

  it('needs a session (401) and the CSRF token (403)', async () => {
    const anonymous = testApp(db())
    await anonymous.request('/auth/session')
    expect((await change(anonymous, { current_password: 'x', new_password: 'y' })).status).toBe(401)
    expect(
      (await change(laptop, { current_password: 'the first password', new_password: 'a brand new password' }, { csrf: false })).status,
    ).toBe(403)
  })

  it.each([
    [{ new_password: 'a brand new password' }, 'current_password is required', '/current_password'],
    [{ current_password: 'the first password' }, 'new_password is required', '/new_password'],
    [{ current_password: 'not the password', new_password: 'a brand new password' }, 'current_password is incorrect', '/current_password'],
    [{ current_password: 'the first password', new_password: 'short' }, 'new_password must be at least 12 characters', '/new_password'],
    [
      { current_password: 'the first password', new_password: 'password1234' },
      'new_password is too easy to guess: it is a common password',
      '/new_password',
    ],
    [
      { current_password: 'the first password', new_password: 'changer@example.com' },
      "new_password is too easy to guess: it contains your e-mail address, your name or the site's name",
      '/new_password',
    ],
    [{ current_password: 'the first password', new_password: ' '.repeat(12) }, 'new_password must not be only spaces', '/new_password'],
    [
      { current_password: 'the first password', new_password: 'the first password' },
      'new_password must differ from current_password',
      '/new_password',
    ],
  ])('rejects %o with 400 naming the field', async (body, title, pointer) => {
    const response = await change(laptop, body)
    expect(response.status).toBe(400)
    expect((await response.json()).errors[0]).toEqual({ status: '400', title, source: { pointer } })
  })

  it('rejects a body that is not a JSON object', async () => {
    const response = await laptop.request('/auth/password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '"text"',
    })
    expect(response.status).toBe(400)
  })

  it('changes the password, revokes every session including the current one, and starts a fresh one', async () => {
    const [user] = await db().database.db.select().from(users).where(eq(users.email, email))
    const oldLaptopToken = laptop.jar.get('forecourt_session')
    const phoneToken = phone.jar.get('forecourt_session')
    expect(await laptop.services.users.sessionUser(phoneToken)).not.toBeNull()

    const response = await change(laptop, { current_password: 'the first password', new_password: 'a brand new password' })
    expect(response.status).toBe(200)
    expect((await response.json()).data).toEqual({ email, role: 'editor' })
    const newLaptopToken = laptop.jar.get('forecourt_session')
    expect(newLaptopToken).not.toBe(oldLaptopToken)

    expect(await laptop.services.users.sessionUser(oldLaptopToken)).toBeNull()
    expect(await laptop.services.users.sessionUser(phoneToken)).toBeNull()
    expect((await (await phone.request('/auth/session')).json()).data).toBeNull()
    expect((await (await laptop.request('/auth/session')).json()).data).toMatchObject({ email })
    expect(await db().database.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(1)

    expect((await signIn(phone, 'the first password')).status).toBe(401)
    expect((await signIn(phone, 'a brand new password')).status).toBe(200)
  })

  it('refuses for a single-sign-on account without a password', async () => {
    const sso = testApp(db())
    const [row] = await db()
      .database.db.insert(users)
      .values({ email: 'sso-only@example.com', passwordHash: null, oidcIssuer: 'https://idp.example', oidcSubject: 'abc' })
      .returning()
    const token = await sso.services.users.startSession(row!.id)
    sso.jar.set('forecourt_session', token)
    await sso.request('/auth/session')
    const response = await change(sso, { current_password: 'anything at all', new_password: 'a brand new password' })
    expect(response.status).toBe(400)
    expect((await response.json()).errors[0].title).toMatch(/single sign-on/)
  })
})
