import { randomBytes } from 'node:crypto'
import { and, desc, eq, inArray, isNull, sql, TransactionRollbackError } from 'drizzle-orm'
import { recordAudit, type AuditActor } from '~/audit/audit.server.ts'
import type { Database, Db, Tx } from '~/db/client.server.ts'
import { leads, orderPayments, orders, paymentWebhooks, stockVehicles, vehicleHolds } from '~/db/schema/index.ts'
import { plainTextInDirection } from '~/i18n/bidi.ts'
import { formatMessage, type MarketLanguage } from '~/i18n/catalogue.server.ts'
import { htmlLang, textDirection } from '~/i18n/language.ts'
import type { MessageId, MessageValues } from '~/i18n/messages.ts'
import type { RateRule } from '~/lib/rate-limit.server.ts'
import type { Mailer } from '~/mail/mailer.server.ts'
import { formatMarketAmount } from '~/pricing/price-settings.ts'
import { marketLanguage } from '~/settings/market-language.ts'
import { marketTimeZone } from '~/settings/market-time-zone.ts'
import type { SettingMap } from '~/settings/settings.ts'
import type { Remember } from '~/stock/listing/listing.server.ts'
import { PAYMENT_VENDORS } from '~/stock/rules/constants.ts'
import { loadListedVehicle } from '~/stock/ui/showroom/showroom.server.ts'
import { vehicleChanged } from '~/stock/write/admin.server.ts'
import { getDealer } from '~/dealers/dealers.server.ts'
import { databaseId } from '~/lib/database-integer.ts'
import { extendHold, liveHold, releaseHold, takeHold, type HoldProof } from './holds.server.ts'
import { PaymentDeclined, ProviderUnavailable } from './payments/errors.ts'
import type {
  InitiatePayment,
  PaymentProvider,
  PaymentState,
  ProviderPayment,
  WalletProvider,
  WalletWebhookEvent,
  WebhookEvent,
} from './payments/provider.ts'
import { isRefundNotification, type RegionalProvider, type RegionalTransaction } from './payments/przelewy24.server.ts'
import { appointmentProblem, appointmentText, bookedAppointment } from './rules/appointments.ts'
import { PAYMENT_HOLD_MINUTES, secondsLeft } from './rules/soft-lock.ts'
import { marketRecipients, uniqueAddresses } from './recipients.server.ts'
import { feeTerms, reservationTerms, termsConfigRows, TermsRefusal, vendorOf } from './terms.server.ts'
import {
  currencyDigits,
  minorUnits,
  ORDER_NUMBER_ALPHABET,
  orderPaymentStatus,
  paymentStateRank,
  replacesPaymentState,
} from './rules/order.ts'
import { RESERVABLE_STATUSES } from '~/stock/rules/order-online-config.ts'
import { journeyRetailerName } from './rules/retailer-name.ts'
import { localDateTime } from '~/ui/wall-clock.ts'

/**
 * The buy-online order of spec 3 §4 (init, then payment, then the order, then confirm), on the
 * market's database (ADR 099). Every change of a hold, a payment or an order is one transaction;
 * the amount and currency are the server's (the vehicle's reservation fee), never the browser's.
 */

export interface OrderContext {
  db: Db
  siteId: number
  settings: SettingMap
  basePath: string
  /** The card provider; null when the market has none configured. */
  card: PaymentProvider | null
  /** The wallet provider (PayPal, ADR 100); null when none is configured. */
  wallet: WalletProvider | null
  /** The regional provider (Przelewy24, ADR 100); null when none is configured. */
  regional?: RegionalProvider | null
  /** Where Przelewy24 sends a refund's notification (this market's webhook); none outside a request. */
  regionalStatusUrl?: string | null
  mailer: Mailer
  /**
   * Keeps a view of the market's config per content revision (a config entry's write bumps it,
   * ADR 034), so a hold reads only its vehicle; none outside a request (jobs read every time).
   */
  remember?: Remember
}

/** A refusal the API answers with its status; `pointer` names the field. */
export class OrderError extends Error {
  constructor(
    readonly status: 400 | 402 | 404 | 409 | 422 | 502 | 503,
    readonly title: string,
    readonly detail: string,
    readonly pointer?: string,
    readonly meta?: Record<string, unknown>,
  ) {
    super(detail)
  }
}

/** The provider's codes of a declined card, for the checkout to say why in the market's language (rules/decline.ts). */
const declineMeta = (error: PaymentDeclined) => ({ code: error.code, decline_code: error.declineCode })

/** The payment vendor of the order-online checkout page config for a vehicle state (spec 3 §3 checkout_payment.vendor). */
export async function checkoutVendor(db: Db, siteId: number, state: string) {
  return vendorOf(await termsConfigRows({ db, siteId }), state)
}

/**
 * What an order of this vehicle costs and how it is paid, with the showroom vehicle the order
 * keeps (its title, link, photo, retailer). The hold and the payment need only the figures:
 * `reservationTerms` reads those from a narrow query.
 */
export async function orderTerms(ctx: OrderContext, vehicleId: number) {
  // The config beside the vehicle, not after it: one round trip fewer for the journey's pages.
  const [listed, config] = await Promise.all([
    loadListedVehicle(ctx.db, { siteId: ctx.siteId, settings: ctx.settings, vehicleId, basePath: ctx.basePath }),
    termsConfigRows(ctx),
  ])
  if (!listed) throw new OrderError(404, 'Not found', `No vehicle ${vehicleId} in this market's stock.`, '/vehicle_id')
  // Before its reservation info: a reserved or sold vehicle has none (the showroom offers none).
  if (!RESERVABLE_STATUSES.has(listed.status))
    throw new OrderError(409, 'Not available', `This vehicle is ${listed.status.replace('_', ' ')}.`, '/vehicle_id', {
      status: listed.status,
    })
  const reservation = listed.vehicle.reservation
  if (!reservation) throw new OrderError(422, 'Not reservable', 'This vehicle cannot be reserved online.', '/vehicle_id')
  const vendor = vendorOf(config, listed.state)
  return {
    listed,
    ...feeTerms(vendor, {
      fee: reservation.reservation_fee,
      currency: listed.priceFormat.currencyIso ?? reservation.reservation_fee_currency_code,
      ownerId: reservation.owner_id,
    }),
  }
}

/** The narrow terms of a hold or a payment (`reservationTerms`), refusals at `/vehicle_id`. */
async function holdTerms(ctx: OrderContext, vehicleId: number) {
  try {
    return await reservationTerms(ctx, vehicleId)
  } catch (error) {
    if (error instanceof TermsRefusal) throw new OrderError(error.status, error.title, error.detail, '/vehicle_id', error.meta)
    throw error
  }
}

/**
 * A payment request's amount and currency must be the vehicle's fee in the market's currency (the
 * server's figures, ADR 099): anything else is refused (422 at the caller's field) before a provider
 * is called.
 */
export function requireFee(
  terms: { amountMinor: number; fee: number; currency: string },
  input: { amount: number; currency: string },
  pointers: { amount: string; currency: string },
) {
  if (minorUnits(input.amount, terms.currency) !== terms.amountMinor)
    throw new OrderError(422, 'Invalid value', `The amount must be the reservation fee, ${terms.fee} ${terms.currency}.`, pointers.amount)
  if (input.currency.toUpperCase() !== terms.currency)
    throw new OrderError(422, 'Invalid value', `The currency must be ${terms.currency}.`, pointers.currency)
}

/**
 * spec 3 §7 POST /buy_online/orders/init: the shopper takes the vehicle's soft lock (or renews their
 * own), as one hit of `client` (refused with `limited` past its rule, nothing taken).
 */
export async function initOrder(
  ctx: OrderContext,
  database: Database,
  input: { vehicleId: number; token: string; client: { key: string; rule: RateRule } },
) {
  const terms = await holdTerms(ctx, input.vehicleId)
  const taken = await takeHold(database, { siteId: ctx.siteId, ...input, minutes: terms.holdMinutes })
  if ('limited' in taken) return taken
  if ('heldUntil' in taken)
    throw new OrderError(409, 'Held by another shopper', 'Another shopper is reserving this vehicle.', '/vehicle_id', {
      held_until: taken.heldUntil.toISOString(),
      held_for: secondsLeft(taken.heldUntil.toISOString(), new Date()),
    })
  return { hold: taken.hold, terms }
}

