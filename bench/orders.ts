/**
 * `npm run bench:orders`: the order journey's speed and reliability goals (ADR 099), on the demo
 * in a PostgreSQL database of its own, with the card provider a Stripe sandbox this script runs
 * (STRIPE_API_URL), so it can make the provider fail:
 * 1. 50 shoppers race for one vehicle: exactly one holds it; hold p95 ≤ 20 ms (over 200 holds of
 *    different vehicles, 10 at a time, the third round of them: the first two warm the server up).
 * 2. 40 checkouts, 10 at a time, with one payment request in ten failing at the provider (500 or
 *    no answer) and the shoppers retrying: no vehicle with two orders, no hold with two charges.
 * 3. A webhook delivered three times and out of order: each event recorded once, the final state right.
 * 4. The server killed with SIGKILL while payments are at the provider, restarted, then
 *    `forecourt orders reconcile`: every payment has its order or is given back.
 * 5. Journey pages uncached: details page p50 ≤ 25 ms; 6. the checkout's JS ≤ 160 KB gzip.
 * Prints the figures and exits 1 when a goal is missed. Needs a build and PostgreSQL
 * (TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test); port BENCH_PORT (default 3280).
 */
import { execFile } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { startCardSandbox, stripeSignature } from '../src/orders/payments/card-sandbox.server.ts'
import { root, sql, startInstance } from './instance.ts'
import { measureShippedJs, shippedGzipKb, shippedTable } from './shipped-js.ts'

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const PORT = Number(process.env.BENCH_PORT ?? 3280)
const base = `http://127.0.0.1:${PORT}`
const LIST = '7d1e4c2a-5b3f-4e8a-9c6d-20261101a014'
const WEBHOOK_SECRET = 'whsec_benchorders'
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
const sorted = (values: number[]) => [...values].sort((a, b) => a - b)

let shoppers = 0
// node:http with kept-alive connections, not fetch: the shoppers run on the server's two cores, and
// fetch spent about as much CPU per hold (1.4 ms) as the server itself, which the holds then waited for.
const agent = new http.Agent({ keepAlive: true, maxSockets: 50 })
/** Each call as a shopper of its own (the server trusts X-Forwarded-For here): holds are counted per client. */
function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const started = performance.now()
  shoppers++
  const payload = body === undefined ? '' : JSON.stringify(body)
  type Json = { data?: Record<string, unknown>; meta?: Record<string, unknown> } | null
  return new Promise<{ status: number; json: Json; ms: number }>((resolve, reject) => {
    const request = http.request(
      `${base}/api/inventory/buy_online${path}`,
      {
        method,
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'x-forwarded-for': `10.${(shoppers >> 16) & 255}.${(shoppers >> 8) & 255}.${shoppers & 255}`,
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('error', reject)
        response.on('end', () => {
          let json: Json = null
          try {
            json = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Json
          } catch {
            // not JSON: json stays null, as fetch's .json().catch() gave
          }
          resolve({ status: response.statusCode ?? 0, json, ms: performance.now() - started })
        })
      },
    )
    request.on('error', reject)
    request.end(payload)
  })
}

/** Reservable vehicles with a card fee: new cars in stock. */
async function reservable(count: number): Promise<number[]> {
  const ids: number[] = []
  for (let page = 1; ids.length < count && page < 200; page++) {
    const answer = await fetch(
      `${base}/api/inventory/public_api/listing/${LIST}?items=12&page=${page}&status_in=stock&state_in=new&sort=createdAtAsc`,
    )
    const data = ((await answer.json()) as { data: { id: string }[] }).data
    if (data.length === 0) break
    ids.push(...data.map((v) => Number(v.id)))
  }
  return ids.slice(0, count)
}

async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(run))
}

