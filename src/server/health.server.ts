import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import type { Database } from '~/db/client.server.ts'

/** Whether the process is draining for a shutdown (SIGTERM): then it is alive but not ready. */
export interface Lifecycle {
  shuttingDown: boolean
}

/**
 * Probes for a load balancer or an orchestrator: `/healthz` answers while the process
 * runs; `/readyz` only while it takes traffic: the database answers and no shutdown has begun.
 * Neither needs a market, a session or the database's content.
 */
export function healthRoutes(database: Database, lifecycle: Lifecycle) {
  const app = new Hono()
  app.get('/healthz', (c) => c.json({ status: 'ok' }))
  app.get('/readyz', async (c) => {
    c.header('cache-control', 'no-store')
    if (lifecycle.shuttingDown) return c.json({ status: 'shutting down' }, 503)
    try {
      await database.db.execute(sql`select 1`)
      return c.json({ status: 'ready' })
    } catch {
      return c.json({ status: 'database unavailable' }, 503)
    }
  })
  return app
}
