import { csrfToken } from '~/lib/api-client.ts'
import { appUrl } from '~/lib/app-base.ts'

/**
 * The browser's side of the buy-online API (spec 3 §7, ADR 099): each call answers its data or a
 * refusal with the API's status, title, detail and meta (held_until and held_for, kicked_out) — never throws.
 */

export type Answer<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; detail: string; pointer: string | null; code?: string; meta: Record<string, unknown> }

export interface HoldData {
  lock_id: string
  lock_token?: string
  expires_at: string
  /** Seconds until the hold ends, by the server's clock (read with `localDeadline`). */
  expires_in: number
  /** Null for a configurator build (ADR 101). */
  vehicle_id: number | null
  amount?: number
  currency?: string
  vendor_type?: string
}

export interface PublicOrder {
  order_number: string
  created_at: string
  status: string
  payment_status: string
  amount: number
  currency: string
}

const BASE = '/api/inventory/buy_online'

async function call<T>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  keepalive = false,
): Promise<Answer<T>> {
  try {
    const response = await fetch(appUrl(`${BASE}${path}`), {
      method,
      keepalive,
      headers: { 'content-type': 'application/json', accept: 'application/json', 'csrf-token': csrfToken(), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    })
    const json = (await response.json().catch(() => null)) as {
      data?: T
      errors?: { detail?: string; title?: string; code?: string; source?: { pointer?: string } }[]
      meta?: Record<string, unknown>
    } | null
    if (response.ok && json?.data) return { ok: true, data: json.data }
    const error = json?.errors?.[0]
    return {
      ok: false,
      status: response.status,
      detail: error?.detail ?? error?.title ?? `HTTP ${response.status}`,
      pointer: error?.source?.pointer ?? null,
      code: error?.code,
      meta: json?.meta ?? {},
    }
  } catch {
    return { ok: false, status: 0, detail: 'No connection', pointer: null, meta: {} }
  }
}

export interface HoldProof {
  lock_id: string
  lock_token: string
}

export const initReservation = (vehicleId: number, lockToken?: string) =>
  call<HoldData>('POST', '/orders/init', { vehicle_id: vehicleId, ...(lockToken ? { lock_token: lockToken } : {}) })
/** The configurator journey's start (ADR 101): nothing is held; the answer proves the journey. */
export const initBuildReservation = (configUrl: string, lockToken?: string) =>
  call<HoldData>('POST', '/orders/init', { config_url: configUrl, ...(lockToken ? { lock_token: lockToken } : {}) })
export const extendReservation = (proof: HoldProof) => call<HoldData>('POST', '/orders/lock/extend', proof)
/** Sent as the shopper leaves: `keepalive`, so it is delivered even when the page is going away. */
export const releaseReservation = (proof: HoldProof) => call<{ released: boolean }>('POST', '/orders/lock/release', proof, {}, true)

/** The fee paid by card; `attempt` is the idempotency key of this press of Pay (a double click resends it). */
export const payReservation = (
  input: HoldProof & { vehicle: { vehicle_id: number } | { config_url: string }; amount: number; currency: string; paymentMethod: string },
  attempt: string,
) =>
  call<{ payment_intent_id: string; status: string; client_secret: string | null }>(
    'POST',
    '/payment',
    {
      // A configurator build is paid for by its config_url (ADR 101).
      payment: { amount: input.amount, currency: input.currency, ...input.vehicle, capture_method: 'manual' },
      lock_id: input.lock_id,
      lock_token: input.lock_token,
      payment_method: input.paymentMethod,
    },
    { 'idempotency-key': attempt },
  )

/** spec 3 §7: the PayPal order of the hold; the shopper then approves it at `approve_url` and comes back to `returnUrl`. */
export const createPaypalOrder = (input: HoldProof & { vehicleId: number; amount: number; currency: string; returnUrl: string }) =>
  call<{ paypal_order_id: string; status: string; approve_url: string | null }>('POST', '/paypal/create_order', {
    order: { amount_value: input.amount, amount_currency_code: input.currency, vehicle_id: input.vehicleId },
    lock_id: input.lock_id,
    lock_token: input.lock_token,
    return_url: input.returnUrl,
  })

/**
 * spec 3 §7 GET /buy_online/{regional-provider}/checkout_data: the hold's payment registered at
 * Przelewy24; the browser then goes to `url`. Empty values are left out of the query.
 */
export const regionalCheckoutData = (
  input: HoldProof & { vehicleId: number; amount: number; currency: string; language: string; resultUrl: string },
) => {
  const query = new URLSearchParams({
    amount: String(input.amount),
    currency: input.currency,
    language: input.language,
    result_url: input.resultUrl,
    vehicle_id: String(input.vehicleId),
    lock_id: input.lock_id,
    lock_token: input.lock_token,
  })
  return call<{ url: string; method: 'GET'; fields: Record<string, string> }>('GET', `/przelewy24/checkout_data?${query}`, undefined)
}
/** Back from Przelewy24's page: whether the hold's payment was made, as the server hears it from the provider. */
export const regionalResult = (input: HoldProof & { vehicleId: number }) =>
  call<{ paid: boolean; order_id: number | null }>('POST', '/przelewy24/result', {
    vehicle_id: input.vehicleId,
    lock_id: input.lock_id,
    lock_token: input.lock_token,
  })

export const createOrder = (order: Record<string, unknown>) => call<PublicOrder>('POST', '/orders', { order })
export const confirmOrder = (number: string) => call<PublicOrder>('PUT', `/orders/${encodeURIComponent(number)}/confirm`, undefined)

/** spec 3 §7 send_inquiry_email: the shopper's question to the vehicle's retailer (the server picks the addresses, ADR 102). */
export const sendInquiry = (input: {
  customer: { first_name: string; last_name: string; email: string; phone?: string; message: string }
  vehicle: { vehicle_id: number } | { config_url: string }
}) =>
  call<{ sent: true; recipients: number }>('PUT', '/orders/send_inquiry_email', {
    customer_data: input.customer,
    vehicle_data: input.vehicle,
  })

const PROGRAMME = '/electric_programme/leads'

/** spec 3 §4 Electric-model programme (ADR 104): the lead, then its payment intent. */
export const createProgrammeLead = (lead: { first_name: string; last_name: string; email: string; phone?: string; model: string }) =>
  call<{ lead_id: string; payment_intent: { id: string; status: string; client_secret: string | null } }>('POST', PROGRAMME, { lead })

/** The lead's intent confirmed with a test card of the card sandbox (a market with Stripe confirms it with Stripe.js). */
export const confirmProgrammePayment = (leadId: string, input: { paymentIntentId: string; paymentMethod: string }, attempt: string) =>
  call<{ lead_id: string; payment_intent_id: string; status: string; amount: number; currency: string }>(
    'POST',
    `${PROGRAMME}/${encodeURIComponent(leadId)}/confirm_payment`,
    { payment_intent_id: input.paymentIntentId, payment_method: input.paymentMethod },
    { 'idempotency-key': attempt },
  )

/** The shopper's lead into cancellation: its number and the e-mail address it was made with. */
export const cancelProgrammeLead = (leadId: string, email: string) =>
  call<{ lead_id: string; status: string | null }>('PUT', `${PROGRAMME}/${encodeURIComponent(leadId)}/initialize_cancellation`, { email })