/**
 * The appointment of the booking step (spec 3 §2), when the order carries one, checked as the step
 * offered it: a day and start time of the chosen retailer's opening hours, at least the lead after
 * the hold began and not begun yet, in the market's time zone. The browser sends it, so a time the
 * retailer never offered is refused rather than mailed to the shopper as booked.
 */
async function requireBookableAppointment(ctx: OrderContext, metadata: Record<string, unknown>, heldSince: Date) {
  const refuse = (problem: string) =>
    new OrderError(422, 'Invalid value', `order.metadata.appointment: ${problem}`, '/order/metadata/appointment')
  if (metadata.appointment === undefined || metadata.appointment === null) return
  const appointment = bookedAppointment(metadata.appointment)
  if (!appointment) throw refuse('must be a date (YYYY-MM-DD) and a start time (HH:MM)')
  const retailer = databaseId.safeParse(metadata.retailer)
  const dealer = retailer.success ? await getDealer(ctx.db, ctx.siteId, retailer.data) : null
  if (!dealer) throw refuse("needs the market's retailer it is booked with (order.metadata.retailer)")
  const timeZone = marketTimeZone(ctx.settings)
  const problem = appointmentProblem(
    dealer.opening_hours,
    appointment,
    localDateTime(heldSince, timeZone),
    localDateTime(new Date(), timeZone),
  )
  if (problem) throw refuse(problem)
}

/** The hold of a proof, live, for this vehicle; else the "kicked out" refusal (spec 3 §4 Soft lock). */
async function requireHold(db: Db | Tx, siteId: number, proof: HoldProof, vehicleId: number) {
  const hold = await liveHold(db, siteId, proof)
  if (!hold || hold.vehicleId !== vehicleId)
    throw new OrderError(409, 'Lock lost', 'Your hold on this vehicle has expired or was taken over.', '/lock_id', { kicked_out: true })
  return hold
}

export async function extendOrderHold(ctx: OrderContext, proof: HoldProof, minutes: number) {
  const hold = await extendHold(ctx.db, ctx.siteId, proof, minutes)
  if (!hold)
    throw new OrderError(409, 'Lock lost', 'Your hold on this vehicle has expired or was taken over.', '/lock_id', { kicked_out: true })
  return hold
}

export async function releaseOrderHold(ctx: OrderContext, proof: HoldProof) {
  return releaseHold(ctx.db, ctx.siteId, proof)
}

/**
 * spec 3 §7 POST /buy_online/payment: the card payment for a hold. The amount and currency the
 * browser sends must be the vehicle's fee (a tampered one is refused, nothing charged); one
 * payment per hold, so a double click or a retry after a timeout is the same payment at the
 * provider (its idempotency key is the hold's), and a retry after a decline confirms it again
 * with another method.
 */
export async function payForHold(
  ctx: OrderContext,
  input: { proof: HoldProof; vehicleId: number; amount: number; currency: string; paymentMethod: string; requestKey: string },
): Promise<{ payment: ProviderPayment; declined: string | null }> {
  const terms = await holdTerms(ctx, input.vehicleId)
  if (terms.amountMinor === 0) throw new OrderError(422, 'No payment', 'This reservation needs no payment.', '/payment/amount')
  requireFee(terms, input, { amount: '/payment/amount', currency: '/payment/currency' })
  // ADR 100: the vendor of the vehicle's checkout decides how it is paid; a card is not taken for another.
  if (terms.vendorType === PAYMENT_VENDORS.wallet || terms.vendorType === PAYMENT_VENDORS.regional)
    throw new OrderError(
      422,
      'Not available',
      `This reservation is paid with ${terms.vendorType === PAYMENT_VENDORS.wallet ? 'PayPal' : 'Przelewy24'}.`,
      '/payment/vehicle_id',
    )
  const card = ctx.card
  if (!card) throw new OrderError(503, 'Not available', 'Card payments are not configured for this market.')
  await requireHold(ctx.db, ctx.siteId, input.proof, input.vehicleId)
  // Payment in progress: the hold lasts at least as long as a payment may take.
  await extendHold(ctx.db, ctx.siteId, input.proof, PAYMENT_HOLD_MINUTES)

  return payByCard(ctx, card, {
    lockId: input.proof.lockId,
    vehicleId: input.vehicleId,
    amountMinor: terms.amountMinor,
    currency: terms.currency,
    connectedAccount: terms.connectedAccount,
    paymentMethod: input.paymentMethod,
    requestKey: input.requestKey,
  })
}

/**
 * The card payment of a journey (a stock vehicle's hold, or a configurator build's journey, ADR
 * 101): one `order_payments` row per lock id, made before the provider is called; the intent is
 * made under the lock's own key and confirmed with the shopper's method.
 */
export async function payByCard(
  ctx: OrderContext,
  card: PaymentProvider,
  input: {
    lockId: string
    vehicleId: number | null
    amountMinor: number
    currency: string
    connectedAccount: string | null
    paymentMethod: string
    requestKey: string
  },
): Promise<{ payment: ProviderPayment; declined: string | null }> {
  await ctx.db
    .insert(orderPayments)
    .values({
      siteId: ctx.siteId,
      lockId: input.lockId,
      vehicleId: input.vehicleId,
      provider: 'card',
      state: 'requires_payment_method',
      amountMinor: input.amountMinor,
      currency: input.currency,
      captureMethod: 'manual',
      connectedAccount: input.connectedAccount,
    })
    .onConflictDoNothing({ target: orderPayments.lockId })
  const [row] = await ctx.db.select().from(orderPayments).where(eq(orderPayments.lockId, input.lockId))
  if (!row)
    throw new OrderError(409, 'Lock lost', 'Your hold on this vehicle has expired or was taken over.', '/lock_id', { kicked_out: true })
  if (row.provider !== 'card')
    throw new OrderError(409, 'Conflict', 'This reservation is already being paid another way.', '/payment_method')
  let payment: ProviderPayment
  try {
    let paymentId = row.providerPaymentId
    if (paymentId) {
      // Paid before, or an attempt whose answer was lost (a timeout): then it is done, not done again.
      const current = await card.status(paymentId, row.connectedAccount)
      if (current.state === 'requires_capture' || current.state === 'succeeded') {
        await recordPaymentState(ctx.db, row.id, current)
        return { payment: current, declined: null }
      }
    } else {
      // NOTE: the intent is made under the hold's own key, and confirmed in a second call: a
      // retry after an answer that never came (a new press of Pay, with a new request key) finds
      // the intent made, rather than making and authorising a second one.
      const created = await card.initiate(createRequest(row))
      await ctx.db
        .update(orderPayments)
        .set({ providerPaymentId: created.id, updatedAt: sql`now()` })
        .where(and(eq(orderPayments.id, row.id), isNull(orderPayments.providerPaymentId)))
      paymentId = created.id
    }
    payment = await card.authorise(
      paymentId,
      input.paymentMethod,
      // NOTE: the payment method is part of the key: the same request key with another card is
      // another attempt (a caller without Idempotency-Key sends 'default' each time), which the
      // provider would otherwise refuse as a reused key.
      `${paymentId}:${input.paymentMethod}:${input.requestKey}`,
      row.connectedAccount,
    )
  } catch (error) {
    if (error instanceof PaymentDeclined) {
      await ctx.db
        .update(orderPayments)
        .set({ lastError: error.message, updatedAt: sql`now()` })
        .where(eq(orderPayments.id, row.id))
      throw new OrderError(402, 'Payment declined', error.message, '/payment_method', declineMeta(error))
    }
    if (error instanceof ProviderUnavailable)
      throw new OrderError(
        503,
        'Payment provider unavailable',
        'The payment could not be completed. Nothing was charged; please try again.',
      )
    throw error
  }
  await recordPaymentState(ctx.db, row.id, payment)
  return { payment, declined: null }
}

/** A provider that did not answer: nothing is known to have happened; the shopper may try again. */
const unavailable = () =>
  new OrderError(503, 'Payment provider unavailable', 'The payment could not be completed. Nothing was charged; please try again.')

