import {
  ApiError,
  CheckoutPaymentIntent,
  Client,
  Environment,
  OAuthAuthorizationController,
  OrdersController,
  PaymentsController,
  PaypalExperienceUserAction,
  PaypalWalletContextShippingPreference,
  type Order,
} from '@paypal/paypal-server-sdk'
import { currencyDigits } from '../rules/order.ts'
import {
  PaymentDeclined,
  PaymentError,
  PaymentRejected,
  ProviderCredentialsRejected,
  ProviderUnavailable,
  WebhookSignatureError,
} from './errors.ts'
import type { PaymentState, Refund, WalletOrder, WalletProvider, WalletWebhookEvent } from './provider.ts'

/**
 * The wallet provider: PayPal's Orders v2 (create, get, capture) and the capture's refund, through
 * PayPal's official server SDK (ADR 100). Against PayPal, give the client id and secret (and
 * `environment: 'sandbox'` for PayPal's own sandbox); against the local sandbox
 * (`startPaypalSandbox`), its URL as `apiUrl` as well.
 *
 * NOTE: the SDK knows only PayPal's two hosts (its `getBaseUri` throws for anything else). Its
 * `unstable_httpClientOptions` are the options of the axios instance it sends through, and an
 * axios `adapter` there is what actually sends a request: ours sends it with Node's fetch, to
 * `apiUrl` instead of PayPal's host. The SDK builds, authenticates (OAuth client credentials) and
 * parses every call as it would against PayPal.
 *
 * Every call has one deadline, `timeoutMs`, for all its attempts; a quick failure (a network error,
 * a 5xx) is tried once more within it. Creating and capturing carry `PayPal-Request-Id`, so PayPal
 * performs them once whatever is retried.
 *
 * Webhooks (with `webhookId`, the id PayPal gave the subscribed webhook): the SDK has no call for
 * them, so an event is verified through PayPal's `POST /v1/notifications/verify-webhook-signature`
 * with a thin fetch, authenticated with the SDK's own token call, and the event's raw body spliced
 * into the request unchanged (PayPal checks its signature over the bytes it sent).
 *
 * @example
 * const wallet = paypalProvider({ clientId: env.PAYPAL_CLIENT_ID, clientSecret: env.PAYPAL_CLIENT_SECRET })
 * const order = await wallet.createOrder({ amountMinor: 25_000, currency: 'GBP', idempotencyKey: `hold:${lockId}`, reference: lockId, returnUrl, cancelUrl })
 * // send the shopper to order.approveUrl; when they come back: await wallet.captureOrder(order.id, `capture:${order.id}:${approval}`)
 * // (a key per approval: PayPal answers a key it has seen with its first answer, a decline too)
 */
export interface PaypalProviderOptions {
  clientId: string
  clientSecret: string
  /** PayPal's live API unless said: `sandbox` is PayPal's own sandbox. */
  environment?: 'live' | 'sandbox'
  /** Another address that speaks PayPal's API (the local sandbox); unset: PayPal's. */
  apiUrl?: string | null
  timeoutMs?: number
  /** The subscribed webhook's id (PAYPAL_WEBHOOK_ID); unset: events are not verified, nor accepted. */
  webhookId?: string | null
}

export const PAYPAL_TIMEOUT_MS = 10_000
const MAX_RETRIES = 1
const RETRY_PAUSE_MS = 100

const PAYPAL_HOSTS = /^https:\/\/api-m(\.sandbox)?\.paypal\.com/
const PAYPAL_API = { live: 'https://api-m.paypal.com', sandbox: 'https://api-m.sandbox.paypal.com' }

/** The transmission headers PayPal signs an event with, as its verify call names them. */
const TRANSMISSION_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const

/** The PayPal order an event's resource belongs to, when the resource names it. */
export function eventOrderId(resourceType: unknown, resource: unknown): { orderId: string | null; captureId: string | null } {
  const r = (resource ?? {}) as {
    id?: unknown
    supplementary_data?: { related_ids?: { order_id?: unknown } }
    links?: { rel?: unknown; href?: unknown }[]
  }
  const related = r.supplementary_data?.related_ids?.order_id
  if (typeof related === 'string') return { orderId: related, captureId: null }
  if (resourceType === 'checkout-order' && typeof r.id === 'string') return { orderId: r.id, captureId: null }
  // A refund names its capture through its `up` link; the capture names the order.
  const up = Array.isArray(r.links) ? r.links.find((link) => link?.rel === 'up') : undefined
  const captureId = typeof up?.href === 'string' ? (/\/v2\/payments\/captures\/([A-Za-z0-9]+)$/.exec(up.href)?.[1] ?? null) : null
  if (resourceType === 'capture' && typeof r.id === 'string') return { orderId: null, captureId: r.id }
  return { orderId: null, captureId }
}

