import { BLOCK_PART_MODULES, type BlockPart } from './block-parts.ts'

/** The part of Vite's build manifest (`build/client/.vite/manifest.json`) the block assets need. */
export type ClientManifest = Record<string, { file: string; css?: string[]; imports?: string[] }>

export interface BlockAssets {
  styles: string[]
  scripts: string[]
}

/** The root route's entry in the manifest: every page loads its chunks and links its styles. */
const SHELL_ENTRY = /^src\/app\/root\.tsx(?:\?|$)/

/** The chunks and styles of these manifest entries and of everything they import, shared ones once. */
function closure(
  manifest: ClientManifest,
  keys: readonly string[],
  skip: ReadonlySet<string> = new Set(),
): BlockAssets & { keys: Set<string> } {
  const styles = new Set<string>()
  const scripts = new Set<string>()
  const seen = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(key) || skip.has(key)) return
    seen.add(key)
    scripts.add(`/${chunk.file}`)
    for (const css of chunk.css ?? []) styles.add(`/${css}`)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const key of keys) visit(key)
  return { styles: [...styles], scripts: [...scripts], keys: seen }
}

/**
 * The stylesheets and module chunks of these templates' renderers, from the client build's
 * manifest, without those of the shell, which every page has already: the server puts them in
 * the page so that lazily loaded blocks (ADR 013) are styled from the first paint (inline, ADR
 * 049) and their JS loads in parallel with the app's. Shared chunks come once.
 */
export function blockAssets(manifest: ClientManifest, templates: readonly string[], parts: readonly BlockPart[] = []): BlockAssets {
  const shell = closure(
    manifest,
    Object.keys(manifest).filter((key) => SHELL_ENTRY.test(key)),
  ).keys
  const { styles, scripts } = closure(
    manifest,
    [...templates.map((template) => `src/blocks/${template}/Block.tsx`), ...parts.map((part) => BLOCK_PART_MODULES[part])],
    shell,
  )
  return { styles, scripts }
}

/** Every block's stylesheets (the editor offers them all). */
export function allBlockStyles(manifest: ClientManifest): string[] {
  const templates = Object.keys(manifest).flatMap((key) => /^src\/blocks\/([^/]+)\/Block\.tsx$/.exec(key)?.[1] ?? [])
  return blockAssets(manifest, templates).styles
}
