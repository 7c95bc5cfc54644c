import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dealers, orderPayments, orders, outbox, settings, stockButtonSets, stockConfigEntries, stockVehicles } from '~/db/schema/index.ts'
import { createApp } from '~/server/app.server.ts'
import { createServices } from '~/server/boot.server.ts'
import type { Services } from '~/server/context.server.ts'
import { bumpContentRevision } from '~/sites/revision.server.ts'
import { feedFromText, importFeed } from '~/stock/write/import.server.ts'
import { clientsByRole, type TestClient } from '~/test/app.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { cardProvider } from './payments/card.server.ts'
import { appointmentText } from './rules/appointments.ts'
import { startCardSandbox, type CardSandbox } from './payments/card-sandbox.server.ts'
import type { PaymentProvider } from './payments/provider.ts'

// The rest of the order-online journey over a real database: orders of configurator builds
// (ADR 101) and the inquiry e-mail (ADR 102).

const BUY = '/api/inventory/buy_online'
const BUILD = 'https://configurator.example.com/build/e7?trim=hse'
const FREE_BUILD = '/configure/e5?trim=s'
const PAID_BUILD = 'https://configurator.example.com/build/v9'
const LIST = '0bde0000-0000-4000-8000-00000000101a'
const RETAILER = 'sales@zeta-motors.example'
const MARKET_DESK = 'desk@market.example'

