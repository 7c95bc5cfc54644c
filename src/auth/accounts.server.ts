import { and, eq, ne } from 'drizzle-orm'
import { recordAudit } from '~/audit/audit.server.ts'
import type { Db } from '~/db/client.server.ts'
import { sessions, users, type Role } from '~/db/schema/index.ts'
import { passwordProblem } from './password-policy.server.ts'
import { hashPassword, verifyPassword } from './password.server.ts'
import type { SessionUser } from './users.server.ts'

/** Ends every session of a user, wherever it was started (logout everywhere, password change). */
export async function revokeSessions(db: Db, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId))
}

export type PasswordChange = { ok: true } | { ok: false; field: 'current_password' | 'new_password'; message: string; wrongPassword?: true }

/**
 * A local account's password change (issue 4 §2): checks the current password and the policy,
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
  role: Role | null
}

export type OidcSignIn = { kind: 'user'; user: SessionUser } | { kind: 'noPermissions' } | { kind: 'conflict' }

/**
 * Finds or creates the user of a single-sign-on identity by (issuer, subject); e-mail, name and
 * role follow the provider on every login (ADR 023). Without a role there is nothing to sign in
 * to, and the sessions a user still has end with the role. An e-mail that belongs to another
 * account is never taken over: that is a conflict for an administrator to resolve.
 */
export async function signInOidcUser(db: Db, identity: OidcIdentity): Promise<OidcSignIn> {
  const email = identity.email.trim().toLowerCase()
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(users)
      .where(and(eq(users.oidcIssuer, identity.issuer), eq(users.oidcSubject, identity.subject)))
    if (!identity.role) {
      if (existing) await tx.delete(sessions).where(eq(sessions.userId, existing.id))
      return { kind: 'noPermissions' } as const
    }
    const role = identity.role
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(existing ? and(eq(users.email, email), ne(users.id, existing.id)) : eq(users.email, email))
    if (taken) return { kind: 'conflict' } as const

    if (existing) {
      await tx.update(users).set({ email, name: identity.name, role }).where(eq(users.id, existing.id))
      const user = { id: existing.id, email, role }
      if (existing.role !== role) {
        await recordAudit(tx, user, {
          siteId: null,
          action: 'user.role_changed',
          entityType: 'user',
          entityId: user.id,
          summary: `${email} is now ${role} (from the identity provider)`,
          changes: { before: { role: existing.role }, after: { role } },
        })
      }
      return { kind: 'user', user } as const
    }
    const [created] = await tx
      .insert(users)
      .values({ email, name: identity.name, role, passwordHash: null, oidcIssuer: identity.issuer, oidcSubject: identity.subject })
      .returning({ id: users.id })
    const user = { id: created!.id, email, role }
    await recordAudit(tx, user, {
      siteId: null,
      action: 'user.created',
      entityType: 'user',
      entityId: user.id,
      summary: `${email} (${role}) signed in for the first time through single sign-on`,
      changes: { after: { email, role, name: identity.name } },
    })
    return { kind: 'user', user } as const
  })
}
