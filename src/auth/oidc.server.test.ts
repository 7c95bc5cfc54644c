import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { auditLog, sites, userRoles, users } from '~/db/schema/index.ts'
import { testApp, type TestClient } from '~/test/app.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { addMarket } from '~/test/markets.ts'
import { startTestOidcProvider, TEST_OIDC_ACCOUNTS } from '~/test/oidc-provider.ts'
import { createOidcClient } from './oidc.server.ts'

/**
 * Single sign-on end to end against a local oidc-provider: start → the provider's
 * login form → callback, driven with fetch and a cookie jar per side, as a browser would.
 */
describeEachEngine('single sign-on (OpenID Connect)', (db) => {
  let provider: Awaited<ReturnType<typeof startTestOidcProvider>>
  let client: TestClient
  const config = () => ({
    issuer: provider.issuer,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    roleClaim: 'roles',
    defaultRole: null,
  })

  beforeAll(async () => {
    provider = await startTestOidcProvider({ redirectUris: ['http://localhost/auth/oidc/callback'] })
    client = testApp(db())
    client.services.oidc = createOidcClient(config())
    await client.services.users.addUser({ email: 'admin@example.com', role: 'admin', password: 'a long admin password' })
    m2 = await addMarket(db(), 'm2')
  })
  let m2: Awaited<ReturnType<typeof addMarket>>
  /** A user's roles: the market's key (null: every market) and the role. */
  const rolesOf = (email: string) =>
    db()
      .database.db.select({ site: sites.key, role: userRoles.role })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .leftJoin(sites, eq(sites.id, userRoles.siteId))
      .where(eq(users.email, email))
      .orderBy(sites.key)
  afterAll(async () => {
    await provider?.close()
  })

  /** The browser's visit to the provider: follows its redirects and submits its login form. */
  async function atProvider(url: string, login: string): Promise<URL> {
    const jar = new Map<string, string>()
    const visit = async (target: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers)
      headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '))
      const response = await fetch(target, { ...init, headers, redirect: 'manual' })
      for (const cookie of response.headers.getSetCookie()) {
        const [name, ...value] = cookie.split(';')[0]!.split('=')
        jar.set(name!, value.join('='))
      }
      return response
    }
    let next = new URL(url)
    for (let hop = 0; hop < 10; hop++) {
      if (next.origin !== provider.issuer) return next // back at our application
      const response = await visit(next.href)
      if (response.status === 200) {
        const html = await response.text()
        const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1]
        expect(html).toContain('name="login"')
        const submitted = await visit(new URL(action!, next).href, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ prompt: 'login', login, password: 'any password' }).toString(),
        })
        next = new URL(submitted.headers.get('location')!, next)
        continue
      }
      expect([302, 303]).toContain(response.status)
      next = new URL(response.headers.get('location')!, next)
    }
    throw new Error('too many redirects at the provider')
  }

  async function signIn(login: string, redirectTo = '/cms') {
    const start = await client.request(`/auth/oidc/start?redirectTo=${encodeURIComponent(redirectTo)}`)
    expect(start.status).toBe(302)
    const flowCookie = start.headers.getSetCookie().find((c) => c.startsWith('forecourt_oidc='))!
    expect(flowCookie).toMatch(/HttpOnly/i)
    expect(flowCookie).toMatch(/SameSite=Lax/i)
    expect(flowCookie).toMatch(/Path=\/auth\/oidc/i)
    const callback = await atProvider(start.headers.get('location')!, login)
    expect(callback.pathname).toBe('/auth/oidc/callback')
    return client.request(callback.pathname + callback.search)
  }

  it('sends the browser to the provider with PKCE (S256), state and nonce', async () => {
    const start = await client.request('/auth/oidc/start?redirectTo=%2Fcms')
    const url = new URL(start.headers.get('location')!)
    expect(url.origin).toBe(provider.issuer)
    expect(url.searchParams.get('code_challenge_method')).toBe('S256')
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost/auth/oidc/callback')
    for (const key of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(key)).toMatch(/^[\w-]{22,}$/)
  })

  it('creates the user from the claims on first sign-in, starts a session and returns to the target', async () => {
    client.jar.delete('forecourt_session')
    const response = await signIn('sso-admin', '/cms?page=1')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/cms?page=1')
    const session = response.headers.getSetCookie().find((c) => c.startsWith('forecourt_session='))!
    expect(session).toMatch(/HttpOnly/i)
    expect((await (await client.request('/auth/session')).json()).data).toMatchObject({ email: 'sso-admin@example.com', role: 'admin' })
    const [row] = await db().database.db.select().from(users).where(eq(users.email, 'sso-admin@example.com'))
    expect(row).toMatchObject({ passwordHash: null, name: 'Sam Sso', oidcIssuer: provider.issuer, oidcSubject: 'sso-admin' })
    expect(await rolesOf('sso-admin@example.com')).toEqual([{ site: null, role: 'admin' }])
  })

  it('takes the role from the claim on every sign-in (same user, by issuer and subject)', async () => {
    const [before] = await db().database.db.select().from(users).where(eq(users.email, 'sso-admin@example.com'))
    TEST_OIDC_ACCOUNTS['sso-admin']!.roles = ['editor']
    try {
      const response = await signIn('sso-admin')
      expect(response.headers.get('location')).toBe('/cms')
    } finally {
      TEST_OIDC_ACCOUNTS['sso-admin']!.roles = ['admin']
    }
    const [after] = await db().database.db.select().from(users).where(eq(users.email, 'sso-admin@example.com'))
    expect(after).toMatchObject({ id: before!.id })
    expect(await rolesOf('sso-admin@example.com')).toEqual([{ site: null, role: 'editor' }])
    const [entry] = await db().database.db.select().from(auditLog).where(eq(auditLog.action, 'user.role_changed'))
    expect(entry).toMatchObject({
      summary: 'sso-admin@example.com is now editor in every market (from the identity provider)',
      changes: { before: { roles: [{ site: null, role: 'admin' }] }, after: { roles: [{ site: null, role: 'editor' }] } },
    })
  })

  it("roles per market from the claim: 'editor@m2' is a role in m2 only; unknown markets are skipped", async () => {
    TEST_OIDC_ACCOUNTS['sso-admin']!.roles = ['editor@m2', 'admin@atlantis']
    try {
      expect((await signIn('sso-admin')).headers.get('location')).toBe('/cms')
    } finally {
      TEST_OIDC_ACCOUNTS['sso-admin']!.roles = ['admin']
    }
    expect(await rolesOf('sso-admin@example.com')).toEqual([{ site: 'm2', role: 'editor' }])
    const session = async (host: string) => (await (await client.request('/auth/session', { headers: { host } })).json()).data
    expect(await session('localhost')).toMatchObject({ role: null, grants: [{ siteKey: 'm2', role: 'editor' }] })
    expect(await session(m2.host)).toMatchObject({ role: 'editor' })
    expect((await client.request('/api/content/editor/pages', { headers: { host: 'localhost' } })).status).toBe(403)
    expect((await client.request('/api/content/editor/pages', { headers: { host: m2.host } })).status).toBe(200)

    // Only unknown markets: no permissions, and the roles and sessions go.
    TEST_OIDC_ACCOUNTS['sso-admin']!.roles = ['admin@atlantis']
    try {
      expect((await signIn('sso-admin')).headers.get('location')).toBe('/auth/error?type=noPermissions')
    } finally {
      TEST_OIDC_ACCOUNTS['sso-admin']!.roles = ['admin']
    }
    expect(await rolesOf('sso-admin@example.com')).toEqual([])
    expect((await (await client.request('/auth/session')).json()).data).toBeNull()
  })

  it('maps roles among other values (editor from viewer, editor)', async () => {
    const response = await signIn('sso-editor')
    expect(response.headers.get('location')).toBe('/cms')
    expect((await (await client.request('/auth/session')).json()).data).toMatchObject({ email: 'sso-editor@example.com', role: 'editor' })
  })

  it('a user without a role goes to /auth/error?type=noPermissions, without a session', async () => {
    client.jar.delete('forecourt_session')
    const response = await signIn('sso-nobody')
    expect(response.headers.get('location')).toBe('/auth/error?type=noPermissions')
    expect(response.headers.getSetCookie().some((c) => c.startsWith('forecourt_session='))).toBe(false)
    expect(await db().database.db.select().from(users).where(eq(users.email, 'sso-nobody@example.com'))).toEqual([])
  })

  it('never takes over a local account with the same e-mail', async () => {
    const response = await signIn('sso-clash')
    expect(response.headers.get('location')).toBe('/auth/error?type=conflict')
    const [row] = await db().database.db.select().from(users).where(eq(users.email, 'admin@example.com'))
    expect(row).toMatchObject({ oidcSubject: null })
    expect(await rolesOf('admin@example.com')).toEqual([{ site: null, role: 'admin' }])
  })

  it('rejects a callback without its flow cookie, or with another state, as expired', async () => {
    client.jar.delete('forecourt_session')
    const start = await client.request('/auth/oidc/start')
    const callback = await atProvider(start.headers.get('location')!, 'sso-admin')
    const tampered = new URLSearchParams(callback.search)
    tampered.set('state', 'x'.repeat(43))
    const wrongState = await client.request(`/auth/oidc/callback?${tampered}`)
    expect(wrongState.headers.get('location')).toBe('/auth/error?type=expired')
    // The flow cookie was single-use: the genuine callback afterwards fails too.
    const replay = await client.request(callback.pathname + callback.search)
    expect(replay.status).toBe(302)
    expect(replay.headers.get('location')).toBe('/auth/error?type=expired')
    expect(client.jar.has('forecourt_session')).toBe(false)
  })

  it('shows a provider error (access_denied) as a refused sign-in, not a 500', async () => {
    const start = await client.request('/auth/oidc/start')
    const state = new URL(start.headers.get('location')!).searchParams.get('state')!
    const response = await client.request(
      `/auth/oidc/callback?error=access_denied&error_description=nope&state=${state}&iss=${encodeURIComponent(provider.issuer)}`,
    )
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/auth/error?type=denied')
  })

  it('a forged code fails verification at the token endpoint', async () => {
    const start = await client.request('/auth/oidc/start')
    const state = new URL(start.headers.get('location')!).searchParams.get('state')!
    const response = await client.request(`/auth/oidc/callback?code=forged&state=${state}&iss=${encodeURIComponent(provider.issuer)}`)
    expect(response.headers.get('location')).toBe('/auth/error?type=denied')
  })

  it('an unreachable provider gives /auth/error?type=unavailable', async () => {
    const down = testApp(db())
    down.services.oidc = createOidcClient({ ...config(), issuer: 'http://127.0.0.1:9' })
    const response = await down.request('/auth/oidc/start')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/auth/error?type=unavailable')
  })

  it('without configuration the routes say so', async () => {
    const plain = testApp(db())
    expect((await plain.request('/auth/oidc/start')).headers.get('location')).toBe('/auth/error?type=notConfigured')
    expect((await plain.request('/auth/oidc/callback?code=x&state=y')).headers.get('location')).toBe('/auth/error?type=notConfigured')
  })
})
