import { createHash } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { leads, orderPayments, orders, stockConfigEntries } from '~/db/schema/index.ts'
import { stockPagePath } from '~/stock/rules/back-button.ts'
import { stockPriceFormat } from '~/pricing/price-settings.ts'
import { formatStockPrice } from '~/pricing/stock-price.ts'
import { PAYMENT_VENDORS } from '~/stock/rules/constants.ts'
import { configuratorPageContent, type ConfiguratorBuild } from '~/stock/rules/configurator-builds.ts'
import { hasNoPaymentGateway, isFreeReservation, vendorType } from '~/stock/rules/order-online-config.ts'
import { lookUpBuild } from '~/stock/api/configurator-builds.server.ts'
import type { HoldProof } from './holds.server.ts'
import {
  checkedCardPayment,
  leadName,
  newOrderNumber,
  OrderError,
  payByCard,
  requireFee,
  type NewOrder,
  type OrderContext,
} from './orders.server.ts'
import type { PaymentState } from './payments/provider.ts'
import { holdMinutesFromConfig } from './rules/soft-lock.ts'
import { minorUnits, orderPaymentStatus } from './rules/order.ts'

/**
 * The configurator journey's orders (spec 3 §2 config_url, §4 Order-online journey; ADR 101). A
 * build is made to order, so there is no stock vehicle to hold: the journey's proof is a secret
 * the browser keeps, and its lock id is derived from that secret (a stock hold's lock id is a
 * random UUID, so the two never meet). The order of a build has its config_url and no vehicle_id;
 * a resent "create order" with the same secret is the same order (orders_lock).
 */

/** The lock id of a configurator journey: a UUID made from the market and the journey's secret. */
export function buildLockId(siteId: number, token: string): string {
  const hex = createHash('sha256').update(`configurator-journey:${siteId}:${token}`).digest('hex')
  // Shaped as a version-8 (custom) UUID so the uuid column and the API's schema take it.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

export const isBuildProof = (siteId: number, proof: HoldProof) => buildLockId(siteId, proof.token) === proof.lockId

type Json = Record<string, unknown>
const obj = (value: unknown): Json => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {})

/**
 * A page config's content for the configurator journey: the standard type's entry for new
 * vehicles (else the market's) with its config_ variant over it (spec 3 §4, §7).
 */
export async function configuratorEntryContent(ctx: Pick<OrderContext, 'db' | 'siteId'>, type: string): Promise<Json> {
  const rows = await ctx.db
    .select({ type: stockConfigEntries.configType, state: stockConfigEntries.vehicleState, data: stockConfigEntries.data })
    .from(stockConfigEntries)
    .where(and(eq(stockConfigEntries.siteId, ctx.siteId), sql`${stockConfigEntries.configType} IN (${type}, ${`config_${type}`})`))
  const pick = (t: string) => {
    const own = rows.filter((row) => row.type === t)
    return own.find((row) => row.state === 'new') ?? own.find((row) => row.state === null)
  }
  const standard = pick(type)?.data
  const variant = pick(`config_${type}`)?.data
  return { ...obj(standard), ...obj(variant), content: configuratorPageContent(obj(obj(standard).content), obj(variant).content as Json) }
}

