import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '~/db/client.server.ts'
import { takeTurns } from '~/db/turns.server.ts'
import { vehicleRecalls } from '~/db/schema/index.ts'
import { bumpContentRevision } from '~/sites/revision.server.ts'
import { parseRecallFile, type RecallIssue, type RecallRow } from './recall-file.ts'

/** What a lookup answers for one VIN: the campaigns affecting it, oldest code first. */
export interface Recall {
  campaign: string
  title: string
  description: string
}

/**
 * Replaces a market's recall list with a checked file's rows (recall-file.ts), in one transaction:
 * a lookup sees the old list or the new one, never half of it. Two imports of one market at once
 * take turns (a transaction-scoped advisory lock), so neither fails on the other's rows.
 *
 * @example await replaceRecalls(db, siteId, parsed.rows) // → { recalls: 3, vehicles: 2 }
 */
export async function replaceRecalls(db: Db, siteId: number, rows: readonly RecallRow[]): Promise<{ recalls: number; vehicles: number }> {
  await db.transaction(async (tx) => {
    await takeTurns(tx, 'forecourt.recalls_import', siteId)
    await tx.delete(vehicleRecalls).where(eq(vehicleRecalls.siteId, siteId))
    for (let i = 0; i < rows.length; i += 1000) {
      await tx.insert(vehicleRecalls).values(rows.slice(i, i + 1000).map((row) => ({ ...row, siteId })))
    }
    // Cached pages show whether the market has a list at all (RecallBlockSource): drop them.
    await bumpContentRevision(tx, siteId)
  })
  return { recalls: rows.length, vehicles: new Set(rows.map((r) => r.vin)).size }
}

/** The recalls of one normalised VIN in a market (spec 2 §4 VIN checker: found or not). */
export async function recallsForVin(db: Db, siteId: number, vin: string): Promise<Recall[]> {
  return db
    .select({ campaign: vehicleRecalls.campaign, title: vehicleRecalls.title, description: vehicleRecalls.description })
    .from(vehicleRecalls)
    .where(and(eq(vehicleRecalls.siteId, siteId), eq(vehicleRecalls.vin, vin)))
    .orderBy(asc(vehicleRecalls.campaign))
}

export type RecallImport = { ok: true; recalls: number; vehicles: number } | { ok: false; errors: RecallIssue[]; moreErrors: number }

/**
 * The import of a market's recall file (the CLI's `recalls import`, the demo): checked whole
 * (recall-file.ts), then written in one transaction; a file with any problem writes nothing.
 */
export async function importRecalls(db: Db, siteId: number, text: string): Promise<RecallImport> {
  const parsed = parseRecallFile(text)
  if (!parsed.ok) return parsed
  return { ok: true, ...(await replaceRecalls(db, siteId, parsed.rows)) }
}

/** What the VIN checker block reads on the server (src/blocks/block-data.server.ts). */
export interface RecallBlockSource {
  /** Whether the market has a recall list: without one, "not affected" would be a guess. */
  hasList(siteId: number): Promise<boolean>
}

export function createRecallBlockSource(db: Db): RecallBlockSource {
  return {
    async hasList(siteId) {
      const [row] = await db.select({ id: vehicleRecalls.id }).from(vehicleRecalls).where(eq(vehicleRecalls.siteId, siteId)).limit(1)
      return row !== undefined
    },
  }
}
