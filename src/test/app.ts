import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApp } from '~/server/app.server.ts'
import { createServices } from '~/server/boot.server.ts'
import type { TestDatabase } from './engines.ts'

/** A Hono app over a test database, plus a client that keeps cookies and sends the CSRF token. */
export function testApp(test: TestDatabase) {
  const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-test-'))
  const services = createServices(test.database, dataDir)
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
