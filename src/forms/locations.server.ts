import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm'
import type { BundleLocation, LocationInput } from './location.ts'
import { recordAudit, type AuditActor } from '~/audit/audit.server.ts'
import type { Db, Tx } from '~/db/client.server.ts'
import { takeTurns } from '~/db/turns.server.ts'
import { dealers, locations } from '~/db/schema/index.ts'
import { ServiceError } from '~/lib/http.server.ts'
import { bumpContentRevision } from '~/sites/revision.server.ts'

/**
 * spec 1 §3 Location: where a form's leads can be routed, usually a retailer (a dealer of the
 * market, whose e-mail receives them), else an address of its own (ADR 053 Routing). Forms offer
 * them in location fields; blocks map URL values to them (form_location_mapping). Every write bumps
 * the market's content revision (ADR 094).
 */
export interface LocationView {
  id: number
  name: string
  dealer_id: number | null
  dealer_name: string | null
  email: string | null
  attributes: Record<string, string>
  created_at: string
  updated_at: string
}

/** Locations with their dealer's name, by name. */
const selectLocations = (db: Db | Tx, where: SQL | undefined) =>
  db
    .select({
      id: locations.id,
      name: locations.name,
      dealerId: locations.dealerId,
      dealerName: dealers.name,
      email: locations.email,
      attributes: locations.attributes,
      createdAt: locations.createdAt,
      updatedAt: locations.updatedAt,
    })
    .from(locations)
    .leftJoin(dealers, eq(dealers.id, locations.dealerId))
    .where(where)
    .orderBy(asc(locations.name), asc(locations.id))

const view = (row: Awaited<ReturnType<typeof selectLocations>>[number]): LocationView => ({
  id: row.id,
  name: row.name,
  dealer_id: row.dealerId,
  dealer_name: row.dealerName,
  email: row.email,
  attributes: row.attributes,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
})

export async function listLocations(db: Db | Tx, siteId: number): Promise<LocationView[]> {
  return (await selectLocations(db, eq(locations.siteId, siteId))).map(view)
}

export async function getLocation(db: Db | Tx, siteId: number, id: number): Promise<LocationView> {
  const [row] = await selectLocations(db, and(eq(locations.siteId, siteId), eq(locations.id, id)))
  if (!row) throw new ServiceError(404, 'Location not found', 'This market has no location with that id.')
  return view(row)
}

/** A dealer named by a location must be one of the market's (422 naming dealer_id). */
async function checkDealer(tx: Tx, siteId: number, dealerId: number | null) {
  if (dealerId === null) return
  const [dealer] = await tx
    .select({ id: dealers.id })
    .from(dealers)
    .where(and(eq(dealers.siteId, siteId), eq(dealers.id, dealerId)))
  if (!dealer)
    throw new ServiceError(422, 'Invalid value', `dealer_id: this market has no dealer ${dealerId}`, '/data/attributes/dealer_id')
}

/**
 * A market's locations have names of their own: a form's location field offers them by name, and
 * two alike could not be told apart. Writers of a market's locations take turns (an advisory lock
 * for the transaction), so two processes naming two locations alike at once agree too.
 */
async function checkNameFree(tx: Tx, siteId: number, name: string, id: number | null = null) {
  await takeTurns(tx, 'forecourt.locations', siteId)
  const [same] = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(
      and(
        eq(locations.siteId, siteId),
        sql`lower(${locations.name}) = lower(${name.trim()})`,
        ...(id === null ? [] : [ne(locations.id, id)]),
      ),
    )
  if (same)
    throw new ServiceError(
      409,
      'Location name taken',
      `A location named "${name.trim()}" already exists in this market.`,
      '/data/attributes/name',
    )
}

const values = (input: LocationInput) => ({ name: input.name, dealerId: input.dealer_id, email: input.email, attributes: input.attributes })

export async function createLocation(db: Db, actor: AuditActor, siteId: number, input: LocationInput): Promise<LocationView> {
  const id = await db.transaction(async (tx) => {
    await checkDealer(tx, siteId, input.dealer_id)
    await checkNameFree(tx, siteId, input.name)
    const [row] = await tx
      .insert(locations)
      .values({ siteId, ...values(input) })
      .returning({ id: locations.id })
    await bumpContentRevision(tx, siteId)
    await recordAudit(tx, actor, {
      siteId,
      action: 'location.create',
      entityType: 'location',
      entityId: row!.id,
      summary: `Created location ${input.name}`,
      changes: { after: input },
    })
    return row!.id
  })
  return getLocation(db, siteId, id)
}

export async function updateLocation(db: Db, actor: AuditActor, siteId: number, id: number, input: LocationInput): Promise<LocationView> {
  await db.transaction(async (tx) => {
    const before = await getLocation(tx, siteId, id)
    await checkDealer(tx, siteId, input.dealer_id)
    await checkNameFree(tx, siteId, input.name, id)
    await tx
      .update(locations)
      .set({ ...values(input), updatedAt: new Date() })
      .where(eq(locations.id, id))
    await bumpContentRevision(tx, siteId)
    await recordAudit(tx, actor, {
      siteId,
      action: 'location.update',
      entityType: 'location',
      entityId: id,
      summary: `Changed location ${input.name}`,
      changes: { before, after: input },
    })
  })
  return getLocation(db, siteId, id)
}

/** Leads that named it keep the address they were routed to; their location becomes none. */
export async function deleteLocation(db: Db, actor: AuditActor, siteId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await getLocation(tx, siteId, id)
    await tx.delete(locations).where(eq(locations.id, id))
    await bumpContentRevision(tx, siteId)
    await recordAudit(tx, actor, {
      siteId,
      action: 'location.delete',
      entityType: 'location',
      entityId: id,
      summary: `Deleted location ${before.name}`,
      changes: { before },
    })
  })
}

/**
 * A bundle's locations (ADR 054), matched by name so their ids (which pages' location mappings name)
 * stay: a new one is added, a known one changed, one the bundle lacks removed. Dealers are by id here:
 * the bundle resolved its dealer codes.
 */
export async function replaceLocations(tx: Tx, siteId: number, list: readonly LocationInput[]) {
  const existing = await tx
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(eq(locations.siteId, siteId))
    .orderBy(asc(locations.id))
  const byName = new Map<string, number>()
  for (const row of existing) if (!byName.has(row.name)) byName.set(row.name, row.id)
  const kept = new Set<number>()
  for (const input of list) {
    const id = byName.get(input.name)
    if (id === undefined) await tx.insert(locations).values({ siteId, ...values(input) })
    else {
      kept.add(id)
      await tx
        .update(locations)
        .set({ ...values(input), updatedAt: new Date() })
        .where(eq(locations.id, id))
    }
  }
  for (const row of existing) if (!kept.has(row.id)) await tx.delete(locations).where(eq(locations.id, row.id))
}

/** A market's locations as a bundle holds them: the dealer by its code. */
export async function exportLocations(db: Db, siteId: number): Promise<BundleLocation[]> {
  const rows = await db
    .select({ name: locations.name, dealer: dealers.code, email: locations.email, attributes: locations.attributes })
    .from(locations)
    .leftJoin(dealers, eq(dealers.id, locations.dealerId))
    .where(eq(locations.siteId, siteId))
    .orderBy(asc(locations.name), asc(locations.id))
  return rows
}
