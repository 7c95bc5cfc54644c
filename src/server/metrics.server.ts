import { timingSafeEqual } from 'node:crypto'
import { Hono } from 'hono'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'

/** The kind of a request, a label with few values (never the path itself: unbounded). */
export function routeClass(path: string): 'api' | 'auth' | 'media' | 'probe' | 'page' {
  if (path.startsWith('/api/')) return 'api'
  if (path.startsWith('/auth/') || path === '/auth') return 'auth'
  if (path.startsWith('/media/')) return 'media'
  if (path === '/healthz' || path === '/readyz' || path === '/metrics') return 'probe'
  return 'page'
}

/**
 * Prometheus metrics of one process: requests by method, kind and status, their
 * latency, page-cache hits and misses (the hit ratio is hits / (hits + misses)) and job-queue
 * depth. Each process has its own registry; Prometheus scrapes every instance.
 */
export function createMetrics(options: { processMetrics?: boolean } = {}) {
  const registry = new Registry()
  if (options.processMetrics) collectDefaultMetrics({ register: registry, prefix: 'forecourt_' })
  const requests = new Counter({
    name: 'forecourt_http_requests_total',
    help: 'HTTP requests',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  })
  const latency = new Histogram({
    name: 'forecourt_http_request_duration_seconds',
    help: 'HTTP request latency',
    labelNames: ['route'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  })
  const cache = new Counter({
    name: 'forecourt_page_cache_requests_total',
    help: 'Page-cache lookups of anonymous page requests',
    labelNames: ['result'] as const,
    registers: [registry],
  })
  return {
    registry,
    observeRequest(method: string, path: string, status: number, seconds: number) {
      const route = routeClass(path)
      requests.inc({
        method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(method) ? method : 'OTHER',
        route,
        status: String(status),
      })
      latency.observe({ route }, seconds)
    },
    pageCache: (result: 'hit' | 'miss') => cache.inc({ result }),
    /**
     * `forecourt_job_queue_depth{queue}`: jobs waiting to run, read from the database at each scrape
     * (src/jobs). Every process reports the same database-wide number: aggregate with max, not sum.
     */
    jobQueueDepth(read: () => Promise<Record<string, number>>) {
      new Gauge({
        name: 'forecourt_job_queue_depth',
        help: 'Jobs waiting to run (new or waiting for a retry), per queue',
        labelNames: ['queue'] as const,
        registers: [registry],
        async collect() {
          this.reset()
          try {
            for (const [queue, depth] of Object.entries(await read())) this.set({ queue }, depth)
          } catch {
            // The database is away: no depth this scrape, rather than no metrics at all.
          }
        },
      })
    },
  }
}
export type Metrics = ReturnType<typeof createMetrics>

/**
 * GET /metrics in Prometheus text format, for a scraper holding `token` (METRICS_TOKEN) as a
 * bearer token. Without a token set the endpoint does not exist (404): metrics tell an attacker
 * about traffic and memory, so they are never public.
 */
export function metricsRoutes(metrics: Metrics, token: string | undefined) {
  const app = new Hono()
  app.get('/metrics', async (c) => {
    if (!token) return c.notFound()
    const given = Buffer.from(c.req.header('authorization')?.replace(/^Bearer\s+/i, '') ?? '')
    const expected = Buffer.from(token)
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      c.header('www-authenticate', 'Bearer')
      return c.json({ errors: [{ status: '401', title: 'A valid metrics token is required' }] }, 401)
    }
    return c.body(await metrics.registry.metrics(), 200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' })
  })
  return app
}
