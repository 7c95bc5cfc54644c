import { createHmac, randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '~/db/client.server.ts'
import { serverSecrets } from '~/db/schema/index.ts'

/**
 * The server's secret (ADR 056): 32 random bytes made by the first process that asks, kept in the
 * database so every instance and every restart has the same one. Keys for one purpose are derived
 * from it with `deriveKey`, never used raw, so a key shown to an admin (a webhook's signing key)
 * reveals nothing about the others.
 *
 * @example
 * const secret = await serverSecret(services.database)
 * const key = deriveKey(secret, 'webhook', siteId, formId, 'crm') // hex
 */
const cache = new WeakMap<Database, Promise<Buffer>>()

export function serverSecret(database: Database): Promise<Buffer> {
  let secret = cache.get(database)
  if (!secret) {
    secret = readOrCreate(database)
    // A failed read (database down) is not remembered: the next call tries again.
    secret.catch(() => cache.delete(database))
    cache.set(database, secret)
  }
  return secret
}

async function readOrCreate({ db }: Database): Promise<Buffer> {
  // Two processes starting together may both insert: the first wins, both read its value.
  await db
    .insert(serverSecrets)
    .values({ name: 'root', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing()
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, 'root'))
  return Buffer.from(row!.value, 'base64url')
}

/** An HMAC-SHA256 key for one purpose, as hex: the same parts always give the same key. */
export function deriveKey(secret: Buffer, purpose: string, ...parts: (string | number)[]): string {
  // JSON keeps the parts apart: ('a:b', 'c') and ('a', 'b:c') give different keys.
  return createHmac('sha256', secret)
    .update(JSON.stringify([purpose, ...parts]))
    .digest('hex')
}
