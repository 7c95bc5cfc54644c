import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { stockButtonSets, stockConfigEntries, stockListings, stockListingVehicles, stockVehicles } from '~/db/schema/index.ts'
import { stockPriceFormat } from '~/pricing/price-settings.ts'
import { PAYMENT_VENDORS } from '~/stock/rules/constants.ts'
import {
  hasNoPaymentGateway,
  isFreeReservation,
  reservationAvailable,
  RESERVABLE_STATUSES,
  vendorType,
} from '~/stock/rules/order-online-config.ts'
import type { Db } from '~/db/client.server.ts'
import type { OrderContext } from './orders.server.ts'
import { holdMinutesFromConfig } from './rules/soft-lock.ts'
import { minorUnits } from './rules/order.ts'

/**
 * What a reservation of a stock vehicle costs and how it is paid (ADR 099): the server's figures.
 * The hold and the payment need only these, so they are read here from a narrow query — the
 * vehicle's status, state, owner, currency and button set, and the market's checkout config —
 * instead of building the showroom vehicle (`orderTerms`, which the order itself still uses for
 * what it keeps of the vehicle). `terms.server.test.ts` checks both give the same answers.
 */

export class TermsRefusal extends Error {
  constructor(
    readonly status: 404 | 409 | 422,
    readonly title: string,
    readonly detail: string,
    readonly meta?: Record<string, unknown>,
  ) {
    super(detail)
  }
}

type Json = Record<string, unknown>

/** The showroom's reading of a feed value as text (showroom.ts `str`): a finite number as its digits, else a non-blank string trimmed. */
const text = (value: unknown): string | null => {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null
}

/** The card provider's connected account for the vehicle's retailer (spec 3 §3 {card-provider}_connected_accounts). */
export function connectedAccount(vendor: Json | null, ownerId: string | null): string | null {
  const accounts = vendor?.card_connected_accounts ?? vendor?.stripe_connected_accounts
  if (!Array.isArray(accounts)) return null
  const match = accounts.find((a: { owner_id?: unknown }) => String(a?.owner_id ?? '') === String(ownerId ?? '')) as
    { account_id?: unknown } | undefined
  return typeof match?.account_id === 'string' ? match.account_id : null
}

/**
 * The checkout vendor for a vehicle state (spec 3 §3 checkout_payment.vendor; ADR 100's
 * vendor_by_state) and the hold's minutes, from the market's config entries.
 */
export function vendorOf(rows: readonly { type: string; state: string | null; data: unknown }[], state: string) {
  const checkout = rows.filter((row) => row.type === 'order_online_checkout_page')
  const entry = checkout.find((row) => row.state === state) ?? checkout.find((row) => row.state === null) ?? checkout[0]
  const data = (entry?.data ?? {}) as { content?: { checkout_payment?: { vendor?: Json; vendor_by_state?: Json } } }
  const payment = data.content?.checkout_payment
  const byState = payment?.vendor_by_state?.[state]
  const vendor = typeof byState === 'object' && byState !== null && !Array.isArray(byState) ? (byState as Json) : (payment?.vendor ?? null)
  const online = rows.find((row) => row.type === 'order_online')
  return { vendor, type: vendorType(vendor), holdMinutes: holdMinutesFromConfig(online?.data) }
}

/** The fee, currency and vendor of a reservation (ADR 099: a set without a fee, or a vendor without a gateway, takes no payment). */
export function feeTerms(
  vendor: ReturnType<typeof vendorOf>,
  reservation: { fee: number | null; currency: string | null; ownerId: string | null },
) {
  const currency = (reservation.currency ?? 'EUR').toUpperCase()
  const noGateway = isFreeReservation(vendor.vendor) || hasNoPaymentGateway(vendor.vendor)
  const free = noGateway || !(reservation.fee! > 0)
  return {
    vendorType: noGateway ? vendor.type : free ? PAYMENT_VENDORS.noPaymentWithConfirmationEmail : vendor.type || PAYMENT_VENDORS.card,
    holdMinutes: vendor.holdMinutes,
    amountMinor: free ? 0 : minorUnits(reservation.fee!, currency),
    fee: free ? 0 : reservation.fee!,
    currency,
    connectedAccount: connectedAccount(vendor.vendor, reservation.ownerId),
  }
}
export type FeeTerms = ReturnType<typeof feeTerms>

