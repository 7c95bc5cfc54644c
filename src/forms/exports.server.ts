import { showBidiControls } from '~/lib/bidi.ts'
import { once } from 'node:events'
import { createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { stringify } from 'csv-stringify'
import { and, count, eq, or, sql, type SQL } from 'drizzle-orm'
import type { Database } from '~/db/client.server.ts'
import { forms, leadExports, leads, locations } from '~/db/schema/index.ts'
import type { KeptFiles } from '~/lib/kept-files.ts'
import type { RunningJob } from '~/jobs/queue.server.ts'
import type { FormDefinition } from './definition.ts'
import { leadValueText } from './lead-values.ts'
import { exportFileKey, type ExportFormat } from './lead-exports.server.ts'
import { leadFilterSchema, type LeadSort, type LeadSortKey } from './lead-query.ts'
import { leadFilterWhere } from './leads.server.ts'

/**
 * The lead export job (spec 1 §4: created, status polled, file downloaded): streams a
 * form's leads, as the lead list filters and sorts them, to a CSV or XLSX file in pages of 1,000
 * (keyset pagination: each page starts after the last row of the one before, so page 100 costs what
 * page 1 does), then stores the file in the media store. Memory stays flat whatever the count:
 * one page at a time, written to a file on disk, copied to the store as a stream.
 */

export interface ExportDeps {
  database: Database
  /** The media store, where the export files are kept. */
  media: KeptFiles
}

/** Leads per page, and per progress report. */
export const EXPORT_PAGE_SIZE = 1000

type LeadRow = typeof leads.$inferSelect

export async function runLeadExport(deps: ExportDeps, job: RunningJob<{ exportId: number }>) {
  const { db } = deps.database
  const [found] = await db
    .select({ row: leadExports, definition: forms.definition })
    .from(leadExports)
    .innerJoin(forms, eq(forms.id, leadExports.formId))
    .where(eq(leadExports.id, job.payload.exportId))
  if (!found) return { skipped: 'gone' } // its form was deleted
  const { row } = found
  if (row.status === 'completed') return { skipped: 'completed' }
  await db.update(leadExports).set({ status: 'running' }).where(eq(leadExports.id, row.id))

  const format = row.format as ExportFormat
  const folder = await mkdtemp(join(tmpdir(), 'forecourt-export-'))
  const file = join(folder, `leads.${format}`)
  try {
    const filter = leadFilterSchema.parse(row.query)
    const where = leadFilterWhere(row.formId, filter)
    const [total] = await db.select({ n: count() }).from(leads).where(where)
    const places = await db.select({ id: locations.id, name: locations.name }).from(locations).where(eq(locations.siteId, row.siteId))
    const placeNames = new Map(places.map((place) => [place.id, place.name]))
    const columns = exportColumns(found.definition as FormDefinition, (id) => placeNames.get(id))
    const writer = format === 'xlsx' ? await xlsxWriter(file, columns) : csvWriter(file, columns)
    let written = 0
    for await (const page of leadPages(deps.database, where, filter.sort)) {
      for (const lead of page) await writer.write(lead)
      written += page.length
      await job.progress(
        total!.n ? Math.min(written / total!.n, 1) : 1,
        `${written.toLocaleString('en')} of ${total!.n.toLocaleString('en')} leads`,
      )
    }
    await writer.close()
    const key = exportFileKey(row.siteId, row.id, format)
    await deps.media.putFile(key, file)
    await db
      .update(leadExports)
      .set({ status: 'completed', rows: written, fileKey: key, completedAt: new Date() })
      .where(eq(leadExports.id, row.id))
    return { rows: written }
  } catch (error) {
    // Failed for good only when no retry follows; until then it is still under way.
    if (job.lastAttempt) await db.update(leadExports).set({ status: 'failed' }).where(eq(leadExports.id, row.id))
    throw error
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

interface Column {
  header: string
  value: (lead: LeadRow) => string
  /** The value as a spreadsheet's number or date cell (XLSX); the CSV writes `value`. */
  typed?: (lead: LeadRow) => number | Date
  /** How a spreadsheet shows the typed cell. */
  numFmt?: string
}

/**
 * created_at, id, every field of the form's latest version (its label as the header, its values as
 * people read them: option labels, retailer names), where the lead was routed (the leads list's
 * "Routed to"), the additional data as JSON.
 */
export function exportColumns(definition: FormDefinition, locationName?: (id: number) => string | undefined): Column[] {
  return [
    // A date cell in XLSX, so that a spreadsheet sorts and filters it as time (in UTC, as the CSV's).
    { header: 'created_at', value: (lead) => lead.createdAt.toISOString(), typed: (lead) => lead.createdAt, numFmt: 'yyyy-mm-dd hh:mm:ss' },
    { header: 'id', value: (lead) => String(lead.id), typed: (lead) => lead.id },
    ...definition.fields.map((field) => ({
      header: field.label,
      value: (lead: LeadRow) => (Object.hasOwn(lead.data, field.id) ? leadValueText(field, lead.data[field.id]!, locationName) : ''),
    })),
    { header: 'routed_to', value: (lead) => lead.routedTo ?? '' },
    { header: 'additional_data', value: (lead) => (Object.keys(lead.additionalData).length ? JSON.stringify(lead.additionalData) : '') },
  ]
}

// Bidirectional controls written as code points: a spreadsheet would otherwise reorder the cell.
const exportRow = (columns: Column[], lead: LeadRow) => columns.map((column) => showBidiControls(column.value(lead)))

type CompressorInput = NodeJS.EventEmitter & { _writableState?: { needDrain?: boolean } }

interface RowWriter {
  write(lead: LeadRow): Promise<void>
  close(): Promise<void>
}

/**
 * NOTE: a spreadsheet runs a cell that starts with = + - @ (or a tab or return) as a formula, so a
 * visitor's `=HYPERLINK(…)` would run in the admin's Excel: such a cell gets a leading apostrophe.
 * A phone number ('+44 20 7946 0123') is left as it is: digits, spaces and + - ( ) . name no
 * function and no cell, so nothing runs, and the number stays the one the visitor gave.
 */
export const inert = (cell: string) => (/^[=+\-@\t\r]/.test(cell) && !PHONE_LIKE.test(cell) ? `'${cell}` : cell)
const PHONE_LIKE = /^[+-]?[\d ().-]*\d[\d ().-]*$/

function csvWriter(file: string, columns: Column[]): RowWriter {
  // The byte order mark makes Excel read the file as UTF-8.
  const csv = stringify({ bom: true, header: true, columns: columns.map((column) => column.header) })
  const done = pipeline(csv, createWriteStream(file))
  return {
    async write(lead) {
      if (!csv.write(exportRow(columns, lead).map(inert))) await Promise.race([once(csv, 'drain'), done])
    },
    async close() {
      csv.end()
      await done
    },
  }
}

async function xlsxWriter(file: string, columns: Column[]): Promise<RowWriter> {
  // Loaded when an XLSX export runs: exceljs is large, and every process (the demo's too) would
  // otherwise hold it from the start (the server's memory goal).
  const { default: ExcelJS } = await import('exceljs')
  // No shared strings: each row goes to the file as it is committed. Styles for the date cells'
  // format only (one style, however many rows).
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false, useStyles: true })
  const sheet = workbook.addWorksheet('Leads')
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: 24,
    ...(column.numFmt ? { style: { numFmt: column.numFmt } } : {}),
  }))
  // NOTE: exceljs hands the sheet's XML to the zip compressor without waiting for it (its StreamBuf
  // ignores backpressure), so the whole sheet would pile up in memory: wait for the compressor's
  // input to drain, as a pipe would. It is archiver's PassThrough from readable-stream 2, whose
  // state is `_writableState` (measured: 100,000 rows +19 MB external memory without, flat with).
  const compressor = () => (sheet as unknown as { stream: { pipes?: CompressorInput[] } }).stream.pipes?.[0]
  return {
    async write(lead) {
      // Strings stay strings in XLSX (never formulas); the apostrophe is for CSV's sake only.
      const texts = exportRow(columns, lead)
      sheet.addRow(columns.map((column, i) => column.typed?.(lead) ?? texts[i]!)).commit()
      const target = compressor()
      if (target?._writableState?.needDrain) await once(target, 'drain')
    },
    async close() {
      sheet.commit()
      await workbook.commit()
    },
  }
}

