/**
 * spec 2 §3.7, §7 Collection Slider Feed: merchandise items from an external API. The shapes here
 * are safe in the browser (the block renders them); reading the API is collection-feed.server.ts.
 */

/** spec 2 §9: the feed's languages. */
export const FEED_LANGUAGES = ['en', 'ar'] as const
export type FeedLanguage = (typeof FEED_LANGUAGES)[number]
/** spec 2 §9: Collection Slider Feed limit 10. */
export const DEFAULT_FEED_LIMIT = 10
/** At most this many items per block (ADR 017; spec 2 gives none). */
export const MAX_FEED_LIMIT = 50

/** What the block asks the feed for (spec 2 §7: lang, market, collection, limit, grouped). */
export interface CollectionQuery {
  lang: FeedLanguage
  market: string
  collection: string
  limit: number
  grouped: boolean
}

/** One merchandise item as the block shows it; URLs are http(s) or site-relative (urls.ts), else null. */
export interface MerchandiseItem {
  name: string
  /** A price or a short tag ('AED 95', 'New'). */
  label: string
  image: string | null
  /** Shown on hover or focus, like Collection Slider's image_hover. */
  image_hover: string | null
  link: string | null
  /** The group it belongs to in a grouped feed ('Apparel'); null when not grouped. */
  group: string | null
}
