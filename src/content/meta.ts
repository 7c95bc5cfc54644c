import type { MetaDescriptor } from 'react-router'
import { z } from 'zod'
import type { Page } from './page.ts'
import { normalizePagePath } from './redirect.ts'
import { present, titleWithSiteName } from '~/lib/title.ts'

/** spec 1 §9: share images are requested 1600 px wide. */
export const SHARE_IMAGE_WIDTH = 1600
export const META_SETTING_WARNING = 'Please check your "meta" settings in admin panel.'

export interface PageMetaInput {
  page: Page
  routeName: string
  siteName: string | null
  appName: string | null
  brandName: string
  titleDivider: string
  /** Media library base, e.g. '/media'. */
  mediaBaseUrl: string
  defaultImageId: number | null
  /** The raw 'meta' setting. */
  extraMetaJson: string | null
  /**
   * The market's origin + base path, e.g. 'https://demo.example/fr/', from its configuration
   * (ADR 039). A bare base path ('/fr/') when the market has no configured origin: URLs are then
   * root-relative and og:url is left out. Never taken from the request (a spoofed Host header).
   */
  canonicalBase: string
  warn: (message: string) => void
}

/** spec 1 §2 Page meta tags: none on the vehicle preview or the order-online journey. */
export function routeHasPageMeta(routeName: string): boolean {
  return routeName !== 'stock-locator-preview' && !routeName.includes('stock-locator-order-online')
}

/**
 * spec 1 §2 Page meta tags: the page whose meta is shown. `pathMatch` is the catch-all route
 * parameter; while another page loads, the previous page keeps its tags.
 */
export function pageMetaSource(current: Page, pathMatch: string, previous: Page | null): Page {
  if (current.path === normalizePagePath(pathMatch) || current.page_type === 'news') return current
  return previous ?? current
}

/** spec 1 §2: page title + divider + site name; site name falls back to app name, then brand. */
function documentTitle({ page, siteName, appName, brandName, titleDivider }: PageMetaInput): string {
  const site = [siteName, appName].find(present) ?? brandName
  return titleWithSiteName([page.meta_title, page.title].find(present), titleDivider, site)
}

/** Resolves relative values against a base path when the market has no origin (ADR 039). */
const NO_ORIGIN = 'http://no-origin.invalid'

/**
 * An http(s) URL for a crawler, resolved against the site base; root-relative when the base has
 * no origin and the value none of its own; null for anything else (`javascript:` …).
 */
function resolveUrl(value: string, base: string): string | null {
  const absoluteBase = new URL(base, NO_ORIGIN)
  const url = URL.canParse(value, absoluteBase) ? new URL(value, absoluteBase) : null
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null
  return url.origin === NO_ORIGIN ? url.pathname + url.search + url.hash : url.href
}

/** The site root ending in '/': origin + base path, or the bare base path without an origin. */
function siteBase({ canonicalBase }: Pick<PageMetaInput, 'canonicalBase'>): string {
  return canonicalBase.endsWith('/') ? canonicalBase : `${canonicalBase}/`
}

/** spec 1 §2 share image: external_meta_image, else the page image, else the default image. */
function shareImage(input: PageMetaInput): string | null {
  const { page, mediaBaseUrl, defaultImageId } = input
  if (present(page.external_meta_image)) return resolveUrl(page.external_meta_image.trim(), siteBase(input))
  const imageId = page.image_id ?? defaultImageId
  if (imageId === null) return null
  return resolveUrl(`${mediaBaseUrl.replace(/\/+$/, '')}/api/v2/images/${imageId}/w/${SHARE_IMAGE_WIDTH}.jpg`, siteBase(input))
}

/**
 * spec 1 §2 Page resolution: canonical = hostname + base path + resolved path, unless the page
 * sets one. `canonicalBase` as in PageMetaInput. Also what the sitemap lists.
 * @example pageCanonicalUrl({ ...page, path: '/about' }, 'https://uk.example/en/') // → 'https://uk.example/en/about'
 */
export function pageCanonicalUrl(page: Pick<Page, 'path' | 'canonical_url'>, canonicalBase: string): string {
  const base = siteBase({ canonicalBase })
  const computed = base + page.path.replace(/^\/+/, '')
  return (present(page.canonical_url) && resolveUrl(page.canonical_url.trim(), base)) || computed
}

const EXTRA_META_KEYS = ['content', 'property', 'media'] as const
const extraMetaSchema = z.array(z.unknown())

/**
 * spec 1 §2/§5: extra tags from the 'meta' setting, a JSON array of tag objects with a name.
 * Objects without a string name are dropped; known attributes are kept as strings.
 */
function extraMetaTags(raw: string | null, warn: (message: string) => void): { name: string; [attr: string]: string }[] {
  if (!present(raw)) return []
  let parsed: z.infer<typeof extraMetaSchema>
  try {
    parsed = extraMetaSchema.parse(JSON.parse(raw))
  } catch {
    warn(META_SETTING_WARNING)
    return []
  }
  return parsed.flatMap((item) => {
    if (typeof item !== 'object' || item === null) return []
    const fields = item as Record<string, unknown>
    if (typeof fields.name !== 'string') return []
    const tag: { name: string; [attr: string]: string } = { name: fields.name }
    for (const key of EXTRA_META_KEYS) {
      const value = fields[key]
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') tag[key] = String(value)
    }
    return [tag]
  })
}

/**
 * spec 1 §2 Page meta tags for a content page, as React Router meta descriptors. Tags from the
 * 'meta' setting come last; one that repeats a name the page already sets is dropped, so the
 * page's own description or robots wins.
 */
export function buildPageMeta(input: PageMetaInput): MetaDescriptor[] {
  if (!routeHasPageMeta(input.routeName)) return []
  const { page } = input
  const title = documentTitle(input)
  const description = present(page.meta_description) ? page.meta_description.trim() : undefined
  const image = shareImage(input)
  const canonical = pageCanonicalUrl(page, input.canonicalBase)
  const tags: MetaDescriptor[] = [
    { title },
    ...(description ? [{ name: 'description', content: description }] : []),
    { property: 'og:title', content: title },
    ...(description ? [{ property: 'og:description', content: description }] : []),
    ...(image ? [{ property: 'og:image', content: image }] : []),
    // og:url must be absolute (the Open Graph protocol): left out when the market has no origin.
    ...(URL.canParse(canonical) ? [{ property: 'og:url', content: canonical }] : []),
    { property: 'og:type', content: page.page_type === 'news' ? 'article' : 'website' },
    { name: 'twitter:card', content: 'summary_large_image' },
    ...(page.disable_seo_tracking ? [{ name: 'robots', content: 'none' }] : []),
    { tagName: 'link', rel: 'canonical', href: canonical },
  ]
  const taken = new Set(tags.flatMap((tag) => ('name' in tag && typeof tag.name === 'string' ? [tag.name] : [])))
  const extra = extraMetaTags(input.extraMetaJson, input.warn).filter((tag) => !taken.has(tag.name))
  return [...tags, ...extra]
}
