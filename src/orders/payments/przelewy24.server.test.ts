import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ProviderCredentialsRejected, ProviderUnavailable, WebhookSignatureError } from './errors.ts'
import { isRefundNotification, p24Sign, przelewy24Provider, type RegionalProvider } from './przelewy24.server.ts'
import { P24_PAY_TYPES, startPrzelewy24Sandbox, type P24Sandbox } from './przelewy24-sandbox.server.ts'

// The regional provider's client talking real HTTP to the local Przelewy24 sandbox (ADR 100).

let sandbox: P24Sandbox
let p24: RegionalProvider

beforeAll(async () => {
  sandbox = await startPrzelewy24Sandbox()
  p24 = przelewy24Provider({
    merchantId: sandbox.merchantId,
    posId: sandbox.posId,
    apiKey: sandbox.apiKey,
    crc: sandbox.crc,
    baseUrl: sandbox.url,
    timeoutMs: 1000,
  })
})
afterAll(() => sandbox?.close())

const register = (sessionId: string) =>
  p24.register({
    sessionId,
    amountMinor: 25_000,
    currency: 'PLN',
    description: 'Reservation',
    email: 'ada@example.com',
    language: 'pl',
    urlReturn: 'http://shop.test/checkout?przelewy24=return',
    urlStatus: null,
    methods: [154],
  })

describe('the Przelewy24 client against the Przelewy24 sandbox', () => {
  it('registers once per session, pays on the hosted page, verifies and refunds', async () => {
    const first = await register('s-1')
    expect(first.url).toBe(`${sandbox.url}/trnRequest/${first.token}`)
    expect((await register('s-1')).token).toBe(first.token)
    expect(await p24.bySession('s-1')).toMatchObject({ status: 0, orderId: 0, amountMinor: 25_000, currency: 'PLN' })
    // The hosted page offers the pay types and pays with the one chosen.
    const page = await (await fetch(first.url)).text()
    for (const name of Object.values(P24_PAY_TYPES)) expect(page).toContain(name)
    const back = await fetch(first.url, {
      method: 'POST',
      body: new URLSearchParams({ method: '25', outcome: 'pay' }),
      redirect: 'manual',
    })
    expect(back.status).toBe(303)
    expect(back.headers.get('location')).toBe('http://shop.test/checkout?przelewy24=return')
    const paid = (await p24.bySession('s-1'))!
    expect(paid).toMatchObject({ status: 1, method: 25 })
    await p24.verify(paid)
    expect((await p24.bySession('s-1'))!.status).toBe(2)
    await p24.refund(paid, 'refund-1')
    expect((await p24.bySession('s-1'))!.status).toBe(3)
  })

  it('a failed payment on the hosted page leaves the transaction unpaid', async () => {
    const { url } = await register('s-2')
    await fetch(url, { method: 'POST', body: new URLSearchParams({ outcome: 'fail' }), redirect: 'manual' })
    expect((await p24.bySession('s-2'))!.status).toBe(0)
    expect(await p24.bySession('no-such-session')).toBeNull()
  })

  it('verifies notifications by their signature', async () => {
    const { token } = await register('s-3')
    const body = (await sandbox.pay(token))!
    expect(p24.verifyNotification(body)).toMatchObject({ sessionId: 's-3', amount: 25_000 })
    const tampered = JSON.stringify({ ...JSON.parse(body), amount: 1 })
    expect(() => p24.verifyNotification(tampered)).toThrow(WebhookSignatureError)
    expect(() => p24.verifyNotification('{')).toThrow(WebhookSignatureError)
    const forged = { ...JSON.parse(body) }
    forged.sign = p24Sign({ sessionId: 's-3' }, 'another-crc')
    expect(() => p24.verifyNotification(JSON.stringify(forged))).toThrow(WebhookSignatureError)
  })

  it('a refund is POST /transaction/refund, once per request id, and its notification is signed', async () => {
    const received: string[] = []
    const { createServer } = await import('node:http')
    const listener = createServer((req, res) => {
      let body = ''
      req.on('data', (chunk: Buffer) => (body += chunk.toString()))
      req.on('end', () => {
        received.push(body)
        res.end('OK')
      })
    })
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve))
    const statusUrl = `http://127.0.0.1:${(listener.address() as { port: number }).port}/refunds`
    try {
      const { token } = await register('s-4')
      const paymentNote = (await sandbox.pay(token))!
      const paid = (await p24.bySession('s-4'))!
      // Only a verified transaction can be refunded.
      await expect(p24.refund(paid, 'refund-s-4', statusUrl)).rejects.toThrow(/not refundable/)
      await p24.verify(paid)
      await p24.refund(paid, 'refund-s-4', statusUrl)
      await p24.refund(paid, 'refund-s-4', statusUrl)
      expect(sandbox.refunds().filter((r) => r.sessionId === 's-4')).toHaveLength(1)
      expect(received).toHaveLength(1)
      const note = p24.verifyRefundNotification(received[0]!)
      expect(note).toMatchObject({ sessionId: 's-4', orderId: paid.orderId, amount: 25_000, status: 0, requestId: 'refund-s-4' })
      expect(() => p24.verifyRefundNotification(JSON.stringify({ ...note, amount: 1 }))).toThrow(WebhookSignatureError)
      expect(() => p24.verifyNotification(received[0]!)).toThrow(WebhookSignatureError)
      expect(isRefundNotification(received[0]!)).toBe(true)
      expect(isRefundNotification(paymentNote)).toBe(false)
    } finally {
      listener.close()
    }
  })

  it('wrong credentials and an unreachable service are told apart', async () => {
    const wrong = przelewy24Provider({ merchantId: 1, posId: 1, apiKey: 'x', crc: 'y', baseUrl: sandbox.url, timeoutMs: 1000 })
    await expect(wrong.bySession('s-1')).rejects.toBeInstanceOf(ProviderCredentialsRejected)
    const gone = przelewy24Provider({ merchantId: 1, posId: 1, apiKey: 'x', crc: 'y', baseUrl: 'http://127.0.0.1:9', timeoutMs: 1000 })
    await expect(gone.bySession('s-1')).rejects.toBeInstanceOf(ProviderUnavailable)
  })
})
