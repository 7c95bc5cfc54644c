import type { Role } from '~/db/schema/auth.ts'

/**
 * Route access (spec 1 §2, §6). Small rules that compose, one question each.
 */
export type Access = 'public' | 'login' | { roles: readonly Role[] }

/** Paths that always need a login, whatever the site-wide flag says (spec 1 §2 routes table). */
const ALWAYS_PROTECTED = ['/cms', '/admin', '/account', '/lrdx-navigation-test']
/** Paths that stay open even when the whole site requires login, or nobody could log in. */
const ALWAYS_OPEN = ['/login', '/auth', '/no-access', '/404']

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`)

/** The back office's screens a market's editor uses too (ADR 142): its overview and the media library. */
const EDITORS_IN_ADMIN = ['/admin/media']

export function routeAccess(path: string, loginRequired: boolean): Access {
  if (path === '/admin' || EDITORS_IN_ADMIN.some((p) => under(path, p))) return { roles: ['admin', 'editor'] }
  if (under(path, '/admin')) return { roles: ['admin'] }
  if (ALWAYS_PROTECTED.some((p) => under(path, p))) return { roles: ['admin', 'editor'] }
  if (ALWAYS_OPEN.some((p) => under(path, p))) return 'public'
  return loginRequired ? 'login' : 'public'
}

export type AccessDecision = { kind: 'allow' } | { kind: 'login'; location: string } | { kind: 'no-access'; location: string }

/**
 * A sign-in page of the market under `basePath` (ADR 126): `/login` and `/no-access` at the host's
 * root for a root market, `/ar/login` for the market under `/ar`, so a user stays in the market
 * (and its language) they came from.
 * @example marketAuthPath('/ar/', '/no-access') // '/ar/no-access'
 */
export function marketAuthPath(basePath: string, path: '/login' | '/no-access'): string {
  const base = basePath.replace(/\/+$/, '')
  return `${base}${path}`
}

/**
 * A site path as a loader's redirect must name it: under a market's app base (`/ar`) React Router
 * adds that base (its basename) to a path, so a target inside it loses it here, and one outside it
 * goes as an absolute URL.
 * @example routerLocation('/ar/finance', '/ar', 'https://demo.example/ar/login') // '/finance'
 * @example routerLocation('/about', '/ar', 'https://demo.example/ar/login') // 'https://demo.example/about'
 */
export function routerLocation(target: string, appBase: string, requestUrl: string): string {
  if (!appBase) return target
  if (target === appBase || target.startsWith(`${appBase}/`) || /^[?#]/.test(target.slice(appBase.length))) {
    const inside = target.slice(appBase.length)
    return inside.startsWith('/') ? inside : `/${inside}`
  }
  return new URL(target, requestUrl).href
}

/**
 * The base path a route guard's redirect names (ADR 126): React Router adds its basename to a
 * redirect, so under a market's app base (`/ar/admin`, basename `/ar`) the redirect names the
 * path inside it; on a public page of that market (basename `/`) it names the market's base.
 * @example guardBasePath('/ar', '/ar') // '/'
 * @example guardBasePath('/ar', '') // '/ar'
 */
export function guardBasePath(siteBasePath: string, appBase: string): string {
  return appBase ? '/' : siteBasePath
}

/**
 * After login the user returns to the original target (spec 1 §6). `user.role` is the role in the
 * request's market: without one the user has no access there, not even to a site that only
 * requires a login. The login and no-access pages are the market's (`basePath`, ADR 126).
 */
export function decideAccess(access: Access, user: { role: Role | null } | null, target: string, basePath = '/'): AccessDecision {
  if (access === 'public') return { kind: 'allow' }
  if (!user) return { kind: 'login', location: `${marketAuthPath(basePath, '/login')}?redirectTo=${encodeURIComponent(target)}` }
  if (user.role !== null && (access === 'login' || access.roles.includes(user.role))) return { kind: 'allow' }
  return { kind: 'no-access', location: marketAuthPath(basePath, '/no-access') }
}

/**
 * Editors and administrators of the request's market see its disabled pages and drafts there
 * (spec 1 §2 /disabled-preview*); a user signed in without a role in this market is a visitor
 * here.
 */
export function seesUnpublished(user: { role: Role | null } | null): boolean {
  return user?.role === 'admin' || user?.role === 'editor'
}

const MAX_TARGET = 2048
/** Any origin will do: a target is parsed against it, and one that leaves it is refused. */
const HERE = 'http://forecourt.invalid'

/**
 * Where to go after login (spec 1 §6): only a same-site path, with its query and fragment,
 * percent-encoded so it is always a valid Location header; anything else is `fallback` (`/€`
 * was a 500). Refused: other origins and schemes, `//host` and `/\host`, paths that
 * normalise to `//…`, control characters, over 2,048 characters. Idempotent: the login form posts
 * the result back, and it comes out the same.
 *
 * @example safeRedirectTarget('/€?q=ü') // '/%E2%82%AC?q=%C3%BC'
 * @example safeRedirectTarget('//evil.example') // '/'
 */
export function safeRedirectTarget(raw: string | null | undefined, fallback = '/'): string {
  if (!raw || raw.length > MAX_TARGET || !isPathOnly(raw) || /[\u0000-\u001f\u007f]/.test(raw)) return fallback
  let url: URL
  try {
    url = new URL(raw, HERE)
  } catch {
    return fallback
  }
  if (url.origin !== HERE) return fallback
  // The parser resolves dot segments (`/.//evil` → `//evil`) and encodes what a header may not hold.
  const target = `${url.pathname}${url.search}${url.hash}`
  return isPathOnly(target) && target.length <= MAX_TARGET ? target : fallback
}

/** A path on this site: `/` not followed by another slash or a backslash (those name a host). */
const isPathOnly = (target: string) => target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\')
