/**
 * `npx tsx bench/lead-reliability.ts` (the leads' reliability goals), after `npm run build`:
 * 200 visitors send a form at once to `POST /api/forms/forms/{id}/leads` while the server is
 * killed (SIGKILL, no goodbye) and started again mid-run. Each visitor retries as the browser does,
 * with the same idempotency key, until the server acknowledges its lead. Then it checks:
 *   1. no acknowledged lead is lost and none is stored twice;
 *   2. a webhook receiver that fails each delivery three times, then takes it, receives each lead
 *      exactly once (counted by the delivery's Idempotency-Key) — through the product's own retries
 *      (30 s, doubling), and a server killed while deliveries ran.
 * It makes a PostgreSQL database of its own and drops it; the whole run takes about 10 minutes
 * (the retries' backoff). Exits 1 when a check fails. Needs a build and PostgreSQL
 * (TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test). Ports: 3260 (server), 4260 (receiver).
 */
import { spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { root, signIn, sql, startInstance } from './instance.ts'

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const PORT = Number(process.env.RELIABILITY_PORT ?? 3260)
const RECEIVER_PORT = Number(process.env.RELIABILITY_RECEIVER_PORT ?? 4260)
const VISITORS = 200
const FAILURES_PER_DELIVERY = 3
const PASSWORD = 'a long reliability password'
const base = `http://127.0.0.1:${PORT}`
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The CRM: the first three requests of each delivery answer 500, the next ones 200. */
function startReceiver() {
  const seen = new Map<string, { failed: number; taken: number; leadIds: Set<number> }>()
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const key = String(req.headers['idempotency-key'])
      const entry = seen.get(key) ?? { failed: 0, taken: 0, leadIds: new Set<number>() }
      seen.set(key, entry)
      if (entry.failed < FAILURES_PER_DELIVERY) {
        entry.failed++
        res.writeHead(500).end()
        return
      }
      entry.taken++
      entry.leadIds.add((JSON.parse(Buffer.concat(chunks).toString()) as { lead: { id: number } }).lead.id)
      res.writeHead(200).end()
    })
  })
  server.listen(RECEIVER_PORT, '127.0.0.1')
  return { server, seen }
}

interface Visitor {
  key: string
  address: string
  attempts: number
  acknowledged: { id: number; status: number } | null
  refusals: string[]
}

