/**
 * The stock listing at market scale (ADR 064): generates N vehicles (default 100,000) as a CSV
 * feed, imports it with `importFeed` (time, peak memory), then times `queryListing` for a few
 * typical queries and prints PostgreSQL's EXPLAIN (ANALYZE, BUFFERS) of its statements.
 *
 *   STOCK_BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test tsx bench/stock-listing-explain.ts [rows]
 *   tsx bench/stock-listing-explain.ts --feed stock.csv [rows]     (only writes the feed)
 *
 * It makes a database of its own on that server and drops it at the end. Not part of `npm run
 * bench` (it needs PostgreSQL and takes a minute); run it by hand after a change to the stock
 * schema or the listing query, and update ADR 064's figures.
 */
import { randomBytes } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { once } from 'node:events'
import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import type { Db } from '../src/db/client.server.ts'
import * as schema from '../src/db/schema/index.ts'
import { feedFromFile, importFeed } from '../src/stock/write/import.server.ts'
import { parseListingQuery } from '../src/stock/listing/query.ts'
import { lightListing, queryListing } from '../src/stock/listing/listing.server.ts'

// `--feed FILE [rows]` only writes the feed (for profiling the import by itself).
const feedOnly = process.argv[2] === '--feed' ? process.argv[3]! : null
const rows = Number((feedOnly ? process.argv[4] : process.argv[2]) ?? 100_000)
const adminUrl = process.env.STOCK_BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const LIST = '7a1b2c3d-0000-4000-8000-0000000be4c4'

const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!
function* feedLines(n: number) {
  yield 'vin,state,status,nameplate_brand_name,nameplate_name,nameplate_model_group,production_year,model_year,mileage,power,number_of_seats,engine_type,transmission,color_canonical,color_name,msrp_price,display_price,financing_options.cash,financing_options.lease,financing_options.rent,owner_id,owner_name,price_metadata.NSW,price_metadata.VIC,photos,long_description\n'
  const models = [
    ['E3', 'Hatch'],
    ['E5', 'SUV'],
    ['E7', 'SUV'],
    ['S4', 'Saloon'],
    ['V9', 'Sport'],
    ['X2', 'SUV'],
    ['T8', 'Estate'],
  ] as const
  const states = ['new', 'new', 'used', 'approved', 'demo'] as const
  const statuses = ['stock', 'stock', 'stock', 'available_soon', 'reserved', 'sold', 'in_production', 'on_demand', 'delivery'] as const
  const engines = ['petrol', 'diesel', 'bev', 'hev', 'mhev', 'phev', 'petrol|mhev', 'bev'] as const
  const colours = ['white', 'black', 'silver', 'gray', 'red', 'green', 'bronze', 'blue', 'yellow', 'orange'] as const
  for (let i = 0; i < n; i++) {
    // A cheap deterministic spread (multiplicative hashing) so the columns are not correlated.
    const h = (k: number) => Math.imul(i + 1, 2654435761 + k * 97) >>> 0
    const [model, group] = pick(models, h(1))
    const state = pick(states, h(2))
    const year = 2015 + (h(3) % 12)
    const mileage = state === 'new' ? h(4) % 50 : h(4) % 150_000
    const price = 15_000 + (h(5) % 90_000)
    const colour = pick(colours, h(6))
    yield (
      [
        `BENCH${String(i).padStart(9, '0')}`,
        state,
        pick(statuses, h(7)),
        h(8) % 5 === 0 ? 'Vesta' : 'Aurelia',
        model,
        group,
        year,
        year + (h(9) % 2),
        mileage,
        80 + (h(10) % 300),
        pick([2, 4, 5, 5, 5, 7], h(11)),
        pick(engines, h(12)),
        h(13) % 4 === 0 ? 'manual' : 'auto',
        colour,
        `${colour[0]!.toUpperCase()}${colour.slice(1)} ${pick(['Metallic', 'Pearl', 'Matt', 'Solid'], h(14))}`,
        price + 2000,
        price,
        'true',
        h(15) % 2 === 0 ? 'true' : 'false',
        h(16) % 7 === 0 ? 'true' : 'false',
        `D${String(h(17) % 40).padStart(3, '0')}`,
        'Aurelia Retailer',
        price + 3100,
        price + 2900,
        `/media/stock/${i}-1.jpg|/media/stock/${i}-2.jpg|/media/stock/${i}-3.jpg`,
        '"A well-kept vehicle, one owner, full service history."',
      ].join(',') + '\n'
    )
  }
}

async function writeFeed(path: string, n: number) {
  const out = createWriteStream(path)
  for (const line of feedLines(n)) if (!out.write(line)) await once(out, 'drain')
  out.end()
  await once(out, 'finish')
}

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6

