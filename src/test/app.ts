import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApp } from '~/server/app.server.ts'
import type { MediaStore } from '~/media/media-store.server.ts'
import { createServices } from '~/server/boot.server.ts'
import type { TestDatabase } from './engines.ts'

/**
 * A Hono app over a test database, plus a client that keeps cookies and sends the CSRF token.
 * Media go to a folder of its own unless `media` names another store (src/test/s3.ts).
 */
export function testApp(test: TestDatabase, options: { media?: MediaStore } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-test-'))
  const services = createServices(test.database, dataDir, { media: options.media })
  const app = createApp({ services })
  const jar = new Map<string, string>()

  async function request(path: string, init: RequestInit & { csrf?: boolean } = {}) {
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
  return { app, services, dataDir, request, jar }
}

export type TestClient = ReturnType<typeof testApp>

/** A signed-in client per role (and an anonymous one), each with its own cookies, for role-matrix API tests. */
export async function clientsByRole(test: TestDatabase, options: { media?: MediaStore } = {}) {
  const anonymous = testApp(test, options)
  const signIn = async (role: 'admin' | 'editor') => {
    const client = testApp(test, options)
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
