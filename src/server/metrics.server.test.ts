import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { describeEachEngine } from '~/test/engines.ts'
import { createApp } from './app.server.ts'
import { createServices } from './boot.server.ts'
import { CACHEABLE_HEADER } from './cache-header.ts'
import { createMetrics, routeClass } from './metrics.server.ts'

const TOKEN = 'a-metrics-token-for-tests'

describe('routeClass (bounded labels)', () => {
  it.each([
    ['/api/content/settings', 'api'],
    ['/auth/login', 'auth'],
    ['/media/api/v2/images/1', 'media'],
    ['/readyz', 'probe'],
    ['/models/e7', 'page'],
    ['/', 'page'],
  ])('%s → %s', (path, kind) => expect(routeClass(path)).toBe(kind))
})

describeEachEngine('GET /metrics', (db) => {
  const appWith = (metricsToken?: string) =>
    createApp({
      services: createServices(db().database, mkdtempSync(join(tmpdir(), 'forecourt-metrics-'))),
      metricsToken,
      ssr: async () => new Response('<p>page</p>', { headers: { 'content-type': 'text/html', [CACHEABLE_HEADER]: '1' } }),
    })

  it('does not exist without METRICS_TOKEN, and wants the token when it is set', async () => {
    expect((await appWith().request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404)
    const app = appWith(TOKEN)
    expect((await app.request('/metrics')).status).toBe(401)
    const wrong = await app.request('/metrics', { headers: { authorization: 'Bearer not-the-metrics-token-x' } })
    expect(wrong.status).toBe(401)
    expect(wrong.headers.get('www-authenticate')).toBe('Bearer')
  })

  it('counts requests by kind and status, their latency and page-cache hits and misses', async () => {
    const app = appWith(TOKEN)
    await app.request('/models')
    await app.request('/models')
    await app.request('/api/nothing')
    const response = await app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/plain')
    const text = await response.text()
    expect(text).toContain('forecourt_http_requests_total{method="GET",route="page",status="200"} 2')
    expect(text).toContain('forecourt_http_requests_total{method="GET",route="api",status="404"} 1')
    expect(text).toMatch(/forecourt_http_request_duration_seconds_count\{route="page"\} 2/)
    expect(text).toContain('forecourt_page_cache_requests_total{result="miss"} 1')
    expect(text).toContain('forecourt_page_cache_requests_total{result="hit"} 1')
  })
})

describe('job-queue depth', () => {
  it('is read at each scrape, per queue, and left out while the database is away', async () => {
    const metrics = createMetrics()
    let databaseAway = false
    metrics.jobQueueDepth(async () => {
      if (databaseAway) throw new Error('connection refused')
      return { 'lead-notification': 3, 'lead-export': 0 }
    })
    const text = await metrics.registry.metrics()
    expect(text).toContain('forecourt_job_queue_depth{queue="lead-notification"} 3')
    expect(text).toContain('forecourt_job_queue_depth{queue="lead-export"} 0')
    databaseAway = true
    expect(await metrics.registry.metrics()).not.toContain('forecourt_job_queue_depth{')
  })
})
