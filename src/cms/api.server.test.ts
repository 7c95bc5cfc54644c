import { beforeAll, expect, it } from 'vitest'
import { loadContentPage } from '~/app/routes/page.server.ts'
import { importBundle } from '~/bundle/bundle.server.ts'
import { createApp, type SsrHandler } from '~/server/app.server.ts'
import { createServices } from '~/server/boot.server.ts'
import { clientsByRole, type TestClient } from '~/test/app.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { fixtureBundle } from '~/test/fixtures.ts'
import { addMarket, clientWithGrants, sendTo, type Grant, type GrantedClient } from '~/test/markets.ts'
import { PREVIEW_PREFIX, previewPage } from './preview.server.ts'

const json = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

describeEachEngine('editor API', (db) => {
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
  // A draft save names the page revision it started from: here, the current one.
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
    // Refused, not cut to 300 without a word (the editor's Title takes no more).
    ['a title too long', json({ path: '/long-title', title: 'T'.repeat(301) }), 422, 'title: At most 300 characters'],
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

  it('refuses to leave a page without a title, in the editor and in the page tree', async () => {
    const { body: created } = await call(editor, 'POST', '/pages', { path: '/titled', title: 'Titled' })
    const id = created.data.id
    for (const title of ['', '   ', null]) {
      const draft = await call(editor, 'PUT', `/pages/${id}/draft`, { document: { title, blocks: [] }, revision: created.data.revision })
      expect(draft.status).toBe(422)
      expect(draft.body.errors[0]).toMatchObject({
        source: { pointer: '/document/title' },
        title: expect.stringContaining('Enter a title'),
      })
      const renamed = await call(editor, 'PATCH', `/pages/${id}`, { title })
      expect(renamed.status).toBe(422)
      expect(renamed.body.errors[0]).toMatchObject({ source: { pointer: '/title' } })
    }
    expect((await call(editor, 'GET', `/pages/${id}`)).body.data).toMatchObject({
      page: { title: 'Titled' },
      document: { title: 'Titled' },
    })
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
    const tooLong = await call(editor, 'PATCH', `/pages/${id}`, { title: 'P'.repeat(301) })
    expect(tooLong).toMatchObject({ status: 422, body: { errors: [{ source: { pointer: '/title' } }] } })
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

  it('refuses a path the site could never serve, naming why; nothing is made or moved there', async () => {
    for (const [path, title] of [
      ['/api/offers', "path: The site's own pages answer at /api: choose another path."],
      ['/showroom/e5', 'path: The showroom answers at /showroom/…: choose another path.'],
      ['/offers?x=1', 'path: A path has no ? or # (they start the address’s query or fragment).'],
    ]) {
      const created = await call(editor, 'POST', '/pages', { path, title: 'Unreachable' })
      expect(created.status, path).toBe(422)
      expect(created.body.errors[0], path).toMatchObject({ title, source: { pointer: '/path' } })
    }
    const page = (await call(editor, 'POST', '/pages', { path: '/reachable', title: 'Reachable' })).body.data.id
    const moved = await call(editor, 'PATCH', `/pages/${page}`, { path: '/admin' })
    expect(moved.status).toBe(422)
    expect((await call(editor, 'GET', `/pages/${page}`)).body.data.page).toMatchObject({ path: '/reachable' })
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

/**
 * The role that counts is the one in the market of the request (its Host). The
 * attack: an editor's cookie with `Host: m2.test` edited another market's page and previewed its
 * disabled pages.
 */
describeEachEngine('editor API and preview by market', (db) => {
  const A = 'localhost'
  let B: Awaited<ReturnType<typeof addMarket>>
  const users: Record<string, GrantedClient> = {}
  let everyAdmin: GrantedClient
  beforeAll(async () => {
    B = await addMarket(db(), 'm2')
    const media = createServices(db().database, '/tmp').media
    await importBundle(db().database.db, db().siteId, fixtureBundle(), { bundleDir: '.', media })
    await importBundle(db().database.db, B.id, fixtureBundle(), { bundleDir: '.', media })
    const grants: Record<string, Grant[]> = {
      'editor of A': [{ siteId: db().siteId, role: 'editor' }],
      'admin of A': [{ siteId: db().siteId, role: 'admin' }],
      'editor of B': [{ siteId: B.id, role: 'editor' }],
      'editor of every market': [{ siteId: null, role: 'editor' }],
      'no role': [],
    }
    for (const [who, granted] of Object.entries(grants)) users[who] = await clientWithGrants(db(), granted)
    everyAdmin = await clientWithGrants(db(), [{ siteId: null, role: 'admin' }])
  })
  const call = async (client: TestClient, host: string, method: string, path: string, body?: unknown) => {
    const response = await sendTo(client, host, method, `/api/content/editor${path}`, body)
    return { status: response.status, body: await response.json() }
  }
  const pageId = async (host: string, path: string): Promise<number> =>
    (await call(everyAdmin, host, 'GET', '/pages')).body.data.find((p: { path: string }) => p.path === path).id
  const revision = async (host: string, id: number): Promise<number> =>
    (await call(everyAdmin, host, 'GET', `/pages/${id}`)).body.data.page.revision

  const endpoints: [string, string, unknown?][] = [
    ['GET', '/pages'],
    ['POST', '/pages', { path: '/matrix-RUN', title: 'M' }],
    ['GET', '/pages/ID'],
    ['PATCH', '/pages/ID', { title: 'Renamed' }],
    ['PUT', '/pages/ID/draft', { document: { title: 'D' }, revision: 'REVISION' }],
    ['DELETE', '/pages/ID/draft'],
    ['POST', '/pages/ID/publish'],
    ['GET', '/pages/ID/versions'],
    ['POST', '/pages/ID/versions/1/restore'],
    ['POST', '/pages/ID/duplicate', { path: '/matrix-copy-RUN' }],
    ['DELETE', '/pages/ID'],
  ]
  it.each([
    ['editor of A', 'A', true],
    ['editor of A', 'B', false],
    ['admin of A', 'A', true],
    ['admin of A', 'B', false],
    ['editor of B', 'B', true],
    ['editor of B', 'A', false],
    ['editor of every market', 'A', true],
    ['editor of every market', 'B', true],
    ['no role', 'A', false],
  ] as const)('%s, on the host of market %s: allowed %s', async (who, market, allowed) => {
    const host = market === 'A' ? A : B.host
    const run = `${who}-${market}`.replace(/\W+/g, '-')
    const { body: created } = await call(everyAdmin, host, 'POST', '/pages', { path: `/matrix-target-${run}`, title: 'T' })
    const id = created.data.id
    for (const [method, path, body] of endpoints) {
      const concrete =
        JSON.parse(
          JSON.stringify(body ?? null)
            ?.replaceAll('RUN', run)
            .replace('"REVISION"', String(await revision(host, id))),
        ) ?? undefined
      const { status, body: answer } = await call(users[who]!, host, method, path.replace('ID', String(id)), concrete)
      if (allowed) expect(status, `${method} ${path}`).toBeLessThan(300)
      else {
        expect(status, `${method} ${path}`).toBe(403)
        expect(answer.errors[0].title).toBe('user has no permissions (403)')
      }
    }
  })

  it("the attack: an editor of market A with market B's Host can neither save nor publish a page there", async () => {
    const editor = users['editor of A']!
    const about = await pageId(B.host, '/about')
    const before = await call(everyAdmin, B.host, 'GET', `/pages/${about}`)
    const document = { title: 'Defaced', blocks: [{ template: 'quote', fields: { quote: 'pwned' } }] }
    expect(
      (await call(editor, B.host, 'PUT', `/pages/${about}/draft`, { document, revision: before.body.data.page.revision })).status,
    ).toBe(403)
    expect((await call(editor, B.host, 'POST', `/pages/${about}/publish`)).status).toBe(403)
    expect((await call(editor, B.host, 'PATCH', `/pages/${about}`, { enabled: false })).status).toBe(403)
    const after = await call(everyAdmin, B.host, 'GET', `/pages/${about}`)
    expect(after.body.data).toEqual(before.body.data)
    const live = await sendTo(users['no role']!, B.host, 'GET', '/api/content/public_api/pages/by_path/about')
    expect((await live.json()).data.attributes.title).toBe('About us')
  })

  it("nor with market A's own Host: B's page ids are not found there (404)", async () => {
    const editor = users['editor of A']!
    const about = await pageId(B.host, '/about')
    const revisionOfB = await revision(B.host, about)
    const document = { title: 'Defaced' }
    for (const [method, path, body] of [
      ['GET', `/pages/${about}`],
      ['PATCH', `/pages/${about}`, { title: 'Defaced' }],
      ['PUT', `/pages/${about}/draft`, { document, revision: revisionOfB }],
      ['POST', `/pages/${about}/publish`],
      ['POST', `/pages/${about}/duplicate`, { path: '/stolen' }],
      ['DELETE', `/pages/${about}`],
    ] as const) {
      expect((await call(editor, A, method, path, body)).status, `${method} ${path}`).toBe(404)
    }
    expect(await revision(B.host, about)).toBe(revisionOfB)
  })

  it("nor preview B's disabled pages, nor see them on the site or through the content API", async () => {
    // The real preview and page loaders behind the real app; the stand-in for React Router's
    // render answers the page's title, or the loader's status.
    const ssr: SsrHandler = async (request, context) => {
      try {
        const preview = new URL(request.url).pathname.startsWith(PREVIEW_PREFIX) ? await previewPage(context) : undefined
        const loaded = (await loadContentPage(request, context, preview)) as unknown as { data: { page: { title: string } } }
        return new Response(loaded.data.page.title, { headers: { 'content-type': 'text/plain' } })
      } catch (error) {
        const status = (error as { init?: { status?: number } }).init?.status ?? (error as Response).status
        return new Response(null, { status: status ?? 500 })
      }
    }
    const site = createApp({ services: users['editor of A']!.services, ssr })
    const get = (client: TestClient, host: string, path: string) =>
      site.request(path, { headers: { host, cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ') } })
    const editor = users['editor of A']!
    expect(await (await get(editor, A, '/disabled-preview/hidden')).text()).toBe('Hidden')
    expect((await get(editor, B.host, '/disabled-preview/hidden')).status).toBe(404)
    expect((await get(editor, B.host, '/hidden')).status).toBe(404)
    expect((await get(users['editor of B']!, B.host, '/disabled-preview/hidden')).status).toBe(200)
    expect((await get(users['no role']!, A, '/disabled-preview/hidden')).status).toBe(404)

    const byPath = (client: TestClient, host: string) => sendTo(client, host, 'GET', '/api/content/public_api/pages/by_path/hidden')
    expect((await byPath(editor, A)).status).toBe(200)
    expect((await byPath(editor, B.host)).status).toBe(404)
  })
})

describeEachEngine('imported pages start with a published version 1', (db) => {
  it('import → version 1 holds the imported blocks; a published edit is version 2; restoring 1 brings the import back', async () => {
    const { editor, anonymous } = await clientsByRole(db())
    const call = async (method: string, path: string, body?: unknown) => {
      const response = await editor.request(`/api/content/editor${path}`, { method, ...(body === undefined ? {} : json(body)) })
      return { status: response.status, body: await response.json() }
    }
    const versionsOf = async (id: number) => (await call('GET', `/pages/${id}/versions`)).body.data.map((v: { number: number }) => v.number)
    const live = async () => (await (await anonymous.request('/api/content/public_api/pages/by_path/about')).json()).data.attributes
    const importFixture = () =>
      importBundle(db().database.db, db().siteId, fixtureBundle(), { bundleDir: '.', media: editor.services.media })

    await importFixture()
    const pages: { id: number; path: string }[] = (await call('GET', '/pages')).body.data
    expect(pages.map((p) => p.path)).toEqual(['/', '/about', '/about/team', '/hidden', '/old'])
    for (const page of pages) expect(await versionsOf(page.id), page.path).toEqual([1])

    const about = pages.find((p) => p.path === '/about')!
    const imported = (await call('GET', `/pages/${about.id}`)).body.data
    expect(imported.draft).toBe(false)
    expect(imported.document.blocks.map((b: { template: string }) => b.template)).toEqual(['hero-title-banner', 'html-box'])
    expect(imported.document.blocks[1].fields.html).toBe('<p>Hello <strong>world</strong></p>')

    const edited = { ...imported.document, blocks: [{ template: 'quote', fields: { quote: 'Edited words' } }] }
    expect((await call('PUT', `/pages/${about.id}/draft`, { document: edited, revision: imported.page.revision })).status).toBe(200)
    expect((await call('POST', `/pages/${about.id}/publish`)).body.data.version).toBe(2)
    expect(await versionsOf(about.id)).toEqual([2, 1])
    expect((await live()).blocks.map((b: { template: string }) => b.template)).toEqual(['quote'])

    const restored = await call('POST', `/pages/${about.id}/versions/1/restore`)
    expect(restored.status).toBe(200)
    expect(restored.body.data.document).toEqual(imported.document)
    expect((await call('POST', `/pages/${about.id}/publish`)).body.data.version).toBe(3)
    const back = await live()
    expect(back.blocks.map((b: { template: string }) => b.template)).toEqual(['hero-title-banner', 'html-box'])
    expect(back.blocks[1].fields.html).toBe('<p>Hello <strong>world</strong></p>')

    // A new import replaces the pages and their history: each starts again at version 1.
    await importFixture()
    const again: { id: number; path: string }[] = (await call('GET', '/pages')).body.data
    expect(await versionsOf(again.find((p) => p.path === '/about')!.id)).toEqual([1])
  })
})
