import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { p24RefundSignFields, p24Sign } from './przelewy24.server.ts'

/**
 * A local stand-in for Przelewy24 (ADR 100): the REST calls the regional provider makes
 * (`przelewy24.server.ts`: register, by sessionId, verify, refund) and the hosted payment page
 * (`/trnRequest/{token}`) where the shopper picks a pay type and pays or fails; a payment sends the
 * signed notification to the transaction's `urlStatus`, then the shopper back to `urlReturn`. A
 * refund (`POST /api/v1/transaction/refund`, as Przelewy24's API has it) sends its signed refund
 * notification to the refund's `urlStatus`, else to the transaction's (Przelewy24 would use the
 * address set in its panel).
 * For development, the demo and tests; never for real money.
 */
export interface P24SandboxTransaction {
  token: string
  sessionId: string
  amount: number
  currency: string
  description: string
  urlReturn: string
  urlStatus: string | null
  /** 0 no payment, 1 paid (awaiting verification), 2 verified, 3 refunded. */
  status: number
  orderId: number
  methodId: number
}

export interface P24Sandbox {
  url: string
  merchantId: number
  posId: number
  apiKey: string
  crc: string
  transactions(): P24SandboxTransaction[]
  /** The shopper's choice on the hosted page, without the page (tests); answers the notification's body. */
  pay(token: string, methodId?: number): Promise<string | null>
  /** The notifications sent (payments and refunds), with their answers' statuses. */
  notifications(): { body: string; status: number | null }[]
  /** The refunds made, one per requestId. */
  refunds(): { requestId: string; refundsUuid: string; sessionId: string; orderId: number; amount: number }[]
  close(): Promise<void>
}

/** The pay types the hosted page offers (Przelewy24's method ids). */
export const P24_PAY_TYPES: Readonly<Record<number, string>> = { 154: 'BLIK', 25: 'mTransfer (mBank)', 218: 'Card (Visa, Mastercard)' }

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!)

