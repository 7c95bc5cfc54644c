import { appUrl } from '~/lib/app-base.ts'
import type { SearchResult } from '../result.ts'

/** One page of results and the query's total, as GET /api/content/search answers (ADR 114). */
export interface ResultsPage {
  results: SearchResult[]
  total: number
}

async function getJson(path: string, signal: AbortSignal): Promise<unknown> {
  const response = await fetch(appUrl(path), { headers: { accept: 'application/json' }, credentials: 'same-origin', signal })
  if (!response.ok) throw new Error(`search answered ${response.status}`)
  return response.json()
}

/** The autocomplete's suggestions for what the visitor has typed. */
export async function fetchSuggestions(query: string, signal: AbortSignal): Promise<SearchResult[]> {
  const body = (await getJson(`/api/content/search/autocomplete?q=${encodeURIComponent(query)}`, signal)) as { data: SearchResult[] }
  return body.data
}

/** A page of results (from 1). */
export async function fetchResults(query: string, page: number, signal: AbortSignal): Promise<ResultsPage> {
  const body = (await getJson(`/api/content/search?q=${encodeURIComponent(query)}&page=${page}`, signal)) as {
    data: { attributes: SearchResult }[]
    meta: { total: number }
  }
  return { results: body.data.map((item) => item.attributes), total: body.meta.total }
}

/** Whether a query is worth suggesting for: two letters or digits at least. */
export const suggestsFor = (query: string) => (query.match(/[\p{L}\p{N}]/gu) ?? []).length >= 2
