/**
 * The in-process caches that `npm run bench:caches` switches off one at a time, to measure what
 * each saves on its path (docs/caching.md). All are on unless `CACHE_OFF` names them (a comma
 * list, checked against these names when the server starts: src/lib/env.server.ts). The page
 * cache has its own switch, `PAGE_CACHE=off`.
 */
export const CACHE_LAYERS = {
  /** Views of a market's content per content revision (`content.remember`). */
  views: 'settings, navigation, documents, blocks’ data per content revision',
  /** The stock listing's facet counts per list version and filter set. */
  facets: 'facet counts per filter set',
  /** The stock listing's live vehicles in each sort order per list version. */
  'sort-orders': 'vehicle ids in each sort order',
  /** The stock listing's matches per filter set and list version. */
  matches: 'filter-set matches',
  /** The site search's answers per content revision and query (src/search/search.server.ts). */
  search: 'site search answers per content revision and query',
} as const

export type CacheLayer = keyof typeof CACHE_LAYERS

/** The names in a `CACHE_OFF` value that are not layers (empty when all are known). */
export function unknownCacheLayers(value: string): string[] {
  return splitLayers(value).filter((name) => !(name in CACHE_LAYERS))
}

const splitLayers = (value: string) =>
  value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)

let read: { value: string | undefined; off: ReadonlySet<string> } | null = null

/** Whether `layer` keeps what it computes in this process (`CACHE_OFF` does not name it). */
export function cacheLayerOn(layer: CacheLayer): boolean {
  const value = process.env.CACHE_OFF
  if (!read || read.value !== value) read = { value, off: new Set(splitLayers(value ?? '')) }
  return !read.off.has(layer)
}
