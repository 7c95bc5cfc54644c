import type { Role } from '~/db/schema/auth.ts'

/**
 * Our role from the identity provider's claims, read on every login (spec 1 §6; ADR 023).
 * The claim may be a string or a list of strings, at a dotted path (Keycloak's
 * `realm_access.roles`); 'admin' wins over 'editor'; other values are ignored. Without a known
 * value the configured default role applies, and without one the user has no permissions (null).
 */
export function roleFromClaims(claims: Record<string, unknown>, roleClaim: string, defaultRole: Role | null): Role | null {
  let value: unknown = claims
  for (const part of roleClaim.split('.')) {
    value = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>)[part] : undefined
  }
  const values = typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((v) => typeof v === 'string') : []
  if (values.includes('admin')) return 'admin'
  if (values.includes('editor')) return 'editor'
  return defaultRole
}
