import { randomUUID } from 'node:crypto'
import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startCardSandbox, stripeSignature, type CardSandbox } from './card-sandbox.server.ts'
import { cardProvider, type CardProviderOptions } from './card.server.ts'
import { PaymentDeclined, PaymentRejected, ProviderCredentialsRejected, ProviderUnavailable, WebhookSignatureError } from './errors.ts'
import type { InitiatePayment, PaymentProvider } from './provider.ts'
import { paymentProviders, stripeFromEnv } from './providers.server.ts'

// The card provider through Stripe's official library, over real HTTP, against the sandbox.

const WEBHOOK_SECRET = `whsec_${randomUUID().replace(/-/g, '')}`

interface Delivery {
  body: string
  signature: string | null
  type: string
  objectId: string
}

let sandbox: CardSandbox
let receiver: Server
const delivered: Delivery[] = []
let provider: PaymentProvider

const providerFor = (options: Partial<CardProviderOptions> = {}) =>
  cardProvider({
    secretKey: sandbox.secretKey,
    webhookSecret: sandbox.webhookSecret,
    host: sandbox.host,
    port: sandbox.port,
    protocol: 'http',
    timeoutMs: 3000,
    ...options,
  })

/** A payment of £500.00 with a marker of its own in the metadata, so the sandbox's intents can be counted per test. */
const payment = (overrides: Partial<InitiatePayment> = {}): InitiatePayment => ({
  amountMinor: 50_000,
  currency: 'gbp',
  captureMethod: 'automatic',
  idempotencyKey: `test-${randomUUID()}`,
  metadata: { marker: randomUUID() },
  ...overrides,
})

const intentsMarked = (marker: string | undefined) =>
  sandbox.intents().filter((intent) => (intent.metadata as Record<string, string>).marker === marker)

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('Expected the call to fail')
}

async function deliveryOf(type: string, objectId: string): Promise<Delivery> {
  const deadline = Date.now() + 5000
  for (;;) {
    const found = delivered.find((d) => d.type === type && d.objectId === objectId)
    if (found) return found
    if (Date.now() > deadline) throw new Error(`No ${type} webhook for ${objectId}; got ${delivered.map((d) => d.type).join(', ')}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const event = JSON.parse(body) as { type: string; data: { object: { id: string } } }
      delivered.push({
        body,
        signature: (req.headers['stripe-signature'] as string) ?? null,
        type: event.type,
        objectId: event.data.object.id,
      })
      res.writeHead(200).end()
    })
  })
  receiver.listen(0, '127.0.0.1')
  await once(receiver, 'listening')
  sandbox = await startCardSandbox({
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhook`,
    slowMs: 1500,
  })
  provider = providerFor()
})

afterAll(async () => {
  await sandbox?.close()
  receiver?.closeAllConnections()
  await new Promise((resolve) => receiver?.close(resolve))
})

