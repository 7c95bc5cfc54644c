import { sql, type SQL } from 'drizzle-orm'
import { LRUCache } from 'lru-cache'
import { z } from 'zod'
import { prepareStatement, type Database } from '~/db/client.server.ts'
import { cacheLayerOn } from '~/lib/cache-layers.ts'
import { readSetting, readSettingJson } from '~/settings/keys.ts'
import type { SettingMap } from '~/settings/settings.ts'
import type { Site } from '~/sites/sites.ts'
import { languageCode } from '~/i18n/language.ts'
import { namespaceTexts } from '~/i18n/catalogue.server.ts'
import { format } from '~/i18n/messages.ts'
import { marketLanguage } from '~/settings/market-language.ts'
import { stockPagePath } from '~/stock/rules/back-button.ts'
import { postcodeSearchOn } from '~/stock/rules/postcode-search-setting.ts'
import type { SearchResult } from './result.ts'
import { queryTerms, type QueryTerm } from './normalise.ts'
import { RESULTS_PAGE_SIZE, searchPlan, SUGGESTIONS, textSearchConfig, type SearchPlan } from './query.ts'
import { createMarketStockReader } from './stock-results.server.ts'
import { stockResults } from './stock-results.ts'

export interface SearchAnswer {
  results: SearchResult[]
  /** How many results the query has in all ("Showing {resultNumber} results", spec 1 §2). */
  total: number
}

/** An answer of the pages alone, with the addresses of those the query found in their titles. */
interface PagesAnswer extends SearchAnswer {
  titled: string[]
}

/** Up to how many words a query's statement is prepared by name, so planned once per connection. */
const NAMED_SHAPE_WORDS = 3

/** Answers a process keeps, over all markets: typed queries repeat (popular terms, autocomplete). */
const REMEMBERED_ANSWERS = 1_000

/**
 * spec 1 §2 Site search over a market's index (ADR 114). `search.index_paths`, when set, is a
 * JSON list of path patterns ('*' any characters, e.g. ["/models/*", "/offers"]) that results must
 * match; unset, every searchable page counts.
 */
export const indexPathsSchema = z.array(z.string().max(300)).max(100).nullable()

/** A path pattern as a LIKE pattern: '*' any characters, the rest literal. */
export const likePattern = (pattern: string) => pattern.replace(/[\\%_]/g, (c) => `\\${c}`).replaceAll('*', '%')

export type SearchService = ReturnType<typeof createSearchService>

