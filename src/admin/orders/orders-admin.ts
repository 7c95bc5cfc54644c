import type { AdminOrder } from '~/orders/orders.server.ts'
import { appointmentText as bookedText, bookedAppointment } from '~/orders/rules/appointments.ts'
import { readSubscriptionChoice } from '~/orders/rules/subscription.ts'
import { readTradeIn } from '~/orders/rules/trade-in.ts'
import { PAYMENT_VENDORS } from '~/stock/rules/constants.ts'

/**
 * The /admin Orders area's paths, words and pure rules (ADR 099): the screens show, this says
 * what an order offers and how its figures read.
 */
export const ORDERS_ADMIN_API = '/api/inventory/buy_online/admin'

export const ordersApi = {
  action: (number: string, action: OrderAction) => `${ORDERS_ADMIN_API}/orders/${encodeURIComponent(number)}/${action}`,
}

export type OrderAction = 'refund' | 'cancel'

export const ORDER_STATUS: Record<string, string> = {
  reserved: 'Reserved',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
}
export const PAYMENT_STATUS: Record<string, string> = {
  not_required: 'No payment',
  pending: 'Pending',
  authorised: 'Authorised',
  paid: 'Paid',
  cancelled: 'Released',
  refunded: 'Refunded',
}

export const statusText = (status: string) => ORDER_STATUS[status] ?? status
export const paymentStatusText = (status: string) => PAYMENT_STATUS[status] ?? status

/**
 * An amount in its currency, as the back office reads it (English, the currency's own decimals;
 * `whole`: none where the amount has none, as a list of vehicle prices).
 * @example formatAmount(250, 'GBP') // → '£250.00'
 * @example formatAmount(43335, 'AED', { whole: true }) // → 'AED 43,335'
 */
export function formatAmount(amount: number, currency: string, { whole = false } = {}): string {
  try {
    const digits = whole && Number.isInteger(amount) ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}
    return new Intl.NumberFormat('en', { style: 'currency', currency, ...digits }).format(amount)
  } catch {
    return `${amount} ${currency}`
  }
}

/** The vehicle's title as the order kept it ('Vehicle' when the feed gave none). */
export function vehicleTitle(order: Pick<AdminOrder, 'vehicle'>): string {
  const title = order.vehicle.title
  return typeof title === 'string' && title.trim() ? title.trim() : 'Vehicle'
}

/** The page of the list a URL asks for (`?page=`), 1 for anything that is not a page number. */
export function pageFromUrl(url: URL): number {
  const page = Number(url.searchParams.get('page'))
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1
}

/**
 * What the back office may still do with an order: nothing once it is cancelled or refunded; a
 * fee taken is refunded (a cancel would be refused), an order without a fee is cancelled, and an
 * authorised or pending fee may be either (both release the authorisation).
 */
export function orderActions(order: Pick<AdminOrder, 'status' | 'payment_status' | 'amount'>): OrderAction[] {
  if (order.status === 'cancelled' || order.status === 'refunded') return []
  if (order.payment_status === 'paid') return ['refund']
  if (order.payment_status === 'not_required' || order.amount === 0) return ['cancel']
  return ['refund', 'cancel']
}

/** The confirmation asked before a refund or a cancel. */
export function actionQuestion(order: Pick<AdminOrder, 'order_number' | 'amount' | 'currency' | 'payment_status'>, action: OrderAction) {
  const amount = formatAmount(order.amount, order.currency)
  if (action === 'refund')
    return {
      title: `Refund ${amount} to the customer and release the vehicle?`,
      body:
        order.payment_status === 'paid'
          ? `Order ${order.order_number}: the fee goes back to the customer's card, the order is refunded and the vehicle gets back the status it had.`
          : `Order ${order.order_number}: the card authorisation is released (nothing was taken), the order is cancelled and the vehicle gets back the status it had.`,
      action: 'Refund',
    }
  return {
    title: `Cancel order ${order.order_number} and release the vehicle?`,
    body:
      order.amount > 0
        ? `No fee was taken: the card authorisation of ${amount} is released and the vehicle gets back the status it had.`
        : 'The vehicle gets back the status it had.',
    action: 'Cancel order',
  }
}

/** The toasts' words for an action's outcome. */
export const actionWords = (number: string, action: OrderAction) =>
  action === 'refund'
    ? { done: `Refunded order ${number}.`, failed: `Order ${number} not refunded` }
    : { done: `Cancelled order ${number}.`, failed: `Order ${number} not cancelled` }

/** The lead's screen of an order, when the order came with a lead whose form is known. */
export function leadPath(order: Pick<AdminOrder, 'lead_id' | 'lead_form_id'>): string | null {
  return order.lead_id !== null && order.lead_form_id !== null ? `/admin/leads/${order.lead_form_id}/${order.lead_id}` : null
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '')

/**
 * What the journey kept with the order (spec 3 §3 Order metadata) as label and text: the
 * appointment, the trade-in, the vehicle's retailer and the dealer the shopper chose (its id).
 * A value of another shape is shown as JSON, so nothing the shopper gave is hidden.
 */
