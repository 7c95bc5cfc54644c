import type { JobQueue } from '~/jobs/queue.server.ts'
import { deliverLead, type DeliveryDeps } from './delivery.server.ts'
import { leadDeliveryJob } from './jobs.server.ts'

/** What the forms' workers use: a subset of the server's services. */
export type FormWorkerDeps = DeliveryDeps

/** How many deliveries a process sends at once: they wait on SMTP servers and webhooks, not on the CPU. */
const DELIVERY_CONCURRENCY = 4

/**
 * Runs the forms' background jobs in this process (ADR 053, ADR 056): lead deliveries. Called by
 * `startJobs` once the queue has started.
 */
export function registerFormWorkers(queue: JobQueue, deps: FormWorkerDeps): void {
  queue.work(leadDeliveryJob, (job) => deliverLead(deps, job), { concurrency: DELIVERY_CONCURRENCY })
}
