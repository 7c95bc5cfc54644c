import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderPayments, vehicleHolds } from '~/db/schema/index.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { cardProvider } from './payments/card.server.ts'
import { startCardSandbox, type CardSandbox } from './payments/card-sandbox.server.ts'
import type { PaymentProvider } from './payments/provider.ts'
import { przelewy24Provider, type RegionalProvider } from './payments/przelewy24.server.ts'
import { startPrzelewy24Sandbox, type P24Sandbox } from './payments/przelewy24-sandbox.server.ts'
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
        vehicleId: await aVehicle(),
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
  /** A stock vehicle for a payment row (a stock journey's payment names its vehicle). */
  async function aVehicle() {
    const [vehicle] = await db()
      .database.db.execute<{ id: number }>(
        sql`
      INSERT INTO stock_vehicles (site_id, vin, state, status, nameplate_brand_name, nameplate_name)
      VALUES (${db().siteId}, ${'RV' + randomUUID().slice(0, 15)}, 'new', 'stock', 'Aurelia', 'E5') RETURNING id`,
      )
      .then((r) => (r as unknown as { rows: { id: number }[] }).rows)
    return vehicle!.id
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

  it('a payment the provider refuses (unknown to it) is kept with its error, and the others are still given back', async () => {
    const unknown = await leftPayment('manual', 30)
    // Another provider's payment id (another process's sandbox, another account): this one does not know it.
    await db()
      .database.db.update(orderPayments)
      .set({ providerPaymentId: 'pi_unknown_here', updatedAt: sql`now() - interval '30 minutes'` })
      .where(eq(orderPayments.id, unknown.id))
    const authorised = await leftPayment('manual', 10)
    const result = await reconcilePayments(db().database.db, providers())
    expect(result).toMatchObject({ refused: 1, unavailable: 0 })
    expect(result.released).toBeGreaterThanOrEqual(1)
    expect((await stateOf(authorised.id)).state).toBe('canceled')
    const kept = await stateOf(unknown.id)
    expect(kept.state).toBe('requires_capture')
    expect(kept.lastError).toMatch(/pi_unknown_here/)
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

  describe('Przelewy24 payments without an order (ADR 100)', () => {
    let p24: P24Sandbox
    let regional: RegionalProvider
    beforeAll(async () => {
      p24 = await startPrzelewy24Sandbox()
      regional = przelewy24Provider({
        merchantId: p24.merchantId,
        posId: p24.posId,
        apiKey: p24.apiKey,
        crc: p24.crc,
        baseUrl: p24.url,
        timeoutMs: 2000,
      })
    })
    afterAll(() => p24.close())
    const withRegional = (provider: RegionalProvider = regional) => ({
      card: () => Promise.resolve(card),
      wallet: () => Promise.resolve(null),
      regional: () => Promise.resolve(provider),
      sandbox: true,
    })

    /** A Przelewy24 payment as the journey leaves it: registered, then `paid` or not, `verified` or not. */
    async function leftRegional(outcome: 'unregistered' | 'unpaid' | 'paid' | 'verified', minutesAgo = 10) {
      const lockId = randomUUID()
      if (outcome !== 'unregistered') {
        const { token } = await regional.register({
          sessionId: lockId,
          amountMinor: 25_000,
          currency: 'GBP',
          description: 'Reservation',
          email: 'ada@example.com',
          language: 'en',
          urlReturn: 'http://shop.test/checkout',
          urlStatus: null,
          methods: [],
        })
        if (outcome !== 'unpaid') await p24.pay(token)
        if (outcome === 'verified') await regional.verify((await regional.bySession(lockId))!)
      }
      const [row] = await db()
        .database.db.insert(orderPayments)
        .values({
          siteId: db().siteId,
          lockId,
          vehicleId: await aVehicle(),
          provider: 'przelewy24',
          providerPaymentId: lockId,
          state: outcome === 'verified' ? 'succeeded' : 'requires_action',
          amountMinor: 25_000,
          currency: 'GBP',
          captureMethod: 'automatic',
          updatedAt: sql`now() - make_interval(mins => ${minutesAgo})`,
        })
        .returning()
      return row!
    }
    const refundsOf = (lockId: string) => p24.refunds().filter((r) => r.sessionId === lockId)
    const txOf = (lockId: string) => p24.transactions().find((tx) => tx.sessionId === lockId)

    it('refunds a paid transaction through the refund call, closes an unpaid one, once', async () => {
      const verified = await leftRegional('verified')
      const paid = await leftRegional('paid')
      const unpaid = await leftRegional('unpaid')
      const unregistered = await leftRegional('unregistered')
      const recent = await leftRegional('verified', 0)

      const result = await reconcilePayments(db().database.db, withRegional())
      expect(result.unavailable).toBe(0)
      for (const row of [verified, paid]) {
        expect(refundsOf(row.lockId)).toEqual([expect.objectContaining({ orderId: txOf(row.lockId)!.orderId, amount: 25_000 })])
        expect(txOf(row.lockId)!.status).toBe(3)
        expect((await stateOf(row.id)).refundedMinor).toBe(25_000)
      }
      for (const row of [unpaid, unregistered]) {
        expect(refundsOf(row.lockId)).toHaveLength(0)
        expect((await stateOf(row.id)).state).toBe('canceled')
      }
      expect(refundsOf(recent.lockId)).toHaveLength(0)
      expect((await stateOf(recent.id)).refundedMinor).toBe(0)

      // A second run refunds nothing twice.
      await reconcilePayments(db().database.db, withRegional())
      for (const row of [verified, paid]) expect(refundsOf(row.lockId)).toHaveLength(1)
    })

    it('a paid transaction whose hold lives is left alone; Przelewy24 not answering leaves it for the next run', async () => {
      const held = await leftRegional('verified')
      const vehicleId = held.vehicleId!
      await db()
        .database.db.insert(vehicleHolds)
        .values({ vehicleId, siteId: db().siteId, lockId: held.lockId, tokenHash: 'x', expiresAt: sql`now() + interval '10 minutes'` })
      const unanswered = await leftRegional('verified')
      const gone = przelewy24Provider({ merchantId: 1, posId: 1, apiKey: 'x', crc: 'y', baseUrl: 'http://127.0.0.1:9', timeoutMs: 500 })
      expect((await reconcilePayments(db().database.db, withRegional(gone))).unavailable).toBeGreaterThanOrEqual(1)
      expect(refundsOf(unanswered.lockId)).toHaveLength(0)
      expect((await stateOf(unanswered.id)).refundedMinor).toBe(0)

      await reconcilePayments(db().database.db, withRegional())
      expect(refundsOf(unanswered.lockId)).toHaveLength(1)
      expect(refundsOf(held.lockId)).toHaveLength(0)
      expect((await stateOf(held.id)).refundedMinor).toBe(0)
    })
  })
})
