import { sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server.ts'

/**
 * The job queue's clock for tests: every job waiting for a retry becomes due now, as if its backoff
 * had passed. pg-boss schedules a retry in the database (`start_after`, whole seconds at least), so
 * faking the process's timers cannot shorten it; a test reads the wait it scheduled (`runAfter`)
 * and then calls this rather than sleep through it. The workers take the jobs at their next poll.
 */
export async function runRetriesNow(database: Database, schema: string) {
  await database.db.execute(sql.raw(`UPDATE "${schema}".job SET start_after = now() WHERE state = 'retry'`))
}

/**
 * Reads `read` until `done` holds, every 20 ms, for at most `timeoutMs` (a generous bound for
 * something that happens much sooner); with `retriesNow`, jobs waiting for a retry run at once.
 */
export async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what: string,
  options: { timeoutMs?: number; retriesNow?: { database: Database; schema: string } } = {},
): Promise<T> {
  const until = Date.now() + (options.timeoutMs ?? 30_000)
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}; last seen: ${JSON.stringify(value)}`)
    if (options.retriesNow) await runRetriesNow(options.retriesNow.database, options.retriesNow.schema)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
