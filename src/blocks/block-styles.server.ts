import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { projectRoot } from '~/lib/paths.server.ts'
import { allBlockStyles, type ClientManifest } from './block-assets.ts'

const read = new WeakMap<ClientManifest, ReadonlyMap<string, string>>()

/**
 * Every block stylesheet's text by its href, read from the client build once per manifest: the
 * server puts a page's block styles inline (ADR 049). Empty without a build (development, tests).
 */
export function blockStyleTexts(manifest: ClientManifest, clientDir = join(projectRoot, 'build/client')): ReadonlyMap<string, string> {
  let texts = read.get(manifest)
  if (!texts) {
    texts = new Map(allBlockStyles(manifest).map((href) => [href, readFileSync(join(clientDir, href), 'utf8')]))
    read.set(manifest, texts)
  }
  return texts
}
