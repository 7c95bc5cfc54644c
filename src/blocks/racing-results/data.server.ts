import { PUBLIC_DIR, readPublicJson } from '../public-data.server.ts'
import type { BlockDataResolver } from '../block-data.server.ts'
import { readRacingResults, type RacingResults, type RacingResultsRead } from './results.ts'
import type { RacingResultsFields } from './template.ts'

/**
 * spec 2 §7 Racing results: "GET the JSON file chosen in the block's url". The file is one of the
 * site's own public files, read from disk (no request to ourselves, nothing from another host;
 * as the range calculator's data file, ADR 150). A path outside public/, a missing file or a file
 * the schema refuses comes back as problems.
 */
export async function loadRacingResults(url: string, dir = PUBLIC_DIR): Promise<RacingResultsRead> {
  const file = await readPublicJson(url, dir)
  return file.ok ? readRacingResults(file.text, url) : file
}

/** The chosen file's results; a file that cannot be read throws: the block shows Loading Failed (spec 2 §4). */
export const resolveData: BlockDataResolver<RacingResultsFields, never, RacingResults> = async ({ fields }) => {
  const read = await loadRacingResults(fields.url)
  if (!read.ok) throw new Error(`Racing results: ${read.problems.join(' ')}`)
  return read.data
}
