import { beforeAll, describe, expect, it } from 'vitest'
import { importBundle } from '~/bundle/bundle.server.ts'
import { dealers } from '~/db/schema/index.ts'
import { feedFromText, importFeed } from '~/stock/write/import.server.ts'
import { createLocalMediaStore } from '~/media/local-store.server.ts'
import { clientsByRole, type TestClient } from '~/test/app.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { addMarket, sendTo } from '~/test/markets.ts'

const json = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

describeEachEngine('site search API (spec 1 §2, ADR 114)', (db) => {
  let clients: Awaited<ReturnType<typeof clientsByRole>>
  let editor: TestClient
  beforeAll(async () => {
    clients = await clientsByRole(db())
    editor = clients.editor
  })
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await editor.request(`/api/content/editor${path}`, { method, ...(body === undefined ? {} : json(body)) })
    return { status: response.status, body: await response.json() }
  }
  /** A page made, drafted and published through the editor API. */
  async function publish(path: string, title: string, blocks: unknown[], extra: Record<string, unknown> = {}) {
    const { body: created } = await call('POST', '/pages', { path, title })
    const id: number = created.data.id
    const document = { title, blocks, ...extra }
    expect((await call('PUT', `/pages/${id}/draft`, { document, revision: created.data.revision })).status).toBe(200)
    expect((await call('POST', `/pages/${id}/publish`)).status).toBe(200)
    return id
  }
  /** What a visitor's search answers; the visitor's process first hears of the change (ADR 034). */
  async function search(q: string, host?: string) {
    clients.anonymous.services.content.invalidate()
    const path = `/api/content/search?q=${encodeURIComponent(q)}`
    const response = host ? await sendTo(clients.anonymous, host, 'GET', path) : await clients.anonymous.request(path)
    const body = await response.json()
    expect(response.status).toBe(200)
    return { total: body.meta.total as number, urls: body.data.map((r: { attributes: { url: string } }) => r.attributes.url) as string[] }
  }

  let crossover: number
  beforeAll(async () => {
    crossover = await publish('/models/aurelia-crossover', 'Aurelia Crossover', [
      { template: 'hero-title-banner', fields: { heading: 'The São Paulo edition', paragraph: 'Running quietly on electricity' } },
      { template: 'quote', fields: { quote: 'An e-Tron rival, built in Stratford-upon-Avon' } },
    ])
    await publish('/offers/winter', 'Winter offers', [{ template: 'quote', fields: { quote: 'Tyres and a free check' } }], {
      meta_description: 'Crossover servicing at a fixed price',
    })
  })

  it('finds a published page by its title, its description and the text of its blocks', async () => {
    expect((await search('crossover')).urls).toEqual(['/models/aurelia-crossover', '/offers/winter'])
    expect((await search('tyres')).urls).toEqual(['/offers/winter'])
    expect((await search('quietly')).urls).toEqual(['/models/aurelia-crossover'])
  })

  it.each([
    ['SAO PAULO', ['/models/aurelia-crossover']],
    ['são-paulo', ['/models/aurelia-crossover']],
    ['etron', ['/models/aurelia-crossover']],
    ['e-tron', ['/models/aurelia-crossover']],
    ['stratford', ['/models/aurelia-crossover']],
    ['upon', ['/models/aurelia-crossover']],
    ['e tron', ['/models/aurelia-crossover']],
    // Stemmed in the market's language (English): "runs" and "running" share "run".
    ['runs', ['/models/aurelia-crossover']],
    // Substring matching in titles: inside a word, and across the space.
    ['ossov', ['/models/aurelia-crossover', '/offers/winter']],
    ['aureliacross', ['/models/aurelia-crossover']],
    ['  WINTER!!  ', ['/offers/winter']],
    ['winter crossover', ['/offers/winter']],
    // Past three words the statement is not prepared by name (the same answer, planned each time).
    ['aurelia crossover quietly stratford', ['/models/aurelia-crossover']],
    ['zebra', []],
    ['?!', []],
  ])('%j finds %j (accent-, case- and punctuation-insensitive)', async (q, urls) => {
    const answer = await search(q)
    expect(answer.urls).toEqual(urls)
    expect(answer.total).toBe(urls.length)
  })

  it('publish → found; disabled → gone; enabled again → found; deleted → gone', async () => {
    const id = await publish('/news/launch', 'Launch night', [{ template: 'quote', fields: { quote: 'Fireworks over the harbour' } }])
    expect((await search('fireworks')).urls).toEqual(['/news/launch'])
    expect((await call('PATCH', `/pages/${id}`, { enabled: false })).status).toBe(200)
    expect((await search('fireworks')).urls).toEqual([])
    expect((await call('PATCH', `/pages/${id}`, { enabled: true, title: 'Launch party' })).status).toBe(200)
    expect((await search('party')).urls).toEqual(['/news/launch'])
    expect((await call('DELETE', `/pages/${id}`)).status).toBe(200)
    expect((await search('fireworks')).urls).toEqual([])
  })

  it('a draft is not searchable until published; a moved page is found at its new path, not as the redirect', async () => {
    const { body } = await call('GET', `/pages/${crossover}`)
    const document = { ...body.data.document, blocks: [{ template: 'quote', fields: { quote: 'Now with a panoramic roof' } }] }
    await call('PUT', `/pages/${crossover}/draft`, { document, revision: body.data.page.revision })
    expect((await search('panoramic')).urls).toEqual([])
    await call('POST', `/pages/${crossover}/publish`)
    expect((await search('panoramic')).urls).toEqual(['/models/aurelia-crossover'])
    await call('PATCH', `/pages/${crossover}`, { path: '/models/crossover' })
    expect((await search('panoramic')).urls).toEqual(['/models/crossover'])
  })

  it('pages through the results, ten at a time, with the total', async () => {
    for (let n = 1; n <= 12; n++) await publish(`/lots/${n}`, `Lot ${n}`, [{ template: 'quote', fields: { quote: 'Auction lot' } }])
    clients.anonymous.services.content.invalidate()
    const first = await (await clients.anonymous.request('/api/content/search?q=auction')).json()
    const second = await (await clients.anonymous.request('/api/content/search?q=auction&page=2')).json()
    expect([first.data.length, second.data.length, first.meta.total, second.meta.total]).toEqual([10, 2, 12, 12])
    const third = await (await clients.anonymous.request('/api/content/search?q=auction&page=3')).json()
    expect([third.data.length, third.meta.total]).toEqual([0, 12])
  })

  it('autocomplete answers the first results with title and link', async () => {
    const response = await clients.anonymous.request('/api/content/search/autocomplete?q=Wint')
    expect(response.status).toBe(200)
    expect((await response.json()).data).toEqual([
      { kind: 'page', title: 'Winter offers', description: 'Crossover servicing at a fixed price', url: '/offers/winter' },
    ])
  })

  describe('bad input: a 400 naming the field, never a 500', () => {
    it.each([
      ['/api/content/search', 'q'],
      [`/api/content/search?q=${'a'.repeat(201)}`, 'q'],
      ['/api/content/search?q=a%00b', 'q'],
      ['/api/content/search?q=a%ED%A0%80b', 'q'],
      ['/api/content/search?q=suv&page=0', 'page'],
      ['/api/content/search?q=suv&page=x', 'page'],
      ['/api/content/search/autocomplete?q=a%00', 'q'],
      ['/api/content/search/autocomplete', 'q'],
    ])('%s → 400 naming %s', async (path, field) => {
      const response = await clients.anonymous.request(path)
      expect(response.status).toBe(400)
      expect(JSON.stringify(await response.json())).toContain(field)
    })
  })

  it('searches each market in its own language: Arabic stemmed, marks and letter forms folded', async () => {
    const market = await addMarket(db(), 'search-ar')
    await importBundle(
      db().database.db,
      market.id,
      {
        format: 'forecourt.bundle/1',
        settings: { 'general.language': 'ar_AE' },
        pages: [
          {
            path: '/electric',
            title: 'السيارات الكهربائيّة',
            blocks: [{ template: 'quote', fields: { quote: 'أفضل مدى للقيادة في المدينة' } }],
          },
          { path: '/offers', title: 'العروض', blocks: [] },
        ],
      },
      { bundleDir: editor.dataDir, media: createLocalMediaStore(editor.dataDir) },
    )
    expect((await search('الكهربائية', market.host)).urls).toEqual(['/electric'])
    expect((await search('السيارة', market.host)).urls).toEqual(['/electric'])
    expect((await search('افضل', market.host)).urls).toEqual(['/electric'])
    expect((await search('عروض', market.host)).urls).toEqual(['/offers'])
    // The default market's pages are not the Arabic market's.
    expect((await search('crossover', market.host)).urls).toEqual([])
    expect((await search('العروض')).urls).toEqual([])
  })

  it('finds the models and retailers of the market’s stock, above its pages, linked to the filtered listing', async () => {
    const market = await addMarket(db(), 'search-stock')
    const bundle = (settings: Record<string, string>) =>
      importBundle(
        db().database.db,
        market.id,
        {
          format: 'forecourt.bundle/1',
          settings: { 'stock_locator.stock_page_path': '/stock', ...settings },
          pages: [
            { path: '/aurelia-e7', title: 'The Aurelia E7', blocks: [] },
            { path: '/arabic/e7-touring', title: 'أوريليا إي 7 تورينغ', blocks: [] },
            { path: '/s5', title: 'Aurelia S5', meta_description: 'A saloon with room for touring luggage', blocks: [] },
          ],
        },
        { bundleDir: editor.dataDir, media: createLocalMediaStore(editor.dataDir) },
      )
    await bundle({ 'stock_locator.postcode_search': 'true' })
    await db()
      .database.db.insert(dealers)
      .values([
        { siteId: market.id, code: 'LDS', name: 'Aurelia Leeds', street: '12 Kirkstall Road', postcode: 'LS4 2AZ', city: 'Leeds' },
        { siteId: market.id, code: 'YRK', name: 'Aurelia York', city: 'York' },
      ])
    const car = { state: 'new', status: 'stock', nameplate_brand_name: 'Aurelia', production_year: 2025, display_price: 40000 }
    const fleet = [
      { ...car, vin: 'S1', nameplate_name: 'E7', owner_id: 'LDS' },
      { ...car, vin: 'S2', nameplate_name: 'E7', owner_id: 'LDS' },
      { ...car, vin: 'S3', nameplate_name: 'E7 Touring', owner_id: 'LDS' },
      { ...car, vin: 'S4', nameplate_name: 'S5', owner_id: 'LDS' },
    ]
    const feed = feedFromText(JSON.stringify(fleet), 'json')
    expect((await importFeed(db().database.db, market.id, feed, { listingKey: '5ea4c0de-0000-4000-8000-0000000000aa' })).errors).toEqual([])
    const answer = async (q: string) => {
      clients.anonymous.services.content.invalidate()
      const response = await sendTo(clients.anonymous, market.host, 'GET', `/api/content/search?q=${encodeURIComponent(q)}`)
      expect(response.status).toBe(200)
      const body = await response.json()
      return { total: body.meta.total, results: body.data.map((item: { attributes: object }) => item.attributes) }
    }

    const e7 = await answer('e7')
    expect(e7.results).toEqual([
      { kind: 'model', label: 'In stock', title: 'Aurelia E7', description: 'Cars in stock: 2', url: '/stock?models=E7' },
      {
        kind: 'model',
        label: 'In stock',
        title: 'Aurelia E7 Touring',
        description: 'Cars in stock: 1',
        url: '/stock?models=E7+Touring',
      },
      { kind: 'page', title: 'The Aurelia E7', description: '', url: '/aurelia-e7' },
    ])
    expect(e7.total).toBe(3)
    // Typed with an Arabic keyboard's digit: the same models and page.
    expect(await answer('E٧')).toEqual(e7)
    // A retailer by its name or its town; York has no cars, so no result leads to an empty listing.
    expect((await answer('leeds')).results).toEqual([
      {
        kind: 'retailer',
        label: 'Retailer',
        title: 'Aurelia Leeds',
        description: '12 Kirkstall Road, Leeds LS4 2AZ · See its cars in stock',
        url: '/stock?_retailer=LDS',
      },
    ])
    expect((await answer('york')).total).toBe(0)
    // A model named in another language than its nameplate: the model's own page found, its cars too.
    expect((await answer('تورينغ')).results.map((r: { title: string }) => r.title)).toEqual(['Aurelia E7 Touring', 'أوريليا إي 7 تورينغ'])
    expect((await answer('تورينغ')).total).toBe(2)
    // A model's page that only mentions the word is found, but names no model: only its title does.
    expect((await answer('touring')).results.map((r: { title: string }) => r.title)).toEqual(['Aurelia E7 Touring', 'Aurelia S5'])
    // Without the postcode search the listing cannot be filtered to a retailer: no retailer results.
    await bundle({ 'stock_locator.postcode_search': 'false' })
    expect((await answer('leeds')).total).toBe(0)
    expect((await answer('s5')).results.map((r: { url: string }) => r.url)).toEqual(['/stock?models=S5', '/s5'])
  })
})
