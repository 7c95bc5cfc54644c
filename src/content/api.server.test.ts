import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { importBundle } from '~/bundle/bundle.server.ts'
import { pages, settings } from '~/db/schema/index.ts'
import { testApp } from '~/test/app.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { fixtureBundle } from '~/test/fixtures.ts'
import { contentRoutes } from './api.server.ts'

describeEachEngine('content API', (db) => {
  let client: ReturnType<typeof testApp>
  beforeAll(async () => {
    client = testApp(db())
    await importBundle(db().database.db, db().siteId, fixtureBundle(), { bundleDir: '.', media: client.services.media })
    await client.services.users.addUser({ email: 'editor@example.com', role: 'editor', password: 'correct horse battery' })
    // A page made in the editor and never published, and settings holding credentials.
    await db().database.db.insert(pages).values({ siteId: db().siteId, path: '/about/draft', title: 'Secret launch', publishedAt: null })
    await db()
      .database.db.insert(settings)
      .values([
        { siteId: db().siteId, key: 'mena.offers_api_url', value: 'https://offers.example/feed?token=s3cr3t-offers' },
        { siteId: db().siteId, key: 'dynamic_content.mena_external_sl__config', value: '{"api_key":"s3cr3t-stock"}' },
        { siteId: db().siteId, key: 'custom.partner', value: '{"api_key":"s3cr3t-custom"}' },
        {
          siteId: db().siteId,
          key: 'stock_locator.postcode_areas',
          value: '{"LS4":{"lat":53.812,"lng":-1.585,"name":"Kirkstall, Leeds"}}',
        },
      ])
  })
  const json = async (path: string) => {
    const response = await client.request(path)
    return { status: response.status, body: await response.json() }
  }
  const pageId = async (path: string) => {
    const [row] = await db()
      .database.db.select({ id: pages.id })
      .from(pages)
      .where(and(eq(pages.siteId, db().siteId), eq(pages.path, path)))
    return row!.id
  }
  const signIn = async () => {
    await client.request('/auth/session') // the CSRF token a login needs
    const login = await client.request('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'editor@example.com', password: 'correct horse battery' }),
    })
    expect(login.status).toBe(200)
  }
  const signOut = async () => {
    const logout = await client.request('/auth/logout', { method: 'POST', headers: { accept: 'application/json' } })
    expect(logout.status).toBe(200)
  }

  describe('GET /public_api/pages/by_path/{path}', () => {
    it('answers a page with its metaheads and blocks in the documented shape', async () => {
      const { status, body } = await json('/api/content/public_api/pages/by_path/about')
      expect(status).toBe(200)
      const parsed = contentRoutes.pageByPath.ok[1].parse(body)
      expect(parsed.data.attributes.path).toBe('/about')
      expect(parsed.data.attributes.blocks.map((b) => b.template)).toEqual(['hero-title-banner', 'html-box'])
      expect(parsed.data.attributes.blocks[1]!.fields.html).toBe('<p>Hello <strong>world</strong></p>')
      expect(parsed.data.attributes.blocks[0]!.positions).toEqual([{ id: parsed.data.attributes.blocks[0]!.id, position: 0 }])
      expect(parsed.data.attributes.metaheads.map((m) => m.language)).toEqual(['css', 'html'])
    })

    it('answers the home page for an empty path', async () => {
      const { status, body } = await json('/api/content/public_api/pages/by_path/')
      expect(status).toBe(200)
      expect(body.data.attributes.path).toBe('/')
    })

    it.each([
      ['a page that does not exist', '/api/content/public_api/pages/by_path/nope', 404],
      ['a disabled page for a visitor', '/api/content/public_api/pages/by_path/hidden', 404],
      ['a path with .. (the URL parser resolves it)', '/api/content/public_api/pages/by_path/about/%2E%2E/secret', 404],
      ['a backslash', '/api/content/public_api/pages/by_path/about%5C..%5Csecret', 400],
      ['encoded junk', '/api/content/public_api/pages/by_path/%E0%A4%A', 400],
      ['a 5,000-character path', `/api/content/public_api/pages/by_path/${'a'.repeat(5000)}`, 400],
      ['a NUL byte', '/api/content/public_api/pages/by_path/a%00b', 400],
    ])('answers %s with a clear error', async (_what, path, status) => {
      const response = await client.request(path)
      expect(response.status).toBe(status)
      const body = await response.json()
      // A segment that is not text is refused by the input guard before the route: `Invalid path`.
      expect(body.errors[0].title).toMatch(/Invalid page path|Invalid path|Page not found/)
    })

    it('shows a disabled page to a signed-in editor', async () => {
      await signIn()
      expect((await json('/api/content/public_api/pages/by_path/hidden')).status).toBe(200)
      await signOut()
      expect((await json('/api/content/public_api/pages/by_path/hidden')).status).toBe(404)
    })

    it('answers a never-published page only to a signed-in editor', async () => {
      expect((await json('/api/content/public_api/pages/by_path/about/draft')).status).toBe(404)
      await signIn()
      expect((await json('/api/content/public_api/pages/by_path/about/draft')).status).toBe(200)
      await signOut()
    })
  })

  describe('GET /metaheads', () => {
    it("returns global metaheads, and a page's own when asked, by sequence", async () => {
      const about = (await json('/api/content/public_api/pages/by_path/about')).body.data.id
      const global = await json('/api/content/metaheads')
      expect(global.body.data.map((m: { attributes: { language: string } }) => m.attributes.language)).toEqual(['html'])
      const forPage = await json(`/api/content/metaheads?q[page_id_equal_or_null]=${about}`)
      const parsed = contentRoutes.metaheads.ok[1].parse(forPage.body)
      expect(parsed.data.map((m) => m.attributes.language)).toEqual(['css', 'html'])
    })

    it.each([
      ['a disabled page', '/hidden'],
      ['a never-published page', '/about/draft'],
    ])('answers a visitor 404 for the metaheads of %s, an editor its metaheads', async (_what, path) => {
      const id = await pageId(path)
      const anonymous = await json(`/api/content/metaheads?q[page_id_equal_or_null]=${id}`)
      expect(anonymous.status).toBe(404)
      expect(JSON.stringify(anonymous.body)).not.toContain('generator')
      await signIn()
      const editor = await json(`/api/content/metaheads?q[page_id_equal_or_null]=${id}`)
      await signOut()
      expect(editor.status).toBe(200)
      expect(editor.body.data.map((m: { attributes: { language: string } }) => m.attributes.language)).toEqual(['html'])
    })

    it.each(['abc', '-1', '1.5', '9'.repeat(20)])('rejects page id %s with 400', async (id) => {
      const { status, body } = await json(`/api/content/metaheads?q[page_id_equal_or_null]=${id}`)
      expect(status).toBe(400)
      expect(body.errors[0].detail).toContain('q[page_id_equal_or_null]')
    })
  })

  it('GET /settings merges defaults with stored settings, public keys only', async () => {
    const { status, body } = await json('/api/content/settings')
    expect(status).toBe(200)
    const parsed = contentRoutes.settings.ok[1].parse(body)
    const byKey = new Map(parsed.data.map((s) => [s.attributes.key, s.attributes]))
    expect(byKey.get('general.site_name')?.value).toBe('Test Market')
    expect(byKey.get('general.site_name')?.id).toEqual(expect.any(Number))
    expect(byKey.get('meta.title_divider')?.value).toBe('-')
    expect(byKey.get('general.language')).toEqual({ id: null, key: 'general.language', value: 'en_GB' })
  })

  it('GET /settings leaves out private, unknown and custom keys, whatever their value', async () => {
    for (const signedIn of [false, true]) {
      if (signedIn) await signIn()
      const response = await client.request('/api/content/settings')
      if (signedIn) await signOut()
      const text = await response.text()
      const keys = (JSON.parse(text) as { data: { attributes: { key: string } }[] }).data.map((s) => s.attributes.key)
      expect(keys).toContain('footer.disclaimer')
      for (const key of ['payments.secret_key', 'mena.offers_api_url', 'dynamic_content.mena_external_sl__config', 'custom.partner']) {
        expect(keys).not.toContain(key)
      }
      for (const secret of ['never-public', 's3cr3t', 'api_key', 'token=']) expect(text).not.toContain(secret)
    }
  })

  it('GET /nav_entries and /nav_entries_v2 return their own trees', async () => {
    const v1 = contentRoutes.navEntries.ok[1].parse((await json('/api/content/nav_entries')).body)
    expect(v1.data.map((e) => e.label)).toEqual(['About'])
    expect(v1.data[0]!.children.map((e) => e.label)).toEqual(['Team'])
    const v2 = contentRoutes.navEntriesV2.ok[1].parse((await json('/api/content/nav_entries_v2')).body)
    expect(v2.data.map((e) => e.label)).toEqual(['New nav'])
  })

  it('GET /nav_entries/breadcrumbs/{pageId} follows the path', async () => {
    const team = (await json('/api/content/public_api/pages/by_path/about/team')).body.data.id
    const { body } = await json(`/api/content/nav_entries/breadcrumbs/${team}`)
    expect(body.data).toEqual([
      { label: 'Home', url: '/' },
      { label: 'About us', url: '/about' },
      { label: 'Team', url: '/about/team' },
    ])
    expect((await json('/api/content/nav_entries/breadcrumbs/999999')).status).toBe(404)
    expect((await json('/api/content/nav_entries/breadcrumbs/x')).status).toBe(400)
  })

  it.each([
    ['a disabled page', '/hidden', 'Hidden'],
    ['a never-published page', '/about/draft', 'Secret launch'],
  ])('GET /nav_entries/breadcrumbs/{pageId} of %s: 404 for a visitor, the crumbs for an editor', async (_what, path, title) => {
    const id = await pageId(path)
    const anonymous = await client.request(`/api/content/nav_entries/breadcrumbs/${id}`)
    expect(anonymous.status).toBe(404)
    expect(await anonymous.text()).not.toContain(title)
    await signIn()
    const editor = await json(`/api/content/nav_entries/breadcrumbs/${id}`)
    await signOut()
    expect(editor.status).toBe(200)
    expect(editor.body.data.at(-1)).toEqual({ label: title, url: path })
  })

  it('serves an OpenAPI document generated from the route schemas', async () => {
    const { status, body } = await json('/api/content/openapi.json')
    expect(status).toBe(200)
    expect(body.openapi).toBe('3.1.0')
    expect(Object.keys(body.paths)).toEqual(Object.values(contentRoutes).map((r) => r.path))
    const page = body.paths['/public_api/pages/by_path/{path}'].get.responses['200'].content['application/json'].schema
    expect(JSON.stringify(page)).toContain('active_positions')
  })

  it('compresses large JSON for clients that accept gzip, and only for them', async () => {
    const gzipped = await client.request('/api/content/openapi.json', { headers: { 'accept-encoding': 'gzip' } })
    expect(gzipped.headers.get('content-encoding')).toBe('gzip')
    const body = await new Response(gzipped.body!.pipeThrough(new DecompressionStream('gzip'))).json()
    expect(body.openapi).toBe('3.1.0')
    const plain = await client.request('/api/content/openapi.json')
    expect(plain.headers.get('content-encoding')).toBeNull()
  })

  it('GET /templates lists the catalogue in the spec shape; /templates/{key} answers one', async () => {
    const list = contentRoutes.templates.ok[1].parse((await json('/api/content/templates')).body)
    expect(list.data.map((t) => t.id)).toEqual(expect.arrayContaining(['hero-title-banner', 'html-box']))
    const hero = contentRoutes.template.ok[1].parse((await json('/api/content/templates/hero-title-banner')).body)
    expect(hero.data).toMatchObject({
      id: 'hero-title-banner',
      type: 'template',
      attributes: { name: 'Hero Title Banner', thumbnail_url: '/blocks_thumbnails/Hero Title Banner.png' },
    })
    expect(hero.data.attributes.fields.find((f) => f.symbol === 'header_size')).toMatchObject({
      field_type: 'Rdx::Core::Fields::Select',
      value: 'xl',
    })
    expect(hero.data.attributes.fields[0]!.symbol).toBe('block_scroll_id')
    const missing = await json('/api/content/templates/constructor')
    expect(missing.status).toBe(404)
    expect(missing.body.errors[0].title).toBe('Template not found')
  })

  it('answers unknown API paths with a JSON 404', async () => {
    const { status, body } = await json('/api/content/nothing-here')
    expect(status).toBe(404)
    expect(body.errors[0].title).toBe('Not found')
  })

  describe('the model lists (ADR 156)', () => {
    it('GET /vehicles: the models without their specs, filtered and paged', async () => {
      const all = contentRoutes.vehicles.ok[1].parse((await json('/api/content/vehicles')).body)
      expect(all.data).toEqual([
        {
          id: 'e7-24my',
          type: 'vehicle',
          attributes: {
            key: 'e7-24my',
            name: 'Aurelia E7',
            body_style: 'saloon',
            price: 46995,
            lease_price: 449,
            engines: [{ key: 'e7-performance', name: 'Performance AWD', price: 58995 }],
          },
        },
      ])
      expect(all.meta).toEqual({ total: 1, page: 1, items: 50 })
      expect((await json('/api/content/vehicles?body_style=SALOON&key_in=e7-24my,x9')).body.meta.total).toBe(1)
      expect((await json('/api/content/vehicles?body_style=suv')).body).toMatchObject({ data: [], meta: { total: 0 } })
    })

    it.each([
      ['/api/content/vehicles?items=0', 'items'],
      ['/api/content/vehicles?sort=cheapest', 'sort'],
      ['/api/content/vehicles?key_in=%3Cscript%3E', 'key_in'],
      ['/api/content/vehicles?body_style=%00', 'body_style'],
    ])('GET %s is a 400 naming %s', async (path, field) => {
      const { status, body } = await json(path)
      expect(status).toBe(400)
      expect(body.errors[0].detail).toContain(field)
    })

    it('GET /vehicles/grouped_nameplates and /offer_car_models', async () => {
      const groups = contentRoutes.groupedNameplates.ok[1].parse((await json('/api/content/vehicles/grouped_nameplates')).body)
      expect(groups.data.map((g) => [g.body_style, g.nameplates.map((n) => n.key)])).toEqual([['saloon', ['e7-24my']]])
      // The sandbox's offers feed (the market has an offers URL) names two models, neither the market's.
      const offers = contentRoutes.offerCarModels.ok[1].parse((await json('/api/content/offer_car_models')).body)
      expect(offers.data).toEqual([
        { key: 'aurelia_e7', name: null, offers: 1 },
        { key: 'vantor_summit', name: null, offers: 1 },
      ])
    })

    it.each(['/api/content/compare/spec/e7-24my', '/api/admin/api/compare/spec/e7-24my'])(
      'GET %s: the engines side by side, for anyone, as data[0]',
      async (path) => {
        const { status, body } = await json(path)
        expect(status).toBe(200)
        const [comparison] = contentRoutes.compareSpec.ok[1].parse(body).data
        expect(comparison).toMatchObject({ key: 'e7-24my', engines: [{ key: 'e7-performance', price: 58995 }] })
        expect(comparison!.specs.map((row) => [row.label, row.values])).toEqual([
          ['Range', ['402 miles']],
          ['Top speed', ['250 km/h']],
        ])
      },
    )

    it.each([
      ['/api/admin/api/compare/spec/x9-24my', 404],
      ['/api/content/compare/spec/%3Cb%3E', 400],
    ])('GET %s is a %i', async (path, status) => {
      expect((await json(path)).status).toBe(status)
    })
  })

  describe('place search (ADR 157)', () => {
    const TOKEN = '6c1f8a4e-3b2d-4c5e-9f10-1a2b3c4d5e6f'
    it("suggests the market's places and says where the picked one is", async () => {
      const found = await json(`/api/content/places/autocomplete?input=leed&session_token=${TOKEN}`)
      expect(found.status).toBe(200)
      expect(contentRoutes.placeSuggestions.ok[1].parse(found.body).data).toEqual([
        { id: 'gb-leeds', name: 'Leeds', detail: 'England, UK' },
      ])
      const place = await json(`/api/content/places/gb-leeds?session_token=${TOKEN}`)
      expect(contentRoutes.place.ok[1].parse(place.body).data).toMatchObject({ name: 'Leeds', lat: 53.8008 })
    })

    it("suggests a postcode the market's areas know, which the maps service does not, first", async () => {
      for (const input of ['LS4 2AZ', 'Kirkstall LS4 2AZ']) {
        const found = await json(`/api/content/places/autocomplete?input=${encodeURIComponent(input)}&session_token=${TOKEN}`)
        expect(contentRoutes.placeSuggestions.ok[1].parse(found.body).data).toEqual([
          { id: 'postcode-LS42AZ', name: 'LS4 2AZ', detail: 'Kirkstall, Leeds' },
        ])
      }
      const place = await json(`/api/content/places/postcode-LS42AZ?session_token=${TOKEN}`)
      expect(contentRoutes.place.ok[1].parse(place.body).data).toEqual({ id: 'postcode-LS42AZ', name: 'LS4 2AZ', lat: 53.812, lon: -1.585 })
      expect((await json(`/api/content/places/autocomplete?input=M1%201AE&session_token=${TOKEN}`)).body.data).toEqual([])
    })

    it.each([
      [`/api/content/places/postcode-M11AE?session_token=${TOKEN}`, 404, 'postcode-M11AE'],
      ['/api/content/places/autocomplete?input=leeds', 400, 'session_token'],
      [`/api/content/places/autocomplete?input=l&session_token=${TOKEN}`, 400, 'input'],
      [`/api/content/places/autocomplete?input=${'x'.repeat(101)}&session_token=${TOKEN}`, 400, 'input'],
      ['/api/content/places/gb-leeds?session_token=nope', 400, 'session_token'],
      [`/api/content/places/gb%20leeds?session_token=${TOKEN}`, 400, 'id'],
      [`/api/content/places/xx-nowhere?session_token=${TOKEN}`, 404, 'xx-nowhere'],
    ])('GET %s is a %i naming %s', async (path, status, named) => {
      const { status: got, body } = await json(path)
      expect(got).toBe(status)
      expect(JSON.stringify(body.errors[0])).toContain(named)
    })
  })

  describe('GET /vehicles/{key}/specs', () => {
    it("answers a model's specs, prices and engines in the documented shape", async () => {
      const { status, body } = await json('/api/content/vehicles/e7-24my/specs')
      expect(status).toBe(200)
      const parsed = contentRoutes.vehicleSpecs.ok[1].parse(body)
      expect(parsed.data).toMatchObject({ id: 'e7-24my', type: 'vehicle_specs' })
      expect(parsed.data.attributes).toMatchObject({
        name: 'Aurelia E7',
        price: 46995,
        lease_price: 449,
        specs: { range: { value: '402 miles' } },
      })
      expect(parsed.data.attributes.engines.map((e) => e.key)).toEqual(['e7-performance'])
    })

    it.each([
      ['an unknown model', '/api/content/vehicles/x9-24my/specs', 404, 'Model not found'],
      ['a malformed key', '/api/content/vehicles/%3Cscript%3E/specs', 400, 'Invalid model key'],
      // An object's own property names are no models (the contract fuzz test found a 200 of `valueOf`).
      ['a key named like a property of every object', '/api/content/vehicles/valueOf/specs', 404, 'Model not found'],
      ['another such name', '/api/content/vehicles/constructor/specs', 404, 'Model not found'],
    ])('answers %s with a clear error', async (_what, path, status, title) => {
      const response = await json(path)
      expect(response.status).toBe(status)
      expect(response.body.errors[0].title).toBe(title)
    })
  })
})
