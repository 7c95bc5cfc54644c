import { randomUUID } from 'node:crypto'
import { tmpdir } from 'node:os'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { orderPayments } from '~/db/schema/index.ts'
import { cardProvider } from '~/orders/payments/card.server.ts'
import { startCardSandbox, type CardSandbox } from '~/orders/payments/card-sandbox.server.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { main } from './cli.server.ts'

/** `forecourt orders reconcile`: the scheduled job's work, now, against the card provider of STRIPE_* (ADR 099). */
describeEachEngine('forecourt orders reconcile', (db) => {
  let sandbox: CardSandbox
  beforeAll(async () => {
    sandbox = await startCardSandbox({ webhookSecret: 'whsec_cli' })
  })
  afterAll(() => sandbox.close())
  const run = async (args: string[], env: Record<string, string> = {}) => {
    const out: string[] = []
    const err: string[] = []
    const io = { out: (s: string) => out.push(s), err: (s: string) => err.push(s), stdin: async () => '' }
    const open = async () => ({ ...db().database, close: async () => {} })
    const code = await main(['orders', ...args], io, { DATA_DIR: tmpdir(), ...env }, open)
    return { code, out: out.join('\n'), err: err.join('\n') }
  }
  const stripe = () => ({ STRIPE_SECRET_KEY: sandbox.secretKey, STRIPE_WEBHOOK_SECRET: 'whsec_cli', STRIPE_API_URL: sandbox.url })

  it('gives back an authorised payment left without an order', async () => {
    const card = cardProvider({
      ...{ secretKey: sandbox.secretKey, webhookSecret: 'whsec_cli' },
      host: sandbox.host,
      port: sandbox.port,
      protocol: 'http',
    })
    const lockId = randomUUID()
    const intent = await card.initiate({
      amountMinor: 100_000,
      currency: 'aed',
      captureMethod: 'manual',
      paymentMethod: 'pm_card_visa',
      idempotencyKey: `cli:${lockId}`,
      metadata: {},
    })
    const [row] = await db()
      .database.db.insert(orderPayments)
      .values({
        siteId: db().siteId,
        lockId,
        provider: 'card',
        providerPaymentId: intent.id,
        state: intent.state,
        amountMinor: 100_000,
        currency: 'AED',
        captureMethod: 'manual',
      })
      .returning()
    // Changed just now: left alone by default, given back with --after 0.
    expect(await run(['reconcile'], stripe())).toMatchObject({ code: 0, out: expect.stringContaining('0 given back') })
    expect(await run(['reconcile', '--after', '0'], stripe())).toMatchObject({ code: 0, out: expect.stringContaining('1 given back') })
    const [after] = await db().database.db.select().from(orderPayments).where(eq(orderPayments.id, row!.id))
    expect(after!.state).toBe('canceled')
    await db()
      .database.db.delete(orderPayments)
      .where(sql`true`)
  })

  it('refuses without the card provider, a bad --after and an unknown action', async () => {
    expect((await run(['reconcile'])).err).toContain('set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET')
    expect((await run(['reconcile', '--after', '5000'], stripe())).err).toContain('--after must be 0 to 1440 minutes')
    expect((await run(['refund'])).err).toContain('Usage: forecourt orders reconcile')
  })
})
