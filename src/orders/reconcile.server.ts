import { and, asc, eq, isNotNull, lt, notExists, or, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '~/db/client.server.ts'
import { orderPayments, orders, vehicleHolds } from '~/db/schema/index.ts'
import { defineJob, type JobQueue } from '~/jobs/queue.server.ts'
import type { Logger } from '~/lib/log.server.ts'
import { createRequest } from './orders.server.ts'
import { PaymentRejected, ProviderUnavailable } from './payments/errors.ts'
import type { PaymentProvider, WalletProvider } from './payments/provider.ts'
import type { PaymentProviders } from './payments/providers.server.ts'
import type { RegionalProvider } from './payments/przelewy24.server.ts'
import { paymentStateRank } from './rules/order.ts'
import { PAYMENT_HOLD_MINUTES } from './rules/soft-lock.ts'

/**
 * Payments the journey left behind (ADR 099): a server killed between the provider's answer and
 * the order, or a shopper who paid and never came back. Every process schedules the job; the
 * queue runs it once per window, also right after a start. A payment with no order whose hold is
 * gone is given back at the provider — its authorisation cancelled, or a taken payment refunded —
 * so no shopper is charged without an order. A payment with an order gets the provider's state.
 */

export const paymentReconcileJob = defineJob({
  name: 'order-payment-reconcile',
  payload: z.object({}),
  retryLimit: 1,
  expireInSeconds: 10 * 60,
})
export const orderJobTypes = [paymentReconcileJob] as const

/** How often the job runs; a payment is left alone this long after its last change (a request may still be on its way). */
export const RECONCILE_EVERY_SECONDS = 5 * 60
const SETTLE_MINUTES = 2

export interface ReconcileResult {
  checked: number
  released: number
  updated: number
  unavailable: number
  /** Payments whose request the provider refused (kept on the payment's last error). */
  refused: number
}

export async function reconcilePayments(
  db: Db,
  payments: PaymentProviders,
  /** `settleMinutes`: how long a payment is left alone after its last change; given, it is also a build's (the operator's `--after`). */
  options: { log?: Pick<Logger, 'warn' | 'error'>; settleMinutes?: number } = {},
): Promise<ReconcileResult> {
  const { log, settleMinutes = SETTLE_MINUTES } = options
  const buildMinutes = options.settleMinutes ?? PAYMENT_HOLD_MINUTES
  const result: ReconcileResult = { checked: 0, released: 0, updated: 0, unavailable: 0, refused: 0 }
  const card = await payments.card()
  const wallet = await payments.wallet()
  const regional = (await payments.regional?.()) ?? null
  if (!card && !wallet && !regional) return result
  const rows = await db
    .select({ payment: orderPayments, orderId: orders.id })
    .from(orderPayments)
    .leftJoin(orders, eq(orders.paymentId, orderPayments.id))
    .where(
      and(
        // Every payment row: one without the provider's id may have been made there by a process killed before it heard.
        lt(orderPayments.updatedAt, sql`now() - make_interval(secs => ${settleMinutes * 60})`),
        // A configurator build's payment has no hold (ADR 101): its shopper is given as long as a held payment.
        or(isNotNull(orderPayments.vehicleId), lt(orderPayments.updatedAt, sql`now() - make_interval(secs => ${buildMinutes * 60})`)),
        sql`${orderPayments.state} <> 'canceled'`,
        // An order's payment that was refunded in full is settled.
        sql`${orderPayments.refundedMinor} < ${orderPayments.amountMinor}`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(vehicleHolds)
            .where(and(eq(vehicleHolds.lockId, orderPayments.lockId), sql`${vehicleHolds.expiresAt} > now()`)),
        ),
      ),
    )
    .orderBy(asc(orderPayments.updatedAt))
    .limit(200)
  /**
   * One payment through its provider's own reconcile. A provider that does not answer is tried
   * next run; one that refuses the payment's request (it does not know the payment, or the payment
   * is in a state the request does not expect) would refuse it again: the refusal is kept on the
   * payment for an operator, and neither holds back the other payments.
   */
  const reconcileOne = async (
    payment: typeof orderPayments.$inferSelect,
    reconcile: () => Promise<{ released: boolean; updated: boolean }>,
  ) => {
    result.checked++
    try {
      const outcome = await reconcile()
      if (outcome.released) result.released++
      if (outcome.updated) result.updated++
    } catch (error) {
      if (error instanceof ProviderUnavailable) {
        result.unavailable++
        log?.warn(
          { err: error, payment: payment.providerPaymentId },
          'Reconciling a payment: the provider did not answer; the next run tries again',
        )
        return
      }
      if (!(error instanceof PaymentRejected)) throw error
      result.refused++
      // Its turn comes again after the others' (the query takes the oldest change first).
      await db
        .update(orderPayments)
        .set({ lastError: error.message, updatedAt: sql`now()` })
        .where(eq(orderPayments.id, payment.id))
      log?.error(
        { err: error, payment: payment.providerPaymentId },
        'Reconciling a payment: the provider refused its request; left for an operator',
      )
    }
  }
  for (const { payment, orderId } of rows) {
    if (regional && payment.provider === regional.name)
      await reconcileOne(payment, () => reconcileRegionalPayment(db, regional, payment, orderId))
    else if (wallet && payment.provider === wallet.name)
      await reconcileOne(payment, () => reconcileWalletPayment(db, wallet, payment, orderId))
    else if (card && payment.provider === 'card') await reconcileOne(payment, () => reconcileCardPayment(db, card, payment, orderId))
  }
  return result
}

