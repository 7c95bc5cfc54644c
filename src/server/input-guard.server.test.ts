import { sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { clientsByRole, testApp, type TestClient } from '~/test/app.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { createApp } from './app.server.ts'
import { createServices } from './boot.server.ts'

// Input the databases cannot hold is refused at the door, naming where it is, on both engines:
// before, each of these reached a query and answered 500.
describeEachEngine('storable input', (db) => {
  let client: TestClient
  beforeAll(async () => {
    client = testApp(db())
    await client.request('/auth/session') // the CSRF cookie for the posts below
  })
  const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as { errors: unknown[] } })
  const post = (path: string, body: string) =>
    client.request(path, { method: 'POST', headers: { 'content-type': 'application/json', origin: 'http://localhost' }, body })
  const deep = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)

  it.each([
    ['a NUL in a lead field', JSON.stringify({ data: { attributes: { fields: { name: 'Ada\u0000' } } } }), '/data/attributes/fields/name'],
    [
      'a lone surrogate in hidden fields',
      JSON.stringify({ data: { attributes: { hidden_fields: { c: '\ud800' } } } }),
      '/data/attributes/hidden_fields/c',
    ],
  ])('refuses %s with 422 and its pointer', async (_name, body, pointer) => {
    const { status, body: answer } = await json(await post('/api/forms/forms/1/leads', body))
    expect(status).toBe(422)
    expect(answer.errors[0]).toMatchObject({ status: '422', title: 'Invalid value', source: { pointer } })
  })

  it('refuses JSON nested 4,500 levels deep (422), where one answered 500', async () => {
    const body = `{"data":{"attributes":{"additional_data":${deep(4500)}}}}`
    const { status, body: answer } = await json(await post('/api/forms/forms/1/leads', body))
    expect(status).toBe(422)
    expect(answer.errors[0]).toMatchObject({ detail: expect.stringContaining('is nested deeper than 64 levels') })
  })

  it("refuses a NUL in the login's e-mail (422)", async () => {
    const { status } = await json(await post('/auth/login', JSON.stringify({ email: 'a\u0000@example.com', password: 'x' })))
    expect(status).toBe(422)
  })

  it('refuses a NUL in a query parameter with 400 naming it', async () => {
    const { status, body } = await json(await client.request('/api/inventory/public_api/listing/stock?nameplate_name_in=%00'))
    expect(status).toBe(400)
    expect(body.errors[0]).toMatchObject({ title: 'Invalid query parameter', source: { parameter: 'nameplate_name_in' } })
  })

  it.each([
    // A lone surrogate's bytes (WTF-8) and a byte that starts no UTF-8 character: once stored as U+FFFD.
    ['a lone surrogate', Buffer.from([0xed, 0xa0, 0x80])],
    ['a stray byte', Buffer.from([0xff])],
  ])('refuses a JSON body whose bytes are not UTF-8 (%s) with 400', async (_name, bytes) => {
    const body = Buffer.concat([Buffer.from('{"data":{"attributes":{"fields":{"name":"Raw'), bytes, Buffer.from('"}}}}')])
    const response = await client.request('/api/forms/forms/1/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      body,
    })
    const { status, body: answer } = await json(response)
    expect(status).toBe(400)
    expect(answer.errors[0]).toMatchObject({ title: 'Invalid body', detail: 'The request body must be UTF-8 text.' })
  })

  it('hands a UTF-8 body to the handler as sent', async () => {
    const { status, body } = await json(await post('/auth/login', JSON.stringify({ email: 'zoë@example.com', password: 'wrong-password' })))
    expect(status).toBe(401)
    expect(body.errors.length).toBeGreaterThan(0)
  })

  it('leaves broken JSON to the handler, which says so (400)', async () => {
    const { status, body } = await json(await post('/api/forms/forms/1/leads', '{"data":'))
    expect(status).toBe(400)
    expect(body.errors[0]).toMatchObject({ title: 'Invalid JSON' })
  })

  it.each([
    ['/api/inventory/public_api/listing/%00/vehicle/1', 'path segment %00', 'must not contain a NUL character (U+0000)'],
    // A lone surrogate's bytes (WTF-8), and a byte that starts no UTF-8 character: once a 500 (decodeURIComponent threw).
    ['/api/inventory/public_api/listing/%ED%A0%80/retailers', 'path segment %ED%A0%80', 'must be UTF-8 text'],
    ['/api/inventory/public_api/listing/%FF/retailers', 'path segment %FF', 'must be UTF-8 text'],
    ['/api/forms/forms/1%00', 'path segment 1%00', 'must not contain a NUL character'],
    ['/api/content/public_api/pages/by_path/a/%00/b', 'path segment %00', 'must not contain a NUL character'],
  ])('refuses the path %s with 400 naming the segment', async (path, parameter, detail) => {
    const { status, body } = await json(await client.request(path))
    expect(status).toBe(400)
    expect(body.errors[0]).toMatchObject({ title: 'Invalid path', source: { parameter }, detail: expect.stringContaining(detail) })
  })

  it('takes an escaped path that is UTF-8 text (an encoded slash, an emoji)', async () => {
    expect((await client.request('/api/content/public_api/pages/by_path/a%2Fb')).status).toBe(404)
    expect((await client.request('/api/inventory/public_api/listing/%F0%9F%98%80/retailers')).status).toBe(404)
  })

  // The guard checks the bodies declared JSON; a JSON text sent as another type is not read as JSON
  // (once, sent as text/plain, it passed the guard and a NUL reached the database: a 500).
  it.each([
    ['PUT', '/api/inventory/buy_online/orders/send_inquiry_email', { customer_data: { first_name: 'a\u0000b' } }],
    ['POST', '/api/inventory/buy_online/orders/init', { vehicle_id: 1, company_uuid: 'a\u0000b' }],
    ['POST', '/api/inventory/buy_online/electric_programme/leads', { first_name: '\ud800' }],
    ['POST', '/auth/login', { email: 'a\u0000@example.com', password: 'x' }],
  ])('refuses %s %s with a JSON body sent as text/plain (415), before it is read', async (method, path, body) => {
    for (const type of ['text/plain;charset=UTF-8', 'application/xml']) {
      const response = await client.request(path, {
        method,
        headers: { 'content-type': type, origin: 'http://localhost' },
        body: JSON.stringify(body),
      })
      const { status, body: answer } = await json(response)
      expect(status, type).toBe(415)
      expect(answer.errors[0]).toMatchObject({ title: 'Unsupported media type', detail: expect.stringContaining('application/json') })
    }
  })

  it.each([
    ['email', { email: `${'a'.repeat(15_000)}@x.com`, password: 'x' }, 'email must be at most 254 characters'],
    ['password', { email: 'a@example.com', password: 'x'.repeat(300) }, 'password must be at most 256 characters'],
    ['email', { password: 'x' }, 'email is required'],
  ])("names the login's own problem with the %s", async (_field, body, title) => {
    const { status, body: answer } = await json(await post('/auth/login', JSON.stringify(body)))
    expect(status).toBe(400)
    expect(answer.errors[0]).toMatchObject({ title })
  })

  it.each([
    ['a NUL', 'email=a%00%40example.com&password=x', 422],
    ['a percent-escape that is not UTF-8', 'email=a%ED%A0%80%40example.com&password=x', 400],
  ])('refuses %s in a login form field (urlencoded), naming the field', async (_what, form, expected) => {
    const response = await client.request('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
      body: form,
    })
    const { status, body } = await json(response)
    expect(status).toBe(expected)
    expect(body.errors[0]).toMatchObject({ source: { pointer: '/email' } })
  })
})