interface AdapterConfig {
  url?: string
  method?: string
  headers?: { toJSON?: () => Record<string, unknown> } & Record<string, unknown>
  data?: unknown
  timeout?: number
  cancelToken?: { promise: Promise<unknown> }
}

/** An axios adapter that sends the SDK's request with fetch to `apiUrl` in place of PayPal's host. */
export function localAdapter(apiUrl: string) {
  const base = apiUrl.replace(/\/+$/, '')
  return async (config: AdapterConfig) => {
    const target = (config.url ?? '').replace(PAYPAL_HOSTS, base)
    const raw = typeof config.headers?.toJSON === 'function' ? config.headers.toJSON() : (config.headers ?? {})
    const headers: Record<string, string> = {}
    for (const [name, value] of Object.entries(raw)) if (value !== undefined && value !== null) headers[name] = String(value)
    const controller = new AbortController()
    const timer = config.timeout ? setTimeout(() => controller.abort(), config.timeout) : undefined
    void config.cancelToken?.promise.then(() => controller.abort())
    try {
      const response = await fetch(target, {
        method: (config.method ?? 'get').toUpperCase(),
        headers,
        body: typeof config.data === 'string' ? config.data : undefined,
        signal: controller.signal,
        redirect: 'manual',
      })
      const data = await response.text()
      return {
        data,
        status: response.status,
        statusText: response.statusText,
        headers: Object.fromEntries(response.headers),
        config,
        request: {},
      }
    } finally {
      clearTimeout(timer)
    }
  }
}

/** PayPal's order status as the payment states of `provider.ts`. */
export function walletState(status: string | undefined, captureStatus: string | undefined): PaymentState {
  switch (status) {
    case 'COMPLETED':
      if (captureStatus === 'DECLINED' || captureStatus === 'FAILED') return 'requires_payment_method'
      if (captureStatus === 'PENDING') return 'processing'
      return 'succeeded'
    case 'APPROVED':
      return 'requires_confirmation'
    case 'VOIDED':
      return 'canceled'
    case 'CREATED':
    case 'SAVED':
    case 'PAYER_ACTION_REQUIRED':
      return 'requires_action'
    default:
      // A status newer than this code: neither paid nor failed, ask again.
      return 'processing'
  }
}

/** A decimal amount as PayPal writes it ("250.00", "25000" for yen) from minor units, and back. */
export const paypalValue = (amountMinor: number, currency: string) => {
  const digits = currencyDigits(currency)
  return (amountMinor / 10 ** digits).toFixed(digits)
}
export const fromPaypalValue = (value: string | undefined, currency: string) =>
  Math.round(Number(value ?? '0') * 10 ** currencyDigits(currency))

function toWalletOrder(order: Order): WalletOrder {
  const unit = order.purchaseUnits?.[0]
  const currency = (unit?.amount?.currencyCode ?? '').toUpperCase()
  const capture = unit?.payments?.captures?.[0]
  const refunded = (unit?.payments?.refunds ?? [])
    .filter((r) => r.status === 'COMPLETED' || r.status === 'PENDING')
    .reduce((sum, r) => sum + fromPaypalValue(r.amount?.value, currency), 0)
  const approve = order.links?.find((link) => link.rel === 'payer-action' || link.rel === 'approve')
  return {
    id: order.id ?? '',
    state: walletState(order.status, capture?.status),
    status: order.status ?? 'UNKNOWN',
    amountMinor: fromPaypalValue(unit?.amount?.value, currency),
    currency,
    approveUrl: order.status === 'PAYER_ACTION_REQUIRED' || order.status === 'CREATED' ? (approve?.href ?? null) : null,
    captureId: capture?.id ?? null,
    refundedMinor: refunded,
  }
}

/** PayPal's error body (`{ name, message, details: [{ issue, description }] }`), parsed. */
function errorBody(error: ApiError): { name?: string; message?: string; details?: { issue?: string; description?: string }[] } {
  const result = (error as { result?: unknown }).result
  if (result && typeof result === 'object') return result as never
  try {
    return typeof error.body === 'string' ? (JSON.parse(error.body) as never) : {}
  } catch {
    return {}
  }
}

/** Issues that mean the shopper's funding source said no: they may choose another at PayPal. */
const DECLINES = new Set(['INSTRUMENT_DECLINED', 'PAYER_ACTION_REQUIRED', 'PAYER_CANNOT_PAY', 'TRANSACTION_REFUSED'])

