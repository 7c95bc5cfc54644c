import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import { serialize } from 'hono/utils/cookie'

/**
 * CSRF protection (spec 1 §6: requests carry a `csrf-token` header). Double-submit cookie: every
 * visitor gets a random `csrf-token` cookie, readable by our own scripts only (same origin), and
 * state-changing calls must echo it in the `csrf-token` header or, for plain HTML forms, a
 * `csrf-token` field. A request from another origin cannot read the cookie, so cannot echo it.
 */
export const CSRF_COOKIE = 'csrf-token'
export const CSRF_HEADER = 'csrf-token'
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

declare module 'hono' {
  interface ContextVariableMap {
    csrfToken: string
  }
}

const isToken = (value: string | undefined): value is string => !!value && /^[A-Za-z0-9_-]{32,64}$/.test(value)

/** Issues the cookie when missing and exposes the token to later handlers. */
export function csrfCookie(options: { secure: boolean }): MiddlewareHandler {
  return async (c, next) => {
    const existing = getCookie(c, CSRF_COOKIE)
    const token = isToken(existing) ? existing : randomBytes(24).toString('base64url')
    c.set('csrfToken', token)
    await next()
    // NOTE: appended to the final response, because handlers may return a Response of their own
    // (the SSR handler, the page cache), which would drop headers set before.
    if (token !== existing) {
      c.res.headers.append(
        'set-cookie',
        serialize(CSRF_COOKIE, token, { path: '/', sameSite: 'Lax', secure: options.secure, httpOnly: false }),
      )
    }
  }
}

/** Rejects state-changing requests without a matching token (403, naming the problem). */
export function csrfProtection(): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next()
    const expected = getCookie(c, CSRF_COOKIE)
    const sent = c.req.header(CSRF_HEADER) ?? (await formToken(c))
    if (!isToken(expected) || !sent || !sameToken(sent, expected)) {
      return c.json(
        {
          errors: [
            {
              status: '403',
              title: 'CSRF token missing or invalid',
              detail: `Send the ${CSRF_COOKIE} cookie value in the ${CSRF_HEADER} header.`,
            },
          ],
        },
        403,
      )
    }
    return next()
  }
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
