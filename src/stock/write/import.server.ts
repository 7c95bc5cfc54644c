import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { integer, pgTable, text } from 'drizzle-orm/pg-core'
import { bumpContentRevision } from '~/sites/revision.server.ts'
import { createReadStream } from 'node:fs'
import { z } from 'zod'
import type { Db, Tx } from '~/db/client.server.ts'
import { takeTurns } from '~/db/turns.server.ts'
import { dealers, stockButtonSets, stockListings, stockListingVehicles, stockVehicles } from '~/db/schema/index.ts'
import { RESERVABLE_STATUSES } from '../rules/order-online-config.ts'
import { csvLayout, csvRecordToObject, FEED_MAX_ERRORS, FEED_MAX_ROWS, parseFeedRow, type FeedIssue, type FeedVehicle } from './feed.ts'
import { csvRecords, JsonArraySplitter } from './feed-stream.ts'

/**
 * The import of a stock feed into a publication list (ADR 065): ONE streamed pass in
 * ONE transaction checks every row and, while no row has failed, upserts the vehicles by VIN in
 * multi-row statements of BATCH rows and puts them in the list. One bad row rejects the whole
 * feed: the rest is still checked (every problem named by row and column), then the transaction is
 * rolled back, so nothing is written. A full feed retires the list's vehicles it no longer holds.
 * Memory stays flat (ADR 065 "Memory"): one batch of rows at a time; the VINs seen go to a
 * temporary table, the retirement is one SQL statement.
 */

export type FeedFormat = 'csv' | 'json'

/** Where a feed's text comes from: UTF-8 bytes or text, read once per import. */
export interface FeedSource {
  format: FeedFormat
  open(): AsyncIterable<string | Uint8Array>
}

/** A feed file; the format is its extension (.csv or .json). */
export function feedFromFile(path: string): FeedSource {
  const format = /\.csv$/i.test(path) ? 'csv' : /\.json$/i.test(path) ? 'json' : null
  if (!format) throw new FeedImportError(`${path}: a feed is a .csv or a .json file`)
  return { format, open: () => createReadStream(path, { highWaterMark: 256 * 1024 }) }
}

/** A feed held in memory (an upload, a test). */
export function feedFromText(text: string, format: FeedFormat): FeedSource {
  return {
    format,
    open: async function* () {
      yield text
    },
  }
}

/** A feed that cannot be imported at all (unreadable, a bad list key): the caller answers 400 / exits 1. */
export class FeedImportError extends Error {}

/** Reported after each batch (the feed's size is the caller's: a file's, an upload's). */
export interface ImportProgress {
  /** Rows read and checked (and written, while the feed has no problem). */
  rows: number
  /** Bytes of the feed read. */
  bytes: number
}

export interface ImportOptions {
  /** The publication list (spec 3 §3 listing uuid) the feed fills; created, named after its key, when the market has none (ADR 065). */
  listingKey: string
  /** Retire the list's vehicles that the feed does not hold. */
  full?: boolean
  onProgress?: (progress: ImportProgress) => void
}

export interface ImportSummary {
  /** Vehicles that were not in the list (or were retired from it) and now are. */
  added: number
  /** Vehicles of the list that the feed updated. */
  updated: number
  /** Vehicles a full feed took out of the list. */
  retired: number
  /** Rows refused: with a problem of their own, or every row after a bad header. */
  rejected: number
  /** The problems, in file order (the first FEED_MAX_ERRORS); when there are any, nothing was written. */
  errors: FeedIssue[]
  /** Problems found beyond the first FEED_MAX_ERRORS ("and N more"). */
  moreErrors: number
  /** The list filled, and whether this import created it. */
  listing: { id: number; key: string; created: boolean }
}

/** Rows per multi-row statement (31 columns: ~31,000 parameters, under PostgreSQL's 65,535). */
export const BATCH = 1000

export const listingKeySchema = z.uuid({ error: 'a list key is a UUID, e.g. 3f2b6c1e-8a4d-4e59-9b1a-2c7d5e8f9a01' })

type Row = { row: number; value: unknown } | { row: number; issues: FeedIssue[] }

/** The feed's text, decoded as it comes; `read.bytes` counts what was read. */
async function* feedText(source: FeedSource, read: { bytes: number }): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8')
  for await (const chunk of source.open()) {
    if (typeof chunk === 'string') {
      read.bytes += Buffer.byteLength(chunk)
      yield chunk
    } else {
      read.bytes += chunk.byteLength
      yield decoder.decode(chunk, { stream: true })
    }
  }
  const rest = decoder.decode()
  if (rest) yield rest
}

