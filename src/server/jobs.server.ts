import { orderJobTypes, registerOrderWorkers } from '~/orders/reconcile.server.ts'
import { formJobTypes } from '~/forms/jobs.server.ts'
import { registerFormWorkers } from '~/forms/workers.server.ts'
import type { JobQueue, JobType } from '~/jobs/queue.server.ts'
import { registerStockWorkers } from '~/stock/write/workers.server.ts'
import { stockJobTypes } from '~/stock/write/feed-uploads.server.ts'
import type { Services } from './context.server.ts'

/**
 * Every job type of the product, the one list (ADR 037). A feature declares its jobs beside its code
 * with `defineJob` (lead notifications, lead exports, inventory imports) and adds them here.
 */
export const jobTypes: readonly JobType[] = [...formJobTypes, ...stockJobTypes, ...orderJobTypes]

/**
 * `forecourt start`'s queue (`services.jobs`, made by createServices): installs its tables, exports
 * its depth to /metrics and starts this process's workers, one `queue.work(type, handler)` per job
 * type of `jobTypes`.
 */
export async function startJobs(services: Services): Promise<JobQueue> {
  const queue = services.jobs
  await queue.start()
  services.metrics.jobQueueDepth(() => queue.depths())
  registerFormWorkers(queue, services)
  registerStockWorkers(queue, services)
  registerOrderWorkers(queue, services)
  return queue
}
