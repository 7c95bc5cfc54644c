import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog, forms, formVersions, leads, locations, sites } from '~/db/schema/index.ts'
import { clientsByRole, type TestClient } from '~/test/app.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { createForm, jsonApi, testDriveForm } from '~/test/forms.ts'
import { formsApi } from './api.server.ts'
import { webhookSigningKey } from './delivery.server.ts'
import { LEAD_REFUSAL_CODES } from './refusals.ts'

/** spec 1 §7 Forms API: forms, versions, settings, integrations, what each role sees (ADR 053). */
describeEachEngine('forms API: forms (/api/forms/forms)', (db) => {
  let clients: Awaited<ReturnType<typeof clientsByRole>>
  let admin: TestClient
  const json = async (response: Response) => ({ status: response.status, body: await response.json() })
  beforeAll(async () => {
    clients = await clientsByRole(db())
    admin = clients.admin
  })

  const auditOf = async (action: string, entityId: number) =>
    db()
      .database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))))

  it('creates a form at version 1, keeps that version, and audits it', async () => {
    const { status, body } = await json(await admin.request('/api/forms/forms', jsonApi('POST', testDriveForm, 'form')))
    expect(status).toBe(201)
    expect(body.data).toMatchObject({
      type: 'form',
      attributes: { name: 'Test drive', type: 'test_drive', version: 1, layout: 'double_column' },
    })
    expect(body.data.attributes.settings.notifications).toEqual({
      enabled: true,
      recipients: ['leads@example.com'],
      subject: 'New lead: {form}',
    })
    expect(body.data.attributes.integrations).toEqual([{ id: 'crm', type: 'webhook', url: 'https://crm.example.com/leads', enabled: true }])
    const id = Number(body.data.id)
    const versions = await db().database.db.select().from(formVersions).where(eq(formVersions.formId, id))
    expect(versions.map((v) => v.version)).toEqual([1])
    expect((versions[0]!.definition as { fields: unknown[] }).fields).toHaveLength(testDriveForm.fields.length)
    expect(await auditOf('form.create', id)).toHaveLength(1)
  })

  it('bumps the market’s content revision with every form and location write, so every process reads them anew (ADR 094)', async () => {
    const revision = async () =>
      (await db().database.db.select({ at: sites.contentRevision }).from(sites).where(eq(sites.id, db().siteId)))[0]!.at
    const bumps = async (write: () => Promise<Response>) => {
      const before = await revision()
      expect((await write()).status).toBeLessThan(300)
      return (await revision()) - before
    }
    const form = await createForm(admin, { ...testDriveForm, name: 'Revision form' })
    const send = (method: string, path: string, attributes?: object, type = 'form') =>
      admin.request(`/api/forms${path}`, jsonApi(method, attributes, type))
    expect(await bumps(() => send('PUT', `/forms/${form.id}`, { ...testDriveForm, name: 'Revision form 2' }))).toBe(1)
    const copy = await send('POST', `/forms/${form.id}/duplicate?name=Revision%20copy`)
    const copyId = Number((await copy.json()).data.id)
    expect(await bumps(() => send('DELETE', `/forms/${copyId}`))).toBe(1)
    expect(await bumps(() => send('PUT', `/forms/${form.id}/integrations`, { integrations: [] }, 'config'))).toBe(1)
    let location = 0
    expect(
      await bumps(async () => {
        const created = await send('POST', '/locations', { name: 'Revision desk', dealer_id: null, email: 'desk@example.com' }, 'location')
        location = Number((await created.clone().json()).data.id)
        return created
      }),
    ).toBe(1)
    expect(
      await bumps(() => send('PUT', `/locations/${location}`, { name: 'Revision desk 2', dealer_id: null, email: null }, 'location')),
    ).toBe(1)
    expect(await bumps(() => send('DELETE', `/locations/${location}`))).toBe(1)
  })

  it('refuses a bad definition with 422 naming each path, and writes nothing', async () => {
    const bad = {
      ...testDriveForm,
      name: 'Bad form',
      fields: [
        { id: 'First name', type: 'text', label: 'First name' },
        { id: 'model', type: 'select', label: 'Model' },
        { id: 'later', type: 'text', label: 'Later', show_when: { field: 'nowhere' } },
      ],
    }
    const { status, body } = await json(await admin.request('/api/forms/forms', jsonApi('POST', bad, 'form')))
    expect(status).toBe(422)
    const byPointer = Object.fromEntries(
      body.errors.map((e: { source: { pointer: string }; detail: string }) => [e.source.pointer, e.detail]),
    )
    expect(byPointer).toMatchObject({
      '/data/attributes/fields/0/id': 'fields.0.id: Use lower-case letters, digits and underscores, starting with a letter (at most 64)',
      '/data/attributes/fields/1/options': 'fields.1.options: A select or radio field needs options',
      '/data/attributes/fields/2/show_when/field': 'fields.2.show_when.field: "nowhere" must be a field above this one',
    })
    const list = await json(await admin.request('/api/forms/forms'))
    expect(list.body.data.map((f: { attributes: { name: string } }) => f.attributes.name)).not.toContain('Bad form')
  })

  it('refuses a body that is not JSON (400) and a second form of the same name (409)', async () => {
    const broken = await admin.request('/api/forms/forms', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' })
    expect(broken.status).toBe(400)
    await createForm(admin, { ...testDriveForm, name: 'Brochure' })
    const { status, body } = await json(
      await admin.request('/api/forms/forms', jsonApi('POST', { ...testDriveForm, name: 'Brochure' }, 'form')),
    )
    expect(status).toBe(409)
    expect(body.errors[0]).toMatchObject({
      detail: 'A form named "Brochure" already exists in this market.',
      source: { pointer: '/data/attributes/name' },
    })
  })

  it('every save raises the version and keeps each version (ADR 053), also ten saves at once', async () => {
    const form = await createForm(admin, { ...testDriveForm, name: 'Versioned' })
    const saved = await json(
      await admin.request(
        `/api/forms/forms/${form.id}`,
        jsonApi('PUT', { ...testDriveForm, name: 'Versioned', submit_label: 'Book it' }, 'form'),
      ),
    )
    expect(saved.status).toBe(200)
    expect(saved.body.data.attributes).toMatchObject({ version: 2, submit_label: 'Book it' })
    const concurrent = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        admin.request(
          `/api/forms/forms/${form.id}`,
          jsonApi('PUT', { ...testDriveForm, name: 'Versioned', submit_label: `Save ${i}` }, 'form'),
        ),
      ),
    )
    expect(concurrent.map((r) => r.status)).toEqual(Array(10).fill(200))
    const versions = await db().database.db.select().from(formVersions).where(eq(formVersions.formId, form.id))
    expect(versions.map((v) => v.version).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1))
    expect((versions.find((v) => v.version === 2)!.definition as { submit_label: string }).submit_label).toBe('Book it')
    expect((versions.find((v) => v.version === 1)!.definition as { submit_label: string }).submit_label).toBe('Submit')
    expect(await auditOf('form.update', form.id)).toHaveLength(11)
  })

  it('a save made on an older version is refused: one admin never undoes another’s unseen, ten at once agree', async () => {
    const form = await createForm(admin, { ...testDriveForm, name: 'Two admins' })
    const save = (startedFrom: unknown, submit_label: string) =>
      admin.request(
        `/api/forms/forms/${form.id}`,
        jsonApi('PUT', { ...testDriveForm, name: 'Two admins', submit_label, version: startedFrom }, 'form'),
      )
    expect((await json(await save(1, 'Send A'))).body.data.attributes).toMatchObject({ version: 2, submit_label: 'Send A' })
    const stale = await json(await save(1, 'Send B'))
    expect(stale).toMatchObject({
      status: 409,
      body: { errors: [{ title: 'Form changed', source: { pointer: '/data/attributes/version' } }] },
    })
    expect(stale.body.errors[0].detail).toContain('Version 2 of this form was saved after the version 1')
    const racing = await Promise.all(Array.from({ length: 10 }, (_, i) => save(2, `Race ${i}`)))
    expect(racing.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)])
    const [row] = await db().database.db.select().from(forms).where(eq(forms.id, form.id))
    expect(row!.version).toBe(3)
    expect((row!.definition as { submit_label: string }).submit_label).toMatch(/^Race \d$/)
    // Not a version: named, nothing saved.
    expect(await json(await save('2', 'Typed'))).toMatchObject({
      status: 422,
      body: { errors: [{ source: { pointer: '/data/attributes/version' } }] },
    })
  })

  describe('what each role sees of a form (ADR 053)', () => {
    let formId: number
    beforeAll(async () => {
      formId = (await createForm(admin, { ...testDriveForm, name: 'Roles' })).id
    })

    it('a visitor gets the public part with a form token, never recipients, webhooks or the name', async () => {
      const { status, body } = await json(await clients.anonymous.request(`/api/forms/forms/${formId}`))
      expect(status).toBe(200)
      const attributes = body.data.attributes
      expect(Object.keys(attributes).sort()).toEqual(
        ['fields', 'form_token', 'layout', 'locations', 'recaptcha_site_key', 'settings', 'submit_label', 'verification', 'version'].sort(),
      )
      expect(attributes.settings).toEqual({ thank_you: { title: 'Thanks!', message: 'See you soon.' } })
      expect(attributes.form_token).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/)
      expect(JSON.stringify(body)).not.toMatch(/leads@example\.com|crm\.example\.com/)
    })

    it('an editor also gets name, type and dates, still no recipients or webhooks', async () => {
      const { body } = await json(await clients.editor.request(`/api/forms/forms/${formId}`))
      expect(body.data.attributes).toMatchObject({ name: 'Roles', type: 'test_drive', version: 1 })
      expect(body.data.attributes.updated_at).toMatch(/^\d{4}-/)
      expect(JSON.stringify(body)).not.toMatch(/leads@example\.com|crm\.example\.com/)
      expect(body.data.attributes.integrations).toBeUndefined()
    })

    it('an administrator gets everything', async () => {
      const { body } = await json(await admin.request(`/api/forms/forms/${formId}`))
      expect(body.data.attributes.settings.notifications.recipients).toEqual(['leads@example.com'])
      expect(body.data.attributes.integrations[0].url).toBe('https://crm.example.com/leads')
    })

    it('the list: editors see names, types and versions; admins the lead counts too', async () => {
      const editorList = await json(await clients.editor.request('/api/forms/forms'))
      const row = editorList.body.data.find((f: { id: string }) => f.id === String(formId))
      expect(Object.keys(row.attributes).sort()).toEqual(['name', 'type', 'updated_at', 'version'])
      const adminList = await json(await admin.request('/api/forms/forms'))
      expect(adminList.body.data.find((f: { id: string }) => f.id === String(formId)).attributes.lead_count).toBe(0)
      expect(adminList.body.meta.total).toBe(adminList.body.data.length)
    })

    it('a form with a location field offers the market’s locations by id and name only', async () => {
      const created = await json(
        await admin.request('/api/forms/locations', jsonApi('POST', { name: 'Aurelia Leeds', email: 'leeds@example.com' }, 'location')),
      )
      // The visitor's process hears of the change as another process would (its content notification).
      clients.anonymous.services.content.invalidate()
      const { body } = await json(await clients.anonymous.request(`/api/forms/forms/${formId}`))
      expect(body.data.attributes.locations).toContainEqual({ id: Number(created.body.data.id), name: 'Aurelia Leeds' })
      expect(JSON.stringify(body.data.attributes.locations)).not.toContain('leeds@example.com')

      // A visitor's read is the view kept per content revision (a flood of reads runs no query):
      // a change that does not bump the revision is not seen, one that does is.
      const id = Number(created.body.data.id)
      await db().database.db.update(locations).set({ name: 'Renamed quietly' }).where(eq(locations.id, id))
      const visitorSees = async () =>
        (await json(await clients.anonymous.request(`/api/forms/forms/${formId}`))).body.data.attributes.locations.find(
          (location: { id: number }) => location.id === id,
        )?.name
      expect(await visitorSees()).toBe('Aurelia Leeds')
      expect((await json(await admin.request(`/api/forms/forms/${formId}`))).body.data.attributes.locations).toContainEqual({
        id,
        name: 'Renamed quietly',
      })
      await admin.request(
        `/api/forms/locations/${id}`,
        jsonApi('PUT', { name: 'Aurelia Leeds North', email: 'leeds@example.com' }, 'location'),
      )
      clients.anonymous.services.content.invalidate()
      expect(await visitorSees()).toBe('Aurelia Leeds North')
    })
  })

  it('the three settings (spec 1 §7), and 404 for another name or form', async () => {
    const { id } = await createForm(admin, { ...testDriveForm, name: 'Settings' })
    for (const name of ['thank_you', 'notifications', 'confirmations'] as const) {
      const { status, body } = await json(await admin.request(`/api/forms/forms/${id}/settings/${name}`))
      expect(status).toBe(200)
      expect(body.data).toMatchObject({ id: name, type: 'form_setting' })
    }
    expect((await json(await admin.request(`/api/forms/forms/${id}/settings/confirmations`))).body.data.attributes).toEqual({
      enabled: true,
      subject: 'We have received your request',
      body: 'Thank you for contacting us. A member of our team will be in touch soon.',
    })
    const other = await json(await admin.request(`/api/forms/forms/${id}/settings/recipients`))
    expect(other).toMatchObject({
      status: 404,
      body: { errors: [{ detail: 'A form has the settings thank_you, notifications, confirmations.' }] },
    })
    expect((await admin.request('/api/forms/forms/999999/settings/thank_you')).status).toBe(404)
  })

  it('integrations (type config): read, replaced as a new version, a bad URL named', async () => {
    const { id } = await createForm(admin, { ...testDriveForm, name: 'Integrations' })
    const read = await json(await admin.request(`/api/forms/forms/${id}/integrations`))
    expect(read.body.data).toMatchObject({ type: 'config', attributes: { integrations: [{ id: 'crm' }] } })
    // The key the webhook's signatures are made with, for the receiver's administrator.
    const signingKey = await webhookSigningKey(admin.services.database, { siteId: db().siteId, formId: id, integrationId: 'crm' })
    expect(read.body.data.attributes.integrations[0].signing_key).toBe(signingKey)
    expect(signingKey).toMatch(/^[0-9a-f]{64}$/)
    const bad = await json(
      await admin.request(
        `/api/forms/forms/${id}/integrations`,
        jsonApi('PUT', { integrations: [{ id: 'erp', type: 'webhook', url: 'ftp://x' }] }, 'config'),
      ),
    )
    expect(bad.status).toBe(422)
    expect(bad.body.errors[0]).toMatchObject({
      detail: '0.url: Enter an http or https URL',
      source: { pointer: '/data/attributes/integrations/0/url' },
    })
    const put = await json(
      await admin.request(
        `/api/forms/forms/${id}/integrations`,
        jsonApi('PUT', { integrations: [{ id: 'erp', type: 'webhook', url: 'https://erp.example.com/in', enabled: false }] }, 'config'),
      ),
    )
    expect(put.status).toBe(200)
    expect(put.body.data.attributes.integrations).toEqual([
      {
        id: 'erp',
        type: 'webhook',
        url: 'https://erp.example.com/in',
        enabled: false,
        signing_key: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    ])
    expect((await json(await admin.request(`/api/forms/forms/${id}`))).body.data.attributes.version).toBe(2)
  })

  it('refuses a thank-you redirect the browser may not follow, at its field; one stored before the rule holds back the webhooks with its name', async () => {
    const { id } = await createForm(admin, { ...testDriveForm, name: 'Redirects' })
    const withRedirect = (redirect_url: string) => ({
      ...testDriveForm,
      name: 'Redirects',
      settings: { ...testDriveForm.settings, thank_you: { redirect_url } },
    })
    for (const url of ['javascript:alert(1)', '//evil.example/x', 'data:text/html,x']) {
      const refused = await json(await admin.request(`/api/forms/forms/${id}`, jsonApi('PUT', withRedirect(url), 'form')))
      expect(refused.status).toBe(422)
      expect(refused.body.errors[0].source.pointer).toMatch(/\/settings\/thank_you\/redirect_url$/)
      expect(refused.body.errors[0].detail).toContain('Enter a path of this site (/thank-you) or an http(s) address')
    }
    for (const url of ['/thank-you', 'https://brand.example/thanks', '']) {
      expect((await admin.request(`/api/forms/forms/${id}`, jsonApi('PUT', withRedirect(url), 'form'))).status).toBe(200)
    }
    // A form saved before the rule: its webhooks wait until the builder has corrected it.
    const [row] = await db().database.db.select().from(forms).where(eq(forms.id, id))
    const stored = row!.definition as { settings: { thank_you: Record<string, string> } }
    stored.settings.thank_you.redirect_url = 'javascript:alert(1)'
    await db()
      .database.db.update(forms)
      .set({ definition: stored as never })
      .where(eq(forms.id, id))
    const held = await json(await admin.request(`/api/forms/forms/${id}/integrations`, jsonApi('PUT', { integrations: [] }, 'config')))
    expect(held.status).toBe(409)
    expect(held.body.errors[0].detail).toBe(
      'settings.thank_you.redirect_url: Enter a path of this site (/thank-you) or an http(s) address. Correct it in the form builder first.',
    )
  })

  it("deletes a form without leads; refuses one with leads: 'This form has 1 lead: delete them first (export them to keep a copy)'", async () => {
    const empty = await createForm(admin, { ...testDriveForm, name: 'Empty' })
    expect((await json(await admin.request(`/api/forms/forms/${empty.id}`, { method: 'DELETE' }))).body).toEqual({
      data: { deleted: true },
    })
    expect((await admin.request(`/api/forms/forms/${empty.id}`)).status).toBe(404)
    expect(await auditOf('form.delete', empty.id)).toHaveLength(1)

    const used = await createForm(admin, { ...testDriveForm, name: 'Used' })
    await db()
      .database.db.insert(leads)
      .values({ siteId: db().siteId, formId: used.id, formVersion: 1, data: {}, idempotencyKey: 'delete-test-key-0001' })
    const refused = await json(await admin.request(`/api/forms/forms/${used.id}`, { method: 'DELETE' }))
    expect(refused).toMatchObject({
      status: 409,
      body: { errors: [{ detail: 'This form has 1 lead: delete them first (export them to keep a copy)' }] },
    })
    expect((await admin.request(`/api/forms/forms/${used.id}`)).status).toBe(200)
  })

  it.each(['999999', 'abc', '0', '1e3'])('an unknown form id %s is 404 Form not found', async (id) => {
    const { status, body } = await json(await clients.anonymous.request(`/api/forms/forms/${id}`))
    expect(status).toBe(404)
    expect(body.errors[0].title).toBe('Form not found')
  })

  it('serves an OpenAPI 3.1 document naming every route of the forms API', async () => {
    const { status, body } = await json(await clients.anonymous.request('/api/forms/openapi.json'))
    expect(status).toBe(200)
    expect(body.openapi).toBe('3.1.0')
    const documented = Object.entries(body.paths as Record<string, object>).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    )
    const served = formsApi()
      .routes.filter((r) => r.method !== 'ALL' && !r.path.endsWith('*'))
      .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`)
    expect(new Set(documented)).toEqual(new Set(served))
    expect(body.paths['/forms/{id}/leads'].post.responses['422']).toBeDefined()
  })

  it("documents the codes of a visitor's refusals beside their English detail (ADR 176)", async () => {
    const { body } = await json(await clients.anonymous.request('/api/forms/openapi.json'))
    const codes = (path: string, status: number) =>
      body.paths[path].post.responses[status].content['application/json'].schema.properties.errors.items.properties.code.enum
    expect(codes('/forms/{id}/leads', 422)).toEqual([...LEAD_REFUSAL_CODES])
    expect(codes('/verify/sms/check_verification', 422)).toEqual(
      expect.arrayContaining(['phone', 'code_format', 'unknown_form', 'wrong_code', 'code_expired', 'too_many_wrong_codes']),
    )
    expect(codes('/forms/{id}/leads', 429)).toEqual(['rate_limited'])
    expect(codes('/verify/sms/create_verification', 429)).toEqual(['rate_limited'])
    expect(codes('/verify/sms/create_verification', 502)).toEqual(['verification_unavailable'])
    // Every other error keeps the shared shape, its detail unchanged.
    const other = body.paths['/forms/{id}'].get.responses['404'].content['application/json'].schema
    expect(other.properties.errors.items.properties).toMatchObject({ detail: { type: 'string' }, code: { type: 'string' } })
  })
})
