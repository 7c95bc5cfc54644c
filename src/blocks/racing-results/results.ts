import { z } from 'zod'
import { RESULT_COLUMNS, type ResultColumn } from './columns.ts'

/**
 * spec 2 §3.12 Racing Results, §7 "GET the JSON file chosen in the block's url; shape not shown":
 * the shape this product reads (ADR 166). A file is one language's: its heading, caption and
 * column names are the visitor's texts, so an Arabic file shows no English. For the server
 * (data.server.ts), the editor's preview and tests: the block's visitor code gets the file read
 * and checked by the server and imports only its type, since visitors' pages load no zod (ADR 145).
 */

const cell = z.union([z.string().trim().max(200), z.number().transform(String)]).default('')

export const racingResultsSchema = z.object({
  heading: z.string().trim().max(300).default(''),
  caption: z.string().trim().max(500).default(''),
  /** A column's name; a column without one is not shown. */
  columns: z.object(
    Object.fromEntries(RESULT_COLUMNS.map((c) => [c, z.string().trim().max(100).optional()])) as Record<
      ResultColumn,
      z.ZodOptional<z.ZodString>
    >,
  ),
  rows: z
    .array(z.object(Object.fromEntries(RESULT_COLUMNS.map((c) => [c, cell])) as Record<ResultColumn, typeof cell>))
    .min(1)
    .max(500),
})
export type RacingResults = z.infer<typeof racingResultsSchema>

/** The files an editor can choose (spec 2 §3.12: "a select of results JSON files per language"). */
export const RESULT_FILES = [
  ['/tools-data/racing/results-en.json', 'Gulf Endurance Cup, round 4 (English)'],
  ['/tools-data/racing/results-ar.json', 'Gulf Endurance Cup, round 4 (Arabic)'],
] as const

export type RacingResultsRead = { ok: true; data: RacingResults } | { ok: false; problems: string[] }

/** Reads a results file's text, or names what is wrong with it (the first ten problems). */
export function readRacingResults(text: string, url: string): RacingResultsRead {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { ok: false, problems: [`${url} is not JSON.`] }
  }
  const parsed = racingResultsSchema.safeParse(json)
  if (!parsed.success)
    return {
      ok: false,
      problems: parsed.error.issues.slice(0, 10).map((issue) => `${url} → ${issue.path.join('.') || 'file'}: ${issue.message}`),
    }
  return { ok: true, data: parsed.data }
}
