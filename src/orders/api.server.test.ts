import { randomUUID } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  auditLog,
  dealers,
  orderPayments,
  orders,
  outbox,
  paymentWebhooks,
  rateLimits,
  stockButtonSets,
  stockConfigEntries,
  stockVehicles,
  vehicleHolds,
} from '~/db/schema/index.ts'
import { createServices } from '~/server/boot.server.ts'
import { feedFromText, importFeed } from '~/stock/write/import.server.ts'
import { clientsByRole, testApp, type TestClient } from '~/test/app.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { insertForm, insertLead } from '~/test/lead-fixtures.ts'
import { addMarket, clientWithGrants } from '~/test/markets.ts'
import { appointmentText } from './rules/appointments.ts'
import { HOLDS_PER_CLIENT } from './rules/soft-lock.ts'
import { startCardSandbox, stripeSignature, type CardSandbox } from './payments/card-sandbox.server.ts'
import { cardProvider } from './payments/card.server.ts'
import type { PaymentProvider } from './payments/provider.ts'

// The buy-online API (spec 3 §7) over a real database, with Stripe's library talking real HTTP to
// the card sandbox this file starts: what the sandbox saw is the proof of what was (not) charged.

const BUY = '/api/inventory/buy_online'
const LIST = '0bde0000-0000-4000-8000-000000000001'
const WEBHOOK_SECRET = `whsec_${randomUUID().replace(/-/g, '')}`
/** Short, so a provider that does not answer costs the test a second, not the product's 10 s. */
const PROVIDER_TIMEOUT_MS = 1000
const FEE = 250
/** A retailer open 09:00 to 17:00 every day: any day ahead has bookable mornings. */
const everyDay = (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map((day) => ({ day, opens: '09:00', closes: '17:00' }))

let sandbox: CardSandbox
let provider: PaymentProvider

beforeAll(async () => {
  sandbox = await startCardSandbox({ webhookSecret: WEBHOOK_SECRET, holdMs: 5000 })
  provider = cardProvider({
    secretKey: sandbox.secretKey,
    webhookSecret: WEBHOOK_SECRET,
    host: sandbox.host,
    port: sandbox.port,
    protocol: 'http',
    timeoutMs: PROVIDER_TIMEOUT_MS,
  })
})
afterAll(async () => {
  await sandbox?.close()
})

const base = { state: 'new', nameplate_brand_name: 'Aurelia', nameplate_name: 'E5', display_price: 45000, owner_id: 'D1' }
/** Each test reserves vehicles of its own: holds and orders stay. */
const FLEET = [
  ...Array.from({ length: 26 }, (_, i) => ({ ...base, vin: `RES${String(i).padStart(2, '0')}`, status: 'stock', button_set: 'reserve' })),
  { ...base, vin: 'DEMO1', status: 'demo', button_set: 'reserve' },
  { ...base, vin: 'PLAIN', status: 'stock', button_set: 'plain' },
  { ...base, vin: 'TAKEN', status: 'reserved', button_set: 'reserve' },
  { ...base, vin: 'SOLD1', status: 'sold', button_set: 'reserve' },
  ...Array.from({ length: 3 }, (_, i) => ({ ...base, vin: `FREE${i}`, status: 'stock', button_set: 'free' })),
]

const intentsOf = (lockId: string) => sandbox.intents().filter((intent) => (intent.metadata as Record<string, string>).lock_id === lockId)

describeEachEngine('buy-online API (/api/inventory/buy_online, spec 3 §7)', (db) => {
  let clients: Awaited<ReturnType<typeof clientsByRole>>
  let shopper: TestClient
  let currency: string
  const vehicleIds = new Map<string, number>()
  const d = () => db().database.db
  const id = (vin: string) => vehicleIds.get(vin)!

  const post = async (path: string, body: unknown, headers: Record<string, string> = {}, client: TestClient = shopper) => {
    const response = await client.request(`${BUY}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: await response.json() }
  }
  const get = async (path: string, client: TestClient = shopper) => {
    const response = await client.request(path)
    return { status: response.status, body: await response.json() }
  }

  interface Held {
    lockId: string
    token: string
    vehicleId: number
  }
  let shoppers = 0
  /** A new shopper's address for each call unless `from` names one. */
  const init = async (vin: string, token?: string, from = `198.51.${Math.floor(++shoppers / 250)}.${shoppers % 250}`) =>
    post('/orders/init', { vehicle_id: id(vin), ...(token ? { lock_token: token } : {}) }, { 'x-forwarded-for': from })
  const hold = async (vin: string): Promise<Held> => {
    const { status, body } = await init(vin)
    expect(status).toBe(201)
    return { lockId: body.data.lock_id, token: body.data.lock_token, vehicleId: id(vin) }
  }
  const pay = (held: Held, paymentMethod = 'pm_card_visa', key?: string, overrides: { amount?: number; currency?: string } = {}) =>
    post(
      '/payment',
      {
        payment: { amount: overrides.amount ?? FEE, currency: overrides.currency ?? currency, vehicle_id: held.vehicleId },
        lock_id: held.lockId,
        lock_token: held.token,
        payment_method: paymentMethod,
      },
      key ? { 'idempotency-key': key } : {},
    )
  const order = (held: Held, fields: Record<string, unknown> = {}, client: TestClient = shopper) =>
    post(
      '/orders',
      {
        order: {
          vehicle_id: held.vehicleId,
          lock_id: held.lockId,
          lock_token: held.token,
          customer_email: 'ada@example.com',
          customer_name: 'Ada Lovelace',
          finance_option: 'cash',
          ...fields,
        },
      },
      {},
      client,
    )
  /** A held, paid (authorised) and ordered vehicle. */
  const ordered = async (vin: string) => {
    const held = await hold(vin)
    const paid = await pay(held)
    expect(paid.status).toBe(200)
    const created = await order(held, { card_payment_intent_id: paid.body.data.payment_intent_id })
    expect(created.status).toBe(201)
    return { held, intentId: paid.body.data.payment_intent_id as string, number: created.body.data.order_number as string }
  }
  const vehicleStatus = async (vin: string) =>
    (
      await d()
        .select({ status: stockVehicles.status })
        .from(stockVehicles)
        .where(eq(stockVehicles.id, id(vin)))
    )[0]!.status
  const ordersOf = (vin: string) =>
    d()
      .select()
      .from(orders)
      .where(eq(orders.vehicleId, id(vin)))
  const intent = (intentId: string) => sandbox.intents().find((i) => i.id === intentId)

  beforeAll(async () => {
    const services = createServices(db().database, mkdtempSync(join(tmpdir(), 'forecourt-orders-')), {
      jobsSchema: db().schema,
      payments: { card: () => Promise.resolve(provider), wallet: () => Promise.resolve(null), sandbox: true },
    })
    clients = await clientsByRole(db(), { services })
    // Behind a trusted proxy, so each hold can come from a shopper of its own (holds are counted per client).
    shopper = testApp(db(), { services, trustProxy: true })
    const siteId = db().siteId
    const button = { button_type: 'reserve', label: 'Reserve now', target: null, target_type: null, target_action: null }
    await d()
      .insert(stockButtonSets)
      .values([
        { siteId, code: 'reserve', setupType: 'extended', reservationFee: FEE, financingOptions: ['cash'], buttons: [button] },
        { siteId, code: 'free', setupType: 'extended', reservationFee: null, financingOptions: ['cash'], buttons: [button] },
        { siteId, code: 'plain', setupType: 'standard', reservationFee: FEE, buttons: [{ ...button, button_type: 'contact' }] },
      ])
    await d()
      .insert(stockConfigEntries)
      .values({
        siteId,
        kind: 'order_online',
        configType: 'order_online_checkout_page',
        data: { content: { checkout_payment: { vendor: { type: 'CARD' } } } },
      })
    // The fleet's retailer: a feed names only the market's retailers.
    await d()
      .insert(dealers)
      .values({ siteId, code: 'D1', name: 'Zeta Motors', state: 'NSW', brands: ['Aurelia'] })
    const summary = await importFeed(d(), siteId, feedFromText(JSON.stringify(FLEET), 'json'), { listingKey: LIST })
    expect(summary.errors).toEqual([])
    for (const row of await d().select({ id: stockVehicles.id, vin: stockVehicles.vin }).from(stockVehicles))
      vehicleIds.set(row.vin, row.id)
    const first = await init('RES00')
    expect(first.status).toBe(201)
    currency = first.body.data.currency
    await post('/orders/lock/release', { lock_id: first.body.data.lock_id, lock_token: first.body.data.lock_token })
  })

  describe('the hold: init, extend, release', () => {
    it('init takes the hold; another shopper gets 409 with held_until; the holder renews it with its token', async () => {
      const first = await init('RES01')
      expect(first.status).toBe(201)
      expect(first.body.data).toMatchObject({
        lock_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        lock_token: expect.stringMatching(/^[\w-]{16,}$/),
        vehicle_id: id('RES01'),
        amount: FEE,
        currency: expect.stringMatching(/^[A-Z]{3}$/),
        vendor_type: 'CARD',
      })
      const expiresAt = new Date(first.body.data.expires_at).getTime()
      expect(expiresAt).toBeGreaterThan(Date.now() + 60_000)
      // The same end as the seconds left, for a browser whose clock is not the server's.
      expect(Math.abs(first.body.data.expires_in * 1000 - (expiresAt - Date.now()))).toBeLessThan(5_000)
      // The database keeps only the token's hash.
      const [row] = await d()
        .select()
        .from(vehicleHolds)
        .where(eq(vehicleHolds.vehicleId, id('RES01')))
      expect(row!.lockId).toBe(first.body.data.lock_id)
      expect(row!.tokenHash).not.toContain(first.body.data.lock_token)

      const second = await init('RES01')
      expect(second.status).toBe(409)
      expect(second.body.errors[0].source.pointer).toBe('/vehicle_id')
      expect(new Date(second.body.meta.held_until).getTime()).toBe(expiresAt)
      expect(Math.abs(second.body.meta.held_for * 1000 - (expiresAt - Date.now()))).toBeLessThan(5_000)

      const renewed = await init('RES01', first.body.data.lock_token)
      expect(renewed.status).toBe(201)
      expect(renewed.body.data.lock_id).toBe(first.body.data.lock_id)
      expect(new Date(renewed.body.data.expires_at).getTime()).toBeGreaterThanOrEqual(expiresAt)
    })

    it('answers 404 for an unknown vehicle, 422 for one that is not reservable, 409 for a reserved or sold one', async () => {
      const unknown = await post('/orders/init', { vehicle_id: 999_999 })
      expect(unknown.status).toBe(404)
      expect(unknown.body.errors[0].source.pointer).toBe('/vehicle_id')
      const plain = await init('PLAIN')
      expect(plain.status).toBe(422)
      expect(plain.body.errors[0].title).toBe('Not reservable')
      for (const [vin, status] of [
        ['TAKEN', 'reserved'],
        ['SOLD1', 'sold'],
      ] as const) {
        const refused = await init(vin)
        expect(refused.status).toBe(409)
        expect(refused.body.meta).toEqual({ status })
      }
      expect(
        await d()
          .select()
          .from(vehicleHolds)
          .where(eq(vehicleHolds.vehicleId, id('TAKEN'))),
      ).toEqual([])
      const malformed = await post('/orders/init', { vehicle_id: 'one' })
      expect(malformed.status).toBe(422)
    })

    it('one client may ask for 20 holds in 15 minutes; the next is refused (429), other clients still hold', async () => {
      const first = await init('RES22', undefined, '203.0.113.9')
      expect(first.status).toBe(201)
      for (let i = 1; i < HOLDS_PER_CLIENT.limit; i++)
        expect((await init('RES22', first.body.data.lock_token, '203.0.113.9')).status).toBe(201)
      const refused = await init('RES22', first.body.data.lock_token, '203.0.113.9')
      expect(refused.status).toBe(429)
      expect(refused.body.errors[0].detail).toBe('Too many vehicles were reserved from here. Try again later.')
      expect((await init('RES22', first.body.data.lock_token, '203.0.113.10')).status).toBe(201)
      // A vehicle the market does not show is refused as such, before the client's count: it holds nothing.
      const missing = await post('/orders/init', { vehicle_id: 999_999_999 }, { 'x-forwarded-for': '203.0.113.9' })
      expect(missing.status).toBe(404)
      const counted = await d().select({ hits: rateLimits.hits }).from(rateLimits).where(like(rateLimits.key, 'hold:%:203.0.113.9'))
      expect(counted.map((row) => row.hits)).toEqual([HOLDS_PER_CLIENT.limit + 1])
    })

    it('50 shoppers racing for one vehicle: exactly one gets it', async () => {
      const answers = await Promise.all(Array.from({ length: 50 }, () => init('RES02')))
      const statuses = answers.map((a) => a.status)
      expect(statuses.filter((s) => s === 201)).toHaveLength(1)
      expect(statuses.filter((s) => s === 409)).toHaveLength(49)
      const winner = answers.find((a) => a.status === 201)!
      const rows = await d()
        .select()
        .from(vehicleHolds)
        .where(eq(vehicleHolds.vehicleId, id('RES02')))
      expect(rows.map((r) => r.lockId)).toEqual([winner.body.data.lock_id])
    })

    it('extends and releases only with the right token', async () => {
      const held = await hold('RES03')
      const wrong = { lock_id: held.lockId, lock_token: 'not-the-token-of-this-hold' }
      const refused = await post('/orders/lock/extend', wrong)
      expect(refused.status).toBe(409)
      expect(refused.body.meta).toEqual({ kicked_out: true })
      const [before] = await d().select().from(vehicleHolds).where(eq(vehicleHolds.vehicleId, held.vehicleId))
      const extended = await post('/orders/lock/extend', { lock_id: held.lockId, lock_token: held.token })
      expect(extended.status).toBe(200)
      expect(extended.body.data).toMatchObject({ lock_id: held.lockId, vehicle_id: held.vehicleId })
      expect(new Date(extended.body.data.expires_at).getTime()).toBeGreaterThanOrEqual(before!.expiresAt.getTime())

      expect(await post('/orders/lock/release', wrong)).toEqual({ status: 200, body: { data: { released: false } } })
      expect((await init('RES03')).status).toBe(409)
      expect(await post('/orders/lock/release', { lock_id: held.lockId, lock_token: held.token })).toEqual({
        status: 200,
        body: { data: { released: true } },
      })
      expect((await init('RES03')).status).toBe(201)
      // A released hold is gone: its holder can no longer extend it.
      expect((await post('/orders/lock/extend', { lock_id: held.lockId, lock_token: held.token })).status).toBe(409)
    })
  })

  describe('POST /payment', () => {
    it('refuses a tampered amount or currency (422) before anything reaches the provider', async () => {
      const held = await hold('RES04')
      const requestsBefore = sandbox.requests().length
      const cheaper = await pay(held, 'pm_card_visa', undefined, { amount: 1 })
      expect(cheaper.status).toBe(422)
      expect(cheaper.body.errors[0].source.pointer).toBe('/payment/amount')
      const other = await pay(held, 'pm_card_visa', undefined, { currency: currency === 'JPY' ? 'EUR' : 'JPY' })
      expect(other.status).toBe(422)
      expect(other.body.errors[0].source.pointer).toBe('/payment/currency')
      expect(intentsOf(held.lockId)).toEqual([])
      expect(sandbox.requests().length).toBe(requestsBefore)
      expect(await d().select().from(orderPayments).where(eq(orderPayments.lockId, held.lockId))).toEqual([])
    })

    it('a declined card answers 402 with the decline; another card then pays on the same intent', async () => {
      const held = await hold('RES05')
      const declined = await pay(held, 'pm_card_chargeDeclinedInsufficientFunds', 'attempt-1')
      expect(declined.status).toBe(402)
      expect(declined.body.errors[0]).toMatchObject({ title: 'Payment declined', detail: 'Your card has insufficient funds.' })
      // The provider's codes, for the checkout to say why in the market's language.
      expect(declined.body.meta).toEqual({ code: 'card_declined', decline_code: 'insufficient_funds' })
      expect(intentsOf(held.lockId)).toHaveLength(1)
      expect(intentsOf(held.lockId)[0]!.status).toBe('requires_payment_method')

      const paid = await pay(held, 'pm_card_visa', 'attempt-2')
      expect(paid.status).toBe(200)
      expect(paid.body.data).toMatchObject({ status: 'requires_capture', payment_intent_id: intentsOf(held.lockId)[0]!.id })
      expect(intentsOf(held.lockId)).toHaveLength(1)
      expect(intentsOf(held.lockId)[0]).toMatchObject({ status: 'requires_capture', amount: FEE * 100, capture_method: 'manual' })
      const [row] = await d().select().from(orderPayments).where(eq(orderPayments.lockId, held.lockId))
      expect(row).toMatchObject({ state: 'requires_capture', lastError: null, providerPaymentId: paid.body.data.payment_intent_id })
    })

    it('declined twice, then paid, by a caller that sends no Idempotency-Key', async () => {
      const held = await hold('RES06')
      expect((await pay(held, 'pm_card_chargeDeclined')).status).toBe(402)
      expect((await pay(held, 'pm_card_chargeDeclinedExpiredCard')).body.errors[0].detail).toBe('Your card has expired.')
      const paid = await pay(held, 'pm_card_mastercard')
      expect(paid.status).toBe(200)
      expect(paid.body.data.status).toBe('requires_capture')
      expect(intentsOf(held.lockId)).toHaveLength(1)
    })

    it('a double POST with the same Idempotency-Key is one intent at the provider', async () => {
      const held = await hold('RES07')
      const [a, b] = await Promise.all([pay(held, 'pm_card_visa', 'double-click'), pay(held, 'pm_card_visa', 'double-click')])
      expect([a.status, b.status]).toEqual([200, 200])
      expect(a.body.data.payment_intent_id).toBe(b.body.data.payment_intent_id)
      expect(intentsOf(held.lockId)).toHaveLength(1)
      // Sent again later: still the same payment.
      const again = await pay(held, 'pm_card_visa', 'double-click')
      expect(again.body.data).toMatchObject({ payment_intent_id: a.body.data.payment_intent_id, status: 'requires_capture' })
      expect(intentsOf(held.lockId)).toHaveLength(1)
    })

    it('a provider that fails (500) answers 503: nothing charged, no order', async () => {
      const held = await hold('RES08')
      // The provider tries a quick failure once more: both attempts fail.
      sandbox.failNext(2, 'error')
      const failed = await pay(held, 'pm_card_visa', 'first')
      expect(failed.status).toBe(503)
      expect(failed.body.errors[0].detail).toMatch(/Nothing was charged/)
      expect(intentsOf(held.lockId)).toEqual([])
      const refused = await order(held)
      expect(refused.status).toBe(422)
      expect(await ordersOf('RES08')).toEqual([])
    })

    it('a provider that does not answer in time answers 503 and no order; the retry with the key is the same payment', async () => {
      const held = await hold('RES09')
      sandbox.failNext(1, 'timeout')
      const started = Date.now()
      const timedOut = await pay(held, 'pm_card_visa', 'slow')
      expect(timedOut.status).toBe(503)
      expect(Date.now() - started).toBeLessThan(PROVIDER_TIMEOUT_MS * 3)
      expect((await order(held)).status).toBe(422)
      expect(await ordersOf('RES09')).toEqual([])
      // The provider did it but its answer was lost; the same key gets that answer, not a second charge.
      expect(intentsOf(held.lockId)).toHaveLength(1)
      const retried = await pay(held, 'pm_card_visa', 'slow')
      expect(retried.status).toBe(200)
      expect(retried.body.data.payment_intent_id).toBe(intentsOf(held.lockId)[0]!.id)
      expect(intentsOf(held.lockId)).toHaveLength(1)
    })

    it('after a timeout, another press of Pay (a new key) finds the payment made, not a second one', async () => {
      const held = await hold('RES20')
      sandbox.failNext(1, 'timeout')
      expect((await pay(held, 'pm_card_visa', 'press-1')).status).toBe(503)
      const again = await pay(held, 'pm_card_visa', 'press-2')
      expect(again.status).toBe(200)
      expect(again.body.data.status).toBe('requires_capture')
      expect(intentsOf(held.lockId)).toHaveLength(1)
      expect(again.body.data.payment_intent_id).toBe(intentsOf(held.lockId)[0]!.id)
    })
  })

  describe('orders', () => {
    it('creates the order: 201, the vehicle reserved in the listing, the hold gone; a resend answers the same order', async () => {
      const held = await hold('RES10')
      const paid = await pay(held)
      const body = { card_payment_intent_id: paid.body.data.payment_intent_id, metadata: { tradeInData: { has_trade_in: false } } }
      const created = await order(held, body)
      expect(created.status).toBe(201)
      expect(created.body.data).toMatchObject({
        order_number: expect.stringMatching(/^FC[2-9A-HJ-NP-Z]{10}$/),
        status: 'reserved',
        payment_status: 'authorised',
        vendor_type: 'CARD',
        amount: FEE,
        currency,
        vehicle_id: held.vehicleId,
        customer_name: 'Ada Lovelace',
        confirmed: false,
        metadata: { tradeInData: { has_trade_in: false } },
      })
      expect(created.body.data).not.toHaveProperty('customer_email')
      expect(await vehicleStatus('RES10')).toBe('reserved')
      expect(await d().select().from(vehicleHolds).where(eq(vehicleHolds.vehicleId, held.vehicleId))).toEqual([])
      const listed = await get(`/api/inventory/public_api/listing/${LIST}/vehicle/${held.vehicleId}`)
      expect(listed.status).toBe(200)
      expect(listed.body.data.attributes.status).toBe('reserved')
      const next = await init('RES10')
      expect(next.status).toBe(409)
      expect(next.body.meta).toEqual({ status: 'reserved' })

      const resent = await order(held, body)
      expect(resent.status).toBe(200)
      expect(resent.body.data.order_number).toBe(created.body.data.order_number)
      expect(await ordersOf('RES10')).toHaveLength(1)
    })

    it('a feed still listing an ordered car for sale leaves it reserved; a feed saying sold wins', async () => {
      expect(await vehicleStatus('RES10')).toBe('reserved')
      const reimport = (fleet: typeof FLEET) =>
        importFeed(d(), db().siteId, feedFromText(JSON.stringify(fleet), 'json'), { listingKey: LIST })
      expect((await reimport(FLEET)).rejected).toBe(0)
      expect(await vehicleStatus('RES10')).toBe('reserved')
      expect(await vehicleStatus('RES09')).toBe('stock')
      await reimport(FLEET.map((vehicle) => (vehicle.vin === 'RES10' ? { ...vehicle, status: 'sold' } : vehicle)))
      expect(await vehicleStatus('RES10')).toBe('sold')
    })

    it('a double click on "place order" is one order, answered to both', async () => {
      const held = await hold('RES21')
      const paid = await pay(held)
      const body = { card_payment_intent_id: paid.body.data.payment_intent_id }
      const answers = await Promise.all([order(held, body), order(held, body)])
      expect(answers.map((a) => a.status).sort()).toEqual([200, 201])
      expect(answers[0]!.body.data.order_number).toBe(answers[1]!.body.data.order_number)
      expect(await ordersOf('RES21')).toHaveLength(1)
    })

    it('an order whose payment this provider does not know (another process’s sandbox) is refused (409), nothing reserved', async () => {
      const other = await startCardSandbox({ webhookSecret: WEBHOOK_SECRET })
      try {
        const otherProvider = cardProvider({
          secretKey: other.secretKey,
          webhookSecret: WEBHOOK_SECRET,
          host: other.host,
          port: other.port,
          protocol: 'http',
        })
        const services = createServices(db().database, mkdtempSync(join(tmpdir(), 'forecourt-orders-')), {
          jobsSchema: db().schema,
          payments: { card: () => Promise.resolve(otherProvider), wallet: () => Promise.resolve(null), sandbox: true },
        })
        const elsewhere = testApp(db(), { services, trustProxy: true })
        const held = await hold('RES25')
        const paid = await pay(held)
        const body = { card_payment_intent_id: paid.body.data.payment_intent_id }
        const refused = await order(held, body, elsewhere)
        expect(refused.status).toBe(409)
        expect(refused.body.errors[0].detail).toMatch(/payment provider refused/)
        expect(await ordersOf('RES25')).toEqual([])
        expect(await vehicleStatus('RES25')).toBe('stock')
      } finally {
        await other.close()
      }
    })

    it('refuses an order without the payment of a vehicle with a fee (422)', async () => {
      const held = await hold('RES11')
      const refused = await order(held)
      expect(refused.status).toBe(422)
      expect(refused.body.errors[0].source.pointer).toBe('/order/card_payment_intent_id')
      // Another hold's payment is not this one's.
      const other = await ordered('RES12')
      const borrowed = await order(held, { card_payment_intent_id: other.intentId })
      expect(borrowed.status).toBe(422)
      expect(await ordersOf('RES11')).toEqual([])
      expect(await vehicleStatus('RES11')).toBe('stock')
    })

    it('refuses an order on an expired or taken-over hold (409 kicked_out): no order, nothing captured', async () => {
      const held = await hold('RES13')
      const paid = await pay(held)
      expect(paid.status).toBe(200)
      await d()
        .update(vehicleHolds)
        .set({ expiresAt: new Date(Date.now() - 60_000) })
        .where(eq(vehicleHolds.vehicleId, held.vehicleId))
      const expired = await order(held, { card_payment_intent_id: paid.body.data.payment_intent_id })
      expect(expired.status).toBe(409)
      expect(expired.body.meta).toEqual({ kicked_out: true })

      const thief = await hold('RES13')
      expect(thief.lockId).not.toBe(held.lockId)
      const stolen = await order(held, { card_payment_intent_id: paid.body.data.payment_intent_id })
      expect(stolen.status).toBe(409)
      expect(stolen.body.meta).toEqual({ kicked_out: true })
      expect(await ordersOf('RES13')).toEqual([])
      expect(await vehicleStatus('RES13')).toBe('stock')
      expect(intent(paid.body.data.payment_intent_id)).toMatchObject({ status: 'requires_capture', amount_received: 0 })
    })

    it('GET /orders/{number}: the public order; 404 for a malformed or unknown number', async () => {
      const { number } = await ordered('RES14')
      const found = await get(`${BUY}/orders/${number}`)
      expect(found.status).toBe(200)
      expect(found.body.data).toMatchObject({ order_number: number, status: 'reserved', amount: FEE })
      expect(JSON.stringify(found.body)).not.toContain('ada@example.com')
      expect((await get(`${BUY}/orders/not-a-number`)).status).toBe(404)
      expect((await get(`${BUY}/orders/FC2222222222`)).status).toBe(404)
    })

    it('PUT confirm captures the payment and sends one e-mail, however often it is called', async () => {
      const { number, intentId } = await ordered('RES15')
      const confirm = () => shopper.request(`${BUY}/orders/${number}/confirm`, { method: 'PUT' })
      const answers = await Promise.all([confirm(), confirm()])
      expect(answers.map((a) => a.status)).toEqual([200, 200])
      const again = await confirm()
      expect(again.status).toBe(200)
      expect((await again.json()).data).toMatchObject({ status: 'confirmed', payment_status: 'paid', confirmed: true })
      expect(intent(intentId)).toMatchObject({ status: 'succeeded', amount_received: FEE * 100 })
      const mails = await d()
        .select()
        .from(outbox)
        .where(and(eq(outbox.recipient, 'ada@example.com'), eq(outbox.subject, `Your reservation ${number}`)))
      expect(mails).toHaveLength(1)
      expect(mails[0]!.body).toContain(`Order number: ${number}`)
      // The fee as the market writes an amount (this market sets no price format: Intl's, in its language).
      const fee = new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(FEE)
      expect(mails[0]!.body).toContain(`Reservation fee paid: ${fee}`)
      // The order made by ordered() books no appointment, so the mail names none.
      expect(mails[0]!.body).not.toContain('Appointment:')
      expect((await shopper.request(`${BUY}/orders/FC2222222222/confirm`, { method: 'PUT' })).status).toBe(404)
    })

    it('a vehicle without a fee is reserved without payment; the customer comes from the reservation form’s lead', async () => {
      const siteId = db().siteId
      const form = await insertForm(d(), siteId, 'Reservation', [{ fields: [{ id: 'first_name', type: 'text', label: 'First name' }] }])
      const lead = await insertLead(d(), {
        siteId,
        formId: form.id,
        data: { first_name: 'Grace', last_name: 'Hopper' },
        email: 'grace@example.com',
      })
      const other = await addMarket(db(), `orders-${randomUUID().slice(0, 8)}`)
      const otherForm = await insertForm(d(), other.id, 'Reservation', [{ fields: [{ id: 'first_name', type: 'text', label: 'Name' }] }])
      const foreignLead = await insertLead(d(), { siteId: other.id, formId: otherForm.id, data: {}, email: 'foreign@example.com' })

      const first = await init('FREE0')
      expect(first.body.data).toMatchObject({ amount: 0, vendor_type: 'NO_PAYMENT_WITH_CONFIRMATION_EMAIL' })
      const held = { lockId: first.body.data.lock_id, token: first.body.data.lock_token, vehicleId: id('FREE0') }
      expect((await pay(held, 'pm_card_visa', undefined, { amount: 0 })).status).toBe(422)
      expect(intentsOf(held.lockId)).toEqual([])

      const foreign = await order(held, { customer_email: undefined, customer_name: undefined, rdx_forms_lead_id: foreignLead.id })
      expect(foreign.status).toBe(422)
      expect(foreign.body.errors[0].source.pointer).toBe('/order/rdx_forms_lead_id')
      const nobody = await order(held, { customer_email: undefined, customer_name: undefined })
      expect(nobody.status).toBe(422)
      expect(nobody.body.errors[0].source.pointer).toBe('/order/customer_email')

      // The shopper chose another of the market's retailers than the car's own at the retailer step,
      // and booked a time of its opening hours (the market's clock is UTC) at the booking step.
      const [chosen] = await d()
        .insert(dealers)
        .values({
          siteId,
          code: `H${randomUUID().slice(0, 6)}`,
          name: 'Harbour Cars',
          email: 'Bookings@Harbour-Cars.example',
          state: 'NSW',
          brands: ['Aurelia'],
          openingHours: everyDay,
        })
        .returning({ id: dealers.id })
      const appointment = { date: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10), time: '09:30' }
      const asBooked = { customer_email: undefined, customer_name: undefined, rdx_forms_lead_id: lead.id }
      // Times the booking step never offered are refused, naming the field, and no order is made.
      for (const [metadata, problem] of [
        [{ appointment: { ...appointment, time: '08:30' }, retailer: chosen!.id }, 'is not a time the retailer takes appointments'],
        [{ appointment: { date: '2020-01-06', time: '09:30' }, retailer: chosen!.id }, 'must be a day the retailer is open within 14 days'],
        [{ appointment, retailer: null }, "needs the market's retailer it is booked with"],
        [{ appointment: { date: appointment.date }, retailer: chosen!.id }, 'must be a date (YYYY-MM-DD) and a start time (HH:MM)'],
      ] as const) {
        const refused = await order(held, { ...asBooked, metadata })
        expect(refused.status).toBe(422)
        expect(refused.body.errors[0]).toMatchObject({
          detail: expect.stringContaining(problem),
          source: { pointer: '/order/metadata/appointment' },
        })
      }
      expect(await ordersOf('FREE0')).toEqual([])
      const created = await order(held, { ...asBooked, metadata: { appointment, retailer: chosen!.id } })
      expect(created.status).toBe(201)
      expect(created.body.data).toMatchObject({ payment_status: 'not_required', amount: 0, customer_name: 'Grace Hopper' })
      const [row] = await ordersOf('FREE0')
      expect(row).toMatchObject({ customerEmail: 'grace@example.com', leadId: lead.id, paymentId: null })
      const confirmed = await shopper.request(`${BUY}/orders/${row!.number}/confirm`, { method: 'PUT' })
      expect((await confirmed.json()).data).toMatchObject({ status: 'confirmed', payment_status: 'not_required' })
      const mails = await d().select().from(outbox).where(eq(outbox.recipient, 'grace@example.com'))
      expect(mails.map((m) => m.body)).toEqual([expect.stringContaining('No payment was taken.')])
      // The appointment booked at the booking step, as the market (en_GB) writes a day and a time.
      expect(mails[0]!.body).toContain(`Appointment: ${appointmentText(appointment, 'en-GB')}`)
      // It names the retailer the shopper chose, as the checkout's summary did.
      expect(mails[0]!.body).toContain('is reserved for you at Harbour Cars.')
      // That retailer is told, once, with what it needs to call the customer back.
      const notices = await d().select().from(outbox).where(eq(outbox.recipient, 'bookings@harbour-cars.example'))
      expect(notices.map((m) => m.subject)).toEqual([`Reserved online: ${created.body.data.vehicle.title} (${row!.number})`])
      expect(notices[0]!.body.split('\n')).toEqual([
        `${created.body.data.vehicle.title} has been reserved online.`,
        'VIN: FREE0',
        `Order number: ${row!.number}`,
        `Appointment: ${appointmentText(appointment, 'en-GB')}`,
        'No payment was taken.',
        '',
        'Customer: Grace Hopper',
        'E-mail: grace@example.com',
        '',
        'Please contact the customer to arrange the next steps.',
      ])
      // A confirm sent again changes nothing and mails no one again.
      expect((await shopper.request(`${BUY}/orders/${row!.number}/confirm`, { method: 'PUT' })).status).toBe(200)
      expect(await d().select().from(outbox).where(eq(outbox.recipient, 'bookings@harbour-cars.example'))).toHaveLength(1)
    })

    it("a retailer id the database cannot hold is no retailer's: the order is confirmed and its e-mail sent", async () => {
      const first = await init('FREE1')
      const held = { lockId: first.body.data.lock_id, token: first.body.data.lock_token, vehicleId: id('FREE1') }
      const created = await order(held, { customer_email: 'ida@example.com', metadata: { retailer: 2 ** 40 } })
      expect(created.status).toBe(201)
      const confirmed = await shopper.request(`${BUY}/orders/${created.body.data.order_number}/confirm`, { method: 'PUT' })
      expect(confirmed.status).toBe(200)
      const mails = await d().select().from(outbox).where(eq(outbox.recipient, 'ida@example.com'))
      expect(mails).toHaveLength(1)
      expect(mails[0]!.body).not.toContain('Harbour Cars')
    })
  })

  describe('POST /webhooks/card', () => {
    const event = (intentObject: Record<string, unknown>, type: string, status: string, created: number) =>
      JSON.stringify({
        id: `evt_${randomUUID().replace(/-/g, '')}`,
        object: 'event',
        api_version: '2026-10-28.endive',
        created,
        livemode: false,
        type,
        data: { object: { ...intentObject, status } },
      })
    const deliver = (payload: string, signature: string | null) =>
      shopper
        .request(`${BUY}/webhooks/card`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
          body: payload,
        })
        .then(async (response) => ({ status: response.status, body: await response.json() }))
    const signed = (payload: string) => stripeSignature(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000))
    const ledger = (eventId: string) => d().select().from(paymentWebhooks).where(eq(paymentWebhooks.eventId, eventId))
    const paymentState = async (intentId: string) =>
      (await d().select({ state: orderPayments.state }).from(orderPayments).where(eq(orderPayments.providerPaymentId, intentId)))[0]!.state

    it('applies a signed event once (a repeat is a duplicate), keeps an older one as stale, refuses a bad signature', async () => {
      const held = await hold('RES16')
      const paid = await pay(held)
      const intentId = paid.body.data.payment_intent_id as string
      const { account: _account, ...intentObject } = intent(intentId)!
      const now = Math.floor(Date.now() / 1000)

      const succeeded = event(intentObject, 'payment_intent.succeeded', 'succeeded', now)
      const eventId = JSON.parse(succeeded).id as string
      expect(await deliver(succeeded, signed(succeeded))).toEqual({ status: 200, body: { data: { outcome: 'applied' } } })
      expect(await paymentState(intentId)).toBe('succeeded')
      expect(await ledger(eventId)).toEqual([
        expect.objectContaining({ siteId: db().siteId, type: 'payment_intent.succeeded', providerPaymentId: intentId, outcome: 'applied' }),
      ])
      expect(await deliver(succeeded, signed(succeeded))).toEqual({ status: 200, body: { data: { outcome: 'duplicate' } } })
      expect(await ledger(eventId)).toHaveLength(1)

      const older = event(intentObject, 'payment_intent.amount_capturable_updated', 'requires_capture', now - 60)
      expect(await deliver(older, signed(older))).toEqual({ status: 200, body: { data: { outcome: 'stale' } } })
      expect(await paymentState(intentId)).toBe('succeeded')
      expect((await ledger(JSON.parse(older).id))[0]!.outcome).toBe('stale')

      const forged = event(intentObject, 'payment_intent.canceled', 'canceled', now)
      const forgedId = JSON.parse(forged).id as string
      const badSignature = await deliver(forged, stripeSignature(forged, 'whsec_not_ours', now))
      expect(badSignature.status).toBe(400)
      expect((await deliver(forged, null)).status).toBe(400)
      const tampered = await deliver(forged.replace('canceled', 'succeeded'), signed(forged))
      expect(tampered.status).toBe(400)
      expect(await ledger(forgedId)).toEqual([])
      expect(await paymentState(intentId)).toBe('succeeded')

      const listed = await get(`${BUY}/admin/webhooks`, clients.admin)
      expect(listed.status).toBe(200)
      expect(
        listed.body.data.filter((w: { payment_id: string }) => w.payment_id === intentId).map((w: { outcome: string }) => w.outcome),
      ).toEqual(expect.arrayContaining(['applied', 'stale']))
    })
  })

  describe('the back office (/admin)', () => {
    type Who = 'anonymous' | 'editor' | 'otherAdmin' | 'admin'
    const routes = [
      ['get', '/admin/orders'],
      ['post', '/admin/orders/{number}/refund'],
      ['post', '/admin/orders/{number}/cancel'],
      ['get', '/admin/webhooks'],
    ] as const
    const expected: Record<Exclude<Who, 'admin'>, number> = { anonymous: 401, editor: 403, otherAdmin: 403 }

    it.each(
      routes.flatMap(([method, path]) => (['anonymous', 'editor', 'otherAdmin'] as const).map((who) => [method, path, who] as const)),
    )('%s %s as %s is refused and changes nothing', async (method, path, who) => {
      const { number } = await orderedOnce()
      const client =
        who === 'otherAdmin'
          ? await clientWithGrants(db(), [{ siteId: (await addMarket(db(), `orders-${randomUUID().slice(0, 8)}`)).id, role: 'admin' }], {
              services: shopper.services,
            })
          : clients[who]
      const response = await client.request(`${BUY}${path.replace('{number}', number)}`, { method: method.toUpperCase() })
      expect(response.status).toBe(expected[who])
      expect((await d().select({ status: orders.status }).from(orders).where(eq(orders.number, number)))[0]!.status).toBe('reserved')
    })

    let shared: Promise<{ number: string }> | null = null
    /** One order the refused calls try to change. */
    const orderedOnce = () => (shared ??= ordered('RES00'))

    it('lists the orders with their payments for the administrator', async () => {
      const { number, intentId } = await ordered('RES17')
      const listed = await get(`${BUY}/admin/orders`, clients.admin)
      expect(listed.status).toBe(200)
      expect(listed.body.meta).toMatchObject({ page: 1, per_page: 50, total: listed.body.data.length })
      const row = listed.body.data.find((o: { order_number: string }) => o.order_number === number)
      expect(row).toMatchObject({
        customer_email: 'ada@example.com',
        payment: { provider: 'card', id: intentId, state: 'requires_capture' },
      })
      expect((await get(`${BUY}/admin/orders?page=0`, clients.admin)).status).toBe(400)
    })

    it('refund: the provider refunds, the order is refunded, the vehicle gets its status back, audited', async () => {
      const { number, intentId } = await ordered('DEMO1')
      expect(await vehicleStatus('DEMO1')).toBe('reserved')
      expect((await shopper.request(`${BUY}/orders/${number}/confirm`, { method: 'PUT' })).status).toBe(200)
      const refunded = await post(`/admin/orders/${number}/refund`, {}, {}, clients.admin)
      expect(refunded.status).toBe(200)
      expect(refunded.body.data).toMatchObject({
        order_number: number,
        status: 'refunded',
        payment_status: 'refunded',
        // The admin view states the refund in the currency's units, as `amount`.
        payment: { id: intentId, refunded: FEE },
      })
      expect(sandbox.refunds().filter((r) => r.payment_intent === intentId)).toEqual([expect.objectContaining({ amount: FEE * 100 })])
      expect(await vehicleStatus('DEMO1')).toBe('demo')
      const audited = await d()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, number)))
      expect(audited).toEqual([expect.objectContaining({ action: 'order.refund', userEmail: expect.stringMatching(/^admin-/) })])
      // Done once: a second refund is refused and the provider refunds nothing more.
      expect((await post(`/admin/orders/${number}/refund`, {}, {}, clients.admin)).status).toBe(409)
      expect(sandbox.refunds().filter((r) => r.payment_intent === intentId)).toHaveLength(1)
    })

    it('cancel: refused (409) once the fee was taken; an authorisation is released', async () => {
      const paidOrder = await ordered('RES18')
      expect((await shopper.request(`${BUY}/orders/${paidOrder.number}/confirm`, { method: 'PUT' })).status).toBe(200)
      const refused = await post(`/admin/orders/${paidOrder.number}/cancel`, {}, {}, clients.admin)
      expect(refused.status).toBe(409)
      expect((await ordersOf('RES18'))[0]).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' })
      expect(await vehicleStatus('RES18')).toBe('reserved')

      const held = await ordered('RES19')
      const cancelled = await post(`/admin/orders/${held.number}/cancel`, {}, {}, clients.admin)
      expect(cancelled.status).toBe(200)
      expect(cancelled.body.data).toMatchObject({ status: 'cancelled', payment_status: 'cancelled' })
      expect(intent(held.intentId)!.status).toBe('canceled')
      expect(await vehicleStatus('RES19')).toBe('stock')
      expect((await post(`/admin/orders/FC2222222222/cancel`, {}, {}, clients.admin)).status).toBe(404)
    })

    it('two cancels at once (two admins, two processes): one ends the order, the other is told; audited and given back once', async () => {
      const { number, intentId } = await ordered('RES23')
      const answers = await Promise.all([1, 2].map(() => post(`/admin/orders/${number}/cancel`, {}, {}, clients.admin)))
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
      expect(answers.find((answer) => answer.status === 409)!.body.errors[0].detail).toBe('The order is already cancelled.')
      expect(intent(intentId)!.status).toBe('canceled')
      expect(await vehicleStatus('RES23')).toBe('stock')
      const audited = await d()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, number)))
      expect(audited.map((entry) => entry.action)).toEqual(['order.cancel'])
    })

    it.each([
      ['a paid reservation', 'RES24', true],
      ['a reservation without a fee', 'FREE2', false],
    ] as const)(
      'the shopper’s confirm and an administrator’s cancel at once on %s: one wins, the other is told, and the order, vehicle and mails agree',
      async (_, vin, paid) => {
        let number: string
        if (paid) number = (await ordered(vin)).number
        else {
          const held = await hold(vin)
          const created = await order(held)
          expect(created.status).toBe(201)
          number = created.body.data.order_number
        }
        const [confirmed, cancelled] = await Promise.all([
          shopper.request(`${BUY}/orders/${number}/confirm`, { method: 'PUT' }),
          post(`/admin/orders/${number}/cancel`, {}, {}, clients.admin),
        ])
        const [row] = await d().select().from(orders).where(eq(orders.number, number))
        const mails = await d()
          .select()
          .from(outbox)
          .where(and(eq(outbox.recipient, 'ada@example.com'), eq(outbox.subject, `Your reservation ${number}`)))
        if (row!.status === 'confirmed') {
          // The confirm won and the fee was taken: the cancel is refused (refund instead).
          expect([confirmed.status, cancelled.status]).toEqual([200, 409])
          expect(await vehicleStatus(vin)).toBe('reserved')
          expect(mails).toHaveLength(1)
        } else {
          // The cancel won (without a fee it may also come after the confirm): the car is for sale again,
          // and a shopper told it is confirmed was confirmed before the cancel.
          expect(row!.status).toBe('cancelled')
          expect(cancelled.status).toBe(200)
          expect([200, 409]).toContain(confirmed.status)
          if (paid) expect(confirmed.status).toBe(409)
          expect(await vehicleStatus(vin)).toBe('stock')
          expect(mails).toHaveLength(confirmed.status === 200 ? 1 : 0)
          expect(row!.confirmedAt !== null).toBe(confirmed.status === 200)
        }
      },
    )

    it('an administrator’s POST without the CSRF token is refused (403) and changes nothing', async () => {
      const { number } = await orderedOnce()
      const response = await clients.admin.request(`${BUY}/admin/orders/${number}/cancel`, { method: 'POST', csrf: false })
      expect(response.status).toBe(403)
      expect((await d().select({ status: orders.status }).from(orders).where(eq(orders.number, number)))[0]!.status).toBe('reserved')
    })
  })
})
