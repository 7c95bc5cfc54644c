/**
 * The site search's speed goal (docs/benchmarks.md "Site search", ADR 114): p95 ≤ 30 ms at 10,000
 * published pages on PostgreSQL. In process, through the content API (`GET /api/content/search`
 * and `/search/autocomplete` on the Hono app, as a visitor's request runs them, without the HTTP
 * socket), with the answers' cache off (CACHE_OFF=search: every request queries) and then on.
 * 10,000 generated pages (~300 words each: a title, a description, a banner, a quote and an
 * accordion of three items) are written in batches and indexed with `reindexSite`, whose time is
 * reported too. The query mix: a word in a third of the pages, a rarer word, a rare one, a
 * three-letter prefix, a substring inside a title word, two words, a punctuated word, a word and a
 * one-letter word, and no match.
 *
 * PostgreSQL when TEST_DATABASE_URL or DATABASE_URL is set (a database of its own, made and dropped
 * here), and PGlite in a temporary DATA_DIR; BENCH_SEARCH_ENGINES=pglite|postgres runs one. The
 * goal is PostgreSQL's: PGlite's figures are reported beside it.
 *
 *   npm run bench:search       alone
 *   npm run bench              after the home page's and the stock locator's goals (searchBench)
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import pg from 'pg'
import { openDatabase, type Database } from '../src/db/client.server.ts'
import { blocks, pages } from '../src/db/schema/index.ts'
import { reindexSite } from '../src/search/index.server.ts'
import { createApp } from '../src/server/app.server.ts'
import { createServices, ensureDefaultSite } from '../src/server/boot.server.ts'

const PAGES = Number(process.env.BENCH_SEARCH_PAGES ?? 10_000)
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 30)
const GOAL_P95_MS = 30
const BATCH = 500

// A deterministic text generator: the same pages every run.
let seed = 42
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
const syllables = [
  'ka',
  'ro',
  'len',
  'tur',
  'mi',
  'sa',
  'vel',
  'dor',
  'an',
  'qui',
  'ber',
  'to',
  'ix',
  'ul',
  'mon',
  'ter',
  'pa',
  'gri',
  'es',
  'lo',
]
const vocabulary = Array.from({ length: 3000 }, () =>
  Array.from({ length: 2 + Math.floor(random() * 3) }, () => syllables[Math.floor(random() * syllables.length)]).join(''),
)
// Zipf-like: early words are common.
const word = () => vocabulary[Math.floor(vocabulary.length * random() ** 3)]!
const words = (n: number) => Array.from({ length: n }, word).join(' ')
const CAR_WORDS = ['electric', 'hybrid', 'saloon', 'estate', 'warranty', 'finance', 'charging', 'e-Tron', 'São Paulo', 'Crème']
const sentence = (n: number) => {
  const text = words(n).split(' ')
  if (random() < 0.06) text.splice(Math.floor(random() * text.length), 0, 'electric')
  if (random() < 0.01) text.splice(Math.floor(random() * text.length), 0, CAR_WORDS[Math.floor(random() * CAR_WORDS.length)]!)
  return text.join(' ')
}

async function seedPages(database: Database, siteId: number) {
  const { db } = database
  for (let start = 0; start < PAGES; start += BATCH) {
    const rows = await db
      .insert(pages)
      .values(
        Array.from({ length: Math.min(BATCH, PAGES - start) }, (_, i) => ({
          siteId,
          path: `/p/${start + i}/${words(2).replace(/ /g, '-')}`,
          title: `${words(2)} ${start + i === 7 ? 'Crossover' : words(1)}`.replace(/^./, (c) => c.toUpperCase()),
          metaDescription: sentence(14),
        })),
      )
      .returning({ id: pages.id })
    await db.insert(blocks).values(
      rows.flatMap(({ id }) => [
        { pageId: id, template: 'hero-title-banner', position: 0, fields: { heading: sentence(5), paragraph: sentence(25) }, groups: [] },
        { pageId: id, template: 'quote', position: 1, fields: { quote: sentence(40) }, groups: [] },
        {
          pageId: id,
          template: 'accordion',
          position: 2,
          fields: {},
          groups: [0, 1, 2].map(() => ({ accordion_title: sentence(4), accordion_content: `<p>${sentence(70)}</p>` })),
        },
      ]),
    )
  }
  const started = performance.now()
  const indexed = await database.db.transaction((tx) => reindexSite(tx, siteId))
  return { indexed, seconds: (performance.now() - started) / 1000 }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

/** Measures one engine; returns the uncached results' p95. */
async function measure(engine: 'postgres' | 'pglite', url?: string): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-bench-search-'))
  const database = openDatabase({ url, dataDir })
  try {
    await database.migrate()
    const siteId = await ensureDefaultSite(database)
    const seeded = await seedPages(database, siteId)
    const services = createServices(database, dataDir, {})
    const app = createApp({ services })
    const common = vocabulary[0]!
    const rare = vocabulary[vocabulary.length - 1]!
    const queries = [
      'electric',
      common,
      vocabulary[200]!,
      rare,
      common.slice(0, 3),
      'ossov',
      `electric ${vocabulary[50]}`,
      'e-tron',
      `x ${vocabulary[10]}`,
      'qqqzzz',
      'sao paulo',
    ]
    const timings: Record<string, number[]> = {}
    const run = async (label: string, path: string) => {
      const started = performance.now()
      const response = await app.request(path, { headers: { host: 'localhost' } })
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`)
      await response.arrayBuffer()
      ;(timings[label] ??= []).push(performance.now() - started)
    }
    const totals: Record<string, number> = {}
    for (const q of queries) {
      const response = await app.request(`/api/content/search?q=${encodeURIComponent(q)}`, { headers: { host: 'localhost' } })
      totals[q] = ((await response.json()) as { meta: { total: number } }).meta.total
    }
    for (const cache of ['off', 'on'] as const) {
      process.env.CACHE_OFF = cache === 'off' ? 'search' : ''
      for (let round = 0; round < ROUNDS; round++)
        for (const q of queries) {
          await run(`results, cache ${cache}`, `/api/content/search?q=${encodeURIComponent(q)}&page=${1 + (round % 2)}`)
          await run(`autocomplete, cache ${cache}`, `/api/content/search/autocomplete?q=${encodeURIComponent(q)}`)
        }
    }
    console.log(`\n${engine}: ${seeded.indexed} pages indexed in ${seeded.seconds.toFixed(1)} s`)
    console.log(`  matches: ${queries.map((q) => `${q} ${totals[q]}`).join(', ')}`)
    for (const [label, values] of Object.entries(timings))
      console.log(
        `  ${label.padEnd(24)} p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms (${values.length} requests)`,
      )
    const p95 = percentile(timings['results, cache off']!, 95)
    console.log(`  goal: results p95 ≤ ${GOAL_P95_MS} ms uncached: ${p95 <= GOAL_P95_MS ? 'met' : 'MISSED'} (${p95.toFixed(1)} ms)`)
    await services.jobs.stop({ timeoutMs: 1000 }).catch(() => {})
    return p95
  } finally {
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/**
 * The search goal on PostgreSQL (with PGlite's figures beside it): met when PostgreSQL's uncached
 * p95 is within the goal; not measured, and so not met, without a PostgreSQL to measure on.
 */
export async function searchBench(): Promise<{ met: boolean }> {
  console.log('\n## Site search')
  const postgresUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL
  const only = process.env.BENCH_SEARCH_ENGINES
  let postgresP95: number | null = null
  if (postgresUrl && only !== 'pglite') {
    const name = `forecourt_bench_search_${process.pid}`
    const admin = new pg.Client({ connectionString: postgresUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    try {
      const url = new URL(postgresUrl)
      url.pathname = `/${name}`
      postgresP95 = await measure('postgres', url.toString())
    } finally {
      // BENCH_SEARCH_KEEP=1 keeps the database to look into (EXPLAIN); its name is printed.
      if (process.env.BENCH_SEARCH_KEEP) console.log(`kept database ${name}`)
      else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end()
    }
  } else if (only !== 'pglite') console.log('PostgreSQL skipped: set DATABASE_URL or TEST_DATABASE_URL; the goal is not measured')
  if (only !== 'postgres') await measure('pglite')
  return { met: postgresP95 !== null && postgresP95 <= GOAL_P95_MS }
}

// `npm run bench:search`: alone.
if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  const { met } = await searchBench()
  process.exit(met || process.env.BENCH_SEARCH_ENGINES === 'pglite' ? 0 : 1)
}
