import { randomUUID } from 'node:crypto'
import { bumpContentRevision } from '~/sites/revision.server.ts'
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm'
import { isDeepStrictEqual } from 'node:util'
import { z } from 'zod'
import { recordAudit, type AuditActor } from '~/audit/audit.server.ts'
import type { Db, Tx } from '~/db/client.server.ts'
import {
  dealers,
  stockConfigEntries,
  stockListings,
  stockListingVehicles,
  stockVehicles,
  type StockConfigKind,
  type StoredPhoto,
} from '~/db/schema/index.ts'
import { listQuerySchema } from '~/lib/list-query.ts'
import { ServiceError } from '~/lib/http.server.ts'
import { VEHICLE_STATES, STOCK_STATUSES } from './feed.ts'
import type { disclaimersSchema, ListingPatch, NewListingInput } from './config.ts'

/**
 * The /admin Inventory area's services (ADR 078): a market's publication lists, its
 * vehicles (searched, filtered, sorted and paged in the database, for 100,000 of them) and the
 * edits an administrator makes to one vehicle. Every write is in the audit log, in its transaction.
 */

// --- Publication lists -------------------------------------------------------------------------

export interface ListingView {
  id: number
  key: string
  name: string
  disclaimers: z.infer<typeof disclaimersSchema>
  forced_statuses: string[]
  forced_dealer_codes: string[]
  /** Live vehicles the list holds (not retired from it). */
  vehicle_count: number
  updated_at: string
}

type ListingRow = typeof stockListings.$inferSelect
const listingView = (row: ListingRow, vehicleCount: number): ListingView => ({
  id: row.id,
  key: row.key,
  name: row.name,
  disclaimers: row.disclaimers,
  forced_statuses: row.forcedStatuses,
  forced_dealer_codes: row.forcedDealerCodes,
  vehicle_count: vehicleCount,
  updated_at: row.updatedAt.toISOString(),
})

const liveCount = sql<number>`(SELECT count(*)::int FROM ${stockListingVehicles} m WHERE m.listing_id = ${stockListings.id} AND m.retired_at IS NULL)`

/** The market's lists by name, each with its count of live vehicles. */
export async function listListings(db: Db, siteId: number): Promise<ListingView[]> {
  const rows = await db
    .select({ row: stockListings, vehicles: liveCount })
    .from(stockListings)
    .where(eq(stockListings.siteId, siteId))
    .orderBy(asc(stockListings.name), asc(stockListings.id))
  return rows.map(({ row, vehicles }) => listingView(row, Number(vehicles)))
}

export async function getListing(db: Db, siteId: number, id: number): Promise<ListingView> {
  const [found] = await db
    .select({ row: stockListings, vehicles: liveCount })
    .from(stockListings)
    .where(and(eq(stockListings.siteId, siteId), eq(stockListings.id, id)))
  if (!found) throw new ServiceError(404, 'List not found', 'This market has no publication list with that id.')
  return listingView(found.row, Number(found.vehicles))
}

const duplicateKey = (key: string) =>
  new ServiceError(409, 'List key taken', `This market already has a publication list with the key ${key}.`)

export async function createListing(db: Db, actor: AuditActor, siteId: number, input: NewListingInput): Promise<ListingView> {
  const key = (input.key ?? randomUUID()).toLowerCase()
  const row = await db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: stockListings.id })
      .from(stockListings)
      .where(and(eq(stockListings.siteId, siteId), eq(stockListings.key, key)))
    if (taken) throw duplicateKey(key)
    const [made] = await tx
      .insert(stockListings)
      .values({
        siteId,
        key,
        name: input.name,
        disclaimers: input.disclaimers,
        forcedStatuses: input.forced_statuses,
        forcedDealerCodes: input.forced_dealer_codes,
      })
      .returning()
    await bumpContentRevision(tx, siteId)
    await recordAudit(tx, actor, {
      siteId,
      action: 'stock_listing.create',
      entityType: 'stock_listing',
      entityId: made!.id,
      summary: `Created the publication list ${input.name} (${key})`,
      changes: { after: { key, ...input } },
    })
    return made!
  })
  return listingView(row, 0)
}

