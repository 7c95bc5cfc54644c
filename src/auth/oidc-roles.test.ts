import { describe, expect, it } from 'vitest'
import { roleFromClaims } from './oidc-roles.ts'

describe('role from the identity provider claims (spec 1 §6, ADR 023)', () => {
  it.each([
    [{ roles: ['admin'] }, 'roles', null, 'admin'],
    [{ roles: ['editor', 'admin'] }, 'roles', null, 'admin'],
    [{ roles: ['editor'] }, 'roles', null, 'editor'],
    [{ roles: 'editor' }, 'roles', null, 'editor'],
    [{ roles: ['viewer'] }, 'roles', null, null],
    [{ roles: [] }, 'roles', null, null],
    [{}, 'roles', null, null],
    [{}, 'roles', 'editor', 'editor'],
    [{ roles: ['viewer'] }, 'roles', 'editor', 'editor'],
    [{ roles: ['admin'] }, 'roles', 'editor', 'admin'],
    [{ roles: ['Admin'] }, 'roles', null, null],
    [{ roles: [1, { admin: true }, 'editor'] }, 'roles', null, 'editor'],
    [{ roles: { admin: true } }, 'roles', null, null],
    [{ groups: ['admin'] }, 'groups', null, 'admin'],
    [{ realm_access: { roles: ['editor'] } }, 'realm_access.roles', null, 'editor'],
    [{ realm_access: ['admin'] }, 'realm_access.roles', null, null],
    [{ realm_access: null }, 'realm_access.roles', null, null],
  ] as const)('%o via %s (default %s) → %s', (claims, claim, defaultRole, expected) => {
    expect(roleFromClaims(claims as Record<string, unknown>, claim, defaultRole)).toBe(expected)
  })
})
