import { describe, expect, it, vi } from 'vitest'
import type { CollectionQuery } from './collection-feed.ts'
import {
  createHttpCollectionFeed,
  createSandboxCollectionFeed,
  feedRequestUrl,
  MISSING_COLLECTION_FEED_URL,
  parseFeedAnswer,
} from './collection-feed.server.ts'

const query = (changes: Partial<CollectionQuery> = {}): CollectionQuery => ({
  lang: 'en',
  market: 'AE',
  collection: 'lifestyle',
  limit: 10,
  grouped: true,
  ...changes,
})
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const item = (name: string, more: Record<string, unknown> = {}) => ({
  name,
  label: 'AED 95',
  image: `/img/${name}.jpg`,
  link: `/shop/${name}`,
  ...more,
})

describe('collection feed over HTTP (spec 2 §7 Collection Slider Feed)', () => {
  it.each([
    [
      'every field',
      'https://shop.example/api/collection',
      query({ lang: 'ar' }),
      'https://shop.example/api/collection?lang=ar&market=AE&collection=lifestyle&limit=10&grouped=true',
    ],
    [
      'ungrouped, limit 4',
      'https://shop.example/api/collection',
      query({ grouped: false, limit: 4 }),
      'https://shop.example/api/collection?lang=en&market=AE&collection=lifestyle&limit=4&grouped=false',
    ],
    [
      'empty market and collection left out',
      'https://shop.example/feed',
      query({ market: ' ', collection: '' }),
      'https://shop.example/feed?lang=en&limit=10&grouped=true',
    ],
    [
      'a base URL with its own parameters',
      ' https://shop.example/feed?key=abc ',
      query({ collection: 'Summer 2026' }),
      'https://shop.example/feed?key=abc&lang=en&market=AE&collection=Summer+2026&limit=10&grouped=true',
    ],
  ])('builds the query string from the fields: %s', (_, base, q, expected) => {
    expect(feedRequestUrl(base, q)).toBe(expected)
  })

  it('asks the configured URL for JSON and reads its items, capped at the limit', async () => {
    const fetch = vi.fn(async () => json([item('cap', { group: 'Apparel' }), item('mug'), item('jacket')]))
    const items = await createHttpCollectionFeed({ fetch }).items(query({ limit: 2 }), 'https://shop.example/feed')
    expect(fetch).toHaveBeenCalledWith(
      'https://shop.example/feed?lang=en&market=AE&collection=lifestyle&limit=2&grouped=true',
      expect.objectContaining({ headers: { accept: 'application/json' }, signal: expect.any(AbortSignal) }),
    )
    expect(items).toEqual([
      { name: 'cap', label: 'AED 95', image: '/img/cap.jpg', image_hover: null, link: '/shop/cap', group: 'Apparel' },
      { name: 'mug', label: 'AED 95', image: '/img/mug.jpg', image_hover: null, link: '/shop/mug', group: null },
    ])
  })

  it.each([
    ['a bare list', [item('cap')]],
    ['an object with items', { items: [item('cap')], total: 1 }],
  ])('accepts %s', (_, body) => {
    expect(parseFeedAnswer(body).map((i) => i.name)).toEqual(['cap'])
  })

  it('drops URLs that are not http(s) or site-relative, keeping the item', () => {
    const [cap] = parseFeedAnswer([
      item('cap', { image: 'javascript:alert(1)', image_hover: '//evil.example/x.jpg', link: 'data:text/html,hi', label: null }),
    ])
    expect(cap).toEqual({ name: 'cap', label: '', image: null, image_hover: null, link: null, group: null })
  })

  it.each([
    ['no URL setting', null, async () => json([]), MISSING_COLLECTION_FEED_URL],
    ['a blank URL setting', '  ', async () => json([]), 'Missing api url: mena.collection_feed_url'],
    ['a URL setting that is not http(s)', 'ftp://shop.example', async () => json([]), 'Invalid api url: mena.collection_feed_url'],
    ['a status other than 200', 'https://s.example', async () => json({}, 503), 'Collection feed answered status 503'],
    ['a body that is not JSON', 'https://s.example', async () => new Response('<html>'), 'Invalid collection feed answer: not JSON'],
    [
      'a body of the wrong shape',
      'https://s.example',
      async () => json({ products: [] }),
      'Invalid collection feed answer: Invalid input: expected array, received object',
    ],
    [
      'an item without a name',
      'https://s.example',
      async () => json([item('cap'), { label: 'AED 5' }]),
      'Invalid collection feed answer: 1.name: Invalid input: expected string, received undefined',
    ],
  ])('rejects with a clear error on %s', async (_, url, fetch, message) => {
    await expect(createHttpCollectionFeed({ fetch }).items(query(), url)).rejects.toThrow(message)
  })

  it('gives up on a feed that does not answer in time', async () => {
    const never = (_url: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason))
      })
    await expect(createHttpCollectionFeed({ fetch: never, timeoutMs: 20 }).items(query(), 'https://slow.example')).rejects.toThrow(
      'Collection feed: no answer within 20 ms',
    )
  })
})

describe('collection feed sandbox (no network)', () => {
  it('answers twelve demo items on the demo media library, in groups, without a URL', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch')
    const items = await createSandboxCollectionFeed().items(query({ limit: 50 }), null)
    expect(fetch).not.toHaveBeenCalled()
    expect(items).toHaveLength(12)
    expect(new Set(items.map((i) => i.group))).toEqual(new Set(['Apparel', 'Accessories', 'Scale models']))
    expect(items[0]).toEqual({
      name: 'Aurelia logo cap',
      label: 'AED 95',
      image: '/media/api/v2/images/1004/w/640.jpg',
      image_hover: '/media/api/v2/images/24735/w/640.jpg',
      link: '/shop/aurelia-logo-cap',
      group: 'Apparel',
    })
    fetch.mockRestore()
  })

  it('follows the limit, the language and grouping', async () => {
    const items = await createSandboxCollectionFeed().items(query({ lang: 'ar', limit: 3, grouped: false }), null)
    expect(items.map((i) => [i.name, i.label, i.group])).toEqual([
      ['قبعة بشعار أوريليا', '95 د.إ', null],
      ['سترة فانتور للرحلات', '650 د.إ', null],
      ['قميص بولو أوريليا', '180 د.إ', null],
    ])
  })
})
