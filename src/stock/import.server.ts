import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm'
import { bumpContentRevision } from '~/sites/revision.server.ts'
import { createReadStream } from 'node:fs'
import { z } from 'zod'
import type { Db, Tx } from '~/db/client.server.ts'
import { dealers, stockButtonSets, stockListings, stockListingVehicles, stockVehicles } from '~/db/schema/index.ts'
import { csvLayout, csvRecordToObject, FEED_MAX_ERRORS, FEED_MAX_ROWS, parseFeedRow, type FeedIssue, type FeedVehicle } from './feed.ts'
import { CsvParser, JsonArraySplitter } from './feed-stream.ts'

/**
 * The import of a stock feed into a publication list (issue 14 §2, ADR 065): every row is checked
 * first (a streaming pass that keeps no vehicle in memory); one bad row rejects the whole feed with
 * every problem named by row and column and nothing written. Then a second pass upserts the
 * vehicles by VIN in ONE transaction, in multi-row statements of BATCH rows, and puts them in the
 * list; a full feed retires the list's vehicles it no longer holds.
 */

export type FeedFormat = 'csv' | 'json'

/** Where a feed's text comes from; `open` is called once per pass, so it must start over each time. */
export interface FeedSource {
  format: FeedFormat
  open(): AsyncIterable<string | Buffer>
}