/** A visitor's browser: sends the lead, and sends it again with the same key until it is acknowledged. */
async function visit(visitor: Visitor, formId: number, version: number, token: string, deadline: number) {
  const body = JSON.stringify({
    data: {
      attributes: {
        form_version: version,
        fields: { name: `Visitor ${visitor.key.slice(0, 8)}`, email: `${visitor.key.slice(0, 12)}@example.com` },
        idempotency_key: visitor.key,
        form_token: token,
        website: '',
      },
    },
  })
  while (Date.now() < deadline) {
    visitor.attempts++
    try {
      const response = await fetch(`${base}/api/forms/forms/${formId}/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', 'x-forwarded-for': visitor.address },
        body,
        signal: AbortSignal.timeout(10_000),
      })
      if (response.status === 200 || response.status === 201) {
        visitor.acknowledged = {
          id: Number(((await response.json()) as { data: { id: string | number } }).data.id),
          status: response.status,
        }
        return
      }
      // A 4xx other than a limit will not change: the run is broken.
      if (response.status < 500 && response.status !== 429) {
        visitor.refusals.push(`${response.status} ${await response.text()}`)
        return
      }
    } catch {
      // Connection refused or reset: the server is down. The browser tries again.
    }
    await sleep(200 + Math.random() * 300)
  }
}

async function main() {
  const name = `forecourt_reliability_${randomBytes(4).toString('hex')}`
  await sql(adminUrl, `CREATE DATABASE ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const env = {
    DATABASE_URL: url.toString(),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'forecourt-reliability-')),
    FORECOURT_DEMO: '0',
    TRUST_PROXY: '1',
    OUTBOUND_ALLOW_HOSTS: `127.0.0.1:${RECEIVER_PORT}`,
  }
  const receiver = startReceiver()
  let server: ChildProcess | null = null
  const checks: [string, string, boolean][] = []
  try {
    server = await startInstance(PORT, env)
    const email = 'reliability-admin@example.com'
    const added = spawnSync(process.execPath, ['bin/forecourt.js', 'user', 'add', '--email', email, '--role', 'admin'], {
      cwd: root,
      env: { ...process.env, ...env },
      input: PASSWORD,
    })
    if (added.status !== 0) throw new Error(`user add failed: ${added.stderr}`)
    const asAdmin = await signIn(base, email, PASSWORD)
    const created = await asAdmin('/api/forms/forms', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        data: {
          type: 'form',
          attributes: {
            name: 'Test drive (reliability)',
            fields: [
              { id: 'name', type: 'text', label: 'Name', rules: { required: true } },
              { id: 'email', type: 'email', label: 'E-mail', rules: { required: true } },
            ],
            integrations: [{ id: 'crm', type: 'webhook', url: `http://127.0.0.1:${RECEIVER_PORT}/leads` }],
          },
        },
      }),
    })
    if (created.status !== 201) throw new Error(`form not created: ${created.status} ${await created.text()}`)
    const formId = Number(((await created.json()) as { data: { id: string } }).data.id)
    const publicForm = (await (await fetch(`${base}/api/forms/forms/${formId}`)).json()) as {
      data: { attributes: { version: number; form_token: string } }
    }
    const { version, form_token: token } = publicForm.data.attributes
    await sleep(3500) // a form token is good from 3 s on (ADR 053)

    const visitors: Visitor[] = Array.from({ length: VISITORS }, (_, i) => ({
      key: randomBytes(16).toString('hex'),
      address: `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`,
      attempts: 0,
      acknowledged: null,
      refusals: [],
    }))
    const started = performance.now()
    const deadline = Date.now() + 180_000
    const sending = Promise.all(visitors.map((visitor) => visit(visitor, formId, version, token, deadline)))

    // Mid-run: the process dies without a chance to finish anything, and comes back.
    while (visitors.filter((v) => v.acknowledged).length < VISITORS / 4 && performance.now() - started < 120_000) await sleep(5)
    const ackedBeforeKill = visitors.filter((v) => v.acknowledged).length
    server.kill('SIGKILL')
    await once(server, 'exit')
    const killedAt = performance.now()
    server = await startInstance(PORT, env)
    const downMs = performance.now() - killedAt
    await sending
    const allAckedMs = performance.now() - started

    const acked = visitors.filter((v) => v.acknowledged)
    const refused = visitors.filter((v) => v.refusals.length)
    const retries = visitors.reduce((sum, v) => sum + v.attempts - 1, 0)
    checks.push([
      'visitors acknowledged',
      `${acked.length} of ${VISITORS} (${ackedBeforeKill} before the kill; the server was down ${(downMs / 1000).toFixed(1)} s; ${retries} resends; all in ${(allAckedMs / 1000).toFixed(1)} s)`,
      acked.length === VISITORS,
    ])
    if (refused.length)
      console.log(
        'Refused:',
        refused.slice(0, 3).map((v) => v.refusals[0]),
      )

    const stored = await sql<{ id: string; idempotency_key: string }>(
      url.toString(),
      'SELECT id, idempotency_key FROM leads WHERE form_id = $1',
      [formId],
    )
    const byKey = new Map(stored.map((row) => [row.idempotency_key, Number(row.id)]))
    const lost = acked.filter((v) => byKey.get(v.key) !== v.acknowledged!.id)
    checks.push(['acknowledged leads lost', String(lost.length), lost.length === 0])
    checks.push([
      'leads stored for 200 keys (duplicates)',
      `${stored.length} (${stored.length - byKey.size})`,
      stored.length === VISITORS && byKey.size === VISITORS,
    ])

    // Deliveries: three failures each, then the product's backoff; a killed attempt waits for its expiry.
    const deliveryStarted = performance.now()
    let pending = Infinity
    while (performance.now() - deliveryStarted < 20 * 60_000) {
      const [row] = await sql<{ pending: number; dead: number }>(
        url.toString(),
        `SELECT count(*) FILTER (WHERE d.status = 'pending')::int AS pending, count(*) FILTER (WHERE d.status = 'dead')::int AS dead
           FROM lead_deliveries d JOIN leads l ON l.id = d.lead_id WHERE l.form_id = $1`,
        [formId],
      )
      pending = row!.pending + row!.dead
      if (row!.pending === 0) break
      process.stdout.write(
        `\r${row!.pending} deliveries pending, ${row!.dead} dead, ${((performance.now() - deliveryStarted) / 1000).toFixed(0)} s   `,
      )
      await sleep(5000)
    }
    process.stdout.write('\n')
    const deliveries = await sql<{ id: number; lead_id: string; status: string; attempts: number }>(
      url.toString(),
      `SELECT d.id, d.lead_id, d.status, d.attempts FROM lead_deliveries d JOIN leads l ON l.id = d.lead_id WHERE l.form_id = $1`,
      [formId],
    )
    const taken = deliveries.map((d) => receiver.seen.get(`lead-${d.lead_id}-delivery-${d.id}`)?.taken ?? 0)
    const exactlyOnce = taken.filter((n) => n === 1).length
    const attempts = deliveries.reduce((sum, d) => sum + d.attempts, 0)
    checks.push([
      'webhook deliveries delivered',
      `${deliveries.filter((d) => d.status === 'delivered').length} of ${deliveries.length} in ${((performance.now() - deliveryStarted) / 1000).toFixed(0)} s (${attempts} attempts)`,
      deliveries.length === VISITORS && pending === 0,
    ])
    checks.push([
      'leads the receiver took exactly once (more than once)',
      `${exactlyOnce} (${taken.filter((n) => n > 1).length})`,
      exactlyOnce === VISITORS,
    ])
    const requests = [...receiver.seen.values()].reduce((sum, entry) => sum + entry.failed + entry.taken, 0)
    checks.push(['requests the receiver answered (500 then 200)', String(requests), true])
  } finally {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM')
      await once(server, 'exit')
    }
    receiver.server.close()
    await sql(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  }
  console.log('\n| reliability check | measured | ok |\n|---|---|---|')
  for (const [what, measured, ok] of checks) console.log(`| ${what} | ${measured} | ${ok ? 'yes' : 'NO'} |`)
  process.exitCode = checks.every(([, , ok]) => ok) ? 0 : 1
}

await main()