/**
 * The rows of a feed as objects, one at a time (CSV header → nested keys; JSON elements parsed).
 * NOTE: a value may be a slice of the text it was read from; whatever outlives a row (a VIN in a
 * Set) could keep that text, and so much of the file, in memory (ADR 065 "Memory").
 */
export async function* readFeed(source: FeedSource, read = { bytes: 0 }): AsyncGenerator<Row> {
  let row = 0
  if (source.format === 'csv') {
    let layout: ReturnType<typeof csvLayout> | null = null
    try {
      for await (const record of csvRecords(feedText(source, read))) {
        if (!layout) {
          layout = csvLayout(record)
          if (layout.issues.length > 0) yield { row: 0, issues: layout.issues }
          continue
        }
        // A blank line holds no vehicle, but counts: a problem's row is the record a spreadsheet shows.
        row++
        if (record.length === 1 && record[0]!.trim() === '') continue
        if (record.length !== layout.columns.length) {
          yield {
            row,
            issues: [{ row, column: '(row)', message: `has ${record.length} cells, the header has ${layout.columns.length}` }],
          }
          continue
        }
        yield { row, value: csvRecordToObject(layout, record) }
      }
    } catch (error) {
      if (error instanceof FeedImportError) throw error
      throw new FeedImportError(`The CSV cannot be read after row ${row}: ${(error as Error).message}`)
    }
    if (!layout) throw new FeedImportError('The CSV is empty: it needs a header and a row per vehicle.')
    return
  }
  const splitter = new JsonArraySplitter()
  const rows = function* (elements: string[]): Generator<Row> {
    for (const element of elements) {
      row++
      try {
        yield { row, value: JSON.parse(element) as unknown }
      } catch {
        yield { row, issues: [{ row, column: '(row)', message: 'is not valid JSON' }] }
      }
    }
  }
  try {
    for await (const chunk of feedText(source, read)) yield* rows(splitter.push(chunk))
    splitter.end()
  } catch (error) {
    throw new FeedImportError(`The JSON cannot be read after row ${row}: ${(error as Error).message}`)
  }
}

/** The columns a vehicle is kept in (spec 3 §3: what is filtered and sorted; the rest in attributes). */
export function vehicleColumns(vehicle: FeedVehicle, refs: { dealerId: number | null; buttonSetId: number | null }) {
  const {
    id: sourceId,
    vin,
    state,
    status,
    nameplate_brand_name,
    nameplate_name,
    nameplate_model_group,
    nameplate_external_code,
    production_year,
    model_year,
    mileage,
    power,
    number_of_seats,
    engine_type,
    transmission,
    color_canonical,
    color_name,
    msrp_price,
    display_price,
    sale_price,
    financing_options,
    owner_id,
    photos,
    visible,
    button_set: _buttonSet,
    ...rest
  } = vehicle
  return {
    vin: vin.toUpperCase(),
    state,
    status,
    nameplateBrandName: nameplate_brand_name,
    nameplateName: nameplate_name,
    nameplateModelGroup: nameplate_model_group ?? null,
    nameplateExternalCode: nameplate_external_code ?? null,
    productionYear: production_year ?? null,
    modelYear: model_year ?? null,
    mileage: mileage ?? null,
    power: power ?? null,
    numberOfSeats: number_of_seats ?? null,
    engineType: engine_type ?? [],
    transmission: transmission ?? null,
    colorCanonical: color_canonical ?? null,
    colorName: color_name ?? null,
    msrpPrice: msrp_price ?? null,
    displayPrice: display_price ?? null,
    salePrice: sale_price ?? null,
    financingOptions: Object.entries(financing_options ?? {})
      .filter(([, on]) => on === true)
      .map(([key]) => key),
    ownerId: owner_id ?? null,
    dealerId: refs.dealerId,
    buttonSetId: refs.buttonSetId,
    photos: (photos ?? []).map((p, i) => ({
      sequence: p.sequence ?? i + 1,
      normal: p.normal!,
      medium: p.medium ?? p.normal!,
      hd: p.hd ?? p.normal!,
      quarter_hd: p.quarter_hd ?? p.normal!,
    })),
    visible: visible ?? true,
    attributes: { ...(sourceId === undefined ? {} : { source_id: sourceId }), ...rest } as Record<string, unknown>,
  }
}

/**
 * A feed that still lists a car reserved online as for sale (its stock system has not heard of the
 * order yet) leaves it `reserved` while the order lives; a feed saying `sold` (or anything not for
 * sale) is the retailer's word and wins (ADR 099).
 */