/** A feed file; the format is its extension (.csv or .json). */
export function feedFromFile(path: string): FeedSource {
  const format = /\.csv$/i.test(path) ? 'csv' : /\.json$/i.test(path) ? 'json' : null
  if (!format) throw new FeedImportError(`${path}: a feed is a .csv or a .json file`)
  return { format, open: () => createReadStream(path, { encoding: 'utf8', highWaterMark: 256 * 1024 }) }
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

export interface ImportProgress {
  phase: 'checking' | 'writing'
  /** Rows done in this phase. */
  rows: number
  /** Every row of the feed; known once checking is done. */
  total: number | null
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
  /** The problems, in file order (at most FEED_MAX_ERRORS); when there are any, nothing was written. */
  errors: FeedIssue[]
  /** The list filled, and whether this import created it. */
  listing: { id: number; key: string; created: boolean }
}

/** Rows per multi-row statement (31 columns: ~31,000 parameters, under PostgreSQL's 65,535). */
export const BATCH = 1000
const PROGRESS_EVERY = 1000

export const listingKeySchema = z.uuid({ error: 'a list key is a UUID, e.g. 3f2b6c1e-8a4d-4e59-9b1a-2c7d5e8f9a01' })

type Row = { row: number; value: unknown } | { row: number; issues: FeedIssue[] }

/** The rows of a feed as objects, one at a time (CSV header → nested keys; JSON elements parsed). */
export async function* readFeed(source: FeedSource): AsyncGenerator<Row> {
  let row = 0
  if (source.format === 'csv') {
    const parser = new CsvParser()
    let layout: ReturnType<typeof csvLayout> | null = null
    const rows = function* (records: string[][]): Generator<Row> {
      for (const record of records) {
        if (!layout) {
          layout = csvLayout(record)
          if (layout.issues.length > 0) yield { row: 0, issues: layout.issues }
          continue
        }
        if (record.length === 1 && record[0]!.trim() === '') continue // a blank line
        row++
        if (record.length !== layout.columns.length) {
          yield {
            row,
            issues: [{ row, column: '(row)', message: `has ${record.length} cells, the header has ${layout.columns.length}` }],
          }
          continue
        }
        yield { row, value: csvRecordToObject(layout, record) }
      }
    }
    try {
      for await (const chunk of source.open()) yield* rows(parser.push(String(chunk)))
      yield* rows(parser.end())
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
    for await (const chunk of source.open()) yield* rows(splitter.push(String(chunk)))
    splitter.end()
  } catch (error) {
    throw new FeedImportError(`The JSON cannot be read after row ${row}: ${(error as Error).message}`)
  }
}

/** The checked rows of a feed: issues per row, and each good row with what the write needs. */
async function* checkedRows(
  source: FeedSource,
  buttonSets: ReadonlyMap<string, number>,
): AsyncGenerator<{ row: number; issues: FeedIssue[] } | { row: number; vehicle: FeedVehicle }> {
  const vins = new Map<string, number>()
  for await (const item of readFeed(source)) {
    if ('issues' in item) {
      yield { row: item.row, issues: item.issues }
      continue
    }
    const parsed = parseFeedRow(item.value, item.row, source.format)
    if (!parsed.ok) {
      yield { row: item.row, issues: parsed.issues }
      continue
    }
    const vehicle = parsed.vehicle
    const issues: FeedIssue[] = []
    const first = vins.get(vehicle.vin.toUpperCase())
    if (first !== undefined) issues.push({ row: item.row, column: 'vin', message: `${vehicle.vin} is already in row ${first}` })
    else vins.set(vehicle.vin.toUpperCase(), item.row)
    if (vehicle.button_set !== undefined && !buttonSets.has(vehicle.button_set))
      issues.push({ row: item.row, column: 'button_set', message: `no button set with the code ${vehicle.button_set}` })
    if (issues.length > 0) yield { row: item.row, issues }
    else yield { row: item.row, vehicle }
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

/** The columns an upsert replaces: all the feed gives; created_at and the id stay. */
const UPSERT_SET = {
  state: sql`excluded.state`,
  status: sql`excluded.status`,
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

  // Pass 1: check every row, keep only the problems.
  const errors: FeedIssue[] = []
  let rejected = 0
  let badHeader = false
  let total = 0
  for await (const item of checkedRows(source, buttonSets)) {
    if (item.row > 0) total = item.row
    if (total > FEED_MAX_ROWS) throw new FeedImportError(`A feed holds at most ${FEED_MAX_ROWS} vehicles.`)
    if ('issues' in item) {
      if (item.row > 0) rejected++
      else badHeader = true
      for (const issue of item.issues) if (errors.length < FEED_MAX_ERRORS) errors.push(issue)
    }
    if (total % PROGRESS_EVERY === 0 && total > 0) report({ phase: 'checking', rows: total, total: null })
  }
  report({ phase: 'checking', rows: total, total })
  // A bad header refuses every row.
  if (badHeader) rejected = total
  if (total === 0 && errors.length === 0) errors.push({ row: 0, column: '(file)', message: 'the feed holds no vehicles' })
  if (errors.length > 0) {
    return { added: 0, updated: 0, retired: 0, rejected, errors, listing: { id: 0, key: listingKey, created: false } }
  }

  // Pass 2: write, all in one transaction.
  const summary = await db.transaction(async (tx) => {
    // One import per market at a time: a second waits (the later feed wins, whole).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('forecourt.stock_import'), ${siteId}::integer)`)
    const listing = await ensureListing(tx, siteId, listingKey)
    let added = 0
    let updated = 0
    let written = 0
    let batch: FeedVehicle[] = []
    const flush = async () => {
      if (batch.length === 0) return
      const rows = batch.map((vehicle) => ({
        siteId,
        ...vehicleColumns(vehicle, {
          dealerId: (vehicle.owner_id !== undefined ? dealerIds.get(vehicle.owner_id) : undefined) ?? null,
          buttonSetId: vehicle.button_set !== undefined ? buttonSets.get(vehicle.button_set)! : null,
        }),
      }))
      batch = []
      const vins = rows.map((r) => r.vin)
      // Which of these are already live in the list (updated) and which join it (added).
      const present = await tx
        .select({ vin: stockVehicles.vin })
        .from(stockVehicles)
        .innerJoin(stockListingVehicles, eq(stockListingVehicles.vehicleId, stockVehicles.id))
        .where(
          and(
            eq(stockVehicles.siteId, siteId),
            inArray(stockVehicles.vin, vins),
            eq(stockListingVehicles.listingId, listing.id),
            isNull(stockListingVehicles.retiredAt),
            isNull(stockVehicles.retiredAt),
          ),
        )
      updated += present.length
      added += rows.length - present.length
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
      written += rows.length
      report({ phase: 'writing', rows: written, total })
    }
    for await (const item of checkedRows(source, buttonSets)) {
      // The feed was checked; a file that changed in between is refused rather than half-written.
      if (!('vehicle' in item)) throw new FeedImportError(`The feed changed while it was imported (row ${item.row}); nothing was written.`)
      batch.push(item.vehicle)
      if (batch.length >= BATCH) await flush()
    }
    await flush()
    if (written !== total) throw new FeedImportError('The feed changed while it was imported; nothing was written.')

    let retired = 0
    if (options.full) {
      // now() is the transaction's start: every row this import touched has seen_at = now().
      const gone = await tx
        .update(stockListingVehicles)
        .set({ retiredAt: sql`now()` })
        .where(
          and(
            eq(stockListingVehicles.listingId, listing.id),
            isNull(stockListingVehicles.retiredAt),
            lt(stockListingVehicles.seenAt, sql`now()`),
          ),
        )
        .returning({ vehicleId: stockListingVehicles.vehicleId })
      retired = gone.length
      // A vehicle no live list holds any more is retired itself.
      for (let i = 0; i < gone.length; i += BATCH) {
        const ids = gone.slice(i, i + BATCH).map((g) => g.vehicleId)
        await tx
          .update(stockVehicles)
          .set({ retiredAt: sql`now()`, updatedAt: sql`now()` })
          .where(
            and(
              inArray(stockVehicles.id, ids),
              isNull(stockVehicles.retiredAt),
              sql`NOT EXISTS (SELECT 1 FROM ${stockListingVehicles} l WHERE l.vehicle_id = ${stockVehicles.id} AND l.retired_at IS NULL)`,
            ),
          )
      }
    }
    // Every list of the market: a vehicle may be in several, and cached facet counts key on it (ADR 064).
    await tx
      .update(stockListings)
      .set({ updatedAt: sql`now()` })
      .where(eq(stockListings.siteId, siteId))
    // Pages showing stock are cached by content revision: a feed drops them in every process.
    await bumpContentRevision(tx, siteId)
    return { added, updated, retired, rejected: 0, errors: [], listing }
  })
  await tidyUp(db)
  return summary
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
