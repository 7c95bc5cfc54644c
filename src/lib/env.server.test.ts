import { describe, expect, it } from 'vitest'
import { parseEnv } from './env.server.ts'

describe('environment: single sign-on and proxy settings (ADR 023)', () => {
  const sso = { OIDC_ISSUER: 'https://idp.example.com/realms/x', OIDC_CLIENT_ID: 'forecourt', OIDC_CLIENT_SECRET: 's3cret' }

  it('has no single sign-on and no trusted proxy by default', () => {
    expect(parseEnv({})).toMatchObject({ TRUST_PROXY: '0', OIDC_ROLE_CLAIM: 'roles' })
    expect(parseEnv({}).OIDC_ISSUER).toBeUndefined()
    expect(parseEnv({}).OIDC_DEFAULT_ROLE).toBeUndefined()
  })

  it('accepts a complete configuration', () => {
    expect(parseEnv({ ...sso, OIDC_ROLE_CLAIM: 'realm_access.roles', OIDC_DEFAULT_ROLE: 'editor', TRUST_PROXY: '1' })).toMatchObject({
      ...sso,
      OIDC_ROLE_CLAIM: 'realm_access.roles',
      OIDC_DEFAULT_ROLE: 'editor',
      TRUST_PROXY: '1',
    })
    expect(parseEnv({ ...sso, OIDC_ISSUER: 'http://127.0.0.1:3191' }).OIDC_ISSUER).toBe('http://127.0.0.1:3191')
  })

  it.each([
    [{ OIDC_ISSUER: sso.OIDC_ISSUER }, /OIDC_CLIENT_ID: is required.*OIDC_CLIENT_SECRET: is required/],
    [{ OIDC_CLIENT_SECRET: 'x' }, /OIDC_ISSUER: is required/],
    [{ ...sso, OIDC_ISSUER: 'http://idp.example.com' }, /OIDC_ISSUER: must be an https URL/],
    [{ ...sso, OIDC_DEFAULT_ROLE: 'owner' }, /OIDC_DEFAULT_ROLE/],
    [{ ...sso, OIDC_ROLE_CLAIM: 'roles..x' }, /OIDC_ROLE_CLAIM: must be a claim name or a dotted path/],
    [{ TRUST_PROXY: 'yes' }, /TRUST_PROXY/],
  ])('rejects %o naming the variable', (env, message) => {
    expect(() => parseEnv(env)).toThrow(message)
  })
})