/** A key of the keyset: a non-null expression and its direction. */
interface Key {
  expr: SQL
  /** The SQL type of its text, to compare with the text of the last row's value. */
  type: 'timestamptz' | 'bigint' | 'integer' | 'text' | 'boolean'
  dir: 'asc' | 'desc'
}

const SORT_COLUMNS: Record<LeadSortKey, { column: SQL; type: Key['type']; nullable: boolean }> = {
  created_at: { column: sql`${leads.createdAt}`, type: 'timestamptz', nullable: false },
  id: { column: sql`${leads.id}`, type: 'bigint', nullable: false },
  email: { column: sql`${leads.email}`, type: 'text', nullable: true },
  form_version: { column: sql`${leads.formVersion}`, type: 'integer', nullable: false },
  routed_to: { column: sql`${leads.routedTo}`, type: 'text', nullable: true },
}

/**
 * The list's order (leads.server.ts leadOrder: the sort, then id descending) as keys that are never
 * null: a nullable column becomes "is null" then its value, which orders as PostgreSQL does (nulls
 * last ascending, first descending) and compares without NULL's three-valued logic.
 */
function keysetKeys(sort: LeadSort[]): Key[] {
  const keys = sort.flatMap(({ key, dir }): Key[] => {
    const { column, type, nullable } = SORT_COLUMNS[key]
    return nullable
      ? [
          { expr: sql`(${column} IS NULL)`, type: 'boolean', dir },
          { expr: sql`COALESCE(${column}, '')`, type, dir },
        ]
      : [{ expr: column, type, dir }]
  })
  if (!sort.some((s) => s.key === 'id')) keys.push({ expr: SORT_COLUMNS.id.column, type: 'bigint', dir: 'desc' })
  return keys
}

