import { readFile } from 'node:fs/promises'
import { join, resolve, sep } from 'node:path'
import { projectRoot } from '~/lib/paths.server.ts'
import type { BlockDataResolver } from '../block-data.server.ts'
import { readRacingResults, type RacingResults, type RacingResultsRead } from './results.ts'
import type { RacingResultsFields } from './template.ts'

/** Where a url such as /tools-data/racing/results-en.json is found: the site's public files. */
const PUBLIC_DIR = join(projectRoot, 'public')

/**
 * spec 2 §7 Racing results: "GET the JSON file chosen in the block's url". The file is one of the
 * site's own public files, read from disk (no request to ourselves, nothing from another host;
 * as the range calculator's data file, ADR 150). A path outside public/, a missing file or a file
 * the schema refuses comes back as problems.
 */
export async function loadRacingResults(url: string, dir = PUBLIC_DIR): Promise<RacingResultsRead> {
  const file = resolve(dir, `.${url}`)
  if (!url.startsWith('/') || !file.startsWith(dir + sep) || !file.endsWith('.json'))
    return { ok: false, problems: [`${url} is not a JSON file of this site.`] }
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch {
    return { ok: false, problems: [`${url} was not found.`] }
  }
  return readRacingResults(text, url)
}

/** The chosen file's results; a file that cannot be read throws: the block shows Loading Failed (spec 2 §4). */
export const resolveData: BlockDataResolver<RacingResultsFields, never, RacingResults> = async ({ fields }) => {
  const read = await loadRacingResults(fields.url)
  if (!read.ok) throw new Error(`Racing results: ${read.problems.join(' ')}`)
  return read.data
}
