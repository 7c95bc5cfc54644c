import { describe, expect, it } from 'vitest'
import { decideAccess, guardBasePath, marketAuthPath, routeAccess, safeRedirectTarget } from './access.ts'

describe('route guard (spec 1 §2, §6)', () => {
  it.each([
    ['/cms', false, { roles: ['admin', 'editor'] }],
    ['/cms/_', false, { roles: ['admin', 'editor'] }],
    ['/lrdx-navigation-test', false, { roles: ['admin', 'editor'] }],
    ['/account', false, { roles: ['admin', 'editor'] }],
    // ADR 142: an editor uses the back office's overview and media library, nothing else of it.
    ['/admin', false, { roles: ['admin', 'editor'] }],
    ['/admin/media', false, { roles: ['admin', 'editor'] }],
    ['/admin/mediax', false, { roles: ['admin'] }],
    ['/admin/settings', true, { roles: ['admin'] }],
    ['/admin/leads', false, { roles: ['admin'] }],
    ['/', false, 'public'],
    ['/about', false, 'public'],
    ['/about', true, 'login'],
    ['/cmsx', true, 'login'],
    ['/login', true, 'public'],
    ['/no-access', true, 'public'],
    ['/404', true, 'public'],
  ] as const)('%s with login_required=%s → %o', (path, loginRequired, expected) => {
    expect(routeAccess(path, loginRequired)).toEqual(expected)
  })

  const editor = { role: 'editor' as const }
  const admin = { role: 'admin' as const }
  // Signed in, but no role in the request's market.
  const elsewhere = { role: null }
  it.each([
    ['public', null, { kind: 'allow' }],
    ['public', elsewhere, { kind: 'allow' }],
    ['login', elsewhere, { kind: 'no-access', location: '/no-access' }],
    [{ roles: ['admin', 'editor'] }, elsewhere, { kind: 'no-access', location: '/no-access' }],
    [{ roles: ['admin'] }, elsewhere, { kind: 'no-access', location: '/no-access' }],
    ['login', null, { kind: 'login', location: '/login?redirectTo=%2Fcms%3Fx%3D1' }],
    ['login', editor, { kind: 'allow' }],
    [{ roles: ['admin'] }, editor, { kind: 'no-access', location: '/no-access' }],
    [{ roles: ['admin'] }, admin, { kind: 'allow' }],
    [{ roles: ['admin', 'editor'] }, null, { kind: 'login', location: '/login?redirectTo=%2Fcms%3Fx%3D1' }],
  ] as const)('%o for %o → %o', (access, user, expected) => {
    expect(decideAccess(access, user, '/cms?x=1')).toEqual(expected)
  })

  // ADR 126: the market's own login and no-access pages; under its app base React Router adds the base itself.
  it.each([
    ['/', '', '/login', '/no-access'],
    ['/ar', '', '/ar/login', '/ar/no-access'],
    ['/ar/', '', '/ar/login', '/ar/no-access'],
    ['/ar', '/ar', '/login', '/no-access'],
  ])('a market under %j, app base %j: %s and %s', (basePath, appBase, login, noAccess) => {
    const base = guardBasePath(basePath, appBase)
    expect([marketAuthPath(base, '/login'), marketAuthPath(base, '/no-access')]).toEqual([login, noAccess])
    expect(decideAccess({ roles: ['admin'] }, null, '/ar/admin', base)).toEqual({
      kind: 'login',
      location: `${login}?redirectTo=%2Far%2Fadmin`,
    })
    expect(decideAccess({ roles: ['admin'] }, { role: 'editor' }, '/ar/admin', base)).toEqual({ kind: 'no-access', location: noAccess })
  })

  /** After login only a same-site path is followed, encoded for a Location header. */
  it.each([
    // same-site paths, kept
    ['/cms', '/cms'],
    ['/about?x=1#y', '/about?x=1#y'],
    ['/ar/cms/pages?sort=title&dir=desc', '/ar/cms/pages?sort=title&dir=desc'],
    ['/cms/../admin', '/admin'],
    // same-site paths, percent-encoded (a raw € in Location was a 500)
    ['/€', '/%E2%82%AC'],
    ['/%E2%82%AC', '/%E2%82%AC'],
    ['/قطع غيار?q=نعم', '/%D9%82%D8%B7%D8%B9%20%D8%BA%D9%8A%D8%A7%D8%B1?q=%D9%86%D8%B9%D9%85'],
    ['/a b"<c>', '/a%20b%22%3Cc%3E'],
    ['/caf\u00e9', '/caf%C3%A9'],
    ['/x#frag ment', '/x#frag%20ment'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    // other sites, schemes and tricks: the fallback
    ['//evil.example', '/'],
    ['/\\evil', '/'],
    ['/\\/evil.example', '/'],
    ['/./%2F', '/%2F'],
    ['/.//evil.example', '/'],
    ['/..//evil.example', '/'],
    ['https://evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['evil.example/x', '/'],
    ['', '/'],
    [null, '/'],
    [undefined, '/'],
    ['/a\nb', '/'],
    ['/\t/evil.example', '/'],
    ['/a\u007fb', '/'],
    [`/${'a'.repeat(3000)}`, '/'],
    [`/${'€'.repeat(700)}`, '/'],
  ])('safeRedirectTarget(%o) = %o', (raw, expected) => {
    expect(safeRedirectTarget(raw)).toBe(expected)
    // A target that went through once comes out the same again (the login form posts it back).
    expect(safeRedirectTarget(expected)).toBe(expected)
    // Always a value a Location header takes (a ByteString without controls).
    expect(() => new Headers({ location: safeRedirectTarget(raw) })).not.toThrow()
    expect(safeRedirectTarget(raw)).toMatch(/^\/(?![/\\])[\x21-\x7e]*$|^\/$/)
  })
})