const FEED_STATUS = sql`CASE
  WHEN excluded.status IN (${sql.join(
    [...RESERVABLE_STATUSES].map((status) => sql`${status}`),
    sql`, `,
  )})
    AND EXISTS (SELECT 1 FROM orders WHERE orders.vehicle_id = stock_vehicles.id AND orders.status IN ('reserved', 'confirmed'))
  THEN 'reserved' ELSE excluded.status END`

/** The columns an upsert replaces: all the feed gives; created_at and the id stay. */
const UPSERT_SET = {
  state: sql`excluded.state`,
  status: FEED_STATUS,
  nameplateBrandName: sql`excluded.nameplate_brand_name`,
  nameplateName: sql`excluded.nameplate_name`,
  nameplateModelGroup: sql`excluded.nameplate_model_group`,
  nameplateExternalCode: sql`excluded.nameplate_external_code`,
  productionYear: sql`excluded.production_year`,
  modelYear: sql`excluded.model_year`,
  mileage: sql`excluded.mileage`,
  power: sql`excluded.power`,
  numberOfSeats: sql`excluded.number_of_seats`,
  engineType: sql`excluded.engine_type`,
  transmission: sql`excluded.transmission`,
  colorCanonical: sql`excluded.color_canonical`,
  colorName: sql`excluded.color_name`,
  msrpPrice: sql`excluded.msrp_price`,
  displayPrice: sql`excluded.display_price`,
  salePrice: sql`excluded.sale_price`,
  financingOptions: sql`excluded.financing_options`,
  ownerId: sql`excluded.owner_id`,
  dealerId: sql`excluded.dealer_id`,
  buttonSetId: sql`excluded.button_set_id`,
  photos: sql`excluded.photos`,
  attributes: sql`excluded.attributes`,
  visible: sql`excluded.visible`,
  retiredAt: sql`NULL`,
  updatedAt: sql`now()`,
}

/** The market's list with this key, made (named after the key) when there is none. */
async function ensureListing(tx: Tx, siteId: number, key: string) {
  const [found] = await tx
    .select({ id: stockListings.id })
    .from(stockListings)
    .where(and(eq(stockListings.siteId, siteId), eq(stockListings.key, key)))
  if (found) return { id: found.id, key, created: false }
  const [made] = await tx.insert(stockListings).values({ siteId, key, name: key }).returning({ id: stockListings.id })
  return { id: made!.id, key, created: true }
}

/** The problems of a feed in file order: the first FEED_MAX_ERRORS kept, the rest counted. */
class FeedErrors {
  readonly list: FeedIssue[] = []
  more = 0
  add(issues: readonly FeedIssue[]) {
    for (const issue of issues) {
      if (this.list.length < FEED_MAX_ERRORS) this.list.push(issue)
      else this.more++
    }
  }
  get any() {
    return this.list.length > 0
  }
}

/** A refused feed's summary, thrown to roll the transaction back. */
class Refused extends Error {
  constructor(readonly summary: ImportSummary) {
    super('The feed was refused')
  }
}

/**
 * The VINs an import has seen and the row of each: a temporary table, made by the import's
 * transaction and dropped at its end (not in the schema, so no migration makes it).
 */
const importVins = pgTable('stock_import_vins', { vin: text().primaryKey(), row: integer().notNull() })

/** One row of a batch: its problems, and the vehicle when it parsed. */
interface BatchRow {
  row: number
  issues: FeedIssue[]
  vehicle?: FeedVehicle
}

/**
 * Which VINs of the batch an earlier row already gave: the VINs go to the import's temporary
 * table (the first row of each wins; ON CONFLICT DO NOTHING also settles a VIN twice in one
 * batch), the rows not inserted are the repeats. Resolves to their issues, by row.
 */
async function repeatedVins(tx: Tx, rows: readonly BatchRow[]): Promise<Map<number, FeedIssue>> {
  const given = rows.filter((r) => r.vehicle).map((r) => ({ row: r.row, vin: r.vehicle!.vin.toUpperCase() }))
  const found = new Map<number, FeedIssue>()
  if (given.length === 0) return found
  const inserted = await tx.insert(importVins).values(given).onConflictDoNothing().returning({ row: importVins.row })
  if (inserted.length === given.length) return found
  const kept = new Set(inserted.map((r) => r.row))
  const repeats = given.filter((g) => !kept.has(g.row))
  const first = await tx
    .select()
    .from(importVins)
    .where(
      inArray(
        importVins.vin,
        repeats.map((g) => g.vin),
      ),
    )
  const firstRow = new Map(first.map((r) => [r.vin, r.row] as const))
  for (const g of repeats) {
    const vin = rows.find((r) => r.row === g.row)!.vehicle!.vin
    const first = firstRow.get(g.vin)
    found.set(g.row, { row: g.row, column: 'vin', message: `${vin} is already in row ${first}`, first_row: first })
  }
  return found
}