export function metadataFacts(
  order: Pick<AdminOrder, 'metadata' | 'vehicle'>,
  chosenDealerName: string | null = null,
  locale = 'en',
): [label: string, text: string][] {
  const { appointment, tradeInData, retailer, subscription } = order.metadata as Record<string, unknown>
  const chosen = text(retailer) || (retailer === null || retailer === undefined ? '' : JSON.stringify(retailer))
  const subscribed = readSubscriptionChoice(subscription)
  return [
    // A subscription's length and yearly mileage (in the market's unit), when it is one.
    ...(subscribed
      ? [
          ['Subscription', `${subscribed.duration} months · ${new Intl.NumberFormat(locale).format(subscribed.mileage)} a year`] as [
            string,
            string,
          ],
        ]
      : []),
    ['Appointment', appointmentText(appointment, locale)],
    ['Trade-in', tradeInText(tradeInData)],
    ["Vehicle's retailer", text(order.vehicle.owner) || '—'],
    // The dealer's name from the market's dealers; an id no dealer has now (deleted since) as it was kept.
    ['Dealer chosen', chosenDealerName ?? (chosen ? `Dealer ${chosen} (not in the dealers list)` : '—')],
  ]
}

/** The purchase option the shopper chose (spec 3 §7 finance_option), in words; an unknown one as it is. */
export const financeOptionText = (option: string | null): string =>
  option === null
    ? '—'
    : ({ cash: 'Cash', finance: 'Finance', lease: 'Lease', subscription: 'Subscription', calculator: "The car page's finance calculator" }[
        option
      ] ?? option)

/** How the vehicle's checkout takes the fee (its vendor type, ADR 100), in words; an unknown one as it is. */
export const checkoutText = (vendorType: string): string =>
  ({
    [PAYMENT_VENDORS.card]: 'Card',
    [PAYMENT_VENDORS.wallet]: 'PayPal',
    [PAYMENT_VENDORS.regional]: 'Przelewy24',
    [PAYMENT_VENDORS.noPaymentWithConfirmationEmail]: 'No payment, a confirmation e-mail',
    [PAYMENT_VENDORS.noPaymentJapan]: 'No payment (Japan)',
  })[vendorType] ?? vendorType

/** A booked day and time in the screen's locale, as the back office's other dates (DateTime). */
function appointmentText(value: unknown, locale: string): string {
  if (value === null || value === undefined) return 'None booked'
  const booked = bookedAppointment(value)
  if (booked) return bookedText(booked, locale)
  if (typeof value !== 'object') return text(value) || JSON.stringify(value)
  const { date, time } = value as { date?: unknown; time?: unknown }
  const when = [text(date), text(time)].filter(Boolean).join(' ')
  return when || JSON.stringify(value)
}

function tradeInText(value: unknown): string {
  if (value === null || value === undefined) return '—'
  const trade = readTradeIn(value)
  if (!trade) return (typeof value !== 'object' && text(value)) || JSON.stringify(value)
  if (!trade.isTradeInOn) return 'None'
  const car = trade.rawData
  if (!car) return 'Yes (no details)'
  const parts = [
    [car.brand?.name, car.model?.name].filter(Boolean).join(' '),
    car.registration,
    car.bodyType?.name,
    car.fuelType?.name,
    car.registrationDate && `first registered ${car.registrationDate.date}`,
    car.mileage && `mileage ${car.mileage}`,
  ]
  return parts.filter(Boolean).join(' · ') || JSON.stringify(value)
}

/** The provider a payment was made at, by its name; an unknown one as it is. */
export const providerText = (provider: string): string =>
  ({ card: 'Card (Stripe)', paypal: 'PayPal', przelewy24: 'Przelewy24' })[provider] ?? provider

/**
 * Where a payment stands at its provider (Stripe's payment intent states, which the wallet and
 * regional providers are mapped onto), in words; an unknown one with its underscores as spaces.
 */
export function paymentStateText(state: string, refunded = 0, amount = 0): string {
  const words =
    {
      requires_payment_method: 'Waiting for the card',
      requires_confirmation: 'Waiting for confirmation',
      requires_action: "Waiting for the customer (the bank's check or the provider's page)",
      processing: 'Processing',
      requires_capture: 'Authorised, not yet taken',
      succeeded: 'Paid',
      canceled: 'Cancelled',
    }[state] ?? state.replace(/_/g, ' ')
  // A provider keeps a refunded payment "succeeded" (the refund is a record of its own): "Paid"
  // beside "Refunded £250.00" gave the order two answers.
  if (state !== 'succeeded' || refunded <= 0) return words
  return refunded < amount ? 'Paid, partly refunded' : 'Paid, then refunded'
}

/** What a webhook did (src/orders applyWebhook), in words. */
export const WEBHOOK_OUTCOME: Record<string, string> = {
  applied: 'Applied',
  stale: 'Older than the state recorded: kept, not applied',
  unknown: 'Recorded, nothing to apply',
}
export const outcomeText = (outcome: string) => WEBHOOK_OUTCOME[outcome] ?? outcome
