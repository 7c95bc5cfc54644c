import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { Db, Tx } from '~/db/client.server.ts'
import { dealers, stockConfigEntries, stockVehicles } from '~/db/schema/index.ts'
import type { ButtonSetInput, ConfigEntryInput, ListingInput } from './config.ts'
import { listButtonSets, listStockListings, saveButtonSet, saveStockListing } from './config.server.ts'
import { configKindOf, type SiteConfigType } from '../rules/config-types.ts'
import { configEntryIdentity, type StockBundle } from './bundle.ts'

/**
 * A market's stock configuration in and out of a site bundle (ADR 086). Everything is
 * upserted by its identity (list key, button set code, config entry type and state), so importing
 * a bundle twice gives the same market; nothing is deleted, so a list keeps its vehicles.
 */

/** Writes the bundle's stock sections in the bundle's transaction (validated before, ADR 003). */
export async function writeStockBundle(tx: Tx, siteId: number, bundle: StockBundle): Promise<void> {
  // The admin's own writes: by key and by code; a list's updated_at moves, so its cached facet
  // counts are dropped (ADR 064).
  for (const { key, ...listing } of bundle.listings ?? []) await saveStockListing(tx, siteId, key, listing)
  for (const set of bundle.button_sets ?? []) await saveButtonSet(tx, siteId, set)
  for (const entry of bundle.config_entries ?? []) {
    // The entry replaces every row of its identity (a market may hold several; the last one won).
    await tx
      .delete(stockConfigEntries)
      .where(
        and(
          eq(stockConfigEntries.siteId, siteId),
          eq(stockConfigEntries.configType, entry.config_type),
          entry.state === null ? isNull(stockConfigEntries.vehicleState) : eq(stockConfigEntries.vehicleState, entry.state),
        ),
      )
    await tx.insert(stockConfigEntries).values({
      siteId,
      kind: configKindOf(entry.config_type as SiteConfigType),
      configType: entry.config_type,
      vehicleState: entry.state,
      data: entry.data as Record<string, unknown>,
    })
  }
}

/**
 * A bundle's dealers replace the market's (ADR 003), which unlinks its vehicles from them (set
 * null): each vehicle is linked again to the dealer whose code is its owner_id, as a feed links it.
 */
export async function relinkVehicleDealers(tx: Tx, siteId: number): Promise<void> {
  await tx
    .update(stockVehicles)
    .set({
      dealerId: sql`(SELECT ${dealers.id} FROM ${dealers} WHERE ${dealers.siteId} = ${siteId} AND ${dealers.code} = ${stockVehicles.ownerId})`,
    })
    .where(eq(stockVehicles.siteId, siteId))
}

/**
 * The market's stock configuration for a bundle: lists by name, button sets by code, config
 * entries by type, one per identity (the one in effect: the last written). The rows were checked
 * with the same schemas when they were written, so their stored shapes are the inputs' shapes.
 */
export async function exportStockBundle(db: Db, siteId: number): Promise<Required<StockBundle>> {
  const entryRows = await db
    .select()
    .from(stockConfigEntries)
    .where(eq(stockConfigEntries.siteId, siteId))
    .orderBy(asc(stockConfigEntries.configType), asc(stockConfigEntries.id))
  const entries = new Map<string, ConfigEntryInput>()
  for (const row of entryRows) {
    const entry = { config_type: row.configType, state: row.vehicleState, data: row.data } as ConfigEntryInput
    const identity = configEntryIdentity(entry)
    entries.delete(identity)
    entries.set(identity, entry)
  }
  return {
    listings: (await listStockListings(db, siteId)).map(({ id: _, ...listing }) => ({
      ...listing,
      forced_statuses: listing.forced_statuses as ListingInput['forced_statuses'],
    })),
    button_sets: (await listButtonSets(db, siteId)).map(({ id: _, ...set }) => ({
      ...set,
      financing_options: set.financing_options as ButtonSetInput['financing_options'],
      buttons: set.buttons as ButtonSetInput['buttons'],
    })),
    config_entries: [...entries.values()],
  }
}
