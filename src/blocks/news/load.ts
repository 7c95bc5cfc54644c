import { appUrl } from '~/lib/app-base.ts'
import { newsItemAnswerSchema, newsItemPath, newsListPath, newsPageAnswerSchema } from '~/news/answers.ts'
import type { NewsItem, NewsPage } from '~/news/news.ts'

/** How long a visitor waits for the news before the error state shows. */
export const NEWS_LOAD_TIMEOUT_MS = 8000

export type ListOutcome = { kind: 'results'; page: NewsPage } | { kind: 'no-results' } | { kind: 'error' }
export type ItemOutcome = { kind: 'item'; item: NewsItem } | { kind: 'no-results' } | { kind: 'error' }

type Options = { fetchImpl?: typeof fetch; timeoutMs?: number }

async function getJson(
  path: string,
  { fetchImpl = fetch, timeoutMs = NEWS_LOAD_TIMEOUT_MS }: Options,
): Promise<{ status: number; body: unknown }> {
  // NOTE: own timer, not AbortSignal.timeout (ENVIRONMENT.md: collected before it fires on Node 20).
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    const response = await fetchImpl(appUrl(path), { signal: controller.signal, headers: { accept: 'application/json' } })
    return { status: response.status, body: response.status === 200 ? await response.json() : null }
  } finally {
    clearTimeout(timer)
  }
}

/**
 * spec 2 §4 News states: a list page from the content API is results, or no results when it holds
 * no item (also a page past the last); anything else — no answer in time, another status, another
 * shape — is the error state.
 */
export async function loadNewsPage(page: number, options: Options = {}): Promise<ListOutcome> {
  try {
    const { status, body } = await getJson(newsListPath(page), options)
    const answer = status === 200 ? newsPageAnswerSchema.safeParse(body) : null
    if (!answer?.success) return { kind: 'error' }
    return answer.data.data.items.length > 0 ? { kind: 'results', page: answer.data.data } : { kind: 'no-results' }
  } catch {
    return { kind: 'error' }
  }
}

/** A single item: the item, no results for an item the API does not know (404), else the error state. */
export async function loadNewsItem(id: string, options: Options = {}): Promise<ItemOutcome> {
  try {
    const { status, body } = await getJson(newsItemPath(id), options)
    if (status === 404 || status === 400) return { kind: 'no-results' }
    const answer = status === 200 ? newsItemAnswerSchema.safeParse(body) : null
    return answer?.success ? { kind: 'item', item: answer.data.data } : { kind: 'error' }
  } catch {
    return { kind: 'error' }
  }
}
