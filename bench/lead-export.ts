/**
 * `node --expose-gc --import tsx bench/lead-export.ts` (the leads' export goal): a lead export of 100,000 leads
 * streams (memory flat) and finishes in ≤ 60 s, on PostgreSQL. It makes a database of its own,
 * fills a form with 10,000 and then 100,000 leads, runs the export job's handler (as the worker
 * does, with the media store in a temporary folder) for CSV and XLSX, and reports the time, the
 * file's size and the process's resident memory: at the start and its peak during the export.
 * With --expose-gc each export runs a second time, collecting garbage at each progress report
 * (every 1,000 leads), and reports the most memory still referenced then. Flat memory: the figures for 100,000 leads are those for 10,000. Exits 1 when the
 * 100,000-lead CSV takes over 60 s. Needs PostgreSQL (TEST_DATABASE_URL or
 * postgres://postgres@127.0.0.1:5432/test).
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import pg from 'pg'
import { openDatabase } from '~/db/client.server.ts'
import { leadExports, leads } from '~/db/schema/index.ts'
import { runLeadExport } from '~/forms/exports.server.ts'
import type { RunningJob } from '~/jobs/queue.server.ts'
import { createLocalMediaStore } from '~/media/local-store.server.ts'
import { ensureDefaultSite } from '~/server/boot.server.ts'
import { insertForm } from '~/test/lead-fixtures.ts'

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const GOAL_SECONDS = 60

async function admin(text: string) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}

const name = `forecourt_bench_export_${randomBytes(4).toString('hex')}`
await admin(`CREATE DATABASE ${name}`)
const url = new URL(adminUrl)
url.pathname = `/${name}`
const database = openDatabase({ url: url.href, dataDir: tmpdir() })
const folder = mkdtempSync(join(tmpdir(), 'forecourt-bench-export-'))
const media = createLocalMediaStore(folder)
let failed = false

try {
  await database.migrate()
  const siteId = await ensureDefaultSite(database)
  const form = await insertForm(database.db, siteId, 'Test drive', [
    {
      fields: [
        { id: 'name', type: 'text', label: 'Full name' },
        { id: 'email', type: 'email', label: 'E-mail' },
        { id: 'phone', type: 'phone', label: 'Phone' },
        { id: 'model', type: 'select', label: 'Model', options: [{ label: 'E5', value: 'e5' }] },
        { id: 'message', type: 'textarea', label: 'Message' },
        { id: 'consent', type: 'consent', label: 'I agree to be contacted' },
      ],
    },
  ])

  let filled = 0
  async function fillTo(count: number) {
    // A few hundred characters per lead, as a filled test-drive form has.
    await database.db.execute(sql`
      INSERT INTO leads (site_id, form_id, form_version, data, additional_data, email, idempotency_key, created_at)
      SELECT ${siteId}, ${form.id}, 1,
        jsonb_build_object('name', 'Person ' || g, 'email', 'person' || g || '@example.com', 'phone', '+4420794' || lpad((g % 100000)::text, 5, '0'),
          'model', 'e5', 'message', 'I would like a test drive on a weekday morning, please. ' || repeat('Thank you. ', 10), 'consent', true),
        '{"menaTabs":"sales","utm_source":"newsletter"}'::jsonb, 'person' || g || '@example.com', 'bench-' || g,
        now() - (g || ' seconds')::interval
      FROM generate_series(${filled + 1}::int, ${count}::int) AS g`)
    filled = count
    await database.db.execute(sql`ANALYZE leads`)
  }

  /** One export: its time and peak RSS; with `collect`, instead the most memory referenced after a collection. */
  async function measure(format: 'csv' | 'xlsx', collect = false) {
    const [row] = await database.db.insert(leadExports).values({ siteId, formId: form.id, format, query: {} }).returning()
    global.gc?.()
    const live = () => process.memoryUsage().heapUsed + process.memoryUsage().external
    const before = process.memoryUsage().rss
    const liveBefore = live()
    let peak = before
    let livePeak = liveBefore
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20)
    const job: RunningJob<{ exportId: number }> = {
      id: randomBytes(16).toString('hex'),
      payload: { exportId: row!.id },
      attempt: 1,
      lastAttempt: true,
      signal: new AbortController().signal,
      // Every 1,000 leads: what is still referenced after a collection (with --expose-gc).
      progress: async () => {
        if (!collect) return
        global.gc!()
        livePeak = Math.max(livePeak, live())
      },
    }
    const started = performance.now()
    await runLeadExport({ database, media }, job)
    const seconds = (performance.now() - started) / 1000
    clearInterval(sampler)
    const [done] = await database.db.select().from(leadExports).where(eq(leadExports.id, row!.id))
    const file = await media.openFile(done!.fileKey!)
    await file!.stream.cancel()
    const mb = (bytes: number) => bytes / 2 ** 20
    return { format, rows: done!.rows!, seconds, before: mb(before), peak: mb(peak), live: mb(livePeak - liveBefore), size: mb(file!.size) }
  }

  const results = []
  for (const count of [10_000, 100_000]) {
    await fillTo(count)
    for (const format of ['csv', 'xlsx'] as const) {
      const result = await measure(format)
      results.push(result)
      // A second run collects garbage at each report (slow): what the export really holds.
      const live = global.gc ? ` live heap and buffers at most +${(await measure(format, true)).live.toFixed(1)} MB;` : ''
      console.log(
        `${result.rows.toLocaleString('en')} leads ${format}: ${result.seconds.toFixed(1)} s, ${result.size.toFixed(1)} MB file;${live} ` +
          `RSS ${result.before.toFixed(0)} MB before, ${result.peak.toFixed(0)} MB at its peak (+${(result.peak - result.before).toFixed(0)} MB)`,
      )
    }
  }
  const [count] = await database.db.select({ n: sql<number>`count(*)::int` }).from(leads)
  if (count!.n !== 100_000) throw new Error(`expected 100,000 leads, found ${count!.n}`)
  const big = results.find((r) => r.rows === 100_000 && r.format === 'csv')!
  failed = big.seconds > GOAL_SECONDS
  console.log(`Goal: 100,000 leads in ≤ ${GOAL_SECONDS} s — ${failed ? 'MISSED' : 'met'} (${big.seconds.toFixed(1)} s)`)
} finally {
  await database.close()
  await admin(`DROP DATABASE ${name}`)
  rmSync(folder, { recursive: true, force: true })
}
process.exit(failed ? 1 : 0)
