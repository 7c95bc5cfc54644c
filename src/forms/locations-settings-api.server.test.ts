import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog, dealers, leads, settings, stockButtonSets, stockVehicles } from '~/db/schema/index.ts'
import * as S from '~/forms/api-schemas.ts'
import { createOrder, initOrder } from '~/orders/orders.server.ts'
import { feedFromText, importFeed } from '~/stock/write/import.server.ts'
import { clientsByRole, type TestClient } from '~/test/app.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { createForm, jsonApi, testDriveForm } from '~/test/forms.ts'
import { insertForm, insertLead } from '~/test/lead-fixtures.ts'
import { addMarket, clientWithGrants, sendTo } from '~/test/markets.ts'

/** spec 1 §7: locations, the forms settings, integrations' active system and verify, orders. */
describeEachEngine('forms API: locations, settings, integrations, orders', (db) => {
  let clients: Awaited<ReturnType<typeof clientsByRole>>
  let admin: TestClient
  let dealerId: number
  const json = async (response: Response) => ({ status: response.status, body: await response.json() })
  beforeAll(async () => {
    clients = await clientsByRole(db())
    admin = clients.admin
    const [dealer] = await db()
      .database.db.insert(dealers)
      .values({ siteId: db().siteId, code: 'LEEDS', name: 'Aurelia Leeds', email: 'leeds@example.com' })
      .returning()
    dealerId = dealer!.id
  })

  describe('locations', () => {
    it('adds a location with its dealer, lists it for editors too, and audits it', async () => {
      const created = await json(
        await admin.request(
          '/api/forms/locations',
          jsonApi('POST', { name: 'Leeds showroom', dealer_id: dealerId, email: '', attributes: { region: 'North' } }, 'location'),
        ),
      )
      expect(created.status).toBe(201)
      expect(created.body.data).toMatchObject({
        type: 'location',
        attributes: {
          name: 'Leeds showroom',
          dealer_id: dealerId,
          dealer_name: 'Aurelia Leeds',
          email: null,
          attributes: { region: 'North' },
        },
      })
      await admin.request('/api/forms/locations', jsonApi('POST', { name: 'Aberdeen desk', email: 'abz@example.com' }, 'location'))
      const list = await json(await clients.editor.request('/api/forms/locations'))
      expect(list.body.data.map((l: { attributes: { name: string } }) => l.attributes.name)).toEqual(['Aberdeen desk', 'Leeds showroom'])
      expect(list.body.meta).toEqual({ total: 2 })
      const audits = await db()
        .database.db.select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'location.create'), eq(auditLog.entityId, created.body.data.id)))
      expect(audits).toHaveLength(1)
    })

    it('refuses a dealer of no market or another, a bad e-mail, an unknown key, a missing name', async () => {
      const other = await addMarket(db(), 'locations-other')
      const [foreign] = await db().database.db.insert(dealers).values({ siteId: other.id, code: 'X', name: 'Foreign' }).returning()
      const refusal = async (attributes: unknown) =>
        (await json(await admin.request('/api/forms/locations', jsonApi('POST', attributes, 'location')))).body.errors[0]
      expect(await refusal({ name: 'A', dealer_id: 999999 })).toMatchObject({
        detail: 'dealer_id: this market has no dealer 999999',
        source: { pointer: '/data/attributes/dealer_id' },
      })
      expect((await refusal({ name: 'A', dealer_id: foreign!.id })).detail).toBe(`dealer_id: this market has no dealer ${foreign!.id}`)
      expect((await refusal({ name: 'A', dealer_id: 2 ** 40 })).source).toEqual({ pointer: '/data/attributes/dealer_id' })
      expect(await refusal({ name: 'A', email: 'nope' })).toMatchObject({
        detail: 'data.attributes.email: Enter a valid e-mail address',
        source: { pointer: '/data/attributes/email' },
      })
      expect((await refusal({ name: 'A', colour: 'red' })).detail).toBe('data.attributes: unknown field(s) colour')
      expect((await refusal({ name: ' ' })).detail).toBe('data.attributes.name: A location needs a name')
    })

    it('refuses a second location of a name (its case aside), also two added at once; renaming to its own is fine', async () => {
      const add = (name: string) => admin.request('/api/forms/locations', jsonApi('POST', { name, email: 'desk@example.com' }, 'location'))
      const first = await json(await add('Ashbourne desk'))
      expect(first.status).toBe(201)
      expect(await json(await add(' ashbourne DESK '))).toMatchObject({
        status: 409,
        body: { errors: [{ title: 'Location name taken', source: { pointer: '/data/attributes/name' } }] },
      })
      const racing = await Promise.all([add('Buxton desk'), add('Buxton desk'), add('Buxton desk')])
      expect(racing.map((r) => r.status).sort()).toEqual([201, 409, 409])
      const rename = (name: string) =>
        admin.request(`/api/forms/locations/${first.body.data.id}`, jsonApi('PUT', { name, email: 'desk@example.com' }, 'location'))
      expect((await rename('Ashbourne desk')).status).toBe(200)
      expect((await rename('Buxton desk')).status).toBe(409)
    })

    it('changes and removes one; a lead that named it keeps where it was routed', async () => {
      const { body } = await json(
        await admin.request('/api/forms/locations', jsonApi('POST', { name: 'Temporary', email: 'temp@example.com' }, 'location')),
      )
      const id = Number(body.data.id)
      const changed = await json(
        await admin.request(`/api/forms/locations/${id}`, jsonApi('PUT', { name: 'Renamed', email: 'renamed@example.com' }, 'location')),
      )
      expect(changed.body.data.attributes).toMatchObject({ name: 'Renamed', email: 'renamed@example.com' })
      const form = await createForm(admin, { ...testDriveForm, name: 'Location form' })
      const [lead] = await db()
        .database.db.insert(leads)
        .values({
          siteId: db().siteId,
          formId: form.id,
          formVersion: 1,
          data: {},
          locationId: id,
          routedTo: 'renamed@example.com',
          idempotencyKey: 'location-test-key-01',
        })
        .returning()
      expect((await json(await admin.request(`/api/forms/locations/${id}`, { method: 'DELETE' }))).body).toEqual({
        data: { deleted: true },
      })
      const [after] = await db().database.db.select().from(leads).where(eq(leads.id, lead!.id))
      expect(after).toMatchObject({ locationId: null, routedTo: 'renamed@example.com' })
      expect((await admin.request(`/api/forms/locations/${id}`, jsonApi('PUT', { name: 'Gone' }, 'location'))).status).toBe(404)
      expect((await admin.request(`/api/forms/locations/${id}`, { method: 'DELETE' })).status).toBe(404)
    })
  })

  describe('settings (the market’s forms.* settings)', () => {
    const list = async () =>
      (await json(await admin.request('/api/forms/settings'))).body.data as {
        id: string | null
        attributes: { key: string; value: string; stored: boolean }
      }[]

    it('lists the known keys with their defaults, none stored yet', async () => {
      expect((await list()).map((s) => [s.id, s.attributes.key, s.attributes.value, s.attributes.stored])).toEqual([
        [null, 'forms.lead_retention_days', '365', false],
        [null, 'forms.mail_from', '', false],
        [null, 'forms.recaptcha_site_key', '', false],
      ])
    })

    it('adds and updates with POST, by the key’s rule; removes by id with DELETE; audited', async () => {
      const added = await json(
        await admin.request('/api/forms/settings', jsonApi('POST', { key: 'forms.lead_retention_days', value: '30' }, 'setting')),
      )
      expect(added.status).toBe(200)
      expect(added.body.data).toMatchObject({
        type: 'setting',
        attributes: { key: 'forms.lead_retention_days', value: '30', default: '365', stored: true },
      })
      const id = added.body.data.id
      const updated = await json(
        await admin.request('/api/forms/settings', jsonApi('POST', { key: 'forms.lead_retention_days', value: '90' })),
      )
      expect(updated.body.data).toMatchObject({ id, attributes: { value: '90' } })
      const bad = await json(
        await admin.request('/api/forms/settings', jsonApi('POST', { key: 'forms.lead_retention_days', value: 'forever' })),
      )
      expect(bad).toMatchObject({
        status: 422,
        body: {
          errors: [
            {
              detail: 'forms.lead_retention_days must be a whole number of at least 1, of at most 15 digits, not "forever"',
              source: { pointer: '/data/attributes/value' },
            },
          ],
        },
      })
      const outside = await json(await admin.request('/api/forms/settings', jsonApi('POST', { key: 'general.site_name', value: 'x' })))
      expect(outside.body.errors[0]).toMatchObject({
        detail: 'key: the forms API keeps settings starting with forms. ("general.site_name")',
        source: { pointer: '/data/attributes/key' },
      })
      const custom = await json(await admin.request('/api/forms/settings', jsonApi('POST', { key: 'forms.crm_note', value: 'free text' })))
      expect(custom.body.data.attributes).toMatchObject({ key: 'forms.crm_note', default: null, stored: true })

      const removed = await json(await admin.request(`/api/forms/settings/${id}`, { method: 'DELETE' }))
      expect(removed.body.data).toMatchObject({ id: null, attributes: { key: 'forms.lead_retention_days', value: '365', stored: false } })
      expect((await admin.request(`/api/forms/settings/${id}`, { method: 'DELETE' })).status).toBe(404)
      const actions = (await db().database.db.select().from(auditLog).where(eq(auditLog.entityId, 'forms.lead_retention_days'))).map(
        (a) => a.action,
      )
      expect(actions).toEqual(['setting.create', 'setting.update', 'setting.delete'])
    })

    it('DELETE of another setting’s id is 404: the forms API keeps forms.* only', async () => {
      const [row] = await db()
        .database.db.insert(settings)
        .values({ siteId: db().siteId, key: 'general.site_name', value: 'Kept' })
        .returning()
      expect((await admin.request(`/api/forms/settings/${row!.id}`, { method: 'DELETE' })).status).toBe(404)
      expect((await db().database.db.select().from(settings).where(eq(settings.id, row!.id))).length).toBe(1)
    })
  })

  describe('integrations and orders', () => {
    it('the active system is the webhook system', async () => {
      const { status, body } = await json(await admin.request('/api/forms/integrations/active_system'))
      expect(status).toBe(200)
      expect(body.data).toMatchObject({
        id: 'active_system',
        type: 'integration_system',
        attributes: { name: 'webhook', signature_header: 'X-Forecourt-Signature' },
      })
    })

    it('verify checks each enabled webhook’s address and reCAPTCHA’s two halves, sending nothing', async () => {
      await createForm(admin, {
        ...testDriveForm,
        name: 'Verified',
        integrations: [
          { id: 'good', type: 'webhook', url: 'https://crm.example.com/in' },
          { id: 'plain', type: 'webhook', url: 'http://crm.example.com/in' },
          { id: 'inside', type: 'webhook', url: 'https://10.0.0.8/in' },
          { id: 'off', type: 'webhook', url: 'http://localhost/in', enabled: false },
        ],
      })
      await admin.request('/api/forms/settings', jsonApi('POST', { key: 'forms.recaptcha_site_key', value: 'site-key' }))
      const { body } = await json(await admin.request('/api/forms/integrations/verify'))
      const checks = body.data.attributes.checks as { name: string; ok: boolean; detail: string }[]
      expect(body.data.attributes.ok).toBe(false)
      expect(checks.filter((c) => c.name.startsWith('Verified'))).toEqual([
        { name: 'Verified · good', ok: true, detail: 'https://crm.example.com/in will receive each lead' },
        {
          name: 'Verified · plain',
          ok: false,
          detail: 'http://crm.example.com/in is not https: the lead (personal data) would travel unencrypted',
        },
        { name: 'Verified · inside', ok: false, detail: 'https://10.0.0.8/in names an IP address: use the receiver’s host name' },
      ])
      expect(checks.find((c) => c.name === 'reCAPTCHA')).toEqual({
        name: 'reCAPTCHA',
        ok: false,
        detail: 'forms.recaptcha_site_key is set but the server has no RECAPTCHA_SECRET: leads are not checked',
      })
    })

    it('GET /orders/{number}: an order the order journey made, with its customer and lead; admins only', async () => {
      const d = db().database.db
      const siteId = db().siteId
      const button = { button_type: 'reserve', label: 'Reserve', target: null, target_type: null, target_action: null }
      await d.insert(stockButtonSets).values({ siteId, code: 'free', setupType: 'extended', reservationFee: null, buttons: [button] })
      const vehicle = { vin: 'FORMS1', state: 'new', status: 'stock', nameplate_brand_name: 'Aurelia', nameplate_name: 'E5' }
      const feed = feedFromText(JSON.stringify([{ ...vehicle, display_price: 45000, button_set: 'free' }]), 'json')
      await importFeed(d, siteId, feed, { listingKey: '0bde0000-0000-4000-8000-0000000000f1' })
      const [{ id: vehicleId }] = (await d.select({ id: stockVehicles.id }).from(stockVehicles).where(eq(stockVehicles.vin, 'FORMS1'))) as [
        { id: number },
      ]
      const form = await insertForm(d, siteId, 'Reservation', [{ fields: [{ id: 'first_name', type: 'text', label: 'First name' }] }])
      const lead = await insertLead(d, { siteId, formId: form.id, data: { first_name: 'Grace' }, email: 'grace@example.com' })
      // The journey's own operations: a hold, then the order (a vehicle without a fee needs no payment).
      const ctx = { db: d, siteId, settings: {}, basePath: '/', card: null, wallet: null, mailer: admin.services.mailer }
      const token = 'a-token-of-the-forms-test'
      const taken = await initOrder(ctx, admin.services.database, {
        vehicleId,
        token,
        client: { key: 'hold:forms-test', rule: { limit: 1, windowSeconds: 60 } },
      })
      if (!('hold' in taken)) throw new Error('the vehicle was not held')
      const { hold } = taken
      const { number } = await createOrder(ctx, {
        proof: { lockId: hold.lockId, token },
        vehicleId,
        paymentIntentId: null,
        walletOrderId: null,
        leadId: lead.id,
        financeOption: 'cash',
        customerEmail: null,
        customerName: null,
        metadata: {},
        locale: 'en',
        configUrl: null,
        confirmationByLink: false,
      })

      const { status, body } = await json(await admin.request(`/api/forms/orders/${number}`))
      expect(status).toBe(200)
      expect(body.data).toEqual({
        id: number,
        type: 'order',
        attributes: expect.objectContaining({
          order_number: number,
          status: 'reserved',
          payment_status: 'not_required',
          amount: 0,
          vehicle_id: vehicleId,
          customer_name: 'Grace',
          customer_email: 'grace@example.com',
          lead_id: lead.id,
          finance_option: 'cash',
          confirmed: false,
        }),
      })
      // The answer is what the route declares (its OpenAPI document), no more.
      expect(S.order.strict().extend({ attributes: S.order.shape.attributes.strict() }).parse(body.data)).toEqual(body.data)
      expect((await clients.editor.request(`/api/forms/orders/${number}`)).status).toBe(403)
      expect((await clients.anonymous.request(`/api/forms/orders/${number}`)).status).toBe(401)
      // Another market's administrator, on that market: not its order.
      const other = await addMarket(db(), 'orders-other')
      admin.services.content.invalidate()
      const foreign = await clientWithGrants(db(), [{ siteId: other.id, role: 'admin' }], { services: admin.services })
      expect((await sendTo(foreign, other.host, 'GET', `/api/forms/orders/${number}`)).status).toBe(404)
      expect((await sendTo(foreign, 'localhost', 'GET', `/api/forms/orders/${number}`)).status).toBe(403)
    })

    it.each([
      ['FC2222222222', 'This market has no order FC2222222222.'],
      ['a%20b', 'An order number is letters, digits and hyphens.'],
    ])('GET /orders/%s is 404', async (number, detail) => {
      const { status, body } = await json(await admin.request(`/api/forms/orders/${number}`))
      expect(status).toBe(404)
      expect(body.errors[0]).toEqual({ status: '404', title: 'Order not found', detail })
    })
  })
})
