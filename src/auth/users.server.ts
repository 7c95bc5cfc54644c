import { createHash, randomBytes } from 'node:crypto'
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db, Tx } from '~/db/client.server.ts'
import { roles, sessions, sites, userRoles, users, type Role } from '~/db/schema/index.ts'
import { ServiceError } from '~/lib/http.server.ts'
import { roleIn, type RoleGrant } from './grants.ts'
import { passwordProblem, passwordShapeProblem } from './password-policy.server.ts'
import { hashPassword, verifyPassword } from './password.server.ts'

export const SESSION_TTL_MS = 12 * 60 * 60 * 1000

/**
 * A signed-in user as a request sees them: `role` is the role in the request's market (null: none
 * there, so every editor, admin and preview check refuses), `grants` all their roles by market
 * (ADR 041).
 */
export interface SessionUser {
  id: number
  email: string
  role: Role | null
  grants: RoleGrant[]
}

/** Every-market grant first, then by market key. */
const grantOrder = [sql`${userRoles.siteId} is not null`, asc(sites.key)] as const

/** The grants of some users, by user id (users without any have an empty list). */
export async function grantsOf(db: Db | Tx, userIds: readonly number[]): Promise<Map<number, RoleGrant[]>> {
  const byUser = new Map<number, RoleGrant[]>(userIds.map((id) => [id, []]))
  if (userIds.length === 0) return byUser
  const rows = await db
    .select({ userId: userRoles.userId, siteId: userRoles.siteId, siteKey: sites.key, role: userRoles.role })
    .from(userRoles)
    .leftJoin(sites, eq(sites.id, userRoles.siteId))
    .where(inArray(userRoles.userId, [...userIds]))
    .orderBy(...grantOrder)
  for (const { userId, ...grant } of rows) byUser.get(userId)?.push(grant)
  return byUser
}

/** A user with their role in market `siteId` (every-market role without one). */
export async function sessionUserOf(db: Db | Tx, user: { id: number; email: string }, siteId?: number): Promise<SessionUser> {
  const grants = (await grantsOf(db, [user.id])).get(user.id)!
  return { id: user.id, email: user.email, role: roleIn(grants, siteId), grants }
}

/**
 * Sets `role` for a user in each market of `siteIds` (null: every market), or in every market when
 * it is empty; their other grants stay.
 */
export async function setGrants(tx: Db | Tx, userId: number, role: Role, siteIds: readonly (number | null)[]) {
  for (const siteId of siteIds.length ? siteIds : [null]) {
    await tx
      .insert(userRoles)
      .values({ userId, siteId, role })
      .onConflictDoUpdate({ target: [userRoles.userId, userRoles.siteId], set: { role } })
  }
}

export const newUserSchema = z.object({
  email: z
    .email()
    .max(254)
    .transform((e) => e.toLowerCase()),
  role: z.enum(roles),
  password: z.string().superRefine((p, ctx) => {
    const problem = passwordShapeProblem(p)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  }),
})

/**
 * Refuses a password the policy does not accept (password-policy.server.ts) for the account of
 * this e-mail: a 422 that names the field and says why.
 */
export async function assertPasswordAcceptable(password: string, context: { email: string; name?: string | null }) {
  const problem = await passwordProblem(password, context)
  if (problem) throw new ServiceError(422, 'Password refused', `P${problem.slice(1)}`, '/password')
}

const tokenId = (token: string) => createHash('sha256').update(token).digest('hex')

// A fixed hash to compare against when the account does not exist, so timing does not tell.
let dummyHash: Promise<string> | null = null

export function createUserService(db: Db, now: () => Date = () => new Date()) {
  return {
    /**
     * Adds a user, or updates an existing one's password, and gives them `role` in the markets
     * `siteIds` (null: every market; every market when empty or absent); grants in other markets
     * stay (the CLI's `user add`). The returned role is the every-market one: there is no request
     * market.
     */
    async addUser(input: z.input<typeof newUserSchema> & { siteIds?: readonly (number | null)[] }): Promise<SessionUser> {
      const { email, role, password } = newUserSchema.parse(input)
      await assertPasswordAcceptable(password, { email })
      const passwordHash = await hashPassword(password)
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({ email, passwordHash })
          .onConflictDoUpdate({ target: users.email, set: { passwordHash } })
          .returning({ id: users.id, email: users.email })
        await setGrants(tx, row!.id, role, input.siteIds ?? [])
        // A changed password ends the user's other sessions.
        await tx.delete(sessions).where(eq(sessions.userId, row!.id))
        return sessionUserOf(tx, row!)
      })
    },

    /**
     * The user for an e-mail and password, or null; the same work is done either way. The role is
     * the one in market `siteId`, the request's.
     */
    async authenticate(email: string, password: string, siteId?: number): Promise<SessionUser | null> {
      const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()))
      // Unknown accounts and single-sign-on-only accounts (no password) fail the same way.
      if (!row?.passwordHash) {
        dummyHash ??= hashPassword('not-a-real-password-at-all')
        await verifyPassword(password, await dummyHash)
        return null
      }
      return (await verifyPassword(password, row.passwordHash)) ? sessionUserOf(db, row, siteId) : null
    },

    /** Starts a server-side session; the returned token goes into the HTTP-only cookie only. */
    async startSession(userId: number): Promise<string> {
      const token = randomBytes(32).toString('base64url')
      await db.delete(sessions).where(lt(sessions.expiresAt, now()))
      await db.insert(sessions).values({ id: tokenId(token), userId, expiresAt: new Date(now().getTime() + SESSION_TTL_MS) })
      return token
    },

    /** The session's user with their role in market `siteId`, the request's. */
    async sessionUser(token: string | undefined, siteId?: number): Promise<SessionUser | null> {
      if (!token || token.length > 100) return null
      // One query per request: the user and each of their grants (none: one row of nulls).
      const rows = await db
        .select({ id: users.id, email: users.email, siteId: userRoles.siteId, siteKey: sites.key, role: userRoles.role })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoin(userRoles, eq(userRoles.userId, users.id))
        .leftJoin(sites, eq(sites.id, userRoles.siteId))
        .where(and(eq(sessions.id, tokenId(token)), gt(sessions.expiresAt, now())))
        .orderBy(...grantOrder)
      const [first] = rows
      if (!first) return null
      const grants = rows.flatMap(({ siteId, siteKey, role }) => (role === null ? [] : [{ siteId, siteKey, role }]))
      return { id: first.id, email: first.email, role: roleIn(grants, siteId), grants }
    },

    async endSession(token: string | undefined) {
      if (token) await db.delete(sessions).where(eq(sessions.id, tokenId(token)))
    },
  }
}
export type UserService = ReturnType<typeof createUserService>
