import { describe, expect, it } from 'vitest'
import type { Page } from './page.ts'
import { isExternalUrl, normalizePagePath, resolvePageRedirect, type PageRedirect } from './redirect.ts'

const page = (fields: Partial<Page>): Page => ({
  id: 1,
  path: '/old',
  page_type: 'page',
  title: 'Old',
  enabled: true,
  meta_title: null,
  meta_description: null,
  canonical_url: null,
  disable_seo_tracking: false,
  external_meta_image: null,
  image_id: null,
  type: null,
  to: null,
  http_code: null,
  redirect_path: null,
  link_type: null,
  link_new_window: false,
  ...fields,
})
const here = new URL('https://demo.example/old?utm_source=mail&a=1&a=2')
const http = (handler: string, location: string, status = 301): PageRedirect =>
  ({ kind: 'http', handler, location, status }) as PageRedirect

describe('resolvePageRedirect (spec 1 §2 Redirect rules)', () => {
  it.each<[string, Partial<Page>, PageRedirect | null]>([
    ['plain page', {}, null],
    [
      'url_redirection keeps path + current query, default 301',
      { type: 'url_redirection', to: '/new' },
      http('url_redirection', '/new?utm_source=mail&a=1&a=2'),
    ],
    [
      'url_redirection uses http_code',
      { type: 'url_redirection', to: '/new', http_code: 302 },
      http('url_redirection', '/new?utm_source=mail&a=1&a=2', 302),
    ],
    [
      'url_redirection: a non-redirect http_code falls back to 301',
      { type: 'url_redirection', to: '/new', http_code: 200 },
      http('url_redirection', '/new?utm_source=mail&a=1&a=2'),
    ],
    [
      "url_redirection: to's own params win, others are appended",
      { type: 'url_redirection', to: '/new?a=9#top' },
      http('url_redirection', '/new?a=9&utm_source=mail#top'),
    ],
    [
      'url_redirection: absolute http URL stays absolute',
      { type: 'url_redirection', to: 'https://other.example/x?b=1' },
      http('url_redirection', 'https://other.example/x?b=1&utm_source=mail&a=1&a=2'),
    ],
    [
      'url_redirection: relative target gets a leading slash',
      { type: 'url_redirection', to: 'new' },
      http('url_redirection', '/new?utm_source=mail&a=1&a=2'),
    ],
    ['url_redirection: javascript: is refused', { type: 'url_redirection', to: 'javascript:alert(1)' }, null],
    ['url_redirection: protocol-relative is refused', { type: 'url_redirection', to: '//evil.example/x' }, null],
    ['url_redirection: backslash trick is refused', { type: 'url_redirection', to: '/\\evil.example' }, null],
    ['url_redirection: data: is refused', { type: 'url_redirection', to: 'data:text/html,hi' }, null],
    ['url_redirection: embedded tab is refused', { type: 'url_redirection', to: 'java\tscript:alert(1)' }, null],
    [
      'url_redirection without to falls through to redirect_path',
      { type: 'url_redirection', to: ' ', redirect_path: '/x' },
      http('redirect_path', '/x'),
    ],
    ['folder → redirect_path', { page_type: 'folder', redirect_path: 'models/aurora' }, http('folder', '/models/aurora')],
    ['folder without redirect_path', { page_type: 'folder' }, null],
    ['internal link on a non-page', { page_type: 'link', link_type: 'internal', redirect_path: 'about' }, http('internal', '/about')],
    ['internal link on a page is the generic rule', { link_type: 'internal', redirect_path: '/about' }, http('redirect_path', '/about')],
    [
      'external keeps the URL',
      { link_type: 'external', redirect_path: 'https://brand.example/x' },
      http('external', 'https://brand.example/x'),
    ],
    ['file keeps the URL', { link_type: 'file', redirect_path: 'https://cdn.example/b.pdf' }, http('file', 'https://cdn.example/b.pdf')],
    [
      'external wins over link_new_window',
      { link_type: 'external', redirect_path: 'https://b.example/', link_new_window: true },
      http('external', 'https://b.example/'),
    ],
    [
      'redirect_path opens in a new window',
      { redirect_path: 'https://b.example/x', link_new_window: true },
      { kind: 'new-window', url: 'https://b.example/x' },
    ],
    ['redirect_path → 301', { redirect_path: '/elsewhere?x=1' }, http('redirect_path', '/elsewhere?x=1')],
    ['redirect_path: javascript: is refused', { redirect_path: 'JavaScript:alert(1)', link_new_window: true }, null],
    ['redirect_path: protocol-relative is refused', { link_type: 'external', redirect_path: '//evil.example' }, null],
    ['redirect to itself is a loop', { redirect_path: '/old/?utm_source=mail&a=1&a=2' }, null],
    ['url_redirection to itself is a loop', { type: 'url_redirection', to: 'https://demo.example/old' }, null],
  ])('%s', (_name, fields, expected) => {
    expect(resolvePageRedirect(page(fields), here)).toEqual(expected)
  })

  it('without current query, url_redirection adds none', () => {
    expect(resolvePageRedirect(page({ type: 'url_redirection', to: '/new' }), new URL('https://demo.example/old'))).toEqual(
      http('url_redirection', '/new'),
    )
  })
})

describe('isExternalUrl', () => {
  it.each([
    ['https://a.example/x', true],
    ['HTTP://a.example', true],
    ['//a.example', true],
    ['/about', false],
    ['about', false],
    ['mailto:a@b.c', false],
    ['', false],
    ['https:/x', false],
  ])('%s → %s', (url, expected) => {
    expect(isExternalUrl(url)).toBe(expected)
  })
})

describe('normalizePagePath (spec 1 §2 Page resolution)', () => {
  it.each<[string, string | null]>([
    ['/', '/'],
    ['', '/'],
    ['about', '/about'],
    ['/about', '/about'],
    ['/about/', '/about'],
    ['//double', '/double'],
    ['/models//aurora', '/models/aurora'],
    ['models/aurora', '/models/aurora'],
    ['/caf%C3%A9', '/café'],
    ['/%D8%B9%D8%B1%D8%A8%D9%8A', '/عربي'],
    ['/a%20b', '/a b'],
    ['/.well-known', '/.well-known'],
    ['/a/../b', null],
    ['/..', null],
    ['/%2e%2e/x', null],
    ['/a/%2E%2E', null],
    ['..%2Fetc', null],
    ['/a/./b', null],
    ['/%E0%A4%A', null],
    ['/%', null],
    ['/%zz', null],
    ['/a%00b', null],
    ['/a\u0000b', null],
    ['/a\nb', null],
    ['/a%0Db', null],
    ['/a%7Fb', null],
    ['/a\\b', null],
    ['/a%5Cb', null],
    [`/${'a'.repeat(2047)}`, `/${'a'.repeat(2047)}`],
    [`/${'a'.repeat(2048)}`, null],
    [`/${'a'.repeat(5000)}`, null],
    [`/${'%C3%A9'.repeat(2000)}`, `/${'é'.repeat(2000)}`],
  ])('%s → %s', (raw, expected) => {
    expect(normalizePagePath(raw)).toBe(expected)
  })

  it('is idempotent on its own output', () => {
    for (const raw of ['/about/', 'models//aurora', '/caf%C3%A9']) {
      const once = normalizePagePath(raw)!
      expect(normalizePagePath(once)).toBe(once)
    }
  })
})
