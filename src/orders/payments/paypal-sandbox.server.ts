import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local stand-in for PayPal (ADR 100): an HTTP server that speaks the part of PayPal's REST API
 * the wallet provider calls through PayPal's official SDK (`paypal.server.ts`), closely enough
 * that the SDK works against it unchanged, plus the page where a shopper approves an order (PayPal's
 * `checkoutnow`). For development, the demo and tests; never for real money. Its state lives in its
 * own memory: the application reaches it only over HTTP, as it would reach PayPal.
 *
 * What it speaks:
 * - `POST /v1/oauth2/token` (HTTP Basic with the client id and secret, `grant_type=client_credentials`);
 * - `POST /v2/checkout/orders` (intent CAPTURE, one purchase unit), `GET /v2/checkout/orders/{id}`,
 *   `POST /v2/checkout/orders/{id}/capture`, `POST /v2/payments/captures/{id}/refund`;
 * - `Authorization: Bearer <token>` (401 otherwise); `PayPal-Request-Id` (the first answer replayed
 *   for the same id: one order per id however often it is sent);
 * - PayPal's error bodies (`{ name, message, debug_id, details: [{ issue, description }] }`);
 * - `GET /checkoutnow?token={id}`: the approval page with three choices — pay (approve), pay with a
 *   funding source that will be declined (approve; the capture then fails with
 *   `INSTRUMENT_DECLINED`, as PayPal's own sandbox does), or cancel — that sends the shopper back to
 *   the order's `return_url` or `cancel_url` with `?token={id}`;
 * - `GET /v2/payments/captures/{id}` (with the order's id in `supplementary_data.related_ids`);
 * - webhooks: with a `webhookUrl`, the events `CHECKOUT.ORDER.APPROVED`, `PAYMENT.CAPTURE.COMPLETED`
 *   and `PAYMENT.CAPTURE.REFUNDED` are posted there with PayPal's transmission headers, and
 *   `POST /v1/notifications/verify-webhook-signature` answers `SUCCESS` only for an event it sent,
 *   unaltered, to the webhook id it was given. Its signature is its own (an HMAC, not PayPal's
 *   certificate): the application never checks it itself, it asks the verify call, as with PayPal.
 *
 * What it does not: intent AUTHORIZE, partial refunds of several captures, vaulting.
 *
 * @example
 * const sandbox = await startPaypalSandbox()
 * const wallet = paypalProvider({ clientId: sandbox.clientId, clientSecret: sandbox.clientSecret, apiUrl: sandbox.url })
 * await sandbox.close()
 */
export interface PaypalSandboxOptions {
  port?: number
  host?: string
  clientId?: string
  clientSecret?: string
  /** How long a request `failNext(n, 'timeout')` caught is held before its socket is dropped. */
  holdMs?: number
  /** Where its webhook events are posted; none: they are only kept (`events()`). */
  webhookUrl?: string | null
  /** The webhook's id, as PayPal gives it when a webhook is subscribed (PAYPAL_WEBHOOK_ID). */
  webhookId?: string
}

/** A webhook event the sandbox sent: its body and PayPal's transmission headers, to send again (tests). */
export interface SandboxWebhookEvent {
  id: string
  type: string
  body: string
  headers: Record<string, string>
}

export interface SandboxPaypalOrder {
  id: string
  status: 'CREATED' | 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED' | 'VOIDED'
  amount: { currency_code: string; value: string }
  reference_id: string | null
  custom_id: string | null
  return_url: string | null
  cancel_url: string | null
  /** The shopper chose the funding source that is declined at capture. */
  declines: boolean
  capture: { id: string; status: 'COMPLETED' | 'DECLINED' | 'REFUNDED'; amount: { currency_code: string; value: string } } | null
  refunds: { id: string; status: 'COMPLETED'; amount: { currency_code: string; value: string } }[]
  create_time: string
}

export interface PaypalSandboxRequest {
  method: string
  path: string
  requestId: string | null
  status: number
}

export interface PaypalSandbox {
  host: string
  port: number
  /** `http://host:port` */
  url: string
  clientId: string
  clientSecret: string
  orders(): SandboxPaypalOrder[]
  requests(): PaypalSandboxRequest[]
  /** The shopper's choice on the approval page, without the page (tests). */
  approve(id: string, choice?: 'pay' | 'decline'): void
  /** The next `n` API calls fail: `error` answers 500 before doing anything; `timeout` never answers. */
  failNext(n: number, kind: 'timeout' | 'error'): void
  webhookId: string
  /** The webhook events sent, oldest first. */
  events(): SandboxWebhookEvent[]
  /** Posts an event (one it sent) to the webhook again, as PayPal retries; answers the HTTP status. */
  deliver(event: SandboxWebhookEvent): Promise<number>
  /** A refund made in PayPal's own dashboard: the capture refunded in full, and its event sent. */
  refundInDashboard(orderId: string): void
  close(): Promise<void>
}

export const PAYPAL_SANDBOX_CLIENT_ID = 'forecourt-sandbox-client'
export const PAYPAL_SANDBOX_CLIENT_SECRET = 'forecourt-sandbox-secret'
export const PAYPAL_SANDBOX_WEBHOOK_ID = 'WH-FORECOURT-SANDBOX'
const MAX_BODY_BYTES = 64 * 1024
const MAX_KEPT = 10_000

const newId = (length = 17) => {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'
  return [...randomBytes(length)].map((b) => alphabet[b % alphabet.length]).join('')
}
const debugId = () => randomBytes(6).toString('hex')

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!)

interface Answer {
  status: number
  body: unknown
}

const paypalError = (status: number, name: string, issue: string, description: string): Answer => ({
  status,
  body: { name, message: description, debug_id: debugId(), details: [{ issue, description }] },
})

export async function startPaypalSandbox(options: PaypalSandboxOptions = {}): Promise<PaypalSandbox> {
  const clientId = options.clientId ?? PAYPAL_SANDBOX_CLIENT_ID
  const clientSecret = options.clientSecret ?? PAYPAL_SANDBOX_CLIENT_SECRET
  const tokens = new Set<string>()
  const orders = new Map<string, SandboxPaypalOrder>()
  const captures = new Map<string, string>()
  const replies = new Map<string, { fingerprint: string; answer: Answer }>()
  const requests: PaypalSandboxRequest[] = []
  const failures: ('timeout' | 'error')[] = []
  const held = new Set<http.ServerResponse>()
  const webhookId = options.webhookId ?? PAYPAL_SANDBOX_WEBHOOK_ID
  const signingKey = randomBytes(32)
  const sent: SandboxWebhookEvent[] = []
  let url = ''

  const keep = <K, V>(map: Map<K, V>, key: K, value: V) => {
    map.set(key, value)
    if (map.size > MAX_KEPT) map.delete(map.keys().next().value as K)
  }

  const view = (order: SandboxPaypalOrder) => {
    const links = [{ href: `${url}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' }]
    if (order.status === 'PAYER_ACTION_REQUIRED' || order.status === 'CREATED')
      links.push({
        href: `${url}/checkoutnow?token=${order.id}`,
        rel: order.status === 'CREATED' ? 'approve' : 'payer-action',
        method: 'GET',
      })
    if (order.status === 'APPROVED') links.push({ href: `${url}/v2/checkout/orders/${order.id}/capture`, rel: 'capture', method: 'POST' })
    return {
      id: order.id,
      intent: 'CAPTURE',
      status: order.status,
      create_time: order.create_time,
      purchase_units: [
        {
          reference_id: order.reference_id ?? 'default',
          ...(order.custom_id ? { custom_id: order.custom_id } : {}),
          amount: order.amount,
          ...(order.capture
            ? {
                payments: {
                  captures: [{ id: order.capture.id, status: order.capture.status, amount: order.capture.amount, final_capture: true }],
                  ...(order.refunds.length ? { refunds: order.refunds } : {}),
                },
              }
            : {}),
        },
      ],
      ...(order.status === 'APPROVED' || order.status === 'COMPLETED'
        ? { payer: { payer_id: 'SANDBOXPAYER1', email_address: 'shopper@example.com' } }
        : {}),
      links,
    }
  }

  const captureView = (order: SandboxPaypalOrder) => ({
    id: order.capture!.id,
    status: order.capture!.status,
    amount: order.capture!.amount,
    final_capture: true,
    supplementary_data: { related_ids: { order_id: order.id } },
    links: [{ href: `${url}/v2/payments/captures/${order.capture!.id}`, rel: 'self', method: 'GET' }],
  })

  /** PayPal's transmission signature, as this sandbox makes it: over the id, time, webhook id and body. */
  const transmissionSignature = (transmissionId: string, time: string, hookId: string, body: string) =>
    createHmac('sha256', signingKey)
      .update(`${transmissionId}|${time}|${hookId}|${createHash('sha256').update(body).digest('hex')}`)
      .digest('base64')

  const post = (event: SandboxWebhookEvent) =>
    fetch(options.webhookUrl ?? '', { method: 'POST', headers: { ...event.headers, 'content-type': 'application/json' }, body: event.body })
      .then((response) => response.status)
      .catch(() => 0)

  /** Makes an event and sends it to the webhook (when there is one), in the background as PayPal does. */
  function notify(type: string, resourceType: string, resource: unknown, summary: string) {
    const body = JSON.stringify({
      id: `WH-${newId()}`,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: resourceType,
      event_type: type,
      summary,
      resource,
    })
    const transmissionId = randomUUID()
    const time = new Date().toISOString()
    const event: SandboxWebhookEvent = {
      id: (JSON.parse(body) as { id: string }).id,
      type,
      body,
      headers: {
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-time': time,
        'paypal-transmission-sig': transmissionSignature(transmissionId, time, webhookId, body),
        'paypal-cert-url': `${url}/v1/notifications/certs/CERT-FORECOURT-SANDBOX`,
        'paypal-auth-algo': 'SHA256withRSA',
      },
    }
    sent.push(event)
    if (sent.length > 1000) sent.shift()
    if (options.webhookUrl) void post(event)
  }

  function verifySignature(body: Record<string, unknown>): Answer {
    const field = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : '')
    const event = body.webhook_event
    if (!event || typeof event !== 'object' || !field('transmission_sig'))
      return paypalError(400, 'VALIDATION_ERROR', 'MISSING_REQUIRED_PARAMETER', 'webhook_event and transmission_sig are required.')
    const expected = Buffer.from(
      transmissionSignature(field('transmission_id'), field('transmission_time'), field('webhook_id'), JSON.stringify(event)),
    )
    const given = Buffer.from(field('transmission_sig'))
    const valid =
      field('webhook_id') === webhookId &&
      field('cert_url').startsWith(`${url}/`) &&
      expected.length === given.length &&
      timingSafeEqual(expected, given)
    return { status: 200, body: { verification_status: valid ? 'SUCCESS' : 'FAILURE' } }
  }

  function createOrder(body: Record<string, unknown>): Answer {
    const units = body.purchase_units
    if (body.intent !== 'CAPTURE')
      return paypalError(422, 'UNPROCESSABLE_ENTITY', 'INTENT_NOT_SUPPORTED', 'The sandbox supports intent CAPTURE.')
    if (!Array.isArray(units) || units.length !== 1)
      return paypalError(400, 'INVALID_REQUEST', 'INVALID_ARRAY_LENGTH', 'One purchase unit is expected.')
    const unit = units[0] as { amount?: { currency_code?: unknown; value?: unknown }; reference_id?: unknown; custom_id?: unknown }
    const currency = unit.amount?.currency_code
    const value = unit.amount?.value
    if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency))
      return paypalError(400, 'INVALID_REQUEST', 'INVALID_PARAMETER_VALUE', 'purchase_units[0].amount.currency_code is invalid.')
    if (typeof value !== 'string' || !/^\d{1,10}(\.\d{1,2})?$/.test(value) || Number(value) <= 0)
      return paypalError(400, 'INVALID_REQUEST', 'INVALID_PARAMETER_VALUE', 'purchase_units[0].amount.value is invalid.')
    const source = body.payment_source as { paypal?: { experience_context?: { return_url?: unknown; cancel_url?: unknown } } } | undefined
    const context = source?.paypal?.experience_context ?? (body.application_context as { return_url?: unknown; cancel_url?: unknown })
    const order: SandboxPaypalOrder = {
      id: newId(),
      status: source?.paypal ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
      amount: { currency_code: currency, value },
      reference_id: typeof unit.reference_id === 'string' ? unit.reference_id : null,
      custom_id: typeof unit.custom_id === 'string' ? unit.custom_id : null,
      return_url: typeof context?.return_url === 'string' ? context.return_url : null,
      cancel_url: typeof context?.cancel_url === 'string' ? context.cancel_url : null,
      declines: false,
      capture: null,
      refunds: [],
      create_time: new Date().toISOString(),
    }
    keep(orders, order.id, order)
    return { status: 201, body: view(order) }
  }

  function captureOrder(id: string): Answer {
    const order = orders.get(id)
    if (!order) return paypalError(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.')
    if (order.status === 'COMPLETED') return paypalError(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED', 'Order already captured.')
    if (order.status !== 'APPROVED')
      return paypalError(422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED', 'Payer has not yet approved the Order for payment.')
    if (order.declines) {
      // As PayPal: the shopper is sent back to the approval page to choose another funding source.
      order.status = 'PAYER_ACTION_REQUIRED'
      order.declines = false
      return paypalError(
        422,
        'UNPROCESSABLE_ENTITY',
        'INSTRUMENT_DECLINED',
        'The instrument presented was either declined by the processor or bank, or it cannot be used for this payment.',
      )
    }
    order.capture = { id: newId(), status: 'COMPLETED', amount: order.amount }
    order.status = 'COMPLETED'
    keep(captures, order.capture.id, order.id)
    notify(
      'PAYMENT.CAPTURE.COMPLETED',
      'capture',
      captureView(order),
      `Payment completed for ${order.amount.value} ${order.amount.currency_code}`,
    )
    return { status: 201, body: view(order) }
  }

  function refundCapture(captureId: string): Answer {
    const order = orders.get(captures.get(captureId) ?? '')
    if (!order?.capture) return paypalError(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.')
    if (order.capture.status === 'REFUNDED')
      return paypalError(422, 'UNPROCESSABLE_ENTITY', 'CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded.')
    const refund = { id: newId(), status: 'COMPLETED' as const, amount: order.capture.amount }
    order.refunds.push(refund)
    order.capture.status = 'REFUNDED'
    const links = [
      { href: `${url}/v2/payments/refunds/${refund.id}`, rel: 'self', method: 'GET' },
      { href: `${url}/v2/payments/captures/${captureId}`, rel: 'up', method: 'GET' },
    ]
    notify(
      'PAYMENT.CAPTURE.REFUNDED',
      'refund',
      { ...refund, links },
      `A ${refund.amount.value} ${refund.amount.currency_code} capture payment was refunded`,
    )
    return { status: 201, body: { ...refund, links } }
  }

  function approve(id: string, choice: 'pay' | 'decline' = 'pay') {
    const order = orders.get(id)
    if (!order || (order.status !== 'PAYER_ACTION_REQUIRED' && order.status !== 'CREATED')) return
    order.status = 'APPROVED'
    order.declines = choice === 'decline'
    notify('CHECKOUT.ORDER.APPROVED', 'checkout-order', view(order), 'An order has been approved by buyer')
  }

  function api(method: string, path: string, headers: http.IncomingHttpHeaders, raw: string): Answer {
    if (method === 'POST' && path === '/v1/oauth2/token') {
      const basic = /^Basic (.+)$/.exec(headers.authorization ?? '')?.[1]
      const [id, secret] = basic ? Buffer.from(basic, 'base64').toString('utf8').split(':') : []
      if (id !== clientId || secret !== clientSecret)
        return { status: 401, body: { error: 'invalid_client', error_description: 'Client Authentication failed' } }
      if (new URLSearchParams(raw).get('grant_type') !== 'client_credentials')
        return { status: 400, body: { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' } }
      const token = `A21AA${randomBytes(24).toString('hex')}`
      tokens.add(token)
      return {
        status: 200,
        body: {
          scope: 'https://uri.paypal.com/services/payments/payment',
          access_token: token,
          token_type: 'Bearer',
          app_id: 'APP-SANDBOX',
          expires_in: 32400,
          nonce: debugId(),
        },
      }
    }
    const bearer = /^Bearer (.+)$/.exec(headers.authorization ?? '')?.[1]
    if (!bearer || !tokens.has(bearer))
      return { status: 401, body: { error: 'invalid_token', error_description: 'Token signature verification failed' } }
    let body: Record<string, unknown> = {}
    if (raw) {
      try {
        body = JSON.parse(raw) as Record<string, unknown>
      } catch {
        return paypalError(400, 'INVALID_REQUEST', 'MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.')
      }
    }
    if (method === 'POST' && path === '/v2/checkout/orders') return createOrder(body)
    let match = /^\/v2\/checkout\/orders\/([A-Z0-9]+)$/.exec(path)
    if (method === 'GET' && match) {
      const order = orders.get(match[1]!)
      return order
        ? { status: 200, body: view(order) }
        : paypalError(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.')
    }
    match = /^\/v2\/checkout\/orders\/([A-Z0-9]+)\/capture$/.exec(path)
    if (method === 'POST' && match) return captureOrder(match[1]!)
    match = /^\/v2\/payments\/captures\/([A-Z0-9]+)\/refund$/.exec(path)
    if (method === 'POST' && match) return refundCapture(match[1]!)
    match = /^\/v2\/payments\/captures\/([A-Z0-9]+)$/.exec(path)
    if (method === 'GET' && match) {
      const order = orders.get(captures.get(match[1]!) ?? '')
      return order?.capture
        ? { status: 200, body: captureView(order) }
        : paypalError(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.')
    }
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') return verifySignature(body)
    return paypalError(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', `No ${method} ${path} in the sandbox.`)
  }

  function approvalPage(id: string): string {
    const order = orders.get(id)
    const title = 'PayPal sandbox'
    if (!order || (order.status !== 'PAYER_ACTION_REQUIRED' && order.status !== 'CREATED'))
      return `<!doctype html><html lang="en"><meta charset="utf-8"><title>${title}</title><main><h1>${title}</h1><p>This order cannot be approved.</p></main></html>`
    const amount = `${escapeHtml(order.amount.value)} ${escapeHtml(order.amount.currency_code)}`
    return `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><link rel="icon" href="data:,"><title>${title}</title>
<main style="font-family:sans-serif;max-width:32rem;margin:2rem auto">
<h1>${title}</h1>
<p>Pay ${amount} to the retailer. No real money moves: this is Forecourt's local PayPal sandbox.</p>
<form method="post" action="/checkoutnow">
<input type="hidden" name="token" value="${escapeHtml(order.id)}">
<p><button type="submit" name="choice" value="pay">Pay ${amount}</button></p>
<p><button type="submit" name="choice" value="decline">Pay with a card that will be declined</button></p>
<p><button type="submit" name="choice" value="cancel">Cancel and return to the shop</button></p>
</form></main></html>`
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) req.destroy()
      else chunks.push(chunk)
    })
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8')
      const address = new URL(req.url ?? '/', url)
      const method = req.method ?? 'GET'
      const send = (answer: Answer) => {
        requests.push({
          method,
          path: address.pathname,
          requestId: (req.headers['paypal-request-id'] as string) ?? null,
          status: answer.status,
        })
        if (requests.length > 1000) requests.shift()
        res.writeHead(answer.status, { 'content-type': 'application/json', 'paypal-debug-id': debugId() })
        res.end(JSON.stringify(answer.body))
      }
      if (address.pathname === '/favicon.ico') {
        res.writeHead(204)
        res.end()
        return
      }
      if (address.pathname === '/checkoutnow') {
        if (method === 'GET') {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          res.end(approvalPage(address.searchParams.get('token') ?? ''))
          return
        }
        const form = new URLSearchParams(raw)
        const order = orders.get(form.get('token') ?? '')
        const choice = form.get('choice')
        if (!order || !order.return_url) {
          res.writeHead(404, { 'content-type': 'text/plain' })
          res.end('No such order')
          return
        }
        if (choice === 'pay' || choice === 'decline') approve(order.id, choice)
        const back = new URL(choice === 'cancel' ? (order.cancel_url ?? order.return_url) : order.return_url)
        back.searchParams.set('token', order.id)
        if (choice !== 'cancel') back.searchParams.set('PayerID', 'SANDBOXPAYER1')
        res.writeHead(303, { location: back.toString() })
        res.end()
        return
      }
      const failure = failures.shift()
      if (failure === 'timeout') {
        // The effect is not performed and no answer comes: the client's deadline decides.
        held.add(res)
        setTimeout(() => (held.delete(res), res.destroy()), options.holdMs ?? 15_000).unref()
        return
      }
      if (failure === 'error')
        return send(paypalError(500, 'INTERNAL_SERVER_ERROR', 'INTERNAL_SERVICE_ERROR', 'An internal service error has occurred.'))
      const requestId = method === 'POST' ? ((req.headers['paypal-request-id'] as string | undefined) ?? null) : null
      const fingerprint = `${address.pathname}\n${raw}`
      const replay = requestId ? replies.get(requestId) : undefined
      // PayPal-Request-Id: the same id answers what it answered first, and does nothing again.
      if (replay && replay.fingerprint === fingerprint) return send(replay.answer)
      const answer = api(method, address.pathname, req.headers, raw)
      if (requestId && answer.status < 500) keep(replies, requestId, { fingerprint, answer })
      send(answer)
    })
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve))
  const { port, address } = server.address() as AddressInfo
  url = `http://${address}:${port}`
  return {
    host: address,
    port,
    url,
    clientId,
    clientSecret,
    orders: () => [...orders.values()].map((o) => structuredClone(o)),
    requests: () => [...requests],
    approve,
    failNext(n, kind) {
      for (let i = 0; i < n; i++) failures.push(kind)
    },
    webhookId,
    events: () => [...sent],
    deliver: post,
    refundInDashboard(orderId) {
      const captureId = orders.get(orderId)?.capture?.id
      if (captureId) refundCapture(captureId)
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of held) res.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
