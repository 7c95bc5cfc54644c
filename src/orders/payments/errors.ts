/**
 * What a payment provider throws (`provider.ts`), by what the caller should do about it:
 *
 * - `PaymentDeclined`: the shopper's card said no. Show `message`, let them try another card
 *   (`authorise` on `paymentId` when the intent was created).
 * - `ProviderUnavailable`: no usable answer (timeout, network, 5xx, rate limit). The effect may
 *   or may not have happened: retry later with the same idempotency key, or ask `status`.
 * - `PaymentRejected`: the provider refused the request itself (a 4xx other than a decline): a bug
 *   or a state the caller did not expect. Retrying the same request gives the same answer.
 *   `ProviderCredentialsRejected` is the one an operator must fix (a wrong key or account).
 * - `WebhookSignatureError`: a webhook not signed with our secret, tampered with, or too old.
 *
 * Client-safe: the journey's UI may test `instanceof` on errors serialised back to it.
 */

/** The base of every provider error, so a caller can tell them from its own. */
export class PaymentError extends Error {
  override name = 'PaymentError'
}

export class PaymentDeclined extends PaymentError {
  override name = 'PaymentDeclined'
  /** Stripe's error code: `card_declined`, `expired_card`, `incorrect_cvc`, `processing_error` … */
  readonly code: string
  /** The issuer's reason for `card_declined` (`insufficient_funds`, `generic_decline` …), or null. */
  readonly declineCode: string | null
  /** The intent the attempt belonged to (created even when confirming at once failed), or null. */
  readonly paymentId: string | null

  /** `message` is written for the shopper ("Your card has insufficient funds."). */
  constructor(init: { code: string; message: string; declineCode?: string | null; paymentId?: string | null }) {
    super(init.message)
    this.code = init.code
    this.declineCode = init.declineCode ?? null
    this.paymentId = init.paymentId ?? null
  }
}

export class ProviderUnavailable extends PaymentError {
  override name = 'ProviderUnavailable'
  readonly retriable = true
  /** The HTTP status when one came (5xx, 429, 409), null for a timeout or a network error. */
  readonly status: number | null

  constructor(message: string, options: { status?: number | null; cause?: unknown } = {}) {
    super(message, { cause: options.cause })
    this.status = options.status ?? null
  }
}

export class PaymentRejected extends PaymentError {
  override name = 'PaymentRejected'
  /** Stripe's error code (`payment_intent_unexpected_state`, `resource_missing`, `idempotency_error` …), or null. */
  readonly code: string | null
  /** The request parameter at fault, or null. */
  readonly param: string | null
  readonly status: number | null

  constructor(message: string, init: { code?: string | null; param?: string | null; status?: number | null; cause?: unknown } = {}) {
    super(message, { cause: init.cause })
    this.code = init.code ?? null
    this.param = init.param ?? null
    this.status = init.status ?? null
  }
}

/** 401 or 403: the secret key is wrong or revoked, or it may not act for the connected account. */
export class ProviderCredentialsRejected extends PaymentRejected {
  override name = 'ProviderCredentialsRejected'
}

export class WebhookSignatureError extends PaymentError {
  override name = 'WebhookSignatureError'
}
