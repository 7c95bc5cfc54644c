import { sql, type SQL } from 'drizzle-orm'

/**
 * What the limiter needs of a Drizzle database (either engine). NOTE: src/lib sits below src/db
 * (docs/architecture.md), so the `rate_limits` table (src/db/schema/forms.ts) is named in SQL here.
 */
interface SqlRunner {
  execute(query: SQL): PromiseLike<unknown>
}
const rows = async <T>(db: SqlRunner, query: SQL) => ((await db.execute(query)) as { rows: T[] }).rows

/** At most `limit` hits per key in each fixed window of `windowSeconds`. */
export interface RateRule {
  limit: number
  windowSeconds: number
}

export type RateDecision = { allowed: true; hits: number } | { allowed: false; hits: number; retryAfterSeconds: number }

/**
 * Fixed-window counters in the database (ADR 053: several instances count the same hits) for
 * what anonymous visitors may do: lead submissions per client and form, verification codes per
 * number. One atomic upsert counts a hit and returns the new count, so however many requests
 * arrive at once, no more than `limit` of a window are allowed.
 *
 * @example
 * const limiter = createRateLimiter(db)
 * const decision = await limiter.hit(`lead:${form.id}:${addressKey(address)}`, { limit: 10, windowSeconds: 600 })
 * if (!decision.allowed) c.header('retry-after', String(decision.retryAfterSeconds))
 */
export function createRateLimiter(db: SqlRunner, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date())
  return {
    async hit(key: string, rule: RateRule): Promise<RateDecision> {
      const window = rateWindow(rule, now())
      const [row] = await rows<{ hits: number }>(db, sql`WITH ${rateHitCtes(sql`${key}`, sql`${window.start}`)} SELECT hits FROM rate_hit`)
      return window.decide(Number(row!.hits))
    },
  }
}

/** The window of `rule` that `at` falls in: its start (ISO), and the decision for a count of hits in it. */
export function rateWindow(rule: RateRule, at: Date) {
  const windowMs = rule.windowSeconds * 1000
  const start = Math.floor(at.getTime() / windowMs) * windowMs
  return {
    start: new Date(start).toISOString(),
    decide(hits: number): RateDecision {
      if (hits <= rule.limit) return { allowed: true, hits }
      return { allowed: false, hits, retryAfterSeconds: Math.max(1, Math.ceil((start + windowMs - at.getTime()) / 1000)) }
    },
  }
}

/**
 * One hit as two data-modifying CTEs, for a caller that counts it within a statement of its own (a
 * lead's, ADR 094): `rate_earlier` drops the key's earlier windows (by primary key: cheap),
 * `rate_hit` counts the hit and returns the window's new `hits`. `key` and `windowStart` (rateWindow's
 * start) are SQL: values or placeholders. When `unless` is true, neither writes and `rate_hit`
 * returns no row.
 */
export function rateHitCtes(key: SQL, windowStart: SQL, unless: SQL = sql`false`): SQL {
  return sql`rate_earlier AS (DELETE FROM rate_limits WHERE key = ${key} AND window_start < ${windowStart}::timestamptz AND NOT (${unless})),
    rate_hit AS (INSERT INTO rate_limits (key, window_start, hits) SELECT ${key}, ${windowStart}::timestamptz, 1 WHERE NOT (${unless})
      ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limits.hits + 1
      RETURNING hits)`
}

export type RateLimiter = ReturnType<typeof createRateLimiter>

/**
 * Removes windows that started before `before`: counters of clients that never came back. For a
 * scheduled job (lead retention runs daily), not for the request path.
 */
export async function pruneRateLimits(db: SqlRunner, before: Date): Promise<number> {
  const removed = await rows(db, sql`DELETE FROM rate_limits WHERE window_start < ${before.toISOString()}::timestamptz RETURNING key`)
  return removed.length
}
