/**
 * `npm run bench:caches` (docs/caching.md): what each in-process cache saves on the paths it
 * serves. The demo from the build on PGlite is started once per configuration — every layer on,
 * then each layer of src/lib/cache-layers.ts switched off alone (`CACHE_OFF`), and the page cache
 * on (`PAGE_CACHE`, off in the others so every request renders) — and each path is requested one
 * at a time, the same URLs in the same order, after a warm-up. A layer's saving on a path is the
 * share of the path's p50 it removes: (p50 with it off − p50 with all on) / p50 with it off.
 * docs/caching.md removes a layer that saves under 10 % on every path it serves.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEMO_STOCK_LISTING_KEY } from '../demo/stock.ts'
import { CACHE_LAYERS } from '../src/lib/cache-layers.ts'
import { startInstance } from './instance.ts'
import { get, oneByOne, showroomPages, type Figures } from './stock.ts'

const PORT = Number(process.env.BENCH_PORT ?? 3230)
const base = `http://127.0.0.1:${PORT}`
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
  const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-bench-caches-'))
  const p50: Record<string, Record<string, Figures>> = {}
  let paths: Record<string, string[]> | null = null
  try {
    for (const configuration of CONFIGURATIONS) {
      const server = await startInstance(PORT, { DATA_DIR: dataDir, DATABASE_URL: undefined, FORECOURT_DEMO: '1', ...configuration.env })
      try {
        paths ??= PATHS(await showroomPages(base, 24))
        for (const [path, urls] of Object.entries(paths)) {
          const first = await get(base, urls[0]!)
          if (first.status !== 200) throw new Error(`${urls[0]} answered ${first.status}`)
          ;(p50[configuration.name] ??= {})[path] = await oneByOne(base, urls, REQUESTS, WARM_UP)
        }
      } finally {
        server.kill('SIGTERM')
        await new Promise((done) => server.once('exit', done))
      }
      console.log(`measured: ${configuration.name}`)
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
  const names = Object.keys(paths!)
  const baseline = p50[CONFIGURATIONS[0]!.name]!
  console.log(`\np50 in ms, one request at a time, ${REQUESTS} per path (uncached renders unless the page cache is on):\n`)
  console.log(`| configuration | ${names.join(' | ')} |\n|---|${names.map(() => '---|').join('')}`)
  for (const { name } of CONFIGURATIONS) console.log(`| ${name} | ${names.map((path) => p50[name]![path]!.p50.toFixed(2)).join(' | ')} |`)
  console.log(`\nSaving of each layer: the share of the path's p50 it removes (negative: the path is faster without it).\n`)
  console.log(`| layer | ${names.join(' | ')} |\n|---|${names.map(() => '---|').join('')}`)
  for (const { name } of CONFIGURATIONS.slice(1)) {
    const saving = (path: string) => {
      const on = name === 'page cache on' ? p50[name]![path]!.p50 : baseline[path]!.p50
      const off = name === 'page cache on' ? baseline[path]!.p50 : p50[name]![path]!.p50
      return `${(((off - on) / off) * 100).toFixed(0)} %`
    }
    console.log(`| ${name.replace(/ (off|on)$/, '')} | ${names.map(saving).join(' | ')} |`)
  }
  const failed = Object.values(p50)
    .flatMap((row) => Object.values(row))
    .reduce((sum, figures) => sum + figures.failed, 0)
  console.log(`\nanswers other than 200: ${failed}; load average at the end ${loadavg()[0]!.toFixed(2)}`)
  process.exit(failed === 0 ? 0 : 1)
}

await main()
