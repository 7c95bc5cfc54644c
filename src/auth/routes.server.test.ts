import { beforeAll, expect, it } from 'vitest'
import { testApp } from '~/test/app.ts'
import { describeEachEngine } from '~/test/engines.ts'

describeEachEngine('auth and CSRF', (db) => {
  let client: ReturnType<typeof testApp>
  beforeAll(async () => {
    client = testApp(db())
    await client.services.users.addUser({ email: 'admin@example.com', role: 'admin', password: 'a long admin password' })
    await client.request('/auth/session') // picks up a pre-session csrf-token cookie
  })
  const login = (body: unknown, init: { csrf?: boolean; headers?: Record<string, string> } = {}) =>
    client.request('/auth/login', {
      method: 'POST',
      csrf: init.csrf,
      headers: { 'content-type': 'application/json', ...init.headers },
      body: JSON.stringify(body),
    })

  it('issues a csrf-token cookie readable by the page', () => {
    expect(client.jar.get('csrf-token')).toMatch(/^[A-Za-z0-9_-]{32,64}$/)
  })

  it.each([
    ['no token', { csrf: false }],
    ['a wrong token', { csrf: true, headers: { 'csrf-token': 'x'.repeat(32) } }],
  ])('rejects a state-changing call with %s (403)', async (_what, init) => {
    const response = await login({ email: 'admin@example.com', password: 'a long admin password' }, init)
    expect(response.status).toBe(403)
    expect((await response.json()).errors[0].title).toBe('CSRF token missing or invalid')
    expect(client.jar.has('forecourt_session')).toBe(false)
  })

  it.each([
    [{ email: 'admin@example.com' }, 400, 'password is required'],
    [{ email: '', password: 'x' }, 400, 'email is required'],
    [{ email: 'admin@example.com', password: 'wrong password' }, 401, 'Email or password is incorrect.'],
    [{ email: 'nobody@example.com', password: 'a long admin password' }, 401, 'Email or password is incorrect.'],
    ['not an object', 400, 'expected object'],
  ])('rejects login %o with %s', async (body, status, message) => {
    const response = await login(body)
    expect(response.status).toBe(status)
    expect((await response.json()).errors[0].title).toContain(message)
  })

  it('rejects a body that is not JSON', async () => {
    const response = await client.request('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    })
    expect(response.status).toBe(400)
  })

  it('rejects an oversized request body with 413', async () => {
    const response = await client.request('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a'.repeat(100_000), password: 'x' }),
    })
    expect(response.status).toBe(413)
    expect((await response.json()).errors[0].title).toBe('Request body too large')
  })

  it('logs in with an HTTP-only session cookie stored server-side, and logs out', async () => {
    const response = await login({ email: 'ADMIN@example.com', password: 'a long admin password', redirectTo: '//evil.example' })
    expect(response.status).toBe(200)
    expect((await response.json()).data).toEqual({ email: 'admin@example.com', role: 'admin', redirectTo: '/' })
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('forecourt_session='))!
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect((await (await client.request('/auth/session')).json()).data).toMatchObject({ email: 'admin@example.com', role: 'admin' })

    const token = client.jar.get('forecourt_session')
    await client.request('/auth/logout', { method: 'POST', headers: { accept: 'application/json' } })
    expect((await (await client.request('/auth/session')).json()).data).toBeNull()
    // The old token no longer works: the session was deleted on the server.
    expect(await client.services.users.sessionUser(token)).toBeNull()
  })

  it('a form login redirects to the safe target', async () => {
    const form = new URLSearchParams({
      email: 'admin@example.com',
      password: 'a long admin password',
      redirectTo: '/cms',
      'csrf-token': client.jar.get('csrf-token')!,
    })
    const response = await client.request('/auth/login', {
      method: 'POST',
      csrf: false,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/cms')
  })

  it('a form login to a target outside ASCII redirects to it encoded, not a 500', async () => {
    const form = new URLSearchParams({
      email: 'admin@example.com',
      password: 'a long admin password',
      redirectTo: '/€?q=ü',
      'csrf-token': client.jar.get('csrf-token')!,
    })
    const response = await client.request('/auth/login', {
      method: 'POST',
      csrf: false,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/%E2%82%AC?q=%C3%BC')
  })

  it('a form body that does not parse is a sign-in without its fields, not a 500', async () => {
    const response = await client.request('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data' },
      body: 'xx',
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toMatch(/^\/login\?error=invalid&/)
  })

  it('a changed password ends existing sessions', async () => {
    const token = client.jar.get('forecourt_session')
    expect(await client.services.users.sessionUser(token)).not.toBeNull()
    await client.services.users.addUser({ email: 'admin@example.com', role: 'admin', password: 'another long password' })
    expect(await client.services.users.sessionUser(token)).toBeNull()
  })
})
