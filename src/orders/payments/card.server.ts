import Stripe from 'stripe'
import {
  PaymentDeclined,
  PaymentError,
  PaymentRejected,
  ProviderCredentialsRejected,
  ProviderUnavailable,
  WebhookSignatureError,
} from './errors.ts'
import type { PaymentProvider, PaymentState, ProviderPayment, Refund, WebhookEvent } from './provider.ts'

/**
 * The card provider: Stripe's PaymentIntents and Refunds through Stripe's official library, and
 * Stripe's webhook signatures checked by it. Against the real Stripe, give the keys only; against
 * the local sandbox (`startCardSandbox`), its host, port and `protocol: 'http'` as well.
 *
 * Every call has one deadline, `timeoutMs`, for all its attempts together (like the outbound
 * guard's): a caller waits no longer. Within it, a failure that comes quickly (a network error,
 * a 5xx, a 409) is tried again up to `maxNetworkRetries` times with the same idempotency key, so
 * Stripe performs the effect at most once; an attempt that hangs uses the whole deadline.
 *
 * @example
 * const provider = cardProvider({ secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET })
 * // against the sandbox:
 * const sandbox = await startCardSandbox({ webhookSecret: 'whsec_…' })
 * const local = cardProvider({ secretKey: sandbox.secretKey, webhookSecret: sandbox.webhookSecret, host: sandbox.host, port: sandbox.port, protocol: 'http' })
 */
export interface CardProviderOptions {
  /** `sk_live_…`, `sk_test_…` or a restricted `rk_…` key, from the environment. */
  secretKey: string
  /** The webhook endpoint's signing secret, `whsec_…`. */
  webhookSecret: string
  /** Stripe's API host unless said (the sandbox's in development and tests). */
  host?: string
  port?: number
  protocol?: 'http' | 'https'
  /** One call, every attempt included. */
  timeoutMs?: number
  /** Further attempts after a quick failure, within `timeoutMs`. */
  maxNetworkRetries?: number
  /** How old a webhook's signature may be, in seconds (Stripe's default: 300). */
  webhookToleranceS?: number
}

export const CARD_TIMEOUT_MS = 10_000
export const CARD_MAX_NETWORK_RETRIES = 1
/** The first pause before another attempt; it doubles, with jitter, up to 1 s. */
const RETRY_PAUSE_MS = 100

const STATES: ReadonlySet<string> = new Set<PaymentState>([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'succeeded',
  'canceled',
])

type Options = Stripe.RequestOptions

export function cardProvider(options: CardProviderOptions): PaymentProvider {
  if (!options.secretKey) throw new Error('cardProvider: no secret key (STRIPE_SECRET_KEY)')
  if (!options.webhookSecret) throw new Error('cardProvider: no webhook secret (STRIPE_WEBHOOK_SECRET)')
  const timeoutMs = options.timeoutMs ?? CARD_TIMEOUT_MS
  const maxRetries = options.maxNetworkRetries ?? CARD_MAX_NETWORK_RETRIES
  const stripe = new Stripe(options.secretKey, {
    ...(options.host ? { host: options.host } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
    timeout: timeoutMs,
    // NOTE: the library's own retries sleep 0.5 s and more and start a new timeout each time, past
    // any deadline; `call` retries instead, within it.
    maxNetworkRetries: 0,
    telemetry: false,
    appInfo: { name: 'Forecourt' },
  })

  /** One operation within the deadline, retried after a quick failure, its error mapped. */
  async function call<T>(operation: (requestOptions: Options) => Promise<T>, requestOptions: Options): Promise<T> {
    const deadline = Date.now() + timeoutMs
    for (let retries = 0; ; retries++) {
      const remaining = deadline - Date.now()
      let timer: NodeJS.Timeout | undefined
      const expired = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new ProviderUnavailable(`No answer from the card provider within ${timeoutMs} ms`)), remaining)
      })
      try {
        // NOTE: the library's `timeout` is a socket idle timeout, and a connection closed under it
        // is tried once more whatever `maxNetworkRetries` says; this timer is the deadline. An
        // attempt abandoned here may still reach Stripe: it carries the idempotency key.
        return await Promise.race([
          operation({ ...requestOptions, timeout: Math.max(1, Math.ceil(remaining)), maxNetworkRetries: 0 }),
          expired,
        ])
      } catch (error) {
        const { mapped, retry } = classify(error)
        const pause = Math.min(RETRY_PAUSE_MS * 2 ** retries, 1000) * (0.5 + Math.random() / 2)
        if (!retry || retries >= maxRetries || deadline - Date.now() - pause < 1) throw mapped
        await new Promise((resolve) => setTimeout(resolve, pause))
      } finally {
        clearTimeout(timer)
      }
    }
  }

  const requestOptions = (idempotencyKey: string | null, connectedAccount: string | null | undefined): Options => ({
    ...(idempotencyKey ? { idempotencyKey } : {}),
    ...(connectedAccount ? { stripeAccount: connectedAccount } : {}),
  })

  return {
    kind: 'card',

    async initiate(input) {
      const params: Stripe.PaymentIntentCreateParams = {
        amount: input.amountMinor,
        currency: input.currency.toLowerCase(),
        capture_method: input.captureMethod,
        // Cards only: no payment method that redirects, so confirming needs no `return_url`.
        allowed_payment_method_types: ['card'],
        metadata: input.metadata,
        ...(input.description ? { description: input.description } : {}),
        ...(input.paymentMethod ? { payment_method: input.paymentMethod, confirm: true } : {}),
      }
      const intent = await call(
        (o) => stripe.paymentIntents.create(params, o),
        requestOptions(input.idempotencyKey, input.connectedAccount),
      )
      return toPayment(intent)
    },

    async authorise(id, paymentMethod, idempotencyKey, connectedAccount) {
      const intent = await call(
        (o) => stripe.paymentIntents.confirm(id, { payment_method: paymentMethod }, o),
        requestOptions(idempotencyKey, connectedAccount),
      )
      return toPayment(intent)
    },

    async capture(id, idempotencyKey, connectedAccount) {
      const intent = await call((o) => stripe.paymentIntents.capture(id, undefined, o), requestOptions(idempotencyKey, connectedAccount))
      return toPayment(intent)
    },

    async cancel(id, idempotencyKey, connectedAccount) {
      const intent = await call((o) => stripe.paymentIntents.cancel(id, undefined, o), requestOptions(idempotencyKey, connectedAccount))
      return toPayment(intent)
    },

    async refund(id, amountMinor, idempotencyKey, connectedAccount) {
      const refund = await call(
        (o) => stripe.refunds.create({ payment_intent: id, ...(amountMinor === null ? {} : { amount: amountMinor }) }, o),
        requestOptions(idempotencyKey, connectedAccount),
      )
      return toRefund(refund)
    },

    async status(id, connectedAccount) {
      const intent = await call((o) => stripe.paymentIntents.retrieve(id, undefined, o), requestOptions(null, connectedAccount))
      return toPayment(intent)
    },

    verifyWebhook(rawBody, signatureHeader) {
      if (!signatureHeader) throw new WebhookSignatureError('No Stripe-Signature header')
      let event: Stripe.Event
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, options.webhookSecret, options.webhookToleranceS)
      } catch (error) {
        // A signature that holds over a body that is not JSON: refused the same way.
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'Webhook not verified', { cause: error })
      }
      return toEvent(event)
    },
  }
}

