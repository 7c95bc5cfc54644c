import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { leadDeliveries, leadExports, leads, settings } from '~/db/schema/index.ts'
import { clientsByRole, testApp, type TestClient } from '~/test/app.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { agedToken, createForm, jsonApi, leadBody, postLead, testDriveForm, testDriveValues } from '~/test/forms.ts'
import { addMarket, clientWithGrants } from '~/test/markets.ts'
import { addSite } from '~/sites/sites.server.ts'
import { formsApi } from './api.server.ts'

/**
 * The forms API's role matrix (ADR 053; a role is a role in the request's market): every endpoint
 * its document lists, with the access it declares (`x-access`), for a visitor, an editor, an
 * administrator and an administrator of another market.
 */
type Access = 'visitor' | 'editor' | 'admin'
const document = (await formsApi().request('/openapi.json')).json() as Promise<{
  paths: Record<string, Record<string, { 'x-access': Access }>>
}>
const formsRoutes = Object.entries((await document).paths).flatMap(([path, operations]) =>
  Object.entries(operations).map(([method, operation]) => ({ method, path, access: operation['x-access'] })),
)

describeEachEngine('forms API: roles on every endpoint', (db) => {
  type Who = 'anonymous' | 'editor' | 'admin' | 'otherAdmin'
  let clients: Record<Who, TestClient>
  let ids: { form: number; lead: number; location: number; setting: number; export: number; version: number }

  beforeAll(async () => {
    const byRole = await clientsByRole(db(), { jobs: true })
    const other = await addMarket(db(), 'roles-other')
    const otherAdmin = await clientWithGrants(db(), [{ siteId: other.id, role: 'admin' }], { services: byRole.admin.services })
    clients = { anonymous: byRole.anonymous, editor: byRole.editor, admin: byRole.admin, otherAdmin }
    const form = await createForm(byRole.admin)
    const lead = await (
      await postLead(byRole.anonymous, form.id, leadBody(form, testDriveValues, await agedToken(byRole.anonymous, db().siteId, form.id)))
    ).json()
    const location = await (
      await byRole.admin.request('/api/forms/locations', jsonApi('POST', { name: 'Roles location' }, 'location'))
    ).json()
    const [setting] = await db()
      .database.db.insert(settings)
      .values({ siteId: db().siteId, key: 'forms.mail_from', value: 'leads@example.com' })
      .returning()
    const created = await (await byRole.admin.request(`/api/forms/forms/${form.id}/lead_exports`, { method: 'POST' })).json()
    ids = {
      form: form.id,
      version: form.version,
      lead: Number(lead.data.id),
      location: Number(location.data.id),
      setting: setting!.id,
      export: Number(created.data.id),
    }
  })

  /** Each documented route as a request; deletes and location writes aim at ids that do not exist. */
  const requestFor = (method: string, path: string): [string, RequestInit] => {
    const missing = method === 'delete' || path.startsWith('/locations/') || path.startsWith('/settings/')
    const url = path
      .replace('{id}', missing && !path.startsWith('/forms/{id}/leads/') ? '999999' : String(ids.form))
      .replace('{leadId}', method === 'delete' ? '999999' : String(ids.lead))
      .replace('{exportId}', String(ids.export))
      .replace('{name}', 'thank_you')
      .replace('{number}', 'A-1')
    const init: RequestInit = { method: method.toUpperCase(), headers: { 'content-type': 'application/json' } }
    if (method === 'put' && path === '/forms/{id}') init.body = JSON.stringify({ data: { attributes: testDriveForm } })
    else if (method === 'post' && path === '/forms')
      init.body = JSON.stringify({ data: { attributes: { ...testDriveForm, name: 'Roles copy' } } })
    else if (method !== 'get' && method !== 'delete') init.body = '{}'
    return [`/api/forms${url}`, init]
  }

  const expected = (who: Who, route: (typeof formsRoutes)[number]): 'allowed' | 401 | 403 => {
    const needs = route.access
    if (needs === 'visitor') return 'allowed'
    if (who === 'anonymous') return 401
    if (who === 'admin') return 'allowed'
    if (who === 'editor') return needs === 'editor' ? 'allowed' : 403
    return 403 // an administrator of another market has no role here
  }

  const cases = formsRoutes.flatMap((route) =>
    (['anonymous', 'editor', 'admin', 'otherAdmin'] as const).map(
      (who) => [`${route.method.toUpperCase()} ${route.path}`, who, route] as const,
    ),
  )

  it.each(cases)('%s as %s', async (_name, who, route) => {
    const [path, init] = requestFor(route.method, route.path)
    const response = await clients[who].request(path, init)
    const want = expected(who, route)
    if (want === 'allowed') expect([401, 403], `${path} answered ${response.status}`).not.toContain(response.status)
    else {
      expect(response.status).toBe(want)
      expect((await response.json()).errors[0].status).toBe(String(want))
    }
  })

  it('nothing a role may not do was done: the lead, its deliveries and the export are still there', async () => {
    expect(await db().database.db.select().from(leads).where(eq(leads.id, ids.lead))).toHaveLength(1)
    expect(await db().database.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, ids.lead))).toHaveLength(3)
    expect(await db().database.db.select().from(leadExports).where(eq(leadExports.id, ids.export))).toHaveLength(1)
  })

  describe('markets', () => {
    it('an administrator of another market sees this market’s forms as a visitor does', async () => {
      const { data } = await (await clients.otherAdmin.request(`/api/forms/forms/${ids.form}`)).json()
      expect(data.attributes.name).toBeUndefined()
      expect(JSON.stringify(data)).not.toContain('leads@example.com')
    })

    it('under a market’s base path the API is that market’s (ADR 043)', async () => {
      const ar = await addSite(db().database.db, { key: 'roles-ar', name: 'AR', hostnames: [], basePath: '/roles-ar' })
      clients.admin.services.content.invalidate()
      const arAdmin = await clientWithGrants(db(), [{ siteId: ar.id, role: 'admin' }], { services: clients.admin.services })
      const created = await arAdmin.request(
        '/roles-ar/api/forms/forms',
        jsonApi('POST', { ...testDriveForm, name: 'Arabic test drive' }, 'form'),
      )
      expect(created.status).toBe(201)
      const arForm = { id: Number((await created.json()).data.id), version: 1 }
      const names = async (client: TestClient, path: string) =>
        ((await (await client.request(path)).json()).data as { attributes: { name: string } }[]).map((f) => f.attributes.name)
      expect(await names(arAdmin, '/roles-ar/api/forms/forms')).toEqual(['Arabic test drive'])
      expect(await names(clients.admin, '/api/forms/forms')).not.toContain('Arabic test drive')
      // A visitor's lead goes to the market of the path; the root market does not know the form.
      const body = leadBody(arForm, testDriveValues, await agedToken(arAdmin, ar.id, arForm.id))
      const visitor = testApp(db(), { services: clients.admin.services })
      expect(
        (
          await visitor.app.request(`/roles-ar/api/forms/forms/${arForm.id}/leads`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          })
        ).status,
      ).toBe(201)
      expect((await postLead(visitor, arForm.id, body)).status).toBe(404)
    })

    it('with site-wide login required, a visitor may neither read a form nor send a lead (spec 1 §6)', async () => {
      const put = await clients.admin.request('/api/admin/settings/general.login_required', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ value: 'true' }),
      })
      expect(put.status).toBe(200)
      try {
        expect((await clients.anonymous.request(`/api/forms/forms/${ids.form}`)).status).toBe(401)
        const body = leadBody({ version: ids.version }, testDriveValues, await agedToken(clients.anonymous, db().siteId, ids.form))
        expect((await postLead(clients.anonymous, ids.form, body)).status).toBe(401)
        expect((await clients.editor.request(`/api/forms/forms/${ids.form}`)).status).toBe(200)
      } finally {
        await clients.admin.request('/api/admin/settings/general.login_required', { method: 'DELETE' })
      }
    })
  })
})
