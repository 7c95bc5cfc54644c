import type { AppLoadContext } from 'react-router'
import { describe, expect, it } from 'vitest'
import { loader } from './login.tsx'

/** /login's loader: a signed-in user goes straight to the target, always a safe one. */
describe('/login', () => {
  const run = async (query: string, signedIn = true, basePath = '/', appBase = '') => {
    const context = {
      site: { basePath },
      appBase,
      services: { oidc: null },
      csrfToken: 'token',
      user: signedIn ? { id: 1, email: 'e@example.com', role: 'editor' } : null,
    } as unknown as AppLoadContext
    try {
      return {
        data: await loader({ request: new Request(`http://localhost/login${query}`), context, params: {} } as Parameters<typeof loader>[0]),
      }
    } catch (thrown) {
      if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get('location') }
      throw thrown
    }
  }

  it.each([
    ['?redirectTo=%2F%E2%82%AC', '/%E2%82%AC'],
    ['?redirectTo=%2Fcms%3Fx%3D1', '/cms?x=1'],
    ['?redirectTo=%2F%2Fevil.example', '/'],
    ['?redirectTo=https%3A%2F%2Fevil.example', '/'],
    ['?redirectTo=%2F%5Cevil.example', '/'],
    ['?redirectTo=%2F%0D%0ASet-Cookie%3A%20x%3D1', '/'],
    ['', '/'],
  ])('signed in, %s → 302 %s', async (query, location) => {
    expect(await run(query)).toEqual({ status: 302, location })
  })

  // ADR 126: the market's own login returns to a path of its market, or to its home; never off the site.
  it.each([
    ['', '/ar'],
    ['?redirectTo=%2Far%2Fadmin', '/ar/admin'],
    ['?redirectTo=%2F%2Fevil.example', '/ar'],
    ['?redirectTo=https%3A%2F%2Fevil.example%2Far', '/ar'],
    ['?redirectTo=javascript%3Aalert(1)', '/ar'],
  ])('at /ar/login, signed in, %s → 302 %s', async (query, location) => {
    expect(await run(query, true, '/ar')).toEqual({ status: 302, location })
  })

  // Under the market's app base React Router adds the basename to a redirect: the loader names the path inside it.
  it.each([
    ['', '/'],
    ['?redirectTo=%2Far%2Fadmin', '/admin'],
    ['?redirectTo=%2Far%3Fx%3D1', '/?x=1'],
    ['?redirectTo=%2Fabout', 'http://localhost/about'],
    ['?redirectTo=%2Farabic', 'http://localhost/arabic'],
  ])('at /ar/login under the app base /ar, signed in, %s → 302 %s', async (query, location) => {
    expect(await run(query, true, '/ar', '/ar')).toEqual({ status: 302, location })
  })

  it('signed out, the form carries the encoded target', async () => {
    expect(await run('?redirectTo=%2F%E2%82%AC', false)).toEqual({
      data: { csrfToken: 'token', redirectTo: '/%E2%82%AC', singleSignOn: false },
    })
  })
})
