import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dealers, orderPayments, orders, paymentWebhooks, stockButtonSets, stockConfigEntries, stockVehicles } from '~/db/schema/index.ts'
import { createServices } from '~/server/boot.server.ts'
import { feedFromText, importFeed } from '~/stock/write/import.server.ts'
import { clientsByRole, type TestClient } from '~/test/app.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { startPaypalSandbox, type PaypalSandbox } from './payments/paypal-sandbox.server.ts'
import { p24Sign, przelewy24Provider, type RegionalProvider } from './payments/przelewy24.server.ts'
import { startPrzelewy24Sandbox, type P24Sandbox } from './payments/przelewy24-sandbox.server.ts'
import { paypalProvider } from './payments/paypal.server.ts'
import type { WalletProvider } from './payments/provider.ts'
import { reconcilePayments } from './reconcile.server.ts'

// The wallet path of the buy-online API (spec 3 §7, ADR 100) over a real database, with PayPal's
// SDK talking real HTTP to the PayPal sandbox this file starts: what the sandbox saw is the proof
// of what was (not) made or charged there.

const BUY = '/api/inventory/buy_online'
const LIST = '0bde0000-0000-4000-8000-0000000000aa'
const FEE = 250

let sandbox: PaypalSandbox
let wallet: WalletProvider
let p24: P24Sandbox
let regional: RegionalProvider

beforeAll(async () => {
  sandbox = await startPaypalSandbox({ holdMs: 3000 })
  wallet = paypalProvider({
    clientId: sandbox.clientId,
    clientSecret: sandbox.clientSecret,
    apiUrl: sandbox.url,
    timeoutMs: 1000,
    webhookId: sandbox.webhookId,
  })
  p24 = await startPrzelewy24Sandbox()
  regional = przelewy24Provider({
    merchantId: p24.merchantId,
    posId: p24.posId,
    apiKey: p24.apiKey,
    crc: p24.crc,
    baseUrl: p24.url,
    timeoutMs: 1000,
  })
})
afterAll(async () => {
  await sandbox?.close()
  await p24?.close()
})

const base = { state: 'new', nameplate_brand_name: 'Aurelia', nameplate_name: 'E5', display_price: 45000, owner_id: 'D1' }
const FLEET = [
  ...Array.from({ length: 12 }, (_, i) => ({ ...base, vin: `PPL${String(i).padStart(2, '0')}`, status: 'stock', button_set: 'reserve' })),
  // Used cars are paid through the regional provider (the checkout config names it for their state).
  ...Array.from({ length: 6 }, (_, i) => ({
    ...base,
    state: 'used',
    vin: `P24${String(i).padStart(2, '0')}`,
    status: 'stock',
    button_set: 'reserve',
  })),
]

