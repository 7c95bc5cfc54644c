import { beforeAll, expect, it } from 'vitest'
import { testApp } from '~/test/app.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { newsItemAnswerSchema, newsPageAnswerSchema } from './answers.ts'
import { createSandboxNews, type NewsService } from './news.server.ts'

/** GET /api/content/news and /api/content/news/{id} (spec 2 §3.12 MENA News, §7; ADR 165). */
describeEachEngine('regional news through the content API', (db) => {
  let client: ReturnType<typeof testApp>
  let sandbox: NewsService
  beforeAll(() => {
    client = testApp(db())
    sandbox = client.services.blockSources.news
  })
  const json = async (path: string) => {
    const response = await client.request(path)
    return { status: response.status, body: (await response.json()) as unknown }
  }

  it('answers a page of the market’s news, in the news locale and market of spec 2 §5', async () => {
    const calls: unknown[] = []
    client.services.blockSources.news = {
      list: async (query, url) => {
        calls.push({ query, url })
        return createSandboxNews().list(query, url)
      },
      item: sandbox.item,
    }
    const first = await json('/api/content/news')
    const page = newsPageAnswerSchema.parse(first.body).data
    expect([page.page, page.pages, page.total, page.items.length]).toEqual([1, 3, 14, 6])
    expect(page.items[0]!.title).toBe('The Aurelia X concept is unveiled in Dubai')
    const third = newsPageAnswerSchema.parse((await json('/api/content/news?page=3')).body).data
    expect(third.items).toHaveLength(2)
    // The default market speaks en_GB and names no news market: en and AE.
    expect(calls).toEqual([
      { query: { lang: 'en', market: 'AE', page: 1 }, url: null },
      { query: { lang: 'en', market: 'AE', page: 3 }, url: null },
    ])
    client.services.blockSources.news = sandbox
  })

  it('answers a single item, 404 for one it does not know, 400 naming a bad parameter', async () => {
    const item = newsItemAnswerSchema.parse((await json('/api/content/news/summit-takes-the-pass')).body).data
    expect(item.title).toBe('Summit takes the pass')
    expect(item.body.length).toBeGreaterThan(0)
    expect((await json('/api/content/news/no-such-story')).status).toBe(404)
    // A NUL is refused before the route by the API's own guard, naming the path segment.
    expect(await json('/api/content/news/%00')).toMatchObject({ status: 400 })
    for (const path of ['/api/content/news/a%20b', '/api/content/news/%D8%A7', `/api/content/news/${'x'.repeat(201)}`]) {
      const answer = await json(path)
      expect(answer.status).toBe(400)
      expect(JSON.stringify(answer.body)).toContain('id: must be')
    }
    for (const path of ['/api/content/news?page=0', '/api/content/news?page=two', '/api/content/news?page=%00']) {
      const answer = await json(path)
      expect(answer.status).toBe(400)
      expect(JSON.stringify(answer.body)).toContain('page: must')
    }
  })

  it('answers 502 when the news API fails, never a 500', async () => {
    client.services.blockSources.news = {
      list: async () => {
        throw new Error('News API answered status 500')
      },
      item: async () => {
        throw new Error('Invalid news answer: not JSON')
      },
    }
    expect((await json('/api/content/news?page=2')).status).toBe(502)
    expect((await json('/api/content/news/summit-takes-the-pass')).status).toBe(502)
    client.services.blockSources.news = sandbox
  })
})
