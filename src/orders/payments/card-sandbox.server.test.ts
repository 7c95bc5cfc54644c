import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseStripeForm, startCardSandbox, stripeSignature, type CardSandbox } from './card-sandbox.server.ts'

// The sandbox's own contract, over raw HTTP: what Stripe's library relies on when it talks to it
// (card.server.test.ts drives it through the library).

const WEBHOOK_SECRET = 'whsec_sandbox_test'
let sandbox: CardSandbox

interface Answer {
  status: number
  headers: Headers
  body: { error?: Record<string, unknown> } & Record<string, unknown>
}

async function call(
  method: 'GET' | 'POST',
  path: string,
  form?: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(`${sandbox.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${sandbox.secretKey}`,
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...headers,
    },
    ...(form ? { body: new URLSearchParams(form).toString() } : {}),
  })
  return { status: response.status, headers: response.headers, body: (await response.json()) as Answer['body'] }
}

const visa = { amount: '2000', currency: 'GBP', confirm: 'true', payment_method: 'pm_card_visa', 'allowed_payment_method_types[0]': 'card' }

beforeAll(async () => {
  sandbox = await startCardSandbox({ webhookSecret: WEBHOOK_SECRET })
})

afterAll(async () => {
  await sandbox?.close()
})

describe('parseStripeForm', () => {
  it('nests brackets and makes lists as Stripe reads them', () => {
    expect(
      parseStripeForm(
        'amount=100&metadata[orderId]=o%201&metadata[dealer]=D%5B1%5D&allowed_payment_method_types[0]=card&expand[]=a&expand[]=b',
      ),
    ).toEqual({
      amount: '100',
      metadata: { orderId: 'o 1', dealer: 'D[1]' },
      allowed_payment_method_types: { 0: 'card' },
      expand: { 0: 'a', 1: 'b' },
    })
  })

  it('refuses a name that is both a value and a hash', () => {
    expect(() => parseStripeForm('metadata=x&metadata[a]=b')).toThrow(/Invalid parameter/)
  })
})

