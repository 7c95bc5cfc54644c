import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PaymentDeclined, PaymentRejected, ProviderCredentialsRejected, ProviderUnavailable, WebhookSignatureError } from './errors.ts'
import { eventOrderId, paypalProvider, paypalValue, walletState } from './paypal.server.ts'
import { startPaypalSandbox, type PaypalSandbox } from './paypal-sandbox.server.ts'
import type { WalletProvider } from './provider.ts'

// PayPal's official SDK talking real HTTP to the local PayPal sandbox (ADR 100).

let sandbox: PaypalSandbox
let wallet: WalletProvider
const order = (key: string, amountMinor = 25_000) =>
  wallet.createOrder({
    amountMinor,
    currency: 'GBP',
    idempotencyKey: key,
    reference: '11111111-1111-4111-8111-111111111111',
    returnUrl: 'http://shop.test/checkout?paypal=return',
    cancelUrl: 'http://shop.test/checkout?paypal=cancel',
  })

beforeAll(async () => {
  sandbox = await startPaypalSandbox({ holdMs: 3000 })
  wallet = paypalProvider({ clientId: sandbox.clientId, clientSecret: sandbox.clientSecret, apiUrl: sandbox.url, timeoutMs: 1000 })
})
afterAll(() => sandbox?.close())

describe('the PayPal provider against the PayPal sandbox', () => {
  it('creates an order the shopper approves, captures it and refunds the capture', async () => {
    const created = await order('k-1')
    expect(created).toMatchObject({ state: 'requires_action', status: 'PAYER_ACTION_REQUIRED', amountMinor: 25_000, currency: 'GBP' })
    expect(created.approveUrl).toBe(`${sandbox.url}/checkoutnow?token=${created.id}`)
    expect(sandbox.orders().find((o) => o.id === created.id)?.amount).toEqual({ currency_code: 'GBP', value: '250.00' })
    // Not approved yet: capturing is refused, nothing is taken.
    await expect(wallet.captureOrder(created.id, `capture:${created.id}`)).rejects.toBeInstanceOf(PaymentRejected)
    sandbox.approve(created.id)
    expect((await wallet.getOrder(created.id)).state).toBe('requires_confirmation')
    const captured = await wallet.captureOrder(created.id, `capture:${created.id}-2`)
    expect(captured).toMatchObject({ state: 'succeeded', status: 'COMPLETED', captureId: expect.any(String) })
    const refund = await wallet.refundCapture(captured.captureId!, `refund:${created.id}`)
    expect(refund).toMatchObject({ state: 'succeeded', amountMinor: 25_000 })
    expect((await wallet.getOrder(created.id)).refundedMinor).toBe(25_000)
  })

  it('the same PayPal-Request-Id makes one order', async () => {
    const [a, b] = await Promise.all([order('k-same'), order('k-same')])
    const again = await order('k-same')
    expect(new Set([a.id, b.id, again.id]).size).toBe(1)
    expect(sandbox.orders().filter((o) => o.id === a.id)).toHaveLength(1)
  })

  it('a declined funding source is PaymentDeclined at capture', async () => {
    const created = await order('k-decline')
    sandbox.approve(created.id, 'decline')
    const error = await wallet.captureOrder(created.id, `capture:${created.id}`).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PaymentDeclined)
    expect((error as PaymentDeclined).code).toBe('INSTRUMENT_DECLINED')
  })

  it('a failing or silent sandbox is ProviderUnavailable within the deadline; one 500 is retried', async () => {
    sandbox.failNext(1, 'error')
    expect((await order('k-retry')).state).toBe('requires_action')
    sandbox.failNext(2, 'error')
    await expect(order('k-fail')).rejects.toBeInstanceOf(ProviderUnavailable)
    sandbox.failNext(1, 'timeout')
    const started = Date.now()
    await expect(wallet.getOrder('NOSUCHORDER')).rejects.toBeInstanceOf(ProviderUnavailable)
    expect(Date.now() - started).toBeLessThan(2500)
  })

  it('wrong credentials are ProviderCredentialsRejected; an unknown order is PaymentRejected', async () => {
    const wrong = paypalProvider({ clientId: 'someone', clientSecret: 'else', apiUrl: sandbox.url, timeoutMs: 1000 })
    await expect(wrong.getOrder('X')).rejects.toBeInstanceOf(ProviderCredentialsRejected)
    await expect(wallet.getOrder('NOSUCHORDER')).rejects.toBeInstanceOf(PaymentRejected)
  })

  it("the sandbox's approval page: pay sends the shopper back approved, cancel sends them to cancel_url", async () => {
    const created = await order('k-page')
    const page = await (await fetch(created.approveUrl!)).text()
    expect(page).toContain('Pay 250.00 GBP')
    const approve = await fetch(`${sandbox.url}/checkoutnow`, {
      method: 'POST',
      body: new URLSearchParams({ token: created.id, choice: 'pay' }),
      redirect: 'manual',
    })
    expect(approve.status).toBe(303)
    expect(approve.headers.get('location')).toBe(`http://shop.test/checkout?paypal=return&token=${created.id}&PayerID=SANDBOXPAYER1`)
    expect((await wallet.getOrder(created.id)).state).toBe('requires_confirmation')
    const other = await order('k-page-cancel')
    const cancel = await fetch(`${sandbox.url}/checkoutnow`, {
      method: 'POST',
      body: new URLSearchParams({ token: other.id, choice: 'cancel' }),
      redirect: 'manual',
    })
    expect(cancel.headers.get('location')).toBe(`http://shop.test/checkout?paypal=cancel&token=${other.id}`)
    expect((await wallet.getOrder(other.id)).state).toBe('requires_action')
  })

  it('maps amounts and states', () => {
    expect(paypalValue(25_000, 'GBP')).toBe('250.00')
    expect(paypalValue(25_000, 'JPY')).toBe('25000')
    expect(walletState('COMPLETED', 'DECLINED')).toBe('requires_payment_method')
    expect(walletState('VOIDED', undefined)).toBe('canceled')
    expect(walletState('SOMETHING_NEW', undefined)).toBe('processing')
  })
})