/** The provider's error for what the library threw, and whether another attempt now may help. */
function classify(error: unknown): { mapped: unknown; retry: boolean } {
  if (error instanceof PaymentError) return { mapped: error, retry: error instanceof ProviderUnavailable }
  if (!(error instanceof Stripe.errors.StripeError)) return { mapped: error, retry: false }
  const status = error.statusCode ?? null
  const shouldRetry = error.headers?.['stripe-should-retry']
  const common = { code: error.code ?? null, param: error.param ?? null, status, cause: error }
  switch (error.type) {
    case 'StripeCardError':
      return {
        mapped: new PaymentDeclined({
          code: error.code ?? 'card_declined',
          declineCode: error.decline_code ?? null,
          message: error.message || 'Your card was declined.',
          paymentId: error.payment_intent?.id ?? null,
        }),
        retry: false,
      }
    case 'StripeConnectionError':
      return { mapped: new ProviderUnavailable(error.message, { cause: error }), retry: true }
    case 'StripeRateLimitError':
      // Another attempt at once adds to the load the provider asked us to shed.
      return { mapped: new ProviderUnavailable(error.message, { status, cause: error }), retry: shouldRetry === 'true' }
    case 'StripeAuthenticationError':
    case 'StripePermissionError':
      return { mapped: new ProviderCredentialsRejected(error.message, common), retry: false }
    case 'StripeInvalidRequestError':
      return { mapped: new PaymentRejected(error.message, common), retry: false }
    case 'StripeIdempotencyError':
      // The key was used before for a different request: a bug of the caller's keys.
      return { mapped: new PaymentRejected(error.message, { ...common, code: 'idempotency_error' }), retry: false }
    default:
      // StripeAPIError: a 5xx, a 409 (a lock or a concurrent request with the key), an answer
      // that is not JSON; or anything else the library may raise.
      return {
        mapped: new ProviderUnavailable(error.message || 'The card provider failed', { status, cause: error }),
        retry: shouldRetry === 'true' || (shouldRetry !== 'false' && (status === null || status === 409 || status >= 500)),
      }
  }
}

function toPayment(intent: Stripe.PaymentIntent): ProviderPayment {
  const failure = intent.last_payment_error
  return {
    id: intent.id,
    // NOTE: a status newer than this code counts as `processing`: neither paid nor failed, ask again.
    state: STATES.has(intent.status) ? (intent.status as PaymentState) : 'processing',
    amountMinor: intent.amount,
    currency: intent.currency,
    captureMethod: intent.capture_method === 'manual' ? 'manual' : 'automatic',
    clientSecret: intent.client_secret,
    metadata: { ...intent.metadata },
    failure: failure
      ? { code: failure.code ?? 'card_declined', declineCode: failure.decline_code ?? null, message: failure.message ?? '' }
      : null,
  }
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null))

function toRefund(refund: Stripe.Refund): Refund {
  return {
    id: refund.id,
    paymentId: idOf(refund.payment_intent) ?? '',
    amountMinor: refund.amount,
    state: refund.status === 'succeeded' ? 'succeeded' : refund.status === 'failed' || refund.status === 'canceled' ? 'failed' : 'pending',
  }
}

function toEvent(event: Stripe.Event): WebhookEvent {
  const object = event.data.object as { object?: string }
  let payment: ProviderPayment | null = null
  let refund: Refund | null = null
  let paymentId: string | null = null
  if (object.object === 'payment_intent') {
    payment = toPayment(object as Stripe.PaymentIntent)
    paymentId = payment.id
  } else if (object.object === 'refund') {
    refund = toRefund(object as Stripe.Refund)
    paymentId = refund.paymentId || null
  } else if (object.object === 'charge') {
    const charge = object as Stripe.Charge
    paymentId = idOf(charge.payment_intent)
    // Since API version 2022-11-15 a charge carries its refunds only when expanded; `refund.*`
    // events carry each refund.
    const latest = charge.refunds?.data[0]
    if (latest) refund = toRefund(latest)
  }
  return { id: event.id, type: event.type, created: event.created, payment, refund, paymentId, connectedAccount: event.account ?? null }
}
