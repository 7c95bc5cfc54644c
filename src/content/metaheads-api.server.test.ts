import { beforeAll, describe, expect, it } from 'vitest'
import { importBundle } from '~/bundle/bundle.server.ts'
import { clientsByRole, type TestClient } from '~/test/app.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { fixtureBundle } from '~/test/fixtures.ts'

const send = (client: TestClient, method: string, path: string, body?: unknown) =>
  client.request(path, {
    method,
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  })
const valid = {
  page: '/about',
  language: 'javascript',
  content: 'window.tracked = true',
  in_body: false,
  reload_on_each_page: true,
  sequence: 5,
}

describeEachEngine('admin metaheads API (spec 1 §3 Metahead)', (db) => {
  let admin: TestClient
  beforeAll(async () => {
    admin = (await clientsByRole(db())).admin
    await importBundle(db().database.db, db().siteId, fixtureBundle(), { bundleDir: '.', media: admin.services.media })
  })

  it("lists the market's metaheads by sequence with their page path (null = global)", async () => {
    const body = await (await admin.request('/api/admin/metaheads')).json()
    expect(body.data.map((m: { language: string; page: string | null; sequence: number }) => [m.language, m.page, m.sequence])).toEqual([
      ['css', '/about', 1],
      ['html', null, 2],
    ])
    expect(body.meta).toEqual({ total: 2, page: 1, per_page: 20 })
    const descending = await (await admin.request('/api/admin/metaheads?dir=desc')).json()
    expect(descending.data.map((m: { sequence: number }) => m.sequence)).toEqual([2, 1])
    const searched = await (await admin.request('/api/admin/metaheads?search=generator')).json()
    expect(searched.data.map((m: { language: string }) => m.language)).toEqual(['html'])
  })

  it('creates a script metahead unsanitised, audited, and the page delivers it', async () => {
    const response = await send(admin, 'POST', '/api/admin/metaheads', { ...valid, content: '<script>alert(1)</script>' })
    expect(response.status).toBe(201)
    const { data } = await response.json()
    expect(data).toMatchObject({ ...valid, content: '<script>alert(1)</script>' })
    const page = await (await admin.request('/api/content/public_api/pages/by_path/about')).json()
    expect(page.data.attributes.metaheads.map((m: { content: string }) => m.content)).toContain('<script>alert(1)</script>')
    const audit = await (await admin.request('/api/admin/audit?search=metahead')).json()
    expect(audit.data[0]).toMatchObject({
      action: 'metahead.create',
      entity_id: String(data.id),
      changes: { before: null, after: { language: 'javascript', page: '/about' } },
    })
  })

  it('updates and deletes, each audited with before and after', async () => {
    const { data: created } = await (await send(admin, 'POST', '/api/admin/metaheads', valid)).json()
    const updated = await send(admin, 'PUT', `/api/admin/metaheads/${created.id}`, {
      ...valid,
      page: null,
      language: 'css',
      content: 'a{}',
    })
    expect(updated.status).toBe(200)
    expect((await updated.json()).data).toMatchObject({ page: null, page_id: null, language: 'css', content: 'a{}' })
    const audit = await (await admin.request('/api/admin/audit?search=metahead')).json()
    expect(audit.data[0]).toMatchObject({
      action: 'metahead.update',
      changes: { before: { language: 'javascript' }, after: { language: 'css' } },
    })
    expect((await send(admin, 'DELETE', `/api/admin/metaheads/${created.id}`)).status).toBe(200)
    expect((await admin.request(`/api/admin/metaheads/${created.id}`)).status).toBe(404)
    expect((await send(admin, 'DELETE', `/api/admin/metaheads/${created.id}`)).status).toBe(404)
  })

  it('compiles a sass or scss metahead when saved; the API gives its CSS beside its source', async () => {
    const scss = { ...valid, language: 'scss', content: '$c: blue; .promo { .title { color: $c; } }' }
    const created = await send(admin, 'POST', '/api/admin/metaheads', scss)
    expect(created.status).toBe(201)
    const { data } = await created.json()
    const sass = await send(admin, 'PUT', `/api/admin/metaheads/${data.id}`, {
      ...scss,
      language: 'sass',
      content: '$c: green\n.promo\n  color: $c',
    })
    expect(sass.status).toBe(200)
    const page = await (await admin.request('/api/content/public_api/pages/by_path/about')).json()
    // The source as written, and its CSS beside it.
    expect(page.data.attributes.metaheads).toContainEqual(
      expect.objectContaining({ language: 'sass', content: '$c: green\n.promo\n  color: $c', styles: '.promo{color:green}' }),
    )
    expect((await send(admin, 'DELETE', `/api/admin/metaheads/${data.id}`)).status).toBe(200)
  })

  it.each([
    [
      'an unknown language',
      { ...valid, language: 'php' },
      '/language',
      /^language: must be one of javascript, js-src, css, sass, scss, html/,
    ],
    ['a page that does not exist', { ...valid, page: '/nope' }, '/page', /^page: no page with the path \/nope/],
    ['a malformed page path', { ...valid, page: '/a/../b' }, '/page', /^page: must be a page path/],
    ['content that is not text', { ...valid, content: 5 }, '/content', /^content: /],
    ['blank content', { ...valid, content: ' \n ' }, '/content', /^content: content is required/],
    [
      'a js-src metahead whose content is no address',
      { ...valid, language: 'js-src', content: 'not a url at all' },
      '/content',
      /^content: a js-src metahead's content is the script's address/,
    ],
    [
      'a js-src metahead over plain http',
      { ...valid, language: 'js-src', content: 'http://cdn.example/a.js' },
      '/content',
      /^content: a js-src/,
    ],
    ['a fractional sequence', { ...valid, sequence: 1.5 }, '/sequence', /^sequence: must be a whole number$/],
    ['a sequence past its bounds', { ...valid, sequence: 1e30 }, '/sequence', /^sequence: must be at most 1,000,000$/],
    [
      'scss that does not compile',
      { ...valid, language: 'scss', content: '.a {\n  color: $undefined;\n}' },
      '/content',
      /^content: the SCSS does not compile: Undefined variable\. \(line 2\)$/,
    ],
    ['a sequence that is no number', { ...valid, sequence: 'first' }, '/sequence', /^sequence: must be a whole number$/],
    ['a flag that is not a boolean', { ...valid, in_body: 'yes' }, '/in_body', /^in_body: /],
    [
      'an html metahead whose script the head would drop',
      { ...valid, language: 'html', content: '<meta name="a" content="b"><script>track()</script>' },
      '/content',
      /^content: in the head an HTML metahead keeps only meta, link and ld\+json script tags; <script> would be dropped/,
    ],
  ])('refuses %s with 422 naming the field, writing nothing', async (_what, body, pointer, detail) => {
    const before = (await (await admin.request('/api/admin/metaheads')).json()).meta.total
    const response = await send(admin, 'POST', '/api/admin/metaheads', body)
    expect(response.status).toBe(422)
    const { errors } = await response.json()
    // One problem, one message.
    expect(errors).toHaveLength(1)
    const [error] = errors
    expect(error.source.pointer).toBe(pointer)
    expect(error.detail).toMatch(detail)
    expect((await (await admin.request('/api/admin/metaheads')).json()).meta.total).toBe(before)
  })

  describe('ids', () => {
    it.each(['abc', '0', '-1', '99999'])('answers 404 for metahead %s', async (id) => {
      expect((await admin.request(`/api/admin/metaheads/${id}`)).status).toBe(404)
      expect((await send(admin, 'PUT', `/api/admin/metaheads/${id}`, valid)).status).toBe(404)
    })
  })
})