/** Rows after `last` in the keys' order: one row comparison when every key goes one way. */
function after(keys: Key[], last: string[]): SQL {
  const value = (i: number) => sql`${last[i]}::${sql.raw(keys[i]!.type)}`
  const op = (key: Key) => sql.raw(key.dir === 'asc' ? '>' : '<')
  if (keys.every((key) => key.dir === keys[0]!.dir)) {
    return sql`(${sql.join(
      keys.map((k) => k.expr),
      sql`, `,
    )}) ${op(keys[0]!)} (${sql.join(
      keys.map((_, i) => value(i)),
      sql`, `,
    )})`
  }
  return or(
    ...keys.map((key, i) => and(...keys.slice(0, i).map((k, j) => sql`${k.expr} = ${value(j)}`), sql`${key.expr} ${op(key)} ${value(i)}`)),
  )!
}

/** The leads `where` selects, in the list's order, a page at a time. */
export async function* leadPages(database: Database, where: SQL, sort: LeadSort[], pageSize = EXPORT_PAGE_SIZE): AsyncGenerator<LeadRow[]> {
  const keys = keysetKeys(sort)
  const keyColumns = Object.fromEntries(keys.map((key, i) => [`k${i}`, sql<string>`(${key.expr})::text`]))
  let last: string[] | null = null
  for (;;) {
    const rows = await database.db
      .select({ lead: leads, ...keyColumns })
      .from(leads)
      .where(last ? and(where, after(keys, last)) : where)
      .orderBy(...keys.map((key) => (key.dir === 'asc' ? sql`${key.expr} asc` : sql`${key.expr} desc`)))
      .limit(pageSize)
    if (rows.length === 0) return
    yield rows.map((row) => row.lead)
    if (rows.length < pageSize) return
    const end = rows.at(-1) as Record<string, unknown>
    last = keys.map((_, i) => String(end[`k${i}`]))
  }
}