/** What an order of a build costs and how it is paid: the server's figures, from the stored build. */
export async function buildTerms(ctx: OrderContext, configUrl: string | null | undefined) {
  const found = await lookUpBuild(ctx.db, ctx.siteId, configUrl)
  if (found.kind === 'invalid') throw new OrderError(422, 'Invalid value', `config_url: ${found.reason}`, '/config_url')
  if (found.kind === 'unknown')
    throw new OrderError(404, 'Not found', 'This market holds no configurator build for this config_url.', '/config_url')
  const { build } = found
  const [checkout, online] = await Promise.all([
    configuratorEntryContent(ctx, 'order_online_checkout_page'),
    configuratorEntryContent(ctx, 'order_online'),
  ])
  const vendor = obj(obj(obj(checkout.content).checkout_payment).vendor)
  const format = stockPriceFormat(ctx.settings)
  const currency = (format.currencyIso ?? build.currency ?? 'EUR').toUpperCase()
  const noGateway = isFreeReservation(vendor) || hasNoPaymentGateway(vendor)
  const free = noGateway || !((build.reservation_fee ?? 0) > 0)
  const price = build.include_tax ? build.gross_price : build.net_price
  return {
    build,
    vendorType: noGateway ? vendorType(vendor) : free ? PAYMENT_VENDORS.noPaymentWithConfirmationEmail : vendorType(vendor) || 'CARD',
    holdMinutes: holdMinutesFromConfig(online),
    fee: free ? 0 : build.reservation_fee!,
    amountMinor: free ? 0 : minorUnits(build.reservation_fee!, currency),
    currency,
    price: price == null ? '' : formatStockPrice(price, 'value', format, { stripTags: true }) || `${price} ${currency}`,
    format,
    stockPage: stockPagePath(ctx.settings),
  }
}

/** A build's title: brand, model and version as the configurator named them. */
export const buildTitle = (build: ConfiguratorBuild) => [build.brand, build.model, build.version].filter(Boolean).join(' ') || build.item_id

/**
 * A build's terms, when it can be reserved online: free, or paid by card (ADR 101). A build has no
 * vehicle to hold, so its payment belongs to the journey (its lock id); the hosted-page providers
 * (PayPal, Przelewy24) take holds of stock vehicles only, so a build they would pay is refused.
 */
async function reservableBuildTerms(ctx: OrderContext, configUrl: string) {
  const terms = await buildTerms(ctx, configUrl)
  if (terms.amountMinor > 0 && terms.vendorType !== PAYMENT_VENDORS.card)
    throw new OrderError(
      422,
      'Not reservable',
      'This build cannot be reserved online with this payment; please ask the retailer.',
      '/config_url',
    )
  return terms
}

/**
 * spec 3 §7 POST /buy_online/orders/init for a build: no vehicle to hold. The answer has the
 * journey's lock id and an end the checkout renews as the shopper moves on (nothing is stored).
 */
export async function initBuildOrder(ctx: OrderContext, input: { configUrl: string; token: string }) {
  const terms = await reservableBuildTerms(ctx, input.configUrl)
  const expiresAt = new Date(Date.now() + terms.holdMinutes * 60_000)
  return { lockId: buildLockId(ctx.siteId, input.token), expiresAt, terms }
}

/** The journey's end renewed (extend), for a build's proof. */
export const renewBuildJourney = (minutes: number) => new Date(Date.now() + minutes * 60_000)

/** The journey's proof, or the refusal the checkout shows as "kicked out" (a build's journey cannot expire otherwise). */
function requireBuildProof(ctx: OrderContext, proof: HoldProof) {
  if (!isBuildProof(ctx.siteId, proof))
    throw new OrderError(409, 'Lock lost', 'Your reservation has expired; please start again.', '/lock_id', { kicked_out: true })
}

/**
 * spec 3 §7 POST /buy_online/payment for a build (ADR 101): the build's fee by card, through the
 * market's vendor. As for a stock vehicle, the amount and currency must be the server's (a tampered
 * one is refused before anything is charged) and the journey has one payment, so a double click or
 * a retry is the same payment at the provider (its key is the journey's lock id).
 */
