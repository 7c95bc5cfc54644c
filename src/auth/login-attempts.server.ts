import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server.ts'
import { loginAttempts } from '~/db/schema/index.ts'
import { LOGIN_LIMITS, loginLimit, type LoginLimits } from './login-limit.ts'

export interface AttemptKeys {
  address: string
  account: string
}

/** A counted attempt: refused at once, or allowed to check the password. */
export type CountedAttempt =
  | { limited: true; retryAfterSeconds: number }
  | {
      limited: false
      /**
       * The password was right, so this attempt is no failure: its count is given back.
       * `clearAccount` (a login) also ends the account's window (ADR 023).
       */
      succeeded(options?: { clearAccount?: boolean }): Promise<void>
    }

/**
 * Failed-login counters in the database, so several processes count together (ARCHITECTURE.md).
 * The rule itself is loginLimit (login-limit.ts); this module only stores the windows.
 *
 * An attempt is counted **before** its password is checked, by one atomic upsert that returns
 * the new counts: parallel attempts each see their own number, so however many
 * arrive at once, no more than the limit get to the password check. An attempt that is refused,
 * or whose password was right, gives its count back; a wrong password keeps it.
 */
export function createLoginAttempts(db: Db, options: { limits?: LoginLimits; now?: () => Date } = {}) {
  const limits = options.limits ?? LOGIN_LIMITS
  const now = options.now ?? (() => new Date())

  /** One less on each key, in the window the attempt was counted in (a newer window is not touched). */
  const giveBack = async (windows: { key: string; windowStartedAt: Date }[]) => {
    for (const { key, windowStartedAt } of windows) {
      await db
        .update(loginAttempts)
        .set({ failures: sql`${loginAttempts.failures} - 1` })
        .where(
          and(
            eq(loginAttempts.key, key),
            gt(loginAttempts.failures, 0),
            sql`date_trunc('milliseconds', ${loginAttempts.windowStartedAt}) = ${windowStartedAt.toISOString()}::timestamptz`,
          ),
        )
    }
  }

  return {
    /** Counts one attempt on both keys (a window that has run out starts again) and decides whether it may go on. */
    async begin(keys: AttemptKeys): Promise<CountedAttempt> {
      const at = now()
      const cutoff = new Date(at.getTime() - limits.windowMs)
      const expired = sql`${loginAttempts.windowStartedAt} <= ${cutoff.toISOString()}::timestamptz`
      // NOTE: one statement for both keys, always address before account, so concurrent
      // attempts lock rows in the same order (no deadlock on PostgreSQL).
      const rows = await db
        .insert(loginAttempts)
        .values([
          { key: keys.address, failures: 1, windowStartedAt: at },
          { key: keys.account, failures: 1, windowStartedAt: at },
        ])
        .onConflictDoUpdate({
          target: loginAttempts.key,
          set: {
            failures: sql`CASE WHEN ${expired} THEN 1 ELSE ${loginAttempts.failures} + 1 END`,
            windowStartedAt: sql`CASE WHEN ${expired} THEN ${at.toISOString()}::timestamptz ELSE ${loginAttempts.windowStartedAt} END`,
          },
        })
        .returning({ key: loginAttempts.key, failures: loginAttempts.failures, windowStartedAt: loginAttempts.windowStartedAt })
      // Windows that ran out count nothing any more; dropping them keeps the table small.
      await db.delete(loginAttempts).where(lt(loginAttempts.windowStartedAt, cutoff))

      // The failures before this attempt decide, by the same rule as ever.
      const before = (key: string) => {
        const row = rows.find((r) => r.key === key)
        return row ? { failures: row.failures - 1, windowStartedAt: row.windowStartedAt } : null
      }
      const decision = loginLimit({ address: before(keys.address), account: before(keys.account) }, at, limits)
      if (decision.limited) {
        await giveBack(rows)
        return decision
      }
      return {
        limited: false,
        async succeeded({ clearAccount = false } = {}) {
          if (clearAccount) {
            await db.delete(loginAttempts).where(inArray(loginAttempts.key, [keys.account]))
            await giveBack(rows.filter((r) => r.key !== keys.account))
          } else {
            await giveBack(rows)
          }
        },
      }
    },
  }
}
export type LoginAttempts = ReturnType<typeof createLoginAttempts>
