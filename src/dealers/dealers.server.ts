import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm'
import type { SessionUser } from '~/auth/users.server.ts'
import { recordAudit } from '~/audit/audit.server.ts'
import { bumpContentRevision } from '~/sites/revision.server.ts'
import type { Db, Tx } from '~/db/client.server.ts'
import { dealers } from '~/db/schema/index.ts'
import type { Dealer, DealerInput, DealerListQuery } from './dealer.ts'

type Row = typeof dealers.$inferSelect

/** A change made on a dealer as it was before another's (its `updated_at` read before it): 409. */
export class DealerChanged extends Error {
  constructor(readonly dealer: Dealer) {
    super(
      `Dealer ${dealer.code} was changed at ${dealer.updated_at} after you opened it: reload it to see that change, then make yours again.`,
    )
  }
}

/** A write the caller must turn into a 4xx: the dealer code is taken (409) or the dealer is gone (404). */
export class DealerConflict extends Error {
  constructor(readonly code: string) {
    super(`A dealer with the code ${code} already exists.`)
  }
}

export function toDealer(row: Row): Dealer {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    street: row.street,
    city: row.city,
    postcode: row.postcode,
    country: row.country,
    state: row.state,
    locality: row.locality,
    brands: row.brands,
    latitude: row.latitude,
    longitude: row.longitude,
    phone: row.phone,
    email: row.email,
    website: row.website,
    services: row.services,
    opening_hours: row.openingHours,
    updated_at: row.updatedAt.toISOString(),
  }
}

export function toColumns(input: DealerInput) {
  return {
    code: input.code,
    name: input.name,
    street: input.street,
    city: input.city,
    postcode: input.postcode,
    country: input.country,
    state: input.state,
    locality: input.locality,
    brands: input.brands,
    latitude: input.latitude,
    longitude: input.longitude,
    phone: input.phone,
    email: input.email,
    website: input.website,
    services: input.services,
    openingHours: input.opening_hours,
  }
}

const escapeLike = (text: string) => `%${text.replace(/[%_\\]/g, (m) => `\\${m}`)}%`
const SORT_COLUMNS = { name: dealers.name, code: dealers.code, city: dealers.city, updated_at: dealers.updatedAt } as const

/** The admin list: search over code, name, city and postcode; sorted; one page of it. */
export async function listDealers(db: Db, siteId: number, query: DealerListQuery) {
  const filters: (SQL | undefined)[] = [eq(dealers.siteId, siteId)]
  if (query.search) {
    const like = escapeLike(query.search)
    filters.push(or(ilike(dealers.code, like), ilike(dealers.name, like), ilike(dealers.city, like), ilike(dealers.postcode, like)))
  }
  const where = and(...filters)
  const column = SORT_COLUMNS[query.sort]
  const order = query.dir === 'desc' ? desc(column) : asc(column)
  const rows = await db
    .select()
    .from(dealers)
    .where(where)
    .orderBy(order, asc(dealers.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page)
  const [total] = await db.select({ n: count() }).from(dealers).where(where)
  return { data: rows.map(toDealer), meta: { total: total?.n ?? 0, page: query.page, per_page: query.per_page } }
}

/** The public list (spec 1 §7 GET /dealers?items=50): by name. */
export async function publicDealers(db: Db, siteId: number, page: { items: number; page: number }) {
  const where = eq(dealers.siteId, siteId)
  const rows = await db
    .select()
    .from(dealers)
    .where(where)
    .orderBy(asc(dealers.name), asc(dealers.id))
    .limit(page.items)
    .offset((page.page - 1) * page.items)
  const [total] = await db.select({ n: count() }).from(dealers).where(where)
  return { rows: rows.map(toDealer), total: total?.n ?? 0 }
}

export async function getDealer(db: Db | Tx, siteId: number, id: number): Promise<Dealer | null> {
  const [row] = await db
    .select()
    .from(dealers)
    .where(and(eq(dealers.siteId, siteId), eq(dealers.id, id)))
  return row ? toDealer(row) : null
}

async function assertCodeFree(tx: Tx, siteId: number, code: string, exceptId?: number) {
  const [taken] = await tx
    .select({ id: dealers.id })
    .from(dealers)
    .where(and(eq(dealers.siteId, siteId), eq(dealers.code, code), exceptId === undefined ? undefined : ne(dealers.id, exceptId)))
  if (taken) throw new DealerConflict(code)
}

/** NOTE: two writers can both pass assertCodeFree; the unique index then decides, and that is a 409 too. */
async function codeConflicts<T>(code: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    const pgCode = (e: unknown) => (e as { code?: unknown } | null)?.code
    if (pgCode(error) === '23505' || pgCode((error as { cause?: unknown }).cause) === '23505') throw new DealerConflict(code)
    throw error
  }
}

