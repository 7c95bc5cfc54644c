import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import { clientAddress } from './login-limit.ts'

/**
 * A request's client address (login-limit.ts `clientAddress`): the socket's peer, or with
 * TRUST_PROXY=1 the entry our own proxy appended to X-Forwarded-For. What login and lead limits
 * count, by `addressKey`.
 */
export function requestClientAddress(c: Context, trustProxy: boolean): string {
  let socketAddress: string | undefined
  try {
    socketAddress = getConnInfo(c).remote.address
  } catch {
    socketAddress = undefined // not behind @hono/node-server (app.request() in tests)
  }
  return clientAddress({ socketAddress, forwardedFor: c.req.header('x-forwarded-for'), trustProxy })
}
