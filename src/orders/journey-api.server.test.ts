import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { orders, outbox, stockConfigEntries } from '~/db/schema/index.ts'
import { createServices } from '~/server/boot.server.ts'
import { clientsByRole, type TestClient } from '~/test/app.ts'
import { describeEachEngine } from '~/test/engines.ts'

// The rest of the order-online journey over a real database (ADR 101): orders of configurator
// builds.

const BUY = '/api/inventory/buy_online'
const BUILD = 'https://configurator.example.com/build/e7?trim=hse'
const FREE_BUILD = '/configure/e5?trim=s'
const PAID_BUILD = 'https://configurator.example.com/build/v9'

describeEachEngine('order-online journey API (spec 3 §2–§7; ADR 101)', (db) => {
  let shopper: TestClient
  const d = () => db().database.db

  const send = async (method: 'POST' | 'PUT', path: string, body: unknown) => {
    const response = await shopper.request(`${BUY}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
    return { status: response.status, body: await response.json() }
  }
  const post = (path: string, body: unknown) => send('POST', path, body)

  beforeAll(async () => {
    const services = createServices(db().database, mkdtempSync(join(tmpdir(), 'forecourt-journey-')), {
      jobsSchema: db().schema,
      payments: { card: () => Promise.resolve(null), sandbox: true },
    })
    shopper = (await clientsByRole(db(), { services })).anonymous
    const siteId = db().siteId
    await d()
      .insert(stockConfigEntries)
      .values([
        {
          siteId,
          kind: 'order_online',
          configType: 'order_online_checkout_page',
          data: { content: { checkout_payment: { vendor: { type: 'CARD' } }, checkout_details: { title: 'Stock', text: 'Kept' } } },
        },
        {
          siteId,
          kind: 'order_online',
          configType: 'config_order_online',
          data: {
            configurator: {
              hosts: ['configurator.example.com'],
              builds: [
                { config_url: BUILD, item_id: 'x761', brand: 'Aurelia', model: 'E7', version: 'HSE', gross_price: 61000 },
                { config_url: FREE_BUILD, item_id: 'x590', model: 'E5', reservation_fee: 0 },
                { config_url: PAID_BUILD, item_id: 'v9', model: 'V9', reservation_fee: 500 },
              ],
            },
          },
        },
      ])
  })

  describe('configurator builds', () => {
    const start = async (configUrl: string) => {
      const { status, body } = await post('/orders/init', { config_url: configUrl })
      expect(status).toBe(201)
      return { lock_id: body.data.lock_id as string, lock_token: body.data.lock_token as string, data: body.data }
    }
    const orderBuild = (proof: { lock_id: string; lock_token: string }, configUrl: string, fields: Record<string, unknown> = {}) =>
      post('/orders', {
        order: { config_url: configUrl, ...proof, customer_email: 'ada@example.com', customer_name: 'Ada Lovelace', ...fields },
      })

    it('starts a journey on a build without holding anything, and orders it with config_url and no vehicle_id', async () => {
      const proof = await start(BUILD)
      expect(proof.data).toMatchObject({ vehicle_id: null, amount: 0, vendor_type: 'NO_PAYMENT_WITH_CONFIRMATION_EMAIL' })
      const extended = await post('/orders/lock/extend', proof)
      expect(extended.status).toBe(200)
      expect(extended.body.data).toMatchObject({ lock_id: proof.lock_id, vehicle_id: null })
      const created = await orderBuild(proof, BUILD)
      expect(created.status).toBe(201)
      expect(created.body.data).toMatchObject({ vehicle_id: null, status: 'reserved', payment_status: 'not_required' })
      expect(created.body.data.vehicle).toMatchObject({ title: 'Aurelia E7 HSE', item_id: 'x761' })
      const [row] = await d().select().from(orders).where(eq(orders.number, created.body.data.order_number))
      expect(row).toMatchObject({ vehicleId: null, configUrl: BUILD, customerEmail: 'ada@example.com' })
      // A resend (a double click) is the same order.
      const again = await orderBuild(proof, BUILD)
      expect(again.status).toBe(200)
      expect(again.body.data.order_number).toBe(created.body.data.order_number)
      const confirmed = await send('PUT', `/orders/${created.body.data.order_number}/confirm`, undefined)
      expect(confirmed.status).toBe(200)
      const mails = await d()
        .select()
        .from(outbox)
        .where(and(eq(outbox.recipient, 'ada@example.com'), eq(outbox.subject, `Your reservation ${created.body.data.order_number}`)))
      expect(mails).toHaveLength(1)
    })

    it('two shoppers can order the same build: a build is made to order', async () => {
      const [a, b] = [await start(FREE_BUILD), await start(FREE_BUILD)]
      expect(a.lock_id).not.toBe(b.lock_id)
      expect((await orderBuild(a, FREE_BUILD)).status).toBe(201)
      expect((await orderBuild(b, FREE_BUILD)).status).toBe(201)
    })

    it('refuses what is not a build of the market, a forged proof, and a build that needs a payment', async () => {
      const unknown = await post('/orders/init', { config_url: 'https://configurator.example.com/build/nope' })
      expect(unknown.status).toBe(404)
      expect(unknown.body.errors[0].source.pointer).toBe('/config_url')
      const foreign = await post('/orders/init', { config_url: 'https://evil.example/build/e7?trim=hse' })
      expect(foreign.status).toBe(422)
      expect(foreign.body.errors[0].detail).toMatch(/^config_url: names a host this market does not accept/)
      expect((await post('/orders/init', { config_url: BUILD, vehicle_id: 1 })).status).toBe(422)
      expect((await post('/orders/init', {})).body.errors[0].source.pointer).toBe('/vehicle_id')
      const paid = await post('/orders/init', { config_url: PAID_BUILD })
      expect(paid.status).toBe(422)
      const proof = await start(BUILD)
      const forged = await orderBuild({ lock_id: proof.lock_id, lock_token: `${proof.lock_token}x` }, BUILD)
      expect(forged.status).toBe(409)
      expect(forged.body.meta.kicked_out).toBe(true)
      const without = await post('/orders', { order: { ...proof, customer_email: 'ada@example.com' } })
      expect(without.status).toBe(422)
      const nul = await post('/orders/init', { config_url: '/configure/e5\u0000' })
      expect(nul.status).toBe(422)
      expect(nul.body.errors[0].source.pointer).toBe('/config_url')
    })
  })
})