const REDIRECT_VENDORS = {
  wallet: { type: PAYMENT_VENDORS.wallet, label: 'PayPal' },
  regional: { type: PAYMENT_VENDORS.regional, label: 'Przelewy24' },
} as const

/**
 * The payment row of a hold paid at a provider's own page (the wallet, the regional provider):
 * the fee, the vehicle's vendor and the hold checked, the hold kept for the payment's time, and
 * one row per hold made before the provider is called, so a double click or a retry finds the
 * same row. `pointers` name the caller's fields in its errors.
 */
async function openRedirectPayment<Provider extends { name: string }>(
  ctx: OrderContext,
  input: { proof: HoldProof; vehicleId: number; amount: number; currency: string },
  payment: {
    vendor: keyof typeof REDIRECT_VENDORS
    provider: Provider | null | undefined
    providerPaymentId?: string
    pointers: { amount: string; currency: string; vehicle: string }
  },
) {
  const { pointers } = payment
  const vendor = REDIRECT_VENDORS[payment.vendor]
  const terms = await orderTerms(ctx, input.vehicleId)
  if (terms.amountMinor === 0) throw new OrderError(422, 'No payment', 'This reservation needs no payment.', pointers.amount)
  requireFee(terms, input, pointers)
  if (terms.vendorType !== vendor.type)
    throw new OrderError(422, 'Not available', `This reservation is not paid with ${vendor.label}.`, pointers.vehicle)
  const provider = payment.provider
  if (!provider) throw new OrderError(503, 'Not available', `${vendor.label} payments are not configured for this market.`)
  await requireHold(ctx.db, ctx.siteId, input.proof, input.vehicleId)
  await extendHold(ctx.db, ctx.siteId, input.proof, PAYMENT_HOLD_MINUTES)
  await ctx.db
    .insert(orderPayments)
    .values({
      siteId: ctx.siteId,
      lockId: input.proof.lockId,
      vehicleId: input.vehicleId,
      provider: provider.name,
      providerPaymentId: payment.providerPaymentId ?? null,
      state: 'requires_action',
      amountMinor: terms.amountMinor,
      currency: terms.currency,
      captureMethod: 'automatic',
    })
    .onConflictDoNothing({ target: orderPayments.lockId })
  const [row] = await ctx.db.select().from(orderPayments).where(eq(orderPayments.lockId, input.proof.lockId))
  if (!row)
    throw new OrderError(409, 'Lock lost', 'Your hold on this vehicle has expired or was taken over.', '/lock_id', { kicked_out: true })
  if (row.provider !== provider.name)
    throw new OrderError(409, 'Conflict', 'This reservation is already being paid another way.', pointers.vehicle)
  return { terms, provider, row }
}

/**
 * spec 3 §7 POST /buy_online/paypal/create_order: the wallet provider's order for a hold (ADR 100).
 * As with the card: the amount and currency must be the vehicle's fee (a tampered one is refused,
 * nothing made at the provider), one payment per hold, made under the hold's own key
 * (PayPal-Request-Id `hold:{lock_id}`), so a double click or a retry is the same PayPal order.
 * Answers where the shopper approves it.
 */
export async function createWalletOrder(
  ctx: OrderContext,
  input: { proof: HoldProof; vehicleId: number; amount: number; currency: string; returnUrl: string; cancelUrl: string },
) {
  const {
    terms,
    provider: wallet,
    row,
  } = await openRedirectPayment(ctx, input, {
    vendor: 'wallet',
    provider: ctx.wallet,
    pointers: { amount: '/order/amount_value', currency: '/order/amount_currency_code', vehicle: '/order/vehicle_id' },
  })
  try {
    // Made before (a double click, a retry whose answer was lost, a shopper back from a decline): the same order.
    const order = row.providerPaymentId
      ? await wallet.getOrder(row.providerPaymentId)
      : await wallet.createOrder({
          amountMinor: row.amountMinor,
          currency: row.currency,
          idempotencyKey: `hold:${row.lockId}`,
          reference: row.lockId,
          description: terms.listed.vehicle.specification.title,
          returnUrl: input.returnUrl,
          cancelUrl: input.cancelUrl,
        })
    await recordPaymentState(ctx.db, row.id, order)
    return order
  } catch (error) {
    if (error instanceof ProviderUnavailable) throw unavailable()
    throw error
  }
}

/**
 * The wallet payment of a hold, captured and checked at the provider before its order is made
 * (ADR 100): the browser's word that the shopper approved is never taken.
 */
async function captureWalletPayment(ctx: OrderContext, row: typeof orderPayments.$inferSelect, walletOrderId: string | null) {
  const pointer = '/order/paypal_order_id'
  if (!row.providerPaymentId || (walletOrderId !== null && walletOrderId !== row.providerPaymentId))
    throw new OrderError(422, 'Invalid value', 'There is no PayPal payment for this reservation.', pointer)
  const wallet = ctx.wallet
  if (!wallet) throw new OrderError(503, 'Not available', 'PayPal payments are not configured for this market.')
  try {
    let order = await wallet.getOrder(row.providerPaymentId)
    // Approved by the shopper: captured now, under a key of this approval's own (a resent request
    // captures once; an approval after a decline is a new capture, not the decline's replay).
    if (order.state === 'requires_confirmation') order = await wallet.captureOrder(order.id, `capture:${order.id}:${row.declinedCaptures}`)
    await recordPaymentState(ctx.db, row.id, order)
    return order
  } catch (error) {
    if (error instanceof PaymentDeclined) {
      // Counted once per key: two requests of one approval both declined add one.
      await ctx.db
        .update(orderPayments)
        .set({ lastError: error.message, declinedCaptures: row.declinedCaptures + 1, updatedAt: sql`now()` })
        .where(and(eq(orderPayments.id, row.id), eq(orderPayments.declinedCaptures, row.declinedCaptures)))
      throw new OrderError(402, 'Payment declined', error.message, pointer, declineMeta(error))
    }
    if (error instanceof ProviderUnavailable)
      throw new OrderError(503, 'Payment provider unavailable', 'The payment could not be checked; please try again.')
    throw error
  }
}

/** A transaction at Przelewy24 that took the shopper's money: paid (1) or verified (2); not refunded (3). */
const regionalPaid = (tx: RegionalTransaction | null): boolean => !!tx && (tx.status === 1 || tx.status === 2)

/**
 * spec 3 §7 GET /buy_online/{regional-provider}/checkout_data (ADR 100): the hold's transaction
 * registered at Przelewy24 for the vehicle's fee (a tampered amount or currency is refused,
 * nothing registered), under the hold's lock id as its session id, so asking again is the same
 * transaction. Answers where the browser sends the shopper: the hosted page.
 */
export async function regionalCheckoutData(
  ctx: OrderContext,
  input: {
    proof: HoldProof
    vehicleId: number
    amount: number
    currency: string
    description: string | null
    language: string
    paytypes: number[]
    resultUrl: string
    statusUrl: string | null
    email: string | null
  },
) {
  const {
    terms,
    provider: regional,
    row,
  } = await openRedirectPayment(ctx, input, {
    vendor: 'regional',
    provider: ctx.regional,
    providerPaymentId: input.proof.lockId,
    pointers: { amount: '/amount', currency: '/currency', vehicle: '/vehicle_id' },
  })
  try {
    const registered = await regional.register({
      sessionId: row.lockId,
      amountMinor: row.amountMinor,
      currency: row.currency,
      description: input.description ?? terms.listed.vehicle.specification.title,
      email: input.email ?? '',
      language: input.language,
      urlReturn: input.resultUrl,
      urlStatus: input.statusUrl,
      methods: input.paytypes,
    })
    return { url: registered.url, method: 'GET' as const, fields: { token: registered.token }, session_id: row.lockId }
  } catch (error) {
    if (error instanceof ProviderUnavailable) throw unavailable()
    throw error
  }
}