export async function updateListing(db: Db, actor: AuditActor, siteId: number, id: number, patch: ListingPatch): Promise<ListingView> {
  const before = await getListing(db, siteId, id)
  await db.transaction(async (tx) => {
    await tx
      .update(stockListings)
      .set({
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.disclaimers !== undefined ? { disclaimers: patch.disclaimers } : {}),
        ...(patch.forced_statuses !== undefined ? { forcedStatuses: patch.forced_statuses } : {}),
        ...(patch.forced_dealer_codes !== undefined ? { forcedDealerCodes: patch.forced_dealer_codes } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(stockListings.id, id))
    await bumpContentRevision(tx, siteId)
    await recordAudit(tx, actor, {
      siteId,
      action: 'stock_listing.update',
      entityType: 'stock_listing',
      entityId: id,
      summary: `Changed the publication list ${patch.name ?? before.name}`,
      changes: { before: pick(before, Object.keys(patch)), after: patch },
    })
  })
  return getListing(db, siteId, id)
}

/**
 * Deletes a list (ADR 078): refused (409) while it holds live vehicles unless `withVehicles`, the
 * admin's confirmation. Its vehicles that no other live list holds are retired, as a full feed
 * retires them (never deleted: spec 3 keeps a vehicle's history), in the same transaction.
 */
export async function deleteListing(
  db: Db,
  actor: AuditActor,
  siteId: number,
  id: number,
  options: { withVehicles: boolean },
): Promise<{ retired: number }> {
  const listing = await getListing(db, siteId, id)
  if (listing.vehicle_count > 0 && !options.withVehicles)
    throw new ServiceError(
      409,
      'List holds vehicles',
      `The list ${listing.name} holds ${listing.vehicle_count} vehicles: confirm to delete it with them (with_vehicles=true).`,
    )
  return db.transaction(async (tx) => {
    const members = await tx
      .select({ vehicleId: stockListingVehicles.vehicleId })
      .from(stockListingVehicles)
      .where(and(eq(stockListingVehicles.listingId, id), isNull(stockListingVehicles.retiredAt)))
    await tx.delete(stockListings).where(eq(stockListings.id, id))
    let retired = 0
    const ids = members.map((m) => m.vehicleId)
    for (let i = 0; i < ids.length; i += 1000) {
      const gone = await tx
        .update(stockVehicles)
        .set({ retiredAt: sql`now()`, updatedAt: sql`now()` })
        .where(
          and(
            inArray(stockVehicles.id, ids.slice(i, i + 1000)),
            isNull(stockVehicles.retiredAt),
            sql`NOT EXISTS (SELECT 1 FROM ${stockListingVehicles} l WHERE l.vehicle_id = ${stockVehicles.id} AND l.retired_at IS NULL)`,
          ),
        )
        .returning({ id: stockVehicles.id })
      retired += gone.length
    }
    await bumpContentRevision(tx, siteId)
    await recordAudit(tx, actor, {
      siteId,
      action: 'stock_listing.delete',
      entityType: 'stock_listing',
      entityId: id,
      summary: `Deleted the publication list ${listing.name} (${listing.key}) with ${listing.vehicle_count} vehicles, ${retired} retired`,
      changes: { before: listing },
    })
    return { retired }
  })
}

const pick = (from: object, keys: string[]) => Object.fromEntries(Object.entries(from).filter(([key]) => keys.includes(key)))

/**
 * The fields a save changes: the admin's vehicle screen sends every field, and the audit log names
 * those whose value differs (photos by their URLs in order), not all it was sent.
 */
export function changedFields(before: object, after: Record<string, unknown>): string[] {
  const old = before as Record<string, unknown>
  const photoUrls = (photos: unknown) => (Array.isArray(photos) ? photos.map((p: { normal?: unknown }) => p.normal) : photos)
  return Object.keys(after).filter((key) =>
    key === 'photos' ? !isDeepStrictEqual(photoUrls(old[key]), photoUrls(after[key])) : !isDeepStrictEqual(old[key], after[key]),
  )
}

// --- Vehicles ----------------------------------------------------------------------------------

export const VEHICLE_SORTS = ['updated_at', 'created_at', 'vin', 'nameplate_name', 'status', 'display_price'] as const
/** Which vehicles by visibility: live (visible, not retired), hidden (not visible), retired, or all. */
export const VISIBILITIES = ['all', 'live', 'hidden', 'retired'] as const

/** The vehicle table's query (`?search=&listing=&state=&status=&visibility=&sort=&dir=&page=&per_page=`). */
export const vehicleListQuery = listQuerySchema(VEHICLE_SORTS, { sort: 'updated_at', dir: 'desc' }).extend({
  // Digits only: coercion would also read '0x10', '1e1' or ' 16 ' as list 16.
  listing: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, 'must be a list id (digits)')
    .transform(Number)
    .optional(),
  state: z.enum(VEHICLE_STATES).optional(),
  status: z.enum(STOCK_STATUSES).optional(),
  visibility: z.enum(VISIBILITIES).default('all'),
})
export type VehicleListQuery = z.infer<typeof vehicleListQuery>

