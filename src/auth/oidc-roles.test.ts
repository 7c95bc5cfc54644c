import { describe, expect, it } from 'vitest'
import { rolesFromClaims } from './oidc-roles.ts'

const every = (role: 'admin' | 'editor') => [{ site: null, role }]

describe('roles from the identity provider claims (spec 1 §6, ADR 023)', () => {
  it.each([
    [{ roles: ['admin'] }, 'roles', null, every('admin')],
    [{ roles: ['editor', 'admin'] }, 'roles', null, every('admin')],
    [{ roles: ['editor'] }, 'roles', null, every('editor')],
    [{ roles: 'editor' }, 'roles', null, every('editor')],
    [{ roles: ['viewer'] }, 'roles', null, []],
    [{ roles: [] }, 'roles', null, []],
    [{}, 'roles', null, []],
    [{}, 'roles', 'editor', every('editor')],
    [{ roles: ['viewer'] }, 'roles', 'editor', every('editor')],
    [{ roles: ['admin'] }, 'roles', 'editor', every('admin')],
    [{ roles: ['Admin'] }, 'roles', null, []],
    [{ roles: [1, { admin: true }, 'editor'] }, 'roles', null, every('editor')],
    [{ roles: { admin: true } }, 'roles', null, []],
    [{ groups: ['admin'] }, 'groups', null, every('admin')],
    [{ realm_access: { roles: ['editor'] } }, 'realm_access.roles', null, every('editor')],
    [{ realm_access: ['admin'] }, 'realm_access.roles', null, []],
    [{ realm_access: null }, 'realm_access.roles', null, []],
  ] as const)('%o via %s (default %s) → %o', (claims, claim, defaultRole, expected) => {
    expect(rolesFromClaims(claims as Record<string, unknown>, claim, defaultRole)).toEqual(expected)
  })
})

describe('roles per market from the claims (ADR 041)', () => {
  it.each([
    ['one market', ['editor@fr'], null, [{ site: 'fr', role: 'editor' }]],
    ['admin wins within a market', ['editor@fr', 'admin@fr'], null, [{ site: 'fr', role: 'admin' }]],
    [
      'every market and a market, in a fixed order',
      ['admin@fr', 'editor', 'editor@ae-ar'],
      null,
      [
        { site: null, role: 'editor' },
        { site: 'ae-ar', role: 'editor' },
        { site: 'fr', role: 'admin' },
      ],
    ],
    ['a market value means no default', ['editor@fr'], 'admin', [{ site: 'fr', role: 'editor' }]],
    ['not a market key: ignored', ['admin@FR', 'admin@', 'admin@fr@de', 'owner@fr', 'admin@-x'], null, []],
    ['not a market key, with a default', ['admin@FR'], 'editor', every('editor')],
  ] as const)('%s: %o (default %s) → %o', (_what, values, defaultRole, expected) => {
    expect(rolesFromClaims({ roles: values }, 'roles', defaultRole)).toEqual(expected)
  })
})