export async function payForBuild(
  ctx: OrderContext,
  input: { proof: HoldProof; configUrl: string; amount: number; currency: string; paymentMethod: string; requestKey: string },
) {
  requireBuildProof(ctx, input.proof)
  const terms = await reservableBuildTerms(ctx, input.configUrl)
  if (terms.amountMinor === 0) throw new OrderError(422, 'No payment', 'This reservation needs no payment.', '/payment/amount')
  requireFee(terms, input, { amount: '/payment/amount', currency: '/payment/currency' })
  const card = ctx.card
  if (!card) throw new OrderError(503, 'Not available', 'Card payments are not configured for this market.')
  return payByCard(ctx, card, {
    lockId: input.proof.lockId,
    vehicleId: null,
    amountMinor: terms.amountMinor,
    currency: terms.currency,
    connectedAccount: null,
    paymentMethod: input.paymentMethod,
    requestKey: input.requestKey,
  })
}

/**
 * spec 3 §7 POST /buy_online/orders for a build: its config_url, no vehicle_id, no hold to release.
 * A paid build's order needs the journey's card payment authorised at the provider (asked, not
 * believed from the browser); confirming the order captures it, as for a stock vehicle.
 */
export async function createBuildOrder(ctx: OrderContext, input: Omit<NewOrder, 'vehicleId'> & { configUrl: string }) {
  requireBuildProof(ctx, input.proof)
  const [existing] = await ctx.db
    .select({ number: orders.number })
    .from(orders)
    .where(and(eq(orders.siteId, ctx.siteId), eq(orders.lockId, input.proof.lockId)))
  if (existing) return { number: existing.number, created: false }
  const terms = await reservableBuildTerms(ctx, input.configUrl)
  let customer = { email: input.customerEmail, name: input.customerName }
  if (input.leadId !== null) {
    const [lead] = await ctx.db
      .select({ email: leads.email, data: leads.data })
      .from(leads)
      .where(and(eq(leads.id, input.leadId), eq(leads.siteId, ctx.siteId)))
    if (!lead) throw new OrderError(422, 'Invalid value', `No lead ${input.leadId} in this market.`, '/order/rdx_forms_lead_id')
    customer = { email: customer.email ?? lead.email, name: customer.name ?? leadName(lead.data) }
  }
  if (!customer.email) throw new OrderError(422, 'Invalid value', 'order.customer_email: is required', '/order/customer_email')
  let payment: { rowId: number; state: PaymentState } | null = null
  if (terms.amountMinor > 0) {
    const [row] = await ctx.db.select().from(orderPayments).where(eq(orderPayments.lockId, input.proof.lockId))
    payment = await checkedCardPayment(ctx, row, input.paymentIntentId, terms)
  }
  const number = newOrderNumber()
  const { build } = terms
  const inserted = await ctx.db
    .insert(orders)
    .values({
      siteId: ctx.siteId,
      number,
      vehicleId: null,
      vehicleVin: '',
      vehicle: {
        title: buildTitle(build),
        link: build.config_url,
        photo: build.photo ?? null,
        owner: null,
        owner_email: null,
        item_id: build.item_id,
        color: build.color ?? null,
        price: terms.price,
        options: build.options,
      },
      // A build was never stock: it is made to order.
      previousStatus: build.availability ?? 'on_demand',
      status: 'reserved',
      paymentStatus: payment ? orderPaymentStatus(payment.state) : 'not_required',
      vendorType: terms.vendorType,
      paymentId: payment?.rowId ?? null,
      amountMinor: terms.amountMinor,
      currency: terms.currency,
      financeOption: input.financeOption,
      customerEmail: customer.email,
      customerName: customer.name ?? '',
      leadId: input.leadId,
      lockId: input.proof.lockId,
      configUrl: build.config_url,
      confirmationByLink: input.confirmationByLink,
      locale: input.locale,
      metadata: input.metadata,
    })
    .onConflictDoNothing({ target: orders.lockId })
    .returning({ number: orders.number })
  if (inserted[0]) return { number, created: true }
  // A resend that raced the first request (a double click): the order that one made.
  const [made] = await ctx.db
    .select({ number: orders.number })
    .from(orders)
    .where(and(eq(orders.siteId, ctx.siteId), eq(orders.lockId, input.proof.lockId)))
  return { number: made!.number, created: false }
}
