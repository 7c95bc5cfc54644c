/**
 * The card payment provider as the order journey sees it: one interface, whatever sits behind it
 * (Stripe through its official library, `card.server.ts`; the local sandbox in development and
 * tests, `card-sandbox.server.ts`). Types only, safe for the browser; the errors a provider throws
 * are in `errors.ts`.
 *
 * Amounts are integers in the currency's minor unit (pence, cents), as Stripe counts them.
 *
 * @example
 * const payment = await provider.initiate({
 *   amountMinor: 50_000, currency: 'gbp', captureMethod: 'manual', paymentMethod: 'pm_card_visa',
 *   idempotencyKey: `order-${orderId}-deposit`, metadata: { orderId },
 * })
 * // payment.state === 'requires_capture': the deposit is held; capture it when the dealer accepts.
 */

/** Stripe's PaymentIntent statuses, as they are. */
export type PaymentState =
  'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'requires_capture' | 'succeeded' | 'canceled'

/** Why the last attempt to pay failed (Stripe's `last_payment_error`); the message may be shown to the shopper. */
export interface PaymentFailure {
  /** `card_declined`, `expired_card`, `incorrect_cvc`, `processing_error` … */
  code: string
  /** The issuer's reason when the card was declined (`insufficient_funds`, `generic_decline` …). */
  declineCode: string | null
  message: string
}

export interface ProviderPayment {
  id: string
  state: PaymentState
  amountMinor: number
  /** ISO 4217, lower case as Stripe writes it (`gbp`). */
  currency: string
  captureMethod: 'automatic' | 'manual'
  /** For Stripe.js in the browser (3-D Secure, `requires_action`); never logged. */
  clientSecret: string | null
  metadata: Record<string, string>
  /** Set after a failed attempt (the intent is back in `requires_payment_method`); null otherwise. */
  failure: PaymentFailure | null
}

export interface InitiatePayment {
  amountMinor: number
  currency: string
  /** `manual`: authorise now, capture (or cancel) later — a deposit held until the dealer accepts. */
  captureMethod: 'automatic' | 'manual'
  /** Confirm at once with this payment method (its id from Stripe.js, or a test method's id). */
  paymentMethod?: string
  /** One per intended effect: the same key again returns the first answer and charges nothing more. */
  idempotencyKey: string
  /** At most 50 keys; keys ≤ 40 characters, values ≤ 500 (Stripe's limits). */
  metadata: Record<string, string>
  /** The card provider's connected account (Stripe Connect: the `Stripe-Account` header). */
  connectedAccount?: string | null
  description?: string
}

export interface Refund {
  id: string
  paymentId: string
  amountMinor: number
  /** Stripe's `pending` and `requires_action` are `pending`; `failed` and `canceled` are `failed`. */
  state: 'pending' | 'succeeded' | 'failed'
}

export interface WebhookEvent {
  id: string
  /** Stripe's event type: `payment_intent.succeeded`, `charge.refunded`, `refund.created` … */
  type: string
  /** Unix seconds. */
  created: number
  /** The intent, for `payment_intent.*` events. */
  payment: ProviderPayment | null
  /** The refund, for `refund.*` events (and `charge.refunded` when the charge carries its refunds). */
  refund?: Refund | null
  /**
   * The intent the event is about, whatever its object (an intent, a refund, a charge): the id to
   * call `status` with when the event does not carry the intent itself.
   */
  paymentId: string | null
  /** The connected account the event happened on (Stripe's `account`), null for the platform's own. */
  connectedAccount: string | null
}

export interface PaymentProvider {
  readonly kind: 'card'
  initiate(input: InitiatePayment): Promise<ProviderPayment>
  /** authorise = confirm an existing intent with a payment method */
  authorise(id: string, paymentMethod: string, idempotencyKey: string, connectedAccount?: string | null): Promise<ProviderPayment>
  /** Captures what an intent in `requires_capture` holds. */
  capture(id: string, idempotencyKey: string, connectedAccount?: string | null): Promise<ProviderPayment>
  /** Cancels an intent that has not succeeded (a held deposit is released). */
  cancel(id: string, idempotencyKey: string, connectedAccount?: string | null): Promise<ProviderPayment>
  /** Refunds `amountMinor` of a succeeded intent, or what remains of it when null. */
  refund(id: string, amountMinor: number | null, idempotencyKey: string, connectedAccount?: string | null): Promise<Refund>
  status(id: string, connectedAccount?: string | null): Promise<ProviderPayment>
  /** verifies the signature over the raw body; throws WebhookSignatureError */
  verifyWebhook(rawBody: string, signatureHeader: string | null): WebhookEvent
}

/**
 * The wallet provider (PayPal's Orders v2, ADR 100): the shopper approves an order on the
 * provider's own page, then the server captures it. Its answers are mapped onto `PaymentState` so
 * the payment row, the order's payment_status and the reconciliation read one vocabulary:
 * waiting for the shopper is `requires_action`, approved is `requires_confirmation`, captured is
 * `succeeded`, a declined capture is `requires_payment_method`, voided is `canceled`.
 */
export interface WalletOrder {
  id: string
  state: PaymentState
  /** The provider's own status (`PAYER_ACTION_REQUIRED`, `APPROVED`, `COMPLETED` …). */
  status: string
  amountMinor: number
  /** ISO 4217, upper case as PayPal writes it. */
  currency: string
  /** Where the shopper approves the order; null once approved. */
  approveUrl: string | null
  /** The capture, once the order was captured: refunds name it. */
  captureId: string | null
  refundedMinor: number
}

export interface CreateWalletOrder {
  amountMinor: number
  currency: string
  /** PayPal-Request-Id: the same id again answers the first order and makes no second one. */
  idempotencyKey: string
  /** The hold's lock id, kept as the purchase unit's reference. */
  reference: string
  description?: string
  /** Where the provider's page sends the shopper after approving, and after cancelling. */
  returnUrl: string
  cancelUrl: string
}

/**
 * A wallet webhook event once the provider has verified it: what it is about, not what it says.
 * The order's state is read from the provider afterwards (ADR 100), so a late or repeated event
 * cannot set an older state.
 */
export interface WalletWebhookEvent {
  id: string
  /** PayPal's event type: `PAYMENT.CAPTURE.COMPLETED`, `PAYMENT.CAPTURE.REFUNDED` … */
  type: string
  created: Date
  /** The wallet order the event is about (a capture's or a refund's order); null when it names none. */
  orderId: string | null
}

export interface WalletProvider {
  readonly kind: 'wallet'
  /** The provider's name in the API's paths and in the payment row (`paypal`). */
  readonly name: string
  /** Whether webhook events can be verified (PayPal: a webhook id is configured). */
  readonly receivesWebhooks: boolean
  /**
   * Verifies an event on its raw body and transmission headers with the provider; throws
   * WebhookSignatureError when the provider does not vouch for it.
   */
  verifyWebhook(rawBody: string, header: (name: string) => string | undefined): Promise<WalletWebhookEvent>
  createOrder(input: CreateWalletOrder): Promise<WalletOrder>
  getOrder(id: string): Promise<WalletOrder>
  /** Captures an approved order; throws PaymentDeclined when the funding source is declined. */
  captureOrder(id: string, idempotencyKey: string): Promise<WalletOrder>
  /** Refunds the whole capture. */
  refundCapture(captureId: string, idempotencyKey: string): Promise<Refund>
}
