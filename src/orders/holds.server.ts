import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { and, eq, gt, sql } from 'drizzle-orm'
import type { Db, Tx } from '~/db/client.server.ts'
import { vehicleHolds } from '~/db/schema/index.ts'

/**
 * spec 3 §4 Soft lock, on the server (ADR 099): one shopper at a time holds a vehicle. The holds
 * table has one row per vehicle; taking a hold inserts it, or replaces the row only when it has
 * expired or is the same holder's — one statement, so two shoppers (or two server processes)
 * racing for a vehicle cannot both win. The holder proves it is theirs with a secret token, of
 * which the database keeps only the hash.
 */

export interface Hold {
  lockId: string
  vehicleId: number
  expiresAt: Date
}

/** The holder's proof: the hold's id and its secret, as the browser keeps them (sl_order_online_soft_lock). */
export interface HoldProof {
  lockId: string
  token: string
}

export const hashHoldToken = (token: string) => createHash('sha256').update(token).digest('hex')
export const newHoldToken = () => randomBytes(24).toString('base64url')

/**
 * Takes the vehicle for `minutes`, or renews the hold of the same holder (`token`). Null when another
 * shopper holds it; then `heldUntil` says till when.
 */
export async function takeHold(
  db: Db | Tx,
  input: { siteId: number; vehicleId: number; token: string; minutes: number },
): Promise<{ hold: Hold; heldUntil: null } | { hold: null; heldUntil: Date }> {
  const tokenHash = hashHoldToken(input.token)
  const expiresAt = sql`now() + make_interval(mins => ${input.minutes})`
  const [taken] = await db
    .insert(vehicleHolds)
    .values({ vehicleId: input.vehicleId, siteId: input.siteId, lockId: randomUUID(), tokenHash, expiresAt })
    .onConflictDoUpdate({
      target: vehicleHolds.vehicleId,
      // The same holder keeps its lock id; an expired hold gives way to a new one.
      set: {
        lockId: sql`CASE WHEN ${vehicleHolds.tokenHash} = excluded.token_hash THEN ${vehicleHolds.lockId} ELSE excluded.lock_id END`,
        tokenHash: sql`excluded.token_hash`,
        expiresAt: sql`excluded.expires_at`,
        createdAt: sql`CASE WHEN ${vehicleHolds.tokenHash} = excluded.token_hash THEN ${vehicleHolds.createdAt} ELSE now() END`,
      },
      setWhere: sql`${vehicleHolds.expiresAt} <= now() OR ${vehicleHolds.tokenHash} = excluded.token_hash`,
    })
    .returning({ lockId: vehicleHolds.lockId, vehicleId: vehicleHolds.vehicleId, expiresAt: vehicleHolds.expiresAt })
  if (taken) return { hold: taken, heldUntil: null }
  const [other] = await db
    .select({ expiresAt: vehicleHolds.expiresAt })
    .from(vehicleHolds)
    .where(eq(vehicleHolds.vehicleId, input.vehicleId))
  // Released between the two statements: the next try takes it.
  return { hold: null, heldUntil: other?.expiresAt ?? new Date() }
}

/** The live hold the proof names, or null (expired, released, taken over, or not this holder's). */
export async function liveHold(db: Db | Tx, siteId: number, proof: HoldProof): Promise<Hold | null> {
  const [hold] = await db
    .select({ lockId: vehicleHolds.lockId, vehicleId: vehicleHolds.vehicleId, expiresAt: vehicleHolds.expiresAt })
    .from(vehicleHolds)
    .where(
      and(
        eq(vehicleHolds.siteId, siteId),
        eq(vehicleHolds.lockId, proof.lockId),
        eq(vehicleHolds.tokenHash, hashHoldToken(proof.token)),
        gt(vehicleHolds.expiresAt, sql`now()`),
      ),
    )
  return hold ?? null
}

/** Extends a live hold to at least `minutes` from now (while a payment is in progress); null when it is not live. */
export async function extendHold(db: Db | Tx, siteId: number, proof: HoldProof, minutes: number): Promise<Hold | null> {
  const [hold] = await db
    .update(vehicleHolds)
    .set({ expiresAt: sql`greatest(${vehicleHolds.expiresAt}, now() + make_interval(mins => ${minutes}))` })
    .where(
      and(
        eq(vehicleHolds.siteId, siteId),
        eq(vehicleHolds.lockId, proof.lockId),
        eq(vehicleHolds.tokenHash, hashHoldToken(proof.token)),
        gt(vehicleHolds.expiresAt, sql`now()`),
      ),
    )
    .returning({ lockId: vehicleHolds.lockId, vehicleId: vehicleHolds.vehicleId, expiresAt: vehicleHolds.expiresAt })
  return hold ?? null
}

/** Releases the holder's own hold (spec 3 §4: clearing only the holder's lock); false when it was not theirs. */
export async function releaseHold(db: Db | Tx, siteId: number, proof: HoldProof): Promise<boolean> {
  const released = await db
    .delete(vehicleHolds)
    .where(
      and(eq(vehicleHolds.siteId, siteId), eq(vehicleHolds.lockId, proof.lockId), eq(vehicleHolds.tokenHash, hashHoldToken(proof.token))),
    )
    .returning({ lockId: vehicleHolds.lockId })
  return released.length > 0
}
