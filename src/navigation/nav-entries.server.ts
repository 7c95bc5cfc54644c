import { and, asc, eq, inArray } from 'drizzle-orm'
import type { SessionUser } from '~/auth/users.server.ts'
import { recordAudit } from '~/audit/audit.server.ts'
import { bumpContentRevision } from '~/sites/revision.server.ts'
import type { Db, Tx } from '~/db/client.server.ts'
import { takeTurns } from '~/db/turns.server.ts'
import { navEntries } from '~/db/schema/index.ts'
import {
  buildNavTree,
  depthOf,
  MAX_NAV_DEPTH,
  planMove,
  subtreeIds,
  type NavEntryChange,
  type NavMove,
  type NavTreeEntry,
  type NavVersion,
  type NewNavEntry,
} from './nav-tree.ts'

type Row = typeof navEntries.$inferSelect

/** A refused write: the caller answers 422 naming the field, or 404. */
export class NavEntryRefused extends Error {
  constructor(
    readonly status: 404 | 422,
    readonly field: string | null,
    message: string,
  ) {
    super(message)
  }
}

const entryOf = (row: Row) => ({
  id: row.id,
  version: row.version,
  label: row.label,
  url: row.url,
  target: row.target,
  parent_id: row.parentId,
  position: row.position,
})

async function versionRows(tx: Db | Tx, siteId: number, version: number) {
  return tx
    .select()
    .from(navEntries)
    .where(and(eq(navEntries.siteId, siteId), eq(navEntries.version, version)))
    .orderBy(asc(navEntries.position), asc(navEntries.id))
}

async function findRow(tx: Db | Tx, siteId: number, id: number) {
  const [row] = await tx
    .select()
    .from(navEntries)
    .where(and(eq(navEntries.siteId, siteId), eq(navEntries.id, id)))
  return row ?? null
}

/**
 * Makes the navigation writers of one site wait for each other until the transaction ends, so a
 * position read from the sibling list is still free when it is written. NOTE: a
 * transaction-scoped advisory lock, so processes sharing one PostgreSQL agree too; the deferred
 * unique constraint nav_entries_sibling_position is the backstop.
 */
async function lockNavigation(tx: Tx, siteId: number) {
  await takeTurns(tx, 'forecourt.nav_entries', siteId)
}

/** One version's tree for the admin screen (the public header reads it through the content service). */
export async function navTree(db: Db, siteId: number, version: NavVersion): Promise<NavTreeEntry[]> {
  return buildNavTree(await versionRows(db, siteId, version))
}

/** Appends an entry at the end of its parent's children. */
export async function createNavEntry(db: Db, user: SessionUser, siteId: number, input: NewNavEntry) {
  return db.transaction(async (tx) => {
    await lockNavigation(tx, siteId)
    const rows = await versionRows(tx, siteId, input.version)
    if (input.parent_id !== null) {
      if (!rows.some((r) => r.id === input.parent_id)) {
        throw new NavEntryRefused(422, 'parent_id', `no entry ${input.parent_id} in navigation v${input.version}`)
      }
      if (depthOf(rows, input.parent_id) >= MAX_NAV_DEPTH) {
        throw new NavEntryRefused(422, 'parent_id', `the navigation is at most ${MAX_NAV_DEPTH} levels deep`)
      }
    }
    // After the last sibling: one past the highest position, not the count (a bundle may leave gaps).
    const position = Math.max(-1, ...rows.filter((r) => r.parentId === input.parent_id).map((r) => r.position)) + 1
    const [row] = await tx
      .insert(navEntries)
      .values({
        siteId,
        version: input.version,
        parentId: input.parent_id,
        label: input.label,
        url: input.url,
        target: input.target,
        position,
      })
      .returning()
    const entry = entryOf(row!)
    await recordAudit(tx, user, {
      siteId,
      action: 'nav_entry.create',
      entityType: 'nav_entry',
      entityId: entry.id,
      summary: `Added navigation entry "${entry.label}" (v${entry.version})`,
      changes: { after: entry },
    })
    await bumpContentRevision(tx, siteId)
    return entry
  })
}

export async function updateNavEntry(db: Db, user: SessionUser, siteId: number, id: number, change: NavEntryChange) {
  return db.transaction(async (tx) => {
    const before = await findRow(tx, siteId, id)
    if (!before) throw new NavEntryRefused(404, null, `No navigation entry ${id}`)
    const [row] = await tx
      .update(navEntries)
      .set({ ...change, updatedAt: new Date() })
      .where(and(eq(navEntries.siteId, siteId), eq(navEntries.id, id)))
      .returning()
    const entry = entryOf(row!)
    await recordAudit(tx, user, {
      siteId,
      action: 'nav_entry.update',
      entityType: 'nav_entry',
      entityId: id,
      summary: `Changed navigation entry "${entry.label}" (v${entry.version})`,
      changes: { before: entryOf(before), after: entry },
    })
    await bumpContentRevision(tx, siteId)
    return entry
  })
}

/** Deletes an entry and everything below it; the siblings close the gap. Returns how many went. */
export async function deleteNavEntry(db: Db, user: SessionUser, siteId: number, id: number) {
  return db.transaction(async (tx) => {
    await lockNavigation(tx, siteId)
    const before = await findRow(tx, siteId, id)
    if (!before) throw new NavEntryRefused(404, null, `No navigation entry ${id}`)
    const rows = await versionRows(tx, siteId, before.version)
    const ids = subtreeIds(rows, id)
    await tx.delete(navEntries).where(and(eq(navEntries.siteId, siteId), inArray(navEntries.id, ids)))
    const siblings = rows.filter((r) => r.parentId === before.parentId && r.id !== id)
    for (const [position, sibling] of siblings.entries()) {
      if (sibling.position !== position) await tx.update(navEntries).set({ position }).where(eq(navEntries.id, sibling.id))
    }
    await recordAudit(tx, user, {
      siteId,
      action: 'nav_entry.delete',
      entityType: 'nav_entry',
      entityId: id,
      summary: `Deleted navigation entry "${before.label}" (v${before.version})${ids.length > 1 ? ` and ${ids.length - 1} below it` : ''}`,
      changes: { before: rows.filter((r) => ids.includes(r.id)).map(entryOf) },
    })
    await bumpContentRevision(tx, siteId)
    return ids.length
  })
}

/** Moves an entry under a parent of the same version, to a position among its siblings (spec 1 §2). */
export async function moveNavEntry(db: Db, user: SessionUser, siteId: number, id: number, move: NavMove) {
  return db.transaction(async (tx) => {
    await lockNavigation(tx, siteId)
    const before = await findRow(tx, siteId, id)
    if (!before) throw new NavEntryRefused(404, null, `No navigation entry ${id}`)
    const rows = await versionRows(tx, siteId, before.version)
    const plan = planMove(rows, id, move.parent_id, move.position)
    if (!plan.ok) throw new NavEntryRefused(422, plan.field, plan.message)
    for (const update of plan.updates) {
      await tx
        .update(navEntries)
        .set({ parentId: update.parentId, position: update.position, updatedAt: new Date() })
        .where(eq(navEntries.id, update.id))
    }
    const after = entryOf((await findRow(tx, siteId, id))!)
    await recordAudit(tx, user, {
      siteId,
      action: 'nav_entry.move',
      entityType: 'nav_entry',
      entityId: id,
      summary: `Moved navigation entry "${before.label}" (v${before.version})`,
      changes: {
        before: { parent_id: before.parentId, position: before.position },
        after: { parent_id: after.parent_id, position: after.position },
      },
    })
    await bumpContentRevision(tx, siteId)
    return after
  })
}
