/**
 * Modules loaded on demand by key, each once — the block renderers and the block parts, each a
 * chunk of its own (ADR 013, 092). `load` resolves with the keys that failed to load (unknown keys
 * are ignored): on a flaky connection a chunk can fail, and the page then shows those blocks'
 * load-failure state instead of failing whole (spec 2 §4 Block loading).
 */
export function chunkLoader<T>(loaders: ReadonlyMap<string, () => Promise<{ default: T }>>) {
  /** The modules loaded so far, by key. */
  const loaded: Record<string, T> = Object.create(null)
  async function load(keys: Iterable<string>): Promise<string[]> {
    const missing = [...new Set(keys)].filter((key) => loaders.has(key) && !(key in loaded))
    const results = await Promise.allSettled(
      missing.map(async (key) => {
        loaded[key] = (await loaders.get(key)!()).default
      }),
    )
    return missing.filter((_, i) => results[i]!.status === 'rejected')
  }
  return { loaded, load }
}
