import { type z } from 'zod'
import { keptAnswers } from '~/lib/kept-answers.server.ts'
import type { OutboundFetch } from '~/lib/outbound.server.ts'
import { NEWS_PAGE_SIZE, newsItemSchema, newsPageSchema, type NewsItem, type NewsPage } from './news.ts'
import { readSetting } from '~/settings/keys.ts'
import type { SettingMap } from '~/settings/settings.ts'
import { newsLocale, newsMarket, type NewsLocale, type NewsMarket } from './rules.ts'
import { DEMO_NEWS } from './demo-news.ts'

/** The setting holding the regional news API's base URL (spec 2 §7 leaves it unnamed; ADR 165). */
export const NEWS_API_URL_SETTING = 'mena.news_api_url'
/** The setting holding the market code the news API knows (spec 2 §5: else AE; ADR 165). */
export const NEWS_MARKET_SETTING = 'mena.news_market'
/** Like the offers feed without its URL (spec 2 §8), a request is rejected with exactly this. */
export const MISSING_NEWS_API_URL = `Missing api url: ${NEWS_API_URL_SETTING}`
/** How long the content API waits for the news API. */
export const NEWS_TIMEOUT_MS = 5000

export interface NewsQuery {
  lang: NewsLocale
  market: NewsMarket
}

/**
 * spec 2 §3.12 MENA News, §7 Regional news: a page of the market's news and a single item, in the
 * news locale and market of spec 2 §5. `url` is the market's `mena.news_api_url` (null when unset).
 */
export interface NewsService {
  list(query: NewsQuery & { page: number }, url: string | null): Promise<NewsPage>
  /** The item, or null when the API does not know it. */
  item(query: NewsQuery & { id: string }, url: string | null): Promise<NewsItem | null>
}

/**
 * What a market asks the news API for (spec 2 §5): the news locale from its language, the news
 * market from `mena.news_market`, and the API's base URL (null when unset).
 * @example newsRequestFor({ 'general.language': 'ar_AE', 'mena.news_market': 'sa' }).query // → { lang: 'ar', market: 'SA' }
 */
export function newsRequestFor(settings: SettingMap): { query: NewsQuery; url: string | null } {
  return {
    query: { lang: newsLocale(readSetting(settings, 'general.language')), market: newsMarket(readSetting(settings, NEWS_MARKET_SETTING)) },
    url: readSetting(settings, NEWS_API_URL_SETTING).trim() || null,
  }
}

/**
 * A request URL under the configured base: `{base}` for a list, `{base}/{id}` for an item, with
 * lang, market (and page, per_page) as search parameters; parameters already in the base are kept.
 * @example newsRequestUrl('https://news.example/api/news', { lang: 'ar', market: 'AE', page: 2 })
 * // → 'https://news.example/api/news?lang=ar&market=AE&page=2&per_page=6'
 */
export function newsRequestUrl(base: string, query: NewsQuery & { page?: number; id?: string }): string {
  let url: URL
  try {
    url = new URL(base.trim())
  } catch {
    throw new Error(`Invalid api url: ${NEWS_API_URL_SETTING}`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`Invalid api url: ${NEWS_API_URL_SETTING}`)
  if (query.id !== undefined) url.pathname = `${url.pathname.replace(/\/+$/, '')}/${encodeURIComponent(query.id)}`
  url.searchParams.set('lang', query.lang)
  url.searchParams.set('market', query.market)
  if (query.page !== undefined) {
    url.searchParams.set('page', String(query.page))
    url.searchParams.set('per_page', String(NEWS_PAGE_SIZE))
  }
  return url.toString()
}

/** An answer bare or wrapped in `{ data: … }` (ADR 165). */
const unwrap = (body: unknown) => (body !== null && typeof body === 'object' && !Array.isArray(body) && 'data' in body ? body.data : body)

function parseAnswer<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(unwrap(body))
  if (result.success) return result.data
  const issue = result.error.issues[0]!
  const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''
  throw new Error(`Invalid news answer: ${where}${issue.message}`)
}