async function main() {
  const name = `forecourt_stock_bench_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const pool = new pg.Pool({ connectionString: url.toString(), max: 4 })
  const dir = await mkdtemp(join(tmpdir(), 'stock-bench-'))
  try {
    const logged: { sql: string; params: unknown[] }[] = []
    const db = drizzle(pool, { schema }) as unknown as Db
    const logging = drizzle(pool, { schema, logger: { logQuery: (sql, params) => logged.push({ sql, params }) } }) as unknown as Db
    await migrate(drizzle(pool, { schema }), { migrationsFolder: 'src/db/migrations' })
    const [site] = await db
      .insert(schema.sites)
      .values({ key: 'bench', name: 'Bench', hostnames: [], basePath: '/', isDefault: true })
      .returning()
    const file = join(dir, 'stock.csv')
    await writeFeed(file, rows)
    // A feed names only the market's retailers (ADR 140): the 40 the rows draw from.
    await db.insert(schema.dealers).values(
      Array.from({ length: 40 }, (_, i) => {
        const code = `D${String(i).padStart(3, '0')}`
        return { siteId: site!.id, code, name: code, state: 'NSW', brands: [] }
      }),
    )

    let peak = 0
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100)
    const before = process.memoryUsage().rss
    const start = process.hrtime.bigint()
    const summary = await importFeed(db, site!.id, feedFromFile(file), { listingKey: LIST })
    clearInterval(sampler)
    console.log(
      `import ${rows} rows: ${(ms(start) / 1000).toFixed(1)} s, rss before ${(before / 2 ** 20).toFixed(0)} MB, peak ${(peak / 2 ** 20).toFixed(0)} MB`,
      { ...summary, errors: summary.errors.length },
    )
    const again = process.hrtime.bigint()
    const second = await importFeed(db, site!.id, feedFromFile(file), { listingKey: LIST, full: true })
    console.log(`re-import (all updates, --full): ${(ms(again) / 1000).toFixed(1)} s`, { ...second, errors: second.errors.length })
    await pool.query('VACUUM ANALYZE')

    const queries = [
      '',
      'sort=priceAsc',
      'state_in=used,approved&mileage_lteq=50000&sort=priceAsc',
      'nameplate_name_in=E5&engine_type_includes=phev,bev&sort=productionYearDesc',
      'filter[nameplate_name_eq]=V9&color_canonical_in=red&items=12',
      'owner_id_in=D001,D002&status_in=stock',
      'page=500&sort=mileageAsc',
      'sort=priceDesc',
      'sort=status',
    ]
    for (const q of queries) {
      const query = parseListingQuery(new URLSearchParams(q))
      // Cold: a new list version each time (facet counts computed); warm: the cached counts.
      const cold: number[] = []
      for (let i = 0; i < 5; i++) {
        await pool.query('UPDATE stock_listings SET updated_at = now()')
        const t = process.hrtime.bigint()
        const page = await queryListing(db, site!.id, LIST, query)
        cold.push(ms(t))
        if (i === 0) console.log(`\n?${q || '(none)'} → total ${page?.meta.total}, ${page?.vehicles.length} on the page`)
      }
      const warm: number[] = []
      for (let i = 0; i < 5; i++) {
        const t = process.hrtime.bigint()
        await queryListing(db, site!.id, LIST, query)
        warm.push(ms(t))
      }
      // The overseas block's default filters (spec 3 §2): five facets instead of eighteen.
      const few: number[] = []
      for (let i = 0; i < 5; i++) {
        await pool.query('UPDATE stock_listings SET updated_at = now()')
        const t = process.hrtime.bigint()
        await queryListing(db, site!.id, LIST, query, {
          facets: ['nameplate_name', 'status', 'production_year', 'engine_type', 'color_name'],
        })
        few.push(ms(t))
      }
      const median = (list: number[]) => [...list].sort((a, b) => a - b)[2]!.toFixed(1)
      console.log(`queryListing median: cold ${median(cold)} ms, cold with 5 facets ${median(few)} ms, cached counts ${median(warm)} ms`)
    }

    if (process.env.STOCK_BENCH_EXPLAIN !== '0') {
      const explained = [
        ['', 'all'],
        ['state_in=used,approved&mileage_lteq=50000&sort=priceAsc', 'all'],
        ['nameplate_name_in=E5&engine_type_includes=phev,bev&sort=productionYearDesc', 'page'],
        ['sort=status', 'page'],
        ['sort=priceDesc', 'page'],
        ['sort=mileageDesc&state_in=used', 'page'],
      ] as const
      for (const [q, which] of explained) {
        logged.length = 0
        await pool.query('UPDATE stock_listings SET updated_at = now()')
        await queryListing(logging, site!.id, LIST, parseListingQuery(new URLSearchParams(q)))
        for (const statement of logged.slice(1)) {
          if (which === 'page' && statement.sql.startsWith('WITH')) continue
          const plan = await pool.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${statement.sql}`, statement.params)
          console.log(`\n=== EXPLAIN ?${q || '(none)'}: ${statement.sql.slice(0, 60)}…`)
          console.log(plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n'))
        }
      }
      // The light call (spec 3 §7 /light): its page and total in one statement.
      for (const q of ['', 'state_in=used,approved&mileage_lteq=50000&sort=priceAsc']) {
        logged.length = 0
        const t = process.hrtime.bigint()
        await lightListing(logging, site!.id, LIST, parseListingQuery(new URLSearchParams(q)))
        console.log(`\nlightListing ?${q || '(none)'}: ${ms(t).toFixed(1)} ms`)
        for (const statement of logged.slice(1)) {
          const plan = await pool.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${statement.sql}`, statement.params)
          console.log(`\n=== EXPLAIN light ?${q || '(none)'}: ${statement.sql.slice(0, 60)}…`)
          console.log(plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n'))
        }
      }
    }
  } finally {
    await pool.end()
    await admin.query(`DROP DATABASE ${name}`)
    await admin.end()
    await rm(dir, { recursive: true, force: true })
  }
}

if (feedOnly) await writeFeed(feedOnly, rows)
else await main()
