import { eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { auditLog, forms, formVersions, leads, users } from '~/db/schema/index.ts'
import { formDefinitionSchema } from '~/forms/definition.ts'
import { findPersonLeads } from './forms-admin.server.ts'
import { clientsByRole, type TestClient } from '~/test/app.ts'
import { describeEachEngine } from '~/test/engines.ts'

const post = (client: TestClient, path: string, body: unknown) =>
  client.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

/** A person's leads, exported and erased from /admin (administrators only, audited). */
describeEachEngine('/api/admin/people: a person’s leads', (db) => {
  let clients: Awaited<ReturnType<typeof clientsByRole>>
  let ann = 0
  let bob = 0
  beforeAll(async () => {
    clients = await clientsByRole(db())
    const { database, siteId } = db()
    const definition = formDefinitionSchema.parse({ fields: [{ id: 'email', type: 'email', label: 'Your e-mail' }] })
    const [form] = await database.db
      .insert(forms)
      .values({ siteId, name: `People ${Math.random()}`, definition })
      .returning()
    await database.db.insert(formVersions).values({ formId: form!.id, version: 1, definition })
    const lead = (email: string, key: string) => ({
      siteId,
      formId: form!.id,
      formVersion: 1,
      data: { email },
      email,
      idempotencyKey: `${key}-${Math.random().toString(36).slice(2)}`,
    })
    const ids = await database.db
      .insert(leads)
      .values([lead('ann@example.com', 'ann'), lead('bob@example.com', 'bob')])
      .returning({ id: leads.id })
    ;[ann, bob] = ids.map((row) => row.id) as [number, number]
  })

  it('refuses visitors and editors', async () => {
    expect((await clients.anonymous.request('/api/admin/people/leads?email=ann@example.com')).status).toBe(401)
    expect((await clients.editor.request('/api/admin/people/leads?email=ann@example.com')).status).toBe(403)
    expect((await post(clients.editor, '/api/admin/people/erase', { data: { attributes: { email: 'ann@example.com' } } })).status).toBe(403)
  })

  it('exports the leads of one address, whatever its case, as a file', async () => {
    const response = await clients.admin.request('/api/admin/people/leads?email=ANN@example.com')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toMatch(/^attachment/)
    const { data } = await response.json()
    expect(data.leads.map((l: { id: number }) => l.id)).toEqual([ann])
    expect(data.leads[0].fields).toEqual([{ id: 'email', label: 'Your e-mail', value: 'ann@example.com' }])
  })

  it('names a bad address instead of searching', async () => {
    const response = await clients.admin.request('/api/admin/people/leads?email=not-an-address')
    expect(response.status).toBe(422)
    expect((await response.json()).errors[0]).toMatchObject({
      detail: 'email: Enter a valid e-mail address',
      source: { pointer: '/email' },
    })
    expect((await post(clients.admin, '/api/admin/people/erase', { data: { attributes: {} } })).status).toBe(422)
  })

  it('erases that person’s leads only, and the audit log keeps no address, not even of the search before', async () => {
    // The back office's search (/admin/leads/person) is audited too.
    const [actor] = await db().database.db.select({ id: users.id, email: users.email }).from(users).limit(1)
    const found = await findPersonLeads(db().database.db, actor!, db().siteId, 'Ann@example.com')
    expect(found.map((l) => l.id)).toEqual([ann])
    const response = await post(clients.admin, '/api/admin/people/erase', { data: { attributes: { email: 'ann@example.com' } } })
    expect(await response.json()).toEqual({ data: { erased: 1 } })
    const left = await db().database.db.select({ id: leads.id }).from(leads).where(eq(leads.siteId, db().siteId))
    expect(left.map((l) => l.id)).toContain(bob)
    expect(left.map((l) => l.id)).not.toContain(ann)
    const entries = await db().database.db.select().from(auditLog).where(eq(auditLog.siteId, db().siteId))
    expect(entries.filter((e) => e.action === 'lead.erase_person' || e.action === 'lead.search')).toHaveLength(2)
    expect(JSON.stringify(entries)).not.toMatch(/ann@example\.com/i)
  })
})
