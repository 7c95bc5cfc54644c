import type { JobQueue } from '~/jobs/queue.server.ts'
import { deliverLead, type DeliveryDeps } from './delivery.server.ts'
import { runLeadExport, type ExportDeps } from './exports.server.ts'
import { leadDeliveryJob, leadExportJob, leadRetentionJob } from './jobs.server.ts'
import { RETENTION_EVERY_SECONDS, runLeadRetention, type RetentionDeps } from './retention.server.ts'

/** What the forms' workers use: a part of the server's services. */
export type FormWorkerDeps = DeliveryDeps & ExportDeps & RetentionDeps

/** How many deliveries a process sends at once: they wait on SMTP servers and webhooks, not on the CPU. */
const DELIVERY_CONCURRENCY = 4

/**
 * Runs the forms' background jobs in this process (ADR 053, ADR 056): lead deliveries, lead
 * exports (one at a time: each streams a whole form) and the lead retention, which every process
 * schedules and the queue runs once per window. Called by `startJobs` once the queue has started.
 */
export function registerFormWorkers(queue: JobQueue, deps: FormWorkerDeps): void {
  queue.work(leadDeliveryJob, (job) => deliverLead(deps, job), { concurrency: DELIVERY_CONCURRENCY })
  queue.work(leadExportJob, (job) => runLeadExport(deps, job))
  queue.work(leadRetentionJob, () => runLeadRetention(deps))
  queue.every(leadRetentionJob, {}, RETENTION_EVERY_SECONDS)
}
