import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { orderPayments, vehicleHolds } from '~/db/schema/index.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { cardProvider } from './payments/card.server.ts'
import { startCardSandbox, type CardSandbox } from './payments/card-sandbox.server.ts'
import type { PaymentProvider } from './payments/provider.ts'
import { reconcilePayments } from './reconcile.server.ts'

describeEachEngine('payments left without an order are given back (ADR 099)', (db) => {
  let sandbox: CardSandbox
  let card: PaymentProvider
  beforeAll(async () => {
    sandbox = await startCardSandbox({ webhookSecret: 'whsec_reconcile' })
    card = cardProvider({
      secretKey: sandbox.secretKey,
      webhookSecret: 'whsec_reconcile',
      host: sandbox.host,
      port: sandbox.port,
      protocol: 'http',
      timeoutMs: 2000,
    })
  })
  afterAll(() => sandbox.close())
  const providers = () => ({ card: () => Promise.resolve(card), wallet: () => Promise.resolve(null), sandbox: true })

  /** A payment row as the journey leaves it, last changed `minutesAgo`. */
  async function leftPayment(captureMethod: 'manual' | 'automatic', minutesAgo: number) {
    const lockId = randomUUID()
    const intent = await card.initiate({
      amountMinor: 25_000,
      currency: 'gbp',
      captureMethod,
      paymentMethod: 'pm_card_visa',
      idempotencyKey: `test:${lockId}`,
      metadata: { lock_id: lockId },
    })
    const [row] = await db()
      .database.db.insert(orderPayments)
      .values({
        siteId: db().siteId,
        lockId,
        provider: 'card',
        providerPaymentId: intent.id,
        state: intent.state,
        amountMinor: 25_000,
        currency: 'GBP',
        captureMethod,
        updatedAt: sql`now() - make_interval(mins => ${minutesAgo})`,
      })
      .returning()
    return row!
  }
  const stateOf = async (id: number) => (await db().database.db.select().from(orderPayments).where(eq(orderPayments.id, id)))[0]!

  it('cancels an authorisation and refunds a taken payment that have no order; leaves recent and held ones alone', async () => {
    const authorised = await leftPayment('manual', 10)
    const taken = await leftPayment('automatic', 10)
    const recent = await leftPayment('manual', 0)
    const held = await leftPayment('manual', 10)
    const [vehicle] = await db()
      .database.db.execute<{ id: number }>(
        sql`
      INSERT INTO stock_vehicles (site_id, vin, state, status, nameplate_brand_name, nameplate_name)
      VALUES (${db().siteId}, ${'VIN' + held.id}, 'new', 'stock', 'Aurelia', 'E5') RETURNING id`,
      )
      .then((r) => (r as unknown as { rows: { id: number }[] }).rows)
    await db()
      .database.db.insert(vehicleHolds)
      .values({
        vehicleId: vehicle!.id,
        siteId: db().siteId,
        lockId: held.lockId,
        tokenHash: 'x',
        expiresAt: sql`now() + interval '10 minutes'`,
      })

    const result = await reconcilePayments(db().database.db, providers())
    expect(result).toMatchObject({ released: 2, unavailable: 0 })

    expect((await stateOf(authorised.id)).state).toBe('canceled')
    expect(sandbox.intents().find((i) => i.id === authorised.providerPaymentId)?.status).toBe('canceled')
    expect((await stateOf(taken.id)).refundedMinor).toBe(25_000)
    expect(sandbox.refunds().filter((r) => r.payment_intent === taken.providerPaymentId)).toHaveLength(1)
    expect((await stateOf(recent.id)).state).toBe('requires_capture')
    expect((await stateOf(held.id)).state).toBe('requires_capture')

    // A second run finds nothing more to give back.
    expect((await reconcilePayments(db().database.db, providers())).released).toBe(0)
    expect(sandbox.refunds().filter((r) => r.payment_intent === taken.providerPaymentId)).toHaveLength(1)
  })

  it('a provider that does not answer leaves the payment for the next run', async () => {
    const authorised = await leftPayment('manual', 10)
    sandbox.failNext(1, 'error')
    const failing = cardProvider({
      secretKey: sandbox.secretKey,
      webhookSecret: 'whsec_reconcile',
      host: sandbox.host,
      port: sandbox.port,
      protocol: 'http',
      timeoutMs: 500,
      maxNetworkRetries: 0,
    })
    const result = await reconcilePayments(db().database.db, {
      card: () => Promise.resolve(failing),
      wallet: () => Promise.resolve(null),
      sandbox: true,
    })
    expect(result.unavailable).toBeGreaterThanOrEqual(1)
    expect((await stateOf(authorised.id)).state).toBe('requires_capture')
    await reconcilePayments(db().database.db, providers())
    expect((await stateOf(authorised.id)).state).toBe('canceled')
  })
})
