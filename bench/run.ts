import autocannon from 'autocannon'
import { spawn, type ChildProcess } from 'node:child_process'
import { cpus, totalmem } from 'node:os'
import { resolve } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const root = resolve(import.meta.dirname, '..')
const PORT = 3200

/** `npm run bench`: the demo home page, cached and uncached, beside the static-string ceiling. */
export async function runBenchmarks() {
  console.log(`Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`)
  const results: Record<string, autocannon.Result> = {}
  let shipped: { file: string; gzip: number; brotli: number }[] = []
  for (const [mode, connections] of [
    ['string', 50],
    ['app', 50],
    ['uncached', 1],
  ] as const) {
    const server = await startTarget(mode)
    try {
      if (mode === 'app') shipped = await measureShippedJs(`http://127.0.0.1:${PORT}/`)
      await load(10, 3) // warm-up: JIT, first renders, image of the caches
      results[mode] = await load(connections, 10)
    } finally {
      server.kill('SIGTERM')
    }
  }
  const row = (name: string, r: autocannon.Result) =>
    `| ${name} | ${r.connections} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx} |`
  console.log('\n| target | connections | req/s | p50 ms | p99 ms | non-2xx |\n|---|---|---|---|---|---|')
  console.log(row('static string (ceiling)', results.string!))
  console.log(row('demo home, page cache', results.app!))
  console.log(row('demo home, uncached render', results.uncached!))
  const ratio = results.app!.requests.average / results.string!.requests.average
  const total = shipped.reduce((sum, s) => sum + s.gzip, 0)
  const totalBrotli = shipped.reduce((sum, s) => sum + s.brotli, 0)
  console.log('\n| JS module of the demo home page | gzip KB | brotli KB |\n|---|---|---|')
  for (const s of [...shipped].sort((a, b) => b.gzip - a.gzip))
    console.log(`| ${s.file} | ${(s.gzip / 1024).toFixed(1)} | ${(s.brotli / 1024).toFixed(1)} |`)
  console.log(`| **total** (${shipped.length} files) | **${(total / 1024).toFixed(1)}** | **${(totalBrotli / 1024).toFixed(1)}** |`)
  console.log(
    `\nCached / ceiling: ${(ratio * 100).toFixed(0)} % (goal ≥ 50 %). Uncached p50: ${results.uncached!.latency.p50} ms (goal ≤ 15 ms).`,
  )
  console.log(
    `JS of the demo home page: ${(total / 1024).toFixed(1)} KB gzipped (goal ≤ 100 KB), ${(totalBrotli / 1024).toFixed(1)} KB as brotli.`,
  )
}

/**
 * The JS a browser loads for a page: the module scripts and modulepreloads of its HTML (the app's
 * entry, its routes and the page's block chunks, ADR 013), each gzipped at level 9 (the goal's
 * measure) and brotli-compressed at quality 11 (what the server sends browsers that accept it).
 */
async function measureShippedJs(url: string) {
  const html = await (await fetch(url)).text()
  const files = new Set<string>()
  for (const [, href] of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) files.add(href!)
  for (const [, src] of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) files.add(src!)
  for (const [, module] of html.matchAll(/import\(?\s*"(\/assets\/[^"]+\.js)"/g)) files.add(module!)
  return Promise.all(
    [...files].map(async (file) => {
      const body = Buffer.from(await (await fetch(new URL(file, url))).arrayBuffer())
      return {
        file,
        gzip: gzipSync(body, { level: 9 }).length,
        brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length,
      }
    }),
  )
}

function load(connections: number, seconds: number) {
  return autocannon({ url: `http://127.0.0.1:${PORT}/`, connections, duration: seconds })
}

function startTarget(mode: string): Promise<ChildProcess> {
  return new Promise((resolveStart, reject) => {
    const child = spawn(process.execPath, ['bench/server.js', mode], {
      cwd: root,
      env: { ...process.env, PORT: String(PORT), NODE_ENV: 'production', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolveStart(child)
    })
    child.once('exit', (code) => reject(new Error(`bench server (${mode}) exited with ${code}`)))
  })
}
