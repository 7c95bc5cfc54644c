import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { describeEachEngine } from '~/test/engines.ts'
import { testApp } from '~/test/app.ts'
import type { Database } from '~/db/client.server.ts'
import { healthRoutes } from './health.server.ts'
import { drainAndClose } from './shutdown.server.ts'

describeEachEngine('health probes and request ids', (db) => {
  it('answers /healthz and /readyz without a market or a session', async () => {
    const { request } = testApp(db())
    const health = await request('/healthz', { headers: { host: 'unknown.example' } })
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ status: 'ok' })
    const ready = await request('/readyz')
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({ status: 'ready' })
  })

  it('gives every response a request id, keeping a sane incoming one', async () => {
    const { request } = testApp(db())
    const fresh = await request('/healthz')
    expect(fresh.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/)
    const kept = await request('/healthz', { headers: { 'x-request-id': 'proxy-1234' } })
    expect(kept.headers.get('x-request-id')).toBe('proxy-1234')
    const junk = await request('/healthz', { headers: { 'x-request-id': 'x'.repeat(500) } })
    expect(junk.headers.get('x-request-id')).not.toBe('x'.repeat(500))
  })
})

describe('/readyz', () => {
  const failing = { db: { execute: () => Promise.reject(new Error('connection refused')) } } as unknown as Database
  const working = { db: { execute: () => Promise.resolve([]) } } as unknown as Database

  it.each([
    ['the database does not answer', failing, false, 503, 'database unavailable'],
    ['a shutdown has begun', working, true, 503, 'shutting down'],
    ['all is well', working, false, 200, 'ready'],
  ] as const)('when %s: %i', async (_case, database, shuttingDown, status, text) => {
    const response = await healthRoutes(database, { shuttingDown }).request('/readyz')
    expect(response.status).toBe(status)
    expect(await response.json()).toEqual({ status: text })
  })
})

describe('graceful shutdown', () => {
  it('finishes the request in flight, refuses new connections, then cleans up', async () => {
    let release!: () => void
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    let reached!: () => void
    const handlerReached = new Promise<void>((resolve) => {
      reached = resolve
    })
    const app = new Hono().get('/slow', async (c) => {
      reached()
      await held
      return c.text('finished')
    })
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server
    await new Promise((resolve) => server.once('listening', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

    const inFlight = fetch(`${url}/slow`)
    await handlerReached // not a fixed wait: on a busy machine the request can take longer to arrive
    const lifecycle = { shuttingDown: false }
    let cleanedUp = false
    const draining = drainAndClose(server, lifecycle, {
      timeoutMs: 5_000,
      cleanup: async () => {
        cleanedUp = true
      },
    })
    expect(lifecycle.shuttingDown).toBe(true)
    await expect(fetch(`${url}/slow`)).rejects.toThrow()
    expect(cleanedUp).toBe(false)

    release()
    const response = await inFlight
    expect(await response.text()).toBe('finished')
    await draining
    expect(cleanedUp).toBe(true)
  })
})
