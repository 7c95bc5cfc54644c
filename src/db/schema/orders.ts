import { sql } from 'drizzle-orm'
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { leads } from './forms.ts'
import { sites } from './sites.ts'
import { stockVehicles } from './stock.ts'

// The order-online journey's data (spec 3 §3 Order, §4 Soft lock, Buy-online order), per market.
// Decisions in ADR 099: one live hold per vehicle, payments before orders, the webhook ledger.

const siteId = () =>
  integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' })
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()

/**
 * spec 3 §4 Soft lock: the shopper who holds a vehicle during checkout. One row per vehicle, so
 * the database lets one shopper at a time hold it: a new hold replaces a row only when it has
 * expired (or is the same holder's), in one statement, and every server process agrees.
 */
export const vehicleHolds = pgTable(
  'vehicle_holds',
  {
    vehicleId: integer('vehicle_id')
      .primaryKey()
      .references(() => stockVehicles.id, { onDelete: 'cascade' }),
    siteId: siteId(),
    /** The public id of this hold (spec 3 §3 order field lock_id). */
    lockId: uuid('lock_id').notNull(),
    /** SHA-256 of the holder's secret: only its holder can extend, pay under or release it. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('vehicle_holds_lock').on(t.lockId)],
)

/**
 * A payment at a provider for one hold (spec 3 §4 Buy-online order: the payment comes before the
 * order). One per hold: a retry after a decline confirms the same payment with another method.
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: siteId(),
    lockId: uuid('lock_id').notNull(),
    vehicleId: integer('vehicle_id').references(() => stockVehicles.id, { onDelete: 'set null' }),
    /** card (the card provider); the vendors without a gateway make no payment row. */
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id'),
    /** The provider's state, as its webhooks and answers last said (ADR 099 ranks them). */
    state: text('state').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    captureMethod: text('capture_method').notNull(),
    connectedAccount: text('connected_account'),
    refundedMinor: integer('refunded_minor').notNull().default(0),
    /** The shopper-readable reason of the last decline. */
    lastError: text('last_error'),
    /**
     * Declined captures of a wallet payment: each approval after a decline is captured under a key
     * of its own (the provider answers a key it has seen with its first answer, the decline).
     */
    declinedCaptures: integer('declined_captures').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('order_payments_lock').on(t.lockId), uniqueIndex('order_payments_provider_id').on(t.provider, t.providerPaymentId)],
)

/** spec 3 §3 Order: what was reserved or bought, by whom, how it was paid. */
export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: siteId(),
    /** The number the shopper and the retailer quote: unguessable, it is the key of the confirmation page. */
    number: text('number').notNull(),
    vehicleId: integer('vehicle_id').references(() => stockVehicles.id, { onDelete: 'set null' }),
    vehicleVin: text('vehicle_vin').notNull(),
    /** What the shopper saw of the vehicle (name, price, retailer) when ordering. */
    vehicle: jsonb('vehicle').$type<Record<string, unknown>>().notNull(),
    /** The vehicle's status before the order reserved it: given back when the order is cancelled. */
    previousStatus: text('previous_status').notNull(),
    /** reserved | confirmed | cancelled | refunded (ADR 099). */
    status: text('status').notNull(),
    /** not_required | authorised | paid | refunded | cancelled (ADR 099). */
    paymentStatus: text('payment_status').notNull(),
    vendorType: text('vendor_type').notNull(),
    paymentId: bigint('payment_id', { mode: 'number' }).references(() => orderPayments.id, { onDelete: 'set null' }),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    financeOption: text('finance_option'),
    customerEmail: text('customer_email').notNull(),
    customerName: text('customer_name').notNull(),
    leadId: bigint('lead_id', { mode: 'number' }).references(() => leads.id, { onDelete: 'set null' }),
    lockId: uuid('lock_id').notNull(),
    configUrl: text('config_url'),
    confirmationByLink: boolean('confirmation_by_link').notNull().default(false),
    locale: text('locale').notNull().default('en'),
    /** spec 3 §3: the journey's data the order keeps (tradeInData, the quote, the appointment …). */
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_number').on(t.number),
    // One order per hold: a resent "create order" is the same order.
    uniqueIndex('orders_lock').on(t.lockId),
    index('orders_site_created').on(t.siteId, t.createdAt),
    // A vehicle has at most one live order: reserving it twice fails in the database.
    uniqueIndex('orders_vehicle_live')
      .on(t.vehicleId)
      .where(sql`status IN ('reserved', 'confirmed')`),
  ],
)

/** The processed-webhook ledger: every verified provider event once, with what it did. */
export const paymentWebhooks = pgTable(
  'payment_webhooks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The market of the payment it names; null for an event about no payment of ours. */
    siteId: integer('site_id').references(() => sites.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    providerPaymentId: text('provider_payment_id'),
    /** applied | stale (an older state than the one recorded) | unknown (no such payment here). */
    outcome: text('outcome').notNull(),
    eventCreatedAt: timestamp('event_created_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_webhooks_event').on(t.provider, t.eventId), index('payment_webhooks_site').on(t.siteId, t.receivedAt)],
)