/** The hold's Przelewy24 transaction, verified at the provider when it was paid (the shopper's return). */
export async function regionalResult(ctx: OrderContext, proof: HoldProof, vehicleId: number) {
  await requireHold(ctx.db, ctx.siteId, proof, vehicleId)
  const [row] = await ctx.db.select().from(orderPayments).where(eq(orderPayments.lockId, proof.lockId))
  if (!row || row.provider !== 'przelewy24') throw new OrderError(404, 'Not found', 'There is no Przelewy24 payment for this reservation.')
  try {
    const tx = await settleRegionalPayment(ctx, row, null)
    return { paid: true, order_id: tx.orderId }
  } catch (error) {
    if (error instanceof OrderError && error.status === 402) return { paid: false, order_id: null }
    throw error
  }
}

/** Asks Przelewy24 about the hold's transaction and verifies it once paid; 402 when not paid. */
async function settleRegionalPayment(ctx: OrderContext, row: typeof orderPayments.$inferSelect, regionalOrderId: number | null) {
  const pointer = '/order/przelewy24_order_id'
  const regional = ctx.regional
  if (!regional) throw new OrderError(503, 'Not available', 'Przelewy24 payments are not configured for this market.')
  try {
    const tx = await regional.bySession(row.lockId)
    if (!tx || !regionalPaid(tx)) throw new OrderError(402, 'Payment not completed', 'The Przelewy24 payment was not completed.', pointer)
    if (regionalOrderId !== null && regionalOrderId !== tx.orderId)
      throw new OrderError(422, 'Invalid value', 'There is no such Przelewy24 payment for this reservation.', pointer)
    if (tx.status === 1) await regional.verify(tx)
    await recordPaymentState(ctx.db, row.id, { id: row.lockId, state: 'succeeded' })
    return tx
  } catch (error) {
    if (error instanceof ProviderUnavailable)
      throw new OrderError(503, 'Payment provider unavailable', 'The payment could not be checked; please try again.')
    throw error
  }
}

/**
 * Przelewy24's notification (ADR 100): verified by its signature over the raw body (a bad one
 * changes nothing), recorded once in the webhook ledger (a repeat is ignored), and the transaction
 * verified at the provider, which is what completes it there.
 */
export async function applyRegionalNotification(db: Db, regional: RegionalProvider, rawBody: string) {
  if (isRefundNotification(rawBody)) return applyRegionalRefundNotification(db, regional, rawBody)
  const note = regional.verifyNotification(rawBody)
  const [row] = await db
    .select()
    .from(orderPayments)
    .where(and(eq(orderPayments.provider, regional.name), eq(orderPayments.providerPaymentId, note.sessionId)))
  const matches = !!row && row.amountMinor === note.amount && row.currency.toUpperCase() === note.currency.toUpperCase()
  const [seen] = await db
    .select({ id: paymentWebhooks.id })
    .from(paymentWebhooks)
    .where(and(eq(paymentWebhooks.provider, regional.name), eq(paymentWebhooks.eventId, String(note.orderId))))
  if (seen) return 'duplicate' as const
  if (matches && row.state !== 'succeeded')
    await regional.verify({
      sessionId: note.sessionId,
      orderId: note.orderId,
      status: 1,
      amountMinor: note.amount,
      currency: note.currency,
      method: note.methodId,
    })
  return db
    .transaction(async (tx) => {
      const outcome = matches ? 'applied' : 'unknown'
      const [recorded] = await tx
        .insert(paymentWebhooks)
        .values({
          siteId: row?.siteId ?? null,
          provider: regional.name,
          eventId: String(note.orderId),
          type: 'transaction.paid',
          providerPaymentId: note.sessionId,
          outcome,
          eventCreatedAt: new Date(),
        })
        .onConflictDoNothing()
        .returning({ id: paymentWebhooks.id })
      if (!recorded) tx.rollback()
      if (matches)
        await tx
          .update(orderPayments)
          .set({ state: 'succeeded', updatedAt: sql`now()` })
          .where(eq(orderPayments.id, row.id))
      return outcome as 'applied' | 'unknown'
    })
    .catch((error: unknown) => {
      if (error instanceof TransactionRollbackError) return 'duplicate' as const
      throw error
    })
}

/**
 * Przelewy24's refund notification (a refund made by the back office, the reconcile job or in
 * Przelewy24's panel): verified by its sign, recorded once in the webhook ledger (event id
 * `refund:{refundsUuid}`), and a made refund (status 0) of a known payment recorded on it.
 */
async function applyRegionalRefundNotification(db: Db, regional: RegionalProvider, rawBody: string) {
  const note = regional.verifyRefundNotification(rawBody)
  return db
    .transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(orderPayments)
        .where(and(eq(orderPayments.provider, regional.name), eq(orderPayments.providerPaymentId, note.sessionId)))
        .for('update')
      const outcome = row && row.currency.toUpperCase() === note.currency.toUpperCase() ? 'applied' : 'unknown'
      const [recorded] = await tx
        .insert(paymentWebhooks)
        .values({
          siteId: row?.siteId ?? null,
          provider: regional.name,
          eventId: `refund:${note.refundsUuid}`,
          type: note.status === 0 ? 'refund.completed' : 'refund.rejected',
          providerPaymentId: note.sessionId,
          outcome,
          eventCreatedAt: new Date(note.timestamp * 1000),
        })
        .onConflictDoNothing()
        .returning({ id: paymentWebhooks.id })
      if (!recorded) tx.rollback()
      if (row && outcome === 'applied' && note.status === 0)
        await tx
          .update(orderPayments)
          .set({
            refundedMinor: sql`least(${orderPayments.amountMinor}, ${orderPayments.refundedMinor} + ${note.amount})`,
            updatedAt: sql`now()`,
          })
          .where(eq(orderPayments.id, row.id))
      return outcome as 'applied' | 'unknown'
    })
    .catch((error: unknown) => {
      if (error instanceof TransactionRollbackError) return 'duplicate' as const
      throw error
    })
}

/**
 * The request that makes a hold's payment at the provider, from its row alone and under the hold's
 * own key: sent again (a retry, or the reconciliation after a crash) it finds the same payment.
 */
export function createRequest(row: typeof orderPayments.$inferSelect): InitiatePayment {
  return {
    amountMinor: row.amountMinor,
    currency: row.currency.toLowerCase(),
    // spec 3 §4: an on-hold payment uses manual capture; the order's confirmation captures it.
    captureMethod: 'manual',
    idempotencyKey: `hold:${row.lockId}`,
    metadata: { lock_id: row.lockId, vehicle_id: String(row.vehicleId ?? ''), site_id: String(row.siteId) },
    connectedAccount: row.connectedAccount,
  }
}

/** Records a provider's answer on the payment row, unless the row already has a later state. */
async function recordPaymentState(db: Db | Tx, paymentRowId: number, payment: { id: string; state: PaymentState }) {
  const [row] = await db.select({ state: orderPayments.state }).from(orderPayments).where(eq(orderPayments.id, paymentRowId))
  if (row && paymentStateRank(payment.state) < paymentStateRank(row.state)) return false
  await db
    .update(orderPayments)
    .set({ providerPaymentId: payment.id, state: payment.state, lastError: null, updatedAt: sql`now()` })
    .where(eq(orderPayments.id, paymentRowId))
  return true
}

export interface NewOrder {
  proof: HoldProof
  vehicleId: number
  paymentIntentId: string | null
  /** The wallet provider's order (spec 3 §3 {wallet-provider}_order_id). */
  walletOrderId: string | null
  /** The regional provider's order (spec 3 §3 {regional-provider}_order_id). */
  regionalOrderId?: number | null
  leadId: number | null
  financeOption: string | null
  /** Null: the reservation form's lead gives them. */
  customerEmail: string | null
  customerName: string | null
  metadata: Record<string, unknown>
  locale: string
  configUrl: string | null
  confirmationByLink: boolean
}

/**
 * The journey's card payment, asked at the provider (never believed from the browser) before its
 * order is made: it must be the fee, authorised or paid; else 422 or 402 at the intent's field.
 */
