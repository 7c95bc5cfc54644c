import { describe, expect, it, vi } from 'vitest'
import { createHttpNews, createSandboxNews, keptNews, MISSING_NEWS_API_URL, newsRequestFor, newsRequestUrl } from './news.server.ts'

const query = { lang: 'ar', market: 'SA' } as const
const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }))

describe('the regional news adapter (spec 2 §3.12, §7; ADR 165)', () => {
  it('asks in the news locale and market of spec 2 §5, read from the market’s settings', () => {
    expect(
      newsRequestFor({ 'general.language': 'ar_AE', 'mena.news_market': ' sa ', 'mena.news_api_url': ' https://news.example/api ' }),
    ).toEqual({
      query: { lang: 'ar', market: 'SA' },
      url: 'https://news.example/api',
    })
    expect(newsRequestFor({ 'general.language': 'de_DE', 'mena.news_market': 'GB' })).toEqual({
      query: { lang: 'en', market: 'AE' },
      url: null,
    })
  })

  it.each([
    [{ ...query, page: 2 }, 'https://news.example/api/news/?lang=ar&market=SA&page=2&per_page=6'],
    [{ ...query, id: 'a b/c' }, 'https://news.example/api/news/a%20b%2Fc?lang=ar&market=SA'],
  ])('request URL for %j', (request, url) => expect(newsRequestUrl('https://news.example/api/news/', request)).toBe(url))

  it('refuses a base URL that is not http(s)', () => {
    expect(() => newsRequestUrl('file:///etc/passwd', query)).toThrow('Invalid api url: mena.news_api_url')
    expect(() => newsRequestUrl('not a url', query)).toThrow('Invalid api url: mena.news_api_url')
  })

  it('reads a page bare or under data, an unknown item as null, and names what is wrong with an answer', async () => {
    const page = {
      items: [{ id: '1', title: 'A', summary: '', date: '2026-11-01', image: 'javascript:alert(1)' }],
      page: 1,
      pages: 1,
      total: 1,
    }
    const bare = await createHttpNews({ fetch: answer(200, page) }).list({ ...query, page: 1 }, 'https://news.example/api')
    expect(bare.items[0]!.image).toBeNull()
    expect((await createHttpNews({ fetch: answer(200, { data: page }) }).list({ ...query, page: 1 }, 'https://n.example')).total).toBe(1)
    expect(await createHttpNews({ fetch: answer(404, '') }).item({ ...query, id: 'x' }, 'https://n.example')).toBeNull()
    await expect(
      createHttpNews({ fetch: answer(200, { items: [{ id: '' }] }) }).list({ ...query, page: 1 }, 'https://n.example'),
    ).rejects.toThrow('Invalid news answer: items.0.id')
    await expect(createHttpNews({ fetch: answer(200, '<html>') }).list({ ...query, page: 1 }, 'https://n.example')).rejects.toThrow(
      'Invalid news answer: not JSON',
    )
    await expect(createHttpNews({ fetch: answer(500, '') }).list({ ...query, page: 1 }, 'https://n.example')).rejects.toThrow(
      'News API answered status 500',
    )
  })

  it('rejects a request without the setting, with the offers feed’s wording (spec 2 §8)', async () => {
    const fetch = answer(200, {})
    await expect(createHttpNews({ fetch }).list({ ...query, page: 1 }, ' ')).rejects.toThrow(MISSING_NEWS_API_URL)
    expect(MISSING_NEWS_API_URL).toBe('Missing api url: mena.news_api_url')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('the sandbox has three pages of demo news, Arabic for ar and English otherwise', async () => {
    const sandbox = createSandboxNews()
    const ar = await sandbox.list({ lang: 'ar', market: 'AE', page: 1 }, null)
    expect([ar.pages, ar.total, ar.items.length, ar.items[0]!.title]).toEqual([3, 14, 6, 'الكشف عن سيارة أوريليا X الاختبارية في دبي'])
    expect((await sandbox.list({ lang: 'fr', market: 'AE', page: 4 }, null)).items).toEqual([])
    expect((await sandbox.item({ lang: 'ru', market: 'AE', id: 'summit-takes-the-pass' }, null))?.title).toBe('Summit takes the pass')
  })
})

describe('kept news', () => {
  it('asks the news API once a minute per page and item, and again after a failure', async () => {
    const list = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue({ items: [], page: 1, pages: 0, total: 0 })
    const item = vi.fn().mockResolvedValue(null)
    let now = 0
    const kept = keptNews({ list, item }, () => now)
    const query = { lang: 'en' as const, market: 'AE' as const }
    await expect(kept.list({ ...query, page: 1 }, 'https://news.example')).rejects.toThrow('down')
    await kept.list({ ...query, page: 1 }, 'https://news.example')
    await kept.list({ ...query, page: 1 }, 'https://news.example')
    await kept.list({ ...query, page: 2 }, 'https://news.example')
    expect(list).toHaveBeenCalledTimes(3)
    await kept.item({ ...query, id: 'n1' }, 'https://news.example')
    now = 60_000
    await kept.item({ ...query, id: 'n1' }, 'https://news.example')
    expect(item).toHaveBeenCalledTimes(2)
  })
})