export async function startPrzelewy24Sandbox(
  options: { merchantId?: number; posId?: number; apiKey?: string; crc?: string } = {},
): Promise<P24Sandbox> {
  const merchantId = options.merchantId ?? 100_001
  const posId = options.posId ?? merchantId
  const apiKey = options.apiKey ?? 'forecourt-p24-sandbox-key'
  const crc = options.crc ?? 'forecourtp24crc'
  const auth = `Basic ${Buffer.from(`${posId}:${apiKey}`).toString('base64')}`
  const byToken = new Map<string, P24SandboxTransaction>()
  const bySession = new Map<string, P24SandboxTransaction>()
  const sent: { body: string; status: number | null }[] = []
  const refunds = new Map<string, { requestId: string; refundsUuid: string; sessionId: string; orderId: number; amount: number }>()
  let nextOrderId = 300_000_001
  let url = ''

  async function pay(token: string, methodId = 154): Promise<string | null> {
    const tx = byToken.get(token)
    if (!tx || tx.status !== 0) return null
    tx.status = 1
    tx.orderId = nextOrderId++
    tx.methodId = methodId
    const fields = {
      merchantId,
      posId,
      sessionId: tx.sessionId,
      amount: tx.amount,
      originAmount: tx.amount,
      currency: tx.currency,
      orderId: tx.orderId,
      methodId,
      statement: `p24-${tx.orderId}`,
    }
    const body = JSON.stringify({ ...fields, sign: p24Sign(fields, crc) })
    if (tx.urlStatus) await notify(tx.urlStatus, body)
    return body
  }

  async function notify(target: string, body: string) {
    const entry: { body: string; status: number | null } = { body, status: null }
    sent.push(entry)
    try {
      const answer = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
      entry.status = answer.status
    } catch {
      entry.status = 0
    }
  }

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  }

  function page(tx: P24SandboxTransaction | undefined) {
    if (!tx || tx.status !== 0)
      return '<!doctype html><html lang="en"><meta charset="utf-8"><title>Przelewy24 sandbox</title><main><h1>Przelewy24 sandbox</h1><p>This payment cannot be made.</p></main></html>'
    const amount = `${(tx.amount / 100).toFixed(2)} ${escapeHtml(tx.currency)}`
    const choices = Object.entries(P24_PAY_TYPES)
      .map(
        ([id, name], i) =>
          `<p><label><input type="radio" name="method" value="${id}"${i === 0 ? ' checked' : ''}> ${escapeHtml(name)}</label></p>`,
      )
      .join('')
    return `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><link rel="icon" href="data:,"><title>Przelewy24 sandbox</title>
<main style="font-family:sans-serif;max-width:32rem;margin:2rem auto"><h1>Przelewy24 sandbox</h1>
<p>${escapeHtml(tx.description)}: ${amount}. No real money moves.</p>
<form method="post" action="/trnRequest/${escapeHtml(tx.token)}"><fieldset><legend>Pay type</legend>${choices}</fieldset>
<p><button type="submit" name="outcome" value="pay">Pay ${amount}</button></p>
<p><button type="submit" name="outcome" value="fail">Fail the payment</button></p></form></main></html>`
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      void (async () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const address = new URL(req.url ?? '/', url)
        const method = req.method ?? 'GET'
        const hosted = /^\/trnRequest\/([\w-]+)$/.exec(address.pathname)
        if (hosted) {
          const tx = byToken.get(hosted[1]!)
          if (method === 'GET') {
            res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
            return res.end(page(tx))
          }
          const form = new URLSearchParams(raw)
          if (tx && form.get('outcome') === 'pay') await pay(tx.token, Number(form.get('method') ?? 154))
          res.writeHead(303, { location: tx?.urlReturn ?? '/' })
          return res.end()
        }
        if (!address.pathname.startsWith('/api/v1/')) return json(res, 404, { error: 'Not found', code: 404 })
        if (req.headers.authorization !== auth) return json(res, 401, { error: 'Incorrect authentication', code: 401 })
        let body: Record<string, unknown> = {}
        try {
          body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {}
        } catch {
          return json(res, 400, { error: 'Invalid JSON', code: 400 })
        }
        const path = address.pathname.slice('/api/v1'.length)
        if (method === 'POST' && path === '/transaction/register') {
          const sessionId = String(body.sessionId ?? '')
          const amount = Number(body.amount)
          const currency = String(body.currency ?? '')
          const expected = p24Sign({ sessionId, merchantId, amount, currency }, crc)
          if (body.sign !== expected) return json(res, 400, { error: 'Incorrect sign', code: 400 })
          if (!Number.isInteger(amount) || amount <= 0) return json(res, 400, { error: 'Incorrect amount', code: 400 })
          // One transaction per session: registering it again answers the same token.
          const existing = bySession.get(sessionId)
          if (existing) return json(res, 200, { data: { token: existing.token }, responseCode: 0 })
          const tx: P24SandboxTransaction = {
            token: randomBytes(16).toString('hex').toUpperCase(),
            sessionId,
            amount,
            currency,
            description: String(body.description ?? ''),
            urlReturn: String(body.urlReturn ?? ''),
            urlStatus: typeof body.urlStatus === 'string' ? body.urlStatus : null,
            status: 0,
            orderId: 0,
            methodId: 0,
          }
          byToken.set(tx.token, tx)
          bySession.set(sessionId, tx)
          return json(res, 200, { data: { token: tx.token }, responseCode: 0 })
        }
        const session = /^\/transaction\/by\/sessionId\/(.+)$/.exec(path)
        if (method === 'GET' && session) {
          const tx = bySession.get(decodeURIComponent(session[1]!))
          if (!tx) return json(res, 404, { error: 'Transaction not found', code: 404 })
          return json(res, 200, {
            data: {
              sessionId: tx.sessionId,
              orderId: tx.orderId,
              status: tx.status,
              amount: tx.amount,
              currency: tx.currency,
              paymentMethod: tx.methodId,
              description: tx.description,
            },
            responseCode: 0,
          })
        }
        if (method === 'PUT' && path === '/transaction/verify') {
          const tx = bySession.get(String(body.sessionId ?? ''))
          const expected = tx && p24Sign({ sessionId: tx.sessionId, orderId: tx.orderId, amount: tx.amount, currency: tx.currency }, crc)
          if (!tx || body.sign !== expected || tx.status === 0) return json(res, 400, { error: 'Incorrect sign or transaction', code: 400 })
          if (tx.status === 1) tx.status = 2
          return json(res, 200, { data: { status: 'success' }, responseCode: 0 })
        }
        if (method === 'POST' && path === '/transaction/refund') {
          const requestId = String(body.requestId ?? '')
          const refundsUuid = String(body.refundsUuid ?? '')
          const refund = (body.refunds as { orderId?: number; sessionId?: string; amount?: number }[] | undefined)?.[0]
          if (!requestId || !refundsUuid || refundsUuid.length > 35 || !refund)
            return json(res, 400, { error: 'Incorrect requestId, refundsUuid or refunds', code: 400 })
          const answer = (tx: P24SandboxTransaction) =>
            json(res, 201, {
              data: [{ orderId: tx.orderId, sessionId: tx.sessionId, amount: tx.amount, status: true, message: 'success' }],
              responseCode: 0,
            })
          const tx = bySession.get(String(refund.sessionId ?? ''))
          // The same request again: the refund already made.
          if (tx && refunds.has(requestId)) return answer(tx)
          // Only a verified transaction can be refunded, once, in full here.
          if (!tx || tx.orderId !== refund.orderId || tx.status !== 2 || refund.amount !== tx.amount)
            return json(res, 400, { error: 'Transaction not found or not refundable', code: 400 })
          tx.status = 3
          refunds.set(requestId, { requestId, refundsUuid, sessionId: tx.sessionId, orderId: tx.orderId, amount: tx.amount })
          answer(tx)
          const target = typeof body.urlStatus === 'string' ? body.urlStatus : tx.urlStatus
          if (target) {
            const fields = p24RefundSignFields({
              orderId: tx.orderId,
              sessionId: tx.sessionId,
              refundsUuid,
              merchantId,
              amount: tx.amount,
              currency: tx.currency,
              status: 0,
            })
            await notify(
              target,
              JSON.stringify({ ...fields, requestId, timestamp: Math.floor(Date.now() / 1000), sign: p24Sign(fields, crc) }),
            )
          }
          return
        }
        return json(res, 404, { error: 'Not found', code: 404 })
      })()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port, address } = server.address() as AddressInfo
  url = `http://${address}:${port}`
  return {
    url,
    merchantId,
    posId,
    apiKey,
    crc,
    transactions: () => [...byToken.values()].map((tx) => ({ ...tx })),
    pay,
    notifications: () => [...sent],
    refunds: () => [...refunds.values()].map((r) => ({ ...r })),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