export async function checkedCardPayment(
  ctx: OrderContext,
  row: typeof orderPayments.$inferSelect | undefined,
  paymentIntentId: string | null,
  terms: { amountMinor: number; currency: string },
): Promise<{ rowId: number; state: PaymentState }> {
  if (!row?.providerPaymentId || row.provider !== 'card' || (paymentIntentId !== null && paymentIntentId !== row.providerPaymentId))
    throw new OrderError(422, 'Invalid value', 'There is no payment for this reservation.', '/order/card_payment_intent_id')
  if (!ctx.card) throw new OrderError(503, 'Not available', 'Card payments are not configured for this market.')
  let state: ProviderPayment
  try {
    state = await ctx.card.status(row.providerPaymentId, row.connectedAccount)
  } catch (error) {
    if (error instanceof ProviderUnavailable)
      throw new OrderError(503, 'Payment provider unavailable', 'The payment could not be checked; please try again.')
    throw error
  }
  await recordPaymentState(ctx.db, row.id, state)
  if (state.amountMinor !== terms.amountMinor || state.currency.toUpperCase() !== terms.currency)
    throw new OrderError(422, 'Invalid value', 'The payment does not match the reservation fee.', '/order/card_payment_intent_id')
  if (state.state !== 'requires_capture' && state.state !== 'succeeded')
    throw new OrderError(402, 'Payment not completed', 'The payment has not been authorised.', '/order/card_payment_intent_id')
  return { rowId: row.id, state: state.state }
}

/** An order number: unguessable (10 symbols of 32, 50 bits), as it opens the confirmation page. */
export function newOrderNumber(): string {
  const bytes = randomBytes(10)
  return 'FC' + [...bytes].map((b) => ORDER_NUMBER_ALPHABET[b % 32]).join('')
}

/**
 * spec 3 §7 POST /buy_online/orders: the order of a held vehicle. Needs the live hold and, unless
 * the vendor takes no payment, the hold's payment authorised or paid at the provider (asked, not
 * believed from the browser). In one transaction: the order, the vehicle reserved, the hold gone.
 * A resent request for the same hold answers the order already made.
 */
export async function createOrder(ctx: OrderContext, input: NewOrder) {
  const made = async () => {
    const [existing] = await ctx.db
      .select({ number: orders.number })
      .from(orders)
      .where(and(eq(orders.siteId, ctx.siteId), eq(orders.lockId, input.proof.lockId)))
    return existing ? { number: existing.number, created: false } : null
  }
  const existing = await made()
  if (existing) return existing
  try {
    return await placeOrder(ctx, input)
  } catch (error) {
    // A double click: the other request made the order and took the hold meanwhile, so this one
    // found no hold; it answers with that order, not "your hold has expired".
    if (error instanceof OrderError && error.meta?.kicked_out) {
      const again = await made()
      if (again) return again
    }
    throw error
  }
}

/** The order of a live hold, made once `createOrder` found none for it. */
async function placeOrder(ctx: OrderContext, input: NewOrder) {
  const terms = await orderTerms(ctx, input.vehicleId)
  const hold = await requireHold(ctx.db, ctx.siteId, input.proof, input.vehicleId)
  await requireBookableAppointment(ctx, input.metadata, hold.since)
  // The shopper's details first: a wallet payment is captured below, and nothing is taken for an order that cannot be made.
  let customer = { email: input.customerEmail, name: input.customerName }
  if (input.leadId !== null) {
    const [lead] = await ctx.db
      .select({ id: leads.id, email: leads.email, data: leads.data })
      .from(leads)
      .where(and(eq(leads.id, input.leadId), eq(leads.siteId, ctx.siteId)))
    if (!lead) throw new OrderError(422, 'Invalid value', `No lead ${input.leadId} in this market.`, '/order/rdx_forms_lead_id')
    customer = { email: customer.email ?? lead.email, name: customer.name ?? leadName(lead.data) }
  }
  const customerEmail = customer.email
  if (!customerEmail) throw new OrderError(422, 'Invalid value', 'order.customer_email: is required', '/order/customer_email')

  let payment: { rowId: number; state: ProviderPayment['state'] } | null = null
  if (terms.amountMinor > 0) {
    const [row] = await ctx.db.select().from(orderPayments).where(eq(orderPayments.lockId, input.proof.lockId))
    if (row && row.provider === 'przelewy24') {
      const paid = await settleRegionalPayment(ctx, row, input.regionalOrderId ?? null)
      if (paid.amountMinor !== terms.amountMinor || paid.currency.toUpperCase() !== terms.currency)
        throw new OrderError(422, 'Invalid value', 'The payment does not match the reservation fee.', '/order/przelewy24_order_id')
      payment = { rowId: row.id, state: 'succeeded' }
    } else if (row && row.provider !== 'card') {
      const paid = await captureWalletPayment(ctx, row, input.walletOrderId)
      if (paid.amountMinor !== terms.amountMinor || paid.currency.toUpperCase() !== terms.currency)
        throw new OrderError(422, 'Invalid value', 'The payment does not match the reservation fee.', '/order/paypal_order_id')
      if (paid.state !== 'succeeded')
        throw new OrderError(402, 'Payment not completed', 'The PayPal payment has not been approved.', '/order/paypal_order_id')
      payment = { rowId: row.id, state: paid.state }
    } else payment = await checkedCardPayment(ctx, row, input.paymentIntentId, terms)
  }
  const number = newOrderNumber()
  const { vehicle } = terms.listed
  try {
    await ctx.db.transaction(async (tx) => {
      // The hold is taken away in the same transaction: a hold that expired and went to someone else meanwhile fails here.
      const released = await tx
        .delete(vehicleHolds)
        .where(
          and(
            eq(vehicleHolds.siteId, ctx.siteId),
            eq(vehicleHolds.lockId, input.proof.lockId),
            eq(vehicleHolds.vehicleId, input.vehicleId),
          ),
        )
        .returning({ vehicleId: vehicleHolds.vehicleId })
      if (released.length === 0)
        throw new OrderError(409, 'Lock lost', 'Your hold on this vehicle has expired.', '/lock_id', { kicked_out: true })
      const reserved = await tx.execute<{ previous: string }>(sql`
        UPDATE stock_vehicles AS v SET status = 'reserved', updated_at = now()
        FROM (SELECT id, status FROM stock_vehicles WHERE id = ${input.vehicleId} AND site_id = ${ctx.siteId} FOR UPDATE) AS old
        WHERE v.id = old.id AND old.status IN (${sql.join(
          [...RESERVABLE_STATUSES].map((s) => sql`${s}`),
          sql`, `,
        )})
        RETURNING old.status AS previous`)
      const previous = (reserved as unknown as { rows: { previous: string }[] }).rows[0]?.previous
      if (!previous) throw new OrderError(409, 'Not available', 'This vehicle has just been reserved.', '/vehicle_id')
      await tx.insert(orders).values({
        siteId: ctx.siteId,
        number,
        vehicleId: input.vehicleId,
        vehicleVin: terms.listed.vin,
        vehicle: {
          title: vehicle.specification.title,
          link: vehicle.link,
          photo: vehicle.photoCoverMedium,
          owner: vehicle.owner?.name ?? null,
          owner_id: vehicle.reservation?.owner_id ?? null,
          owner_email: vehicle.owner?.owner_email ?? null,
        },
        previousStatus: previous,
        status: 'reserved',
        paymentStatus: payment ? orderPaymentStatus(payment.state) : 'not_required',
        vendorType: terms.vendorType,
        paymentId: payment?.rowId ?? null,
        amountMinor: terms.amountMinor,
        currency: terms.currency,
        financeOption: input.financeOption,
        customerEmail,
        customerName: customer.name ?? '',
        leadId: input.leadId,
        lockId: input.proof.lockId,
        configUrl: input.configUrl,
        confirmationByLink: input.confirmationByLink,
        locale: input.locale,
        metadata: input.metadata,
      })
      await vehicleChanged(tx, ctx.siteId, input.vehicleId)
    })
  } catch (error) {
    // A resend that raced the first request (a double click): the hold went with the order that one made.
    const [made] =
      error instanceof OrderError && error.status === 409
        ? await ctx.db
            .select({ number: orders.number })
            .from(orders)
            .where(and(eq(orders.siteId, ctx.siteId), eq(orders.lockId, input.proof.lockId)))
        : []
    if (made) return { number: made.number, created: false }
    throw error
  }
  return { number, created: true }
}

/** A person's name as a lead of the reservation form gives it (first and last name, or one name field). */
export function leadName(data: Record<string, unknown>): string | null {
  const text = (key: string) => (typeof data[key] === 'string' ? (data[key] as string).trim() : '')
  const name = [text('first_name'), text('last_name')].filter(Boolean).join(' ') || text('name') || text('full_name')
  return name || null
}

