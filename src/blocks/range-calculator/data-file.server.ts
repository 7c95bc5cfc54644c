import { PUBLIC_DIR, readPublicJson } from '../public-data.server.ts'
import { readRangeData, type RangeDataRead } from './range-data.ts'

/**
 * spec 2 §7 Range calculator data: "GET the block's data_url". The file is one of the site's own
 * public files, read from disk (no request to ourselves, nothing from another host; ADR 150).
 * A path outside public/, a missing file or a file the schema refuses comes back as problems.
 */
export async function loadRangeData(url: string, dir = PUBLIC_DIR): Promise<RangeDataRead> {
  const file = await readPublicJson(url, dir)
  return file.ok ? readRangeData(file.text, url) : file
}
