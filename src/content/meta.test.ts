import { describe, expect, it } from 'vitest'
import { buildPageMeta, pageMetaSource, routeHasPageMeta, type PageMetaInput } from './meta.ts'
import type { Page } from './page.ts'

const page = (fields: Partial<Page> = {}): Page => ({
  id: 7,
  path: '/models/aurora',
  page_type: 'page',
  title: 'Aurora',
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

function build(overrides: Partial<PageMetaInput> = {}, fields: Partial<Page> = {}) {
  const warnings: string[] = []
  const meta = buildPageMeta({
    page: page(fields),
    routeName: 'dynamic-routes',
    siteName: 'Demo Market',
    appName: 'Forecourt',
    brandName: 'Aurelia',
    titleDivider: '|',
    mediaBaseUrl: '/media',
    defaultImageId: 24735,
    extraMetaJson: null,
    canonicalBase: 'https://demo.example/',
    warn: (m) => warnings.push(m),
    ...overrides,
  })
  return { meta, warnings }
}
const find = (meta: object[], key: string, value: string) =>
  meta.find((tag) => (tag as Record<string, unknown>)[key] === value) as Record<string, string> | undefined

describe('routeHasPageMeta (spec 1 §2 Page meta tags)', () => {
  it.each([
    ['dynamic-routes', true],
    ['stock-locator-preview', false],
    ['stock-locator-order-online', false],
    ['stock-locator-order-online-checkout', false],
    ['stock-locator-preview-x', true],
    ['cms', true],
  ])('%s → %s', (routeName, expected) => {
    expect(routeHasPageMeta(routeName)).toBe(expected)
    expect(build({ routeName }).meta.length > 0).toBe(expected)
  })
})

describe('buildPageMeta (spec 1 §2 Page meta tags)', () => {
  it('emits the full set for a plain page', () => {
    expect(build().meta).toEqual([
      { title: 'Aurora | Demo Market' },
      { property: 'og:title', content: 'Aurora | Demo Market' },
      { property: 'og:image', content: 'https://demo.example/media/api/v2/images/24735/w/1600.jpg' },
      { property: 'og:url', content: 'https://demo.example/models/aurora' },
      { property: 'og:type', content: 'website' },
      { name: 'twitter:card', content: 'summary_large_image' },
      { tagName: 'link', rel: 'canonical', href: 'https://demo.example/models/aurora' },
    ])
  })

  it.each<[string, Partial<PageMetaInput>, Partial<Page>, string]>([
    ['meta_title wins over title', {}, { meta_title: 'Aurora EV' }, 'Aurora EV | Demo Market'],
    ['blank meta_title falls back to title', {}, { meta_title: '  ' }, 'Aurora | Demo Market'],
    ['divider setting', { titleDivider: '-' }, {}, 'Aurora - Demo Market'],
    ['blank divider uses the default', { titleDivider: '' }, {}, 'Aurora | Demo Market'],
    ['site name falls back to app name', { siteName: null }, {}, 'Aurora | Forecourt'],
    ['blank site name falls back to app name', { siteName: '' }, {}, 'Aurora | Forecourt'],
    ['then to the brand name', { siteName: null, appName: '' }, {}, 'Aurora | Aurelia'],
    ['no page title: no divider', {}, { title: null }, 'Demo Market'],
  ])('title: %s', (_name, overrides, fields, expected) => {
    const { meta } = build(overrides, fields)
    expect(meta[0]).toEqual({ title: expected })
    expect(find(meta, 'property', 'og:title')?.content).toBe(expected)
  })

  it('description and og:description come from meta_description', () => {
    const { meta } = build({}, { meta_description: ' All about Aurora ' })
    expect(find(meta, 'name', 'description')?.content).toBe('All about Aurora')
    expect(find(meta, 'property', 'og:description')?.content).toBe('All about Aurora')
  })

  it.each([
    [true, 'none'],
    [false, undefined],
  ])('robots when disable_seo_tracking=%s', (disable, expected) => {
    expect(find(build({}, { disable_seo_tracking: disable }).meta, 'name', 'robots')?.content).toBe(expected)
  })

  it.each<[string, Partial<PageMetaInput>, Partial<Page>, string | undefined]>([
    ['page image', {}, { image_id: 12 }, 'https://demo.example/media/api/v2/images/12/w/1600.jpg'],
    ['default image', {}, {}, 'https://demo.example/media/api/v2/images/24735/w/1600.jpg'],
    ['no image at all', { defaultImageId: null }, {}, undefined],
    [
      'external_meta_image wins',
      {},
      { image_id: 12, external_meta_image: 'https://cdn.example/share.png' },
      'https://cdn.example/share.png',
    ],
    ['relative external image made absolute', {}, { external_meta_image: '/share.png' }, 'https://demo.example/share.png'],
    ['javascript: external image dropped', {}, { external_meta_image: 'javascript:alert(1)' }, undefined],
    [
      'media base with trailing slash',
      { mediaBaseUrl: 'https://media.example/' },
      { image_id: 3 },
      'https://media.example/api/v2/images/3/w/1600.jpg',
    ],
  ])('share image: %s', (_name, overrides, fields, expected) => {
    expect(find(build(overrides, fields).meta, 'property', 'og:image')?.content).toBe(expected)
  })

  it.each<[string, Partial<PageMetaInput>, Partial<Page>, string]>([
    ['base + path', {}, {}, 'https://demo.example/models/aurora'],
    ['home page', {}, { path: '/' }, 'https://demo.example/'],
    ['base path, no double slash', { canonicalBase: 'https://demo.example/fr/' }, {}, 'https://demo.example/fr/models/aurora'],
    ['base without trailing slash', { canonicalBase: 'https://demo.example/fr' }, {}, 'https://demo.example/fr/models/aurora'],
    ['page canonical_url wins', {}, { canonical_url: 'https://brand.example/aurora' }, 'https://brand.example/aurora'],
    ['unsafe canonical_url ignored', {}, { canonical_url: 'javascript:alert(1)' }, 'https://demo.example/models/aurora'],
  ])('canonical: %s', (_name, overrides, fields, expected) => {
    const { meta } = build(overrides, fields)
    expect(find(meta, 'rel', 'canonical')).toEqual({ tagName: 'link', rel: 'canonical', href: expected })
    expect(find(meta, 'property', 'og:url')?.content).toBe(expected)
  })

  // ADR 039: a market answering every host without PUBLIC_URL has no origin; nothing comes from
  // the request's Host, so a cached page cannot carry a visitor's spoofed host.
  it('without an origin: root-relative canonical and share image, no og:url', () => {
    const { meta } = build({ canonicalBase: '/fr/' }, { image_id: 12 })
    expect(find(meta, 'rel', 'canonical')?.href).toBe('/fr/models/aurora')
    expect(find(meta, 'property', 'og:image')?.content).toBe('/media/api/v2/images/12/w/1600.jpg')
    expect(find(meta, 'property', 'og:url')).toBeUndefined()
  })

  it.each<[string, Partial<Page>, string, string | undefined]>([
    ['relative external image stays relative', { external_meta_image: 'share.png' }, 'og:image', '/share.png'],
    ['absolute external image kept', { external_meta_image: 'https://cdn.example/s.png' }, 'og:image', 'https://cdn.example/s.png'],
    ['absolute page canonical_url wins, with og:url', { canonical_url: 'https://brand.example/a' }, 'og:url', 'https://brand.example/a'],
    ['unsafe external image dropped', { external_meta_image: 'javascript:alert(1)' }, 'og:image', undefined],
  ])('without an origin: %s', (_name, fields, property, expected) => {
    expect(find(build({ canonicalBase: '/' }, fields).meta, 'property', property)?.content).toBe(expected)
  })

  it('news pages are articles', () => {
    expect(find(build({}, { page_type: 'news' }).meta, 'property', 'og:type')?.content).toBe('article')
  })

  it.each<[string, string | null, object[], string[]]>([
    ['none', null, [], []],
    ['blank', '  ', [], []],
    [
      'tags with a name, attributes as strings',
      '[{"name":"google-site-verification","content":"abc"},{"name":"rating","content":5,"property":"x","onload":"evil()"}]',
      [
        { name: 'google-site-verification', content: 'abc' },
        { name: 'rating', content: '5', property: 'x' },
      ],
      [],
    ],
    ['objects without a string name are dropped', '[{"content":"x"},{"name":3},"str",null,{"name":"ok"}]', [{ name: 'ok' }], []],
    [
      'a name the page already sets is dropped',
      '[{"name":"twitter:card","content":"summary"},{"name":"robots","content":"noindex"}]',
      [{ name: 'robots', content: 'noindex' }],
      [],
    ],
    ['invalid JSON', '[{"name":', [], ['Please check your "meta" settings in admin panel.']],
    ['not an array', '{"name":"x"}', [], ['Please check your "meta" settings in admin panel.']],
  ])('extra tags from the meta setting: %s', (_name, extraMetaJson, expected, warnings) => {
    const { meta, warnings: logged } = build({ extraMetaJson })
    expect(meta.slice(7)).toEqual(expected)
    expect(logged).toEqual(warnings)
  })
})

describe('pageMetaSource (spec 1 §2 Page meta tags)', () => {
  const previous = page({ id: 1, path: '/previous' })
  it.each<[string, Partial<Page>, string, Page | null, number]>([
    ['current page matches pathMatch', { id: 2, path: '/about' }, 'about', previous, 2],
    ['pathMatch with slashes', { id: 2, path: '/about' }, '/about/', previous, 2],
    ['home page', { id: 2, path: '/' }, '', previous, 2],
    ['stale page: previous meta kept', { id: 2, path: '/about' }, 'contact', previous, 1],
    ['news page always uses its own meta', { id: 2, path: '/news/x', page_type: 'news' }, 'contact', previous, 2],
    ['no previous page', { id: 2, path: '/about' }, 'contact', null, 2],
  ])('%s', (_name, fields, pathMatch, prev, expectedId) => {
    expect(pageMetaSource(page(fields), pathMatch, prev).id).toBe(expectedId)
  })
})
