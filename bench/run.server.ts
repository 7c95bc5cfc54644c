import autocannon from 'autocannon'
import { spawn, type ChildProcess } from 'node:child_process'
import { cpus, totalmem } from 'node:os'
import { resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const PORT = 3200

/** `npm run bench`: the demo home page, cached and uncached, beside the static-string ceiling. */
export async function runBenchmarks() {
  console.log(`Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`)
  const results: Record<string, autocannon.Result> = {}
  for (const [mode, connections] of [['string', 50], ['app', 50], ['uncached', 1]] as const) {
    const server = await startTarget(mode)
    try {
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
  console.log(`\nCached / ceiling: ${(ratio * 100).toFixed(0)} % (goal ≥ 50 %). Uncached p50: ${results.uncached!.latency.p50} ms (goal ≤ 15 ms).`)
}

function load(connections: number, seconds: number) {
  return autocannon({ url: `http://127.0.0.1:${PORT}/`, connections, duration: seconds })
}

function startTarget(mode: string): Promise<ChildProcess> {
  return new Promise((resolveStart, reject) => {
    const child = spawn(process.execPath, ['bench/server.js', mode], {
      cwd: root, env: { ...process.env, PORT: String(PORT), NODE_ENV: 'production', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    child.stdout!.on('data', (chunk: Buffer) => { if (chunk.toString().includes('ready')) resolveStart(child) })
    child.once('exit', (code) => reject(new Error(`bench server (${mode}) exited with ${code}`)))
  })
}
