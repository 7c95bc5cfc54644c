import { readFile } from 'node:fs/promises'
import { join, resolve, sep } from 'node:path'
import { projectRoot } from '~/lib/paths.server.ts'
import { readRangeData, type RangeDataRead } from './config.ts'

/** Where a data_url such as /tools-data/range/aurelia-e5.json is found: the site's public files. */
const PUBLIC_DIR = join(projectRoot, 'public')

/**
 * spec 2 §7 Range calculator data: "GET the block's data_url". The file is one of the site's own
 * public files, read from disk (no request to ourselves, nothing from another host; ADR 150).
 * A path outside public/, a missing file or a file the schema refuses comes back as problems.
 */
export async function loadRangeData(url: string, dir = PUBLIC_DIR): Promise<RangeDataRead> {
  const file = resolve(dir, `.${url}`)
  if (!url.startsWith('/') || !file.startsWith(dir + sep) || !file.endsWith('.json'))
    return { ok: false, problems: [`${url} is not a JSON file of this site.`] }
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch {
    return { ok: false, problems: [`${url} was not found.`] }
  }
  return readRangeData(text, url)
}
