import { createHash } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog, leadDeliveries, leads, outbox } from '~/db/schema/index.ts'
import { createApp } from '~/server/app.server.ts'
import { clientsByRole, type TestClient } from '~/test/app.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { addMarket } from '~/test/markets.ts'
import { agedToken, createForm, drainAllDeliveries, jsonApi, leadBody, postLead, testDriveForm, testDriveValues } from '~/test/forms.ts'
import { leadDeliveryJob } from './jobs.server.ts'
import { createSandboxRecaptcha, SANDBOX_RECAPTCHA_PASS } from './recaptcha.server.ts'

/**
 * A visitor's lead (ADR 053 Submission; spec 1 §5, §7, §8: bad input is refused, naming the field) and the leads back
 * office (list, detail, deliveries and fix, delete), on each engine.
 */
describeEachEngine('forms API: leads (/api/forms/forms/{id}/leads)', (db) => {
  let clients: Awaited<ReturnType<typeof clientsByRole>>
  let admin: TestClient
  let visitor: TestClient
  let form: { id: number; version: number }
  let siteId: number
  let address = 0
  /** A fresh client address per test, so the rate limit only counts where a test means it to. */
  const nextAddress = () => `203.0.113.${++address}`
  const json = async (response: Response) => ({ status: response.status, body: await response.json() })
  const send = async (fields: Record<string, unknown>, extra: Record<string, unknown> = {}, target = form) =>
    postLead(visitor, target.id, leadBody(target, fields, await agedToken(visitor, siteId, target.id), extra), { address: nextAddress() })
  const storedLead = async (id: number | string) =>
    (
      await db()
        .database.db.select()
        .from(leads)
        .where(eq(leads.id, Number(id)))
    )[0]!
  const deliveriesOf = (leadId: number | string) =>
    db()
      .database.db.select()
      .from(leadDeliveries)
      .where(eq(leadDeliveries.leadId, Number(leadId)))
      .orderBy(leadDeliveries.id)

  beforeAll(async () => {
    clients = await clientsByRole(db(), { jobs: true })
    admin = clients.admin
    visitor = clients.anonymous
    siteId = db().siteId
    form = await createForm(admin)
  })

  describe('a lead (POST)', () => {
    it('is stored once with its consent wording and its deliveries queued; answers 201 with the thank-you', async () => {
      const fields = { ...testDriveValues, trade_in_model: 'not shown, so dropped', unknown_key: 'dropped', phone: '07911 123456' }
      const { status, body } = await json(await send(fields, { page_path: '/test-drive', hidden_fields: { campaign: 'spring' } }))
      expect(status).toBe(201)
      expect(body.data).toMatchObject({ type: 'lead', attributes: { thank_you: { title: 'Thanks!', message: 'See you soon.' } } })
      expect(Object.keys(body.data.attributes).sort()).toEqual(['created_at', 'thank_you'])
      const lead = await storedLead(body.data.id)
      expect(lead.data).toEqual({
        first_name: 'Ada',
        email: 'Ada@Example.com',
        phone: '+447911123456',
        model: 'e5',
        trade_in: false,
        retailer: '',
        postcode: '',
        consent: true,
      })
      expect(lead).toMatchObject({ email: 'ada@example.com', formVersion: 1, pagePath: '/test-drive', routedTo: 'leads@example.com' })
      expect(lead.additionalData).toEqual({ hidden_fields: { campaign: 'spring' } })
      const wording = 'I agree that Aurelia contacts me about my test drive.'
      const version = createHash('sha256').update(wording).digest('hex').slice(0, 16)
      expect(lead.consents).toEqual([{ field: 'consent', text: wording, version }])
      const deliveries = await deliveriesOf(lead.id)
      expect(deliveries.map((d) => [d.kind, d.target, d.integrationId, d.status])).toEqual([
        ['notification', 'leads@example.com', null, 'pending'],
        ['confirmation', 'ada@example.com', null, 'pending'],
        ['webhook', 'https://crm.example.com/leads', 'crm', 'pending'],
      ])
      // Stored as the outbox: no job yet, until a drain (every process runs one) sends them.
      expect(deliveries.map((d) => d.queued)).toEqual([false, false, false])
      expect(await visitor.services.jobs.getJob(leadDeliveryJob, deliveries[0]!.jobId!)).toBeNull()
      expect(await drainAllDeliveries(db().database, visitor.services.jobs)).toBeGreaterThanOrEqual(3)
      expect((await deliveriesOf(lead.id)).map((d) => d.queued)).toEqual([true, true, true])
      for (const delivery of deliveries) {
        const job = await visitor.services.jobs.getJob(leadDeliveryJob, delivery.jobId!)
        expect(job).toMatchObject({ name: 'lead-delivery', state: 'created' })
      }
    })

    it('stores a script as the text it is (the back office shows it as text)', async () => {
      const { body } = await json(await send({ ...testDriveValues, first_name: '<script>alert(1)</script>' }))
      expect((await storedLead(body.data.id)).data.first_name).toBe('<script>alert(1)</script>')
    })

    it('refuses a wrong content type (415) and a body over 1 MB (413)', async () => {
      const plain = await visitor.app.request(`/api/forms/forms/${form.id}/leads`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify(leadBody(form, testDriveValues, 'x')),
      })
      expect(await json(plain)).toEqual({
        status: 415,
        body: {
          errors: [{ status: '415', title: 'Unsupported media type', detail: 'Send the lead as JSON (Content-Type: application/json).' }],
        },
      })
      const huge = await postLead(visitor, form.id, leadBody(form, { ...testDriveValues, first_name: 'x'.repeat(1024 * 1024) }, 'x'))
      expect(huge.status).toBe(413)
    })

    it('answers 404 for an unknown form and for a form of another market', async () => {
      expect((await json(await send(testDriveValues, {}, { id: 999999, version: 1 }))).body.errors[0].title).toBe('Form not found')
      const other = await addMarket(db(), 'leads-other')
      const [row] = await db()
        .database.db.execute(sql`insert into forms (site_id, name, definition) values (${other.id}, 'Elsewhere', '{}'::jsonb) returning id`)
        .then((r) => (r as unknown as { rows: { id: number }[] }).rows)
      expect((await send(testDriveValues, {}, { id: row!.id, version: 1 })).status).toBe(404)
    })

    it('answers 422 per field with the rule’s message and code at /data/attributes/fields/<id>', async () => {
      const { status, body } = await json(
        await send({ first_name: 'x'.repeat(51), email: 'not an address', model: 'e9', trade_in: true, phone: 12345, consent: true }),
      )
      expect(status).toBe(422)
      expect(
        Object.fromEntries(
          body.errors.map((e: { source: { pointer: string }; detail: string; code: string }) => [e.source.pointer, [e.code, e.detail]]),
        ),
      ).toEqual({
        '/data/attributes/fields/first_name': ['max', 'Character limit exceeded'],
        '/data/attributes/fields/email': ['email', 'Enter a valid e-mail address'],
        '/data/attributes/fields/phone': ['type', 'This field takes text'],
        '/data/attributes/fields/model': ['option', 'Choose one of the options'],
        '/data/attributes/fields/trade_in_model': ['required', 'This field is required'],
      })
      const empty = await json(await send({}))
      expect(empty.body.errors.map((e: { detail: string }) => e.detail)).toEqual([
        'This field is required',
        'This field is required',
        'This field is required',
      ])
      const long = await json(await send({ ...testDriveValues, postcode: 'x'.repeat(5001) }))
      expect(long.body.errors).toEqual([
        {
          status: '422',
          title: 'Invalid value',
          detail: 'Character limit exceeded',
          source: { pointer: '/data/attributes/fields/postcode' },
          code: 'max',
        },
      ])
      // A rule with a number says it in `meta`, for a client's own wording (ADR 176).
      const fields = testDriveForm.fields.map((field) => (field.id === 'postcode' ? { ...field, rules: { min: 2 } } : field))
      const withMin = await createForm(admin, { ...testDriveForm, name: 'Postcode of two', fields })
      const short = await json(await send({ ...testDriveValues, postcode: 'x' }, {}, withMin))
      expect(short.body.errors).toEqual([
        {
          status: '422',
          title: 'Invalid value',
          detail: 'Enter at least 2 characters',
          source: { pointer: '/data/attributes/fields/postcode' },
          code: 'min',
          meta: { limit: 2 },
        },
      ])
    })

    it("refuses a day before the market's today in a date field that asks for today or later", async () => {
      const fields = [
        ...testDriveForm.fields,
        { id: 'preferred_date', label: 'Preferred date', type: 'date' as const, rules: { from_today: true } },
      ]
      const dated = await createForm(admin, { ...testDriveForm, name: 'Dated test drive', fields })
      const past = await json(await send({ ...testDriveValues, preferred_date: '2020-01-01' }, {}, dated))
      expect(past.status).toBe(422)
      expect(past.body.errors).toEqual([
        {
          status: '422',
          title: 'Invalid value',
          detail: 'Choose today or a later day',
          source: { pointer: '/data/attributes/fields/preferred_date' },
          code: 'past',
        },
      ])
      expect((await send({ ...testDriveValues, preferred_date: '2099-01-01' }, {}, dated)).status).toBe(201)
    })

    it('refuses a body without the required attributes, naming them', async () => {
      const { status, body } = await json(
        await postLead(visitor, form.id, { data: { attributes: { fields: {} } } }, { address: nextAddress() }),
      )
      expect(status).toBe(422)
      expect(body.errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toEqual([
        '/data/attributes/form_version',
        '/data/attributes/idempotency_key',
        '/data/attributes/form_token',
      ])
    })

    it('checks a lead against the version its visitor saw, refusing bad input', async () => {
      const versioned = await createForm(admin, { ...testDriveForm, name: 'Versioned lead' })
      const stricter = testDriveForm.fields.map((field) => (field.id === 'phone' ? { ...field, rules: { required: true } } : field))
      await admin.request(
        `/api/forms/forms/${versioned.id}`,
        jsonApi('PUT', { ...testDriveForm, name: 'Versioned lead', fields: stricter }, 'form'),
      )
      const sawFirst = await json(await send(testDriveValues, {}, { id: versioned.id, version: 1 }))
      expect(sawFirst.status).toBe(201)
      expect((await storedLead(sawFirst.body.data.id)).formVersion).toBe(1)
      const sawSecond = await json(await send(testDriveValues, {}, { id: versioned.id, version: 2 }))
      expect(sawSecond.body.errors).toEqual([
        {
          status: '422',
          title: 'Invalid value',
          detail: 'This field is required',
          source: { pointer: '/data/attributes/fields/phone' },
          code: 'required',
        },
      ])
      const never = await json(await send(testDriveValues, {}, { id: versioned.id, version: 99 }))
      expect(never.body.errors[0]).toMatchObject({
        detail: 'This form has no version 99. Reload the page and try again.',
        source: { pointer: '/data/attributes/form_version' },
        code: 'form_version',
      })
      // Beyond the database's integers: refused as any bad value, never an error of the server.
      const huge = await json(await send(testDriveValues, {}, { id: versioned.id, version: 2 ** 40 }))
      expect(huge.status).toBe(422)
      expect(huge.body.errors[0].source.pointer).toBe('/data/attributes/form_version')
      const farLocation = await json(await send(testDriveValues, { location_id: 2 ** 40 }))
      expect(farLocation.status).toBe(422)
      expect(farLocation.body.errors[0].source.pointer).toBe('/data/attributes/location_id')
    })

    it('refuses additional data nested deeper than 16 levels, and a page path that names another host, at the field', async () => {
      let nested: unknown = 'leaf'
      for (let i = 0; i < 17; i++) nested = { a: nested }
      const deep = await json(await send(testDriveValues, { additional_data: nested }))
      expect(deep.status).toBe(422)
      expect(deep.body.errors[0]).toMatchObject({ detail: expect.stringContaining('is nested deeper than 16 levels') })
      expect(deep.body.errors[0].source.pointer).toMatch(/^\/data\/attributes\/additional_data\/a\/a\//)
      for (const page_path of ['//evil.example/x', '/\\evil.example']) {
        const offsite = await json(await send(testDriveValues, { page_path }))
        expect(offsite.status, page_path).toBe(422)
        expect(offsite.body.errors[0]).toMatchObject({ detail: 'data.attributes.page_path: must be a path of this site' })
      }
    })

    it('takes a form token from 3 s to 24 h old, for its own form only (clock injected by issue time)', async () => {
      const at = async (token: Promise<string> | string) =>
        json(await postLead(visitor, form.id, leadBody(form, testDriveValues, await token), { address: nextAddress() }))
      // The English detail for API clients, and the code a browser words in the market's language.
      const detail = async (token: Promise<string> | string) => {
        const error = (await at(token)).body.errors?.[0]
        return error && [error.code, error.detail]
      }
      const tooSoon = ['form_token_too_soon', 'This form was sent too quickly. Wait a moment and send it again.']
      expect(await detail(agedToken(visitor, siteId, form.id, 0))).toEqual(tooSoon)
      expect(await detail(agedToken(visitor, siteId, form.id, 2_500))).toEqual(tooSoon)
      expect((await at(agedToken(visitor, siteId, form.id, 3_500))).status).toBe(201)
      expect((await at(agedToken(visitor, siteId, form.id, 24 * 3600_000 - 60_000))).status).toBe(201)
      expect(await detail(agedToken(visitor, siteId, form.id, 24 * 3600_000 + 1_000))).toEqual([
        'form_token_expired',
        'This form has expired. Reload the page and try again.',
      ])
      const invalid = ['form_token_invalid', 'This form could not be checked. Reload the page and try again.']
      expect(await detail(agedToken(visitor, siteId, form.id + 1, 10_000))).toEqual(invalid)
      expect(await detail(agedToken(visitor, siteId, form.id, -5 * 60_000))).toEqual(invalid)
      const good = await agedToken(visitor, siteId, form.id)
      expect(await detail(`${good.split('.')[0]}1.${good.split('.')[1]}`)).toEqual(invalid)
      expect(await detail('not a token')).toEqual(invalid)
      expect((await at('x')).body.errors[0].source.pointer).toBe('/data/attributes/form_token')
    })

    it("refuses a filled honeypot ('website'): 'Leave this field empty'", async () => {
      const { status, body } = await json(await send(testDriveValues, { website: 'http://spam.example' }))
      expect(status).toBe(422)
      expect(body.errors[0]).toMatchObject({
        detail: 'Leave this field empty',
        source: { pointer: '/data/attributes/website' },
        code: 'honeypot',
      })
    })

    it('limits 20 leads per client address and form in 10 minutes: then 429 with Retry-After', async () => {
      const from = async (address: string, headers?: Record<string, string>, app = visitor) => {
        const body = leadBody(form, testDriveValues, await agedToken(visitor, siteId, form.id))
        return (await postLead({ ...app, jobsStarted: visitor.jobsStarted }, form.id, body, { address, headers })) as Response
      }
      for (let i = 0; i < 20; i++) expect((await from('192.0.2.77')).status).toBe(201)
      const limited = await from('192.0.2.77')
      expect(limited.status).toBe(429)
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(600)
      expect((await limited.json()).errors[0]).toEqual({
        status: '429',
        title: 'Too many requests',
        detail: 'Too many forms were sent from here. Try again later.',
        code: 'rate_limited',
      })
      // A made-up X-Forwarded-For does not escape it without TRUST_PROXY …
      expect((await from('192.0.2.77', { 'x-forwarded-for': '10.1.1.1' })).status).toBe(429)
      expect((await from('192.0.2.78')).status).toBe(201)
      // … and behind a trusted proxy the address it appended counts, not the proxy's.
      const proxied = { ...visitor, app: createApp({ services: visitor.services, trustProxy: true }) }
      expect((await from('10.0.0.1', { 'x-forwarded-for': '6.6.6.6, 192.0.2.77' }, proxied)).status).toBe(429)
      expect((await from('10.0.0.1', { 'x-forwarded-for': '192.0.2.77, 192.0.2.79' }, proxied)).status).toBe(201)
    })

    it('a resent idempotency key answers the first lead (200); 20 identical at once make one lead', async () => {
      const body = leadBody(form, testDriveValues, await agedToken(visitor, siteId, form.id))
      const first = await json(await postLead(visitor, form.id, body, { address: nextAddress() }))
      const again = await json(await postLead(visitor, form.id, body, { address: nextAddress() }))
      expect(first.status).toBe(201)
      expect(again).toEqual({ status: 200, body: first.body })

      const burst = leadBody(form, testDriveValues, await agedToken(visitor, siteId, form.id))
      const address = nextAddress()
      const answers = await Promise.all(Array.from({ length: 20 }, () => postLead(visitor, form.id, burst, { address }).then(json)))
      expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(18).fill(200), 201].sort())
      expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1)
      const key = burst.data.attributes.idempotency_key
      const stored = await db().database.db.select().from(leads).where(eq(leads.idempotencyKey, key))
      expect(stored).toHaveLength(1)
      expect(await deliveriesOf(stored[0]!.id)).toHaveLength(3)
    })

    it('a key sent before with another form is refused, naming it', async () => {
      const other = await createForm(admin, { ...testDriveForm, name: 'Other form' })
      const body = leadBody(form, testDriveValues, await agedToken(visitor, siteId, form.id))
      expect((await postLead(visitor, form.id, body, { address: nextAddress() })).status).toBe(201)
      const reused = leadBody(other, testDriveValues, await agedToken(visitor, siteId, other.id), {
        idempotency_key: body.data.attributes.idempotency_key,
      })
      const { status, body: answer } = await json(await postLead(visitor, other.id, reused, { address: nextAddress() }))
      expect(status).toBe(422)
      expect(answer.errors[0]).toMatchObject({
        detail: 'This key was already sent with another form',
        source: { pointer: '/data/attributes/idempotency_key' },
        code: 'other_form',
      })
    })

    describe('routing (ADR 053): location → its dealer → the location → the recipients; postcode → a dealer', () => {
      // Through the admin API, as dealers change in the product: the submission reads them per content revision.
      const dealer = async (code: string, postcode: string, email: string | null) => {
        const { status, body } = await json(
          await admin.request('/api/admin/dealers', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ code, name: code, postcode, email }),
          }),
        )
        expect(status).toBe(201)
        return { id: Number(body.data.id) }
      }
      const location = async (name: string, dealerId: number | null, email: string | null) => {
        const { body } = await json(
          await admin.request('/api/forms/locations', jsonApi('POST', { name, dealer_id: dealerId, email }, 'location')),
        )
        return Number(body.data.id)
      }
      const routedTo = async (fields: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
        const { status, body } = await json(await send({ ...testDriveValues, ...fields }, extra))
        expect(status).toBe(201)
        return (await storedLead(body.data.id)).routedTo
      }

      it('a location field names where it goes, and an unknown one is refused', async () => {
        const leeds = await dealer('LEEDS', 'LS1 1AA', 'leeds-dealer@example.com')
        const silent = await dealer('SILENT', 'ZZ9 9ZZ', null)
        expect(await routedTo({ retailer: String(await location('At Leeds', leeds.id, 'leeds-desk@example.com')) })).toBe(
          'leeds-dealer@example.com',
        )
        expect(await routedTo({ retailer: String(await location('Dealer without e-mail', silent.id, 'desk@example.com')) })).toBe(
          'desk@example.com',
        )
        expect(await routedTo({ retailer: String(await location('Own address', null, 'own@example.com')) })).toBe('own@example.com')
        expect(await routedTo({ retailer: String(await location('Nowhere', null, null)) })).toBe('leads@example.com')
        expect(await routedTo({}, { location_id: await location('By mapping', null, 'mapped@example.com') })).toBe('mapped@example.com')
        const unknown = await json(await send({ ...testDriveValues, retailer: '999999' }))
        expect(unknown.body.errors[0]).toMatchObject({
          detail: 'Choose one of the options',
          source: { pointer: '/data/attributes/fields/retailer' },
          code: 'location',
        })
        const unknownId = await json(await send(testDriveValues, { location_id: 999999 }))
        expect(unknownId.body.errors[0]).toMatchObject({ source: { pointer: '/data/attributes/location_id' }, code: 'location' })
      })

      it('without a location, the dealer whose postcode starts most like the lead’s', async () => {
        await dealer('LS2', 'LS2 7AB', 'ls2@example.com')
        await dealer('M1', 'M1 1AE', 'manchester@example.com')
        expect(await routedTo({ postcode: 'ls1 4ap' })).toBe('leeds-dealer@example.com')
        expect(await routedTo({ postcode: 'LS27' })).toBe('ls2@example.com')
        expect(await routedTo({ postcode: 'M11' })).toBe('manchester@example.com')
        expect(await routedTo({ postcode: 'EH1 1YZ' })).toBe('leads@example.com')
      })
    })

    it('queues what the form asks for: no notification when off, no confirmation without an e-mail, no disabled webhook', async () => {
      const quiet = await createForm(admin, {
        ...testDriveForm,
        name: 'Quiet',
        fields: testDriveForm.fields.map((f) => (f.id === 'email' ? { ...f, rules: { required: false } } : f)),
        settings: { notifications: { enabled: false, recipients: ['leads@example.com'] }, confirmations: { enabled: true } },
        integrations: [
          { id: 'off', type: 'webhook', url: 'https://off.example.com', enabled: false },
          { id: 'on', type: 'webhook', url: 'https://on.example.com' },
        ],
      })
      const { body } = await json(await send({ ...testDriveValues, email: '' }, {}, quiet))
      expect((await deliveriesOf(body.data.id)).map((d) => [d.kind, d.target])).toEqual([['webhook', 'https://on.example.com']])
    })

    it('checks reCAPTCHA only when the market sets a site key and the server has a secret', async () => {
      const set = await json(
        await admin.request('/api/forms/settings', jsonApi('POST', { key: 'forms.recaptcha_site_key', value: 'site-key' })),
      )
      try {
        // No secret on this server: not checked.
        expect((await send(testDriveValues)).status).toBe(201)
        visitor.services.recaptcha = createSandboxRecaptcha()
        const missing = await json(await send(testDriveValues))
        expect(missing.body.errors[0]).toMatchObject({
          detail: 'Please confirm that you are not a robot',
          source: { pointer: '/g-recaptcha-response' },
          code: 'recaptcha',
        })
        const body = leadBody(form, testDriveValues, await agedToken(visitor, siteId, form.id))
        expect((await postLead(visitor, form.id, { ...body, 'g-recaptcha-response': 'unsolved' }, { address: nextAddress() })).status).toBe(
          422,
        )
        expect(
          (await postLead(visitor, form.id, { ...body, 'g-recaptcha-response': SANDBOX_RECAPTCHA_PASS }, { address: nextAddress() }))
            .status,
        ).toBe(201)
      } finally {
        visitor.services.recaptcha = null
        await admin.request(`/api/forms/settings/${set.body.data.id}`, { method: 'DELETE' })
      }
    })

    it('a phone the form verifies must have passed its SMS code (spec 1 §5)', async () => {
      const verified = await createForm(admin, { ...testDriveForm, name: 'Verified phone', verification: { phone_field: 'phone' } })
      const fields = { ...testDriveValues, phone: '07400 123456' }
      const refused = await json(await send(fields, {}, verified))
      expect(refused.body.errors).toEqual([
        {
          status: '422',
          title: 'Invalid value',
          detail: 'Verify this phone number with the code we text you',
          source: { pointer: '/data/attributes/fields/phone' },
          code: 'phone_not_verified',
        },
      ])
      const verify = (step: string, body: unknown) =>
        visitor.app.request(`/api/forms/verify/sms/${step}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      expect((await verify('create_verification', { phone_number: '+447400123456' })).status).toBe(202)
      const [text] = await db().database.db.select().from(outbox).where(eq(outbox.recipient, '+447400123456'))
      const code = /\d{6}/.exec(text!.body)![0]
      const checked = await verify('check_verification', { phone_number: '+447400123456', code, form_id: verified.id })
      expect(checked.status).toBe(200)
      // The lead carries the check's proof (ADR 056): the number alone proves nothing.
      const { proof } = ((await checked.json()) as { data: { proof: string } }).data
      expect((await send(fields, {}, verified)).status).toBe(422)
      expect((await send(fields, { verification: { phone: proof } }, verified)).status).toBe(201)
      // Without a number there is nothing to verify (the field is optional here).
      expect((await send(testDriveValues, {}, verified)).status).toBe(201)
    })

    it('an address the form verifies must be one the verification service accepts (spec 1 §5)', async () => {
      const verified = await createForm(admin, { ...testDriveForm, name: 'Verified e-mail', verification: { email_field: 'email' } })
      // The sandbox service says invalid for the invalid.example domain, accept_all for accept-all.example.
      const refused = await json(await send({ ...testDriveValues, email: 'ada@invalid.example' }, {}, verified))
      expect(refused.body.errors).toEqual([
        {
          status: '422',
          title: 'Invalid value',
          detail: 'This e-mail address cannot receive mail. Check it and try again.',
          source: { pointer: '/data/attributes/fields/email' },
          code: 'email_undeliverable',
        },
      ])
      expect(await db().database.db.select().from(leads).where(eq(leads.email, 'ada@invalid.example'))).toEqual([])
      expect((await send({ ...testDriveValues, email: 'ada@accept-all.example' }, {}, verified)).status).toBe(201)
      expect((await send(testDriveValues, {}, verified)).status).toBe(201)
      // A form that verifies no address takes the one the service would refuse.
      expect((await send({ ...testDriveValues, email: 'bob@invalid.example' })).status).toBe(201)
    })

    it('needs no CSRF token, but a cross-site POST is refused', async () => {
      const body = leadBody(form, testDriveValues, await agedToken(visitor, siteId, form.id))
      const crossSite = await postLead(visitor, form.id, body, { address: nextAddress(), headers: { 'sec-fetch-site': 'cross-site' } })
      expect(crossSite.status).toBe(403)
      expect((await crossSite.json()).errors[0].title).toBe('Cross-site request refused')
      expect(
        (await postLead(visitor, form.id, body, { address: nextAddress(), headers: { 'sec-fetch-site': 'same-origin' } })).status,
      ).toBe(201)
    })
  })

  describe('the back office (administrators): list, detail, deliveries, fix, delete', () => {
    let listed: { id: number; version: number }
    const ids: number[] = []
    beforeAll(async () => {
      listed = await createForm(admin, { ...testDriveForm, name: 'Listed' })
      const people = [
        ['Ada', 'ada@example.com', '2026-11-01T09:00:00Z'],
        ['Bob', 'bob@example.com', '2026-11-02T09:00:00Z'],
        ['Cy', 'cy@example.com', '2026-11-03T09:00:00Z'],
        ['Di', 'di@example.com', '2026-11-04T09:00:00Z'],
      ] as const
      for (const [name, email, at] of people) {
        const { body } = await json(await send({ ...testDriveValues, first_name: name, email }, {}, listed))
        ids.push(Number(body.data.id))
        await db()
          .database.db.update(leads)
          .set({ createdAt: new Date(at) })
          .where(eq(leads.id, Number(body.data.id)))
      }
    })
    const list = async (query: string) => json(await admin.request(`/api/forms/forms/${listed.id}/leads${query}`))

    it('the forms list counts each form’s leads', async () => {
      const { body } = await json(await admin.request('/api/forms/forms'))
      expect(body.data.find((f: { id: string }) => f.id === String(listed.id)).attributes.lead_count).toBe(4)
    })

    it('lists newest first with items, page and meta, and audits the read', async () => {
      const { status, body } = await list('?items=3&page=1')
      expect(status).toBe(200)
      expect(body.meta).toEqual({ total: 4, page: 1, items: 3, pages: 2 })
      expect(body.data.map((l: { attributes: { fields: { first_name: string } } }) => l.attributes.fields.first_name)).toEqual([
        'Di',
        'Cy',
        'Bob',
      ])
      expect(body.data[0]).toMatchObject({ type: 'lead', attributes: { email: 'di@example.com', deliveries: { pending: 3 } } })
      expect((await list('?items=3&page=2')).body.data).toHaveLength(1)
      const audits = await db()
        .database.db.select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'lead.list'), eq(auditLog.entityId, String(listed.id))))
      expect(audits.length).toBeGreaterThanOrEqual(2)
    })

    it('filters by created_at (a day or a time), sorts, the ,-created_at variant, and searches', async () => {
      const names = async (query: string) =>
        (await list(query)).body.data.map((l: { attributes: { fields: { first_name: string } } }) => l.attributes.fields.first_name)
      expect(await names('?filter[created_at_gteq]=2026-11-02&filter[created_at_lteq]=2026-11-03')).toEqual(['Cy', 'Bob'])
      expect(await names('?filter[created_at_gteq]=2026-11-02T10:00:00Z')).toEqual(['Di', 'Cy'])
      expect(await names('?sort=created_at')).toEqual(['Ada', 'Bob', 'Cy', 'Di'])
      expect(await names('?sort=email,-created_at')).toEqual(['Ada', 'Bob', 'Cy', 'Di'])
      expect(await names('?sort=-email,-created_at')).toEqual(['Di', 'Cy', 'Bob', 'Ada'])
      // The variant appended to a sort by created_at: the key's first place decides.
      expect(await names('?sort=created_at,-created_at')).toEqual(['Ada', 'Bob', 'Cy', 'Di'])
      expect(await names('?sort=-created_at,-created_at')).toEqual(['Di', 'Cy', 'Bob', 'Ada'])
      expect(await names('?search=BOB')).toEqual(['Bob'])
      expect(await names('?search=%25')).toEqual([])
    })

    it.each([
      ['?sort=name', 'sort'],
      ['?sort=id,id,id,id,id,id,id', 'sort'],
      ['?items=101', 'items'],
      ['?page=0', 'page'],
      ['?filter[created_at_gteq]=yesterday', 'filter[created_at_gteq]'],
      // Days the database cannot hold or that do not exist: refused, not a failed query.
      ['?filter[created_at_gteq]=0000-01-01', 'filter[created_at_gteq]'],
      ['?filter[created_at_lteq]=0000-01-01T00:00:00Z', 'filter[created_at_lteq]'],
      ['?filter[created_at_lteq]=2026-02-30', 'filter[created_at_lteq]'],
      ['?filter[created_at_gteq]=2026-13-01', 'filter[created_at_gteq]'],
    ])('refuses %s with 400 naming %s', async (query, parameter) => {
      const { status, body } = await list(query)
      expect(status).toBe(400)
      expect(body.errors[0].source.parameter).toBe(parameter)
    })

    it('reads one lead with the labels of its version, its consents and its deliveries; audits it', async () => {
      await drainAllDeliveries(db().database, admin.services.jobs)
      const { status, body } = await json(await admin.request(`/api/forms/forms/${listed.id}/leads/${ids[0]}`))
      expect(status).toBe(200)
      const attributes = body.data.attributes
      expect(attributes).toMatchObject({
        form_id: listed.id,
        form_name: 'Listed',
        form_version: 1,
        email: 'ada@example.com',
        location: null,
      })
      expect(attributes.fields.find((f: { id: string }) => f.id === 'first_name')).toEqual({
        id: 'first_name',
        label: 'First name',
        type: 'text',
        value: 'Ada',
        text: 'Ada',
      })
      expect(attributes.fields.find((f: { id: string }) => f.id === 'trade_in_model').value).toBeNull()
      expect(attributes.consents).toHaveLength(1)
      expect(attributes.deliveries.map((d: { kind: string; job: { state: string } }) => [d.kind, d.job.state])).toEqual([
        ['notification', 'created'],
        ['confirmation', 'created'],
        ['webhook', 'created'],
      ])
      const audits = await db()
        .database.db.select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'lead.read'), eq(auditLog.entityId, String(ids[0]))))
      expect(audits).toHaveLength(1)
      expect((await admin.request(`/api/forms/forms/${form.id}/leads/${ids[0]}`)).status).toBe(404)
    })

    it('fix sends a failed delivery again with a new job; a delivered one is left alone (409)', async () => {
      const [notification, confirmation, webhook] = await deliveriesOf(ids[1]!)
      await db()
        .database.db.update(leadDeliveries)
        .set({ status: 'dead', lastError: 'The webhook answered 500' })
        .where(eq(leadDeliveries.id, webhook!.id))
      await db().database.db.update(leadDeliveries).set({ status: 'delivered' }).where(eq(leadDeliveries.id, notification!.id))
      const integrations = await json(await admin.request(`/api/forms/forms/${listed.id}/leads/${ids[1]}/integrations`))
      expect(integrations.body.data.map((d: { attributes: { status: string } }) => d.attributes.status)).toEqual([
        'delivered',
        'pending',
        'dead',
      ])

      const fixed = await json(
        await admin.request(
          `/api/forms/forms/${listed.id}/leads/${ids[1]}/integrations/fix`,
          jsonApi('POST', { delivery_id: webhook!.id }, 'request'),
        ),
      )
      expect(fixed.status).toBe(202)
      const [, , after] = await deliveriesOf(ids[1]!)
      expect(after).toMatchObject({ status: 'pending', lastError: 'The webhook answered 500' })
      expect(after!.jobId).not.toBe(webhook!.jobId)
      expect(await admin.services.jobs.getJob(leadDeliveryJob, after!.jobId!)).toMatchObject({ state: 'created' })

      const delivered = await json(
        await admin.request(
          `/api/forms/forms/${listed.id}/leads/${ids[1]}/integrations/fix`,
          jsonApi('POST', { delivery_id: notification!.id }, 'request'),
        ),
      )
      expect(delivered).toMatchObject({
        status: 409,
        body: { errors: [{ detail: `Delivery ${notification!.id} was delivered already.` }] },
      })
      const unknown = await admin.request(
        `/api/forms/forms/${listed.id}/leads/${ids[1]}/integrations/fix`,
        jsonApi('POST', { delivery_id: 999999 }, 'request'),
      )
      expect(unknown.status).toBe(404)
      const beyond = await admin.request(
        `/api/forms/forms/${listed.id}/leads/${ids[1]}/integrations/fix`,
        jsonApi('POST', { delivery_id: 2 ** 40 }, 'request'),
      )
      expect(beyond.status).toBe(422)
      // No body: every delivery not delivered goes again.
      const all = await json(await admin.request(`/api/forms/forms/${listed.id}/leads/${ids[1]}/integrations/fix`, { method: 'POST' }))
      expect(all.status).toBe(202)
      const jobsAfter = (await deliveriesOf(ids[1]!)).map((d) => d.jobId)
      expect(jobsAfter[0]).toBe(notification!.jobId)
      expect(jobsAfter[1]).not.toBe(confirmation!.jobId)
    })

    it('deletes a lead with its deliveries, audited; then it is gone', async () => {
      const id = ids[3]!
      expect((await json(await admin.request(`/api/forms/forms/${listed.id}/leads/${id}`, { method: 'DELETE' }))).body).toEqual({
        data: { deleted: true },
      })
      expect(await deliveriesOf(id)).toEqual([])
      expect((await admin.request(`/api/forms/forms/${listed.id}/leads/${id}`)).status).toBe(404)
      expect((await admin.request(`/api/forms/forms/${listed.id}/leads/${id}`, { method: 'DELETE' })).status).toBe(404)
      const audits = await db()
        .database.db.select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'lead.delete'), eq(auditLog.entityId, String(id))))
      expect(audits).toHaveLength(1)
    })
  })
})