/** The order as the confirmation page and the forms API read it (spec 3 §3 Order). */
export async function getOrder(db: Db, siteId: number, number: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.siteId, siteId), eq(orders.number, number)))
  return order ?? null
}

/** The public shape of an order: what its number may show (no e-mail address, no payment ids). */
export function publicOrder(order: typeof orders.$inferSelect) {
  const metadata = order.metadata as { tradeInData?: unknown; appointment?: unknown; retailer?: unknown; subscription?: unknown }
  return {
    order_number: order.number,
    created_at: order.createdAt.toISOString(),
    status: order.status,
    payment_status: order.paymentStatus,
    vendor_type: order.vendorType,
    amount: order.amountMinor / 10 ** currencyDigits(order.currency),
    currency: order.currency,
    finance_option: order.financeOption,
    vehicle_id: order.vehicleId,
    vehicle: order.vehicle,
    customer_name: order.customerName,
    confirmed: order.confirmedAt !== null,
    metadata: {
      tradeInData: metadata.tradeInData ?? null,
      appointment: metadata.appointment ?? null,
      retailer: metadata.retailer ?? null,
      subscription: metadata.subscription ?? null,
    },
  }
}

/**
 * spec 3 §7 PUT /buy_online/orders/{number}/confirm: captures an on-hold payment and sends the
 * shopper's confirmation e-mail, once (the first confirm wins in the database).
 */
export async function confirmOrder(ctx: OrderContext, number: string) {
  const order = await getOrder(ctx.db, ctx.siteId, number)
  if (!order) throw new OrderError(404, 'Not found', `No order ${number}.`)
  if (order.confirmedAt) return order
  if (order.status !== 'reserved') throw new OrderError(409, 'Conflict', `The order is ${order.status}.`)
  if (order.paymentId !== null && order.paymentStatus === 'authorised') {
    const [payment] = await ctx.db.select().from(orderPayments).where(eq(orderPayments.id, order.paymentId))
    if (!ctx.card || !payment?.providerPaymentId)
      throw new OrderError(503, 'Not available', 'Card payments are not configured for this market.')
    try {
      // Captured already (a confirm whose answer was lost): nothing to capture again.
      const current = await ctx.card.status(payment.providerPaymentId, payment.connectedAccount)
      const captured =
        current.state === 'requires_capture'
          ? await ctx.card.capture(payment.providerPaymentId, `capture:${payment.providerPaymentId}`, payment.connectedAccount)
          : current
      await recordPaymentState(ctx.db, payment.id, captured)
      // The back office cancelled the authorisation meanwhile: there is no fee to confirm with.
      if (captured.state !== 'succeeded') throw new OrderError(409, 'Conflict', 'The payment was cancelled.')
    } catch (error) {
      if (error instanceof ProviderUnavailable) throw new OrderError(503, 'Payment provider unavailable', 'Please try again.')
      throw error
    }
  }
  // Only a reservation still live is confirmed: a cancel in the back office between the read above
  // and here wins, and the shopper is told (not mailed a confirmation of a cancelled order).
  const [confirmed] = await ctx.db
    .update(orders)
    .set({
      confirmedAt: sql`now()`,
      status: 'confirmed',
      paymentStatus: sql`CASE WHEN ${orders.paymentStatus} = 'authorised' THEN 'paid' ELSE ${orders.paymentStatus} END`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(orders.id, order.id), isNull(orders.confirmedAt), eq(orders.status, 'reserved')))
    .returning()
  if (!confirmed) {
    const now = (await getOrder(ctx.db, ctx.siteId, number))!
    if (now.confirmedAt) return now
    throw new OrderError(409, 'Conflict', `The order is ${now.status}.`)
  }
  const market = marketLanguage(ctx.settings)
  const fee = formatMarketAmount(publicOrder(confirmed).amount, confirmed.currency, ctx.settings, htmlLang(market.language))
  const retailer = await orderRetailerContact(ctx.db, ctx.siteId, confirmed)
  await ctx.mailer.send({ siteId: ctx.siteId, to: confirmed.customerEmail, ...reservationMail(confirmed, market, fee, retailer.name) })
  // The shopper is told the retailer will be in touch: the retailer and the market's desk learn of it.
  const notice = retailerReservationMail(confirmed, market, fee)
  for (const to of uniqueAddresses([retailer.email, ...(await marketRecipients(ctx.db, ctx.siteId))]))
    await ctx.mailer.send({ siteId: ctx.siteId, to, ...notice })
  return confirmed
}

/**
 * The retailer an order names to the shopper: the one chosen at the checkout's retailer step
 * (spec 3 §2; its id in the order's metadata), as the market's dealer list names it, which is how
 * the checkout's summary wrote it; else the vehicle's own (its owner name); null for neither.
 * A dealer id of another market, or one removed since, is passed over.
 */
export async function orderRetailer(db: Db, siteId: number, order: { vehicle: unknown; metadata: unknown }): Promise<string | null> {
  return (await orderRetailerContact(db, siteId, order)).name
}

/** The order's retailer (`orderRetailer`) with its address: the chosen dealer's e-mail, else the vehicle's retailer's. */
/** The dealer the shopper chose in the journey (its metadata's `retailer`), null when none or no such dealer now. */
export async function chosenDealer(db: Db, siteId: number, metadata: unknown) {
  // The metadata is the browser's: an id the database's integer cannot hold is no dealer's.
  const chosen = databaseId.safeParse((metadata as { retailer?: unknown } | null)?.retailer)
  return chosen.success ? await getDealer(db, siteId, chosen.data) : null
}
async function orderRetailerContact(db: Db, siteId: number, order: { vehicle: unknown; metadata: unknown }) {
  const dealer = await chosenDealer(db, siteId, order.metadata)
  const vehicle = (order.vehicle ?? {}) as { owner?: unknown; owner_id?: unknown; owner_email?: unknown }
  const owner = { ownerId: nonBlank(vehicle.owner_id), ownerName: nonBlank(vehicle.owner) }
  return {
    name: dealer ? journeyRetailerName(dealer, owner) : owner.ownerName,
    email: nonBlank(dealer?.email) ?? nonBlank(vehicle.owner_email),
  }
}

const nonBlank = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null)

/**
 * The retailer's notice of a reservation confirmed online, in the market's language
 * (`mail.retailerReservation.*` with the customer's mail's lines, ADR 099): the car, the order,
 * the appointment booked, the fee, and whom to call back.
 * @example retailerReservationMail(order, { language: 'en_GB' }, '£250').subject // → 'Reserved online: Aurelia E5 (FC2B7K4M9Q2W)'
 */
export function retailerReservationMail(order: typeof orders.$inferSelect, market: MarketLanguage, fee: string) {
  const say = (id: MessageId, values: MessageValues = {}) => formatMessage(id, values, market)
  const vehicle = (order.vehicle as { title?: string }).title ?? say('mail.reservation.theVehicle')
  const metadata = order.metadata as { appointment?: unknown; verified_phone?: unknown; phone?: unknown }
  const appointment = bookedAppointment(metadata.appointment)
  const phone = nonBlank(metadata.verified_phone) ?? nonBlank(metadata.phone)
  return {
    subject: say('mail.retailerReservation.subject', { vehicle, number: order.number }),
    text: plainTextInDirection(
      [
        say('mail.retailerReservation.reserved', { vehicle }),
        ...(order.vehicleVin ? [say('mail.retailerReservation.vin', { vin: order.vehicleVin })] : []),
        say('mail.reservation.number', { number: order.number }),
        ...(appointment ? [say('mail.reservation.appointment', { when: appointmentText(appointment, htmlLang(market.language)) })] : []),
        order.amountMinor > 0 ? say('mail.reservation.feePaid', { fee }) : say('mail.reservation.noPayment'),
        '',
        say('mail.retailerReservation.customer', { name: order.customerName }),
        say('mail.inquiry.email', { email: order.customerEmail }),
        ...(phone ? [say('mail.inquiry.phone', { phone })] : []),
        '',
        say('mail.retailerReservation.nextSteps'),
      ].join('\n'),
      textDirection(market.language),
    ),
  }
}

