import { inArray, lt, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server.ts'
import { loginAttempts } from '~/db/schema/index.ts'
import { LOGIN_LIMITS, loginLimit, type LimitDecision, type LoginLimits } from './login-limit.ts'

export interface AttemptKeys {
  address: string
  account: string
}

/**
 * Failed-login counters in the database, so several processes count together (ARCHITECTURE.md).
 * The rule itself is loginLimit (login-limit.ts); this module only stores the windows.
 */
export function createLoginAttempts(db: Db, options: { limits?: LoginLimits; now?: () => Date } = {}) {
  const limits = options.limits ?? LOGIN_LIMITS
  const now = options.now ?? (() => new Date())
  return {
    async check(keys: AttemptKeys): Promise<LimitDecision> {
      const rows = await db
        .select()
        .from(loginAttempts)
        .where(inArray(loginAttempts.key, [keys.address, keys.account]))
      const find = (key: string) => rows.find((r) => r.key === key) ?? null
      return loginLimit({ address: find(keys.address), account: find(keys.account) }, now(), limits)
    },

    /** Counts one failure on both keys; a window that has run out starts again (one atomic upsert each). */
    async recordFailure(keys: AttemptKeys) {
      const at = now()
      const cutoff = new Date(at.getTime() - limits.windowMs)
      const expired = sql`${loginAttempts.windowStartedAt} <= ${cutoff.toISOString()}::timestamptz`
      for (const key of [keys.address, keys.account]) {
        await db
          .insert(loginAttempts)
          .values({ key, failures: 1, windowStartedAt: at })
          .onConflictDoUpdate({
            target: loginAttempts.key,
            set: {
              failures: sql`CASE WHEN ${expired} THEN 1 ELSE ${loginAttempts.failures} + 1 END`,
              windowStartedAt: sql`CASE WHEN ${expired} THEN ${at.toISOString()}::timestamptz ELSE ${loginAttempts.windowStartedAt} END`,
            },
          })
      }
      // Windows that ran out count nothing any more; dropping them keeps the table small.
      await db.delete(loginAttempts).where(lt(loginAttempts.windowStartedAt, cutoff))
    },

    /** A successful login clears the account's count (not the address's: issue 4 §2). */
    async reset(key: string) {
      await db.delete(loginAttempts).where(inArray(loginAttempts.key, [key]))
    },
  }
}
export type LoginAttempts = ReturnType<typeof createLoginAttempts>
