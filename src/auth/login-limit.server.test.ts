import { eq, sql } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loginAttempts } from '~/db/schema/index.ts'
import { loginErrorText } from './login-errors.ts'
import { createApp } from '~/server/app.server.ts'
import { testApp, type TestClient } from '~/test/app.ts'
import { describeEachEngine } from '~/test/engines.ts'

/** Login rate limiting through the API, against password guessing: by client address and by account. */
describeEachEngine('login rate limiting', (db) => {
  let client: TestClient
  let csrf: string
  beforeAll(async () => {
    client = testApp(db())
    for (const name of ['limited', 'reset', 'window', 'form', 'burst', 'burst-address', 'changer']) {
      await client.services.users.addUser({ email: `${name}@example.com`, role: 'editor', password: 'the right password' })
    }
    await client.request('/auth/session')
    csrf = client.jar.get('csrf-token')!
  })

  /** A login from a given socket address, as @hono/node-server would see it. */
  const loginFrom = (
    address: string,
    email: string,
    password: string,
    init: { app?: ReturnType<typeof createApp>; headers?: Record<string, string> } = {},
  ) =>
    (init.app ?? client.app).request(
      '/auth/login',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `csrf-token=${csrf}`, 'csrf-token': csrf, ...init.headers },
        body: JSON.stringify({ email, password }),
      },
      { incoming: { socket: { remoteAddress: address } } },
    )

  it('after 5 failures on one account it answers 429 with Retry-After, even from other addresses and with the right password', async () => {
    for (let i = 1; i <= 5; i++) expect((await loginFrom(`198.51.100.${i}`, 'limited@example.com', 'wrong')).status).toBe(401)
    const response = await loginFrom('198.51.100.99', 'LIMITED@example.com', 'the right password')
    expect(response.status).toBe(429)
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(14 * 60)
    expect(Number(response.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60)
    expect((await response.json()).errors[0]).toEqual({ status: '429', title: 'Too many login attempts. Try again in 15 minutes.' })
    expect(response.headers.getSetCookie().some((c) => c.startsWith('forecourt_session='))).toBe(false)
  })

  it('after 10 failures from one address it answers 429 for any account from there, not from elsewhere', async () => {
    for (let i = 1; i <= 10; i++) expect((await loginFrom('203.0.113.10', `nobody${i}@example.com`, 'wrong')).status).toBe(401)
    expect((await loginFrom('203.0.113.10', 'reset@example.com', 'the right password')).status).toBe(429)
    // IPv4-mapped IPv6 is the same address.
    expect((await loginFrom('::ffff:203.0.113.10', 'reset@example.com', 'the right password')).status).toBe(429)
    expect((await loginFrom('203.0.113.11', 'reset@example.com', 'the right password')).status).toBe(200)
  })

  it('a successful login resets the account count', async () => {
    for (let i = 1; i <= 4; i++) expect((await loginFrom(`192.0.2.${i}`, 'reset@example.com', 'wrong')).status).toBe(401)
    expect((await loginFrom('192.0.2.50', 'reset@example.com', 'the right password')).status).toBe(200)
    const [row] = await db().database.db.select().from(loginAttempts).where(eq(loginAttempts.key, 'account:reset@example.com'))
    expect(row).toBeUndefined()
    for (let i = 5; i <= 8; i++) expect((await loginFrom(`192.0.2.${i}`, 'reset@example.com', 'wrong')).status).toBe(401)
    expect((await loginFrom('192.0.2.51', 'reset@example.com', 'the right password')).status).toBe(200)
  })

  it('counts again from zero once the 15-minute window has passed', async () => {
    for (let i = 1; i <= 5; i++) await loginFrom(`192.0.2.${100 + i}`, 'window@example.com', 'wrong')
    expect((await loginFrom('192.0.2.120', 'window@example.com', 'the right password')).status).toBe(429)
    await db()
      .database.db.update(loginAttempts)
      .set({ windowStartedAt: sql`now() - interval '16 minutes'` })
      .where(eq(loginAttempts.key, 'account:window@example.com'))
    expect((await loginFrom('192.0.2.120', 'window@example.com', 'the right password')).status).toBe(200)
  })

  it('ignores X-Forwarded-For unless TRUST_PROXY is set, then takes the entry our proxy appended', async () => {
    const limitedAddress = (address: string) =>
      db()
        .database.db.insert(loginAttempts)
        .values({ key: `ip:${address}`, failures: 10, windowStartedAt: new Date() })
    await limitedAddress('203.0.113.20')
    await limitedAddress('203.0.113.30')
    // Without trust a client cannot escape the address limit with a made-up header.
    expect(
      (await loginFrom('203.0.113.20', 'reset@example.com', 'the right password', { headers: { 'x-forwarded-for': '10.9.9.9' } })).status,
    ).toBe(429)

    const behindProxy = createApp({ services: client.services, trustProxy: true })
    const viaProxy = (forwardedFor: string) =>
      loginFrom('10.0.0.1', 'reset@example.com', 'the right password', { app: behindProxy, headers: { 'x-forwarded-for': forwardedFor } })
    expect((await viaProxy('6.6.6.6, 203.0.113.30')).status).toBe(429)
    expect((await viaProxy('203.0.113.30, 203.0.113.31')).status).toBe(200)
    // A failure behind the proxy counts for the forwarded address, not the proxy's.
    await loginFrom('10.0.0.1', 'reset@example.com', 'wrong', { app: behindProxy, headers: { 'x-forwarded-for': '203.0.113.32' } })
    const keys = (await db().database.db.select().from(loginAttempts)).map((r) => r.key)
    expect(keys).toContain('ip:203.0.113.32')
    expect(keys).not.toContain('ip:10.0.0.1')
  })

  it('a limited form login goes back to the login page with the message', async () => {
    for (let i = 1; i <= 5; i++) await loginFrom(`192.0.2.${200 + i}`, 'form@example.com', 'wrong')
    const response = await client.app.request(
      '/auth/login',
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `csrf-token=${csrf}` },
        body: new URLSearchParams({
          email: 'form@example.com',
          password: 'the right password',
          'csrf-token': csrf,
          redirectTo: '/cms',
        }).toString(),
      },
      { incoming: { socket: { remoteAddress: '192.0.2.250' } } },
    )
    expect(response.status).toBe(303)
    const location = new URL(response.headers.get('location')!, 'http://localhost')
    expect(location.pathname).toBe('/login')
    // A code and the wait, which the login page words (login-errors.ts): never a text of the address's.
    expect(loginErrorText(location.searchParams)).toBe('Too many login attempts. Try again in 15 minutes.')
    expect(location.searchParams.get('error')).toBe('too_many')
    expect(location.searchParams.get('redirectTo')).toBe('/cms')
  })

  describe('a burst of parallel attempts (no attempt slips past the limit): the attempt is counted before the password is checked', () => {
    afterEach(() => vi.restoreAllMocks())
    const statuses = (responses: Response[]) =>
      responses.reduce<Record<number, number>>((n, r) => ({ ...n, [r.status]: (n[r.status] ?? 0) + 1 }), {})

    it('40 wrong passwords at once from one address (limit 10): exactly 10 are checked, then even the right one is refused', async () => {
      const checked = vi.spyOn(client.services.users, 'authenticate')
      const burst = await Promise.all(Array.from({ length: 40 }, (_, i) => loginFrom('203.0.113.77', `stranger${i}@example.com`, 'wrong')))
      expect(statuses(burst)).toEqual({ 401: 10, 429: 30 })
      expect(checked).toHaveBeenCalledTimes(10)
      expect((await loginFrom('203.0.113.77', 'burst-address@example.com', 'the right password')).status).toBe(429)
      expect(checked).toHaveBeenCalledTimes(10)
    })

    it('150 wrong passwords at once for one account from 150 addresses (limit 5): exactly 5 are checked', async () => {
      const checked = vi.spyOn(client.services.users, 'authenticate')
      const burst = await Promise.all(
        Array.from({ length: 150 }, (_, i) => loginFrom(`2001:db8:${i.toString(16)}::1`, 'burst@example.com', 'wrong')),
      )
      expect(statuses(burst)).toEqual({ 401: 5, 429: 145 })
      expect(checked).toHaveBeenCalledTimes(5)
      expect((await loginFrom('198.18.0.1', 'burst@example.com', 'the right password')).status).toBe(429)
      // Refused attempts gave their count back: the addresses they came from are not held against.
      const [row] = await db().database.db.select().from(loginAttempts).where(eq(loginAttempts.key, 'ip:2001:db8:7f:0::/64'))
      expect(row?.failures ?? 0).toBeLessThanOrEqual(1)
    })

    it('20 wrong current passwords at once on /auth/password (limit 5 per account): exactly 5 are checked', async () => {
      expect((await loginFrom('198.18.0.2', 'changer@example.com', 'the right password')).status).toBe(200)
      const cookies = (await loginFrom('198.18.0.2', 'changer@example.com', 'the right password')).headers.getSetCookie()
      const cookie = (name: string) => cookies.find((c) => c.startsWith(`${name}=`))!.split(';')[0]!
      // A signed-in request carries its session's own CSRF token, set by the sign-in, not the earlier one.
      const sessionCsrf = cookie('csrf-token').slice('csrf-token='.length)
      const change = (current: string) =>
        client.app.request(
          '/auth/password',
          {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              cookie: `${cookie('csrf-token')}; ${cookie('forecourt_session')}`,
              'csrf-token': sessionCsrf,
            },
            body: JSON.stringify({ current_password: current, new_password: 'a fresh and unguessable phrase' }),
          },
          { incoming: { socket: { remoteAddress: '198.18.0.2' } } },
        )
      const burst = await Promise.all(Array.from({ length: 20 }, () => change('not my password')))
      expect(statuses(burst)).toEqual({ 400: 5, 429: 15 })
      const checked = await Promise.all(burst.filter((r) => r.status === 400).map((r) => r.json()))
      expect(checked.map((body) => body.errors[0].title)).toEqual(Array(5).fill('current_password is incorrect'))
      expect((await change('the right password')).status).toBe(429)
    })
  })
})
