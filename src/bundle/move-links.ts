import { pageInMarket, pathInMarket } from '~/sites/sites.ts'

/**
 * Moving a bundle's internal links from the base path it was exported at to the one it is imported
 * at (ADR 191). Links are stored as the browser sees them, under their market's base path
 * (`/ar/models`), while page paths (`pages[].path`, `navigation.disabled_on_pages`, a popup's
 * `paths`) are the market's own (`/models`): only values in a link's place move.
 */

/**
 * Paths every market on a host shares, never under a base path: the site's static files (the
 * top of `public/` and the build's `assets/`) and the host-wide sign-in (ADR 043).
 */
export const HOST_WIDE_PATHS = [
  '/assets/',
  '/blocks_thumbnails/',
  '/brand/',
  '/favicon.svg',
  '/naas-sandbox.css',
  '/tag-manager-sandbox.js',
  '/tools-data/',
  '/videos/',
  '/login',
  '/logout',
  '/account',
  '/no-access',
  '/auth/',
] as const

const isHostWide = (path: string) => HOST_WIDE_PATHS.some((shared) => (shared.endsWith('/') ? path.startsWith(shared) : path === shared))

export interface LinkMove {
  /** The base path the bundle was exported at. */
  from: string
  /** The base path of the market it is imported into. */
  to: string
  /** Base paths of the other markets on the importing market's host: links into them stay. */
  others: readonly string[]
}

/**
 * A link of the exporting market as the importing market's link; anything else (an address, an
 * anchor, another market's path, a static file) as it is.
 * @example movedLink('/models?fuel=ev', { from: '/', to: '/en', others: [] }) // → '/en/models?fuel=ev'
 * @example movedLink('/ar', { from: '/ar', to: '/', others: [] }) // → '/'
 * @example movedLink('/brand/logo.svg', { from: '/', to: '/en', others: [] }) // → unchanged
 */
export function movedLink(link: string, move: LinkMove): string {
  if (!link.startsWith('/') || link.startsWith('//')) return link
  const cut = link.search(/[?#]/)
  const path = cut === -1 ? link : link.slice(0, cut)
  const page = pageInMarket(move.from, path)
  if (page === null || isHostWide(page)) return link
  if (move.from === '/' && move.others.some((other) => other !== '/' && pageInMarket(other, path) !== null)) return link
  return pathInMarket(move.to, page) + (cut === -1 ? '' : link.slice(cut))
}

/** Keys whose text is a link: a link's `url`, a button's `target`, a page's `to`, `…_url`, `…_link`. */
const LINK_KEYS = new Set(['url', 'link', 'href', 'to', 'target', 'homepage', 'redirect_path', 'canonical_url'])
const isLinkKey = (key: string) => LINK_KEYS.has(key) || /_(url|link)$/.test(key)

/** `href="/…"`, `src='/…'` in HTML and `](/…)` in markdown, inside any text. */
const EMBEDDED_LINK = /(\b(?:href|src)\s*=\s*(["']))(\/[^"'\s]*)(?=\2)|(\]\()(\/[^)\s]*)/g

function movedText(text: string, key: string, move: LinkMove): string {
  if (/^\s*[[{]/.test(text)) {
    try {
      const value: unknown = JSON.parse(text)
      const moved = movedValue(value, key, move)
      return moved === value ? text : JSON.stringify(moved)
    } catch {
      // Not JSON: text that starts with a bracket.
    }
  }
  // A setting's key names its link in its last word (`exit_popup.do_url`).
  const word = key.slice(key.lastIndexOf('.') + 1)
  // The market's media is its own (ADR 043): an image's address moves wherever it is.
  if (isLinkKey(word) || text.startsWith(pathInMarket(move.from, '/media/'))) return movedLink(text, move)
  if (!text.includes('<') && !text.includes('](')) return text
  return text.replace(EMBEDDED_LINK, (whole, attribute: string | undefined, _quote, htmlLink: string | undefined, bracket, mdLink) =>
    attribute ? attribute + movedLink(htmlLink!, move) : bracket + movedLink(mdLink, move),
  )
}

/** A value with its links moved; the same value (not a copy) where nothing moved. */
function movedValue(value: unknown, key: string, move: LinkMove): unknown {
  if (typeof value === 'string') return movedText(value, key, move)
  if (Array.isArray(value)) {
    const items = value.map((item) => movedValue(item, key, move))
    return items.some((item, i) => item !== value[i]) ? items : value
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(([k, v]) => [k, movedValue(v, k, move)] as const)
    return entries.some(([k, v]) => v !== (value as Record<string, unknown>)[k]) ? Object.fromEntries(entries) : value
  }
  return value
}

/**
 * A bundle's sections with their internal links moved to another base path. Page paths, media
 * files and keys are not links; they stay as they are.
 */
export function moveBundleLinks<B extends Record<string, unknown>>(bundle: B, move: LinkMove): B {
  if (move.from === move.to) return bundle
  const moved: Record<string, unknown> = {}
  for (const [section, value] of Object.entries(bundle)) {
    moved[section] = section === 'format' || section === 'base_path' || section === 'media' ? value : movedValue(value, section, move)
  }
  return moved as B
}