/** Creates a dealer; the code is unique per site (DealerConflict otherwise). */
export async function createDealer(db: Db, user: SessionUser, siteId: number, input: DealerInput): Promise<Dealer> {
  return codeConflicts(input.code, () =>
    db.transaction(async (tx) => {
      await assertCodeFree(tx, siteId, input.code)
      const [row] = await tx
        .insert(dealers)
        .values({ siteId, ...toColumns(input) })
        .returning()
      const dealer = toDealer(row!)
      await recordAudit(tx, user, {
        siteId,
        action: 'dealer.create',
        entityType: 'dealer',
        entityId: dealer.id,
        summary: `Added dealer ${dealer.code} (${dealer.name})`,
        changes: { after: dealer },
      })
      await bumpContentRevision(tx, siteId)
      return dealer
    }),
  )
}

/** Replaces a dealer's fields; null when there is no such dealer. */
export async function updateDealer(db: Db, user: SessionUser, siteId: number, id: number, input: DealerInput): Promise<Dealer | null> {
  return codeConflicts(input.code, () =>
    db.transaction(async (tx) => {
      const before = await getDealer(tx, siteId, id)
      if (!before) return null
      await assertCodeFree(tx, siteId, input.code, id)
      // A change made on the dealer as read: check and write in one statement, so of two
      // processes' changes on the same reading one wins and the other is told.
      const asRead =
        input.updated_at === undefined ? [] : [sql`date_trunc('milliseconds', ${dealers.updatedAt}) = ${input.updated_at}::timestamptz`]
      const [row] = await tx
        .update(dealers)
        .set({ ...toColumns(input), updatedAt: new Date() })
        .where(and(eq(dealers.siteId, siteId), eq(dealers.id, id), ...asRead))
        .returning()
      if (!row) throw new DealerChanged((await getDealer(tx, siteId, id)) ?? before)
      const after = toDealer(row!)
      await recordAudit(tx, user, {
        siteId,
        action: 'dealer.update',
        entityType: 'dealer',
        entityId: id,
        summary: `Changed dealer ${after.code} (${after.name})`,
        changes: { before, after },
      })
      await bumpContentRevision(tx, siteId)
      return after
    }),
  )
}

export async function deleteDealer(db: Db, user: SessionUser, siteId: number, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await getDealer(tx, siteId, id)
    if (!before) return false
    await tx.delete(dealers).where(and(eq(dealers.siteId, siteId), eq(dealers.id, id)))
    await recordAudit(tx, user, {
      siteId,
      action: 'dealer.delete',
      entityType: 'dealer',
      entityId: id,
      summary: `Deleted dealer ${before.code} (${before.name})`,
      changes: { before },
    })
    await bumpContentRevision(tx, siteId)
    return true
  })
}

/** Bundle import (ARCHITECTURE.md, Contracts): the section replaces the site's dealers. */
export async function replaceDealers(tx: Tx, siteId: number, list: readonly DealerInput[]) {
  await tx.delete(dealers).where(eq(dealers.siteId, siteId))
  if (list.length > 0) await tx.insert(dealers).values(list.map((d) => ({ siteId, ...toColumns(d) })))
}

/** Bundle export: every dealer of the site by code, without ids. */
export async function exportDealers(db: Db, siteId: number): Promise<DealerInput[]> {
  const rows = await db.select().from(dealers).where(eq(dealers.siteId, siteId)).orderBy(asc(dealers.code))
  return rows.map((row) => {
    const { id: _id, updated_at: _updated, ...rest } = toDealer(row)
    return rest
  })
}
