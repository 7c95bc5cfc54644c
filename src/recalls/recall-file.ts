import { parse } from 'csv-parse/sync'
import { unstorableText } from '~/lib/storable.ts'
import { normaliseVin, vinProblem } from './vin.ts'

/**
 * A market's recall file (spec 2 §3.12 Local VIN Checker, §7 "a local car database"; ADR 138): a
 * CSV whose header names the columns `vin`, `campaign`, `title` and optionally `description`, one
 * row per affected vehicle and campaign. The file is checked whole: every problem names its row
 * (the header is row 1) and column, as the stock feed's do, and a file with any problem is refused.
 * Pure, so the CLI, an upload and the tests share it.
 *
 * @example
 * vin,campaign,title,description
 * SAJAA06E0N8K12345,R-2026-01,Airbag inflator,"The passenger airbag inflator may rupture."
 */
export const RECALL_COLUMNS = ['vin', 'campaign', 'title', 'description'] as const
const REQUIRED: readonly RecallColumn[] = ['vin', 'campaign', 'title']
type RecallColumn = (typeof RECALL_COLUMNS)[number]

/** A market's whole recall list: more is a mistake, not a recall database. */
export const RECALL_FILE_MAX_ROWS = 200_000
export const RECALL_FILE_MAX_BYTES = 32 * 1024 * 1024
/** One answer reports at most this many problems (the rest are counted). */
export const RECALL_FILE_MAX_ERRORS = 100
const MAX_LENGTH: Record<RecallColumn, number> = { vin: 40, campaign: 50, title: 200, description: 2000 }

export interface RecallRow {
  vin: string
  campaign: string
  title: string
  description: string
}
export interface RecallIssue {
  /** 1-based record number; the header is row 1. Null for the file as a whole. */
  row: number | null
  column: string | null
  message: string
}
export type RecallFileResult = { ok: true; rows: RecallRow[] } | { ok: false; errors: RecallIssue[]; moreErrors: number }

/** `row 3, column vin: …`, the way the CLI and the admin print a problem. */
export function formatRecallIssue(issue: RecallIssue): string {
  const place = [issue.row !== null ? `row ${issue.row}` : null, issue.column !== null ? `column ${issue.column}` : null].filter(Boolean)
  return place.length > 0 ? `${place.join(', ')}: ${issue.message}` : issue.message
}

const fileProblem = (message: string, column: string | null = null): RecallFileResult => ({
  ok: false,
  errors: [{ row: column ? 1 : null, column, message }],
  moreErrors: 0,
})

/** Reads and checks a recall file's text. */
export function parseRecallFile(text: string): RecallFileResult {
  if (Buffer.byteLength(text, 'utf8') > RECALL_FILE_MAX_BYTES)
    return fileProblem(`the file is larger than ${RECALL_FILE_MAX_BYTES / 1024 / 1024} MB`)
  const unstorable = unstorableText(text)
  if (unstorable) return fileProblem(`the file ${unstorable}`)
  let records: string[][]
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true, to: RECALL_FILE_MAX_ROWS + 2 }) as string[][]
  } catch (error) {
    return fileProblem(`not a CSV file: ${(error as Error).message}`)
  }
  const [header, ...body] = records
  if (!header) return fileProblem('the file is empty: the first row names the columns vin, campaign, title and description')
  const columns = header.map((name) => name.trim().toLowerCase())
  for (const name of columns) {
    if (!(RECALL_COLUMNS as readonly string[]).includes(name))
      return fileProblem(`unknown column; the columns are ${RECALL_COLUMNS.join(', ')}`, name.slice(0, 50) || '(empty)')
  }
  for (const name of REQUIRED) if (!columns.includes(name)) return fileProblem('is missing from the header', name)
  if (new Set(columns).size !== columns.length) return fileProblem('a column is named twice in the header')
  if (body.length > RECALL_FILE_MAX_ROWS) return fileProblem(`more than ${RECALL_FILE_MAX_ROWS} rows`)

  const errors: RecallIssue[] = []
  let moreErrors = 0
  const report = (row: number, column: string | null, message: string) => {
    if (errors.length < RECALL_FILE_MAX_ERRORS) errors.push({ row, column, message })
    else moreErrors++
  }
  const rows: RecallRow[] = []
  const seen = new Map<string, number>()
  body.forEach((record, i) => {
    const row = i + 2
    if (record.length !== columns.length) {
      report(row, null, `has ${record.length} cells; the header has ${columns.length}`)
      return
    }
    const cell = (name: RecallColumn) => {
      const at = columns.indexOf(name)
      return at < 0 ? '' : record[at]!.trim()
    }
    let valid = true
    for (const name of RECALL_COLUMNS) {
      const value = cell(name)
      if (REQUIRED.includes(name) && value === '') {
        report(row, name, 'is required')
        valid = false
      } else if (value.length > MAX_LENGTH[name]) {
        report(row, name, `must be at most ${MAX_LENGTH[name]} characters`)
        valid = false
      }
    }
    if (!valid) return
    const vin = normaliseVin(cell('vin'))
    if (vinProblem(vin)) {
      report(row, 'vin', `"${cell('vin')}" is not a VIN: 17 letters and digits, without I, O or Q`)
      return
    }
    const key = `${vin}\u0000${cell('campaign')}`
    const earlier = seen.get(key)
    if (earlier !== undefined) {
      report(row, 'campaign', `repeats row ${earlier} (the same VIN and campaign)`)
      return
    }
    seen.set(key, row)
    rows.push({ vin, campaign: cell('campaign'), title: cell('title'), description: cell('description') })
  })
  return errors.length > 0 ? { ok: false, errors, moreErrors } : { ok: true, rows }
}