export interface VehicleRow {
  id: number
  vin: string
  state: string
  status: string
  brand: string
  model: string
  owner_id: string | null
  retailer: string | null
  msrp_price: number | null
  display_price: number | null
  sale_price: number | null
  visible: boolean
  retired: boolean
  photo_count: number
  updated_at: string
}

const sortColumns = {
  updated_at: stockVehicles.updatedAt,
  created_at: stockVehicles.createdAt,
  vin: stockVehicles.vin,
  nameplate_name: stockVehicles.nameplateName,
  status: stockVehicles.status,
  display_price: stockVehicles.displayPrice,
} as const

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * The WHERE of the vehicle table. The search matches a VIN by its start (the unique index serves
 * it), a model or brand anywhere in its name, or a retailer by its dealer code or name.
 */
export function vehicleWhere(siteId: number, query: Omit<VehicleListQuery, 'sort' | 'dir' | 'page' | 'per_page'>): SQL {
  const parts: (SQL | undefined)[] = [eq(stockVehicles.siteId, siteId)]
  const search = query.search.trim()
  if (search) {
    const anywhere = `%${likeText(search)}%`
    parts.push(
      or(
        sql`${stockVehicles.vin} LIKE ${`${likeText(search.toUpperCase())}%`}`,
        ilike(stockVehicles.nameplateName, anywhere),
        ilike(stockVehicles.nameplateBrandName, anywhere),
        eq(stockVehicles.ownerId, search),
        sql`${stockVehicles.dealerId} IN (SELECT ${dealers.id} FROM ${dealers} WHERE ${dealers.siteId} = ${siteId} AND ${dealers.name} ILIKE ${anywhere})`,
      ),
    )
  }
  if (query.listing !== undefined)
    parts.push(
      sql`EXISTS (SELECT 1 FROM ${stockListingVehicles} m WHERE m.vehicle_id = ${stockVehicles.id} AND m.listing_id = ${query.listing} AND m.retired_at IS NULL)`,
    )
  if (query.state) parts.push(eq(stockVehicles.state, query.state))
  if (query.status) parts.push(eq(stockVehicles.status, query.status))
  if (query.visibility === 'live') parts.push(eq(stockVehicles.visible, true), isNull(stockVehicles.retiredAt))
  if (query.visibility === 'hidden') parts.push(eq(stockVehicles.visible, false), isNull(stockVehicles.retiredAt))
  if (query.visibility === 'retired') parts.push(isNotNull(stockVehicles.retiredAt))
  return and(...parts)!
}