describe('cardProvider against the sandbox', () => {
  it('takes a payment with a test card at once', async () => {
    const input = payment({ paymentMethod: 'pm_card_visa', description: 'Deposit, order 1' })
    const paid = await provider.initiate(input)
    expect(paid).toMatchObject({
      state: 'succeeded',
      amountMinor: 50_000,
      currency: 'gbp',
      captureMethod: 'automatic',
      metadata: input.metadata,
      failure: null,
    })
    expect(paid.id).toMatch(/^pi_/)
    expect(paid.clientSecret).toMatch(new RegExp(`^${paid.id}_secret_`))
    expect(await provider.status(paid.id)).toEqual(paid)
    // The key given is the key Stripe saw.
    expect(sandbox.requests().find((r) => r.idempotencyKey === input.idempotencyKey)).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
    })
  })

  it('creates an intent without a card, then authorises it', async () => {
    const created = await provider.initiate(payment())
    expect(created.state).toBe('requires_payment_method')
    const paid = await provider.authorise(created.id, 'pm_card_mastercard', `test-${randomUUID()}`)
    expect(paid).toMatchObject({ id: created.id, state: 'succeeded' })
  })

  it('reports a declined card with the message the shopper may read', async () => {
    const input = payment({ paymentMethod: 'pm_card_chargeDeclined' })
    const error = await rejection(provider.initiate(input))
    expect(error).toBeInstanceOf(PaymentDeclined)
    const declined = error as PaymentDeclined
    expect(declined).toMatchObject({ code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' })
    // The intent exists, waiting for another card.
    expect(declined.paymentId).toMatch(/^pi_/)
    expect(await provider.status(declined.paymentId!)).toMatchObject({
      state: 'requires_payment_method',
      failure: { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
    })
  })

  it('reports insufficient funds, and takes another card on the same intent', async () => {
    const error = await rejection(provider.initiate(payment({ paymentMethod: 'pm_card_chargeDeclinedInsufficientFunds' })))
    expect(error).toBeInstanceOf(PaymentDeclined)
    expect(error).toMatchObject({ code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' })
    const id = (error as PaymentDeclined).paymentId!
    const paid = await provider.authorise(id, 'pm_card_visa', `test-${randomUUID()}`)
    expect(paid).toMatchObject({ id, state: 'succeeded', failure: null })
  })

  it('holds a payment with manual capture, then captures it once', async () => {
    const held = await provider.initiate(payment({ captureMethod: 'manual', paymentMethod: 'pm_card_mastercard' }))
    expect(held).toMatchObject({ state: 'requires_capture', captureMethod: 'manual' })
    const captured = await provider.capture(held.id, `test-${randomUUID()}`)
    expect(captured).toMatchObject({ id: held.id, state: 'succeeded', captureMethod: 'manual' })
    const again = await rejection(provider.capture(held.id, `test-${randomUUID()}`))
    expect(again).toBeInstanceOf(PaymentRejected)
    expect(again).toMatchObject({ code: 'payment_intent_unexpected_state', status: 400 })
  })

  it('cancels a held payment, and refuses to cancel one that succeeded', async () => {
    const held = await provider.initiate(payment({ captureMethod: 'manual', paymentMethod: 'pm_card_visa' }))
    expect(await provider.cancel(held.id, `test-${randomUUID()}`)).toMatchObject({ id: held.id, state: 'canceled' })
    const paid = await provider.initiate(payment({ paymentMethod: 'pm_card_visa' }))
    const error = await rejection(provider.cancel(paid.id, `test-${randomUUID()}`))
    expect(error).toBeInstanceOf(PaymentRejected)
    expect(error).toMatchObject({ code: 'payment_intent_unexpected_state' })
    expect((await provider.status(paid.id)).state).toBe('succeeded')
  })

  it('refunds in part, then the rest, and refuses more than was paid', async () => {
    const paid = await provider.initiate(payment({ amountMinor: 10_000, paymentMethod: 'pm_card_visa' }))
    const part = await provider.refund(paid.id, 4_000, `test-${randomUUID()}`)
    expect(part).toEqual({ id: expect.stringMatching(/^re_/), paymentId: paid.id, amountMinor: 4_000, state: 'succeeded' })
    const over = await rejection(provider.refund(paid.id, 7_000, `test-${randomUUID()}`))
    expect(over).toBeInstanceOf(PaymentRejected)
    expect(over).toMatchObject({ param: 'amount', status: 400 })
    expect((over as Error).message).toContain('greater than unrefunded amount')
    const rest = await provider.refund(paid.id, null, `test-${randomUUID()}`)
    expect(rest).toMatchObject({ paymentId: paid.id, amountMinor: 6_000, state: 'succeeded' })
    const none = await rejection(provider.refund(paid.id, null, `test-${randomUUID()}`))
    expect(none).toMatchObject({ code: 'charge_already_refunded' })
  })

  it('refunds a payment in full, and refuses to refund one that was only held', async () => {
    const paid = await provider.initiate(payment({ amountMinor: 2_500, paymentMethod: 'pm_card_visa' }))
    expect(await provider.refund(paid.id, null, `test-${randomUUID()}`)).toMatchObject({ amountMinor: 2_500, state: 'succeeded' })
    const held = await provider.initiate(payment({ captureMethod: 'manual', paymentMethod: 'pm_card_visa' }))
    expect(await rejection(provider.refund(held.id, null, `test-${randomUUID()}`))).toBeInstanceOf(PaymentRejected)
  })

  it('makes one intent for one idempotency key, and refuses the key for another request', async () => {
    const input = payment({ paymentMethod: 'pm_card_visa' })
    const first = await provider.initiate(input)
    const second = await provider.initiate(input)
    expect(second.id).toBe(first.id)
    expect(intentsMarked(input.metadata.marker)).toHaveLength(1)
    expect(
      sandbox
        .requests()
        .filter((r) => r.idempotencyKey === input.idempotencyKey)
        .map((r) => r.replayed),
    ).toEqual([false, true])
    const other = await rejection(provider.initiate({ ...input, amountMinor: 60_000 }))
    expect(other).toBeInstanceOf(PaymentRejected)
    expect(other).toMatchObject({ code: 'idempotency_error', status: 400 })
    expect(intentsMarked(input.metadata.marker)).toHaveLength(1)
  })

  it('refuses a wrong secret key as a credentials problem, not the shopper’s', async () => {
    const wrong = providerFor({ secretKey: 'sk_test_not_the_sandbox_key' })
    const input = payment({ paymentMethod: 'pm_card_visa' })
    const error = await rejection(wrong.initiate(input))
    expect(error).toBeInstanceOf(ProviderCredentialsRejected)
    expect(error).toBeInstanceOf(PaymentRejected)
    expect(error).toMatchObject({ status: 401 })
    expect((error as Error).message).toMatch(/^Invalid API Key provided: sk_test_/)
    expect((error as Error).message).not.toContain('not_the_sandbox')
    expect(intentsMarked(input.metadata.marker)).toHaveLength(0)
  })

  it('acts on a connected account through the Stripe-Account header', async () => {
    const input = payment({ paymentMethod: 'pm_card_visa', connectedAccount: 'acct_1Dealer42' })
    const paid = await provider.initiate(input)
    expect(intentsMarked(input.metadata.marker)).toEqual([expect.objectContaining({ id: paid.id, account: 'acct_1Dealer42' })])
    expect(await provider.status(paid.id, 'acct_1Dealer42')).toMatchObject({ id: paid.id, state: 'succeeded' })
    // The platform's own account does not see it.
    expect(await rejection(provider.status(paid.id))).toMatchObject({ code: 'resource_missing', status: 404 })
    const refund = await provider.refund(paid.id, 1_000, `test-${randomUUID()}`, 'acct_1Dealer42')
    expect(refund.amountMinor).toBe(1_000)
    expect(await rejection(provider.initiate(payment({ connectedAccount: 'not-an-account' })))).toBeInstanceOf(ProviderCredentialsRejected)
  })
})

describe('cardProvider when the provider fails', () => {
  it('gives up at its deadline when no answer comes, and the same key then finds what was done', async () => {
    const quick = providerFor({ timeoutMs: 300 })
    const input = payment({ paymentMethod: 'pm_card_visa' })
    sandbox.failNext(1, 'timeout')
    const started = performance.now()
    const error = await rejection(quick.initiate(input))
    const elapsed = performance.now() - started
    expect(error).toBeInstanceOf(ProviderUnavailable)
    expect(elapsed).toBeGreaterThanOrEqual(290)
    // At the deadline, not after the retries' time too (another 300 ms a try); a loaded machine may
    // add a few hundred ms.
    expect(elapsed).toBeLessThan(900)
    // The sandbox carried the request out and never answered: the worst case. The retry with the
    // same key is answered with the intent that was made, and no second one is.
    const retried = await quick.initiate(input)
    expect(retried.state).toBe('succeeded')
    expect(intentsMarked(input.metadata.marker)).toEqual([expect.objectContaining({ id: retried.id })])
  })

  it('keeps to one deadline across its retries', async () => {
    const quick = providerFor({ timeoutMs: 300, maxNetworkRetries: 3 })
    const input = payment({ paymentMethod: 'pm_card_visa' })
    sandbox.failNext(1, 'error')
    sandbox.failNext(1, 'timeout')
    const started = performance.now()
    expect(await rejection(quick.initiate(input))).toBeInstanceOf(ProviderUnavailable)
    // Given up at the one deadline, not after a timeout per try (3 × 300 ms); a loaded machine (the
    // browser tests beside in `npm test`) may add a few hundred ms to the 300.
    expect(performance.now() - started).toBeLessThan(900)
    expect(sandbox.requests().filter((r) => r.idempotencyKey === input.idempotencyKey)).toHaveLength(2)
  })

  it('gives up on a slow issuer at its deadline', async () => {
    const quick = providerFor({ timeoutMs: 300 })
    const input = payment({ paymentMethod: 'pm_card_sandbox_slow' })
    const started = performance.now()
    expect(await rejection(quick.initiate(input))).toBeInstanceOf(ProviderUnavailable)
    // Given up before the issuer answers (1,500 ms): a loaded machine may add a few hundred ms to the 300.
    expect(performance.now() - started).toBeLessThan(1_200)
    const [intent] = intentsMarked(input.metadata.marker)
    expect(intent?.status).toBe('succeeded')
  })

  it('tries a 500 once more with the same key, within its deadline', async () => {
    const input = payment({ paymentMethod: 'pm_card_visa' })
    sandbox.failNext(1, 'error')
    const paid = await provider.initiate(input)
    expect(paid.state).toBe('succeeded')
    const attempts = sandbox.requests().filter((r) => r.idempotencyKey === input.idempotencyKey)
    expect(attempts.map((r) => r.status)).toEqual([500, 200])
    expect(intentsMarked(input.metadata.marker)).toHaveLength(1)
  })

  it('reports 500s beyond its retries as ProviderUnavailable', async () => {
    const input = payment({ paymentMethod: 'pm_card_visa' })
    sandbox.failNext(2, 'error')
    const error = await rejection(provider.initiate(input))
    expect(error).toBeInstanceOf(ProviderUnavailable)
    expect(error).toMatchObject({ status: 500, retriable: true })
    expect(sandbox.requests().filter((r) => r.idempotencyKey === input.idempotencyKey)).toHaveLength(2)
    expect(intentsMarked(input.metadata.marker)).toHaveLength(0)
  })

  it('reports the sandbox’s failing card as ProviderUnavailable, charging nothing', async () => {
    const input = payment({ paymentMethod: 'pm_card_sandbox_error' })
    expect(await rejection(providerFor({ maxNetworkRetries: 0 }).initiate(input))).toMatchObject({
      name: 'ProviderUnavailable',
      status: 500,
    })
    expect(intentsMarked(input.metadata.marker)).toHaveLength(0)
  })

  it('reports a provider that cannot be reached as ProviderUnavailable', async () => {
    const closed = await startCardSandbox({ webhookSecret: WEBHOOK_SECRET })
    await closed.close()
    const error = await rejection(providerFor({ port: closed.port, timeoutMs: 1000 }).status('pi_gone'))
    expect(error).toBeInstanceOf(ProviderUnavailable)
    expect(error).toMatchObject({ status: null })
  })
})

describe('cardProvider.verifyWebhook', () => {
  it('accepts the signed event the sandbox delivers after a payment', async () => {
    const paid = await provider.initiate(payment({ paymentMethod: 'pm_card_visa' }))
    const delivery = await deliveryOf('payment_intent.succeeded', paid.id)
    expect(delivery.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/)
    const event = provider.verifyWebhook(delivery.body, delivery.signature)
    expect(event).toMatchObject({ type: 'payment_intent.succeeded', paymentId: paid.id, connectedAccount: null, refund: null })
    expect(event.id).toMatch(/^evt_/)
    expect(event.payment).toEqual(paid)
    expect(Math.abs(event.created - Date.now() / 1000)).toBeLessThan(10)
  })

  it('gives the refund and the payment of refund events', async () => {
    const paid = await provider.initiate(payment({ paymentMethod: 'pm_card_visa', connectedAccount: 'acct_1Dealer42' }))
    const refund = await provider.refund(paid.id, 500, `test-${randomUUID()}`, 'acct_1Dealer42')
    const created = provider.verifyWebhook(...bodyAndSignature(await deliveryOf('refund.created', refund.id)))
    expect(created).toMatchObject({ type: 'refund.created', refund, paymentId: paid.id, payment: null, connectedAccount: 'acct_1Dealer42' })
    const charge = (
      JSON.parse((await deliveryOf('payment_intent.succeeded', paid.id)).body) as { data: { object: { latest_charge: string } } }
    ).data.object
    const refunded = provider.verifyWebhook(...bodyAndSignature(await deliveryOf('charge.refunded', charge.latest_charge)))
    expect(refunded).toMatchObject({ type: 'charge.refunded', paymentId: paid.id, connectedAccount: 'acct_1Dealer42' })
  })

  it('gives the failure of a payment_failed event', async () => {
    const error = (await rejection(
      provider.initiate(payment({ paymentMethod: 'pm_card_chargeDeclinedInsufficientFunds' })),
    )) as PaymentDeclined
    const event = provider.verifyWebhook(...bodyAndSignature(await deliveryOf('payment_intent.payment_failed', error.paymentId!)))
    expect(event.payment).toMatchObject({ state: 'requires_payment_method', failure: { declineCode: 'insufficient_funds' } })
  })

  it('refuses a tampered body, another secret, an old signature and none', async () => {
    const paid = await provider.initiate(payment({ amountMinor: 1_000, paymentMethod: 'pm_card_visa' }))
    const { body, signature } = await deliveryOf('payment_intent.succeeded', paid.id)
    expect(() => provider.verifyWebhook(body, signature)).not.toThrow()

    const tampered = body.replace('"amount": 1000', '"amount": 1')
    expect(tampered).not.toBe(body)
    expect(() => provider.verifyWebhook(tampered, signature)).toThrow(WebhookSignatureError)

    const otherSecret = providerFor({ webhookSecret: 'whsec_someone_else' })
    expect(() => otherSecret.verifyWebhook(body, signature)).toThrow(WebhookSignatureError)

    const nowS = Math.floor(Date.now() / 1000)
    // Signed as the sandbox signs, with a fresh timestamp it is accepted: only the age differs below.
    expect(() => provider.verifyWebhook(body, stripeSignature(body, WEBHOOK_SECRET, nowS))).not.toThrow()
    expect(() => provider.verifyWebhook(body, stripeSignature(body, WEBHOOK_SECRET, nowS - 301))).toThrow(WebhookSignatureError)

    expect(() => provider.verifyWebhook(body, null)).toThrow(WebhookSignatureError)
    expect(() => provider.verifyWebhook(body, 't=1,v1=00')).toThrow(WebhookSignatureError)
  })
})

function bodyAndSignature(delivery: Delivery): [string, string | null] {
  return [delivery.body, delivery.signature]
}

describe('the card provider from the environment', () => {
  const keys = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }
  it.each([
    ['the secret keys and the publishable key: Stripe’s card fields', { ...keys, STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' }, 'pk_test_abc'],
    ['the secret keys alone: no card fields to show', keys, null],
  ])('%s', (_case, env, publishable) => {
    const providers = paymentProviders({ stripe: stripeFromEnv(env), sandbox: false })
    expect(providers.sandbox).toBe(false)
    expect(providers.cardPublishableKey).toBe(publishable)
  })
})
