import type { Role } from '~/db/schema/auth.ts'

/** A role the identity provider gives: in every market (`site` null) or in the market with that key. */
export interface ClaimedRole {
  site: string | null
  role: Role
}

/** `admin`, `editor`: every market; `admin@fr`, `editor@ae-ar`: the market with that key (ADR 041). */
const CLAIM_VALUE = /^(admin|editor)(?:@([a-z0-9][a-z0-9-]{0,39}))?$/

/**
 * Our roles from the identity provider's claims, read on every login (spec 1 §6; ADR 023, ADR 041
 * for roles per market). The claim may be a string or a list of strings, at a dotted path (Keycloak's
 * `realm_access.roles`). `admin` and `editor` hold in every market, `admin@KEY` and `editor@KEY`
 * in the market KEY; per market 'admin' wins over 'editor'; other values are ignored. Without a
 * known value the configured default role applies in every market, and without one the user has
 * no permissions (an empty list).
 *
 * @example rolesFromClaims({ roles: ['editor', 'admin@fr'] }, 'roles', null) // [{ site: null, role: 'editor' }, { site: 'fr', role: 'admin' }]
 */
export function rolesFromClaims(claims: Record<string, unknown>, roleClaim: string, defaultRole: Role | null): ClaimedRole[] {
  let value: unknown = claims
  for (const part of roleClaim.split('.')) {
    value = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>)[part] : undefined
  }
  const values = typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((v) => typeof v === 'string') : []
  const bySite = new Map<string | null, Role>()
  for (const match of values.map((v) => CLAIM_VALUE.exec(v))) {
    if (!match) continue
    const site = match[2] ?? null
    const role = match[1] as Role
    if (bySite.get(site) !== 'admin') bySite.set(site, role)
  }
  if (bySite.size === 0) return defaultRole ? [{ site: null, role: defaultRole }] : []
  // Every market first, then by key, so the same claims always give the same list.
  return [...bySite]
    .map(([site, role]) => ({ site, role }))
    .sort((a, b) => (a.site === null ? -1 : b.site === null ? 1 : a.site.localeCompare(b.site)))
}
