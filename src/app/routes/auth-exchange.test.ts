import type { AppLoadContext } from 'react-router'
import { describe, expect, it } from 'vitest'
import { loader } from './auth-exchange.tsx'

/** spec 1 §2: /auth-exchange exists only with site-wide login, and returns to the target. */
describe('/auth-exchange', () => {
  const run = async (options: { loginRequired: boolean; signedIn?: boolean; sso?: boolean }, query = '?redirectTo=%2Fabout%3Fx%3D1') => {
    const context = {
      services: {
        content: { settings: async () => ({ 'general.login_required': String(options.loginRequired) }) },
        oidc: options.sso ? {} : null,
      },
      site: {},
      user: options.signedIn ? { id: 1, email: 'e@example.com', role: 'editor' } : null,
    } as unknown as AppLoadContext
    try {
      await loader({ request: new Request(`http://localhost/auth-exchange${query}`), context, params: {} } as Parameters<typeof loader>[0])
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

  it('never sends the visitor to another site', async () => {
    expect(await run({ loginRequired: true, signedIn: true }, '?redirectTo=%2F%2Fevil.example')).toEqual({ status: 302, location: '/' })
  })
})
