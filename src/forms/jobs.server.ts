import { z } from 'zod'
import { defineJob } from '~/jobs/queue.server.ts'

/**
 * The forms domain's background jobs (ADR 053, ADR 037). The API sends them, in the transaction that
 * writes what they act on; src/forms/delivery.server.ts and exports.server.ts run them.
 */

/** One `lead_deliveries` row: an e-mail or a webhook. 5 attempts with doubling waits, then dead. */
export const leadDeliveryJob = defineJob({
  name: 'lead-delivery',
  payload: z.object({ deliveryId: z.number().int().positive() }),
  retryLimit: 4,
  retryDelaySeconds: 30,
  backoff: true,
  expireInSeconds: 5 * 60,
})

/** One `lead_exports` row: streams the leads to a CSV or XLSX file, reporting progress. */
export const leadExportJob = defineJob({
  name: 'lead-export',
  payload: z.object({ exportId: z.number().int().positive() }),
  retryLimit: 2,
  retryDelaySeconds: 10,
  expireInSeconds: 30 * 60,
})

/** Deletes leads older than each market's `forms.lead_retention_days`; sent on a schedule. */
export const leadRetentionJob = defineJob({
  name: 'lead-retention',
  payload: z.object({}),
  retryLimit: 2,
  expireInSeconds: 30 * 60,
})

/** Moves deliveries whose last attempt expired to the dead-letter view; sent on a schedule. */
export const deliverySweepJob = defineJob({
  name: 'lead-delivery-sweep',
  payload: z.object({}),
  retryLimit: 1,
  expireInSeconds: 10 * 60,
})

export const formJobTypes = [leadDeliveryJob, leadExportJob, leadRetentionJob, deliverySweepJob] as const
