import { and, eq, inArray, ne } from 'drizzle-orm'
import { recordAudit } from '~/audit/audit.server.ts'
import type { Db } from '~/db/client.server.ts'
import { sessions, sites, userRoles, users } from '~/db/schema/index.ts'
import { describeGrants, type RoleGrant } from './grants.ts'
import type { ClaimedRole } from './oidc-roles.ts'
import { passwordProblem } from './password-policy.server.ts'
import { hashPassword, verifyPassword } from './password.server.ts'
import { grantsOf, sessionUserOf, type SessionUser } from './users.server.ts'

/** Ends every session of a user, wherever it was started (logout everywhere, password change). */
export async function revokeSessions(db: Db, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId))
}

export type PasswordChange = { ok: true } | { ok: false; field: 'current_password' | 'new_password'; message: string; wrongPassword?: true }

/**
 * A local account's password change: checks the current password and the policy,
 * stores the new hash and revokes all the user's sessions; the caller starts a fresh one.
 */
export async function changePassword(db: Db, user: SessionUser, current: string, next: string): Promise<PasswordChange> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id))
  if (!row?.passwordHash) {
    return {
      ok: false,
      field: 'current_password',
      message: 'This account signs in through single sign-on; change the password at the identity provider.',
    }
  }
  if (!(await verifyPassword(current, row.passwordHash))) {
    return { ok: false, field: 'current_password', message: 'current_password is incorrect', wrongPassword: true }
  }
  const problem = await passwordProblem(next, { email: user.email })
  if (problem) return { ok: false, field: 'new_password', message: problem.replace(/^password/, 'new_password') }
  if (next === current) return { ok: false, field: 'new_password', message: 'new_password must differ from current_password' }
  const passwordHash = await hashPassword(next)
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id))
    await tx.delete(sessions).where(eq(sessions.userId, user.id))
    await recordAudit(tx, user, {
      siteId: null,
      action: 'user.password_changed',
      entityType: 'user',
      entityId: user.id,
      summary: `${user.email} changed their password`,
    })
  })
  return { ok: true }
}

/** What the identity provider told us about the person signing in (src/auth/oidc.server.ts). */
export interface OidcIdentity {
  issuer: string
  subject: string
  email: string
  name: string | null
  /** Empty: no permissions. */
  roles: ClaimedRole[]
}

export type OidcSignIn =
  { kind: 'user'; user: SessionUser; unknownSites: string[] } | { kind: 'noPermissions'; unknownSites: string[] } | { kind: 'conflict' }

/** A grant as the audit log shows it: the market's key, or null for every market. */
const auditedRoles = (grants: readonly RoleGrant[]) => grants.map((g) => ({ site: g.siteKey, role: g.role }))
const sameGrants = (a: readonly RoleGrant[], b: readonly RoleGrant[]) => {
  const key = (grants: readonly RoleGrant[]) =>
    grants
      .map((g) => `${g.siteId ?? '*'}=${g.role}`)
      .sort()
      .join()
  return key(a) === key(b)
}

/**
 * Finds or creates the user of a single-sign-on identity by (issuer, subject); e-mail, name and
 * roles follow the provider on every login (ADR 023): the claimed roles replace the user's grants
 * (ADR 041). A market key the deployment does not have is skipped and reported in
 * `unknownSites`. Without a role there is nothing to sign in to, and the sessions a user still has
 * end with their roles. An e-mail that belongs to another account is never taken over: that is a
 * conflict for an administrator to resolve. The user's role is the one in market `siteId`.
 */
export async function signInOidcUser(db: Db, identity: OidcIdentity, siteId?: number): Promise<OidcSignIn> {
  const email = identity.email.trim().toLowerCase()
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(users)
      .where(and(eq(users.oidcIssuer, identity.issuer), eq(users.oidcSubject, identity.subject)))
    const keys = identity.roles.flatMap((r) => (r.site === null ? [] : [r.site]))
    const known = keys.length ? await tx.select({ id: sites.id, key: sites.key }).from(sites).where(inArray(sites.key, keys)) : []
    const siteIdOf = new Map(known.map((s) => [s.key, s.id]))
    const unknownSites = keys.filter((key) => !siteIdOf.has(key))
    const claimed = identity.roles.flatMap(({ site, role }): RoleGrant[] =>
      site === null
        ? [{ siteId: null, siteKey: null, role }]
        : siteIdOf.has(site)
          ? [{ siteId: siteIdOf.get(site)!, siteKey: site, role }]
          : [],
    )
    if (claimed.length === 0) {
      if (existing) {
        await tx.delete(sessions).where(eq(sessions.userId, existing.id))
        await tx.delete(userRoles).where(eq(userRoles.userId, existing.id))
      }
      return { kind: 'noPermissions', unknownSites } as const
    }
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(existing ? and(eq(users.email, email), ne(users.id, existing.id)) : eq(users.email, email))
    if (taken) return { kind: 'conflict' } as const

    const replaceGrants = async (userId: number) => {
      await tx.delete(userRoles).where(eq(userRoles.userId, userId))
      await tx.insert(userRoles).values(claimed.map((g) => ({ userId, siteId: g.siteId, role: g.role })))
    }
    if (existing) {
      await tx.update(users).set({ email, name: identity.name }).where(eq(users.id, existing.id))
      const before = (await grantsOf(tx, [existing.id])).get(existing.id)!
      const actor = { id: existing.id, email }
      if (!sameGrants(before, claimed)) {
        await replaceGrants(existing.id)
        await recordAudit(tx, actor, {
          siteId: null,
          action: 'user.role_changed',
          entityType: 'user',
          entityId: existing.id,
          summary: `${email} is now ${describeGrants(claimed)} (from the identity provider)`,
          changes: { before: { roles: auditedRoles(before) }, after: { roles: auditedRoles(claimed) } },
        })
      }
      return { kind: 'user', user: await sessionUserOf(tx, actor, siteId), unknownSites } as const
    }
    const [created] = await tx
      .insert(users)
      .values({ email, name: identity.name, passwordHash: null, oidcIssuer: identity.issuer, oidcSubject: identity.subject })
      .returning({ id: users.id })
    const actor = { id: created!.id, email }
    await replaceGrants(actor.id)
    await recordAudit(tx, actor, {
      siteId: null,
      action: 'user.created',
      entityType: 'user',
      entityId: actor.id,
      summary: `${email} (${describeGrants(claimed)}) signed in for the first time through single sign-on`,
      changes: { after: { email, roles: auditedRoles(claimed), name: identity.name } },
    })
    return { kind: 'user', user: await sessionUserOf(tx, actor, siteId), unknownSites } as const
  })
}
