/**
 * The regional news rules of spec 2 (§2 Screens and routes, §5 Validation rules, §9 News) as pure
 * functions: the API's locale and market, the pagination text, the page a visitor last saw on a
 * list page and the single item's back link. Client-safe: the block and the API both use them.
 */

/** spec 2 §5: the news API's locales. */
export const NEWS_LOCALES = ['en', 'ar', 'fr', 'ge', 'ru'] as const
export type NewsLocale = (typeof NEWS_LOCALES)[number]

/** spec 2 §5: the news API's markets. */
export const NEWS_MARKETS = [
  'DZ', 'AM', 'KZ', 'IR', 'BH', 'JO', 'YE', 'QA', 'AE', 'TN', 'OM', 'AZ', 'GE', 'EG', 'IQ', 'KW', 'LB', 'MA', 'PS', 'SA',
] as const // prettier-ignore
export type NewsMarket = (typeof NEWS_MARKETS)[number]

/** spec 2 §9 News: dates are written in en-GB; NOTE numeric, so an Arabic page shows no English month (ADR 165). */
export const NEWS_DATE_LOCALE = 'en-GB'

/**
 * spec 2 §5: the news locale is one of en, ar, fr, ge, ru, else en. Read from a language code
 * such as `ar_AE`, `ar-AE` or `AR` (the part before the region, lower-cased).
 * @example newsLocale('ar_AE') // → 'ar'
 * @example newsLocale('de') // → 'en'
 */
export function newsLocale(language: string | null | undefined): NewsLocale {
  const code = (language ?? '').trim().split(/[-_]/)[0]!.toLowerCase()
  return (NEWS_LOCALES as readonly string[]).includes(code) ? (code as NewsLocale) : 'en'
}

/**
 * spec 2 §5: the news market is one of the listed country codes (case-insensitive), else AE.
 * @example newsMarket(' sa ') // → 'SA'
 * @example newsMarket('GB') // → 'AE'
 */
export function newsMarket(code: string | null | undefined): NewsMarket {
  const upper = (code ?? '').trim().toUpperCase()
  return (NEWS_MARKETS as readonly string[]).includes(upper) ? (upper as NewsMarket) : 'AE'
}

/**
 * spec 2 §3.12 MENA News pagination_text: every '%' becomes the number of pages.
 * @example paginationText('of %', 5) // → 'of 5'
 */
export function paginationText(template: string, pages: number): string {
  return template.replaceAll('%', String(pages))
}

/**
 * A page number from a URL's `currentPage` (spec 2 §2): a whole number from 1, else 1.
 * @example pageFromQuery('?currentPage=3') // → 3
 */
export function pageFromQuery(search: string): number {
  const value = new URLSearchParams(search).get(CURRENT_PAGE_PARAM)
  if (!value || !/^\d{1,6}$/.test(value)) return 1
  return Math.max(1, Number(value))
}

/** The query parameter of a news list page (spec 2 §2: {path}?currentPage={n}). */
export const CURRENT_PAGE_PARAM = 'currentPage'
/** The query parameter of the single item view (ADR 165: the spec names no address for it). */
export const NEWS_ITEM_PARAM = 'article'

/** Where the visited pages are remembered in the browser (spec 2 §3.12 "Visited news page: path, page"). */
export const VISITED_NEWS_PAGES_KEY = 'visited_news_pages'

/** The visited pages: page number by list path (spec 2 §2: remembered per path). */
export type VisitedNewsPages = Readonly<Record<string, number>>

/** Reads the stored visited pages; anything unreadable is none. */
export function readVisitedPages(stored: string | null): VisitedNewsPages {
  if (!stored) return {}
  try {
    const value: unknown = JSON.parse(stored)
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {}
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, number] => Number.isInteger(entry[1]) && (entry[1] as number) >= 1),
    )
  } catch {
    return {}
  }
}

/** The visited pages after a visitor saw page `page` of the list at `path`. */
export function rememberVisitedPage(pages: VisitedNewsPages, path: string, page: number): VisitedNewsPages {
  return { ...pages, [path]: page }
}

/**
 * spec 2 §2: the single item's back link goes to {path}?currentPage={n} when a page number was
 * recorded for the path, otherwise to the path itself.
 * @example backLink('/news', { '/news': 2 }) // → '/news?currentPage=2'
 */
export function backLink(path: string, visited: VisitedNewsPages): string {
  const page = Object.hasOwn(visited, path) ? visited[path] : undefined
  return page ? `${path}?${CURRENT_PAGE_PARAM}=${page}` : path
}

/** The single item's address: the list's path with the item's id (ADR 165). */
export function itemLink(path: string, id: string): string {
  return `${path}?${NEWS_ITEM_PARAM}=${encodeURIComponent(id)}`
}

const newsDateFormat = new Intl.DateTimeFormat(NEWS_DATE_LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' })

/**
 * A news date as spec 2 §9 writes it: en-GB, numeric (day/month/year); an unreadable date is ''.
 * @example newsDate('2026-11-03T09:00:00Z') // → '03/11/2026'
 */
export function newsDate(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return newsDateFormat.format(date)
}
