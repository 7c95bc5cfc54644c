import { z } from 'zod'
import type { OutboundFetch } from '~/lib/outbound.server.ts'
import { MAX_FEED_LIMIT, type CollectionQuery, type MerchandiseItem } from './collection-feed.ts'
import { safeUrl } from './urls.ts'

/** The setting holding the feed's base URL (ADR 017; spec 2 §7 leaves the path unnamed). */
export const COLLECTION_FEED_URL_SETTING = 'mena.collection_feed_url'
/** Like the offers feed without its URL (spec 2 §8), the request is rejected with exactly this. */
export const MISSING_COLLECTION_FEED_URL = `Missing api url: ${COLLECTION_FEED_URL_SETTING}`
/** How long a render waits for the feed (the same as any block's data, block-data.server.ts). */
export const COLLECTION_FEED_TIMEOUT_MS = 3000

/**
 * spec 2 §7 Collection Slider Feed: the merchandise of a collection, in a language and a market.
 * `url` is the market's `mena.collection_feed_url` setting (null when unset).
 */
export interface CollectionFeed {
  items(query: CollectionQuery, url: string | null): Promise<MerchandiseItem[]>
}

/**
 * The request URL: the configured base URL with the query's lang, market, collection, limit and
 * grouped as search parameters (empty market or collection left out); parameters already in the
 * base URL are kept.
 * @example feedRequestUrl('https://shop.example/api/collection', { lang: 'ar', market: 'AE', collection: 'lifestyle', limit: 10, grouped: true })
 * // → 'https://shop.example/api/collection?lang=ar&market=AE&collection=lifestyle&limit=10&grouped=true'
 */
export function feedRequestUrl(base: string, query: CollectionQuery): string {
  let url: URL
  try {
    url = new URL(base.trim())
  } catch {
    throw new Error(`Invalid api url: ${COLLECTION_FEED_URL_SETTING}`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`Invalid api url: ${COLLECTION_FEED_URL_SETTING}`)
  const params: [string, string][] = [
    ['lang', query.lang],
    ['market', query.market.trim()],
    ['collection', query.collection.trim()],
    ['limit', String(query.limit)],
    ['grouped', String(query.grouped)],
  ]
  for (const [key, value] of params) if (value) url.searchParams.set(key, value)
  return url.toString()
}

/** A URL from the feed: unsafe ones (javascript:, protocol-relative …) become null, not an error. */
const feedUrl = z
  .string()
  .max(2048)
  .nullish()
  .transform((value) => (value ? safeUrl(value) : null))
const itemSchema = z.object({
  name: z.string().trim().min(1).max(200),
  label: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((value) => value ?? ''),
  image: feedUrl,
  image_hover: feedUrl,
  link: feedUrl,
  group: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((value) => value || null),
})
/** The answer: a list of items, bare or as `{ items: [...] }` (ADR 017). Unknown keys are ignored. */
const answerSchema = z.preprocess(
  (body) => (body !== null && typeof body === 'object' && !Array.isArray(body) && 'items' in body ? body.items : body),
  z.array(itemSchema),
)

/** Reads the feed's answer, or throws naming the first problem. */
export function parseFeedAnswer(body: unknown): MerchandiseItem[] {
  const result = answerSchema.safeParse(body)
  if (result.success) return result.data
  const issue = result.error.issues[0]!
  const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''
  throw new Error(`Invalid collection feed answer: ${where}${issue.message}`)
}

/**
 * The merchandise API over HTTP, bounded by a timeout; its answer is checked and capped at the
 * limit. The URL is a setting, so `fetch` is the outbound guard (src/lib/outbound.server.ts) outside tests.
 */
export function createHttpCollectionFeed(options: { fetch: OutboundFetch; timeoutMs?: number }): CollectionFeed {
  const timeoutMs = options.timeoutMs ?? COLLECTION_FEED_TIMEOUT_MS
  return {
    async items(query, url) {
      if (!url?.trim()) throw new Error(MISSING_COLLECTION_FEED_URL)
      const request = feedRequestUrl(url, query)
      let body: unknown
      try {
        const response = await options.fetch(request, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } })
        if (response.status !== 200) throw new Error(`Collection feed answered status ${response.status}`)
        body = await response.json()
      } catch (error) {
        const name = (error as Error).name
        if (name === 'TimeoutError') throw new Error(`Collection feed: no answer within ${timeoutMs} ms`)
        if (name === 'SyntaxError') throw new Error('Invalid collection feed answer: not JSON')
        throw error
      }
      return parseFeedAnswer(body).slice(0, Math.min(query.limit, MAX_FEED_LIMIT))
    },
  }
}

