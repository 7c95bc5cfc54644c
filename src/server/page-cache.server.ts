import { LRUCache } from 'lru-cache'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { PAGE_PARAMS_HEADER } from './cache-header.ts'

/**
 * The published-page cache (ADR 004): whole responses for anonymous visitors, keyed by market,
 * content revision, path and the few query parameters a page reads (ADR 039). A content write bumps the revision, so stale entries are never
 * served again and age out of the LRU (lru-cache), bounded by entry count and bytes. Each entry
 * keeps brotli and gzip copies made once when stored, so a hit is not compressed per request.
 */
export interface CachedResponse {
  status: number
  headers: [string, string][]
  body: Uint8Array<ArrayBuffer>
  /** The body compressed once, when stored. */
  encoded: { br: Uint8Array; gzip: Uint8Array }
}

/**
 * Compresses a response body for the cache, once per miss: brotli at quality 6, gzip at zlib's
 * default level. A miss is what any visitor can cause (a new filter combination), so its cost
 * counts: on the demo's pages (50–190 KB of HTML) quality 9 took 80–110 ms of CPU for bodies
 * 0.2–1.6 % smaller than quality 6's 1–5 ms (docs/benchmarks.md); gzip's level 9 saved 0.4 %.
 */
export function encodeBody(body: Uint8Array): CachedResponse['encoded'] {
  return {
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } }),
    gzip: gzipSync(body),
  }
}

/** The stored body that suits the request's Accept-Encoding (brotli, then gzip, then plain). */
export function negotiateBody(
  entry: CachedResponse,
  acceptEncoding: string | undefined,
): { body: Uint8Array; encoding: 'br' | 'gzip' | null } {
  const accepted = new Set<string>()
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [coding, ...params] = part.split(';').map((piece) => piece.trim())
    const q = params.find((param) => param.startsWith('q='))
    if (coding && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(coding)
  }
  if (accepted.has('br')) return { body: entry.encoded.br, encoding: 'br' }
  if (accepted.has('gzip')) return { body: entry.encoded.gzip, encoding: 'gzip' }
  return { body: entry.body, encoding: null }
}

/**
 * The only query parameters a cacheable page may depend on (ADR 039): React Router's own on data
 * requests (`_routes`, `index`). Content pages and their blocks read none on the server, so
 * `/?q=1`, `/?utm_source=x` and `/` are one entry; a block that comes to read a parameter on the
 * server adds it here. Tracking parameters (utm_*, gclid …) never belong here.
 */
export const PAGE_QUERY_PARAMS: ReadonlySet<string> = new Set(['_routes', 'index'])

/**
 * The URL a cacheable render sees and its cache entry is keyed by: the path with only the
 * parameters in PAGE_QUERY_PARAMS, in their order.
 * @example pageUrl(new URL('http://x/a.data?utm_source=m&_routes=root&q=1')).search // → '?_routes=root'
 */
export function pageUrl(url: URL, pageParams: ReadonlySet<string> = NO_PARAMS): URL {
  const kept = new URL(url.href)
  kept.search = ''
  for (const [name, value] of url.searchParams)
    if (PAGE_QUERY_PARAMS.has(name) || pageParams.has(name)) kept.searchParams.append(name, value)
  return kept
}
const NO_PARAMS: ReadonlySet<string> = new Set()

/**
 * The parameters a cached page says it reads besides PAGE_QUERY_PARAMS (its PAGE_PARAMS_HEADER,
 * ADR 075), when the URL has any of them; else none, and the URL is that entry's.
 */
export function pageParamsFor(entry: Pick<CachedResponse, 'headers'> | undefined, url: URL): ReadonlySet<string> {
  const named = entry?.headers.find(([name]) => name === PAGE_PARAMS_HEADER)?.[1]
  if (!named) return NO_PARAMS
  const params = new Set(
    named
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  )
  return [...url.searchParams.keys()].some((name) => params.has(name)) ? params : NO_PARAMS
}

/** `enabled: false` (PAGE_CACHE=off) stores nothing: every request renders, for benchmarks. */
export function createPageCache(options: { maxEntries: number; maxBytes: number; enabled?: boolean }) {
  const enabled = options.enabled ?? true
  const entries = new LRUCache<string, CachedResponse>({
    max: options.maxEntries,
    maxSize: options.maxBytes,
    sizeCalculation: (entry) => entry.body.byteLength + entry.encoded.br.byteLength + entry.encoded.gzip.byteLength,
    // One page may take a tenth of the budget; a larger one is not kept.
    maxEntrySize: Math.max(1, Math.floor(options.maxBytes / 10)),
  })

  // Keys whose render was not cacheable (a redirect, the login form, a 404): a request for one
  // with more parameters than its key is rendered with all of them (ADR 039). Forgotten when the
  // key is stored, and after a minute, so a passing failure (a block's feed) does not stick.
  const uncacheable = new LRUCache<string, true>({ max: 10_000, ttl: 60_000 })

  // Renders under way per key: concurrent misses of one page wait for the first render instead of
  // all rendering it (after a publish every visitor misses at once).
  const inflight = new Map<string, Promise<CachedResponse | undefined>>()

  return {
    enabled,
    /** The entry an in-flight render of `key` will store, if one is under way. */
    pending: (key: string) => inflight.get(key),
    /**
     * Marks `key` as being rendered until the returned `settle` is called with the stored entry
     * (or nothing when the page turned out not cacheable); null when the cache is off.
     */
    startRender(key: string): ((entry: CachedResponse | undefined) => void) | null {
      if (!enabled) return null
      let settle!: (entry: CachedResponse | undefined) => void
      inflight.set(
        key,
        new Promise((resolve) => {
          settle = resolve
        }),
      )
      return (entry) => {
        inflight.delete(key)
        settle(entry)
      }
    },
    /** The key of a page: market, its content revision, path and the kept query (see pageUrl). */
    key: (siteId: number, revision: number, url: URL, pageParams?: ReadonlySet<string>) => {
      const { pathname, search } = pageUrl(url, pageParams)
      return `${siteId}:${revision}:${pathname}${search}`
    },
    /** Notes that `key` rendered a response that may not be stored. */
    markUncacheable: (key: string) => void (enabled && uncacheable.set(key, true)),
    isUncacheable: (key: string) => uncacheable.has(key),
    get: (key: string): CachedResponse | undefined => (enabled ? entries.get(key) : undefined),
    /** Stores a response with its compressed copies; returns what was stored (nothing when too big or off). */
    set(key: string, entry: Omit<CachedResponse, 'encoded'>): CachedResponse | undefined {
      if (!enabled || entry.body.byteLength > options.maxBytes / 10) return undefined
      const stored = { ...entry, encoded: encodeBody(entry.body) }
      entries.set(key, stored)
      uncacheable.delete(key)
      return stored
    },
    clear: () => {
      entries.clear()
      uncacheable.clear()
    },
    get size() {
      return entries.size
    },
  }
}
export type PageCache = ReturnType<typeof createPageCache>
