import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server.ts'
import { stockButtonSets, stockConfigEntries, stockListings, type StockConfigKind } from '~/db/schema/index.ts'
import type { ButtonSetInput, ListingInput, StockConfigEntryInput } from './config.ts'
import { toStockListing, type StockButtonSet, type StockListing } from '../listing/listing.server.ts'

/**
 * The market's showroom and order-online config entries and its button sets (spec 3 §3, §7
 * `{ciApiRoot}/{site}/all?config_type=…`). The API routes read and write through these.
 */

export interface StockConfigEntry {
  id: number
  kind: StockConfigKind
  config_type: string
  state: string | null
  data: Record<string, unknown>
  updated_at: string
}

const toEntry = (row: typeof stockConfigEntries.$inferSelect): StockConfigEntry => ({
  id: row.id,
  kind: row.kind,
  config_type: row.configType,
  state: row.vehicleState,
  data: row.data,
  updated_at: row.updatedAt.toISOString(),
})

/** The entries of one kind, optionally of some config types only (the `config_type=a,b` of spec 3 §7), by type then id. */
export async function listStockConfig(
  db: Db,
  siteId: number,
  kind: StockConfigKind,
  configTypes?: readonly string[],
): Promise<StockConfigEntry[]> {
  const rows = await db
    .select()
    .from(stockConfigEntries)
    .where(
      and(
        eq(stockConfigEntries.siteId, siteId),
        eq(stockConfigEntries.kind, kind),
        configTypes?.length ? inArray(stockConfigEntries.configType, [...configTypes]) : undefined,
      ),
    )
    .orderBy(asc(stockConfigEntries.configType), asc(stockConfigEntries.id))
  return rows.map(toEntry)
}

export async function addStockConfigEntry(db: Db, siteId: number, input: StockConfigEntryInput): Promise<StockConfigEntry> {
  const [row] = await db
    .insert(stockConfigEntries)
    .values({ siteId, kind: input.kind, configType: input.config_type, vehicleState: input.state, data: input.data })
    .returning()
  return toEntry(row!)
}

/** Replaces an entry; null when the market has no entry with that id. */
export async function updateStockConfigEntry(
  db: Db,
  siteId: number,
  id: number,
  input: StockConfigEntryInput,
): Promise<StockConfigEntry | null> {
  const [row] = await db
    .update(stockConfigEntries)
    .set({ kind: input.kind, configType: input.config_type, vehicleState: input.state, data: input.data, updatedAt: sql`now()` })
    .where(and(eq(stockConfigEntries.siteId, siteId), eq(stockConfigEntries.id, id)))
    .returning()
  return row ? toEntry(row) : null
}

export async function deleteStockConfigEntry(db: Db, siteId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(stockConfigEntries)
    .where(and(eq(stockConfigEntries.siteId, siteId), eq(stockConfigEntries.id, id)))
    .returning({ id: stockConfigEntries.id })
  return rows.length > 0
}

const toButtonSet = (row: typeof stockButtonSets.$inferSelect): StockButtonSet => ({
  id: row.id,
  code: row.code,
  setup_type: row.setupType,
  reservation_fee: row.reservationFee,
  financing_options: row.financingOptions,
  buttons: row.buttons,
})

export async function listButtonSets(db: Db, siteId: number): Promise<StockButtonSet[]> {
  const rows = await db.select().from(stockButtonSets).where(eq(stockButtonSets.siteId, siteId)).orderBy(asc(stockButtonSets.code))
  return rows.map(toButtonSet)
}

/** Creates the button set with this code, or replaces it (feeds name button sets by code, ADR 065). */
export async function saveButtonSet(db: Db, siteId: number, input: ButtonSetInput): Promise<StockButtonSet> {
  const values = {
    setupType: input.setup_type,
    reservationFee: input.reservation_fee,
    financingOptions: input.financing_options,
    buttons: input.buttons,
  }
  const [row] = await db
    .insert(stockButtonSets)
    .values({ siteId, code: input.code, ...values })
    .onConflictDoUpdate({ target: [stockButtonSets.siteId, stockButtonSets.code], set: { ...values, updatedAt: sql`now()` } })
    .returning()
  return toButtonSet(row!)
}

/** Deletes a button set; its vehicles keep no button set (set null). */
export async function deleteButtonSet(db: Db, siteId: number, code: string): Promise<boolean> {
  const rows = await db
    .delete(stockButtonSets)
    .where(and(eq(stockButtonSets.siteId, siteId), eq(stockButtonSets.code, code)))
    .returning({ id: stockButtonSets.id })
  return rows.length > 0
}

/** The market's publication lists, by name. */
export async function listStockListings(db: Db, siteId: number): Promise<StockListing[]> {
  const rows = await db
    .select()
    .from(stockListings)
    .where(eq(stockListings.siteId, siteId))
    .orderBy(asc(stockListings.name), asc(stockListings.id))
  return rows.map(toStockListing)
}

/**
 * Creates the list with this key (a UUID) or replaces its name, disclaimers and forced statuses
 * and dealer codes. It sets updated_at, so cached facet counts of the list are dropped (ADR 064).
 */
export async function saveStockListing(db: Db, siteId: number, key: string, input: ListingInput): Promise<StockListing> {
  const values = {
    name: input.name,
    disclaimers: input.disclaimers,
    forcedStatuses: input.forced_statuses,
    forcedDealerCodes: input.forced_dealer_codes,
  }
  const [row] = await db
    .insert(stockListings)
    .values({ siteId, key: key.toLowerCase(), ...values })
    .onConflictDoUpdate({ target: [stockListings.siteId, stockListings.key], set: { ...values, updatedAt: sql`now()` } })
    .returning()
  return toStockListing(row!)
}

/** Deletes a list and its memberships (its vehicles stay, in the other lists that hold them). */
export async function deleteStockListing(db: Db, siteId: number, key: string): Promise<boolean> {
  const rows = await db
    .delete(stockListings)
    .where(and(eq(stockListings.siteId, siteId), eq(stockListings.key, key.toLowerCase())))
    .returning({ id: stockListings.id })
  return rows.length > 0
}
