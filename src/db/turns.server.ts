import { sql } from 'drizzle-orm'
import type { Tx } from './client.server.ts'

/**
 * Makes the writers of `name` (of one market, when `siteId` is given) take turns until the
 * transaction ends. A transaction-scoped advisory lock, so processes sharing one PostgreSQL take
 * turns too, and it is released however the transaction ends. NOTE: take it before any row lock
 * of the transaction, or two writers can deadlock.
 *
 * @example await takeTurns(tx, 'forecourt.locations', siteId)
 */
export async function takeTurns(tx: Tx, name: string, siteId?: number): Promise<void> {
  await tx.execute(
    siteId === undefined
      ? sql`select pg_advisory_xact_lock(hashtext(${name}))`
      : sql`select pg_advisory_xact_lock(hashtext(${name}), ${siteId}::integer)`,
  )
}
