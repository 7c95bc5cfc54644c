/** Set by a route's loader when its response may be served from the page cache (ADR 004). */
export const CACHEABLE_HEADER = 'x-forecourt-cacheable'

/**
 * Set by a page's loader when its render reads query parameters beyond PAGE_QUERY_PARAMS (a
 * listing's filters, ADR 075): their names, comma-separated. Stored with the page's cache entry,
 * it makes a URL of that page with any of them an entry of its own, rendered with them.
 */
export const PAGE_PARAMS_HEADER = 'x-forecourt-page-params'
