import { z } from 'zod'
import { queryWholeNumber } from '~/lib/list-query.ts'
import { unstorableText } from '~/lib/storable.ts'
import { queryTerms, type QueryTerm } from './normalise.ts'

/** A query longer than this is refused (400): no visitor types more into a search box. */
export const MAX_QUERY_LENGTH = 200
/** Results per page of the results list. */
export const RESULTS_PAGE_SIZE = 10
/** The last results page a visitor may ask for: deep pages cost as much and nobody reads them. */
export const MAX_RESULTS_PAGE = 20
/** Suggestions the autocomplete offers. */
export const SUGGESTIONS = 6

const queryText = z
  .string()
  .max(MAX_QUERY_LENGTH, `must be at most ${MAX_QUERY_LENGTH} characters`)
  .superRefine((text, context) => {
    const problem = unstorableText(text)
    if (problem) context.addIssue({ code: 'custom', message: problem })
  })

/** GET …/search?q=&page= (ADR 114). */
export const searchQuerySchema = z.object({
  q: queryText,
  page: queryWholeNumber(1, MAX_RESULTS_PAGE, 1),
})
/** GET …/search/autocomplete?q= (ADR 114). */
export const autocompleteQuerySchema = z.object({ q: queryText })
export type SearchQuery = z.infer<typeof searchQuerySchema>

/**
 * What the database is asked (ADR 114): a page matches when every word is a substring of its
 * folded title or description (spec 1 §2: substring matching), or when every word begins a word
 * of its text (full text, the market's language and unstemmed). One-letter words would begin
 * nearly every word of a market, so they only take part in substring matching unless the query
 * has nothing else.
 */
export interface SearchPlan {
  /** Each word as a LIKE pattern on the compact title and description keys. */
  substrings: string[]
  /** Words for the full-text prefix query (with their punctuated parts); empty = no full-text part. */
  prefixes: QueryTerm[]
}

/** The plan of a query, or null when it has no letter or digit (nothing to look for). */
export function searchPlan(query: string): SearchPlan | null {
  const terms = queryTerms(query)
  if (terms.length === 0) return null
  return {
    substrings: terms.map((term) => `%${term.word}%`),
    prefixes: terms.filter((term) => [...term.word].length > 1),
  }
}

/**
 * The PostgreSQL text-search configuration of a market's language code (`languageCode` of
 * general.language): the Snowball stemmers both PostgreSQL 15+ and PGlite have; 'simple' (no
 * stemming, no stop words) for any other language, e.g. Hebrew or Croatian.
 *
 * @example textSearchConfig('ar') // → 'arabic'
 */
export function textSearchConfig(code: string): string {
  return TEXT_SEARCH_CONFIGS[code] ?? 'simple'
}

const TEXT_SEARCH_CONFIGS: Record<string, string> = {
  ar: 'arabic',
  da: 'danish',
  de: 'german',
  el: 'greek',
  en: 'english',
  es: 'spanish',
  fi: 'finnish',
  fr: 'french',
  ga: 'irish',
  hu: 'hungarian',
  id: 'indonesian',
  it: 'italian',
  lt: 'lithuanian',
  nb: 'norwegian',
  ne: 'nepali',
  nl: 'dutch',
  nn: 'norwegian',
  no: 'norwegian',
  pt: 'portuguese',
  ro: 'romanian',
  ru: 'russian',
  sv: 'swedish',
  ta: 'tamil',
  tr: 'turkish',
}
