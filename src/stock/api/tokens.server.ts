import { createHash, randomBytes } from 'node:crypto'
import { and, asc, eq, isNull } from 'drizzle-orm'
import type { MiddlewareHandler } from 'hono'
import { z } from 'zod'
import type { Db } from '~/db/client.server.ts'
import { stockClientTokens } from '~/db/schema/index.ts'
import { problem } from '~/lib/api-problems.ts'

/**
 * Client tokens of the inventory API (spec 3 §6; ADR 072). A token names a trusted server-side
 * client of one market. Anonymous reads stay open; a request with `Authorization: Bearer <token>`
 * must carry a live token of the request's market (else 401), and then gets private, uncached
 * answers, also where the market requires a login (general.login_required).
 */

export interface StockClient {
  id: number
  name: string
}

declare module 'hono' {
  interface ContextVariableMap {
    /** The inventory client whose bearer token the request carries; null: anonymous or a user. */
    stockClient: StockClient | null
  }
}

/** A token as made: `fct_` and 32 random bytes, base64url (43 characters). */
const TOKEN_PATTERN = /^fct_[A-Za-z0-9_-]{43}$/
export const clientNameSchema = z
  .string()
  .trim()
  .min(1, 'a client name is required')
  .max(100, 'a client name is at most 100 characters')
  .regex(/^[\w .@-]+$/, 'a client name is letters, digits, spaces and . @ - _')

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** Makes a token for a client of a market; the token itself is returned once and never stored. */
export async function addClientToken(db: Db, siteId: number, name: string): Promise<{ id: number; name: string; token: string }> {
  const clientName = clientNameSchema.parse(name)
  const token = `fct_${randomBytes(32).toString('base64url')}`
  const [row] = await db
    .insert(stockClientTokens)
    .values({ siteId, name: clientName, tokenHash: hashToken(token) })
    .returning({ id: stockClientTokens.id })
  return { id: row!.id, name: clientName, token }
}

/** The live clients of a market (never their tokens). */
export async function listClientTokens(db: Db, siteId: number) {
  return db
    .select({
      id: stockClientTokens.id,
      name: stockClientTokens.name,
      createdAt: stockClientTokens.createdAt,
      lastUsedAt: stockClientTokens.lastUsedAt,
    })
    .from(stockClientTokens)
    .where(and(eq(stockClientTokens.siteId, siteId), isNull(stockClientTokens.revokedAt)))
    .orderBy(asc(stockClientTokens.name), asc(stockClientTokens.id))
}

/** Revokes a market's client tokens of this name; how many were revoked. */
export async function revokeClientTokens(db: Db, siteId: number, name: string): Promise<number> {
  const rows = await db
    .update(stockClientTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(stockClientTokens.siteId, siteId), eq(stockClientTokens.name, name), isNull(stockClientTokens.revokedAt)))
    .returning({ id: stockClientTokens.id })
  return rows.length
}

/** The client a token belongs to in this market; null for an unknown, revoked or other market's token. */
export async function clientOfToken(db: Db, siteId: number, token: string): Promise<StockClient | null> {
  if (!TOKEN_PATTERN.test(token)) return null
  const [row] = await db
    .select({ id: stockClientTokens.id, name: stockClientTokens.name, lastUsedAt: stockClientTokens.lastUsedAt })
    .from(stockClientTokens)
    .where(
      and(eq(stockClientTokens.tokenHash, hashToken(token)), eq(stockClientTokens.siteId, siteId), isNull(stockClientTokens.revokedAt)),
    )
  if (!row) return null
  // At most one write a minute per token, so reads stay reads.
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > 60_000)
    await db.update(stockClientTokens).set({ lastUsedAt: new Date() }).where(eq(stockClientTokens.id, row.id))
  return { id: row.id, name: row.name }
}

const unauthorized = (detail: string) => problem(401, 'Invalid client token', detail)

/**
 * Reads `Authorization: Bearer …` on every inventory request: no header → anonymous; a live token of
 * this market → c.get('stockClient'); anything else → 401 naming what is wrong. Where the market
 * requires a login, an anonymous request without a session is refused (401) here too.
 */
export function clientTokenAuth(): MiddlewareHandler {
  return async (c, next) => {
    c.set('stockClient', null)
    const header = c.req.header('authorization')
    // Only a request without the header is anonymous: a blank one (a no-break space, which HTTP
    // does not trim) is refused like any other that is not a bearer token, as the site-wide login
    // check lets every request that carries the header through to this one.
    if (header === undefined) return next()
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
    if (!match) {
      c.header('www-authenticate', 'Bearer')
      return c.json(unauthorized('The Authorization header must be "Bearer <client token>".'), 401)
    }
    const client = await clientOfToken(c.get('services').database.db, c.get('site').id, match[1]!)
    if (!client) {
      c.header('www-authenticate', 'Bearer error="invalid_token"')
      return c.json(unauthorized('The bearer token is unknown, revoked or for another market.'), 401)
    }
    c.set('stockClient', client)
    return next()
  }
}
