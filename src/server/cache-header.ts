/** Set by a route's loader when its response may be served from the page cache (ADR 004). */
export const CACHEABLE_HEADER = 'x-forecourt-cacheable'
