import { createHash, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import { PaymentRejected, ProviderCredentialsRejected, ProviderUnavailable, WebhookSignatureError } from './errors.ts'

/**
 * The regional provider: Przelewy24's REST API (ADR 100) over plain HTTP — register a transaction,
 * send the shopper to its hosted page (`/trnRequest/{token}`) where they pick a pay type (BLIK, a
 * bank transfer, a card …), then verify it once paid; its notifications are signed with the
 * shop's CRC key (SHA-384 over a JSON of named fields). Against Przelewy24 give the merchant id,
 * POS id, API key and CRC key; against the local sandbox (`startPrzelewy24Sandbox`) its URL too.
 *
 * Every call has one deadline (`timeoutMs`); the shopper's money moves only on the hosted page.
 */
export interface Przelewy24Options {
  merchantId: number
  posId: number
  /** The REST API key (HTTP Basic password, the POS id the user). */
  apiKey: string
  /** Signs requests and notifications. */
  crc: string
  /** `https://secure.przelewy24.pl` live, `https://sandbox.przelewy24.pl` their sandbox, or the local one. */
  baseUrl: string
  timeoutMs?: number
}

export const P24_TIMEOUT_MS = 10_000

/** SHA-384 of the fields as JSON, in the order Przelewy24 names them, with the CRC key last. */
export function p24Sign(fields: Record<string, string | number>, crc: string): string {
  return createHash('sha384')
    .update(JSON.stringify({ ...fields, crc }))
    .digest('hex')
}

/** Przelewy24's transaction status: 0 no payment yet, 1 advance, 2 paid, 3 returned. */
export interface RegionalTransaction {
  sessionId: string
  /** Przelewy24's order id (spec 3 §3 {regional-provider}_order_id): 0 until a payment came. */
  orderId: number
  status: number
  amountMinor: number
  currency: string
  /** The pay type the shopper chose (Przelewy24's method id), 0 when none. */
  method: number
}

export const p24Notification = z.object({
  merchantId: z.number().int(),
  posId: z.number().int(),
  sessionId: z.string().max(100),
  amount: z.number().int(),
  originAmount: z.number().int(),
  currency: z.string().max(3),
  orderId: z.number().int(),
  methodId: z.number().int(),
  statement: z.string().max(200),
  sign: z.string().max(200),
})
export type P24Notification = z.infer<typeof p24Notification>

/**
 * Przelewy24's refund notification (sent to the refund's `urlStatus`): `status` 0 the refund was
 * made, 1 it was refused. Signed over orderId, sessionId, refundsUuid, merchantId, amount,
 * currency and status.
 */
export const p24RefundNotification = z.object({
  orderId: z.number().int(),
  sessionId: z.string().max(100),
  merchantId: z.number().int(),
  requestId: z.string().max(100),
  refundsUuid: z.string().max(100),
  amount: z.number().int(),
  currency: z.string().max(3),
  timestamp: z.number().int(),
  status: z.number().int(),
  sign: z.string().max(200),
})
export type P24RefundNotification = z.infer<typeof p24RefundNotification>

/** The fields a refund notification's sign covers, in Przelewy24's order. */
export const p24RefundSignFields = (n: Omit<P24RefundNotification, 'sign' | 'requestId' | 'timestamp'>) => ({
  orderId: n.orderId,
  sessionId: n.sessionId,
  refundsUuid: n.refundsUuid,
  merchantId: n.merchantId,
  amount: n.amount,
  currency: n.currency,
  status: n.status,
})

/** Przelewy24's refundsUuid (at most 35 characters): derived from the request id, so a retried refund is the same one. */
export const p24RefundsUuid = (requestId: string) => createHash('sha256').update(requestId).digest('hex').slice(0, 32)

export interface RegisterTransaction {
  sessionId: string
  amountMinor: number
  currency: string
  description: string
  email: string
  language: string
  urlReturn: string
  urlStatus: string | null
  /** Pay types offered on the hosted page (Przelewy24's method ids); all when empty. */
  methods: number[]
}

export interface RegionalProvider {
  readonly kind: 'regional'
  readonly name: 'przelewy24'
  /** Registers the transaction; answers where the shopper's browser goes. */
  register(input: RegisterTransaction): Promise<{ token: string; url: string }>
  bySession(sessionId: string): Promise<RegionalTransaction | null>
  /** Confirms a paid transaction (Przelewy24 keeps the money in escrow until it is verified). */
  verify(tx: RegionalTransaction): Promise<void>
  /**
   * Refunds a verified transaction in full (`POST /transaction/refund`); `requestId` makes a retry
   * the same refund. `urlStatus` is where Przelewy24 sends the refund's notification.
   */
  refund(tx: RegionalTransaction, requestId: string, urlStatus?: string | null): Promise<void>
  /** Verifies a notification's signature over its raw body; throws WebhookSignatureError. */
  verifyNotification(rawBody: string): P24Notification
  /** Verifies a refund notification's signature over its raw body; throws WebhookSignatureError. */
  verifyRefundNotification(rawBody: string): P24RefundNotification
}

/** A refund notification carries `refundsUuid`; a transaction's does not. */
export function isRefundNotification(rawBody: string): boolean {
  try {
    const parsed: unknown = JSON.parse(rawBody)
    return typeof parsed === 'object' && parsed !== null && 'refundsUuid' in parsed
  } catch {
    return false
  }
}

/** The two signs are equal (constant time). */
function sameSign(given: string, expected: string) {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

export function przelewy24Provider(options: Przelewy24Options): RegionalProvider {
  const base = options.baseUrl.replace(/\/+$/, '')
  const timeoutMs = options.timeoutMs ?? P24_TIMEOUT_MS
  const auth = `Basic ${Buffer.from(`${options.posId}:${options.apiKey}`).toString('base64')}`

  async function call(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), timeoutMs)
    let response: Response
    try {
      response = await fetch(`${base}/api/v1${path}`, {
        method,
        headers: { authorization: auth, 'content-type': 'application/json', accept: 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
        redirect: 'error',
      })
      const json = await response.json().catch(() => null)
      if (response.status === 401 || response.status === 403)
        throw new ProviderCredentialsRejected('Przelewy24 refused the credentials', { status: response.status })
      if (response.status >= 500 || response.status === 429) throw new ProviderUnavailable('Przelewy24 failed', { status: response.status })
      return { status: response.status, json }
    } catch (error) {
      if (error instanceof PaymentRejected || error instanceof ProviderUnavailable) throw error
      throw new ProviderUnavailable(
        controller.signal.aborted ? `No answer from Przelewy24 within ${timeoutMs} ms` : 'Przelewy24 unreachable',
        {
          cause: error,
        },
      )
    } finally {
      clearTimeout(timer)
    }
  }
  const rejected = (what: string, answer: { status: number; json: unknown }) =>
    new PaymentRejected(`${what}: ${String((answer.json as { error?: unknown } | null)?.error ?? answer.status)}`, {
      status: answer.status,
    })

  return {
    kind: 'regional',
    name: 'przelewy24',

    async register(input) {
      const sign = p24Sign(
        { sessionId: input.sessionId, merchantId: options.merchantId, amount: input.amountMinor, currency: input.currency },
        options.crc,
      )
      const answer = await call('POST', '/transaction/register', {
        merchantId: options.merchantId,
        posId: options.posId,
        sessionId: input.sessionId,
        amount: input.amountMinor,
        currency: input.currency,
        description: input.description.slice(0, 1024),
        email: input.email,
        country: 'PL',
        language: input.language,
        urlReturn: input.urlReturn,
        ...(input.urlStatus ? { urlStatus: input.urlStatus } : {}),
        ...(input.methods.length === 1 ? { method: input.methods[0] } : {}),
        ...(input.methods.length > 1 ? { methodRefId: input.methods.join(',') } : {}),
        sign,
      })
      const token = (answer.json as { data?: { token?: unknown } } | null)?.data?.token
      if (answer.status !== 200 || typeof token !== 'string') throw rejected('Registering the transaction', answer)
      return { token, url: `${base}/trnRequest/${encodeURIComponent(token)}` }
    },

    async bySession(sessionId) {
      const answer = await call('GET', `/transaction/by/sessionId/${encodeURIComponent(sessionId)}`)
      if (answer.status === 404) return null
      const data = (answer.json as { data?: Record<string, unknown> } | null)?.data
      if (answer.status !== 200 || !data) throw rejected('Reading the transaction', answer)
      return {
        sessionId,
        orderId: Number(data.orderId ?? 0),
        status: Number(data.status ?? 0),
        amountMinor: Number(data.amount ?? 0),
        currency: String(data.currency ?? ''),
        method: Number(data.paymentMethod ?? 0),
      }
    },

    async verify(tx) {
      const sign = p24Sign({ sessionId: tx.sessionId, orderId: tx.orderId, amount: tx.amountMinor, currency: tx.currency }, options.crc)
      const answer = await call('PUT', '/transaction/verify', {
        merchantId: options.merchantId,
        posId: options.posId,
        sessionId: tx.sessionId,
        amount: tx.amountMinor,
        currency: tx.currency,
        orderId: tx.orderId,
        sign,
      })
      if (answer.status !== 200) throw rejected('Verifying the transaction', answer)
    },

    async refund(tx, requestId, urlStatus) {
      const answer = await call('POST', '/transaction/refund', {
        requestId,
        refundsUuid: p24RefundsUuid(requestId),
        refunds: [{ orderId: tx.orderId, sessionId: tx.sessionId, amount: tx.amountMinor, description: 'Reservation cancelled' }],
        ...(urlStatus ? { urlStatus } : {}),
      })
      if (answer.status !== 201 && answer.status !== 200) throw rejected('Refunding the transaction', answer)
    },

    verifyNotification(rawBody) {
      let parsed: P24Notification
      try {
        parsed = p24Notification.parse(JSON.parse(rawBody))
      } catch {
        throw new WebhookSignatureError('Not a Przelewy24 notification')
      }
      const expected = p24Sign(
        {
          merchantId: parsed.merchantId,
          posId: parsed.posId,
          sessionId: parsed.sessionId,
          amount: parsed.amount,
          originAmount: parsed.originAmount,
          currency: parsed.currency,
          orderId: parsed.orderId,
          methodId: parsed.methodId,
          statement: parsed.statement,
        },
        options.crc,
      )
      if (!sameSign(parsed.sign, expected) || parsed.merchantId !== options.merchantId)
        throw new WebhookSignatureError('The notification is not signed with our CRC key')
      return parsed
    },

    verifyRefundNotification(rawBody) {
      let parsed: P24RefundNotification
      try {
        parsed = p24RefundNotification.parse(JSON.parse(rawBody))
      } catch {
        throw new WebhookSignatureError('Not a Przelewy24 refund notification')
      }
      if (!sameSign(parsed.sign, p24Sign(p24RefundSignFields(parsed), options.crc)) || parsed.merchantId !== options.merchantId)
        throw new WebhookSignatureError('The refund notification is not signed with our CRC key')
      return parsed
    },
  }
}