/**
 * A card payment: one whose id never came back is asked for again with its creating request (a
 * process killed before it saw the answer gets the same payment). Without an order nothing may
 * stay charged: a captured one is refunded, an authorised one cancelled.
 */
async function reconcileCardPayment(
  db: Db,
  card: PaymentProvider,
  payment: typeof orderPayments.$inferSelect,
  orderId: number | null,
): Promise<{ released: boolean; updated: boolean }> {
  let state = payment.providerPaymentId
    ? await card.status(payment.providerPaymentId, payment.connectedAccount)
    : await card.initiate(createRequest(payment))
  const id = state.id
  if (!payment.providerPaymentId) await db.update(orderPayments).set({ providerPaymentId: id }).where(eq(orderPayments.id, payment.id))
  let released = false
  if (orderId === null) {
    if (state.state === 'succeeded') {
      await card.refund(id, null, `reconcile-refund:${id}`, payment.connectedAccount)
      await db.update(orderPayments).set({ refundedMinor: payment.amountMinor }).where(eq(orderPayments.id, payment.id))
    } else state = await card.cancel(id, `reconcile-cancel:${id}`, payment.connectedAccount)
    released = true
  }
  if (paymentStateRank(state.state) < paymentStateRank(payment.state)) return { released, updated: false }
  await db
    .update(orderPayments)
    .set({ state: state.state, updatedAt: sql`now()` })
    .where(eq(orderPayments.id, payment.id))
  return { released, updated: true }
}

/**
 * A wallet payment (ADR 100): one without an order whose hold is gone is refunded when it was
 * captured; one never captured took nothing (PayPal lets it expire) and is closed here. One whose
 * id never came back was never shown to the shopper, so nobody could approve it.
 */
async function reconcileWalletPayment(
  db: Db,
  wallet: WalletProvider,
  payment: typeof orderPayments.$inferSelect,
  orderId: number | null,
): Promise<{ released: boolean; updated: boolean }> {
  const close = (state: string) =>
    db
      .update(orderPayments)
      .set({ state, updatedAt: sql`now()` })
      .where(eq(orderPayments.id, payment.id))
  if (!payment.providerPaymentId) {
    await close('canceled')
    return { released: true, updated: true }
  }
  const current = await wallet.getOrder(payment.providerPaymentId)
  if (orderId === null) {
    if (current.state === 'succeeded') {
      if (current.captureId && current.refundedMinor < current.amountMinor)
        await wallet.refundCapture(current.captureId, `reconcile-refund:${current.id}`)
      await db
        .update(orderPayments)
        .set({ state: 'succeeded', refundedMinor: payment.amountMinor, updatedAt: sql`now()` })
        .where(eq(orderPayments.id, payment.id))
    } else await close('canceled')
    return { released: true, updated: true }
  }
  if (paymentStateRank(current.state) < paymentStateRank(payment.state)) return { released: false, updated: false }
  await close(current.state)
  return { released: false, updated: true }
}

/**
 * A Przelewy24 payment (ADR 100): its transaction is asked for by session id (the hold's lock id).
 * Without an order and with the hold gone, a paid one is verified if it was not yet (a refund
 * needs a verified transaction) and refunded in full through Przelewy24's refund call, under a
 * request id of its own, so a second run refunds nothing twice; one never paid (or never
 * registered) took nothing and is closed — Przelewy24 lets its token expire. A payment with an
 * order gets the transaction's state.
 */
async function reconcileRegionalPayment(
  db: Db,
  regional: RegionalProvider,
  payment: typeof orderPayments.$inferSelect,
  orderId: number | null,
): Promise<{ released: boolean; updated: boolean }> {
  const set = (values: Partial<typeof orderPayments.$inferInsert>) =>
    db
      .update(orderPayments)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(orderPayments.id, payment.id))
  const tx = await regional.bySession(payment.lockId)
  const paid = !!tx && (tx.status === 1 || tx.status === 2)
  if (orderId !== null) {
    if (!paid || payment.state === 'succeeded') return { released: false, updated: false }
    await set({ state: 'succeeded' })
    return { released: false, updated: true }
  }
  if (tx?.status === 3) {
    // Refunded already (by an earlier run whose answer was lost, or in Przelewy24's panel).
    await set({ state: 'succeeded', refundedMinor: payment.amountMinor })
    return { released: true, updated: true }
  }
  if (!tx || !paid) {
    await set({ state: 'canceled' })
    return { released: true, updated: true }
  }
  if (tx.status === 1) await regional.verify(tx)
  await regional.refund(tx, `reconcile-refund:${payment.lockId}`)
  await set({ state: 'succeeded', refundedMinor: payment.amountMinor })
  return { released: true, updated: true }
}

/** The order journey's background work in this process. */
export function registerOrderWorkers(queue: JobQueue, deps: { database: { db: Db }; payments: PaymentProviders; log: Logger }) {
  queue.work(paymentReconcileJob, () => reconcilePayments(deps.database.db, deps.payments, { log: deps.log }).then(() => undefined))
  queue.every(paymentReconcileJob, {}, RECONCILE_EVERY_SECONDS)
}
