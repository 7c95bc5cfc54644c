import { pageCanonicalUrl } from './meta.ts'
import type { Page } from './page.ts'
import { resolvePageRedirect } from './redirect.ts'

/** sitemaps.org protocol: one sitemap lists at most 50,000 URLs. */
export const SITEMAP_MAX_URLS = 50_000

/** A public page (enabled and published) with the time it last changed. */
export type SitemapPage = Page & { updatedAt: Date }

/** Resolves root-relative URLs when the market has no origin (ADR 039), as meta.ts does. */
const NO_ORIGIN = 'http://no-origin.invalid'

/**
 * The URL a public page is listed under, or null when it does not belong in the sitemap (ADR
 * 044): a page describing a redirect (spec 1 §2 Redirect rules) answers with one, a page
 * with SEO tracking disabled says robots 'none' (spec 1 §2 Page meta tags), and a page whose
 * canonical URL names another page is that page's duplicate. Otherwise its canonical URL
 * (origin + base path + path, percent-encoded), root-relative when the market has no origin.
 * @example sitemapLocation({ ...page, path: '/about' }, 'https://uk.example/') // → 'https://uk.example/about'
 */
export function sitemapLocation(page: SitemapPage, canonicalBase: string): string | null {
  if (page.disable_seo_tracking) return null
  const own = new URL(canonicalBase + page.path.replace(/^\/+/, ''), NO_ORIGIN)
  if (resolvePageRedirect(page, own)) return null
  const canonical = new URL(pageCanonicalUrl(page, canonicalBase), NO_ORIGIN)
  if (canonical.href !== own.href) return null
  return own.origin === NO_ORIGIN ? own.pathname : own.href
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }
const escapeXml = (value: string) => value.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!)

/**
 * A market's sitemap (sitemaps.org 0.9): each listed page's canonical URL and when it last
 * changed, in path order, at most SITEMAP_MAX_URLS of them.
 */
export function sitemapXml(pages: readonly SitemapPage[], canonicalBase: string): string {
  const entries = [...pages]
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .flatMap((page) => {
      const loc = sitemapLocation(page, canonicalBase)
      return loc ? [`  <url><loc>${escapeXml(loc)}</loc><lastmod>${page.updatedAt.toISOString()}</lastmod></url>`] : []
    })
    .slice(0, SITEMAP_MAX_URLS)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n')
}

/** A market answering the host robots.txt was asked on. */
export interface RobotsMarket {
  /** Normalised: '/' or '/ar'. */
  basePath: string
  /** The market's canonical base as for its pages ('https://uk.example/ar/', or '/ar/' without an origin). */
  canonicalBase: string
  /** With site-wide login no page is public, so the market has no sitemap to point at. */
  loginRequired: boolean
}

/**
 * robots.txt of a host (ADR 044): crawlers read it only at the host's root, so it
 * speaks for every market on the host. The editor, admin and APIs are closed to crawlers, in each
 * market under its base path too (ADR 043); each public market's sitemap is named, when the market
 * has an origin to name it by (a relative Sitemap line is an error to crawlers).
 */
export function robotsTxt(markets: readonly RobotsMarket[]): string {
  const bases = [...new Set(['', ...markets.map((m) => (m.basePath === '/' ? '' : m.basePath))])]
  const closed = bases.flatMap((base) => [`${base}/cms`, `${base}/admin`, `${base}/api/`])
  // The protocol takes only absolute sitemap URLs: a market without an origin (ADR 039) names none.
  const sitemaps = markets
    .filter((m) => !m.loginRequired && /^https?:\/\//.test(m.canonicalBase))
    .map((m) => `${m.canonicalBase.replace(/\/*$/, '')}/sitemap.xml`)
  return [
    'User-agent: *',
    'Allow: /',
    ...closed.map((path) => `Disallow: ${path}`),
    ...(sitemaps.length > 0 ? ['', ...sitemaps.map((url) => `Sitemap: ${url}`)] : []),
    '',
  ].join('\n')
}
