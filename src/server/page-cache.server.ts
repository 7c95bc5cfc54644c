/**
 * The published-page cache (ADR 004): whole responses for anonymous visitors, keyed by site,
 * content revision and URL. A content write bumps the revision, so stale entries are never
 * served again and age out of the LRU. Bounded by entry count and bytes.
 */
export interface CachedResponse { status: number; headers: [string, string][]; body: Uint8Array<ArrayBuffer> }

export function createPageCache(options: { maxEntries: number; maxBytes: number }) {
  const entries = new Map<string, CachedResponse>()
  let bytes = 0

  const drop = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    bytes -= entry.body.byteLength
    entries.delete(key)
  }

  return {
    key: (siteId: number, revision: number, url: URL) => `${siteId}:${revision}:${url.pathname}${url.search}`,
    get(key: string): CachedResponse | undefined {
      const entry = entries.get(key)
      if (entry) {
        // Move to the young end of the LRU.
        entries.delete(key)
        entries.set(key, entry)
      }
      return entry
    },
    set(key: string, entry: CachedResponse) {
      if (entry.body.byteLength > options.maxBytes / 10) return
      drop(key)
      entries.set(key, entry)
      bytes += entry.body.byteLength
      for (const oldest of entries.keys()) {
        if (entries.size <= options.maxEntries && bytes <= options.maxBytes) break
        drop(oldest)
      }
    },
    clear() {
      entries.clear()
      bytes = 0
    },
    get size() {
      return entries.size
    },
  }
}
export type PageCache = ReturnType<typeof createPageCache>
