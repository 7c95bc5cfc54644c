import { chunkLoader } from './chunk-loader.ts'
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

const renderers = chunkLoader(loaderByKey)

/** The renderers loaded so far, by template key: what BlockList renders with. */
export const blockRenderers: Record<string, BlockComponent> = renderers.loaded

/** Loads the renderers of these templates; resolves with the keys that failed (chunkLoader). */
export const loadBlockRenderers = renderers.load