/** One page of the market's vehicles, with the total the filters match. */
export async function listVehicles(
  db: Db,
  siteId: number,
  query: VehicleListQuery,
): Promise<{ data: VehicleRow[]; meta: { total: number } }> {
  const where = vehicleWhere(siteId, query)
  const order = query.dir === 'asc' ? asc : desc
  const [rows, [total]] = await Promise.all([
    db
      .select({
        v: {
          id: stockVehicles.id,
          vin: stockVehicles.vin,
          state: stockVehicles.state,
          status: stockVehicles.status,
          brand: stockVehicles.nameplateBrandName,
          model: stockVehicles.nameplateName,
          ownerId: stockVehicles.ownerId,
          msrp: stockVehicles.msrpPrice,
          display: stockVehicles.displayPrice,
          sale: stockVehicles.salePrice,
          visible: stockVehicles.visible,
          retiredAt: stockVehicles.retiredAt,
          photoCount: sql<number>`jsonb_array_length(${stockVehicles.photos})`,
          updatedAt: stockVehicles.updatedAt,
        },
        retailer: dealers.name,
      })
      .from(stockVehicles)
      .leftJoin(dealers, eq(dealers.id, stockVehicles.dealerId))
      .where(where)
      .orderBy(order(sortColumns[query.sort]), order(stockVehicles.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(stockVehicles).where(where),
  ])
  return {
    data: rows.map(({ v, retailer }) => ({
      id: v.id,
      vin: v.vin,
      state: v.state,
      status: v.status,
      brand: v.brand,
      model: v.model,
      owner_id: v.ownerId,
      retailer,
      msrp_price: v.msrp,
      display_price: v.display,
      sale_price: v.sale,
      visible: v.visible,
      retired: v.retiredAt !== null,
      photo_count: Number(v.photoCount),
      updated_at: v.updatedAt.toISOString(),
    })),
    meta: { total: total!.n },
  }
}

export interface VehicleDetail extends VehicleRow {
  photos: StoredPhoto[]
  /** The lists that hold it (live membership). */
  listings: { id: number; key: string; name: string }[]
}

export async function getVehicle(db: Db, siteId: number, id: number): Promise<VehicleDetail> {
  const [found] = await db
    .select({ row: stockVehicles, retailer: dealers.name })
    .from(stockVehicles)
    .leftJoin(dealers, eq(dealers.id, stockVehicles.dealerId))
    .where(and(eq(stockVehicles.siteId, siteId), eq(stockVehicles.id, id)))
  if (!found) throw new ServiceError(404, 'Vehicle not found', 'This market has no vehicle with that id.')
  const { row, retailer } = found
  const listings = await db
    .select({ id: stockListings.id, key: stockListings.key, name: stockListings.name })
    .from(stockListingVehicles)
    .innerJoin(stockListings, eq(stockListings.id, stockListingVehicles.listingId))
    .where(and(eq(stockListingVehicles.vehicleId, id), isNull(stockListingVehicles.retiredAt)))
    .orderBy(asc(stockListings.name))
  return {
    id: row.id,
    vin: row.vin,
    state: row.state,
    status: row.status,
    brand: row.nameplateBrandName,
    model: row.nameplateName,
    owner_id: row.ownerId,
    retailer,
    msrp_price: row.msrpPrice,
    display_price: row.displayPrice,
    sale_price: row.salePrice,
    visible: row.visible,
    retired: row.retiredAt !== null,
    photo_count: row.photos.length,
    updated_at: row.updatedAt.toISOString(),
    photos: row.photos,
    listings,
  }
}

const price = z.number().nonnegative('must be 0 or more').max(100_000_000, 'must be at most 100,000,000').nullable()
/** A photo URL: one the vehicle has, or an image of the media library (`/media/…`). */
const photoUrl = z.string().trim().min(1).max(2000)
const photoInput = z.strictObject({
  normal: photoUrl,
  medium: photoUrl.optional(),
  hd: photoUrl.optional(),
  quarter_hd: photoUrl.optional(),
  // A photo as the vehicle's GET answers it may be sent back as it is: its place in the list, not
  // this number, is its new sequence.
  sequence: z.number().int().optional(),
})

/** A URL of the market's media library: `/media/…` or under the market's base path (`/ar/media/…`), no `..`. */
const MEDIA_LIBRARY_URL = /^(?:\/[a-z0-9-]+)?\/media\/(?!.*\.\.)[^?#\s]+$/i

/** What an admin may change on one vehicle; a later feed of its list replaces it (ADR 078). */
export const vehiclePatchSchema = z.strictObject({
  status: z.enum(STOCK_STATUSES).optional(),
  msrp_price: price.optional(),
  display_price: price.optional(),
  sale_price: price.optional(),
  visible: z.boolean().optional(),
  /** The photos in their new order: kept ones by their URLs, removed ones left out, added ones from the media library. */
  photos: z.array(photoInput).max(100).optional(),
})
export type VehiclePatch = z.infer<typeof vehiclePatchSchema>

/**
 * The photos as the admin ordered them: each kept photo must be one the vehicle has (matched by its
 * `normal` URL) or an image of the media library (`/media/…`, every size that URL unless given);
 * sequences renumbered from 1. Returns the problem for a photo that is neither.
 */
export function reorderedPhotos(
  current: readonly StoredPhoto[],
  wanted: readonly z.infer<typeof photoInput>[],
): { ok: true; photos: StoredPhoto[] } | { ok: false; index: number; message: string } {
  const byUrl = new Map(current.map((p) => [p.normal, p]))
  const seen = new Set<string>()
  const photos: StoredPhoto[] = []
  for (const [index, photo] of wanted.entries()) {
    if (seen.has(photo.normal)) return { ok: false, index, message: `${photo.normal} is listed twice` }
    seen.add(photo.normal)
    const existing = byUrl.get(photo.normal)
    if (existing) photos.push({ ...existing, sequence: photos.length + 1 })
    else if (MEDIA_LIBRARY_URL.test(photo.normal))
      photos.push({
        sequence: photos.length + 1,
        normal: photo.normal,
        medium: photo.medium ?? photo.normal,
        hd: photo.hd ?? photo.normal,
        quarter_hd: photo.quarter_hd ?? photo.normal,
      })
    else return { ok: false, index, message: 'is neither a photo of this vehicle nor an image of the media library (/media/…)' }
  }
  return { ok: true, photos }
}

export async function updateVehicle(db: Db, actor: AuditActor, siteId: number, id: number, patch: VehiclePatch): Promise<VehicleDetail> {
  const before = await getVehicle(db, siteId, id)
  let photos: StoredPhoto[] | undefined
  if (patch.photos) {
    const result = reorderedPhotos(before.photos, patch.photos)
    if (!result.ok)
      throw new ServiceError(422, 'Invalid value', `photos.${result.index}: ${result.message}`, `/data/attributes/photos/${result.index}`)
    photos = result.photos
  }
  await db.transaction(async (tx) => {
    await tx
      .update(stockVehicles)
      .set({
        ...(patch.status !== undefined ? { status: patch.status } : {}),
        ...(patch.msrp_price !== undefined ? { msrpPrice: patch.msrp_price } : {}),
        ...(patch.display_price !== undefined ? { displayPrice: patch.display_price } : {}),
        ...(patch.sale_price !== undefined ? { salePrice: patch.sale_price } : {}),
        ...(patch.visible !== undefined ? { visible: patch.visible } : {}),
        ...(photos ? { photos } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(stockVehicles.id, id))
    await vehicleChanged(tx, siteId, id)
    const after: Record<string, unknown> = photos ? { ...patch, photos } : patch
    const changed = changedFields(before, after)
    await recordAudit(tx, actor, {
      siteId,
      action: 'stock_vehicle.update',
      entityType: 'stock_vehicle',
      entityId: id,
      summary: `Changed ${changed.join(', ') || 'nothing'} of the vehicle ${before.vin}`,
      changes: { before: pick(before, changed), after: pick(after, changed) },
    })
  })
  return getVehicle(db, siteId, id)
}

// --- Config entries ------------------------------------------------------------------------------

export interface ConfigEntryView {
  id: string
  attributes: { config_type: string; kind: StockConfigKind; state: string | null; data: Record<string, unknown>; updated_at: string }
}

/**
 * The market's showroom or order-online config entries, by type then state, as the screen lists
 * them (written through /api/inventory/admin/config_entries, src/stock/write/config-api.server.ts).
 */
export async function listConfigEntries(db: Db, siteId: number, kind: StockConfigKind): Promise<ConfigEntryView[]> {
  const rows = await db
    .select()
    .from(stockConfigEntries)
    .where(and(eq(stockConfigEntries.siteId, siteId), eq(stockConfigEntries.kind, kind)))
    .orderBy(asc(stockConfigEntries.configType), asc(stockConfigEntries.vehicleState), asc(stockConfigEntries.id))
  return rows.map((row) => ({
    id: String(row.id),
    attributes: {
      config_type: row.configType,
      kind: row.kind,
      state: row.vehicleState,
      data: row.data,
      updated_at: row.updatedAt.toISOString(),
    },
  }))
}

/**
 * After a vehicle's listed fields changed (its status, price …): its lists' version, so their
 * cached counts and orders (ADR 064, 093) give way in every process, and the market's revision.
 */
export async function vehicleChanged(tx: Tx, siteId: number, vehicleId: number) {
  await tx
    .update(stockListings)
    .set({ updatedAt: sql`now()` })
    .where(
      inArray(
        stockListings.id,
        tx.select({ id: stockListingVehicles.listingId }).from(stockListingVehicles).where(eq(stockListingVehicles.vehicleId, vehicleId)),
      ),
    )
  await bumpContentRevision(tx, siteId)
}
