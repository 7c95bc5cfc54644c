import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { and, eq, gt, sql } from 'drizzle-orm'
import { prepareStatement, typedPlaceholder, type Database, type Db, type Tx } from '~/db/client.server.ts'
import { rateHitCtes, rateWindow, type RateDecision, type RateRule } from '~/lib/rate-limit.server.ts'
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

const value = typedPlaceholder

/**
 * Taking a hold, with the client's hit counted, as one prepared statement (ADR 094's pattern for a
 * lead): every shopper's hold runs it, so the hit and the hold are one round trip, and PostgreSQL
 * parses and plans it once per connection. Past the client's limit nothing is taken. The hold
 * inserts the vehicle's row, or replaces it only when it has expired or is the same holder's (who
 * keeps its lock id). `held_until` is the row as it stood before the statement: the other holder's
 * expiry.
 */
const takeStatement = prepareStatement(
  'take-hold',
  sql`WITH ${rateHitCtes(value('rate_key', 'text'), value('rate_window', 'text'))},
    taken AS (
      INSERT INTO vehicle_holds (vehicle_id, site_id, lock_id, token_hash, expires_at)
      SELECT ${value('vehicle_id', 'integer')}, ${value('site_id', 'integer')}, ${value('lock_id', 'uuid')}, ${value('token_hash', 'text')},
        now() + make_interval(mins => ${value('minutes', 'integer')})
      WHERE (SELECT hits FROM rate_hit) <= ${value('rate_limit', 'integer')}
      ON CONFLICT (vehicle_id) DO UPDATE SET
        lock_id = CASE WHEN vehicle_holds.token_hash = excluded.token_hash THEN vehicle_holds.lock_id ELSE excluded.lock_id END,
        token_hash = excluded.token_hash,
        expires_at = excluded.expires_at,
        created_at = CASE WHEN vehicle_holds.token_hash = excluded.token_hash THEN vehicle_holds.created_at ELSE now() END
      WHERE vehicle_holds.expires_at <= now() OR vehicle_holds.token_hash = excluded.token_hash
      RETURNING lock_id, vehicle_id, expires_at
    )
    SELECT (SELECT hits FROM rate_hit) AS hits, taken.lock_id, taken.vehicle_id, taken.expires_at,
      (SELECT expires_at FROM vehicle_holds WHERE vehicle_id = ${value('vehicle_id', 'integer')}) AS held_until
    FROM (SELECT) AS one LEFT JOIN taken ON true`,
)

type TakeRow = {
  hits: number | string
  lock_id: string | null
  vehicle_id: number | null
  expires_at: Date | string | null
  held_until: Date | string | null
}

/**
 * Takes the vehicle for `minutes`, or renews the hold of the same holder (`token`), counting the
 * hit of `client` (its rate key and rule). `limited` when the client is past its rule (nothing
 * taken); `heldUntil` when another shopper holds the vehicle.
 */
export async function takeHold(
  database: Database,
  input: { siteId: number; vehicleId: number; token: string; minutes: number; client: { key: string; rule: RateRule } },
): Promise<{ hold: Hold } | { heldUntil: Date } | { limited: Extract<RateDecision, { allowed: false }> }> {
  const window = rateWindow(input.client.rule, new Date())
  const [row] = await database.executePrepared<TakeRow>(takeStatement, {
    rate_key: input.client.key,
    rate_window: window.start,
    rate_limit: input.client.rule.limit,
    vehicle_id: input.vehicleId,
    site_id: input.siteId,
    lock_id: randomUUID(),
    token_hash: hashHoldToken(input.token),
    minutes: input.minutes,
  })
  const decision = window.decide(Number(row!.hits))
  if (!decision.allowed) return { limited: decision }
  if (row!.lock_id !== null)
    return { hold: { lockId: row!.lock_id, vehicleId: Number(row!.vehicle_id), expiresAt: new Date(row!.expires_at!) } }
  if (row!.held_until !== null) return { heldUntil: new Date(row!.held_until) }
  // Taken by a shopper whose statement ran beside this one (so it is not in this one's snapshot).
  const [other] = await database.db
    .select({ expiresAt: vehicleHolds.expiresAt })
    .from(vehicleHolds)
    .where(eq(vehicleHolds.vehicleId, input.vehicleId))
  // Released between the two statements: the next try takes it.
  return { heldUntil: other?.expiresAt ?? new Date() }
}

/** The live hold the proof names, with when it began, or null (expired, released, taken over, or not this holder's). */
export async function liveHold(db: Db | Tx, siteId: number, proof: HoldProof): Promise<(Hold & { since: Date }) | null> {
  const [hold] = await db
    .select({
      lockId: vehicleHolds.lockId,
      vehicleId: vehicleHolds.vehicleId,
      expiresAt: vehicleHolds.expiresAt,
      since: vehicleHolds.createdAt,
    })
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
