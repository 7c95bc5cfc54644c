import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, lt } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '~/db/client.server.ts'
import { roles, sessions, users, type Role } from '~/db/schema/index.ts'
import { ServiceError } from '~/lib/http.server.ts'
import { passwordProblem, passwordShapeProblem } from './password-policy.server.ts'
import { hashPassword, verifyPassword } from './password.server.ts'

export const SESSION_COOKIE = 'forecourt_session'
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000

export interface SessionUser {
  id: number
  email: string
  role: Role
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
    async addUser(input: z.input<typeof newUserSchema>): Promise<SessionUser> {
      const { email, role, password } = newUserSchema.parse(input)
      await assertPasswordAcceptable(password, { email })
      const [row] = await db
        .insert(users)
        .values({ email, role, passwordHash: await hashPassword(password) })
        .onConflictDoUpdate({ target: users.email, set: { role, passwordHash: await hashPassword(password) } })
        .returning()
      // A changed password ends the user's other sessions.
      await db.delete(sessions).where(eq(sessions.userId, row!.id))
      return { id: row!.id, email: row!.email, role: row!.role }
    },

    /** The user for an e-mail and password, or null; the same work is done either way. */
    async authenticate(email: string, password: string): Promise<SessionUser | null> {
      const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()))
      // Unknown accounts and single-sign-on-only accounts (no password) fail the same way.
      if (!row?.passwordHash) {
        dummyHash ??= hashPassword('not-a-real-password-at-all')
        await verifyPassword(password, await dummyHash)
        return null
      }
      return (await verifyPassword(password, row.passwordHash)) ? { id: row.id, email: row.email, role: row.role } : null
    },

    /** Starts a server-side session; the returned token goes into the HTTP-only cookie only. */
    async startSession(userId: number): Promise<string> {
      const token = randomBytes(32).toString('base64url')
      await db.delete(sessions).where(lt(sessions.expiresAt, now()))
      await db.insert(sessions).values({ id: tokenId(token), userId, expiresAt: new Date(now().getTime() + SESSION_TTL_MS) })
      return token
    },

    async sessionUser(token: string | undefined, _siteId?: number): Promise<SessionUser | null> {
      if (!token || token.length > 100) return null
      const [row] = await db
        .select({ id: users.id, email: users.email, role: users.role })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, tokenId(token)), gt(sessions.expiresAt, now())))
      return row ?? null
    },

    async endSession(token: string | undefined) {
      if (token) await db.delete(sessions).where(eq(sessions.id, tokenId(token)))
    },
  }
}
export type UserService = ReturnType<typeof createUserService>