export function createSearchService(database: Database) {
  const { db } = database
  // NOTE: keyed by the market's content revision, which every publish bumps (ADR 034), so an
  // answer never outlives the content it was read from; bounded, since any visitor can type anything.
  const answers = new LRUCache<string, PagesAnswer>({ max: REMEMBERED_ANSWERS })

  async function run(site: Site, settings: SettingMap, query: string, limit: number, offset: number): Promise<PagesAnswer> {
    const plan = searchPlan(query)
    if (!plan) return { results: [], total: 0, titled: [] }
    const config = textSearchConfig(languageCode(readSetting(settings, 'general.language')))
    const paths = readSettingJson(settings, 'search.index_paths', indexPathsSchema, null)
    const key = `${site.id}:${site.contentRevision}:${config}:${JSON.stringify(paths)}:${plan.substrings.join(' ')}:${limit}:${offset}`
    const kept = cacheLayerOn('search') ? answers.get(key) : undefined
    if (kept) return kept
    const answer = await query_(site.id, config, plan, paths, limit, offset)
    if (cacheLayerOn('search')) answers.set(key, answer)
    return answer
  }

  async function query_(
    siteId: number,
    config: string,
    plan: SearchPlan,
    paths: string[] | null,
    limit: number,
    offset: number,
  ): Promise<PagesAnswer> {
    const patterns = sql`${toArray(plan.substrings)}::text[]`
    const inPaths = paths ? sql`AND url LIKE ANY (${toArray(paths.map(likePattern))}::text[])` : sql``
    const inText = sql`(title_key || ' ' || description_key) LIKE ALL (${patterns})`
    // The full-text arm takes only what the substring arm did not, so the two never overlap and
    // need no merging; a page it finds matches neither in its title nor its description.
    const fullText =
      plan.prefixes.length > 0
        ? sql`UNION ALL SELECT id, url, title, description, false, false FROM search_entries
            WHERE site_id + 0 = ${siteId} AND terms @@ ${tsQuery(config, plan.prefixes)} AND NOT ${inText} ${inPaths}`
        : sql``
    // NOTE: the planner's guess for a prefix query is crude, and for a common word it chooses to
    // read every entry's (out-of-line, ~5 KB) lexemes, by a scan or through the site's index,
    // over the GIN index, which answers without reading them: several times slower at 10,000
    // pages (docs/benchmarks.md "Site search"). So scans are off for this one statement and the
    // full-text arm's `site_id + 0` keeps the site's index out of it. With the plan so fixed, it is
    // planned once per connection (a named statement per shape of query, on a generic plan): the
    // planner spent ~7 ms estimating each query's words. Each arm carries the columns the page
    // shows and sorts by, so the matches are counted and the page sorted without reading them again.
    const statement = prepareStatement(
      'search',
      sql`WITH matched AS MATERIALIZED (
        SELECT id, url, title, description, title_key LIKE ALL (${patterns}) AS in_title, true AS in_text
        FROM search_entries WHERE site_id = ${siteId} AND ${inText} ${inPaths}
        ${fullText}
      )
      SELECT url, title, description, in_title, (SELECT count(*) FROM matched) AS total
      FROM matched
      ORDER BY in_title DESC, in_text DESC, length(url), title, id
      LIMIT ${limit} OFFSET ${offset}`,
    )
    type Row = { url: string; title: string; description: string; in_title: boolean; total: string | number }
    const rows = await database.transaction(async (session) => {
      await session.query(`SELECT set_config('enable_seqscan', 'off', true), set_config('plan_cache_mode', 'force_generic_plan', true)`, [])
      // Named only for the shapes of up to NAMED_SHAPE_WORDS words (60 statements a connection at
      // most: 15 word shapes, with or without index paths, stemmed or 'simple'): a visitor choosing
      // words cannot fill the database's memory with plans.
      return plan.prefixes.length <= NAMED_SHAPE_WORDS
        ? session.executePrepared<Row>(statement, {})
        : session.query<Row>(statement.text, statement.params)
    })
    return {
      total: rows.length > 0 ? Number(rows[0]!.total) : offset > 0 ? await countOnly(siteId, config, plan, paths) : 0,
      results: rows.map((row) => ({ kind: 'page' as const, title: row.title, description: row.description, url: row.url })),
      titled: rows.filter((row) => row.in_title).map((row) => row.url),
    }
  }

  /** The total of a page past the last result (the count has no row to ride on). */
  async function countOnly(siteId: number, config: string, plan: SearchPlan, paths: string[] | null) {
    return (await query_(siteId, config, plan, paths, 1, 0)).total
  }

  const marketStock = createMarketStockReader(db)

  /**
   * The models and retailers the query names (ADR 114), shown above the pages on the first page;
   * `titled` are the pages it found by their titles, whose model pages name their models too (a
   * model page that merely mentions the word names nothing).
   */
  async function stockPart(site: Site, settings: SettingMap, query: string, titled: readonly string[]): Promise<SearchResult[]> {
    const words = queryTerms(query).map((term) => term.word)
    if (words.length === 0) return []
    const texts = namespaceTexts('search', marketLanguage(settings))
    return stockResults(words, await marketStock(site), {
      pagesFound: titled,
      language: readSetting(settings, 'general.language'),
      stockPage: stockPagePath(settings),
      retailersListed: postcodeSearchOn(settings),
      texts: {
        kindModel: texts.kindModel,
        kindRetailer: texts.kindRetailer,
        modelInStock: (count) => format(texts.modelInStock, { count }),
        retailerCars: (address) => format(texts.retailerCars, { address }),
      },
    })
  }

  return {
    /**
     * One page of results, best first: on the first page the models and retailers the query
     * names, then pages: title matches, then description matches, then the rest. The total
     * counts both.
     */
    async results(site: Site, settings: SettingMap, query: string, page: number): Promise<SearchAnswer> {
      const pages = await run(site, settings, query, RESULTS_PAGE_SIZE, (page - 1) * RESULTS_PAGE_SIZE)
      // Every page's total counts the first page's stock results, found beside its pages (kept answers).
      const first = page === 1 ? pages : await run(site, settings, query, RESULTS_PAGE_SIZE, 0)
      const stock = await stockPart(site, settings, query, first.titled)
      return { results: page === 1 ? [...stock, ...pages.results] : pages.results, total: stock.length + pages.total }
    },
    /** The first few results, for the autocomplete: models and retailers first. */
    async suggestions(site: Site, settings: SettingMap, query: string): Promise<SearchResult[]> {
      const pages = await run(site, settings, query, SUGGESTIONS, 0)
      const stock = await stockPart(site, settings, query, pages.titled)
      return [...stock, ...pages.results].slice(0, SUGGESTIONS)
    },
  }
}

/** A text array parameter, the same on both drivers. */
const toArray = (values: readonly string[]): SQL => sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`}`

/**
 * Every word must begin a word of the page, in the market's configuration (stemmed) or unstemmed:
 * `(config 'w':* || simple 'w':*) && …`; a punctuated word may also be its parts in a row
 * ('sao' & 'paulo':*). The words are folded letters and digits only, safe in to_tsquery's syntax.
 */
function tsQuery(config: string, terms: readonly QueryTerm[]): SQL {
  const either = (text: string) =>
    config === 'simple'
      ? sql`to_tsquery('simple', ${text})`
      : sql`to_tsquery(${config}::regconfig, ${text}) || to_tsquery('simple', ${text})`
  const parts = terms.map((term) =>
    term.parts.length > 1
      ? sql`(${either(`${term.word}:*`)} || ${either(`${term.parts.join(' & ')}:*`)})`
      : sql`(${either(`${term.word}:*`)})`,
  )
  return sql`(${sql.join(parts, sql` && `)})`
}
