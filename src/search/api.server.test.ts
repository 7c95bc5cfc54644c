import { beforeAll, describe, expect, it } from 'vitest'
import { importBundle } from '~/bundle/bundle.server.ts'
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
})
