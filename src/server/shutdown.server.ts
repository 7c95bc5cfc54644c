import type { Server } from 'node:http'
import type { Lifecycle } from './health.server.ts'

/**
 * Graceful shutdown: stop taking connections, let /readyz say 503 so a proxy stops
 * sending, finish the requests in flight (up to `timeoutMs`, then cut what is left), then run
 * `cleanup` (close the database). Resolves when all is done.
 */
export async function drainAndClose(server: Server, lifecycle: Lifecycle, options: { timeoutMs: number; cleanup: () => Promise<void> }) {
  lifecycle.shuttingDown = true
  const closed = new Promise<void>((resolve) => server.close(() => resolve()))
  // Idle keep-alive connections would hold close() open; busy ones end after their response.
  server.closeIdleConnections()
  let timer: NodeJS.Timeout | undefined
  const timedOut = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      server.closeAllConnections()
      resolve()
    }, options.timeoutMs)
  })
  await Promise.race([closed, timedOut])
  clearTimeout(timer)
  await options.cleanup()
}
