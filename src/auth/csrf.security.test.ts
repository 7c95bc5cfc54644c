import { beforeAll, expect, it } from 'vitest'
import { testApp, type TestClient } from '~/test/app.ts'
import { describeEachEngine } from '~/test/engines.ts'

/**
 * The CSRF token is bound to the session, state changes from another site are
 * refused even with a valid token, and only the places that need a token set its cookie.
 */
describeEachEngine('CSRF bound to the session, checked with the origin', (db) => {
  const password = 'a long editor password'
  let editorA: TestClient
  let editorB: TestClient
  const signIn = async (email: string) => {
    const client = testApp(db())
    await client.request('/auth/session')
    const response = await client.request('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
    expect(response.status).toBe(200)
    return client
  }
  // Logout is the simplest state change every signed-in user may make; JSON tells us if it ran.
  const logout = (client: TestClient, headers: Record<string, string>) =>
    client.request('/auth/logout', { method: 'POST', csrf: false, headers: { accept: 'application/json', ...headers } })

  beforeAll(async () => {
    const { users } = testApp(db()).services
    for (const email of ['csrf-a@example.com', 'csrf-b@example.com']) await users.addUser({ email, role: 'editor', password })
    editorA = await signIn('csrf-a@example.com')
    editorB = await signIn('csrf-b@example.com')
  })

  it('sets no cookie on public reads, and a pre-session token only on /auth/session', async () => {
    const visitor = testApp(db())
    for (const path of ['/api/content/settings', '/api/content/nav_entries', '/media/api/v2/images/1']) {
      expect((await visitor.request(path)).headers.getSetCookie(), path).toEqual([])
    }
    const session = await visitor.request('/auth/session')
    expect(session.headers.getSetCookie()).toEqual([expect.stringMatching(/^csrf-token=[A-Za-z0-9_-]{32,64}; Path=\/; SameSite=Lax$/)])
  })

  it('replaces the pre-session token at login: the old one no longer works', async () => {
    const client = testApp(db())
    await client.request('/auth/session')
    const preSession = client.jar.get('csrf-token')!
    await client.request('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'csrf-a@example.com', password }),
    })
    expect(client.jar.get('csrf-token')).not.toBe(preSession)
    const refused = await logout(client, {
      'csrf-token': preSession,
      cookie: `forecourt_session=${client.jar.get('forecourt_session')}; csrf-token=${preSession}`,
    })
    expect(refused.status).toBe(403)
    expect((await refused.json()).errors[0].title).toBe('CSRF token missing or invalid')
  })

  it("refuses another session's token, even planted in the cookie", async () => {
    const tokenOfB = editorB.jar.get('csrf-token')!
    const response = await logout(editorA, {
      'csrf-token': tokenOfB,
      cookie: `forecourt_session=${editorA.jar.get('forecourt_session')}; csrf-token=${tokenOfB}`,
    })
    expect(response.status).toBe(403)
    expect((await editorA.request('/auth/session')).status).toBe(200)
    expect((await (await editorA.request('/auth/session')).json()).data).toMatchObject({ email: 'csrf-a@example.com' })
  })

  it.each([
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }, 'Sec-Fetch-Site is cross-site'],
    ['Sec-Fetch-Site same-site (another market)', { 'sec-fetch-site': 'same-site' }, 'Sec-Fetch-Site is same-site'],
    ['an Origin of another site', { origin: 'https://evil.example' }, 'Origin https://evil.example is not this site'],
  ])('refuses a state change with a valid token and %s', async (_what, headers, detail) => {
    const response = await logout(editorA, { 'csrf-token': editorA.jar.get('csrf-token')!, ...headers })
    expect(response.status).toBe(403)
    expect((await response.json()).errors[0]).toMatchObject({ title: 'Cross-site request refused', detail })
    expect((await (await editorA.request('/auth/session')).json()).data).toMatchObject({ email: 'csrf-a@example.com' })
  })

  it('accepts its own token from its own origin', async () => {
    const response = await logout(editorB, {
      'csrf-token': editorB.jar.get('csrf-token')!,
      origin: 'http://localhost',
      'sec-fetch-site': 'same-origin',
    })
    expect(response.status).toBe(200)
    expect((await (await editorB.request('/auth/session')).json()).data).toBeNull()
  })
})