/**
 * The customer's reservation e-mail, in the market's language (`mail.reservation.*`, ADR 118).
 * The appointment the shopper booked, when the order holds one, is written as the market reads dates.
 * The fee comes written as the market writes prices (`formatMarketAmount`), the retailer as
 * `orderRetailer` names it.
 * @example reservationMail(order, { language: 'ar_AE' }, '1,000 درهم', 'Aurelia Dubai').subject // → 'حجزك رقم FC2B7K4M9Q2W'
 */
export function reservationMail(order: typeof orders.$inferSelect, market: MarketLanguage, fee: string, retailer: string | null) {
  const say = (id: MessageId, values: MessageValues = {}) => formatMessage(id, values, market)
  const vehicle = order.vehicle as { title?: string }
  const reserved = { vehicle: vehicle.title ?? say('mail.reservation.theVehicle'), retailer: retailer ?? '' }
  const appointment = bookedAppointment((order.metadata as { appointment?: unknown }).appointment)
  return {
    subject: say('mail.reservation.subject', { number: order.number }),
    text: plainTextInDirection(
      [
        say('mail.reservation.greeting', { name: order.customerName }),
        '',
        say(retailer ? 'mail.reservation.reservedAt' : 'mail.reservation.reserved', reserved),
        say('mail.reservation.number', { number: order.number }),
        ...(appointment ? [say('mail.reservation.appointment', { when: appointmentText(appointment, htmlLang(market.language)) })] : []),
        order.amountMinor > 0 ? say('mail.reservation.feePaid', { fee }) : say('mail.reservation.noPayment'),
        '',
        say('mail.reservation.nextSteps'),
      ].join('\n'),
      textDirection(market.language),
    ),
  }
}

/** An order with its payment and its lead's form (the back office links to the lead's screen). */
const orderRow = { order: orders, payment: orderPayments, leadFormId: leads.formId }

/** One order with its payment, for the back office. */
export async function orderWithPayment(db: Db, siteId: number, number: string) {
  const [row] = await db
    .select(orderRow)
    .from(orders)
    .leftJoin(orderPayments, eq(orderPayments.id, orders.paymentId))
    .leftJoin(leads, and(eq(leads.id, orders.leadId), eq(leads.siteId, orders.siteId)))
    .where(and(eq(orders.siteId, siteId), eq(orders.number, number)))
  return row ?? null
}

/** The market's orders for the back office, newest first. */
export async function listOrders(db: Db, siteId: number, page: number, perPage: number) {
  const rows = await db
    .select(orderRow)
    .from(orders)
    .leftJoin(orderPayments, eq(orderPayments.id, orders.paymentId))
    .leftJoin(leads, and(eq(leads.id, orders.leadId), eq(leads.siteId, orders.siteId)))
    .where(eq(orders.siteId, siteId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(perPage)
    .offset((page - 1) * perPage)
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.siteId, siteId))
  return { rows, total: total?.n ?? 0 }
}

/** How many orders a page of the back office's list holds. */
export const ADMIN_ORDERS_PER_PAGE = 50

type OrderWithPayment = NonNullable<Awaited<ReturnType<typeof orderWithPayment>>>

/**
 * An order as the back office sees it: the public shape with the customer's e-mail address, the
 * VIN, the lead (with its form, for a link to the lead's screen) and the payment at the provider.
 * The refunded amount is in the currency's units, as the order's amount.
 */
export function adminView({ order, payment, leadFormId }: OrderWithPayment) {
  return {
    ...publicOrder(order),
    customer_email: order.customerEmail,
    vehicle_vin: order.vehicleVin,
    lead_id: order.leadId,
    lead_form_id: order.leadId === null ? null : leadFormId,
    payment: payment
      ? {
          provider: payment.provider,
          id: payment.providerPaymentId,
          state: payment.state,
          refunded: payment.refundedMinor / 10 ** currencyDigits(payment.currency),
          last_error: payment.lastError,
        }
      : null,
  }
}
export type AdminOrder = ReturnType<typeof adminView>

/** A page of the market's orders for the back office (GET /admin/orders and the /admin/orders screen). */
export async function adminOrdersPage(db: Db, siteId: number, page: number) {
  const { rows, total } = await listOrders(db, siteId, page, ADMIN_ORDERS_PER_PAGE)
  return { data: rows.map(adminView), meta: { total, page, per_page: ADMIN_ORDERS_PER_PAGE } }
}

/** One order for the back office, null when the market has no such order. */
export async function findAdminOrder(db: Db, siteId: number, number: string) {
  const row = await orderWithPayment(db, siteId, number)
  return row ? adminView(row) : null
}

/** The back office's refund or cancel of a Przelewy24 payment: a paid one is refunded in full. */
async function releaseRegionalPayment(
  ctx: OrderContext,
  payment: typeof orderPayments.$inferSelect,
  number: string,
  action: 'refund' | 'cancel',
): Promise<string> {
  if (!ctx.regional) throw new OrderError(503, 'Not available', 'Przelewy24 payments are not configured for this market.')
  try {
    const tx = await ctx.regional.bySession(payment.lockId)
    if (!tx || !regionalPaid(tx)) return tx?.status === 3 ? 'refunded' : 'cancelled'
    if (action === 'cancel') throw new OrderError(409, 'Conflict', 'The fee was paid: refund the order instead.')
    await ctx.regional.refund(tx, `refund-${number}`, ctx.regionalStatusUrl)
    await ctx.db
      .update(orderPayments)
      .set({ refundedMinor: payment.amountMinor, updatedAt: sql`now()` })
      .where(eq(orderPayments.id, payment.id))
    return 'refunded'
  } catch (error) {
    if (error instanceof ProviderUnavailable) throw new OrderError(503, 'Payment provider unavailable', 'Please try again.')
    throw error
  }
}

/**
 * The back office's refund or cancel of a wallet payment (ADR 100): a captured one is refunded in
 * full (a cancel is refused: the fee was taken); one never captured took nothing, and PayPal lets
 * an uncaptured order expire by itself.
 */
async function releaseWalletPayment(
  ctx: OrderContext,
  payment: typeof orderPayments.$inferSelect,
  number: string,
  action: 'refund' | 'cancel',
): Promise<string> {
  if (!ctx.wallet) throw new OrderError(503, 'Not available', 'PayPal payments are not configured for this market.')
  try {
    const current = await ctx.wallet.getOrder(payment.providerPaymentId!)
    if (current.state !== 'succeeded') {
      await recordPaymentState(ctx.db, payment.id, { id: current.id, state: 'canceled' })
      return 'cancelled'
    }
    if (action === 'cancel') throw new OrderError(409, 'Conflict', 'The fee was paid: refund the order instead.')
    if (current.refundedMinor < current.amountMinor && current.captureId)
      await ctx.wallet.refundCapture(current.captureId, `refund:${number}`)
    await ctx.db
      .update(orderPayments)
      .set({ refundedMinor: payment.amountMinor, updatedAt: sql`now()` })
      .where(eq(orderPayments.id, payment.id))
    return 'refunded'
  } catch (error) {
    if (error instanceof ProviderUnavailable) throw new OrderError(503, 'Payment provider unavailable', 'Please try again.')
    throw error
  }
}

/**
 * The back office's refund or cancel: the payment refunded (or its authorisation cancelled) at the
 * provider, the order cancelled and the vehicle given back its previous status, in the audit log.
 */
