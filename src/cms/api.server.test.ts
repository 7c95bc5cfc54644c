import { beforeAll, expect, it } from 'vitest'
import { clientsByRole, type TestClient } from '~/test/app.ts'
import { describeEachEngine } from '~/test/engines.ts'

const json = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

describeEachEngine('editor API (issue 4 §1)', (db) => {
  let clients: Awaited<ReturnType<typeof clientsByRole>>
  let editor: TestClient
  beforeAll(async () => {
    clients = await clientsByRole(db())
    editor = clients.editor
  })
  const visitorSees = async (path: string) => {
    const response = await clients.anonymous.request(`/api/content/public_api/pages/by_path${path}`)
    return response.status === 200 ? (await response.json()).data.attributes : response.status
  }
  const call = async (client: TestClient, method: string, path: string, body?: unknown) => {
    const response = await client.request(`/api/content/editor${path}`, { method, ...(body === undefined ? {} : json(body)) })
    return { status: response.status, body: await response.json() }
  }
  // A draft save names the page revision it started from (issue 11 §12): here, the current one.
  const revision = async (id: number): Promise<number> => (await call(clients.admin, 'GET', `/pages/${id}`)).body.data.page.revision

  // Every endpoint, for every role: anonymous 401, editor and admin allowed (spec 1 §6).
  const endpoints: [string, string, unknown?][] = [
    ['GET', '/pages'],
    ['POST', '/pages', { path: '/matrix-ROLE', title: 'M' }],
    ['GET', '/pages/ID'],
    ['PATCH', '/pages/ID', { title: 'Renamed' }],
    ['PUT', '/pages/ID/draft', { document: { title: 'D' }, revision: 'REVISION' }],
    ['DELETE', '/pages/ID/draft'],
    ['POST', '/pages/ID/publish'],
    ['GET', '/pages/ID/versions'],
    ['POST', '/pages/ID/versions/1/restore'],
    ['POST', '/pages/ID/duplicate', { path: '/matrix-copy-ROLE' }],
    ['DELETE', '/pages/ID'],
  ]
  it.each(['anonymous', 'editor', 'admin'] as const)('checks the role on every endpoint: %s', async (role) => {
    const { body: created } = await call(clients.admin, 'POST', '/pages', { path: `/matrix-target-${role}`, title: 'T' })
    const id = created.data.id
    for (const [method, path, body] of endpoints) {
      const concrete =
        JSON.parse(
          JSON.stringify(body ?? null)
            ?.replaceAll('ROLE', role)
            .replace('"REVISION"', String(await revision(id))),
        ) ?? undefined
      const { status } = await call(clients[role], method, path.replace('ID', String(id)), concrete)
      if (role === 'anonymous') expect(status, `${method} ${path}`).toBe(401)
      else expect(status, `${method} ${path}`).toBeLessThan(300)
    }
  })

  it('rejects writes without the CSRF token', async () => {
    const response = await editor.request('/api/content/editor/pages', { method: 'POST', csrf: false, ...json({ path: '/x', title: 'x' }) })
    expect(response.status).toBe(403)
  })

  it.each([
    ['not JSON', { headers: { 'content-type': 'application/json' }, body: '{' }, 400, 'The request body must be a JSON object'],
    ['a missing path', json({ title: 'x' }), 422, 'path: Invalid input'],
    ['a bad path', json({ path: '/a/../b' }), 422, 'path: must be a clean path'],
    ['a taken path', json({ path: '/taken' }), 409, 'A page with the path /taken already exists'],
  ])('rejects a new page with %s', async (_what, init, status, title) => {
    await editor.request('/api/content/editor/pages', { method: 'POST', ...json({ path: '/taken' }) })
    const response = await editor.request('/api/content/editor/pages', { method: 'POST', ...init })
    expect(response.status).toBe(status)
    expect((await response.json()).errors[0].title).toContain(title)
  })

  it('drafts stay private until published; versions restore; everything is audited', async () => {
    const { body: created } = await call(editor, 'POST', '/pages', { path: '/spring-event', title: 'Spring event' })
    const id = created.data.id
    expect(created.data).toMatchObject({ path: '/spring-event', published: false, has_draft: true })
    expect(await visitorSees('/spring-event')).toBe(404)

    const first = { title: 'Spring event', blocks: [{ template: 'quote', fields: { quote: 'First words' } }] }
    expect((await call(editor, 'PUT', `/pages/${id}/draft`, { document: first, revision: created.data.revision })).status).toBe(200)
    expect(await visitorSees('/spring-event')).toBe(404)
    expect((await call(editor, 'POST', `/pages/${id}/publish`)).body.data.version).toBe(1)
    expect((await visitorSees('/spring-event')).blocks[0].fields.quote).toBe('First words')

    const second = {
      ...first,
      blocks: [
        { template: 'quote', fields: { quote: 'Second words' } },
        { template: 'html-box', fields: { html: '<p onclick="x()">Hi<script>alert(1)</script></p>' } },
      ],
    }
    await call(editor, 'PUT', `/pages/${id}/draft`, { document: second, revision: await revision(id) })
    const opened = await call(editor, 'GET', `/pages/${id}`)
    expect(opened.body.data).toMatchObject({
      draft: true,
      document: { blocks: [{ fields: { quote: 'Second words' } }, { fields: { html: '<p>Hi</p>' } }] },
    })
    expect((await visitorSees('/spring-event')).blocks[0].fields.quote).toBe('First words')
    expect((await call(editor, 'POST', `/pages/${id}/publish`)).body.data.version).toBe(2)
    const live = await visitorSees('/spring-event')
    expect(live.blocks[0].fields.quote).toBe('Second words')
    expect(live.blocks[1].fields.html).toBe('<p>Hi</p>')

    const versions = await call(editor, 'GET', `/pages/${id}/versions`)
    expect(versions.body.data.map((v: { number: number }) => v.number)).toEqual([2, 1])
    const restored = await call(editor, 'POST', `/pages/${id}/versions/1/restore`)
    expect(restored.body.data.document.blocks[0].fields.quote).toBe('First words')
    await call(editor, 'POST', `/pages/${id}/publish`)
    expect((await visitorSees('/spring-event')).blocks[0].fields.quote).toBe('First words')
    expect((await call(editor, 'POST', `/pages/${id}/versions/99/restore`)).status).toBe(404)

    const audit = await db().database.db.query.auditLog.findMany({ where: (a, { eq }) => eq(a.entityId, String(id)) })
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['page.create', 'page.save_draft', 'page.publish', 'page.restore']))
    expect(audit.every((a) => a.userEmail.startsWith('editor-'))).toBe(true)
  })

  it('rejects an invalid draft at the field, naming block and field, and keeps the old draft', async () => {
    const { body: created } = await call(editor, 'POST', '/pages', { path: '/invalid-draft', title: 'Keep me' })
    const id = created.data.id
    const bad = await call(editor, 'PUT', `/pages/${id}/draft`, {
      document: { blocks: [{ template: 'quote', fields: { nope: 1 } }, { template: 'missing' }] },
      revision: created.data.revision,
    })
    expect(bad.status).toBe(422)
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          title: expect.stringContaining('unknown field (block 1 on /invalid-draft, template "quote", field "nope")'),
          source: { pointer: '/document/blocks/0/fields' },
        }),
        expect.objectContaining({
          title: 'unknown template "missing" (block 2 on /invalid-draft)',
          source: { pointer: '/document/blocks/1/template' },
        }),
      ]),
    )
    expect((await call(editor, 'GET', `/pages/${id}`)).body.data.document.title).toBe('Keep me')
    expect((await call(editor, 'PUT', `/pages/${id}/draft`, {})).status).toBe(400)
    // A huge paste is refused whole, with a clear error, before anything is written.
    const huge = await call(editor, 'PUT', `/pages/${id}/draft`, {
      document: { blocks: [{ template: 'html-box', fields: { html: 'x'.repeat(2_000_000) } }] },
    })
    expect(huge).toMatchObject({ status: 413, body: { errors: [{ title: 'Request body too large' }] } })
    const long = await call(editor, 'PUT', `/pages/${id}/draft`, {
      document: { blocks: [{ template: 'quote', fields: { quote: 'x'.repeat(900_000) } }] },
      revision: created.data.revision,
    })
    expect(long.status).toBe(422)
    expect((await call(editor, 'PUT', `/pages/${id}/draft`, { document: 'x'.repeat(10), revision: created.data.revision })).status).toBe(
      422,
    )
  })

  it('moves a page leaving a redirect, duplicates, disables and deletes', async () => {
    const { body: created } = await call(editor, 'POST', '/pages', { path: '/old-place', title: 'Place' })
    const id = created.data.id
    await call(editor, 'POST', `/pages/${id}/publish`)
    const moved = await call(editor, 'PATCH', `/pages/${id}`, { path: '/new-place', title: 'New place' })
    expect(moved.body.data).toMatchObject({ path: '/new-place', title: 'New place' })
    expect(await visitorSees('/old-place')).toMatchObject({ type: 'url_redirection', to: '/new-place', http_code: 301 })
    expect((await call(editor, 'PATCH', `/pages/${id}`, { path: '/old-place' })).status).toBe(409)
    expect((await call(editor, 'PATCH', `/pages/${id}`, { enabled: 'no' })).status).toBe(422)

    const copy = await call(editor, 'POST', `/pages/${id}/duplicate`, { path: '/copy-place' })
    expect(copy.status).toBe(201)
    expect(copy.body.data).toMatchObject({ title: 'New place', published: false })

    await call(editor, 'PATCH', `/pages/${id}`, { enabled: false })
    expect(await visitorSees('/new-place')).toBe(404)
    expect((await call(editor, 'DELETE', `/pages/${id}`)).status).toBe(200)
    expect((await call(editor, 'GET', `/pages/${id}`)).status).toBe(404)
  })

  it('keeps the home page in place: it can be renamed, not moved or deleted', async () => {
    const created = await call(editor, 'POST', '/pages', { path: '/', title: 'Home' })
    expect(created.status).toBe(201)
    const home = created.body.data.id
    const moved = await call(editor, 'PATCH', `/pages/${home}`, { path: '/elsewhere' })
    expect(moved.status).toBe(409)
    expect(moved.body.errors[0]).toMatchObject({ title: 'The home page cannot be moved', source: { pointer: '/path' } })
    const deleted = await call(editor, 'DELETE', `/pages/${home}`)
    expect(deleted.status).toBe(409)
    expect(deleted.body.errors).toEqual([{ status: '409', title: 'The home page cannot be deleted' }])
    expect((await call(editor, 'PATCH', `/pages/${home}`, { title: 'Welcome' })).status).toBe(200)
    const after = await call(editor, 'GET', `/pages/${home}`)
    expect(after.body.data.page).toMatchObject({ path: '/', title: 'Welcome' })
  })
})
