import { hashPassword } from '~/auth/password.server.ts'
import { setGrants } from '~/auth/users.server.ts'
import type { Role } from '~/db/schema/auth.ts'
import { users } from '~/db/schema/index.ts'
import { addSite } from '~/sites/sites.server.ts'
import { testApp, type TestAppOptions, type TestClient } from './app.ts'
import type { TestDatabase } from './engines.ts'

/**
 * Helpers for role × market tests (a role holds in its own market only): a second market on a host of its own, and clients
 * signed in as users with exactly the roles a test names.
 */

/** A market answering only `host` (the default market answers every other host). */
export async function addMarket(test: TestDatabase, key: string, host = `${key}.test`) {
  const site = await addSite(test.database.db, { key, name: key.toUpperCase(), hostnames: [host], basePath: '/' })
  return { id: site.id, key: site.key, host }
}

/** A role in a market (`siteId` null: every market). */
export interface Grant {
  siteId: number | null
  role: Role
}

export type GrantedClient = TestClient & { userId: number; email: string }

/** A client signed in (on the default market's host) as a new user with exactly `grants`. */
export async function clientWithGrants(test: TestDatabase, grants: Grant[], options: TestAppOptions = {}): Promise<GrantedClient> {
  const client = testApp(test, options)
  const email = `user-${Math.random().toString(36).slice(2)}@example.com`
  const password = 'a long market password'
  const db = test.database.db
  const [row] = await db
    .insert(users)
    .values({ email, passwordHash: await hashPassword(password) })
    .returning({ id: users.id })
  for (const grant of grants) await setGrants(db, row!.id, grant.role, [grant.siteId])
  await client.request('/auth/session')
  const response = await client.request('/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (response.status !== 200) throw new Error(`login as ${email} failed: ${response.status}`)
  return Object.assign(client, { userId: row!.id, email })
}

/** A request with a JSON body (when given) to the market answering `host`. */
export function sendTo(client: TestClient, host: string, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { host }
  if (body !== undefined) headers['content-type'] = 'application/json'
  return client.request(path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })
}
