import type { Database } from '~/db/client.server.ts'
import type { JobQueue } from '~/jobs/queue.server.ts'
import { leadDeliveryJob } from './jobs.server.ts'

/**
 * The lead's deliveries as an outbox (ADR 094): the statement that stores a lead stores its
 * deliveries unqueued, each with the id its job will have, in the one round trip a visitor waits
 * for; this drain then sends their jobs through the queue's public `sendMany`, in a transaction of
 * its own that also marks them queued. Rows are claimed with `FOR UPDATE SKIP LOCKED`, so every
 * process may drain at once and none sends a job twice; a job id is a primary key besides.
 */
export const deliveryOutbox = 'lead-deliveries'

/** Deliveries sent per transaction: one round of 20 visitors' leads, three deliveries each. */
const DRAIN_BATCH = 100

const claimSql = `UPDATE lead_deliveries SET queued = true
  WHERE id IN (SELECT id FROM lead_deliveries WHERE NOT queued ORDER BY id LIMIT ${DRAIN_BATCH} FOR UPDATE SKIP LOCKED)
  RETURNING id, job_id`

/** Sends the jobs of up to DRAIN_BATCH unqueued deliveries; answers how many it sent. */
export async function drainDeliveryOutbox(database: Database, queue: JobQueue): Promise<number> {
  return database.transaction(async (session) => {
    const claimed = await session.query<{ id: number; job_id: string }>(claimSql, [], 'lead-deliveries-claim')
    await queue.sendMany(
      leadDeliveryJob,
      claimed.map((row) => ({ id: row.job_id, payload: { deliveryId: row.id } })),
      { session },
    )
    return claimed.length
  })
}
