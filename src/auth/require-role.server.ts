import type { MiddlewareHandler } from 'hono'
import type { Role } from '~/db/schema/auth.ts'

/**
 * Every editor and admin endpoint checks the role itself (no route may rely on the UI
 * being behind a login). 401 without a session, 403 with the wrong role or none in the request's
 * market (spec 1 §6; `user.role` is the role in `c.get('site')`).
 */
export function requireRole(...allowed: Role[]): MiddlewareHandler {
  return async (c, next) => {
    const user = c.get('user')
    if (!user) return c.json({ errors: [{ status: '401', title: 'Login required' }] }, 401)
    if (user.role === null || !allowed.includes(user.role)) {
      return c.json(
        { errors: [{ status: '403', title: 'user has no permissions (403)', detail: `This needs the role ${allowed.join(' or ')}.` }] },
        403,
      )
    }
    return next()
  }
}