function classify(error: unknown): { mapped: unknown; retry: boolean } {
  if (error instanceof PaymentError) return { mapped: error, retry: error instanceof ProviderUnavailable }
  if (error instanceof ApiError) {
    const status = error.statusCode
    const body = errorBody(error)
    const issue = body.details?.[0]?.issue ?? body.name ?? null
    const message = body.details?.[0]?.description ?? body.message ?? error.message
    if (status === 401 || status === 403)
      return { mapped: new ProviderCredentialsRejected(message, { code: issue, status, cause: error }), retry: false }
    if (status === 429 || status >= 500) return { mapped: new ProviderUnavailable(message, { status, cause: error }), retry: status >= 500 }
    if (status === 422 && issue && DECLINES.has(issue))
      return {
        mapped: new PaymentDeclined({ code: issue, message: 'PayPal declined the payment. Please choose another way to pay.' }),
        retry: false,
      }
    return { mapped: new PaymentRejected(message, { code: issue, status, cause: error }), retry: false }
  }
  // fetch's network errors and aborts, the SDK's AbortError: no usable answer.
  if (error instanceof Error)
    return { mapped: new ProviderUnavailable(error.message || 'The wallet provider failed', { cause: error }), retry: true }
  return { mapped: error, retry: false }
}

export function paypalProvider(options: PaypalProviderOptions): WalletProvider {
  if (!options.clientId || !options.clientSecret)
    throw new Error('paypalProvider: no client id and secret (PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET)')
  const timeoutMs = options.timeoutMs ?? PAYPAL_TIMEOUT_MS
  const live = options.environment === 'live' || (!options.environment && !options.apiUrl)
  const client = new Client({
    clientCredentialsAuthCredentials: { oAuthClientId: options.clientId, oAuthClientSecret: options.clientSecret },
    environment: live ? Environment.Production : Environment.Sandbox,
    timeout: timeoutMs,
    // NOTE: the SDK's own retries would start a new timeout each time, past the deadline; `call` retries within it.
    httpClientOptions: { timeout: timeoutMs, retryConfig: { maxNumberOfRetries: 0 } },
    ...(options.apiUrl ? { unstable_httpClientOptions: { adapter: localAdapter(options.apiUrl) } } : {}),
  })
  const orders = new OrdersController(client)
  const payments = new PaymentsController(client)
  const oauth = new OAuthAuthorizationController(client)
  const apiBase = (options.apiUrl ?? (live ? PAYPAL_API.live : PAYPAL_API.sandbox)).replace(/\/+$/, '')
  let token: { value: string; until: number } | null = null

  async function call<T>(operation: (abortSignal: AbortSignal) => Promise<{ result: T }>): Promise<T> {
    const deadline = Date.now() + timeoutMs
    for (let retries = 0; ; retries++) {
      const controller = new AbortController()
      const timer = setTimeout(() => controller.abort(), Math.max(1, deadline - Date.now()))
      try {
        return (await operation(controller.signal)).result
      } catch (error) {
        const { mapped, retry } = classify(
          controller.signal.aborted ? new ProviderUnavailable(`No answer from PayPal within ${timeoutMs} ms`) : error,
        )
        const pause = Math.min(RETRY_PAUSE_MS * 2 ** retries, 1000) * (0.5 + Math.random() / 2)
        if (!retry || controller.signal.aborted || retries >= MAX_RETRIES || deadline - Date.now() - pause < 1) throw mapped
        await new Promise((resolve) => setTimeout(resolve, pause))
      } finally {
        clearTimeout(timer)
      }
    }
  }

  /** An access token for the calls the SDK does not make, kept until shortly before it expires. */
  async function accessToken() {
    if (token && token.until > Date.now()) return token.value
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')
    const answer = await call((abortSignal) => oauth.requestToken({ authorization: `Basic ${basic}` }, undefined, { abortSignal }))
    token = { value: answer.accessToken, until: Date.now() + Math.max(0, (Number(answer.expiresIn ?? 0) - 60) * 1000) }
    return token.value
  }

  /** PayPal's verify call, with the event's raw body as its `webhook_event`. */
  async function verifiedByPaypal(rawBody: string, header: (name: string) => string | undefined) {
    const fields: Record<string, string> = {}
    for (const [field, name] of Object.entries(TRANSMISSION_HEADERS)) {
      const value = header(name)
      if (!value) throw new WebhookSignatureError(`The ${name} header is missing.`)
      fields[field] = value
    }
    const body = `${JSON.stringify({ ...fields, webhook_id: options.webhookId }).slice(0, -1)},"webhook_event":${rawBody}}`
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), timeoutMs)
    try {
      const response = await fetch(`${apiBase}/v1/notifications/verify-webhook-signature`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
        body,
        signal: controller.signal,
        redirect: 'manual',
      })
      const answer = (await response.json().catch(() => null)) as { verification_status?: unknown } | null
      if (response.status === 401) token = null
      if (response.status === 401 || response.status === 403)
        throw new ProviderCredentialsRejected('PayPal refused the credentials', { status: response.status })
      if (!response.ok) throw new ProviderUnavailable(`PayPal's verify call answered ${response.status}`, { status: response.status })
      return answer?.verification_status === 'SUCCESS'
    } catch (error) {
      if (error instanceof PaymentError) throw error
      throw new ProviderUnavailable(controller.signal.aborted ? `No answer from PayPal within ${timeoutMs} ms` : 'PayPal failed', {
        cause: error,
      })
    } finally {
      clearTimeout(timer)
    }
  }

  return {
    kind: 'wallet',
    name: 'paypal',
    receivesWebhooks: !!options.webhookId,

    async verifyWebhook(rawBody, header): Promise<WalletWebhookEvent> {
      if (!options.webhookId) throw new WebhookSignatureError('PayPal webhooks are not configured (PAYPAL_WEBHOOK_ID).')
      let event: { id?: unknown; event_type?: unknown; create_time?: unknown; resource_type?: unknown; resource?: unknown }
      try {
        event = JSON.parse(rawBody) as typeof event
      } catch {
        throw new WebhookSignatureError('The body is not JSON.')
      }
      if (!event || typeof event !== 'object' || typeof event.id !== 'string' || typeof event.event_type !== 'string')
        throw new WebhookSignatureError('The body is not a PayPal event (id, event_type).')
      if (!(await verifiedByPaypal(rawBody, header))) throw new WebhookSignatureError('PayPal did not verify the signature.')
      const named = eventOrderId(event.resource_type, event.resource)
      let orderId = named.orderId
      if (!orderId && named.captureId) {
        const captureId = named.captureId
        const capture = await call((abortSignal) => payments.getCapturedPayment({ captureId }, { abortSignal })).catch((error: unknown) => {
          if (error instanceof PaymentRejected && !(error instanceof ProviderCredentialsRejected)) return null
          throw error
        })
        orderId = capture?.supplementaryData?.relatedIds?.orderId ?? null
      }
      const created = new Date(typeof event.create_time === 'string' ? event.create_time : Number.NaN)
      return {
        id: event.id.slice(0, 200),
        type: event.event_type.slice(0, 100),
        created: Number.isNaN(created.getTime()) ? new Date() : created,
        orderId,
      }
    },

    async createOrder(input) {
      const currency = input.currency.toUpperCase()
      const order = await call((abortSignal) =>
        orders.createOrder(
          {
            body: {
              intent: CheckoutPaymentIntent.Capture,
              purchaseUnits: [
                {
                  referenceId: input.reference,
                  customId: input.reference,
                  ...(input.description ? { description: input.description.slice(0, 127) } : {}),
                  amount: { currencyCode: currency, value: paypalValue(input.amountMinor, currency) },
                },
              ],
              paymentSource: {
                paypal: {
                  experienceContext: {
                    returnUrl: input.returnUrl,
                    cancelUrl: input.cancelUrl,
                    userAction: PaypalExperienceUserAction.PayNow,
                    shippingPreference: PaypalWalletContextShippingPreference.NoShipping,
                  },
                },
              },
            },
            paypalRequestId: input.idempotencyKey,
            prefer: 'return=representation',
          },
          { abortSignal },
        ),
      )
      return toWalletOrder(order)
    },

    async getOrder(id) {
      return toWalletOrder(await call((abortSignal) => orders.getOrder({ id }, { abortSignal })))
    },

    async captureOrder(id, idempotencyKey) {
      const order = await call((abortSignal) =>
        orders.captureOrder({ id, paypalRequestId: idempotencyKey, prefer: 'return=representation' }, { abortSignal }),
      )
      return toWalletOrder(order)
    },

    async refundCapture(captureId, idempotencyKey): Promise<Refund> {
      const refund = await call((abortSignal) =>
        payments.refundCapturedPayment(
          { captureId, paypalRequestId: idempotencyKey, prefer: 'return=representation', body: {} },
          { abortSignal },
        ),
      )
      const currency = refund.amount?.currencyCode ?? 'USD'
      return {
        id: refund.id ?? '',
        paymentId: captureId,
        amountMinor: fromPaypalValue(refund.amount?.value, currency),
        state:
          refund.status === 'COMPLETED' ? 'succeeded' : refund.status === 'CANCELLED' || refund.status === 'FAILED' ? 'failed' : 'pending',
      }
    },
  }
}
