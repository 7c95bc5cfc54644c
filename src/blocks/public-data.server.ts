import { readFile } from 'node:fs/promises'
import { join, resolve, sep } from 'node:path'
import { projectRoot } from '~/lib/paths.server.ts'

/** Where a url such as /tools-data/range/aurelia-e5.json is found: the site's public files. */
export const PUBLIC_DIR = join(projectRoot, 'public')

/**
 * A block's data file (the range calculator's data_url, the racing results' url): one of the
 * site's own public JSON files, read from disk — no request to ourselves, nothing from another
 * host (ADR 150). A path outside public/ or a missing file comes back as a problem.
 */
export async function readPublicJson(
  url: string,
  dir = PUBLIC_DIR,
): Promise<{ ok: true; text: string } | { ok: false; problems: string[] }> {
  const file = resolve(dir, `.${url}`)
  if (!url.startsWith('/') || !file.startsWith(dir + sep) || !file.endsWith('.json'))
    return { ok: false, problems: [`${url} is not a JSON file of this site.`] }
  try {
    return { ok: true, text: await readFile(file, 'utf8') }
  } catch {
    return { ok: false, problems: [`${url} was not found.`] }
  }
}
