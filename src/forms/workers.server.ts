import type { JobQueue } from '~/jobs/queue.server.ts'
import { deliveryOutbox, drainDeliveryOutbox } from './delivery-outbox.server.ts'
import { deliverLeads, sweepExpiredDeliveries, type DeliveryDeps } from './delivery.server.ts'
import { runLeadExport, type ExportDeps } from './exports.server.ts'
import { deliverySweepJob, leadDeliveryJob, leadExportJob, leadRetentionJob } from './jobs.server.ts'
import { RETENTION_EVERY_SECONDS, runLeadRetention, type RetentionDeps } from './retention.server.ts'

/** What the forms' workers use: a part of the server's services. */
export type FormWorkerDeps = DeliveryDeps & ExportDeps & RetentionDeps

/**
 * How long the outbox's drain gathers new leads' deliveries before sending their jobs in one
 * transaction: a delivery starts at most this much later (the first after a quiet spell at once);
 * under load, one drain per hundred leads rather than one per lead (ADR 094).
 */
const DRAIN_GATHER_MS = 200

/** How often deliveries whose last attempt expired are moved to the dead-letter view. */
const SWEEP_EVERY_SECONDS = 5 * 60

/**
 * Deliveries a process sends at once: two loops of batches of up to eight, as they wait on SMTP
 * servers and webhooks rather than the CPU; a batch costs a few statements, not a few per delivery
 * (fetch, claim, the sandbox's outbox, delivered, completed). Batches of 32 made the visitors'
 * requests wait longer behind each batch (docs/benchmarks.md, ADR 094).
 */
const DELIVERY_WORK = { concurrency: 2, batchSize: 8 }

/**
 * Runs the forms' background jobs in this process (ADR 053, ADR 056): the drain of new leads'
 * deliveries into the queue, lead deliveries, lead
 * exports (one at a time: each streams a whole form), and on schedules that every process sets and
 * the queue runs once per window: the lead retention and the sweep of expired deliveries. Called by `startJobs` once the queue has started.
 */
export function registerFormWorkers(queue: JobQueue, deps: FormWorkerDeps): void {
  queue.drain(deliveryOutbox, () => drainDeliveryOutbox(deps.database, queue), { gatherMs: DRAIN_GATHER_MS })
  queue.workBatch(leadDeliveryJob, (jobs) => deliverLeads(deps, jobs), DELIVERY_WORK)
  queue.work(leadExportJob, (job) => runLeadExport(deps, job))
  queue.work(leadRetentionJob, () => runLeadRetention(deps))
  queue.every(leadRetentionJob, {}, RETENTION_EVERY_SECONDS)
  queue.work(deliverySweepJob, () => sweepExpiredDeliveries({ database: deps.database, jobs: queue }))
  queue.every(deliverySweepJob, {}, SWEEP_EVERY_SECONDS)
}
