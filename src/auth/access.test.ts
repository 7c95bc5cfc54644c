import { describe, expect, it } from 'vitest'
import { decideAccess, routeAccess, safeRedirectTarget } from './access.ts'

describe('route guard (spec 1 §2, §6)', () => {
  it.each([
    ['/cms', false, { roles: ['admin', 'editor'] }],
    ['/cms/_', false, { roles: ['admin', 'editor'] }],
    ['/lrdx-navigation-test', false, { roles: ['admin', 'editor'] }],
    ['/account', false, { roles: ['admin', 'editor'] }],
    ['/admin', false, { roles: ['admin'] }],
    ['/admin/settings', true, { roles: ['admin'] }],
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
  it.each([
    ['public', null, { kind: 'allow' }],
    ['login', null, { kind: 'login', location: '/login?redirectTo=%2Fcms%3Fx%3D1' }],
    ['login', editor, { kind: 'allow' }],
    [{ roles: ['admin'] }, editor, { kind: 'no-access' }],
    [{ roles: ['admin'] }, admin, { kind: 'allow' }],
    [{ roles: ['admin', 'editor'] }, null, { kind: 'login', location: '/login?redirectTo=%2Fcms%3Fx%3D1' }],
  ] as const)('%o for %o → %o', (access, user, expected) => {
    expect(decideAccess(access, user, '/cms?x=1')).toEqual(expected)
  })

  it.each([
    ['/cms', '/cms'],
    ['/about?x=1#y', '/about?x=1#y'],
    ['//evil.example', '/'],
    ['/\\evil', '/'],
    ['https://evil.example', '/'],
    ['', '/'],
    [null, '/'],
    ['/a\nb', '/'],
    [`/${'a'.repeat(3000)}`, '/'],
  ])('safeRedirectTarget(%o) = %o', (raw, expected) => {
    expect(safeRedirectTarget(raw)).toBe(expected)
  })
})