describe('the sandbox speaks Stripe', () => {
  it('answers without a key, or with a wrong one, 401 in Stripe’s shape', async () => {
    const none = await call('GET', '/v1/payment_intents/pi_x', undefined, { authorization: '' })
    expect(none.status).toBe(401)
    expect(none.body.error).toMatchObject({
      type: 'invalid_request_error',
      message: expect.stringContaining('You did not provide an API key'),
    })
    const wrong = await call('GET', '/v1/payment_intents/pi_x', undefined, { authorization: 'Bearer sk_test_wrong_key_1234' })
    expect(wrong.status).toBe(401)
    expect(wrong.body.error?.message).toBe('Invalid API Key provided: sk_test_**********1234')
  })

  it('creates and confirms an intent shaped as Stripe’s', async () => {
    const { status, body, headers } = await call('POST', '/v1/payment_intents', { ...visa, 'metadata[orderId]': 'o-1' })
    expect(status).toBe(200)
    expect(body).toMatchObject({
      object: 'payment_intent',
      amount: 2000,
      amount_received: 2000,
      currency: 'gbp',
      capture_method: 'automatic_async',
      status: 'succeeded',
      metadata: { orderId: 'o-1' },
      last_payment_error: null,
      latest_charge: expect.stringMatching(/^ch_/),
      livemode: false,
    })
    expect(body.client_secret).toBe(`${String(body.id)}_secret_${String(body.client_secret).split('_secret_')[1]}`)
    expect(headers.get('request-id')).toMatch(/^req_/)
  })

  it('declines with 402 and the intent, as Stripe does', async () => {
    const { status, body } = await call('POST', '/v1/payment_intents', {
      ...visa,
      payment_method: 'pm_card_chargeDeclinedInsufficientFunds',
    })
    expect(status).toBe(402)
    expect(body.error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
      payment_intent: { object: 'payment_intent', status: 'requires_payment_method' },
    })
  })

  it('refuses unknown parameters, missing ones, and an unknown payment method', async () => {
    const unknown = await call('POST', '/v1/payment_intents', { ...visa, payment_method_types: 'card' })
    expect(unknown.body.error).toMatchObject({ code: 'parameter_unknown', param: 'payment_method_types' })
    const missing = await call('POST', '/v1/payment_intents', { currency: 'gbp' })
    expect(missing.body.error).toMatchObject({ code: 'parameter_missing', param: 'amount' })
    const method = await call('POST', '/v1/payment_intents', { ...visa, payment_method: 'pm_card_unheard_of' })
    expect(method.status).toBe(400)
    expect(method.body.error).toMatchObject({ code: 'resource_missing', param: 'payment_method' })
  })

  it('asks for a return_url when redirecting methods are not ruled out, as Stripe does', async () => {
    const { 'allowed_payment_method_types[0]': _card, ...dashboardMethods } = visa
    const { status, body } = await call('POST', '/v1/payment_intents', dashboardMethods)
    expect(status).toBe(400)
    expect(body.error).toMatchObject({ param: 'return_url' })
  })

  it('replays an idempotent request and refuses its key for another', async () => {
    const key = { 'idempotency-key': `key-${Date.now()}` }
    const first = await call('POST', '/v1/payment_intents', visa, key)
    const again = await call('POST', '/v1/payment_intents', visa, key)
    expect(again.body).toEqual(first.body)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    const other = await call('POST', '/v1/payment_intents', { ...visa, amount: '3000' }, key)
    expect(other.status).toBe(400)
    expect(other.body.error).toMatchObject({ type: 'idempotency_error' })
    // Keys belong to an account: the same key on a connected account is a new request.
    const elsewhere = await call('POST', '/v1/payment_intents', visa, { ...key, 'stripe-account': 'acct_1Other' })
    expect(elsewhere.body.id).not.toBe(first.body.id)
  })

  it('keeps objects to the account they were made on', async () => {
    const { body } = await call('POST', '/v1/payment_intents', visa, { 'stripe-account': 'acct_1Dealer' })
    expect((await call('GET', `/v1/payment_intents/${String(body.id)}`, undefined, { 'stripe-account': 'acct_1Dealer' })).status).toBe(200)
    const platform = await call('GET', `/v1/payment_intents/${String(body.id)}`)
    expect(platform.status).toBe(404)
    expect(platform.body.error).toMatchObject({ code: 'resource_missing' })
    expect(sandbox.requests().at(-2)).toMatchObject({ method: 'GET', account: 'acct_1Dealer', status: 200 })
  })

  it('refuses to cancel or capture from the wrong state', async () => {
    const { body } = await call('POST', '/v1/payment_intents', visa)
    const cancel = await call('POST', `/v1/payment_intents/${String(body.id)}/cancel`, {})
    expect(cancel.status).toBe(400)
    expect(cancel.body.error).toMatchObject({ type: 'invalid_request_error', code: 'payment_intent_unexpected_state' })
    const capture = await call('POST', `/v1/payment_intents/${String(body.id)}/capture`, {})
    expect(capture.body.error).toMatchObject({ code: 'payment_intent_unexpected_state' })
  })

  it('answers an unknown path 404 and a large body 413', async () => {
    expect((await call('GET', '/v1/customers')).status).toBe(404)
    const large = await call('POST', '/v1/payment_intents', { ...visa, description: 'x'.repeat(70 * 1024) })
    expect(large.status).toBe(413)
  })

  it('keeps at most maxObjects intents', async () => {
    const small = await startCardSandbox({ webhookSecret: WEBHOOK_SECRET, maxObjects: 3 })
    try {
      for (let i = 0; i < 5; i++) {
        await fetch(`${small.url}/v1/payment_intents`, {
          method: 'POST',
          headers: { authorization: `Bearer ${small.secretKey}`, 'content-type': 'application/x-www-form-urlencoded' },
          body: `amount=${1000 + i}&currency=gbp`,
        })
      }
      expect(small.intents().map((intent) => intent.amount)).toEqual([1002, 1003, 1004])
    } finally {
      await small.close()
    }
  })
})

describe('the sandbox’s webhooks', () => {
  it('signs as Stripe signs', () => {
    const payload = '{"id":"evt_1"}'
    expect(stripeSignature(payload, WEBHOOK_SECRET, 1_700_000_000)).toBe(
      Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: 1_700_000_000 }),
    )
  })

  it('tries a failing receiver again, and survives one that is gone', async () => {
    let calls = 0
    const flaky: Server = createServer((_req, res) => {
      calls++
      res.writeHead(calls === 1 ? 500 : 200).end()
    })
    flaky.listen(0, '127.0.0.1')
    await once(flaky, 'listening')
    const local = await startCardSandbox({
      webhookSecret: WEBHOOK_SECRET,
      webhookUrl: `http://127.0.0.1:${(flaky.address() as AddressInfo).port}/`,
      webhookRetryMs: [10, 10],
    })
    try {
      const create = (amount: number) =>
        fetch(`${local.url}/v1/payment_intents`, {
          method: 'POST',
          headers: { authorization: `Bearer ${local.secretKey}`, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ ...visa, amount: String(amount) }).toString(),
        })
      expect((await create(1000)).status).toBe(200)
      await local.deliveriesSettled()
      expect(local.events()).toEqual([expect.objectContaining({ type: 'payment_intent.succeeded', delivery: 'delivered', attempts: 2 })])

      flaky.closeAllConnections()
      await new Promise((resolve) => flaky.close(resolve))
      expect((await create(2000)).status).toBe(200)
      await local.deliveriesSettled()
      expect(local.events()[1]).toMatchObject({ delivery: 'failed', attempts: 3 })
      // Still serving.
      expect((await create(3000)).status).toBe(200)
    } finally {
      await local.close()
    }
  })
})
