import { describe, expect, it } from 'vitest'
import type { Page } from './page.ts'
import { robotsTxt, sitemapLocation, sitemapXml, type SitemapPage } from './sitemap.ts'

const page = (fields: Partial<SitemapPage>): SitemapPage => ({
  id: 1,
  path: '/about',
  page_type: 'page',
  title: 'About',
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
  updatedAt: new Date('2026-11-20T10:00:00Z'),
  ...fields,
})

describe('which public pages the sitemap lists (ADR 044)', () => {
  it.each([
    ['a page', {}, 'https://uk.example/about'],
    ['the home page', { path: '/' }, 'https://uk.example/'],
    ['a page percent-encoded', { path: '/modèles/e 7' }, 'https://uk.example/mod%C3%A8les/e%207'],
    ['a page whose canonical URL is its own', { canonical_url: 'https://uk.example/about' }, 'https://uk.example/about'],
    ['a folder without a redirect', { page_type: 'folder' }, 'https://uk.example/about'],
    // spec 1 §2 Redirect rules: each kind of redirect is left out.
    ['a url_redirection', { type: 'url_redirection', to: '/offers' }, null],
    ['a folder redirecting', { page_type: 'folder', redirect_path: '/about/team' }, null],
    ['an external link page', { link_type: 'external', redirect_path: 'https://other.example/' }, null],
    ['a page opening a new window', { redirect_path: '/brochure', link_new_window: true }, null],
    ['a page redirecting by redirect_path', { redirect_path: '/contact' }, null],
    // spec 1 §2 Page meta tags: robots 'none'.
    ['a page with SEO tracking disabled', { disable_seo_tracking: true }, null],
    ['a page whose canonical URL is another page', { canonical_url: '/contact' }, null],
  ] satisfies [string, Partial<Page>, string | null][])('%s: %s', (_, fields, expected) => {
    expect(sitemapLocation(page(fields), 'https://uk.example/')).toBe(expected)
  })

  it('lists a market under a base path there, and root-relative without an origin (ADR 039)', () => {
    expect(sitemapLocation(page({}), 'https://uk.example/ar/')).toBe('https://uk.example/ar/about')
    expect(sitemapLocation(page({ path: '/' }), '/ar/')).toBe('/ar/')
    expect(sitemapLocation(page({}), '/')).toBe('/about')
    expect(sitemapLocation(page({ redirect_path: '/contact' }), '/ar/')).toBeNull()
  })
})

describe('sitemap.xml', () => {
  it('is a sitemaps.org urlset of the listed pages in path order, with escaped locations and their last change', () => {
    const xml = sitemapXml(
      [
        page({ path: '/b&c', updatedAt: new Date('2026-11-21T08:30:00Z') }),
        page({ path: '/hidden', disable_seo_tracking: true }),
        page({ path: '/a' }),
      ],
      'https://uk.example/',
    )
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(
      true,
    )
    expect([...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])).toEqual(['https://uk.example/a', 'https://uk.example/b&amp;c'])
    expect(xml).toContain('<loc>https://uk.example/b&amp;c</loc><lastmod>2026-11-21T08:30:00.000Z</lastmod>')
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true)
  })

  it('is an empty urlset without pages', () => {
    expect(sitemapXml([], '/')).not.toContain('<url>')
  })
})

describe('robots.txt', () => {
  it('names the sitemap of each public market on the host and closes the editor, admin and APIs in each', () => {
    const text = robotsTxt([
      { basePath: '/', canonicalBase: 'https://uk.example/', loginRequired: false },
      { basePath: '/ar', canonicalBase: 'https://uk.example/ar/', loginRequired: false },
      { basePath: '/staff', canonicalBase: 'https://uk.example/staff/', loginRequired: true },
    ])
    const lines = text.split('\n')
    expect(lines[0]).toBe('User-agent: *')
    expect(lines.filter((l) => l.startsWith('Sitemap:'))).toEqual([
      'Sitemap: https://uk.example/sitemap.xml',
      'Sitemap: https://uk.example/ar/sitemap.xml',
    ])
    for (const path of ['/cms', '/admin', '/api/', '/ar/cms', '/ar/admin', '/ar/api/', '/staff/cms']) {
      expect(lines).toContain(`Disallow: ${path}`)
    }
    expect(lines).not.toContain('Disallow: /')
  })

  it('closes the root app paths even when every market is under a base path', () => {
    const text = robotsTxt([{ basePath: '/en', canonicalBase: '/en/', loginRequired: false }])
    expect(text).toContain('Disallow: /cms\n')
    expect(text).toContain('Disallow: /en/cms\n')
  })

  it('names no sitemap of a market without an origin: the protocol takes only absolute URLs', () => {
    const text = robotsTxt([
      { basePath: '/', canonicalBase: '/', loginRequired: false },
      { basePath: '/ar', canonicalBase: 'https://ar.example/ar/', loginRequired: false },
    ])
    expect(text.split('\n').filter((l) => l.startsWith('Sitemap:'))).toEqual(['Sitemap: https://ar.example/ar/sitemap.xml'])
    expect(robotsTxt([{ basePath: '/en', canonicalBase: '/en/', loginRequired: false }])).not.toContain('Sitemap')
  })
})
