/**
 * `npm run bench:multi`: two Forecourt instances and a round-robin proxy on one
 * PostgreSQL database, under load. It measures
 *   1. how long after a setting is changed on instance A instance B serves it (goal ≤ 1 s),
 *   2. that an image uploaded on A is served by B (media in the shared DATA_DIR),
 *   3. how many requests fail at the proxy when B is stopped with SIGTERM mid-load (goal: none
 *      beyond B's own in-flight requests; the proxy, like nginx, retries a refused connection on
 *      the other instance).
 * It makes a database of its own and drops it. Exits 1 when a goal is missed.
 * Needs PostgreSQL (TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test) and a build.
 */
import autocannon from 'autocannon'
import { spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync } from 'node:fs'
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { root, signIn, sql, startInstance } from './instance.ts'

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const PORTS = { a: 3216, b: 3217, proxy: 3218 }
const PASSWORD = 'a long benchmark password'

/**
 * Round robin over the instances. Like nginx's proxy_next_upstream, a request whose connection is
 * refused or reset before any answer goes once to the other instance, and a failing instance is
 * left out for a few seconds.
 */
function startProxy(ports: number[]) {
  let next = 0
  const downUntil = new Map<number, number>()
  const pick = (not?: number) => {
    const up = ports.filter((port) => port !== not && (downUntil.get(port) ?? 0) < Date.now())
    const choices = up.length > 0 ? up : ports.filter((port) => port !== not)
    return choices[next++ % choices.length]!
  }
  const forward = (req: IncomingMessage, res: ServerResponse, body: Buffer, port: number, retried: boolean) => {
    const upstream = httpRequest({ host: '127.0.0.1', port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    })
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      const beforeAnswer = !res.headersSent
      if (beforeAnswer && ['ECONNREFUSED', 'ECONNRESET', 'EPIPE'].includes(error.code ?? '')) downUntil.set(port, Date.now() + 5000)
      if (beforeAnswer && !retried && ['ECONNREFUSED', 'ECONNRESET', 'EPIPE'].includes(error.code ?? ''))
        return forward(req, res, body, pick(port), true)
      if (beforeAnswer) res.writeHead(502)
      res.end()
    })
    upstream.end(body)
  }
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => forward(req, res, Buffer.concat(chunks), pick(), false))
  })
  server.keepAliveTimeout = 5000
  server.listen(PORTS.proxy, '127.0.0.1')
  return server
}

async function main() {
  const name = `forecourt_multi_${randomBytes(4).toString('hex')}`
  await sql(adminUrl, `CREATE DATABASE ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const env = { DATABASE_URL: url.toString(), DATA_DIR: mkdtempSync(join(tmpdir(), 'forecourt-multi-')), FORECOURT_DEMO: '1' }
  const instances: ChildProcess[] = []
  let proxy: ReturnType<typeof startProxy> | null = null
  const results: string[] = []
  let ok = true
  try {
    // A loads the demo into the empty database; B starts on it afterwards (same DATA_DIR for media).
    instances.push(await startInstance(PORTS.a, env))
    instances.push(await startInstance(PORTS.b, env))
    const email = 'bench-admin@example.com'
    const added = spawnSync(process.execPath, ['bin/forecourt.js', 'user', 'add', '--email', email, '--role', 'admin'], {
      cwd: root,
      env: { ...process.env, ...env },
      input: PASSWORD,
    })
    if (added.status !== 0) throw new Error(`user add failed: ${added.stderr}`)
    proxy = startProxy([PORTS.a, PORTS.b])
    const onA = await signIn(`http://127.0.0.1:${PORTS.a}`, email, PASSWORD)

    // Load on both instances through the proxy for the whole run.
    // A steady 400 req/s, well inside what two instances on two cores serve, so latencies mean something.
    const load = autocannon({ url: `http://127.0.0.1:${PORTS.proxy}/`, connections: 20, duration: 12, overallRate: 400 })

    // 1. A setting changed on A, seen on B.
    await new Promise((r) => setTimeout(r, 2000))
    const siteName = `Bench market ${randomBytes(3).toString('hex')}`
    const put = await onA('/api/admin/settings/general.site_name', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ value: siteName }),
    })
    if (put.status !== 200) throw new Error(`setting change failed: ${put.status} ${await put.text()}`)
    const started = performance.now() // the change has committed on A
    // B's content API (its cached view of the market) and B's home page (a render).
    const seen = async (path: string) => {
      while (performance.now() - started < 5000) {
        if ((await (await fetch(`http://127.0.0.1:${PORTS.b}${path}`)).text()).includes(siteName)) return performance.now() - started
        await new Promise((r) => setTimeout(r, 5))
      }
      return Infinity
    }
    const [apiAfter, pageAfter] = await Promise.all([seen('/api/content/settings'), seen('/')])
    const ms = (t: number) => (t === Infinity ? 'never (5 s)' : `${t.toFixed(0)} ms`)
    results.push(`| setting changed on A: B's content API serves it after | ${ms(apiAfter)} | ≤ 1000 ms |`)
    results.push(`| setting changed on A: B's home page shows it after | ${ms(pageAfter)} | ≤ 1000 ms |`)
    ok &&= apiAfter <= 1000 && pageAfter <= 1000

    // 2. An image uploaded on A, served by B.
    const form = new FormData()
    form.set('file', new Blob([readFileSync(join(root, 'demo/media/1001.jpg'))], { type: 'image/jpeg' }), 'bench.jpg')
    form.set('alt', 'Benchmark upload')
    const upload = await onA('/media/api/v2/images', { method: 'POST', body: form })
    const uploaded = upload.ok ? ((await upload.json()) as { data: { id: number } }).data.id : null
    const served = uploaded ? (await fetch(`http://127.0.0.1:${PORTS.b}/media/api/v2/images/${uploaded}/w/320.jpg`)).status : upload.status
    results.push(`| image uploaded on A (${upload.status}), its 320 px variant from B | ${served} | 200 |`)
    ok &&= served === 200

    // 3. B stopped gracefully mid-load.
    await new Promise((r) => setTimeout(r, 2000))
    instances[1]!.kill('SIGTERM')
    const stats = await load
    const failed = stats.non2xx + stats.errors // the proxy answers 502 for a request it could not place
    results.push(
      `| requests through the proxy (20 connections, 400 req/s, 12 s) | ${stats.requests.total} (${Math.round(stats.requests.average)} req/s) | — |`,
    )
    results.push(`| failed requests when B was stopped with SIGTERM mid-load | ${failed} | 0 |`)
    ok &&= failed === 0
  } finally {
    proxy?.close()
    for (const child of instances) if (child.exitCode === null) child.kill('SIGTERM')
    await new Promise((r) => setTimeout(r, 1500))
    await sql(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  }
  console.log('\n| multi-instance check | measured | goal |\n|---|---|---|')
  for (const row of results) console.log(row)
  console.log(ok ? '\nAll goals met.' : '\nA goal was missed.')
  process.exitCode = ok ? 0 : 1
}

await main()