const image = (id: number) => `/media/api/v2/images/${id}/w/640.jpg`
type DemoItem = {
  en: string
  ar: string
  price: number
  image: number
  hover?: number
  slug: string
  group: 'apparel' | 'accessories' | 'models'
}
const GROUPS = {
  apparel: { en: 'Apparel', ar: 'ملابس' },
  accessories: { en: 'Accessories', ar: 'إكسسوارات' },
  models: { en: 'Scale models', ar: 'مجسمات' },
}
const DEMO_ITEMS: DemoItem[] = [
  { en: 'Aurelia logo cap', ar: 'قبعة بشعار أوريليا', price: 95, image: 1004, hover: 24735, slug: 'aurelia-logo-cap', group: 'apparel' },
  {
    en: 'Vantor expedition jacket',
    ar: 'سترة فانتور للرحلات',
    price: 650,
    image: 1008,
    hover: 1007,
    slug: 'vantor-expedition-jacket',
    group: 'apparel',
  },
  { en: 'Aurelia polo shirt', ar: 'قميص بولو أوريليا', price: 180, image: 1011, slug: 'aurelia-polo-shirt', group: 'apparel' },
  { en: 'Vantor trail hoodie', ar: 'سترة فانتور بغطاء رأس', price: 260, image: 1006, slug: 'vantor-trail-hoodie', group: 'apparel' },
  { en: 'Leather key ring', ar: 'ميدالية مفاتيح جلدية', price: 120, image: 1010, slug: 'leather-key-ring', group: 'accessories' },
  { en: 'Aurelia travel mug', ar: 'كوب سفر أوريليا', price: 75, image: 1005, slug: 'aurelia-travel-mug', group: 'accessories' },
  {
    en: 'Vantor weekend duffel bag',
    ar: 'حقيبة فانتور لعطلة نهاية الأسبوع',
    price: 340,
    image: 1012,
    slug: 'vantor-duffel-bag',
    group: 'accessories',
  },
  { en: 'Aurelia golf umbrella', ar: 'مظلة غولف أوريليا', price: 140, image: 1009, slug: 'aurelia-golf-umbrella', group: 'accessories' },
  {
    en: 'Aurelia E7 1:18 model',
    ar: 'مجسم أوريليا E7 بمقياس 1:18',
    price: 520,
    image: 1002,
    hover: 1004,
    slug: 'aurelia-e7-model-1-18',
    group: 'models',
  },
  {
    en: 'Aurelia GT 1:43 model',
    ar: 'مجسم أوريليا GT بمقياس 1:43',
    price: 210,
    image: 1003,
    slug: 'aurelia-gt-model-1-43',
    group: 'models',
  },
  {
    en: 'Vantor Summit 1:18 model',
    ar: 'مجسم فانتور سوميت بمقياس 1:18',
    price: 540,
    image: 1007,
    slug: 'vantor-summit-model-1-18',
    group: 'models',
  },
  {
    en: 'Vantor Ridge 1:43 model',
    ar: 'مجسم فانتور ريدج بمقياس 1:43',
    price: 220,
    image: 1006,
    hover: 1013,
    slug: 'vantor-ridge-model-1-43',
    group: 'models',
  },
]

/**
 * A local stand-in with the API's shape and twelve demo items on the demo market's images: no
 * network and no URL needed (the demo and the tests). Prices are in dirhams, as in the Emirates.
 */
export function createSandboxCollectionFeed(): CollectionFeed {
  return {
    async items(query) {
      return DEMO_ITEMS.slice(0, Math.min(query.limit, MAX_FEED_LIMIT)).map((item) => ({
        name: item[query.lang],
        label: query.lang === 'ar' ? `${item.price} د.إ` : `AED ${item.price}`,
        image: image(item.image),
        image_hover: item.hover ? image(item.hover) : null,
        link: `/shop/${item.slug}`,
        group: query.grouped ? GROUPS[item.group][query.lang] : null,
      }))
    },
  }
}
