import type { JobQueue } from '~/jobs/queue.server.ts'
import type { Database } from '~/db/client.server.ts'
import { runStockImport, stockImportJob, type FeedFileStore } from './feed-uploads.server.ts'

/**
 * Runs the inventory's background jobs in this process (ADR 078): feed imports
 * uploaded in /admin, one at a time (each holds one transaction over a whole feed).
 */
export function registerStockWorkers(queue: JobQueue, deps: { database: Database; media: FeedFileStore }): void {
  queue.work(stockImportJob, (job) => runStockImport(deps, job))
}
