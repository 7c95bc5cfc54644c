/**
 * `npm run bench:caches` (docs/caching.md): what each in-process cache saves on the paths it
 * serves. The demo from the build on PGlite runs once per configuration, all at the same time on
 * copies of one data directory — every layer on, each layer of src/lib/cache-layers.ts switched
 * off alone (`CACHE_OFF`), and the page cache on (`PAGE_CACHE`, off in the others so every request
 * renders) — and each path's URLs are requested in rounds, one request to each configuration in a
 * new random order per round, so whatever else loads the machine slows them all alike. A layer's
 * saving on a path is the share of the path's p50 it removes: (p50 with it off − p50 with all on)
 * / p50 with it off. docs/caching.md removes a layer that saves under 10 % on every path it serves.
 */
import type { ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEMO_STOCK_LISTING_KEY } from '../demo/stock.ts'
import { CACHE_LAYERS } from '../src/lib/cache-layers.ts'
import { startInstance } from './instance.ts'
import { get, showroomPages } from './stock.ts'

const PORT = Number(process.env.BENCH_PORT ?? 3230)
const REQUESTS = Number(process.env.BENCH_CACHE_REQUESTS ?? 200)
const WARM_UP = 30
const LIST = `/api/inventory/public_api/listing/${DEMO_STOCK_LISTING_KEY}`

/** The paths measured, each a mix of URLs a visitor sends. */
const PATHS = (showroom: string[]): Record<string, string[]> => ({
  'home /': ['/'],
  'listing page /stock': ['/stock', '/stock?sort=priceAsc'],
  'filtered listing /stock': ['/stock?state_in=new&status_in=stock', '/stock?engine_type_includes=bev,phev&sort=priceDesc'],
  'showroom pages': showroom,
  'inventory list API, filtered': [
    `${LIST}?state_in=used,approved&mileage_lteq=50000`,
    `${LIST}?transmission_in=manual&sort=priceDesc`,
    `${LIST}?display_price_lteq=30000&page=2`,
  ],
})

type Configuration = { name: string; env: Record<string, string | undefined> }
const CONFIGURATIONS: Configuration[] = [
  { name: 'all on (page cache off)', env: { PAGE_CACHE: 'off', CACHE_OFF: undefined } },
  ...Object.keys(CACHE_LAYERS).map((layer) => ({ name: `${layer} off`, env: { PAGE_CACHE: 'off', CACHE_OFF: layer } })),
  { name: 'page cache on', env: { PAGE_CACHE: 'on', CACHE_OFF: undefined } },
]

async function main() {
  console.log(`Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, load ${loadavg()[0]!.toFixed(2)}, Node ${process.version}`)
  const first = mkdtempSync(join(tmpdir(), 'forecourt-bench-caches-'))
  const dataDirs = [first]
  const servers: ChildProcess[] = []
  const answers = new Map<string, Map<string, number[]>>(CONFIGURATIONS.map(({ name }) => [name, new Map()]))
  let failed = 0
  let names: string[] = []
  try {
    // The demo is loaded once; each configuration then starts on a copy of that directory.
    await stop(await startInstance(PORT, { DATA_DIR: first, DATABASE_URL: undefined, FORECOURT_DEMO: '1' }))
    for (let i = 1; i < CONFIGURATIONS.length; i++) {
      const copy = mkdtempSync(join(tmpdir(), 'forecourt-bench-caches-'))
      cpSync(first, copy, { recursive: true })
      dataDirs.push(copy)
    }
    servers.push(
      ...(await Promise.all(
        CONFIGURATIONS.map((configuration, i) =>
          startInstance(PORT + i, { DATA_DIR: dataDirs[i], DATABASE_URL: undefined, FORECOURT_DEMO: '1', ...configuration.env }),
        ),
      )),
    )
    const paths = PATHS(await showroomPages(baseOf(0), 24))
    names = Object.keys(paths)
    for (const [path, urls] of Object.entries(paths)) {
      for (let round = -WARM_UP; round < REQUESTS; round++) {
        const url = urls[(round + WARM_UP) % urls.length]!
        for (const i of shuffled(CONFIGURATIONS.length)) {
          const answer = await get(baseOf(i), url)
          if (answer.status !== 200) failed++
          if (round < 0) continue
          const byPath = answers.get(CONFIGURATIONS[i]!.name)!
          byPath.set(path, [...(byPath.get(path) ?? []), answer.ms])
        }
      }
      console.log(`measured: ${path}`)
    }
  } finally {
    await Promise.all(servers.map(stop))
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
  }
  const p50 = (name: string, path: string) => median(answers.get(name)!.get(path)!)
  const baseline = CONFIGURATIONS[0]!.name
  console.log(`\np50 in ms, ${REQUESTS} requests per path and configuration, interleaved (uncached renders unless the page cache is on):\n`)
  console.log(`| configuration | ${names.join(' | ')} |\n|---|${names.map(() => '---|').join('')}`)
  for (const { name } of CONFIGURATIONS) console.log(`| ${name} | ${names.map((path) => p50(name, path).toFixed(2)).join(' | ')} |`)
  console.log(`\nSaving of each layer: the share of the path's p50 it removes (negative: the path is faster without it).\n`)
  console.log(`| layer | ${names.join(' | ')} |\n|---|${names.map(() => '---|').join('')}`)
  for (const { name } of CONFIGURATIONS.slice(1)) {
    const pageCache = name === 'page cache on'
    const saving = (path: string) => {
      const on = pageCache ? p50(name, path) : p50(baseline, path)
      const off = pageCache ? p50(baseline, path) : p50(name, path)
      return `${(((off - on) / off) * 100).toFixed(0)} %`
    }
    console.log(`| ${name.replace(/ (off|on)$/, '')} | ${names.map(saving).join(' | ')} |`)
  }
  console.log(`\nanswers other than 200: ${failed}; load average at the end ${loadavg()[0]!.toFixed(2)}`)
  process.exit(failed === 0 ? 0 : 1)
}

const baseOf = (i: number) => `http://127.0.0.1:${PORT + i}`
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN
/** 0 … n−1 in a random order. */
const shuffled = (n: number) =>
  Array.from({ length: n }, (_, i) => i)
    .map((i) => [Math.random(), i] as const)
    .sort(([a], [b]) => a - b)
    .map(([, i]) => i)

async function stop(server: ChildProcess) {
  if (server.exitCode !== null) return
  server.kill('SIGTERM')
  await once(server, 'exit')
}

await main()