describe("PayPal's webhook events", () => {
  it.each([
    [
      'a capture names its order',
      'capture',
      { id: 'CAP1', supplementary_data: { related_ids: { order_id: 'ORD1' } } },
      { orderId: 'ORD1', captureId: null },
    ],
    ['a capture without it: its own id to ask', 'capture', { id: 'CAP1' }, { orderId: null, captureId: 'CAP1' }],
    ['an order is its own', 'checkout-order', { id: 'ORD2' }, { orderId: 'ORD2', captureId: null }],
    [
      "a refund: its capture from the 'up' link",
      'refund',
      {
        id: 'REF1',
        links: [
          { rel: 'self', href: 'https://api-m.paypal.com/v2/payments/refunds/REF1' },
          { rel: 'up', href: 'https://api-m.paypal.com/v2/payments/captures/CAP9' },
        ],
      },
      { orderId: null, captureId: 'CAP9' },
    ],
    ['something else names nothing', 'dispute', { id: 'PP-D-1' }, { orderId: null, captureId: null }],
    ['no resource', 'capture', null, { orderId: null, captureId: null }],
  ])('%s', (_, resourceType, resource, expected) => {
    expect(eventOrderId(resourceType, resource)).toEqual(expected)
  })

  it('are refused without a webhook id, and verified by PayPal with one', async () => {
    expect(wallet.receivesWebhooks).toBe(false)
    await expect(wallet.verifyWebhook('{}', () => undefined)).rejects.toBeInstanceOf(WebhookSignatureError)

    const hooked = paypalProvider({
      clientId: sandbox.clientId,
      clientSecret: sandbox.clientSecret,
      apiUrl: sandbox.url,
      timeoutMs: 1000,
      webhookId: sandbox.webhookId,
    })
    const created = await order('k-webhook')
    sandbox.approve(created.id)
    await hooked.captureOrder(created.id, `capture:${created.id}`)
    const completed = sandbox.events().find((e) => e.type === 'PAYMENT.CAPTURE.COMPLETED' && e.body.includes(created.id))!
    const header = (headers: Record<string, string>) => (name: string) => headers[name]
    expect(await hooked.verifyWebhook(completed.body, header(completed.headers))).toMatchObject({
      type: 'PAYMENT.CAPTURE.COMPLETED',
      orderId: created.id,
    })
    // Another webhook's id, a changed body, a missing header, a body that is not an event.
    const other = paypalProvider({
      ...{ clientId: sandbox.clientId, clientSecret: sandbox.clientSecret, apiUrl: sandbox.url },
      webhookId: 'WH-OTHER',
    })
    await expect(other.verifyWebhook(completed.body, header(completed.headers))).rejects.toThrow('PayPal did not verify the signature.')
    await expect(hooked.verifyWebhook(completed.body.replace('COMPLETED', 'DENIED'), header(completed.headers))).rejects.toBeInstanceOf(
      WebhookSignatureError,
    )
    const { ['paypal-cert-url']: _, ...partial } = completed.headers
    await expect(hooked.verifyWebhook(completed.body, header(partial))).rejects.toThrow('The paypal-cert-url header is missing.')
    await expect(hooked.verifyWebhook('[1]', header(completed.headers))).rejects.toThrow('not a PayPal event')
  })
})
