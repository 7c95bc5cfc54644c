import type { Page } from './page.ts'

/** spec 1 §9: default redirect code. */
export const DEFAULT_REDIRECT_STATUS = 301
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308])

export type RedirectHandler = 'url_redirection' | 'folder' | 'internal' | 'external' | 'file' | 'redirect_path'
export type PageRedirect =
  { kind: 'http'; handler: RedirectHandler; location: string; status: number } | { kind: 'new-window'; url: string }

/** Absolute http(s) URLs and protocol-relative ones leave the site; paths do not. */
export function isExternalUrl(url: string): boolean {
  const value = url.trim()
  return value.startsWith('//') || /^https?:\/\/[^/]/i.test(value)
}

/**
 * A redirect target made safe to send as a Location: absolute http(s) URLs stay absolute, paths
 * get a leading slash. Other schemes (`javascript:`, `data:`), protocol-relative `//host` and
 * backslashes (browsers read `/\host` as `//host`) are refused with null.
 */
function safeTarget(raw: string | null): { url: URL; absolute: boolean } | null {
  const value = raw?.trim()
  if (!value || /[\\\u0000-\u001f\u007f]/.test(value) || value.startsWith('//')) return null
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) {
    const url = URL.canParse(value) ? new URL(value) : null
    const isWeb = url && (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname
    return isWeb ? { url, absolute: true } : null
  }
  return { url: new URL(value.startsWith('/') ? value : `/${value}`, 'http://relative.invalid'), absolute: false }
}

/**
 * The path a redirect's target names on this host (no query or fragment), or null for an address
 * elsewhere or an unsafe target.
 * @example redirectTargetPath('/ar/contact?topic=x#write') // → '/ar/contact'
 */
export function redirectTargetPath(to: string | null): string | null {
  const target = safeTarget(to)
  return target && !target.absolute ? target.url.pathname : null
}

/** The Location form of a safe target: relative targets become path + query + hash. */
function locationOf({ url, absolute }: { url: URL; absolute: boolean }): string {
  return absolute ? url.href : url.pathname + url.search + url.hash
}

/** spec 1 §2 url_redirection: current query parameters are appended; `to`'s own parameters win. */
function withCurrentQuery(target: URL, current: URL): URL {
  const merged = new URL(target.href)
  for (const key of new Set(current.searchParams.keys())) {
    if (target.searchParams.has(key)) continue
    for (const value of current.searchParams.getAll(key)) merged.searchParams.append(key, value)
  }
  return merged
}

/**
 * spec 1 §2 Redirect rules, in order. Null when the page describes no redirect, when the target
 * is unsafe, or when it points back at the current URL (a redirect loop).
 * @example resolvePageRedirect({ ...page, type: 'url_redirection', to: '/new' }, new URL('https://x/old?a=1'))
 *   // → { kind: 'http', handler: 'url_redirection', location: '/new?a=1', status: 301 }
 */
export function resolvePageRedirect(page: Page, current: URL): PageRedirect | null {
  if (page.type === 'url_redirection' && page.to?.trim()) {
    const target = safeTarget(page.to)
    if (!target) return null
    const status = page.http_code !== null && REDIRECT_STATUSES.has(page.http_code) ? page.http_code : DEFAULT_REDIRECT_STATUS
    return httpRedirect('url_redirection', locationOf({ ...target, url: withCurrentQuery(target.url, current) }), status, current)
  }
  if (!page.redirect_path?.trim()) return null
  const target = safeTarget(page.redirect_path)
  if (!target) return null
  const location = locationOf(target)
  if (page.page_type === 'folder') return httpRedirect('folder', location, DEFAULT_REDIRECT_STATUS, current)
  if (page.link_type === 'internal' && page.page_type !== 'page')
    return httpRedirect('internal', location, DEFAULT_REDIRECT_STATUS, current)
  if (page.link_type === 'external' || page.link_type === 'file')
    return httpRedirect(page.link_type, location, DEFAULT_REDIRECT_STATUS, current)
  if (page.link_new_window) return { kind: 'new-window', url: location }
  return httpRedirect('redirect_path', location, DEFAULT_REDIRECT_STATUS, current)
}

/** A redirect back to the page itself (trailing slash and encoding aside) would never end. */
function httpRedirect(handler: RedirectHandler, location: string, status: number, current: URL): PageRedirect | null {
  const resolved = new URL(location, current)
  const isLoop =
    resolved.origin === current.origin &&
    resolved.search === current.search &&
    normalizePagePath(resolved.pathname) === normalizePagePath(current.pathname)
  return isLoop ? null : { kind: 'http', handler, location, status }
}

/** Longest page path accepted (spec 1 §2 page resolution; matches the bundle limit). */
export const MAX_PAGE_PATH = 2048

/**
 * The stored form of a page path (spec 1 §2 Page resolution: the API receives it without its
 * leading slash): percent-decoded, exactly one leading slash, no trailing slash except '/',
 * repeated slashes collapsed. Null for malformed encoding, '.'/'..' segments, control
 * characters, backslashes, or more than 2048 characters.
 * @example normalizePagePath('models/aurora/') // → '/models/aurora'
 */
export function normalizePagePath(raw: string): string | null {
  // A decoded character comes from at most 9 encoded ones ('%E2%82%AC' → '€'): cheap early exit.
  if (raw.length > MAX_PAGE_PATH * 9) return null
  let decoded: string
  try {
    decoded = decodeURIComponent(raw)
  } catch {
    return null
  }
  if (/[\\\u0000-\u001f\u007f-\u009f]/.test(decoded)) return null
  const segments = decoded.split('/').filter((segment) => segment !== '')
  if (segments.some((segment) => segment === '.' || segment === '..')) return null
  const path = `/${segments.join('/')}`
  return path.length > MAX_PAGE_PATH ? null : path
}
