import type { Role } from '~/db/schema/auth.ts'

/**
 * A user's role in one market, or in every market (`siteId` null), ADR 041.
 * `siteKey` names the market (null for every market), for lists and a market switcher.
 */
export interface RoleGrant {
  siteId: number | null
  siteKey: string | null
  role: Role
}

/** How the admin API and the CLI name "every market" where a market key is expected. */
export const EVERY_MARKET = '*'

/**
 * The role in a market: the market's own grant wins over the every-market grant; null without
 * either (signed in, but nothing to do here). Without a market (the CLI), the every-market role.
 *
 * @example roleIn([{ siteId: null, siteKey: null, role: 'admin' }, { siteId: 2, siteKey: 'fr', role: 'editor' }], 2) // 'editor'
 */
export function roleIn(grants: readonly RoleGrant[], siteId: number | null | undefined): Role | null {
  const own = siteId == null ? undefined : grants.find((g) => g.siteId === siteId)
  return (own ?? grants.find((g) => g.siteId === null))?.role ?? null
}

/**
 * Administers every market, also those added later: an every-market admin grant and no market
 * grant below it. Only such a user grants every-market roles or roles in other markets, and one
 * always remains (the last-administrator rule, ADR 041).
 */
export function administersEveryMarket(grants: readonly RoleGrant[]): boolean {
  return roleIn(grants, null) === 'admin' && grants.every((g) => g.role === 'admin')
}

/**
 * Whether `actor`, working in market `siteId`, may set or remove a grant for market `target`
 * (null: every market). An admin of this market manages this market's grants; the rest needs an
 * every-market administrator.
 */
export function mayGrant(actor: readonly RoleGrant[], siteId: number, target: number | null): boolean {
  if (administersEveryMarket(actor)) return true
  return target === siteId && roleIn(actor, siteId) === 'admin'
}

/**
 * Whether `actor`, working in market `siteId`, may reset the password of or delete an account
 * with these grants: only an account whose every grant is in this market (or one with none), unless
 * the actor administers every market. Otherwise a market's admin could take over an account that
 * acts in other markets.
 */
export function mayManageAccount(actor: readonly RoleGrant[], siteId: number, target: readonly RoleGrant[]): boolean {
  if (administersEveryMarket(actor)) return true
  return roleIn(actor, siteId) === 'admin' && target.every((g) => g.siteId === siteId)
}

/** "admin in every market; editor in fr" — for the CLI and audit summaries. */
export function describeGrants(grants: readonly RoleGrant[]): string {
  if (grants.length === 0) return 'no role in any market'
  return grants.map((g) => `${g.role} in ${g.siteKey === null ? 'every market' : g.siteKey}`).join('; ')
}