describeEachEngine('order-online journey API (spec 3 §2–§7; ADR 101)', (db) => {
  let services: Services
  let shopper: TestClient
  /** The app behind a trusted proxy: each test's client address (X-Forwarded-For) counts apart. */
  let proxied: ReturnType<typeof createApp>
  /** A request from the client `address` through the trusted proxy: its status and JSON. */
  const from = async (address: string, path: string, method: 'POST' | 'PUT', body: unknown) => {
    const response = await proxied.request(path, {
      method,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: await response.json() }
  }
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
  let vehicleId = 0
  let retailerId = 0

  let cardSandbox: CardSandbox
  let card: PaymentProvider
  beforeAll(async () => {
    cardSandbox = await startCardSandbox({ webhookSecret: 'whsec_journey' })
    card = cardProvider({
      secretKey: cardSandbox.secretKey,
      webhookSecret: 'whsec_journey',
      host: cardSandbox.host,
      port: cardSandbox.port,
      protocol: 'http',
      timeoutMs: 5000,
    })
  })
  afterAll(() => cardSandbox?.close())

  beforeAll(async () => {
    services = createServices(db().database, mkdtempSync(join(tmpdir(), 'forecourt-journey-')), {
      jobsSchema: db().schema,
      payments: { card: () => Promise.resolve(card), wallet: () => Promise.resolve(null), sandbox: true },
    })
    shopper = (await clientsByRole(db(), { services })).anonymous
    proxied = createApp({ services, trustProxy: true })
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
        { siteId, kind: 'order_online', configType: 'order_online', data: { inquiry_recipients: [MARKET_DESK, 'not an address'] } },
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
    const button = { button_type: 'reserve', label: 'Reserve now', target: null, target_type: null, target_action: null }
    await d()
      .insert(stockButtonSets)
      .values({ siteId, code: 'reserve', setupType: 'extended', reservationFee: null, financingOptions: ['cash'], buttons: [button] })
    const feed = [
      {
        vin: 'ASK01',
        state: 'new',
        status: 'stock',
        nameplate_brand_name: 'Aurelia',
        nameplate_name: 'E5',
        display_price: 45000,
        owner_id: 'D1',
        owner_name: 'Zeta Motors',
        owner_email: RETAILER,
        button_set: 'reserve',
      },
    ]
    // The fleet's retailer (a feed names only the market's retailers), open every day for appointments.
    const everyDay = (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map((day) => ({ day, opens: '09:00', closes: '17:00' }))
    const [retailer] = await d()
      .insert(dealers)
      .values({ siteId, code: 'D1', name: 'Zeta Motors', state: 'NSW', brands: ['Aurelia'], openingHours: everyDay })
      .returning({ id: dealers.id })
    retailerId = retailer!.id
    expect((await importFeed(d(), siteId, feedFromText(JSON.stringify(feed), 'json'), { listingKey: LIST })).errors).toEqual([])
    vehicleId = (await d().select({ id: stockVehicles.id }).from(stockVehicles).where(eq(stockVehicles.vin, 'ASK01')))[0]!.id
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

    it('a paid build: its fee by card under the journey, then its order with config_url and no vehicle_id; confirm captures', async () => {
      const proof = await start(PAID_BUILD)
      expect(proof.data).toMatchObject({ vehicle_id: null, amount: 500, vendor_type: 'CARD' })
      const pay = (fields: Record<string, unknown> = {}, method = 'pm_card_visa', key = 'k1') =>
        shopper
          .request(`${BUY}/payment`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'idempotency-key': key },
            body: JSON.stringify({
              payment: { amount: 500, currency: proof.data.currency, config_url: PAID_BUILD, ...fields },
              lock_id: proof.lock_id,
              lock_token: proof.lock_token,
              payment_method: method,
            }),
          })
          .then(async (r) => ({ status: r.status, body: await r.json() }))
      // No order before the payment; a tampered fee and a forged proof charge nothing.
      expect((await orderBuild(proof, PAID_BUILD)).status).toBe(422)
      const tampered = await pay({ amount: 1 })
      expect(tampered.status).toBe(422)
      expect(tampered.body.errors[0].source.pointer).toBe('/payment/amount')
      expect((await pay({ vehicle_id: vehicleId })).status).toBe(422)
      const forged = await shopper.request(`${BUY}/payment`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          payment: { amount: 500, currency: proof.data.currency, config_url: PAID_BUILD },
          lock_id: proof.lock_id,
          lock_token: `${proof.lock_token}x`,
          payment_method: 'pm_card_visa',
        }),
      })
      expect(forged.status).toBe(409)
      expect(await d().select().from(orderPayments).where(eq(orderPayments.lockId, proof.lock_id))).toEqual([])

      // A declined card, then another card: the same payment at the provider.
      expect((await pay({}, 'pm_card_chargeDeclined')).status).toBe(402)
      const paid = await pay()
      expect(paid.status).toBe(200)
      expect(paid.body.data.status).toBe('requires_capture')
      expect((await pay({}, 'pm_card_visa', 'k2')).body.data.payment_intent_id).toBe(paid.body.data.payment_intent_id)
      const intents = cardSandbox.intents().filter((i) => (i.metadata as Record<string, string> | undefined)?.lock_id === proof.lock_id)
      expect(intents).toHaveLength(1)
      expect(intents[0]).toMatchObject({ amount: 50_000, status: 'requires_capture' })

      const created = await orderBuild(proof, PAID_BUILD, { card_payment_intent_id: paid.body.data.payment_intent_id })
      expect(created.status).toBe(201)
      expect(created.body.data).toMatchObject({
        vehicle_id: null,
        amount: 500,
        vendor_type: 'CARD',
        payment_status: 'authorised',
        status: 'reserved',
      })
      const [row] = await d().select().from(orders).where(eq(orders.number, created.body.data.order_number))
      expect(row).toMatchObject({ vehicleId: null, configUrl: PAID_BUILD, amountMinor: 50_000 })
      expect(row!.paymentId).not.toBeNull()
      expect((await orderBuild(proof, PAID_BUILD)).body.data.order_number).toBe(created.body.data.order_number)
      const confirmed = await send('PUT', `/orders/${created.body.data.order_number}/confirm`, undefined)
      expect(confirmed.body.data).toMatchObject({ status: 'confirmed', payment_status: 'paid' })
      expect(cardSandbox.intents().find((i) => i.id === paid.body.data.payment_intent_id)?.status).toBe('succeeded')
    })

    it('a paid build whose vendor is not the card is refused at init (422)', async () => {
      const [entry] = await d()
        .insert(stockConfigEntries)
        .values({
          siteId: db().siteId,
          kind: 'order_online',
          configType: 'config_order_online_checkout_page',
          data: { content: { checkout_payment: { vendor: { type: 'PAYPAL' } } } },
        })
        .returning()
      try {
        const refused = await post('/orders/init', { config_url: PAID_BUILD })
        expect(refused.status).toBe(422)
        expect(refused.body.errors[0].source.pointer).toBe('/config_url')
        // A free build is still reserved without a payment.
        expect((await post('/orders/init', { config_url: FREE_BUILD })).status).toBe(201)
      } finally {
        await d().delete(stockConfigEntries).where(eq(stockConfigEntries.id, entry!.id))
      }
    })

    it('refuses what is not a build of the market and a forged proof', async () => {
      const unknown = await post('/orders/init', { config_url: 'https://configurator.example.com/build/nope' })
      expect(unknown.status).toBe(404)
      expect(unknown.body.errors[0].source.pointer).toBe('/config_url')
      const foreign = await post('/orders/init', { config_url: 'https://evil.example/build/e7?trim=hse' })
      expect(foreign.status).toBe(422)
      expect(foreign.body.errors[0].detail).toMatch(/^config_url: names a host this market does not accept/)
      expect((await post('/orders/init', { config_url: BUILD, vehicle_id: 1 })).status).toBe(422)
      expect((await post('/orders/init', {})).body.errors[0].source.pointer).toBe('/vehicle_id')
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

  it('checkout_authentication: where enabled, an order needs the phone number verified by code', async () => {
    const [entry] = await d()
      .insert(stockConfigEntries)
      .values({
        siteId: db().siteId,
        kind: 'order_online',
        configType: 'config_order_online_checkout_page',
        data: { content: { checkout_authentication: { enabled: true } } },
      })
      .returning()
    try {
      const started = await post('/orders/init', { config_url: FREE_BUILD })
      const proof = { lock_id: started.body.data.lock_id, lock_token: started.body.data.lock_token }
      const order = (phone: string | null, phoneProof: string | null = null) =>
        post('/orders', {
          order: {
            config_url: FREE_BUILD,
            ...proof,
            customer_email: 'ada@example.com',
            customer_name: 'Ada',
            metadata: { verified_phone: phone, phone_proof: phoneProof },
          },
        })
      const refused = await order('+44 20 7946 0999')
      expect(refused.status).toBe(422)
      expect(refused.body.errors[0].source.pointer).toBe('/order/metadata/verified_phone')
      const verify = (step: string, body: unknown) =>
        shopper.request(`/api/forms/verify/sms/${step}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      expect((await verify('create_verification', { phone_number: '+44 20 7946 0999' })).status).toBe(202)
      const [text] = await d().select().from(outbox).where(eq(outbox.recipient, '+442079460999')).orderBy(desc(outbox.id)).limit(1)
      const code = /\d{6}/.exec(text!.body)![0]
      const checked = await verify('check_verification', { phone_number: '+442079460999', code })
      expect(checked.status).toBe(200)
      const phoneProof = ((await checked.json()) as { data: { proof: string } }).data.proof
      // The number verified, but not by this shopper: without the proof it proves nothing.
      expect((await order('+44 20 7946 0999')).status).toBe(422)
      expect((await order('+44 20 7946 0998', phoneProof)).status).toBe(422)
      expect((await order('+44 20 7946 0999', phoneProof)).status).toBe(201)
    } finally {
      await d().delete(stockConfigEntries).where(eq(stockConfigEntries.id, entry!.id))
    }
  })

  describe('the inquiry e-mail (PUT /orders/send_inquiry_email)', () => {
    const customer = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', message: 'Is a tow bar possible?' }
    const ask = (body: Record<string, unknown>, forwardedFor = '203.0.113.1') =>
      from(forwardedFor, `${BUY}/orders/send_inquiry_email`, 'PUT', body)
    const mailsTo = (address: string) => d().select().from(outbox).where(eq(outbox.recipient, address))

    it("mails the vehicle's retailer and the market's desk, never an address the request names", async () => {
      const before = (await mailsTo(RETAILER)).length
      const sent = await ask({ customer_data: customer, vehicle_data: { vehicle_id: vehicleId } })
      expect(sent.status).toBe(202)
      expect(sent.body.data).toEqual({ sent: true, recipients: 2 })
      const mails = await mailsTo(RETAILER)
      expect(mails).toHaveLength(before + 1)
      expect(mails.at(-1)!.subject).toBe('Question about Aurelia E5')
      expect(mails.at(-1)!.body).toContain('Is a tow bar possible?')
      expect(mails.at(-1)!.body).toContain('E-mail: ada@example.com')
      // recipients only narrows the server's addresses.
      const narrowed = await ask({ recipients: [RETAILER.toUpperCase()], customer_data: customer, vehicle_data: { vehicle_id: vehicleId } })
      expect(narrowed.body.data.recipients).toBe(1)
      const relay = await ask({
        recipients: [RETAILER, 'victim@example.org'],
        customer_data: customer,
        vehicle_data: { vehicle_id: vehicleId },
      })
      expect(relay.status).toBe(422)
      expect(relay.body.errors[0].source.pointer).toBe('/recipients/1')
      expect(await mailsTo('victim@example.org')).toEqual([])
    })

    it('refuses a phone that is no number, naming it, and sends nothing', async () => {
      const before = (await mailsTo(RETAILER)).length
      const refused = await ask({ customer_data: { ...customer, phone: 'abc 😀' }, vehicle_data: { vehicle_id: vehicleId } })
      expect(refused.status).toBe(422)
      expect(refused.body.errors[0].source.pointer).toBe('/customer_data/phone')
      expect(refused.body.errors[0].detail).toMatch(/is not a phone number/)
      expect(await mailsTo(RETAILER)).toHaveLength(before)
      const sent = await ask({ customer_data: { ...customer, phone: '+44 20 7946 0000' }, vehicle_data: { vehicle_id: vehicleId } })
      expect(sent.status).toBe(202)
    })

    it("asks about a build: the market's desk", async () => {
      const sent = await ask({ customer_data: customer, vehicle_data: { config_url: BUILD } }, '203.0.113.2')
      expect(sent.status).toBe(202)
      expect(sent.body.data.recipients).toBe(1)
      expect((await mailsTo(MARKET_DESK)).some((m) => m.subject === 'Question about Aurelia E7 HSE')).toBe(true)
    })

    it('refuses bad input with the field named, and a client asking too often', async () => {
      const cases: [Record<string, unknown>, number, string][] = [
        [{ customer_data: { ...customer, email: 'nope' }, vehicle_data: { vehicle_id: vehicleId } }, 422, '/customer_data/email'],
        [{ customer_data: { ...customer, message: '' }, vehicle_data: { vehicle_id: vehicleId } }, 422, '/customer_data/message'],
        [{ customer_data: customer, vehicle_data: {} }, 422, '/vehicle_data/vehicle_id'],
        [{ customer_data: { ...customer, message: 'a\u0000b' }, vehicle_data: { vehicle_id: vehicleId } }, 422, '/customer_data/message'],
        [{ customer_data: customer, vehicle_data: { vehicle_id: 999999 } }, 404, '/vehicle_data/vehicle_id'],
        [{ customer_data: customer, vehicle_data: { config_url: 'https://configurator.example.com/x' } }, 404, '/config_url'],
      ]
      for (const [body, status, pointer] of cases) {
        const answer = await ask(body, '203.0.113.3')
        expect(answer.status, JSON.stringify(body)).toBe(status)
        expect(answer.body.errors[0].source.pointer).toBe(pointer)
      }
      const client = '203.0.113.9'
      const answers = []
      for (let i = 0; i < 6; i++)
        answers.push((await ask({ customer_data: customer, vehicle_data: { vehicle_id: vehicleId } }, client)).status)
      expect(answers).toEqual([202, 202, 202, 202, 202, 429])
    })
  })

  describe("the e-mails in the market's language (ADR 118)", () => {
    /** Runs `body` with the market's general.language set to `language`, then puts the setting back. */
    const inLanguage = async (language: string, body: () => Promise<void>) => {
      const siteId = db().siteId
      const where = and(eq(settings.siteId, siteId), eq(settings.key, 'general.language'))
      const [before] = await d().select().from(settings).where(where)
      const change = async (value: string | undefined) => {
        if (value === undefined) await d().delete(settings).where(where)
        else
          await d()
            .insert(settings)
            .values({ siteId, key: 'general.language', value })
            .onConflictDoUpdate({ target: [settings.siteId, settings.key], set: { value } })
        await bumpContentRevision(d(), siteId)
        services.content.invalidate()
      }
      await change(language)
      try {
        await body()
      } finally {
        await change(before?.value)
      }
    }
    /** What is left of a mail once the values it carries are taken out: the market's own words. */
    const wording = (text: string, values: string[]) => values.reduce((left, value) => left.replaceAll(value, ''), text)

    it("confirms a reservation to the customer in the market's language", async () => {
      await inLanguage('ar_AE', async () => {
        // A time the booking step offers: two days ahead, in the afternoon (the market's clock is UTC).
        const appointment = { date: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10), time: '15:30' }
        const started = await post('/orders/init', { config_url: FREE_BUILD })
        expect(started.status).toBe(201)
        const proof = { lock_id: started.body.data.lock_id, lock_token: started.body.data.lock_token }
        const created = await post('/orders', {
          order: {
            config_url: FREE_BUILD,
            ...proof,
            customer_email: 'layla@example.com',
            customer_name: 'Layla Haddad',
            metadata: { appointment, retailer: retailerId },
          },
        })
        expect(created.status).toBe(201)
        const number: string = created.body.data.order_number
        expect((await send('PUT', `/orders/${number}/confirm`, undefined)).status).toBe(200)
        const [mail] = await d().select().from(outbox).where(eq(outbox.recipient, 'layla@example.com'))
        expect(mail!.subject).toBe(`حجزك رقم ${number}`)
        expect(mail!.body).toContain('مرحبًا Layla Haddad،')
        expect(mail!.body).toContain(`رقم الطلب: ${number}`)
        // The appointment as the market reads dates (its weekday and month in Arabic, its time on the
        // 12-hour clock: appointmentText's own tests), at the retailer the shopper chose.
        expect(mail!.body).toContain(`الموعد: ${appointmentText(appointment, 'ar-AE')}`)
        expect(mail!.body).toContain('لدى Zeta Motors.')
        expect(mail!.body).toContain('لم يتم تحصيل أي مبلغ.')
        expect(mail!.body).toContain('سيتواصل معك الوكيل لترتيب الخطوات التالية.')
        // Every line of Arabic reads right to left, the one that names the car in Latin letters too.
        const arabicLines = mail!.body.split('\n').filter((line) => /[\u0600-\u06FF]/.test(line))
        expect(arabicLines.length).toBeGreaterThan(3)
        for (const line of arabicLines) expect(line.startsWith('\u200F'), line).toBe(true)
        // No English sentence is left: only the values are written in Latin letters.
        expect(wording(mail!.body, ['Layla Haddad', number, created.body.data.vehicle.title, 'Zeta Motors'])).not.toMatch(/[A-Za-z]/)

        // The market's desk is told of it in Arabic too, right to left, with whom to call back.
        const title: string = created.body.data.vehicle.title
        const notices = await d().select().from(outbox).where(eq(outbox.recipient, MARKET_DESK))
        const notice = notices.find((m) => m.subject === `حجز عبر الإنترنت: ${title} (${number})`)
        expect(notice).toBeDefined()
        expect(notice!.body).toContain(`الموعد: ${appointmentText(appointment, 'ar-AE')}`)
        expect(notice!.body).toContain('العميل: Layla Haddad')
        expect(notice!.body).toContain('يرجى التواصل مع العميل لترتيب الخطوات التالية.')
        for (const line of notice!.body.split('\n').filter((line) => /[\u0600-\u06FF]/.test(line)))
          expect(line.startsWith('\u200F'), line).toBe(true)
        expect(wording(notice!.body, ['Layla Haddad', 'layla@example.com', number, title])).not.toMatch(/[A-Za-z]/)
      })
    })

    it("asks the retailer in the market's language", async () => {
      await inLanguage('ar_AE', async () => {
        const customer = {
          first_name: 'Layla',
          last_name: 'Haddad',
          email: 'layla@example.com',
          phone: '+971 4 555 0100',
          message: 'هل يتوفر خطاف سحب؟',
        }
        const sent = await from('203.0.113.20', `${BUY}/orders/send_inquiry_email`, 'PUT', {
          customer_data: customer,
          vehicle_data: { vehicle_id: vehicleId },
        })
        expect(sent.status).toBe(202)
        const [mail] = await d().select().from(outbox).where(eq(outbox.recipient, RETAILER)).orderBy(desc(outbox.id)).limit(1)
        expect(mail!.subject).toBe('سؤال عن Aurelia E5')
        // Each line of Arabic opens with a right-to-left mark (U+200F): the link and an English message keep their own direction.
        expect(mail!.body).toMatch(/^\u200Fسؤال عن Aurelia E5 \(ASK01\):\n/)
        expect(mail!.body).toContain('\n\u200Fمن: Layla Haddad\n\u200Fالبريد الإلكتروني: layla@example.com\n\u200Fالهاتف: +971 4 555 0100')
        const link = mail!.body.split('\n')[1]!
        expect(wording(mail!.body, ['Aurelia E5', 'ASK01', link, 'Layla Haddad', 'layla@example.com'])).not.toMatch(/[A-Za-z]/)
      })
    })
  })

  describe('the electric-model programme (spec 3 §4, §7; ADR 104), against its sandbox', () => {
    const PROGRAMME = `${BUY}/electric_programme`
    const lead = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', model: 'L460' }
    const call = (method: 'POST' | 'PUT', path: string, body: unknown, client = '198.51.100.1') =>
      from(client, `${PROGRAMME}${path}`, method, body)

    it('creates the lead, then its payment intent; the lead goes into cancellation only for its own e-mail address', async () => {
      const created = await call('POST', '/leads', { lead })
      expect(created.status).toBe(201)
      const { lead_id: leadId, payment_intent: intent } = created.body.data
      expect(leadId).toMatch(/^lead_/)
      expect(intent).toMatchObject({ id: expect.stringMatching(/^pi_/), status: 'requires_payment_method' })
      // The programme's sandbox made the intent at the card provider, for this lead, in the market's currency.
      expect(cardSandbox.intents().find((i) => i.id === intent.id)).toMatchObject({ metadata: { crm_lead_id: leadId } })
      const stranger = await call('PUT', `/leads/${leadId}/initialize_cancellation`, { email: 'someone@example.com' })
      expect(stranger.status).toBe(404)
      const cancelled = await call('PUT', `/leads/${leadId}/initialize_cancellation`, { email: 'ADA@example.com' })
      expect(cancelled.status).toBe(200)
      expect(cancelled.body.data).toEqual({ lead_id: leadId, status: 'cancellation_requested' })
      expect((await call('PUT', '/leads/lead_nope/initialize_cancellation', { email: 'ada@example.com' })).status).toBe(404)
    })

    it("confirms the lead's payment intent with a card: a decline says why, another card pays; only the lead's own intent", async () => {
      const created = await call('POST', '/leads', { lead }, '198.51.100.4')
      const { lead_id: leadId, payment_intent: intent } = created.body.data
      const confirm = (id: string, body: unknown) => call('POST', `/leads/${id}/confirm_payment`, body, '198.51.100.4')
      const declined = await confirm(leadId, { payment_intent_id: intent.id, payment_method: 'pm_card_chargeDeclined' })
      expect(declined.status).toBe(402)
      expect(declined.body.errors[0].source.pointer).toBe('/payment_method')
      // The provider's codes, for the page to say why in the market's language.
      expect(declined.body.meta).toEqual({ code: 'card_declined', decline_code: 'generic_decline' })
      const other = await call('POST', '/leads', { lead }, '198.51.100.4')
      // Another lead's intent is no payment of this lead.
      expect((await confirm(other.body.data.lead_id, { payment_intent_id: intent.id, payment_method: 'pm_card_visa' })).status).toBe(404)
      const bad = await confirm(leadId, { payment_intent_id: intent.id, payment_method: 'visa' })
      expect(bad.status).toBe(422)
      expect(bad.body.errors[0].source.pointer).toBe('/payment_method')
      const paid = await confirm(leadId, { payment_intent_id: intent.id, payment_method: 'pm_card_visa' })
      expect(paid.status).toBe(200)
      expect(paid.body.data).toMatchObject({ lead_id: leadId, payment_intent_id: intent.id, status: 'succeeded', amount: 500 })
      expect(cardSandbox.intents().find((i) => i.id === intent.id)?.status).toBe('succeeded')
      // Confirmed again (a double click): the same payment, nothing more.
      expect((await confirm(leadId, { payment_intent_id: intent.id, payment_method: 'pm_card_visa' })).body.data.status).toBe('succeeded')
    })

    it('refuses bad input naming the field, and a client creating too many leads', async () => {
      const bad = await call('POST', '/leads', { lead: { ...lead, email: 'x' } }, '198.51.100.2')
      expect(bad.status).toBe(422)
      expect(bad.body.errors[0].source.pointer).toBe('/lead/email')
      const nul = await call('POST', '/leads', { lead: { ...lead, model: 'L\u0000' } }, '198.51.100.2')
      expect(nul.status).toBe(422)
      expect(nul.body.errors[0].source.pointer).toBe('/lead/model')
      const statuses = []
      for (let i = 0; i < 6; i++) statuses.push((await call('POST', '/leads', { lead }, '198.51.100.3')).status)
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
    })
  })
})