async function main() {
  const sandbox = await startCardSandbox({
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: `${base}/api/inventory/buy_online/webhooks/card`,
    slowMs: 4_000,
  })
  const name = `forecourt_orders_${randomBytes(4).toString('hex')}`
  await sql(adminUrl, `CREATE DATABASE ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const env = {
    DATABASE_URL: url.toString(),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'forecourt-bench-orders-')),
    FORECOURT_DEMO: '1',
    TRUST_PROXY: '1',
    STRIPE_SECRET_KEY: sandbox.secretKey,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: sandbox.url,
  }
  let server = await startInstance(PORT, env)
  const misses: string[] = []
  try {
    const vehicles = await reservable(330)
    if (vehicles.length < 300) throw new Error(`only ${vehicles.length} reservable vehicles`)

    // 1. The race, then hold latency.
    const raced = vehicles[0]!
    const race = await Promise.all(Array.from({ length: 50 }, () => call('POST', '/orders/init', { vehicle_id: raced })))
    const winners = race.filter((r) => r.status === 201).length
    const held = race.filter((r) => r.status === 409 && typeof r.json?.meta?.held_until === 'string').length
    console.log(`race: 50 shoppers for one vehicle → ${winners} hold, ${held} told it is held (others: ${50 - winners - held})`)
    if (winners !== 1 || held !== 49) misses.push('exactly one shopper holds a raced vehicle')
    // Three rounds of the same 200 holds, each on vehicles set free again: the first rounds after a
    // start also pay for compiling the code and opening the pool's connections, which a server in
    // service has done long before; they are printed, the last round is the goal's.
    const measured = vehicles.slice(100, 300)
    let holds: number[] = []
    for (const round of [1, 2, 3]) {
      await sql(url.toString(), 'DELETE FROM vehicle_holds WHERE vehicle_id = ANY($1)', [measured])
      const holdTimes: number[] = []
      await inBatches(measured, 10, async (id) => {
        const answer = await call('POST', '/orders/init', { vehicle_id: id })
        if (answer.status === 201) holdTimes.push(answer.ms)
      })
      holds = sorted(holdTimes)
      console.log(
        `hold, round ${round}${round === 3 ? ' (the goal)' : ' (warming up)'}: ${holds.length} holds, p50 ${percentile(holds, 50).toFixed(1)} ms, p95 ${percentile(holds, 95).toFixed(1)} ms (goal p95 ≤ 20 ms)`,
      )
    }
    if (holds.length !== measured.length) misses.push('every measured hold taken')
    if (!(percentile(holds, 95) <= 20)) misses.push('hold p95 ≤ 20 ms')

    // 2. Checkouts through failing payments, the shoppers retrying.
    let failures = 0
    let ordered = 0
    await inBatches(vehicles.slice(1, 41), 10, async (id) => {
      const init = await call('POST', '/orders/init', { vehicle_id: id })
      if (init.status !== 201) return
      const lock = { lock_id: init.json!.data!.lock_id, lock_token: init.json!.data!.lock_token }
      const attempt = randomUUID()
      let intent: string | null = null
      for (let tries = 0; tries < 4 && !intent; tries++) {
        if (Math.random() < 0.1) {
          sandbox.failNext(1, Math.random() < 0.5 ? 'error' : 'timeout')
          failures++
        }
        const paid = await call(
          'POST',
          '/payment',
          {
            payment: { amount: init.json!.data!.amount, currency: init.json!.data!.currency, vehicle_id: id },
            ...lock,
            payment_method: 'pm_card_visa',
          },
          { 'idempotency-key': attempt },
        )
        if (paid.status === 200) intent = String(paid.json!.data!.payment_intent_id)
      }
      if (!intent) return
      for (let tries = 0; tries < 4; tries++) {
        const order = await call('POST', '/orders', {
          order: { vehicle_id: id, ...lock, card_payment_intent_id: intent, customer_email: 'bench@example.com', customer_name: 'Bench' },
        })
        if (order.status === 201 || order.status === 200) {
          ordered++
          return
        }
      }
    })
    const orderRows = await sql<{ vehicle_id: number; n: number }>(
      url.toString(),
      'SELECT vehicle_id, count(*)::int AS n FROM orders GROUP BY vehicle_id',
    )
    const doubled = orderRows.filter((row) => row.n > 1).length
    const charged = new Map<string, number>()
    for (const intent of sandbox.intents())
      if (intent.status === 'requires_capture' || intent.status === 'succeeded') {
        const lock = String((intent.metadata as Record<string, string>)?.lock_id)
        charged.set(lock, (charged.get(lock) ?? 0) + 1)
      }
    const doubleCharges = [...charged.values()].filter((n) => n > 1).length
    console.log(
      `checkout: 40 shoppers, ${failures} payment requests failed at the provider → ${ordered} orders, ${doubled} vehicles with two orders, ${doubleCharges} holds charged twice`,
    )
    if (doubled > 0 || doubleCharges > 0) misses.push('no duplicate orders or charges')

    // 3. A webhook three times, out of order.
    const [anOrder] = await sql<{ provider_payment_id: string }>(
      url.toString(),
      'SELECT p.provider_payment_id FROM orders o JOIN order_payments p ON p.id = o.payment_id LIMIT 1',
    )
    if (anOrder) {
      const event = (id: string, type: string, status: string, created: number) =>
        JSON.stringify({
          id,
          object: 'event',
          type,
          created,
          data: {
            object: {
              id: anOrder.provider_payment_id,
              object: 'payment_intent',
              status,
              amount: 25_000,
              currency: 'gbp',
              capture_method: 'manual',
              metadata: {},
            },
          },
        })
      const now = Math.floor(Date.now() / 1000)
      const newer = event(`evt_${randomBytes(6).toString('hex')}`, 'payment_intent.succeeded', 'succeeded', now)
      const older = event(`evt_${randomBytes(6).toString('hex')}`, 'payment_intent.amount_capturable_updated', 'requires_capture', now - 60)
      const outcomes: string[] = []
      for (const body of [newer, older, newer, older, newer, older]) {
        const answer = await fetch(`${base}/api/inventory/buy_online/webhooks/card`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(body, WEBHOOK_SECRET, now) },
          body,
        })
        outcomes.push(((await answer.json()) as { data?: { outcome?: string } }).data?.outcome ?? String(answer.status))
      }
      const [state] = await sql<{ state: string }>(url.toString(), 'SELECT state FROM order_payments WHERE provider_payment_id = $1', [
        anOrder.provider_payment_id,
      ])
      console.log(`webhooks: succeeded, then an older event, each three times → ${outcomes.join(', ')}; payment ${state?.state}`)
      if (outcomes.filter((o) => o === 'applied').length !== 1 || state?.state !== 'succeeded')
        misses.push('a repeated, out-of-order webhook is processed once')
    }

    // 4. SIGKILL while payments are at the provider (the slow test method), restart, reconcile.
    const inFlight = vehicles.slice(41, 46)
    const locks = await Promise.all(inFlight.map((id) => call('POST', '/orders/init', { vehicle_id: id })))
    const paying = inFlight.map((id, i) =>
      call(
        'POST',
        '/payment',
        {
          payment: { amount: locks[i]!.json!.data!.amount, currency: locks[i]!.json!.data!.currency, vehicle_id: id },
          lock_id: locks[i]!.json!.data!.lock_id,
          lock_token: locks[i]!.json!.data!.lock_token,
          payment_method: 'pm_card_sandbox_slow',
        },
        { 'idempotency-key': randomUUID() },
      ).catch(() => null),
    )
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    server.kill('SIGKILL')
    await Promise.all(paying)
    await new Promise((resolve) => setTimeout(resolve, 4_500)) // the sandbox finishes the payments it was given
    server = await startInstance(PORT, env)
    await sql(url.toString(), "UPDATE vehicle_holds SET expires_at = now() - interval '1 second'")
    const reconcile = await promisify(execFile)(process.execPath, ['bin/forecourt.js', 'orders', 'reconcile', '--after', '0'], {
      cwd: root,
      env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    })
    const left = sandbox.intents().filter((intent) => intent.status === 'requires_capture' || intent.status === 'succeeded')
    const orderLocks = new Set((await sql<{ lock_id: string }>(url.toString(), 'SELECT lock_id FROM orders')).map((row) => row.lock_id))
    const orphans = left.filter((intent) => !orderLocks.has(String((intent.metadata as Record<string, string>)?.lock_id)))
    console.log(`kill -9 mid-payment: ${reconcile.stdout.trim()} → ${orphans.length} authorised payments without an order`)
    if (orphans.length > 0) misses.push('every payment reconciles after a crash')

    // 5. The details page, uncached.
    const id = vehicles[300]!
    const times: number[] = []
    for (let i = 0; i < 60; i++) {
      const started = performance.now()
      const answer = await fetch(`${base}/showroom-order-online/vehicle/${id}`)
      await answer.text()
      if (i >= 10) times.push(performance.now() - started)
    }
    const pages = sorted(times)
    console.log(`details page: p50 ${percentile(pages, 50).toFixed(1)} ms, p95 ${percentile(pages, 95).toFixed(1)} ms (goal p50 ≤ 25 ms)`)
    if (!(percentile(pages, 50) <= 25)) misses.push('journey page p50 ≤ 25 ms')

    // 6. The checkout's JS (the heaviest journey page: the steps and the reservation form).
    const checkoutUrl = `${base}/showroom-order-online/checkout?vehicle=${id}`
    const shipped = await measureShippedJs(checkoutUrl, await (await fetch(checkoutUrl)).text())
    console.log(shippedTable('checkout page JS', shipped))
    console.log(`checkout page JS: ${shippedGzipKb(shipped).toFixed(1)} KB gzip (goal ≤ 160 KB)`)
    if (!(shippedGzipKb(shipped) <= 160)) misses.push('journey JS ≤ 160 KB gzip')
  } finally {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
    await sandbox.close()
    await sql(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  }
  if (misses.length > 0) {
    console.log(`Missed: ${misses.join('; ')}`)
    process.exit(1)
  }
  console.log('All order goals met.')
}

await main()