export async function cancelOrder(ctx: OrderContext, number: string, actor: AuditActor, action: 'refund' | 'cancel') {
  const order = await getOrder(ctx.db, ctx.siteId, number)
  if (!order) throw new OrderError(404, 'Not found', `No order ${number}.`)
  if (order.status === 'cancelled' || order.status === 'refunded')
    throw new OrderError(409, 'Conflict', `The order is already ${order.status}.`)
  const [payment] = order.paymentId ? await ctx.db.select().from(orderPayments).where(eq(orderPayments.id, order.paymentId)) : []
  let paymentStatus = order.paymentStatus
  if (payment?.providerPaymentId && payment.provider === 'przelewy24') {
    paymentStatus = await releaseRegionalPayment(ctx, payment, order.number, action)
  } else if (payment?.providerPaymentId && payment.provider !== 'card') {
    paymentStatus = await releaseWalletPayment(ctx, payment, order.number, action)
  } else if (payment?.providerPaymentId) {
    if (!ctx.card) throw new OrderError(503, 'Not available', 'Card payments are not configured for this market.')
    try {
      const current = await ctx.card.status(payment.providerPaymentId, payment.connectedAccount)
      if (current.state === 'requires_capture') {
        await recordPaymentState(
          ctx.db,
          payment.id,
          await ctx.card.cancel(payment.providerPaymentId, `cancel:${order.number}`, payment.connectedAccount),
        )
        paymentStatus = 'cancelled'
      } else if (current.state === 'succeeded') {
        if (action === 'cancel') throw new OrderError(409, 'Conflict', 'The fee was paid: refund the order instead.')
        await ctx.card.refund(payment.providerPaymentId, null, `refund:${order.number}`, payment.connectedAccount)
        await ctx.db
          .update(orderPayments)
          .set({ refundedMinor: payment.amountMinor, updatedAt: sql`now()` })
          .where(eq(orderPayments.id, payment.id))
        paymentStatus = 'refunded'
      }
    } catch (error) {
      if (error instanceof ProviderUnavailable) throw new OrderError(503, 'Payment provider unavailable', 'Please try again.')
      throw error
    }
  }
  const status = paymentStatus === 'refunded' ? 'refunded' : 'cancelled'
  await ctx.db.transaction(async (tx) => {
    // The first of two cancels (two admins, two processes) ends the order; the other is told, and
    // gives back nothing: the vehicle may be another shopper's reservation by then.
    const [ended] = await tx
      .update(orders)
      .set({ status, paymentStatus, updatedAt: sql`now()` })
      .where(and(eq(orders.id, order.id), inArray(orders.status, ['reserved', 'confirmed'])))
      .returning({ id: orders.id })
    if (!ended) {
      const [now] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id))
      throw new OrderError(409, 'Conflict', `The order is already ${now?.status ?? status}.`)
    }
    if (order.vehicleId !== null) {
      await tx
        .update(stockVehicles)
        .set({ status: order.previousStatus, updatedAt: sql`now()` })
        .where(and(eq(stockVehicles.id, order.vehicleId), eq(stockVehicles.status, 'reserved')))
      await vehicleChanged(tx, ctx.siteId, order.vehicleId)
    }
    await recordAudit(tx, actor, {
      siteId: ctx.siteId,
      action: `order.${action}`,
      entityType: 'order',
      entityId: order.number,
      summary: `${action === 'refund' ? 'Refunded' : 'Cancelled'} the order ${order.number} (${order.vehicleVin})`,
      changes: { before: { status: order.status, payment_status: order.paymentStatus }, after: { status, payment_status: paymentStatus } },
    })
  })
  return (await getOrder(ctx.db, ctx.siteId, number))!
}

/**
 * A verified provider event: recorded once in the ledger (a repeat is ignored), applied when it
 * is newer than the state recorded (an out-of-order older event is kept as stale).
 */
export async function applyWebhook(db: Db, event: WebhookEvent): Promise<'applied' | 'duplicate' | 'stale' | 'unknown'> {
  const paymentId = event.paymentId ?? event.payment?.id ?? event.refund?.paymentId ?? null
  return db
    .transaction(async (tx) => {
      const [row] = paymentId
        ? await tx
            .select()
            .from(orderPayments)
            .where(and(eq(orderPayments.provider, 'card'), eq(orderPayments.providerPaymentId, paymentId)))
            .for('update')
        : []
      let outcome: 'applied' | 'stale' | 'unknown' = 'unknown'
      if (row && event.payment) {
        outcome = replacesPaymentState(row.state, event.payment.state) ? 'applied' : 'stale'
        if (outcome === 'applied')
          await tx
            .update(orderPayments)
            .set({ state: event.payment.state, updatedAt: sql`now()` })
            .where(eq(orderPayments.id, row.id))
      } else if (row && event.refund) {
        outcome = 'applied'
        await tx
          .update(orderPayments)
          .set({ refundedMinor: sql`greatest(${orderPayments.refundedMinor}, ${event.refund.amountMinor})`, updatedAt: sql`now()` })
          .where(eq(orderPayments.id, row.id))
      }
      const [recorded] = await tx
        .insert(paymentWebhooks)
        .values({
          siteId: row?.siteId ?? null,
          provider: 'card',
          eventId: event.id,
          type: event.type,
          providerPaymentId: paymentId,
          outcome,
          eventCreatedAt: new Date(event.created * 1000),
        })
        .onConflictDoNothing()
        .returning({ id: paymentWebhooks.id })
      // A repeat: nothing of the above stays.
      if (!recorded) tx.rollback()
      return outcome
    })
    .catch((error: unknown) => {
      if (error instanceof TransactionRollbackError) return 'duplicate' as const
      throw error
    })
}

/**
 * A verified wallet (PayPal) event (ADR 100): recorded once in the ledger (a repeat is ignored).
 * The event only says that its order changed; what it is now, PayPal's order says, so an event
 * delivered late or out of order cannot set an older state, and a refund made in PayPal's own
 * dashboard shows on the payment.
 */
export async function applyWalletWebhook(db: Db, wallet: WalletProvider, event: WalletWebhookEvent) {
  const [seen] = await db
    .select({ id: paymentWebhooks.id })
    .from(paymentWebhooks)
    .where(and(eq(paymentWebhooks.provider, wallet.name), eq(paymentWebhooks.eventId, event.id)))
  if (seen) return 'duplicate' as const
  const [known] = event.orderId
    ? await db
        .select({ id: orderPayments.id })
        .from(orderPayments)
        .where(and(eq(orderPayments.provider, wallet.name), eq(orderPayments.providerPaymentId, event.orderId)))
    : []
  const current = known ? await wallet.getOrder(event.orderId!) : null
  return db
    .transaction(async (tx) => {
      const [row] = known ? await tx.select().from(orderPayments).where(eq(orderPayments.id, known.id)).for('update') : []
      let outcome: 'applied' | 'stale' | 'unknown' = 'unknown'
      if (row && current) {
        const state = replacesPaymentState(row.state, current.state) && current.state !== row.state ? current.state : row.state
        const refundedMinor = Math.min(row.amountMinor, Math.max(row.refundedMinor, current.refundedMinor))
        outcome = state !== row.state || refundedMinor !== row.refundedMinor ? 'applied' : 'stale'
        if (outcome === 'applied')
          await tx
            .update(orderPayments)
            .set({ state, refundedMinor, updatedAt: sql`now()` })
            .where(eq(orderPayments.id, row.id))
      }
      const [recorded] = await tx
        .insert(paymentWebhooks)
        .values({
          siteId: row?.siteId ?? null,
          provider: wallet.name,
          eventId: event.id,
          type: event.type,
          providerPaymentId: event.orderId,
          outcome,
          eventCreatedAt: event.created,
        })
        .onConflictDoNothing()
        .returning({ id: paymentWebhooks.id })
      // Delivered twice at once: the other delivery recorded it, nothing of this one stays.
      if (!recorded) tx.rollback()
      return outcome
    })
    .catch((error: unknown) => {
      if (error instanceof TransactionRollbackError) return 'duplicate' as const
      throw error
    })
}

/** How many of the newest ledger entries the back office shows. */
export const WEBHOOK_LEDGER_LIMIT = 100

/** The processed-webhook ledger of a market, newest first, as the back office reads it. */
export async function listWebhooks(db: Db, siteId: number, limit = WEBHOOK_LEDGER_LIMIT) {
  const rows = await db
    .select()
    .from(paymentWebhooks)
    .where(eq(paymentWebhooks.siteId, siteId))
    .orderBy(desc(paymentWebhooks.receivedAt), desc(paymentWebhooks.id))
    .limit(limit)
  return rows.map((r) => ({
    event_id: r.eventId,
    type: r.type,
    payment_id: r.providerPaymentId,
    outcome: r.outcome,
    event_created_at: r.eventCreatedAt.toISOString(),
    received_at: r.receivedAt.toISOString(),
  }))
}
export type WebhookEntry = Awaited<ReturnType<typeof listWebhooks>>[number]