/** The market's config entries the terms read: the checkout page's and the order-online one (kept per content revision in a request). */
export const termsConfigRows = (ctx: Pick<OrderContext, 'db' | 'siteId' | 'remember'>) => {
  const read = () =>
    ctx.db
      .select({ type: stockConfigEntries.configType, state: stockConfigEntries.vehicleState, data: stockConfigEntries.data })
      .from(stockConfigEntries)
      .where(
        and(
          eq(stockConfigEntries.siteId, ctx.siteId),
          inArray(stockConfigEntries.configType, ['order_online_checkout_page', 'order_online']),
        ),
      )
  return ctx.remember ? ctx.remember('orders:terms-config', read) : read()
}

/**
 * The vehicle's terms, once per database as a prepared statement: a hold runs it for every
 * shopper, so its text is built once and PostgreSQL parses and plans it once per connection.
 */
const termsQueries = new WeakMap<Db, ReturnType<typeof prepareTermsQuery>>()
const prepareTermsQuery = (db: Db) => {
  const v = stockVehicles
  return db
    .select({
      status: v.status,
      state: v.state,
      ownerId: v.ownerId,
      currency: sql<unknown>`${v.attributes} -> 'currency'`,
      listingKey: stockListings.key,
      forcedStatuses: stockListings.forcedStatuses,
      forcedDealerCodes: stockListings.forcedDealerCodes,
      setId: stockButtonSets.id,
      setupType: stockButtonSets.setupType,
      fee: stockButtonSets.reservationFee,
      buttons: sql<number>`coalesce(jsonb_array_length(${stockButtonSets.buttons}), 0)`,
    })
    .from(v)
    .innerJoin(stockListingVehicles, and(eq(stockListingVehicles.vehicleId, v.id), isNull(stockListingVehicles.retiredAt)))
    .innerJoin(
      stockListings,
      and(eq(stockListings.id, stockListingVehicles.listingId), eq(stockListings.siteId, sql.placeholder('siteId'))),
    )
    .leftJoin(stockButtonSets, eq(stockButtonSets.id, v.buttonSetId))
    .where(and(eq(v.siteId, sql.placeholder('siteId')), eq(v.id, sql.placeholder('vehicleId')), eq(v.visible, true), isNull(v.retiredAt)))
    .prepare('reservation_terms')
}
const termsQuery = (db: Db) => {
  let query = termsQueries.get(db)
  if (!query) termsQueries.set(db, (query = prepareTermsQuery(db)))
  return query
}

/**
 * The reservation terms of a stock vehicle from one narrow query (and the config entries beside
 * it): 404 when the market shows no such vehicle (visible, in one of its lists, within the list's
 * forced statuses and retailers), 409 when it is not for sale, 422 when its button set reserves
 * nothing — as `orderTerms` answers.
 */
export async function reservationTerms(ctx: Pick<OrderContext, 'db' | 'siteId' | 'settings' | 'remember'>, vehicleId: number) {
  const [rows, config] = await Promise.all([termsQuery(ctx.db).execute({ siteId: ctx.siteId, vehicleId }), termsConfigRows(ctx)])
  // The lists that show it (listing.server.ts findVehicle): a list's forced statuses and retailers narrow what it shows.
  const row = rows.find(
    (r) =>
      /^[0-9a-f-]{36}$/.test(r.listingKey) &&
      (r.forcedStatuses.length === 0 || r.forcedStatuses.includes(r.status)) &&
      (r.forcedDealerCodes.length === 0 || (r.ownerId !== null && r.forcedDealerCodes.includes(r.ownerId))),
  )
  if (!row) throw new TermsRefusal(404, 'Not found', `No vehicle ${vehicleId} in this market's stock.`)
  if (!RESERVABLE_STATUSES.has(row.status))
    throw new TermsRefusal(409, 'Not available', `This vehicle is ${row.status.replace('_', ' ')}.`, { status: row.status })
  // spec 3 §4 Reservation availability: the set of the first button is an 'extended' one.
  const buttons = Array.from({ length: Number(row.buttons) }, () => ({ button_set_setup_id: row.setId }))
  if (row.setId === null || !reservationAvailable(buttons, [{ id: row.setId, setup_type: row.setupType }]))
    throw new TermsRefusal(422, 'Not reservable', 'This vehicle cannot be reserved online.')
  const own = text(row.currency)
  const currency = stockPriceFormat(ctx.settings).currencyIso ?? (own && /^[A-Za-z]{3}$/.test(own) ? own.toUpperCase() : null)
  return {
    status: row.status,
    state: String(row.state),
    ...feeTerms(vendorOf(config, String(row.state)), { fee: row.fee, currency, ownerId: text(row.ownerId) }),
  }
}
