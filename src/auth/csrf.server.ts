import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import { serialize } from 'hono/utils/cookie'
import { cookieNames } from './cookies.ts'
import { problem } from '~/lib/api-problems.ts'

/**
 * CSRF protection (spec 1 §6: requests carry a `csrf-token` header; ADR 042).
 *
 * - A signed-in user's token is bound to the session: an HMAC of the session's secret token, so
 *   it changes with every session and a token from another session, or planted in a cookie, never
 *   matches. The browser gets it in the `csrf-token` cookie (readable by our own scripts) at login.
 * - Before login (the login form) a random token is double-submitted: cookie and field. That
 *   cookie is only issued by the login page and /auth, never on public pages or media, so those
 *   stay cookie-free and cacheable by a CDN.
 * - Every state-changing request must also come from this origin: `Sec-Fetch-Site` must be
 *   same-origin (or none: typed by the user), and an `Origin` header must name this host.
 *   Clients that send neither (curl, server-to-server) still need the token.
 */
export const CSRF_HEADER = 'csrf-token'
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
/** Pages and calls that hand out a pre-session token: the login form, and /auth/session for scripts. */
const ISSUES_PRE_SESSION_TOKEN = /^\/(login|auth\/session)$/

declare module 'hono' {
  interface ContextVariableMap {
    /** The request's CSRF token, made when first asked for (most requests never need one). */
    csrfToken: () => string
    /** The value of the CSRF cookie the request came with (its name depends on https). */
    csrfCookie: string | undefined
    /** The secret token of the request's session cookie, when it names a live session. */
    sessionToken: string | null
  }
}

const isToken = (value: string | undefined): value is string => !!value && /^[A-Za-z0-9_-]{32,64}$/.test(value)

/** The CSRF token of a session: derived from its secret token, so only its holder can know it. */
export const csrfTokenForSession = (sessionToken: string) =>
  createHmac('sha256', sessionToken).update('forecourt csrf v1').digest('base64url')

const cookieOptions = (secure: boolean) => ({ path: '/', sameSite: 'Lax' as const, secure, httpOnly: false })

/** The CSRF cookie for a new session (set beside the session cookie at login). */
export const sessionCsrfCookie = (sessionToken: string, secure: boolean) =>
  serialize(cookieNames(secure).csrf, csrfTokenForSession(sessionToken), cookieOptions(secure))

/**
 * Puts the request's token in `c.get('csrfToken')()` (pages render it into forms). Sets a cookie
 * only where one is needed: a pre-session token on the login page and /auth/session, and the
 * session's token for a signed-in user whose cookie lacks it (a session from before this scheme).
 * A new pre-session token is drawn only when something asks for it: an anonymous visitor's page
 * or API call mostly never does, and the draw was a measurable part of a cheap request.
 */
export function csrfToken(options: { secure: boolean }): MiddlewareHandler {
  const name = cookieNames(options.secure).csrf
  return async (c, next) => {
    const existing = getCookie(c, name)
    c.set('csrfCookie', existing)
    const session = c.get('sessionToken')
    let token: string | undefined
    const tokenOfRequest = () =>
      (token ??= session ? csrfTokenForSession(session) : isToken(existing) ? existing : randomBytes(24).toString('base64url'))
    c.set('csrfToken', tokenOfRequest)
    await next()
    const wanted = session !== null || (c.req.method === 'GET' && ISSUES_PRE_SESSION_TOKEN.test(c.get('sitePath') ?? c.req.path))
    // NOTE: appended to the final response, because handlers may return a Response of their own
    // (the SSR handler), which would drop headers set before.
    if (wanted && tokenOfRequest() !== existing)
      c.res.headers.append('set-cookie', serialize(name, tokenOfRequest(), cookieOptions(options.secure)))
  }
}

/**
 * Rejects state-changing requests from another site or without the right token (403, naming the
 * problem). Paths matching `tokenless` (a visitor's lead or verification, ADR 053: they act for
 * nobody, and public pages set no cookie to hold a token) skip the token, never the origin check.
 */
export function csrfProtection(options: { tokenless?: RegExp } = {}): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next()
    const crossSite = crossSiteProblem(c.req.header('sec-fetch-site'), c.req.header('origin'), new URL(c.req.url).host)
    if (crossSite) return c.json(problem(403, 'Cross-site request refused', crossSite), 403)
    if (options.tokenless?.test(c.req.path)) return next()
    const expected = c.get('csrfToken')()
    const sent = c.req.header(CSRF_HEADER) ?? (await formToken(c))
    // Before login, the token must also be the one in the cookie (double submit).
    const cookie = c.get('sessionToken') ? expected : c.get('csrfCookie')
    if (!sent || !isToken(cookie) || !sameToken(sent, expected) || !sameToken(sent, cookie)) {
      return c.json(problem(403, 'CSRF token missing or invalid', `Send the csrf-token cookie value in the ${CSRF_HEADER} header.`), 403)
    }
    return next()
  }
}

/**
 * Why a state-changing request is refused as cross-site, or null. `Sec-Fetch-Site`
 * is set by every current browser and cannot be forged by a page; `Origin` covers older ones.
 * Same-site is refused too: another market on a sibling host is another site to protect from.
 * @example crossSiteProblem('cross-site', undefined, 'uk.example') // → 'Sec-Fetch-Site is cross-site'
 */
export function crossSiteProblem(fetchSite: string | undefined, origin: string | undefined, host: string | undefined): string | null {
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return `Sec-Fetch-Site is ${fetchSite.slice(0, 20)}`
  if (origin === undefined) return null
  let originHost: string
  try {
    originHost = new URL(origin).host
  } catch {
    return `Origin ${origin.slice(0, 100)} is not this site`
  }
  return originHost !== '' && originHost.toLowerCase() === (host ?? '').toLowerCase().replace(/\.(?=:|$)/, '')
    ? null
    : `Origin ${origin.slice(0, 100)} is not this site`
}

async function formToken(c: Context): Promise<string | undefined> {
  const type = c.req.header('content-type') ?? ''
  if (!type.startsWith('application/x-www-form-urlencoded') && !type.startsWith('multipart/form-data')) return undefined
  const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
  const value = body[CSRF_HEADER]
  return typeof value === 'string' ? value : undefined
}

function sameToken(a: string, b: string) {
  const left = Buffer.from(a),
    right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}