describeEachEngine('buy-online with PayPal and Przelewy24 (spec 3 §7)', (db) => {
  let clients: Awaited<ReturnType<typeof clientsByRole>>
  let shopper: TestClient
  let currency: string
  const vehicleIds = new Map<string, number>()
  const d = () => db().database.db
  const id = (vin: string) => vehicleIds.get(vin)!

  const post = async (path: string, body: unknown, client: TestClient = shopper) => {
    const response = await client.request(`${BUY}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: await response.json() }
  }
  interface Held {
    lockId: string
    token: string
    vehicleId: number
  }
  const hold = async (vin: string): Promise<Held> => {
    const { status, body } = await post('/orders/init', { vehicle_id: id(vin) })
    expect(status, JSON.stringify(body)).toBe(201)
    expect(body.data.vendor_type).toBe(vin.startsWith('P24') ? 'PRZELEWY24' : 'PAYPAL')
    return { lockId: body.data.lock_id, token: body.data.lock_token, vehicleId: id(vin) }
  }
  const createPaypal = (held: Held, overrides: { amount?: number | string; currency?: string; return_url?: string } = {}) =>
    post('/paypal/create_order', {
      order: { amount_value: overrides.amount ?? FEE, amount_currency_code: overrides.currency ?? currency, vehicle_id: held.vehicleId },
      lock_id: held.lockId,
      lock_token: held.token,
      return_url: overrides.return_url ?? 'http://localhost/order-online/checkout/1',
    })
  const order = (held: Held, paypalOrderId: string | null) =>
    post('/orders', {
      order: {
        vehicle_id: held.vehicleId,
        lock_id: held.lockId,
        lock_token: held.token,
        paypal_order_id: paypalOrderId,
        customer_email: 'ada@example.com',
        customer_name: 'Ada Lovelace',
      },
    })
  const ordersOf = (vin: string) =>
    d()
      .select()
      .from(orders)
      .where(eq(orders.vehicleId, id(vin)))
  const sandboxOrdersOf = (lockId: string) => sandbox.orders().filter((o) => o.reference_id === lockId)

  beforeAll(async () => {
    const services = createServices(db().database, mkdtempSync(join(tmpdir(), 'forecourt-wallet-')), {
      jobsSchema: db().schema,
      payments: {
        card: () => Promise.resolve(null),
        wallet: () => Promise.resolve(wallet),
        regional: () => Promise.resolve(regional),
        sandbox: true,
      },
    })
    clients = await clientsByRole(db(), { services })
    shopper = clients.anonymous
    const siteId = db().siteId
    const button = { button_type: 'reserve', label: 'Reserve now', target: null, target_type: null, target_action: null }
    await d()
      .insert(stockButtonSets)
      .values({ siteId, code: 'reserve', setupType: 'extended', reservationFee: FEE, financingOptions: ['cash'], buttons: [button] })
    await d()
      .insert(stockConfigEntries)
      .values({
        siteId,
        kind: 'order_online',
        configType: 'order_online_checkout_page',
        // Used cars are paid through the regional provider, the rest with PayPal (ADR 100 vendor_by_state).
        data: { content: { checkout_payment: { vendor: { type: 'PAYPAL' }, vendor_by_state: { used: { type: 'PRZELEWY24' } } } } },
      })
    // The fleet's retailer: a feed names only the market's retailers.
    await d()
      .insert(dealers)
      .values({ siteId, code: 'D1', name: 'Zeta Motors', state: 'NSW', brands: ['Aurelia'] })
    const summary = await importFeed(d(), siteId, feedFromText(JSON.stringify(FLEET), 'json'), { listingKey: LIST })
    expect(summary.errors).toEqual([])
    for (const row of await d().select({ id: stockVehicles.id, vin: stockVehicles.vin }).from(stockVehicles))
      vehicleIds.set(row.vin, row.id)
    const first = await post('/orders/init', { vehicle_id: id('PPL00') })
    currency = first.body.data.currency
    await post('/orders/lock/release', { lock_id: first.body.data.lock_id, lock_token: first.body.data.lock_token })
  })

  it('create → approve → order → confirm → refund', async () => {
    const held = await hold('PPL01')
    const created = await createPaypal(held)
    expect(created.status).toBe(200)
    const paypalId = created.body.data.paypal_order_id as string
    expect(created.body.data).toMatchObject({
      status: 'PAYER_ACTION_REQUIRED',
      approve_url: `${sandbox.url}/checkoutnow?token=${paypalId}`,
    })
    const made = sandbox.orders().find((o) => o.id === paypalId)!
    expect(made).toMatchObject({ amount: { value: '250.00', currency_code: currency }, reference_id: held.lockId })
    expect(made.return_url).toBe('http://localhost/order-online/checkout/1?paypal=return')
    expect(sandbox.requests().filter((r) => r.path === '/v2/checkout/orders' && r.requestId === `hold:${held.lockId}`)).toHaveLength(1)

    // Not approved yet: no order, whatever the browser says.
    const early = await order(held, paypalId)
    expect(early.status).toBe(402)
    expect(early.body.errors[0].source.pointer).toBe('/order/paypal_order_id')
    expect(await ordersOf('PPL01')).toEqual([])

    sandbox.approve(paypalId)
    const createdOrder = await order(held, paypalId)
    expect(createdOrder.status).toBe(201)
    expect(createdOrder.body.data).toMatchObject({ status: 'reserved', payment_status: 'paid', vendor_type: 'PAYPAL', amount: FEE })
    expect(sandbox.orders().find((o) => o.id === paypalId)?.capture?.status).toBe('COMPLETED')
    const [payment] = await d().select().from(orderPayments).where(eq(orderPayments.lockId, held.lockId))
    expect(payment).toMatchObject({ provider: 'paypal', providerPaymentId: paypalId, state: 'succeeded' })
    // A resend answers the same order and captures nothing again.
    expect((await order(held, paypalId)).status).toBe(200)
    expect(sandbox.requests().filter((r) => r.path === `/v2/checkout/orders/${paypalId}/capture` && r.status === 201)).toHaveLength(1)

    const number = createdOrder.body.data.order_number as string
    const confirmed = await shopper.request(`${BUY}/orders/${number}/confirm`, { method: 'PUT' })
    expect((await confirmed.json()).data).toMatchObject({ status: 'confirmed', payment_status: 'paid' })

    const cancel = await post(`/admin/orders/${number}/cancel`, {}, clients.admin)
    expect(cancel.status).toBe(409)
    const refunded = await post(`/admin/orders/${number}/refund`, {}, clients.admin)
    expect(refunded.status).toBe(200)
    expect(refunded.body.data).toMatchObject({
      status: 'refunded',
      payment_status: 'refunded',
      payment: { provider: 'paypal', refunded: FEE },
    })
    expect(sandbox.orders().find((o) => o.id === paypalId)?.capture?.status).toBe('REFUNDED')
    const [vehicle] = await d()
      .select({ status: stockVehicles.status })
      .from(stockVehicles)
      .where(eq(stockVehicles.id, id('PPL01')))
    expect(vehicle!.status).toBe('stock')
  })

  it("PayPal's events: verified by PayPal, recorded once, the payment read from PayPal's order whatever their order", async () => {
    const held = await hold('PPL10')
    const paypalId = (await createPaypal(held)).body.data.paypal_order_id as string
    sandbox.approve(paypalId)
    expect((await order(held, paypalId)).status).toBe(201)
    sandbox.refundInDashboard(paypalId)
    // A refund's event names its capture, not the order.
    const captureId = sandbox.orders().find((o) => o.id === paypalId)!.capture!.id
    const events = sandbox.events().filter((e) => e.body.includes(paypalId) || e.body.includes(captureId))
    expect(events.map((e) => e.type)).toEqual(['CHECKOUT.ORDER.APPROVED', 'PAYMENT.CAPTURE.COMPLETED', 'PAYMENT.CAPTURE.REFUNDED'])
    const [approved, completed, refunded] = events as [(typeof events)[0], (typeof events)[0], (typeof events)[0]]
    const deliver = async (event: typeof approved, body = event.body, headers = event.headers) => {
      const response = await shopper.request(`${BUY}/webhooks/paypal`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body,
      })
      return { status: response.status, body: await response.json() }
    }

    // Tampered, or without PayPal's headers: 400, nothing recorded.
    const tampered = await deliver(refunded, refunded.body.replace('"250.00"', '"2.50"'))
    expect(tampered.status).toBe(400)
    expect(tampered.body.errors[0].title).toBe('Invalid signature')
    const { ['paypal-transmission-sig']: _, ...unsigned } = refunded.headers
    expect((await deliver(refunded, refunded.body, unsigned)).status).toBe(400)
    const ledger = () => d().select().from(paymentWebhooks).where(eq(paymentWebhooks.providerPaymentId, paypalId))
    expect(await ledger()).toEqual([])
    const payment = async () => (await d().select().from(orderPayments).where(eq(orderPayments.lockId, held.lockId)))[0]!
    expect(await payment()).toMatchObject({ state: 'succeeded', refundedMinor: 0 })

    // Newest first, then the older ones, then a repeat: the refund shows, the older events change nothing.
    expect((await deliver(refunded)).body.data.outcome).toBe('applied')
    expect(await payment()).toMatchObject({ state: 'succeeded', refundedMinor: 25_000 })
    expect((await deliver(completed)).body.data.outcome).toBe('stale')
    expect((await deliver(approved)).body.data.outcome).toBe('stale')
    expect((await deliver(refunded)).body.data.outcome).toBe('duplicate')
    expect(await payment()).toMatchObject({ state: 'succeeded', refundedMinor: 25_000 })
    const recorded = await ledger()
    expect(recorded.map((r) => [r.provider, r.type, r.outcome]).sort()).toEqual([
      ['paypal', 'CHECKOUT.ORDER.APPROVED', 'stale'],
      ['paypal', 'PAYMENT.CAPTURE.COMPLETED', 'stale'],
      ['paypal', 'PAYMENT.CAPTURE.REFUNDED', 'applied'],
    ])
    expect(recorded.every((r) => r.siteId === db().siteId)).toBe(true)

    // PayPal unreachable while verifying: 503, so that PayPal delivers it again.
    sandbox.failNext(1, 'error')
    expect((await deliver(approved)).status).toBe(503)
  })

  it('a tampered amount or currency is 422 and nothing is made at PayPal', async () => {
    const held = await hold('PPL02')
    const before = sandbox.requests().length
    for (const [overrides, pointer] of [
      [{ amount: 1 }, '/order/amount_value'],
      [{ amount: '249.99' }, '/order/amount_value'],
      [{ currency: currency === 'EUR' ? 'USD' : 'EUR' }, '/order/amount_currency_code'],
    ] as const) {
      const refused = await createPaypal(held, overrides)
      expect(refused.status).toBe(422)
      expect(refused.body.errors[0].source.pointer).toBe(pointer)
    }
    expect(sandbox.requests().length).toBe(before)
    expect(sandboxOrdersOf(held.lockId)).toEqual([])
    const [payment] = await d().select().from(orderPayments).where(eq(orderPayments.lockId, held.lockId))
    expect(payment).toBeUndefined()
    // Another site's page as the way back is refused as well; NUL in a field is a 422 naming it.
    expect((await createPaypal(held, { return_url: 'https://evil.example/phish' })).status).toBe(422)
    const nul = await createPaypal(held, { currency: 'G\u0000P' })
    expect(nul.status).toBe(422)
    expect(nul.body.errors[0].source.pointer).toBe('/order/amount_currency_code')
  })

  it('a double create makes one PayPal order', async () => {
    const held = await hold('PPL03')
    const answers = await Promise.all([createPaypal(held), createPaypal(held), createPaypal(held)])
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    expect(new Set(answers.map((a) => a.body.data.paypal_order_id)).size).toBe(1)
    expect(sandboxOrdersOf(held.lockId)).toHaveLength(1)
  })

  it('a declined funding source is 402 with the reason and no order; a failing PayPal is 503 and no order', async () => {
    const held = await hold('PPL04')
    const created = await createPaypal(held)
    sandbox.approve(created.body.data.paypal_order_id, 'decline')
    const declined = await order(held, created.body.data.paypal_order_id)
    expect(declined.status).toBe(402)
    expect(declined.body.errors[0].detail).toMatch(/PayPal declined/)
    expect(await ordersOf('PPL04')).toEqual([])
    // The shopper tries again: back to PayPal's approval page, another funding source, paid.
    const again = await createPaypal(held)
    expect(again.body.data.paypal_order_id).toBe(created.body.data.paypal_order_id)
    expect(again.body.data.approve_url).toEqual(expect.any(String))
    sandbox.approve(created.body.data.paypal_order_id, 'pay')
    expect((await order(held, created.body.data.paypal_order_id)).status).toBe(201)
    expect(await ordersOf('PPL04')).toHaveLength(1)

    const other = await hold('PPL05')
    sandbox.failNext(2, 'error')
    const failed = await createPaypal(other)
    expect(failed.status).toBe(503)
    const made = await createPaypal(other)
    sandbox.approve(made.body.data.paypal_order_id)
    sandbox.failNext(2, 'error')
    const unavailable = await order(other, made.body.data.paypal_order_id)
    expect(unavailable.status).toBe(503)
    expect(await ordersOf('PPL05')).toEqual([])
    // Another order id than the hold's is refused.
    expect((await order(other, 'SOMEOTHERORDER1')).status).toBe(422)
    expect((await order(other, made.body.data.paypal_order_id)).status).toBe(201)
  })

  it('a card payment is refused for a PayPal or a Przelewy24 vehicle', async () => {
    for (const vin of ['PPL06', 'P2405']) {
      const held = await hold(vin)
      const refused = await post('/payment', {
        payment: { amount: FEE, currency, vehicle_id: held.vehicleId },
        lock_id: held.lockId,
        lock_token: held.token,
        payment_method: 'pm_card_visa',
      })
      expect(refused.status).toBe(422)
    }
  })

  it('reconcile refunds a captured PayPal payment whose order never came, and closes an abandoned one', async () => {
    const held = await hold('PPL07')
    const created = await createPaypal(held)
    const paypalId = created.body.data.paypal_order_id as string
    sandbox.approve(paypalId)
    await wallet.captureOrder(paypalId, `capture:${paypalId}`)
    const abandoned = await hold('PPL08')
    const left = await createPaypal(abandoned)
    await post('/orders/lock/release', { lock_id: held.lockId, lock_token: held.token })
    await post('/orders/lock/release', { lock_id: abandoned.lockId, lock_token: abandoned.token })
    const result = await reconcilePayments(
      d(),
      { card: () => Promise.resolve(null), wallet: () => Promise.resolve(wallet), sandbox: true },
      { settleMinutes: 0 },
    )
    expect(result.released).toBeGreaterThanOrEqual(2)
    expect(sandbox.orders().find((o) => o.id === paypalId)?.capture?.status).toBe('REFUNDED')
    const rows = await d().select().from(orderPayments).where(eq(orderPayments.providerPaymentId, left.body.data.paypal_order_id))
    expect(rows[0]!.state).toBe('canceled')
  })

  describe('the regional provider (Przelewy24)', () => {
    const checkoutData = async (held: Held, query: Record<string, string> = {}) => {
      const params = new URLSearchParams({
        amount: String(FEE),
        currency,
        language: '',
        description: '',
        paytypes: '154,25',
        result_url: 'http://localhost/showroom-order-online/checkout?vehicle=1',
        vehicle_id: String(held.vehicleId),
        lock_id: held.lockId,
        lock_token: held.token,
        ...query,
      })
      const response = await shopper.request(`${BUY}/przelewy24/checkout_data?${params}`)
      return { status: response.status, body: await response.json() }
    }
    const notify = async (body: string) => {
      const response = await shopper.request(`${BUY}/webhooks/przelewy24`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
      return { status: response.status, body: await response.json() }
    }
    const regionalOrder = (held: Held, orderId: number | null) =>
      post('/orders', {
        order: {
          vehicle_id: held.vehicleId,
          lock_id: held.lockId,
          lock_token: held.token,
          przelewy24_order_id: orderId,
          customer_email: 'ada@example.com',
          customer_name: 'Ada Lovelace',
        },
      })
    const txOf = (held: Held) => p24.transactions().find((tx) => tx.sessionId === held.lockId)

    it('checkout data: the hosted page for the fee; asked again, the same transaction; a tampered fee is 422 and nothing registered', async () => {
      const held = await hold('P2400')
      const tampered = await checkoutData(held, { amount: '1' })
      expect(tampered.status).toBe(422)
      expect(tampered.body.errors[0].source.pointer).toBe('/amount')
      expect((await checkoutData(held, { currency: currency === 'EUR' ? 'USD' : 'EUR' })).status).toBe(422)
      expect(txOf(held)).toBeUndefined()
      const data = await checkoutData(held)
      expect(data.status).toBe(200)
      const tx = txOf(held)!
      expect(data.body.data).toEqual({
        url: `${p24.url}/trnRequest/${tx.token}`,
        method: 'GET',
        fields: { token: tx.token },
        session_id: held.lockId,
      })
      expect(tx).toMatchObject({
        amount: FEE * 100,
        currency,
        urlReturn: 'http://localhost/showroom-order-online/checkout?vehicle=1&przelewy24=return',
      })
      expect(tx.urlStatus).toBe('http://localhost/api/inventory/buy_online/webhooks/przelewy24')
      expect((await checkoutData(held)).body.data.url).toBe(data.body.data.url)
      expect(p24.transactions().filter((t) => t.sessionId === held.lockId)).toHaveLength(1)
      // Another site as the way back, a NUL or a bad pay type list: 400 naming the parameter.
      expect((await checkoutData(held, { result_url: 'https://evil.example/' })).status).toBe(400)
      const nul = await checkoutData(held, { description: 'a\u0000b' })
      expect(nul.status).toBe(400)
      expect(nul.body.errors[0].source.parameter).toBe('description')
      expect((await checkoutData(held, { paytypes: 'blik' })).body.errors[0].source.parameter).toBe('paytypes')
    })

    it('paid on the hosted page: the result says so, the order is made, verified at the provider; refunded from the back office', async () => {
      const held = await hold('P2401')
      await checkoutData(held)
      // Back without paying: not paid, and no order.
      expect(
        (await post('/przelewy24/result', { vehicle_id: held.vehicleId, lock_id: held.lockId, lock_token: held.token })).body.data,
      ).toEqual({
        paid: false,
        order_id: null,
      })
      expect((await regionalOrder(held, null)).status).toBe(402)
      await p24.pay(txOf(held)!.token, 25)
      const result = await post('/przelewy24/result', { vehicle_id: held.vehicleId, lock_id: held.lockId, lock_token: held.token })
      expect(result.body.data).toEqual({ paid: true, order_id: txOf(held)!.orderId })
      expect(txOf(held)!.status).toBe(2)
      expect((await regionalOrder(held, 999)).status).toBe(422)
      const created = await regionalOrder(held, result.body.data.order_id)
      expect(created.status).toBe(201)
      expect(created.body.data).toMatchObject({ vendor_type: 'PRZELEWY24', payment_status: 'paid' })
      const refunded = await post(`/admin/orders/${created.body.data.order_number}/refund`, {}, clients.admin)
      expect(refunded.body.data).toMatchObject({ status: 'refunded', payment: { provider: 'przelewy24', refunded: FEE } })
      expect(txOf(held)!.status).toBe(3)

      // Przelewy24's refund notification (the sandbox sent it to the transaction's status URL): verified, recorded once.
      const refundNote = p24
        .notifications()
        .map((n) => n.body)
        .find((body) => body.includes('refundsUuid') && body.includes(held.lockId))!
      expect(refundNote).toBeDefined()
      expect((await notify(JSON.stringify({ ...JSON.parse(refundNote), amount: 1 }))).status).toBe(400)
      expect((await notify(refundNote)).body.data.outcome).toBe('applied')
      expect((await notify(refundNote)).body.data.outcome).toBe('duplicate')
      const entries = await d().select().from(paymentWebhooks).where(eq(paymentWebhooks.providerPaymentId, held.lockId))
      expect(entries.filter((e) => e.type === 'refund.completed')).toHaveLength(1)
    })

    it('a notification: a bad signature is 400 and changes nothing; a good one is applied once, a repeat ignored', async () => {
      const held = await hold('P2402')
      await checkoutData(held)
      const body = (await p24.pay(txOf(held)!.token))!
      const forged = JSON.stringify({ ...JSON.parse(body), amount: 1 })
      const refused = await notify(forged)
      expect(refused.status).toBe(400)
      const unsigned = await notify(JSON.stringify({ ...JSON.parse(body), sign: p24Sign({ any: 1 }, 'not-our-crc') }))
      expect(unsigned.status).toBe(400)
      const ledger = () => d().select().from(paymentWebhooks).where(eq(paymentWebhooks.providerPaymentId, held.lockId))
      expect(await ledger()).toEqual([])
      const [before] = await d().select().from(orderPayments).where(eq(orderPayments.lockId, held.lockId))
      expect(before!.state).toBe('requires_action')
      expect(txOf(held)!.status).toBe(1)

      expect((await notify(body)).body.data.outcome).toBe('applied')
      expect(txOf(held)!.status).toBe(2)
      const [after] = await d().select().from(orderPayments).where(eq(orderPayments.lockId, held.lockId))
      expect(after!.state).toBe('succeeded')
      expect((await notify(body)).body.data.outcome).toBe('duplicate')
      expect(await ledger()).toHaveLength(1)
      expect((await notify('not json')).status).toBe(400)
    })
  })
})

describe('the PayPal vendor strings', () => {
  it('PAYPAL is the wallet vendor', async () => {
    const { PAYMENT_VENDORS } = await import('~/stock/rules/constants.ts')
    expect(PAYMENT_VENDORS.wallet).toBe('PAYPAL')
  })
})
