import type { BlockComponent } from './template.ts'

/**
 * The renderers, derived from the block folders: `./{key}/Block.tsx` renders template {key}.
 * Each is its own chunk, so a page ships the JS of its blocks only (ADR 013): the server loads a
 * page's renderers before rendering it, the browser before hydrating or showing it.
 * registry.test.tsx checks the folders match the registry one to one.
 */
const loaders = import.meta.glob<{ default: BlockComponent }>('./*/Block.tsx')
const keyOf = (path: string) => path.split('/')[1]!
const loaderByKey = new Map(Object.entries(loaders).map(([path, load]) => [keyOf(path), load]))

export const blockRendererKeys: readonly string[] = [...loaderByKey.keys()]

/** The renderers loaded so far, by template key: what BlockList renders with. */
export const blockRenderers: Record<string, BlockComponent> = Object.create(null)

/**
 * Loads the renderers of these templates (unknown keys are ignored). Resolves with the keys that
 * failed to load — on a flaky connection a chunk can — so the page can show those blocks'
 * load-failure state instead of failing whole (spec 2 §4 Block loading).
 */
export async function loadBlockRenderers(keys: Iterable<string>): Promise<string[]> {
  const missing = [...new Set(keys)].filter((key) => loaderByKey.has(key) && !blockRenderers[key])
  const results = await Promise.allSettled(
    missing.map(async (key) => {
      blockRenderers[key] = (await loaderByKey.get(key)!()).default
    }),
  )
  return missing.filter((_, i) => results[i]!.status === 'rejected')
}
