/** The part of Vite's build manifest (`build/client/.vite/manifest.json`) the block assets need. */
export type ClientManifest = Record<string, { file: string; css?: string[]; imports?: string[] }>

export interface BlockAssets {
  styles: string[]
  scripts: string[]
}

/**
 * The stylesheets and module chunks of these templates' renderers, from the client build's
 * manifest: the server links them in the page so that lazily loaded blocks (ADR 013) are styled
 * from the first paint and their JS loads in parallel with the app's. Shared chunks come once.
 */
export function blockAssets(manifest: ClientManifest, templates: readonly string[]): BlockAssets {
  const styles = new Set<string>()
  const scripts = new Set<string>()
  const seen = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(key)) return
    seen.add(key)
    scripts.add(`/${chunk.file}`)
    for (const css of chunk.css ?? []) styles.add(`/${css}`)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const template of templates) visit(`src/blocks/${template}/Block.tsx`)
  return { styles: [...styles], scripts: [...scripts] }
}
