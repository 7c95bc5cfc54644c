import { createHmac, randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'

/**
 * A local stand-in for Stripe: an HTTP server that speaks the part of Stripe's REST API the card
 * provider uses (`card.server.ts`), closely enough that Stripe's official library works against
 * it unchanged (`new Stripe(key, { host, port, protocol: 'http' })`). For development, the demo
 * and tests; never for real cards. Its state lives in its own memory, as an outside service's
 * would: the application reaches it only over HTTP (ADR 098).
 *
 * What it speaks:
 * - `POST /v1/payment_intents` (with `confirm` and `payment_method`), `GET /v1/payment_intents/:id`,
 *   `POST /v1/payment_intents/:id/confirm|capture|cancel`, `POST /v1/refunds`, `GET /v1/refunds/:id`;
 * - form-encoded bodies (`metadata[key]=v`), unknown parameters refused as Stripe refuses them;
 * - `Authorization: Bearer <secretKey>` (401 otherwise), `Idempotency-Key` (the first answer
 *   replayed for the same request, 400 `idempotency_error` for a different one), `Stripe-Account`
 *   (objects belong to the account they were made on);
 * - Stripe's objects and errors (`{ error: { type, code, decline_code, message, … } }`);
 * - Stripe's test payment methods (`TEST_PAYMENT_METHODS`), plus `pm_card_sandbox_slow` (answers
 *   after `slowMs`) and `pm_card_sandbox_error` (500);
 * - a signed webhook (`Stripe-Signature`, as Stripe signs) to `webhookUrl` after each change.
 *
 * What it does not: 3-D Secure (`requires_action`), PaymentMethods created from card numbers
 * (Stripe.js does that in the browser), customers, disputes, asynchronous refunds, listing.
 *
 * @example
 * const sandbox = await startCardSandbox({ webhookSecret: 'whsec_test', webhookUrl: 'http://127.0.0.1:3000/api/payments/webhook' })
 * const provider = cardProvider({ secretKey: sandbox.secretKey, webhookSecret: sandbox.webhookSecret, host: sandbox.host, port: sandbox.port, protocol: 'http' })
 * await sandbox.close()
 */
export interface CardSandboxOptions {
  port?: number
  host?: string
  /** Where events are posted; none are posted while it is null. */
  webhookUrl?: string | null
  /** Signs the events (the endpoint's `whsec_…`). */
  webhookSecret: string
  /** The key requests must carry; `SANDBOX_SECRET_KEY` unless said. */
  secretKey?: string
  /** How long `pm_card_sandbox_slow` takes to answer. */
  slowMs?: number
  /** How long a request `failNext(n, 'timeout')` caught is held before its socket is dropped. */
  holdMs?: number
  /** The most intents, refunds and idempotency keys kept (the oldest go first). */
  maxObjects?: number
  /** The largest request body accepted. */
  maxBodyBytes?: number
  /** Pauses between webhook delivery attempts; one attempt more than pauses. */
  webhookRetryMs?: readonly number[]
}

export interface CardSandbox {
  host: string
  port: number
  /** `http://host:port` */
  url: string
  secretKey: string
  webhookSecret: string
  setWebhookUrl(url: string | null): void
  /**
   * The next `n` requests fail: `timeout` takes effect but its answer never comes (the socket is
   * held until the client gives up: the worst case, a charge the client did not hear of);
   * `error` answers 500 before doing anything.
   */
  failNext(n: number, kind: 'timeout' | 'error'): void
  /** Every intent kept, oldest first, as the API shows it, with the account it belongs to. */
  intents(): SandboxIntent[]
  refunds(): SandboxRefund[]
  /** The latest requests (at most 1,000), oldest first. */
  requests(): SandboxRequest[]
  /** The latest events (at most 1,000), oldest first, with how their delivery went. */
  events(): SandboxEvent[]
  /** Resolves when every webhook delivery under way has finished (delivered or given up). */
  deliveriesSettled(): Promise<void>
  close(): Promise<void>
}

export type SandboxIntent = StripeObject & { id: string; status: string; amount: number; account: string | null }
export type SandboxRefund = StripeObject & { id: string; amount: number; payment_intent: string; account: string | null }

export interface SandboxRequest {
  method: string
  path: string
  status: number
  account: string | null
  idempotencyKey: string | null
  replayed: boolean
}

export interface SandboxEvent {
  id: string
  type: string
  account: string | null
  delivery: 'pending' | 'delivered' | 'failed' | 'not sent'
  attempts: number
}

type StripeObject = Record<string, unknown>

/** The sandbox's key unless another is given: it opens nothing but the sandbox. */
export const SANDBOX_SECRET_KEY = 'sk_test_forecourt_sandbox'
export const SANDBOX_SLOW_MS = 12_000
const API_VERSION = '2026-10-28.endive'
const MAX_LOG = 1000
const WEBHOOK_TIMEOUT_MS = 5000

interface TestMethod {
  brand: string
  last4: string
  /** A decline: Stripe's `code`, `decline_code` and message. */
  decline?: { code: string; declineCode: string; message: string }
  sandbox?: 'slow' | 'error'
}

const declined = (code: string, declineCode: string, message: string) => ({
  brand: 'visa',
  last4: '0002',
  decline: { code, declineCode, message },
})

/** Stripe's test payment methods (their ids as in Stripe's test mode), and the sandbox's own. */
export const TEST_PAYMENT_METHODS: Readonly<Record<string, TestMethod>> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_visa_debit: { brand: 'visa', last4: '5556' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
  pm_card_amex: { brand: 'amex', last4: '8431' },
  pm_card_chargeDeclined: declined('card_declined', 'generic_decline', 'Your card was declined.'),
  pm_card_chargeDeclinedInsufficientFunds: declined('card_declined', 'insufficient_funds', 'Your card has insufficient funds.'),
  pm_card_chargeDeclinedLostCard: declined('card_declined', 'lost_card', 'Your card was declined.'),
  pm_card_chargeDeclinedExpiredCard: declined('expired_card', 'expired_card', 'Your card has expired.'),
  pm_card_chargeDeclinedIncorrectCvc: declined('incorrect_cvc', 'incorrect_cvc', "Your card's security code is incorrect."),
  pm_card_chargeDeclinedProcessingError: declined(
    'processing_error',
    'processing_error',
    'An error occurred while processing your card. Try again in a little bit.',
  ),
  pm_card_sandbox_slow: { brand: 'visa', last4: '4242', sandbox: 'slow' },
  pm_card_sandbox_error: { brand: 'visa', last4: '4242', sandbox: 'error' },
}

/**
 * The `Stripe-Signature` header Stripe sends with a webhook: `t=<unix s>,v1=<hex HMAC-SHA256 of
 * "<t>.<payload>" keyed by the endpoint's secret>`.
 */
export function stripeSignature(payload: string, secret: string, timestampS: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestampS}.${payload}`, 'utf8').digest('hex')
  return `t=${timestampS},v1=${v1}`
}

const CANCELLABLE = ['requires_payment_method', 'requires_capture', 'requires_confirmation', 'requires_action', 'processing']
const CONFIRMABLE = ['requires_payment_method', 'requires_confirmation', 'requires_action']
/** Stripe's smallest charge per currency, in minor units (50 elsewhere). */
const MINIMUM_AMOUNT: Readonly<Record<string, number>> = { gbp: 30, usd: 50, eur: 50 }
const MAXIMUM_AMOUNT = 99_999_999

/** An error answered as Stripe answers it; `saved`: whether an idempotency key keeps it. */
class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeObject,
    readonly saved = true,
  ) {
    super(String(body.message))
  }
}

const invalid = (message: string, extra: StripeObject = {}, status = 400) =>
  new ApiError(status, { type: 'invalid_request_error', message, ...extra }, !String(extra.code ?? '').startsWith('parameter_'))

const randomId = (prefix: string, length = 24) =>
  `${prefix}_${randomBytes(length)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, length)}`

const now = () => Math.floor(Date.now() / 1000)

/** Keeps at most `max` entries, dropping the oldest. */
function keep<K, V>(map: Map<K, V>, key: K, value: V, max: number) {
  map.delete(key)
  map.set(key, value)
  while (map.size > max) map.delete(map.keys().next().value as K)
}

type Form = { [key: string]: string | Form }

/** A form-encoded body as Stripe reads it: `a[b][c]=v` nests, `a[]=v` and `a[0]=v` are lists. */
export function parseStripeForm(body: string): Form {
  const root: Form = {}
  for (const [name, value] of new URLSearchParams(body)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name)
    if (!match) throw invalid(`Invalid parameter name: ${name}`, { code: 'parameter_unknown', param: name })
    const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)]
    if (path.length > 5) throw invalid(`Parameter nested too deeply: ${name}`, { code: 'parameter_unknown', param: name })
    let node = root
    path.forEach((segment, i) => {
      const key = segment === '' ? String(Object.keys(node).length) : segment
      if (i === path.length - 1) {
        node[key] = value
        return
      }
      const next = node[key]
      if (typeof next === 'string') throw invalid(`Invalid parameter: ${name}`, { code: 'parameter_unknown', param: name })
      node = next ?? (node[key] = {})
    })
  }
  return root
}

interface Intent {
  id: string
  account: string | null
  created: number
  amount: number
  currency: string
  captureMethod: string
  status: string
  metadata: Record<string, string>
  description: string | null
  allowedTypes: string[] | null
  automaticPaymentMethods: StripeObject | null
  returnUrl: string | null
  clientSecret: string
  paymentMethod: string | null
  lastPaymentError: StripeObject | null
  latestCharge: string | null
  amountCapturable: number
  amountReceived: number
  amountRefunded: number
  canceledAt: number | null
  cancellationReason: string | null
}

interface RequestContext {
  account: string | null
  requestId: string
  idempotencyKey: string | null
  apiVersion: string
}

interface Answer {
  status: number
  body: StripeObject
  delayMs?: number
}

interface Saved {
  fingerprint: string
  status: number
  body: string
}

export async function startCardSandbox(options: CardSandboxOptions): Promise<CardSandbox> {
  const secretKey = options.secretKey ?? SANDBOX_SECRET_KEY
  const webhookSecret = options.webhookSecret
  if (!webhookSecret) throw new Error('startCardSandbox: a webhookSecret is needed to sign events')
  const slowMs = options.slowMs ?? SANDBOX_SLOW_MS
  const holdMs = options.holdMs ?? 60_000
  const maxObjects = options.maxObjects ?? 10_000
  const maxBodyBytes = options.maxBodyBytes ?? 64 * 1024
  const webhookRetryMs = options.webhookRetryMs ?? [250, 1000]
  let webhookUrl = options.webhookUrl ?? null

  const intents = new Map<string, Intent>()
  const refunds = new Map<string, SandboxRefund>()
  const saved = new Map<string, Saved>()
  const requestLog: SandboxRequest[] = []
  const eventLog: SandboxEvent[] = []
  const failures: ('timeout' | 'error')[] = []
  const timers = new Set<NodeJS.Timeout>()
  const deliveries = new Set<Promise<void>>()
  const lifetime = new AbortController()

  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer)
      run()
    }, ms)
    timers.add(timer)
    return timer
  }

  // ---- Stripe's objects ---------------------------------------------------------------------

  function intentJson(intent: Intent): StripeObject {
    return {
      id: intent.id,
      object: 'payment_intent',
      amount: intent.amount,
      amount_capturable: intent.amountCapturable,
      amount_received: intent.amountReceived,
      automatic_payment_methods: intent.automaticPaymentMethods,
      canceled_at: intent.canceledAt,
      cancellation_reason: intent.cancellationReason,
      capture_method: intent.captureMethod,
      client_secret: intent.clientSecret,
      confirmation_method: 'automatic',
      created: intent.created,
      currency: intent.currency,
      customer: null,
      description: intent.description,
      last_payment_error: intent.lastPaymentError,
      latest_charge: intent.latestCharge,
      livemode: false,
      metadata: { ...intent.metadata },
      next_action: null,
      payment_method: intent.paymentMethod,
      payment_method_types: intent.allowedTypes ?? ['card'],
      return_url: intent.returnUrl,
      status: intent.status,
    }
  }

  function chargeJson(intent: Intent): StripeObject {
    return {
      id: intent.latestCharge,
      object: 'charge',
      amount: intent.amount,
      amount_captured: intent.amountReceived,
      amount_refunded: intent.amountRefunded,
      captured: intent.amountReceived > 0,
      created: intent.created,
      currency: intent.currency,
      livemode: false,
      metadata: { ...intent.metadata },
      paid: true,
      payment_intent: intent.id,
      payment_method: intent.paymentMethod,
      refunded: intent.amountReceived > 0 && intent.amountRefunded >= intent.amountReceived,
      status: 'succeeded',
    }
  }

  const money = (amount: number, currency: string) => `${(amount / 100).toFixed(2)} ${currency.toUpperCase()}`

  // ---- events -------------------------------------------------------------------------------

  function emit(type: string, object: StripeObject, context: RequestContext) {
    const event = {
      id: randomId('evt'),
      object: 'event',
      ...(context.account ? { account: context.account } : {}),
      api_version: context.apiVersion,
      created: now(),
      data: { object },
      livemode: false,
      pending_webhooks: webhookUrl ? 1 : 0,
      request: { id: context.requestId, idempotency_key: context.idempotencyKey },
      type,
    }
    const record: SandboxEvent = {
      id: event.id,
      type,
      account: context.account,
      delivery: webhookUrl ? 'pending' : 'not sent',
      attempts: 0,
    }
    eventLog.push(record)
    if (eventLog.length > MAX_LOG) eventLog.shift()
    if (!webhookUrl) return
    const delivery = deliver(JSON.stringify(event, null, 2), record).finally(() => deliveries.delete(delivery))
    deliveries.add(delivery)
  }

  /** Fire and forget: a few attempts, each signed afresh as Stripe does; nothing it meets throws. */
  async function deliver(payload: string, record: SandboxEvent) {
    for (let attempt = 0; attempt <= webhookRetryMs.length; attempt++) {
      const url = webhookUrl
      if (!url || lifetime.signal.aborted) break
      record.attempts++
      const controller = new AbortController()
      const abort = () => controller.abort()
      lifetime.signal.addEventListener('abort', abort, { once: true })
      const timer = setTimeout(abort, WEBHOOK_TIMEOUT_MS)
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
            'stripe-signature': stripeSignature(payload, webhookSecret, now()),
          },
          body: payload,
          signal: controller.signal,
        })
        await response.arrayBuffer().catch(() => undefined)
        if (response.ok) {
          record.delivery = 'delivered'
          return
        }
      } catch {
        // Unreachable or slow receiver: tried again below.
      } finally {
        clearTimeout(timer)
        lifetime.signal.removeEventListener('abort', abort)
      }
      const pause = webhookRetryMs[attempt]
      if (pause === undefined) break
      try {
        await sleep(pause, undefined, { signal: lifetime.signal })
      } catch {
        break
      }
    }
    record.delivery = 'failed'
  }

  // ---- parameters ---------------------------------------------------------------------------

  function allowOnly(params: Form, allowed: readonly string[]) {
    for (const name of Object.keys(params)) {
      if (!allowed.includes(name)) throw invalid(`Received unknown parameter: ${name}`, { code: 'parameter_unknown', param: name })
    }
  }

  function text(params: Form, name: string): string | null {
    const value = params[name]
    if (value === undefined) return null
    if (typeof value !== 'string') throw invalid(`Invalid string: ${name}`, { code: 'parameter_invalid_string_empty', param: name })
    return value
  }

  function integer(params: Form, name: string, required: boolean): number | null {
    const value = text(params, name)
    if (value === null) {
      if (required) throw invalid(`Missing required param: ${name}.`, { code: 'parameter_missing', param: name })
      return null
    }
    if (!/^\d{1,15}$/.test(value)) throw invalid(`Invalid integer: ${value}`, { code: 'parameter_invalid_integer', param: name })
    return Number(value)
  }

  function oneOf(params: Form, name: string, values: readonly string[]): string | null {
    const value = text(params, name)
    if (value !== null && !values.includes(value)) {
      throw invalid(`Invalid ${name}: must be one of ${values.join(', ')}`, { code: 'parameter_invalid', param: name })
    }
    return value
  }

  function metadata(params: Form): Record<string, string> {
    const value = params.metadata
    if (value === undefined || value === '') return {}
    if (typeof value === 'string') throw invalid('Invalid metadata: must be a hash', { param: 'metadata' })
    const entries = Object.entries(value)
    if (entries.length > 50) throw invalid('Invalid metadata: at most 50 keys', { param: 'metadata' })
    const result: Record<string, string> = {}
    for (const [key, entry] of entries) {
      if (typeof entry !== 'string') throw invalid(`Invalid metadata[${key}]: must be a string`, { param: `metadata[${key}]` })
      if (key.length > 40) throw invalid(`Invalid metadata key: at most 40 characters`, { param: `metadata[${key}]` })
      if (entry.length > 500) throw invalid(`Invalid metadata[${key}]: at most 500 characters`, { param: `metadata[${key}]` })
      if (entry !== '') result[key] = entry
    }
    return result
  }

  function findIntent(id: string, context: RequestContext): Intent {
    const intent = intents.get(id)
    if (!intent || intent.account !== context.account) {
      throw invalid(`No such payment_intent: '${id}'`, { code: 'resource_missing', param: 'intent' }, 404)
    }
    return intent
  }

  // ---- operations ---------------------------------------------------------------------------

  /** Confirms with a test method: succeeds, is held (manual capture) or is declined (402). */
  function confirm(intent: Intent, params: Form, context: RequestContext): Answer {
    const methodId = text(params, 'payment_method')
    if (methodId === null && !intent.paymentMethod) {
      throw invalid(
        'You cannot confirm this PaymentIntent because it’s missing a payment method. You can either update the PaymentIntent with a payment method and then confirm it again, or confirm it again directly with a payment method.',
        { code: 'payment_intent_unexpected_state', payment_intent: intentJson(intent) },
      )
    }
    const name = methodId ?? intent.paymentMethod!
    const method = TEST_PAYMENT_METHODS[name]
    if (!method) throw invalid(`No such PaymentMethod: '${name}'`, { code: 'resource_missing', param: 'payment_method' })
    const returnUrl = text(params, 'return_url') ?? intent.returnUrl
    const redirectsRefused = intent.allowedTypes !== null || intent.automaticPaymentMethods?.allow_redirects === 'never'
    if (!returnUrl && !redirectsRefused) {
      throw invalid(
        'This PaymentIntent is configured to accept payment methods enabled in your Dashboard. Because some of these payment methods might redirect your customer off of your page, you must provide a `return_url`. If you don’t want to accept redirect-based payment methods, set `automatic_payment_methods[enabled]` to `true` and `automatic_payment_methods[allow_redirects]` to `never` when creating Setup Intents and Payment Intents.',
        { param: 'return_url' },
      )
    }
    if (method.sandbox === 'error') {
      throw new ApiError(500, { type: 'api_error', message: 'An unknown error occurred (pm_card_sandbox_error).' }, false)
    }
    intent.returnUrl = returnUrl
    intent.paymentMethod = name
    intent.latestCharge = randomId('ch')
    const paymentMethod = { id: name, object: 'payment_method', type: 'card', card: { brand: method.brand, last4: method.last4 } }
    if (method.decline) {
      intent.status = 'requires_payment_method'
      intent.lastPaymentError = {
        type: 'card_error',
        code: method.decline.code,
        decline_code: method.decline.declineCode,
        message: method.decline.message,
        charge: intent.latestCharge,
        doc_url: `https://stripe.com/docs/error-codes/${method.decline.code.replace(/_/g, '-')}`,
        payment_method: paymentMethod,
      }
      emit('payment_intent.payment_failed', intentJson(intent), context)
      return { status: 402, body: { error: { ...intent.lastPaymentError, payment_intent: intentJson(intent) } } }
    }
    intent.lastPaymentError = null
    if (intent.captureMethod === 'manual') {
      intent.status = 'requires_capture'
      intent.amountCapturable = intent.amount
      emit('payment_intent.amount_capturable_updated', intentJson(intent), context)
    } else {
      intent.status = 'succeeded'
      intent.amountReceived = intent.amount
      emit('payment_intent.succeeded', intentJson(intent), context)
    }
    return { status: 200, body: intentJson(intent), ...(method.sandbox === 'slow' ? { delayMs: slowMs } : {}) }
  }

  function createIntent(params: Form, context: RequestContext): Answer {
    allowOnly(params, [
      'amount',
      'currency',
      'capture_method',
      'confirm',
      'payment_method',
      'metadata',
      'description',
      'allowed_payment_method_types',
      'automatic_payment_methods',
      'return_url',
      'receipt_email',
      'expand',
    ])
    const amount = integer(params, 'amount', true)!
    const currencyText = text(params, 'currency')
    if (currencyText === null) throw invalid('Missing required param: currency.', { code: 'parameter_missing', param: 'currency' })
    if (!/^[a-z]{3}$/i.test(currencyText)) throw invalid(`Invalid currency: ${currencyText}.`, { param: 'currency' })
    const currency = currencyText.toLowerCase()
    const minimum = MINIMUM_AMOUNT[currency] ?? 50
    if (amount < minimum)
      throw invalid(`Amount must be at least ${money(minimum, currency)}`, { code: 'amount_too_small', param: 'amount' })
    if (amount > MAXIMUM_AMOUNT)
      throw invalid(`Amount must be no more than ${MAXIMUM_AMOUNT}`, { code: 'amount_too_large', param: 'amount' })
    const types = params.allowed_payment_method_types
    if (typeof types === 'string') throw invalid('Invalid array', { param: 'allowed_payment_method_types' })
    const automatic = params.automatic_payment_methods
    if (typeof automatic === 'string') throw invalid('Invalid hash', { param: 'automatic_payment_methods' })
    const id = randomId('pi')
    const intent: Intent = {
      id,
      account: context.account,
      created: now(),
      amount,
      currency,
      captureMethod: oneOf(params, 'capture_method', ['automatic', 'automatic_async', 'manual']) ?? 'automatic_async',
      status: 'requires_payment_method',
      metadata: metadata(params),
      description: text(params, 'description'),
      allowedTypes: types ? Object.values(types).map(String) : null,
      automaticPaymentMethods: automatic ? { ...automatic, enabled: automatic.enabled === 'true' } : null,
      returnUrl: text(params, 'return_url'),
      clientSecret: `${id}_secret_${randomId('x').slice(2)}`,
      paymentMethod: null,
      lastPaymentError: null,
      latestCharge: null,
      amountCapturable: 0,
      amountReceived: 0,
      amountRefunded: 0,
      canceledAt: null,
      cancellationReason: null,
    }
    const confirmNow = oneOf(params, 'confirm', ['true', 'false']) === 'true'
    const methodId = text(params, 'payment_method')
    if (methodId !== null && !TEST_PAYMENT_METHODS[methodId]) {
      throw invalid(`No such PaymentMethod: '${methodId}'`, { code: 'resource_missing', param: 'payment_method' })
    }
    if (methodId !== null && !confirmNow) {
      intent.paymentMethod = methodId
      intent.status = 'requires_confirmation'
    }
    if (confirmNow && TEST_PAYMENT_METHODS[methodId ?? '']?.sandbox === 'error') return confirm(intent, params, context)
    keep(intents, id, intent, maxObjects)
    return confirmNow ? confirm(intent, params, context) : { status: 200, body: intentJson(intent) }
  }

  function confirmIntent(id: string, params: Form, context: RequestContext): Answer {
    allowOnly(params, ['payment_method', 'return_url', 'expand'])
    const intent = findIntent(id, context)
    if (!CONFIRMABLE.includes(intent.status)) {
      throw invalid(
        `You cannot confirm this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be confirmed: ${CONFIRMABLE.join(', ')}.`,
        { code: 'payment_intent_unexpected_state', payment_intent: intentJson(intent) },
      )
    }
    return confirm(intent, params, context)
  }

  function captureIntent(id: string, params: Form, context: RequestContext): Answer {
    allowOnly(params, ['amount_to_capture', 'metadata', 'expand'])
    const intent = findIntent(id, context)
    if (intent.status !== 'requires_capture') {
      throw invalid(
        `This PaymentIntent could not be captured because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
        { code: 'payment_intent_unexpected_state', payment_intent: intentJson(intent) },
      )
    }
    const amount = integer(params, 'amount_to_capture', false) ?? intent.amountCapturable
    if (amount < 1 || amount > intent.amountCapturable) {
      throw invalid(`amount_to_capture must be between 1 and ${intent.amountCapturable}.`, {
        code: 'amount_too_large',
        param: 'amount_to_capture',
      })
    }
    Object.assign(intent.metadata, metadata(params))
    intent.status = 'succeeded'
    intent.amountReceived = amount
    intent.amountCapturable = 0
    emit('payment_intent.succeeded', intentJson(intent), context)
    return { status: 200, body: intentJson(intent) }
  }

  function cancelIntent(id: string, params: Form, context: RequestContext): Answer {
    allowOnly(params, ['cancellation_reason', 'expand'])
    const reason = oneOf(params, 'cancellation_reason', ['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned'])
    const intent = findIntent(id, context)
    if (!CANCELLABLE.includes(intent.status)) {
      throw invalid(
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELLABLE.join(', ')}.`,
        { code: 'payment_intent_unexpected_state', payment_intent: intentJson(intent) },
      )
    }
    intent.status = 'canceled'
    intent.canceledAt = now()
    intent.cancellationReason = reason
    intent.amountCapturable = 0
    emit('payment_intent.canceled', intentJson(intent), context)
    return { status: 200, body: intentJson(intent) }
  }

  function createRefund(params: Form, context: RequestContext): Answer {
    allowOnly(params, ['payment_intent', 'charge', 'amount', 'reason', 'metadata', 'expand'])
    const intentId = text(params, 'payment_intent')
    const chargeId = text(params, 'charge')
    if (!intentId && !chargeId)
      throw invalid('One of the following params should be provided for this request: payment_intent or charge.', {
        code: 'parameter_missing',
      })
    const intent = intentId
      ? findIntent(intentId, context)
      : [...intents.values()].find((i) => i.latestCharge === chargeId && i.account === context.account)
    if (!intent) throw invalid(`No such charge: '${chargeId}'`, { code: 'resource_missing', param: 'charge' }, 404)
    if (intent.status !== 'succeeded') {
      throw invalid('This PaymentIntent does not have a successful charge to refund.', {
        code: 'payment_intent_unexpected_state',
        param: 'payment_intent',
      })
    }
    const reason = oneOf(params, 'reason', ['duplicate', 'fraudulent', 'requested_by_customer'])
    const remaining = intent.amountReceived - intent.amountRefunded
    if (remaining === 0) throw invalid(`Charge ${intent.latestCharge} has already been refunded.`, { code: 'charge_already_refunded' })
    const amount = integer(params, 'amount', false) ?? remaining
    if (amount < 1) throw invalid('Invalid positive integer', { code: 'parameter_invalid_integer', param: 'amount' })
    if (amount > remaining) {
      throw invalid(
        `Refund amount (${money(amount, intent.currency)}) is greater than unrefunded amount on charge (${money(remaining, intent.currency)})`,
        { param: 'amount' },
      )
    }
    intent.amountRefunded += amount
    const refund: SandboxRefund = {
      id: randomId('re'),
      object: 'refund',
      amount,
      charge: intent.latestCharge,
      created: now(),
      currency: intent.currency,
      metadata: metadata(params),
      payment_intent: intent.id,
      reason,
      status: 'succeeded',
      account: context.account,
    }
    keep(refunds, refund.id, refund, maxObjects)
    const { account: _account, ...json } = refund
    emit('refund.created', json, context)
    emit('charge.refunded', chargeJson(intent), context)
    return { status: 200, body: json }
  }

  function retrieveRefund(id: string, context: RequestContext): Answer {
    const refund = refunds.get(id)
    if (!refund || refund.account !== context.account)
      throw invalid(`No such refund: '${id}'`, { code: 'resource_missing', param: 'id' }, 404)
    const { account: _account, ...json } = refund
    return { status: 200, body: json }
  }

  function route(method: string, path: string, params: Form, context: RequestContext): Answer {
    const intentPath = /^\/v1\/payment_intents\/([A-Za-z0-9_]+)(?:\/(confirm|capture|cancel))?$/.exec(path)
    if (method === 'POST' && path === '/v1/payment_intents') return createIntent(params, context)
    if (intentPath && method === 'GET' && !intentPath[2]) return { status: 200, body: intentJson(findIntent(intentPath[1]!, context)) }
    if (intentPath && method === 'POST' && intentPath[2] === 'confirm') return confirmIntent(intentPath[1]!, params, context)
    if (intentPath && method === 'POST' && intentPath[2] === 'capture') return captureIntent(intentPath[1]!, params, context)
    if (intentPath && method === 'POST' && intentPath[2] === 'cancel') return cancelIntent(intentPath[1]!, params, context)
    if (method === 'POST' && path === '/v1/refunds') return createRefund(params, context)
    const refundPath = /^\/v1\/refunds\/([A-Za-z0-9_]+)$/.exec(path)
    if (refundPath && method === 'GET') return retrieveRefund(refundPath[1]!, context)
    throw invalid(
      `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
      {},
      404,
    )
  }

  // ---- HTTP ---------------------------------------------------------------------------------

  function authorised(header: string | undefined): boolean {
    if (!header) return false
    const [scheme, credentials = ''] = header.split(' ', 2)
    if (scheme?.toLowerCase() === 'bearer') return credentials === secretKey
    if (scheme?.toLowerCase() === 'basic') return Buffer.from(credentials, 'base64').toString('utf8').replace(/:$/, '') === secretKey
    return false
  }

  const masked = (header: string | undefined) => {
    const key = header?.split(' ', 2)[1] ?? ''
    return `${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`
  }

  function readBody(req: http.IncomingMessage): Promise<string | null> {
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = []
      let size = 0
      const onData = (chunk: Buffer) => {
        size += chunk.length
        if (size <= maxBodyBytes) chunks.push(chunk)
        else {
          // Read no further: the answer is 413 and the connection is closed after it.
          req.off('data', onData)
          req.pause()
          resolve(null)
        }
      }
      req.on('data', onData)
      req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
      req.on('error', reject)
    })
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const method = req.method ?? 'GET'
    const path = new URL(req.url ?? '/', 'http://sandbox').pathname
    const header = (name: string) => {
      const value = req.headers[name]
      return Array.isArray(value) ? value[0] : value
    }
    const account = header('stripe-account') ?? null
    const idempotencyKey = header('idempotency-key') ?? null
    const context: RequestContext = {
      account,
      idempotencyKey,
      requestId: randomId('req', 14),
      apiVersion: header('stripe-version') ?? API_VERSION,
    }
    const entry: SandboxRequest = { method, path, status: 0, account, idempotencyKey, replayed: false }
    requestLog.push(entry)
    if (requestLog.length > MAX_LOG) requestLog.shift()

    const failure = failures.shift()
    let held = false
    const send = (status: number, body: string, extra: Record<string, string> = {}) => {
      entry.status = status
      // NOTE: a slow answer may find its client gone; writing to a destroyed response would throw.
      if (held || res.destroyed || res.writableEnded) return
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': context.requestId,
        'stripe-version': context.apiVersion,
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        ...(account ? { 'stripe-account': account } : {}),
        ...extra,
      })
      res.end(body)
    }
    const sendError = (error: ApiError) => send(error.status, JSON.stringify({ error: error.body }, null, 2))

    if (failure === 'error') {
      await readBody(req).catch(() => null)
      sendError(new ApiError(500, { type: 'api_error', message: 'An unknown error occurred (sandbox failNext).' }, false))
      return
    }
    if (failure === 'timeout') {
      // The request is carried out below; its answer is not sent. The socket goes when the client
      // gives up, or after holdMs.
      held = true
      const timer = later(holdMs, () => res.destroy())
      res.on('close', () => {
        clearTimeout(timer)
        timers.delete(timer)
      })
    }

    const body = await readBody(req)
    if (body === null) {
      res.shouldKeepAlive = false
      sendError(invalid(`The request body is larger than ${maxBodyBytes} bytes.`, {}, 413))
      return
    }
    if (!authorised(header('authorization'))) {
      const message = header('authorization')
        ? `Invalid API Key provided: ${masked(header('authorization'))}`
        : "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY')."
      sendError(new ApiError(401, { type: 'invalid_request_error', message }, false))
      return
    }
    if (account !== null && !/^acct_[A-Za-z0-9]{1,64}$/.test(account)) {
      sendError(
        new ApiError(
          403,
          {
            type: 'invalid_request_error',
            code: 'account_invalid',
            message: `The provided key '${masked(header('authorization'))}' does not have access to account '${account}' (or that account does not exist). Application access may have been revoked.`,
          },
          false,
        ),
      )
      return
    }
    if (idempotencyKey !== null && idempotencyKey.length > 255) {
      sendError(invalid('Idempotency keys may be at most 255 characters long.', { code: 'parameter_invalid' }, 400))
      return
    }

    const savedKey = method === 'POST' && idempotencyKey !== null ? `${account ?? ''}\n${idempotencyKey}` : null
    const fingerprint = `${method} ${path}\n${body}`
    const previous = savedKey === null ? undefined : saved.get(savedKey)
    if (previous) {
      entry.replayed = true
      if (previous.fingerprint !== fingerprint) {
        sendError(
          new ApiError(
            400,
            {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            },
            false,
          ),
        )
      } else {
        send(previous.status, previous.body, { 'idempotent-replayed': 'true' })
      }
      return
    }

    let answer: Answer
    let keepAnswer = true
    try {
      if (method === 'POST' && body && !/^application\/x-www-form-urlencoded\b/i.test(header('content-type') ?? '')) {
        throw invalid('Stripe accepts form-encoded request bodies (application/x-www-form-urlencoded).', { code: 'parameter_unknown' })
      }
      answer = route(method, path, method === 'POST' ? parseStripeForm(body) : {}, context)
    } catch (error) {
      const apiError =
        error instanceof ApiError ? error : new ApiError(500, { type: 'api_error', message: 'An unknown error occurred.' }, false)
      answer = { status: apiError.status, body: { error: apiError.body } }
      keepAnswer = apiError.saved
    }
    const payload = JSON.stringify(answer.body, null, 2)
    if (savedKey !== null && keepAnswer) keep(saved, savedKey, { fingerprint, status: answer.status, body: payload }, maxObjects)
    if (answer.delayMs) later(answer.delayMs, () => send(answer.status, payload))
    else send(answer.status, payload)
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => {
      // Never let one request take the sandbox down.
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ error: { type: 'api_error', message: 'An unknown error occurred.' } }))
    })
  })
  server.on('clientError', (_error, socket) => socket.destroy())
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  const address = server.address() as AddressInfo
  const host = options.host ?? '127.0.0.1'
  const urlHost = host.includes(':') ? `[${host}]` : host

  return {
    host,
    port: address.port,
    url: `http://${urlHost}:${address.port}`,
    secretKey,
    webhookSecret,
    setWebhookUrl(url) {
      webhookUrl = url
    },
    failNext(n, kind) {
      for (let i = 0; i < n; i++) failures.push(kind)
    },
    intents: () => [...intents.values()].map((intent) => ({ ...intentJson(intent), account: intent.account }) as SandboxIntent),
    refunds: () => [...refunds.values()].map((refund) => ({ ...refund })),
    requests: () => requestLog.map((entry) => ({ ...entry })),
    events: () => eventLog.map((entry) => ({ ...entry })),
    deliveriesSettled: async () => {
      while (deliveries.size > 0) await Promise.allSettled([...deliveries])
    },
    async close() {
      lifetime.abort()
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      await Promise.allSettled([...deliveries])
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
    },
  }
}
