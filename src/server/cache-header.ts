/** Set by a route's loader when its response may be served from the page cache (ADR 004). */
export const CACHEABLE_HEADER = 'x-forecourt-cacheable'

/**
 * Set by a page's loader when its render reads query parameters beyond PAGE_QUERY_PARAMS (a
 * listing's filters, ADR 075): their names, comma-separated. Stored with the page's cache entry,
 * it makes a URL of that page with any of them an entry of its own, rendered with them.
 */
export const PAGE_PARAMS_HEADER = 'x-forecourt-page-params'

/**
 * Anonymous pages from the page cache (ADR 042), and the sitemap and robots.txt (issue 12 §6):
 * browsers revalidate every time (max-age=0, by ETag), so a visitor who signs in sees the
 * signed-in page at once; a CDN may keep a page a minute and serve it stale for five more while
 * it fetches the next. Everything else is private.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'
