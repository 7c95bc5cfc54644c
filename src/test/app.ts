import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApp } from '~/server/app.server.ts'
import type { MediaStore } from '~/media/media-store.server.ts'
import { createServices } from '~/server/boot.server.ts'
import type { Services } from '~/server/context.server.ts'
import type { TestDatabase } from './engines.ts'

export interface TestAppOptions {
  media?: MediaStore
  /**
   * Starts the job queue (`services.jobs`) in the suite's own schema, so the API can send jobs; it
   * stops when the suite's database is disposed. No workers run: a test runs what it needs.
   */
  jobs?: boolean
  /** Another client's services (one process, several visitors); `media` and `jobs` are then theirs. */
  services?: Services
  /** As TRUST_PROXY=1: the client address is the last X-Forwarded-For entry (a test names its shoppers). */
  trustProxy?: boolean
}

/**
 * A Hono app over a test database, plus a client that keeps cookies and sends the CSRF token.
 * Media go to a folder of its own unless `media` names another store (src/test/s3.ts).
 */
export function testApp(test: TestDatabase, options: TestAppOptions = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-test-'))
  // A job the API sends inside its transaction is found at the worker's next poll: a short one, so a
  // test waits milliseconds for it rather than the product's 2 s.
  const services =
    options.services ??
    createServices(test.database, dataDir, { media: options.media, jobsSchema: test.schema, jobsPollingIntervalSeconds: 0.05 })
  const app = createApp({ services, trustProxy: options.trustProxy })
  const jar = new Map<string, string>()
  const jobsStarted = options.jobs && !options.services ? startTestJobs(test, services) : Promise.resolve()

  async function request(path: string, init: RequestInit & { csrf?: boolean } = {}) {
    await jobsStarted
    const headers = new Headers(init.headers)
    if (jar.size > 0) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '))
    if (init.csrf !== false && jar.has('csrf-token') && !headers.has('csrf-token')) headers.set('csrf-token', jar.get('csrf-token')!)
    const response = await app.request(path, { ...init, headers }, undefined)
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const [name, ...value] = pair!.split('=')
      if (/max-age=0/i.test(cookie)) jar.delete(name!)
      else jar.set(name!, value.join('='))
    }
    return response
  }
  return { app, services, dataDir, request, jar, jobsStarted }
}

function startTestJobs(test: TestDatabase, services: Services) {
  test.onDispose(() => services.jobs.stop({ timeoutMs: 1000 }))
  const started = services.jobs.start()
  started.catch(() => {}) // reported by the first request that awaits it
  return started
}

export type TestClient = ReturnType<typeof testApp>

/**
 * A signed-in client per role (and an anonymous one), each with its own cookies, for role-matrix
 * API tests. With `jobs` they share the anonymous client's services and its one started queue.
 */
export async function clientsByRole(test: TestDatabase, options: TestAppOptions = {}) {
  const anonymous = testApp(test, options)
  const shared = options.jobs ? { services: anonymous.services } : options
  const signIn = async (role: 'admin' | 'editor') => {
    const client = testApp(test, shared)
    const email = `${role}-${Math.random().toString(36).slice(2)}@example.com`
    await client.services.users.addUser({ email, role, password: `a long ${role} password` })
    await client.request('/auth/session')
    const response = await client.request('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: `a long ${role} password` }),
    })
    if (response.status !== 200) throw new Error(`login as ${role} failed: ${response.status}`)
    return client
  }
  await anonymous.request('/auth/session')
  return { anonymous, editor: await signIn('editor'), admin: await signIn('admin') }
}