/**
 * Imports a feed into the list `listingKey` of the market. Resolves to the summary; when
 * `rejected` is not 0 the feed was refused as a whole and nothing was written. Throws
 * FeedImportError when the feed cannot be read at all or the key is not a UUID.
 *
 * @example
 * const summary = await importFeed(db, siteId, feedFromFile('stock.csv'), { listingKey, full: true })
 */
export async function importFeed(db: Db, siteId: number, source: FeedSource, options: ImportOptions): Promise<ImportSummary> {
  const key = listingKeySchema.safeParse(options.listingKey)
  if (!key.success) throw new FeedImportError(`--listing ${options.listingKey}: ${key.error.issues[0]!.message}`)
  const listingKey = key.data.toLowerCase()
  const report = options.onProgress ?? (() => {})

  const buttonSets = new Map(
    (
      await db
        .select({ id: stockButtonSets.id, code: stockButtonSets.code })
        .from(stockButtonSets)
        .where(eq(stockButtonSets.siteId, siteId))
    ).map((b) => [b.code, b.id] as const),
  )
  const dealerIds = new Map(
    (await db.select({ id: dealers.id, code: dealers.code }).from(dealers).where(eq(dealers.siteId, siteId))).map(
      (d) => [d.code, d.id] as const,
    ),
  )

  try {
    const summary = await db.transaction(async (tx) => {
      // One import per market at a time: a second waits (the later feed wins, whole).
      await takeTurns(tx, 'forecourt.stock_import', siteId)
      // The VINs this import has seen and their first row: the duplicate check without a JS Set.
      await tx.execute(sql`CREATE TEMPORARY TABLE stock_import_vins (vin text PRIMARY KEY, row integer NOT NULL) ON COMMIT DROP`)
      const listing = await ensureListing(tx, siteId, listingKey)
      const errors = new FeedErrors()
      const read = { bytes: 0 }
      let rejected = 0
      let badHeader = false
      let total = 0
      let added = 0
      let updated = 0
      let batch: BatchRow[] = []

      const write = async (vehicles: FeedVehicle[]) => {
        const rows = vehicles.map((vehicle) => ({
          siteId,
          ...vehicleColumns(vehicle, {
            dealerId: vehicle.owner_id !== undefined ? dealerIds.get(vehicle.owner_id)! : null,
            buttonSetId: vehicle.button_set !== undefined ? buttonSets.get(vehicle.button_set)! : null,
          }),
        }))
        // Which of these are already live in the list (updated) and which join it (added).
        const present = await tx
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(stockVehicles)
          .innerJoin(stockListingVehicles, eq(stockListingVehicles.vehicleId, stockVehicles.id))
          .where(
            and(
              eq(stockVehicles.siteId, siteId),
              inArray(
                stockVehicles.vin,
                rows.map((r) => r.vin),
              ),
              eq(stockListingVehicles.listingId, listing.id),
              isNull(stockListingVehicles.retiredAt),
              isNull(stockVehicles.retiredAt),
            ),
          )
        const live = present[0]?.n ?? 0
        updated += live
        added += rows.length - live
        const ids = await tx
          .insert(stockVehicles)
          .values(rows)
          .onConflictDoUpdate({ target: [stockVehicles.siteId, stockVehicles.vin], set: UPSERT_SET })
          .returning({ id: stockVehicles.id })
        await tx
          .insert(stockListingVehicles)
          .values(ids.map(({ id }) => ({ listingId: listing.id, vehicleId: id, seenAt: sql`now()` })))
          .onConflictDoUpdate({
            target: [stockListingVehicles.listingId, stockListingVehicles.vehicleId],
            set: { retiredAt: sql`NULL`, seenAt: sql`now()` },
          })
      }

      const flush = async () => {
        if (batch.length === 0) return
        const rows = batch
        batch = []
        const repeats = await repeatedVins(tx, rows)
        for (const row of rows) {
          const repeat = repeats.get(row.row)
          if (repeat) row.issues.unshift(repeat)
          if (row.issues.length > 0) {
            rejected++
            errors.add(row.issues)
          }
        }
        // After the first problem nothing more is written: the rows are only checked.
        if (!errors.any && !badHeader) await write(rows.map((r) => r.vehicle!))
        report({ rows: total, bytes: read.bytes })
      }

      for await (const item of readFeed(source, read)) {
        if (item.row === 0) {
          // A bad header refuses every row (counted at the end); its problems come first.
          badHeader = true
          if ('issues' in item) errors.add(item.issues)
          continue
        }
        total++
        if (total > FEED_MAX_ROWS) throw new FeedImportError(`A feed holds at most ${FEED_MAX_ROWS} vehicles.`)
        if ('issues' in item) batch.push({ row: item.row, issues: item.issues })
        else {
          const parsed = parseFeedRow(item.value, item.row, source.format)
          if (!parsed.ok) batch.push({ row: item.row, issues: parsed.issues })
          else {
            const vehicle = parsed.vehicle
            const issues: FeedIssue[] = []
            if (vehicle.button_set !== undefined && !buttonSets.has(vehicle.button_set))
              issues.push({ row: item.row, column: 'button_set', message: `no button set with the code ${vehicle.button_set}` })
            // A vehicle's retailer is one of the market's: an unknown code would show a car nobody
            // sells and route its enquiries to no one (ADR 105).
            if (vehicle.owner_id !== undefined && !dealerIds.has(vehicle.owner_id))
              issues.push({ row: item.row, column: 'owner_id', message: `no retailer with the code ${vehicle.owner_id} in this market` })
            batch.push({ row: item.row, issues, vehicle })
          }
        }
        if (batch.length >= BATCH) await flush()
      }
      await flush()
      if (badHeader) rejected = total
      if (total === 0 && !errors.any) errors.add([{ row: 0, column: '(file)', message: 'the feed holds no vehicles' }])
      if (errors.any) {
        throw new Refused({
          added: 0,
          updated: 0,
          retired: 0,
          rejected,
          errors: errors.list,
          moreErrors: errors.more,
          listing: { id: 0, key: listingKey, created: false },
        })
      }

      let retired = 0
      if (options.full) {
        // now() is the transaction's start: every membership this import touched has seen_at =
        // now(). One statement: the list's other memberships end, and a vehicle no other live list
        // holds is retired itself (the CTE's update is not visible to the outer one, hence
        // "another list" rather than "any live list").
        const gone = await tx.execute(sql`
          WITH gone AS (
            UPDATE ${stockListingVehicles} SET retired_at = now()
            WHERE listing_id = ${listing.id} AND retired_at IS NULL AND seen_at < now()
            RETURNING vehicle_id
          ), alone AS (
            UPDATE ${stockVehicles} v SET retired_at = now(), updated_at = now()
            FROM gone
            WHERE v.id = gone.vehicle_id AND v.retired_at IS NULL
              AND NOT EXISTS (
                SELECT 1 FROM ${stockListingVehicles} l
                WHERE l.vehicle_id = v.id AND l.retired_at IS NULL AND l.listing_id <> ${listing.id}
              )
            RETURNING v.id
          )
          SELECT (SELECT count(*) FROM gone)::integer AS retired, (SELECT count(*) FROM alone)::integer AS alone`)
        // Both drivers answer { rows } (PGlite's and node-postgres' results).
        retired = Number((gone as unknown as { rows: { retired: number }[] }).rows[0]!.retired)
      }
      // Every list of the market: a vehicle may be in several, and cached facet counts key on it (ADR 064).
      await tx
        .update(stockListings)
        .set({ updatedAt: sql`now()` })
        .where(eq(stockListings.siteId, siteId))
      // Pages showing stock are cached by content revision: a feed drops them in every process (ADR 088).
      await bumpContentRevision(tx, siteId)
      return { added, updated, retired, rejected: 0, errors: [], moreErrors: 0, listing }
    })
    await tidyUp(db)
    return summary
  } catch (error) {
    if (error instanceof Refused) return error.summary
    throw error
  }
}

/**
 * After a feed: the planner's statistics and the visibility map of the stock tables brought up to
 * date. NOTE: PGlite runs no autovacuum, so without this its plans would rest on no statistics at
 * all (ADR 064). Outside the transaction (VACUUM cannot run in one); a failure only costs speed.
 */
async function tidyUp(db: Db) {
  try {
    await db.execute(sql`VACUUM (ANALYZE) stock_vehicles, stock_listing_vehicles`)
  } catch {
    // e.g. a role without the right to vacuum: the next autovacuum does it.
  }
}