// A lone surrogate cannot reach a multipart body: FormData and the parser make it U+FFFD.
describeEachEngine('storable input: media uploads (multipart)', (db) => {
  let admin: TestClient
  beforeAll(async () => {
    admin = (await clientsByRole(db())).admin
  })
  const upload = (name: string, fields: Record<string, string> = {}) => {
    const form = new FormData()
    form.set('file', new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' }))
    for (const [key, value] of Object.entries(fields)) form.set(key, value)
    return admin.request('/media/api/v2/images', { method: 'POST', body: form })
  }

  it.each([
    ['a NUL in the file name', 'car\u0000.png', {}, '/file/name'],
    ['a NUL in the title', 'car.png', { title: 'Red\u0000' }, '/title'],
    ['a NUL in the alt text', 'car.png', { alt: 'red\u0000' }, '/alt'],
    ['a NUL in a field name', 'car.png', { 'x\u0000': '1' }, '/x\u0000'],
  ])('refuses %s with 422 naming the field', async (_name, fileName, fields, pointer) => {
    const response = await upload(fileName, fields)
    expect(response.status).toBe(422)
    expect(((await response.json()) as { errors: unknown[] }).errors[0]).toMatchObject({ title: 'Invalid value', source: { pointer } })
  })
})

// Page addresses: React Router's loaders decode their path (the showroom's slug) and pass query
// parameters on to queries. The render here does what they did with it: decode it (a URIError for a
// lone surrogate's bytes: the showroom answered 500) and hand it to the database.
describeEachEngine('storable input: page addresses', (db) => {
  let app: ReturnType<typeof createApp>
  const rendered: string[] = []
  beforeAll(() => {
    app = createApp({
      services: createServices(db().database, '/tmp'),
      ssr: async (request) => {
        const url = new URL(request.url)
        rendered.push(url.pathname + url.search)
        const texts = [decodeURIComponent(url.pathname), ...url.searchParams.values()]
        const result = (await db().database.db.execute(sql`select ${texts.join(' ')}::text as text`)) as unknown as {
          rows: { text: string }[]
        }
        const [row] = result.rows
        return new Response(`<p>${row!.text.length}</p>`, { headers: { 'content-type': 'text/html' } })
      },
    })
  })

  it.each([
    '/stock?nameplate_name_in=%00',
    '/stock?%00=1',
    '/%00',
    '/showroom/a%00b',
    '/showroom/%ED%A0%80',
    '/%ED%A0%80/showroom/x',
    '/models/%FF',
  ])('answers %s with a 400 page, before any loader', async (path) => {
    const response = await app.request(path)
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await response.text()).toContain('This address cannot be read')
    expect(rendered).not.toContain(path)
  })

  it('renders addresses that are text, escaped or not', async () => {
    for (const path of ['/showroom/e5', '/stock?nameplate_name_in=E%C3%A9', '/%F0%9F%98%80', '/a%2Fb?x=%20']) {
      expect((await app.request(path)).status, path).toBe(200)
    }
  })
})
