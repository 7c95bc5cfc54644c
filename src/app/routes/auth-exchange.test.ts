import type { AppLoadContext } from 'react-router'
import { describe, expect, it } from 'vitest'
import { loader } from './auth-exchange.tsx'

/** spec 1 §2: /auth-exchange exists only with site-wide login, and returns to the target. */
describe('/auth-exchange', () => {
  const run = async (
    options: { loginRequired: boolean; signedIn?: boolean; sso?: boolean; market?: string },
    query = '?redirectTo=%2Fabout%3Fx%3D1',
  ) => {
    const context = {
      services: {
        content: { settings: async () => ({ 'general.login_required': String(options.loginRequired) }) },
        oidc: options.sso ? {} : null,
      },
      site: { basePath: options.market ?? '/' },
      appBase: options.market ?? '',
      user: options.signedIn ? { id: 1, email: 'e@example.com', role: 'editor' } : null,
    } as unknown as AppLoadContext
    try {
      const path = `${options.market ?? ''}/auth-exchange${query}`
      await loader({ request: new Request(`http://localhost${path}`), context, params: {} } as Parameters<typeof loader>[0])
    } catch (thrown) {
      return thrown instanceof Response
        ? { status: thrown.status, location: thrown.headers.get('location') }
        : { status: (thrown as { init?: { status?: number } }).init?.status, location: null }
    }
    throw new Error('the loader always answers by throwing')
  }

  it.each([
    [{ loginRequired: false }, { status: 404, location: null }],
    [
      { loginRequired: false, signedIn: true, sso: true },
      { status: 404, location: null },
    ],
    [
      { loginRequired: true, sso: true },
      { status: 302, location: '/auth/oidc/start?redirectTo=%2Fabout%3Fx%3D1' },
    ],
    [{ loginRequired: true }, { status: 302, location: '/login?redirectTo=%2Fabout%3Fx%3D1' }],
    [
      { loginRequired: true, signedIn: true, sso: true },
      { status: 302, location: '/about?x=1' },
    ],
  ])('%o → %o', async (options, expected) => {
    expect(await run(options)).toEqual(expected)
  })

  // Under a market's base path React Router adds the base to the redirect's path (its basename).
  it.each([
    ['?redirectTo=%2Far%2Ffinance', '/finance'],
    ['', '/'],
    ['?redirectTo=%2Fabout', 'http://localhost/about'],
  ])("a market's own (/ar/auth-exchange%s): the signed-in visitor goes on to %s inside its base", async (query, location) => {
    expect(await run({ loginRequired: true, signedIn: true, market: '/ar' }, query)).toEqual({ status: 302, location })
  })

  it("a market's own sends a visitor to its sign-in, under its base", async () => {
    expect(await run({ loginRequired: true, market: '/ar' }, '?redirectTo=%2Far%2Ffinance')).toEqual({
      status: 302,
      location: '/login?redirectTo=%2Far%2Ffinance',
    })
  })

  it('never sends the visitor to another site', async () => {
    expect(await run({ loginRequired: true, signedIn: true }, '?redirectTo=%2F%2Fevil.example')).toEqual({ status: 302, location: '/' })
  })
})