/** Reads a list page's answer, or throws naming the first problem. */
export const parseNewsPage = (body: unknown): NewsPage => parseAnswer(newsPageSchema, body)
/** Reads an item's answer, or throws naming the first problem. */
export const parseNewsItem = (body: unknown): NewsItem => parseAnswer(newsItemSchema, body)

/**
 * The regional news API over HTTP, bounded by a timeout. The URL is a setting, so `fetch` is the
 * outbound guard (src/lib/outbound.server.ts) outside tests.
 */
export function createHttpNews(options: { fetch: OutboundFetch; timeoutMs?: number }): NewsService {
  const timeoutMs = options.timeoutMs ?? NEWS_TIMEOUT_MS
  async function get(request: string): Promise<{ status: number; body: unknown }> {
    // A timer this call owns (AbortSignal.timeout's can be collected before it fires on Node 20).
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), timeoutMs)
    try {
      const response = await options.fetch(request, { signal: controller.signal, headers: { accept: 'application/json' } })
      if (response.status === 404) return { status: 404, body: null }
      if (response.status !== 200) throw new Error(`News API answered status ${response.status}`)
      return { status: 200, body: await response.json() }
    } catch (error) {
      const name = (error as Error).name
      if (name === 'TimeoutError') throw new Error(`News API: no answer within ${timeoutMs} ms`)
      if (name === 'SyntaxError') throw new Error('Invalid news answer: not JSON')
      throw error
    } finally {
      clearTimeout(timer)
    }
  }
  return {
    async list(query, url) {
      if (!url?.trim()) throw new Error(MISSING_NEWS_API_URL)
      const { status, body } = await get(newsRequestUrl(url, query))
      if (status === 404) return { items: [], page: query.page, pages: 0, total: 0 }
      return parseNewsPage(body)
    },
    async item(query, url) {
      if (!url?.trim()) throw new Error(MISSING_NEWS_API_URL)
      const { status, body } = await get(newsRequestUrl(url, query))
      return status === 404 ? null : parseNewsItem(body)
    },
  }
}

/**
 * A local stand-in with the API's shape and the demo's articles (demo-news.ts), newest first: no
 * network and no URL needed (the demo and the tests). Arabic for `ar`, English for the others.
 */
export function createSandboxNews(): NewsService {
  const items = (lang: NewsLocale): NewsItem[] =>
    DEMO_NEWS.map((article) => {
      const words = lang === 'ar' ? article.ar : article.en
      return {
        id: article.id,
        title: words.title,
        summary: words.summary,
        date: article.date,
        image: `/media/api/v2/images/${article.image}/w/640.jpg`,
        image_alt: words.title,
        body: words.body,
      }
    })
  return {
    async list(query) {
      const all = items(query.lang)
      const start = (query.page - 1) * NEWS_PAGE_SIZE
      return {
        items: all.slice(start, start + NEWS_PAGE_SIZE).map(({ body: _body, ...summary }) => summary),
        page: query.page,
        pages: Math.ceil(all.length / NEWS_PAGE_SIZE),
        total: all.length,
      }
    },
    async item(query) {
      return items(query.lang).find((item) => item.id === query.id) ?? null
    },
  }
}

/**
 * A news service whose answers are kept a minute per question (at most 1,000), so the visitors'
 * pages of news reach the news API a bounded number of times; failures are not kept.
 */
export function keptNews(service: NewsService, now?: () => number): NewsService {
  const keep = keptAnswers({ ttlMs: 60_000, max: 1_000, now })
  return {
    list: (query, url) => keep(`l|${url}|${query.lang}|${query.market}|${query.page}`, () => service.list(query, url)),
    item: (query, url) => keep(`i|${url}|${query.lang}|${query.market}|${query.id}`, () => service.item(query, url)),
  }
}
