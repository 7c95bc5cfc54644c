import * as g from '~/lib/guards.ts'
import type { NewsItem, NewsPage } from './news.ts'

/**
 * The content API's news answers (GET /api/content/news, /api/content/news/{id}; ADR 165) as the
 * block reads them in the browser: the shape of `newsPageSchema` and `newsItemSchema` (news.ts) in
 * `{ data: … }`, unknown keys dropped. NOTE: small guards, not zod: visitors' pages load no zod
 * (ADR 145); the server keeps its zod schemas, and `answers.test.ts` holds the two to one answer.
 */

/** An image address the page may show: a path of this site or an https URL, else none. */
export const shownImage = (value: string | null | undefined): string | null =>
  value && (/^\/(?!\/)/.test(value) || /^https:\/\//i.test(value)) ? value : null

const text = (max: number) => g.string({ trim: true, max })
const summary = {
  id: g.string({ trim: true, min: 1, max: 200 }),
  title: g.string({ trim: true, min: 1, max: 300 }),
  summary: g.withDefault(text(1000), ''),
  date: text(40),
  image: g.transform(g.maybe(g.string({ max: 2048 })), shownImage),
  image_alt: g.transform(g.maybe(text(300)), (value) => value ?? ''),
}
const newsPage = g.object({
  items: g.array(g.object(summary), { max: 100 }),
  page: g.int({ min: 1 }),
  pages: g.int({ min: 0 }),
  total: g.int({ min: 0 }),
})
const newsItem = g.object({ ...summary, body: g.withDefault(g.array(text(10_000), { max: 200 }), []) })

export const newsPageAnswerSchema: g.Guard<{ data: NewsPage }> = g.object({ data: newsPage })
export const newsItemAnswerSchema: g.Guard<{ data: NewsItem }> = g.object({ data: newsItem })

export const newsListPath = (page: number) => `/api/content/news?page=${page}`
export const newsItemPath = (id: string) => `/api/content/news/${encodeURIComponent(id)}`
