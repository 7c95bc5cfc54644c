/**
 * Time and memory of one stock feed import on PostgreSQL (100,000 rows in ≤ 60 s,
 * memory flat; ADR 065 "Memory"). Imports the feed into a new list, then again with `--full`
 * (every row an update, the retirement pass), sampling the process's memory every 50 ms.
 *
 *   tsx bench/stock-import-memory.ts [rows] [--feed FILE]
 *
 * Without --feed it writes a JSON feed of `rows` demo vehicles (demo/write-stock-feed.ts, in a
 * child process so the generator's memory is not counted); `tsx bench/stock-listing-explain.ts
 * --feed FILE.csv N` writes a CSV one. STOCK_BENCH_DATABASE_URL (default the local test server)
 * names the server; the script makes a database of its own there and drops it at the end.
 */
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import type { Db } from '../src/db/client.server.ts'
import { UK_STOCK_MARKET } from '../demo/stock.ts'
import * as schema from '../src/db/schema/index.ts'
import { feedFromFile, importFeed, type ImportOptions } from '../src/stock/write/import.server.ts'

const { values, positionals } = parseArgs({ allowPositionals: true, options: { feed: { type: 'string' } } })
const rows = Number(positionals[0] ?? 100_000)
const adminUrl = process.env.STOCK_BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const LIST = '7a1b2c3d-0000-4000-8000-00000000e3e0'
const MB = 2 ** 20

/** Runs `work`, sampling memory; resolves to its seconds and the peaks seen (MB). */
async function measured<T>(work: () => Promise<T>) {
  const peak = { rss: 0, heapUsed: 0, external: 0 }
  const sample = () => {
    const m = process.memoryUsage()
    peak.rss = Math.max(peak.rss, m.rss / MB)
    peak.heapUsed = Math.max(peak.heapUsed, m.heapUsed / MB)
    peak.external = Math.max(peak.external, (m.external + m.arrayBuffers) / MB)
  }
  const sampler = setInterval(sample, 50)
  const start = performance.now()
  try {
    const result = await work()
    sample()
    return { result, seconds: (performance.now() - start) / 1000, peak }
  } finally {
    clearInterval(sampler)
  }
}

const dir = await mkdtemp(join(tmpdir(), 'stock-import-memory-'))
const file = values.feed ?? join(dir, 'stock.json')
if (!values.feed) execFileSync('npx', ['tsx', 'demo/write-stock-feed.ts', file, '--count', String(rows)], { stdio: 'inherit' })

const name = `forecourt_import_memory_${randomBytes(4).toString('hex')}`
const admin = new pg.Client({ connectionString: adminUrl })
await admin.connect()
await admin.query(`CREATE DATABASE ${name}`)
const url = new URL(adminUrl)
url.pathname = `/${name}`
const pool = new pg.Pool({ connectionString: url.toString(), max: 2 })
try {
  const db = drizzle(pool, { schema }) as unknown as Db
  await migrate(drizzle(pool), { migrationsFolder: 'src/db/migrations' })
  const [site] = await db
    .insert(schema.sites)
    .values({ key: 'bench', name: 'Bench', hostnames: [], basePath: '/', isDefault: true })
    .returning()
  // A feed names only the market's retailers (ADR 140): the demo's, whose feed this is (a --feed
  // of its own names them too).
  await db
    .insert(schema.dealers)
    .values(UK_STOCK_MARKET.retailers.map((r) => ({ siteId: site!.id, code: r.code, name: r.name, state: r.state, brands: [] })))
  const run = async (label: string, options: Omit<ImportOptions, 'listingKey'>) => {
    global.gc?.()
    const before = process.memoryUsage().rss / MB
    const { result, seconds, peak } = await measured(() => importFeed(db, site!.id, feedFromFile(file), { listingKey: LIST, ...options }))
    const { errors, ...counts } = result
    console.log(
      `${label}: ${seconds.toFixed(1)} s; RSS ${before.toFixed(0)} MB before, peak ${peak.rss.toFixed(0)} MB; ` +
        `peak heap used ${peak.heapUsed.toFixed(0)} MB, external ${peak.external.toFixed(0)} MB`,
      { ...counts, listing: undefined, errors: errors.length },
    )
  }
  console.log(`feed ${file}, node ${process.version}`)
  await run('import (all new)', {})
  await run('import again --full (all updates)', { full: true })
} finally {
  await pool.end()
  await admin.query(`DROP DATABASE ${name}`)
  await admin.end()
  await rm(dir, { recursive: true, force: true })
}
