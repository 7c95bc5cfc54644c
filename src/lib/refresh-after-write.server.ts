import type { MiddlewareHandler } from 'hono'

/**
 * For the admin APIs whose writes bump the market's content revision in their transaction (ADR
 * 034): after a write that succeeded, this process re-reads the revision at once; the other
 * processes do on its NOTIFY.
 */
export const refreshContentAfterWrite: MiddlewareHandler = async (c, next) => {
  await next()
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.res.status < 400) c.get('services').content.invalidate()
}
