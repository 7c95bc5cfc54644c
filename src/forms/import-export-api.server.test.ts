import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog, forms } from '~/db/schema/index.ts'
import { clientsByRole, type TestClient } from '~/test/app.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { createForm, jsonApi, testDriveForm } from '~/test/forms.ts'

/** spec 1 §7: GET /forms/{id}/export, POST /forms/import (body data.attributes), POST /forms/{id}/duplicate?name=. */
describeEachEngine('forms API: form export, import and duplicate', (db) => {
  let admin: TestClient
  let form: { id: number; version: number }
  const json = async (response: Response) => ({ status: response.status, body: await response.json() })
  const formCount = async () => (await db().database.db.select().from(forms).where(eq(forms.siteId, db().siteId))).length
  const audited = async (action: string, id: string) =>
    (
      await db()
        .database.db.select()
        .from(auditLog)
        .where(and(eq(auditLog.action, action), eq(auditLog.entityId, id)))
    ).length
  beforeAll(async () => {
    admin = (await clientsByRole(db())).admin
    form = await createForm(admin)
  })

  it('exports a form as a JSON file of its name, type and definition, which import takes back', async () => {
    const exported = await admin.request(`/api/forms/forms/${form.id}/export`)
    expect(exported.status).toBe(200)
    expect(exported.headers.get('content-disposition')).toBe('attachment; filename="form-test-drive.json"')
    const file = await exported.json()
    expect(file.data.type).toBe('form')
    expect(Object.keys(file.data.attributes).sort()).toEqual(
      ['fields', 'integrations', 'layout', 'name', 'settings', 'submit_label', 'type', 'verification'].sort(),
    )
    // Nothing of this install: the file imports anywhere.
    expect(file.data.id).toBeUndefined()
    expect(file.data.attributes.version).toBeUndefined()

    file.data.attributes.name = 'Test drive (imported)'
    const imported = await json(await admin.request('/api/forms/forms/import', { ...jsonApi('POST'), body: JSON.stringify(file) }))
    expect(imported.status).toBe(201)
    expect(imported.body.data.attributes).toMatchObject({ name: 'Test drive (imported)', type: 'test_drive', version: 1 })
    const original = (await json(await admin.request(`/api/forms/forms/${form.id}`))).body.data.attributes
    for (const key of ['fields', 'layout', 'submit_label', 'settings', 'integrations', 'verification'])
      expect(imported.body.data.attributes[key]).toEqual(original[key])
    expect(await audited('form.import', imported.body.data.id)).toBe(1)
  })

  it('a bad file changes nothing and names the bad path', async () => {
    const before = await formCount()
    const bad = {
      ...testDriveForm,
      name: 'Bad import',
      fields: [...testDriveForm.fields.slice(0, 2), { id: 'colour', type: 'colour', label: 'Colour' }],
      integrations: [{ id: 'crm', type: 'webhook', url: 'javascript:alert(1)' }],
    }
    const { status, body } = await json(await admin.request('/api/forms/forms/import', jsonApi('POST', bad, 'form')))
    expect(status).toBe(422)
    expect(body.errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toEqual([
      '/data/attributes/fields/2/type',
      '/data/attributes/integrations/0/url',
    ])
    expect(body.errors[1].detail).toBe('integrations.0.url: Enter an http or https URL')
    expect(await formCount()).toBe(before)

    const broken = await admin.request('/api/forms/forms/import', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"data":',
    })
    expect(broken.status).toBe(400)
    const empty = await json(await admin.request('/api/forms/forms/import', { ...jsonApi('POST'), body: '{}' }))
    expect(empty).toMatchObject({ status: 422, body: { errors: [{ source: { pointer: '/data' } }] } })
    const taken = await json(await admin.request('/api/forms/forms/import', jsonApi('POST', testDriveForm, 'form')))
    expect(taken).toMatchObject({ status: 409, body: { errors: [{ detail: 'A form named "Test drive" already exists in this market.' }] } })
    expect(await formCount()).toBe(before)
  })

  describe('duplicate', () => {
    it('copies a form under the given name at version 1, audited', async () => {
      await admin.request(`/api/forms/forms/${form.id}`, jsonApi('PUT', { ...testDriveForm, submit_label: 'Book' }, 'form'))
      const copy = await json(
        await admin.request(`/api/forms/forms/${form.id}/duplicate?name=${encodeURIComponent('Test drive NL')}`, { method: 'POST' }),
      )
      expect(copy.status).toBe(201)
      expect(copy.body.data.attributes).toMatchObject({ name: 'Test drive NL', type: 'test_drive', version: 1, submit_label: 'Book' })
      expect(await audited('form.duplicate', copy.body.data.id)).toBe(1)
    })

    it("without a name it is '<name> (copy)'; a second time that name is taken (409)", async () => {
      const copy = await json(await admin.request(`/api/forms/forms/${form.id}/duplicate`, { method: 'POST' }))
      expect(copy.body.data.attributes.name).toBe('Test drive (copy)')
      expect((await admin.request(`/api/forms/forms/${form.id}/duplicate`, { method: 'POST' })).status).toBe(409)
    })

    it('refuses a name over 200 characters and an unknown form', async () => {
      const long = await json(await admin.request(`/api/forms/forms/${form.id}/duplicate?name=${'x'.repeat(201)}`, { method: 'POST' }))
      expect(long).toMatchObject({ status: 422, body: { errors: [{ detail: 'name: A name has at most 200 characters' }] } })
      expect((await admin.request('/api/forms/forms/999999/duplicate?name=x', { method: 'POST' })).status).toBe(404)
      expect((await admin.request('/api/forms/forms/999999/export')).status).toBe(404)
    })
  })
})
