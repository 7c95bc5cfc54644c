import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { afterEach, beforeAll, expect, it } from 'vitest'
import { z, ZodError } from 'zod'
import type { Database, Db } from '~/db/client.server.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { runRetriesNow, waitFor as waitUntil } from '~/test/jobs.ts'
import { createJobQueue, defineJob, type JobQueue, type JobState, type JobType } from './queue.server.ts'

// One durable job queue in the database, on PGlite and on PostgreSQL (ADR 037). No timing
// assertions: each wait below is a generous upper bound for something that happens much sooner.
// Retries are a minute or more apart, so none runs by itself: a test checks the wait the queue
// scheduled and then makes it due (src/test/jobs.ts) instead of sleeping through it.

const WAIT_MS = 30_000

function gate() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { open, opened }
}

const notify = defineJob({
  name: 'lead-notification',
  payload: z.object({ leadId: z.number().int(), email: z.email() }),
  retryLimit: 2,
  retryDelaySeconds: 60,
  backoff: true,
})
const exportLeads = defineJob({ name: 'lead-export', payload: z.object({ siteId: z.number() }), retryLimit: 1, retryDelaySeconds: 1 })
const jobs = [notify, exportLeads]

/**
 * `database` as another process would reach it, with a way to wait until every query it started has
 * ended: a test that something did not happen waits for that, not for a while.
 */
function tracked(database: Database) {
  const pending = new Set<Promise<unknown>>()
  const client = (database.db as unknown as { $client: object }).$client
  const countedClient = new Proxy(client, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key)
      if (typeof value !== 'function') return value
      if (key !== 'query' && key !== 'exec') return value.bind(target)
      return (...args: unknown[]) => {
        const result = (value as (...args: unknown[]) => Promise<unknown>).apply(target, args)
        pending.add(result)
        void result.catch(() => {}).finally(() => pending.delete(result))
        return result
      }
    },
  })
  const db = new Proxy(database.db, { get: (target, key) => (key === '$client' ? countedClient : Reflect.get(target, key)) })
  return { database: { ...database, db }, settled: async () => void (await Promise.allSettled([...pending])) }
}

describeEachEngine('job queue', (db) => {
  let database: Database
  let schema: string
  const queues: JobQueue[] = []

  beforeAll(async () => {
    database = db().database
    // The queue's tables go into the suite's own schema, dropped with it.
    const result = (await database.db.execute(sql`select current_schema() as name`)) as unknown as { rows: { name: string }[] }
    schema = result.rows[0]!.name
  })
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((queue) => queue.stop({ timeoutMs: 1000 })))
    // Each test starts from an empty queue (a job left waiting would be the next one's first).
    await database.db.execute(sql.raw(`DELETE FROM "${schema}".job`))
  })

  /** A queue as one process would have it; several on one database stand for several processes. */
  async function startQueue(
    list: readonly JobType[] = jobs,
    options: { maintenanceIntervalSeconds?: number; on?: Database; retries?: { limit?: number } } = {},
  ) {
    const { on = database, ...intervals } = options
    const queue = createJobQueue(on, { jobs: list, schema, pollingIntervalSeconds: 0.05, ...intervals })
    queues.push(queue)
    await queue.start()
    return queue
  }
  const stateOf = (queue: JobQueue, type: JobType, id: string) => async () => (await queue.getJob(type, id)) as JobState
  /** Waits for `done`; with `retriesNow`, a job waiting for a retry runs at once (the test's clock). */
  const waitFor = <T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, options: { retriesNow?: boolean } = {}) =>
    waitUntil(read, done, what, { timeoutMs: WAIT_MS, retriesNow: options.retriesNow ? { database, schema } : undefined })

  it('runs a job and keeps what the handler returned', async () => {
    const queue = await startQueue()
    const seen: unknown[] = []
    queue.work(notify, async (job) => {
      seen.push(job.payload)
      return { sent: job.payload.email }
    })
    const id = await queue.send(notify, { leadId: 7, email: 'buyer@example.com' })
    const job = await waitFor(stateOf(queue, notify, id), (j) => j.state === 'completed', 'completion')
    expect(seen).toEqual([{ leadId: 7, email: 'buyer@example.com' }])
    expect(job).toMatchObject({ id, name: 'lead-notification', attempts: 1, lastError: null, output: { sent: 'buyer@example.com' } })
    expect(job.progress).toEqual({ fraction: 1, note: null })
    expect(job.completedAt).toBeInstanceOf(Date)
  })

  it('checks the payload when sending: a bad one is refused and stores nothing', async () => {
    const queue = await startQueue()
    await expect(queue.send(notify, { leadId: 7, email: 'not an address' })).rejects.toThrow(ZodError)
    await expect(queue.send(notify, { leadId: 7, email: 'not an address' })).rejects.toThrow(/email/)
    expect((await queue.depths())['lead-notification']).toBe(0)
    const other = defineJob({ name: 'not-listed', payload: z.object({}) })
    await expect(queue.send(other, {})).rejects.toThrow(/not in this queue's list/)
  })

  it('retries a failing job with backoff, then marks it failed and keeps its last error', async () => {
    const queue = await startQueue()
    const attempts: [number, boolean][] = []
    const failedAt: number[] = []
    queue.work(notify, async (job) => {
      attempts.push([job.attempt, job.lastAttempt])
      failedAt.push(Date.now())
      throw new Error(`SMTP server refused (attempt ${job.attempt})`)
    })
    const id = await queue.send(notify, { leadId: 8, email: 'buyer@example.com' })
    // Backoff: after failure n the retry is due at least 2^(n-1) times the type's delay after it.
    for (let failures = 1; failures <= 2; failures++) {
      const waiting = await waitFor(stateOf(queue, notify, id), (j) => j.state === 'retry' && j.attempts === failures, `retry ${failures}`)
      expect(waiting.lastError).toBe(`SMTP server refused (attempt ${failures})`)
      expect(attempts).toHaveLength(failures)
      const wait = waiting.runAfter.getTime() - failedAt[failures - 1]!
      expect(wait).toBeGreaterThanOrEqual(2 ** (failures - 1) * notify.retryDelaySeconds * 1000)
      await runRetriesNow(database, schema)
    }
    const job = await waitFor(stateOf(queue, notify, id), (j) => j.state === 'failed', 'the last retry')
    expect(attempts).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ])
    expect(job).toMatchObject({ state: 'failed', attempts: 3, retryLimit: 2, lastError: 'SMTP server refused (attempt 3)', output: null })
  })

  it("takes a test's retries instead of the type's own", async () => {
    const queue = await startQueue(jobs, { retries: { limit: 0 } })
    const attempts: boolean[] = []
    queue.work(notify, async (job) => {
      attempts.push(job.lastAttempt)
      throw new Error('refused')
    })
    const id = await queue.send(notify, { leadId: 8, email: 'buyer@example.com' })
    expect(await waitFor(stateOf(queue, notify, id), (j) => j.state === 'failed', 'the only attempt')).toMatchObject({ retryLimit: 0 })
    expect(attempts).toEqual([true])
  })

  it('sends a scheduled job once per window, however many processes schedule it', async () => {
    const first = await startQueue()
    const elsewhere = tracked(database)
    const second = await startQueue(jobs, { on: elsewhere.database })
    const runs: number[] = []
    first.work(exportLeads, async (job) => void runs.push(job.payload.siteId))
    expect(() => first.every(exportLeads, { siteId: 3 }, 86_400)).toThrow(/1 to 43200 seconds, not 86400/)
    first.every(exportLeads, { siteId: 3 }, 43_200)
    second.every(exportLeads, { siteId: 3 }, 43_200)
    await waitFor(
      async () => runs.length,
      (n) => n > 0,
      'the scheduled run',
    )
    // The second process's send has ended (refused, its window taken) when its queries have.
    await elsewhere.settled()
    const sent = (await database.db.execute(
      sql.raw(`SELECT count(*)::int AS n FROM "${schema}".job WHERE name = 'lead-export'`),
    )) as unknown as { rows: { n: number }[] }
    expect(sent.rows[0]!.n).toBe(1)
    expect(runs).toEqual([3])
  })

  it('reports progress that the sender reads by id', async () => {
    const queue = await startQueue()
    const release = gate()
    queue.work(exportLeads, async (job) => {
      await job.progress(0.25)
      await job.progress(0.5, '500 of 1,000 leads')
      await release.opened
      return { rows: 1000 }
    })
    const id = await queue.send(exportLeads, { siteId: 1 })
    const running = await waitFor(stateOf(queue, exportLeads, id), (j) => j.progress?.fraction === 0.5, 'progress')
    expect(running).toMatchObject({ state: 'active', attempts: 1, progress: { fraction: 0.5, note: '500 of 1,000 leads' } })
    release.open()
    const done = await waitFor(stateOf(queue, exportLeads, id), (j) => j.state === 'completed', 'completion')
    expect(done).toMatchObject({ progress: { fraction: 1, note: '500 of 1,000 leads' }, output: { rows: 1000 } })
    expect(await queue.getJob(exportLeads, '00000000-0000-0000-0000-000000000000')).toBeNull()
    expect(await queue.getJob(exportLeads, 'not-a-job-id')).toBeNull()
  })

  it('survives a restart: a job sent before it, and one whose process died while running it', async () => {
    const crashProne = defineJob({
      name: 'inventory-import',
      payload: z.object({ file: z.string() }),
      retryDelaySeconds: 0,
      expireInSeconds: 1,
    })
    const before = await startQueue([notify, crashProne])
    const waiting = await before.send(notify, { leadId: 9, email: 'buyer@example.com' })
    const orphan = await before.send(crashProne, { file: 'stock.csv' })
    // The first process took the import and died: the row is active, its attempt long expired.
    await database.db.execute(
      sql.raw(`UPDATE "${schema}".job SET state = 'active', started_on = now() - interval '1 hour' WHERE id = '${orphan}'`),
    )
    await before.stop()

    const after = await startQueue([notify, crashProne], { maintenanceIntervalSeconds: 1 })
    after.work(notify, async () => 'sent')
    after.work(crashProne, async () => 'imported')
    expect(await waitFor(stateOf(after, notify, waiting), (j) => j.state === 'completed', 'the waiting job')).toMatchObject({
      output: 'sent',
    })
    // Maintenance fails the expired attempt (within a second); its retry is then made due at once.
    const resumed = await waitFor(stateOf(after, crashProne, orphan), (j) => j.state === 'completed', 'the orphaned job', {
      retriesNow: true,
    })
    expect(resumed).toMatchObject({ attempts: 2, output: 'imported' })
  })

  it('runs each job once when two processes work the same queue', async () => {
    // On PostgreSQL the second "process" has a pool of its own; a PGlite belongs to one process.
    const pool = database.engine === 'postgres' ? new pg.Pool((database.db as unknown as { $client: pg.Pool }).$client.options) : null
    const elsewhere = pool ? { ...database, db: drizzle(pool) as unknown as Db } : database
    const first = await startQueue()
    const second = await startQueue(jobs, { on: elsewhere })
    const runs = new Map<number, number>()
    const handler = async (job: { payload: { leadId: number } }) => {
      runs.set(job.payload.leadId, (runs.get(job.payload.leadId) ?? 0) + 1)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    first.work(notify, handler, { concurrency: 2 })
    second.work(notify, handler, { concurrency: 2 })
    const ids = []
    for (let leadId = 1; leadId <= 20; leadId++)
      ids.push(await (leadId % 2 ? first : second).send(notify, { leadId, email: 'buyer@example.com' }))
    for (const id of ids) await waitFor(stateOf(first, notify, id), (j) => j.state === 'completed', `job ${id}`)
    expect([...runs.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
    expect([...runs.values()].every((count) => count === 1)).toBe(true)
    await second.stop()
    await pool?.end()
  })

  it('shuts down gracefully: takes no new job and lets the running one finish', async () => {
    const queue = await startQueue()
    const started = gate()
    const release = gate()
    queue.work(exportLeads, async () => {
      started.open()
      await release.opened
      return 'finished'
    })
    const id = await queue.send(exportLeads, { siteId: 1 })
    await started.opened
    let stopped = false
    const stopping = queue.stop({ timeoutMs: WAIT_MS }).then(() => (stopped = true))
    const later = await queue.send(exportLeads, { siteId: 2 })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(stopped).toBe(false)
    release.open()
    await stopping
    expect(await queue.getJob(exportLeads, id)).toMatchObject({ state: 'completed', output: 'finished' })
    expect(await queue.getJob(exportLeads, later)).toMatchObject({ state: 'created', attempts: 0 })
  })

  it('fails a job still running when the shutdown stops waiting, so that it is retried', async () => {
    const queue = await startQueue()
    const started = gate()
    let aborted = false
    queue.work(exportLeads, async (job) => {
      started.open()
      await new Promise<void>((resolve) => job.signal.addEventListener('abort', () => resolve()))
      aborted = true
    })
    const id = await queue.send(exportLeads, { siteId: 1 })
    await started.opened
    await queue.stop({ timeoutMs: 200 })
    expect(aborted).toBe(true)
    expect(await queue.getJob(exportLeads, id)).toMatchObject({
      state: 'retry',
      attempts: 1,
      lastError: 'The process shut down while the job ran',
    })
  })

  it('writes a job in the sender’s transaction: none if it rolls back', async () => {
    const queue = await startQueue()
    const rollback = new Error('rollback')
    await expect(
      database.db.transaction(async (tx) => {
        await queue.send(notify, { leadId: 10, email: 'buyer@example.com' }, { tx })
        throw rollback
      }),
    ).rejects.toBe(rollback)
    expect(await queue.depths()).toEqual({ 'lead-notification': 0, 'lead-export': 0 })
    const id = await database.db.transaction((tx) => queue.send(notify, { leadId: 11, email: 'buyer@example.com' }, { tx }))
    expect(await queue.depths()).toEqual({ 'lead-notification': 1, 'lead-export': 0 })
    expect(await queue.getJob(notify, id)).toMatchObject({ state: 'created', attempts: 0, progress: null })
  })

  it('writes several jobs in one statement under their given ids, in the sender’s transaction', async () => {
    const queue = await startQueue()
    const ids = [randomUUID(), randomUUID()]
    const sent = ids.map((id, i) => ({ id, payload: { leadId: 20 + i, email: 'buyer@example.com' } }))
    const rollback = new Error('rollback')
    await expect(
      database.db.transaction(async (tx) => {
        await queue.sendMany(notify, sent, { tx })
        throw rollback
      }),
    ).rejects.toBe(rollback)
    expect((await queue.depths())['lead-notification']).toBe(0)
    await database.db.transaction((tx) => queue.sendMany(notify, sent, { tx }))
    for (const id of ids) expect(await queue.getJob(notify, id)).toMatchObject({ id, state: 'created', retryLimit: 2 })
    await expect(queue.sendMany(notify, [{ id: randomUUID(), payload: { leadId: 1, email: 'nope' } }])).rejects.toThrow(/email/)
    await expect(queue.sendMany(notify, [{ id: 'job-1', payload: { leadId: 1, email: 'a@example.com' } }])).rejects.toThrow(
      /must be a UUID/,
    )
    expect((await queue.depths())['lead-notification']).toBe(2)
  })

  it('writes jobs in a session of Database.transaction beside the caller’s rows: only if it commits, as declared, and run as sent ones', async () => {
    const queue = await startQueue()
    const ids = [randomUUID(), randomUUID()]
    const sent = ids.map((id, i) => ({ id, payload: { leadId: i, email: 'buyer@example.com' } }))
    const rollback = new Error('rollback')
    await expect(
      database.transaction(async (session) => {
        await session.query('SELECT 1', [])
        await queue.sendMany(notify, sent, { session })
        throw rollback
      }),
    ).rejects.toBe(rollback)
    expect((await queue.depths())['lead-notification']).toBe(0)
    await database.transaction((session) => queue.sendMany(notify, sent, { session }))
    // The contract with the queue's tables: what a lead's deliveries rely on being written. A queue
    // upgrade that writes jobs differently (other columns, other defaults) fails here first.
    const written = (await database.db.execute(
      sql.raw(`SELECT id::text, name, data, state::text, retry_limit, retry_delay, retry_backoff, extract(epoch FROM expire_in)::int AS expire_seconds,
        start_after <= now() AS due FROM "${schema}".job WHERE name = 'lead-notification' ORDER BY data->>'leadId'`),
    )) as unknown as { rows: unknown[] }
    expect(written.rows).toEqual(
      ids.map((id, i) => ({
        id,
        name: 'lead-notification',
        data: { leadId: i, email: 'buyer@example.com' },
        state: 'created',
        retry_limit: 2,
        retry_delay: 60,
        retry_backoff: true,
        expire_seconds: 15 * 60,
        due: true,
      })),
    )
    const seen: unknown[] = []
    queue.work(notify, async (job) => void seen.push(job.payload))
    await waitFor(stateOf(queue, notify, ids[1]!), (j) => j.state === 'completed', 'the second job')
    await waitFor(stateOf(queue, notify, ids[0]!), (j) => j.state === 'completed', 'the first job')
    expect(seen).toEqual(expect.arrayContaining(sent.map((job) => job.payload)))
  })

  it('runs a batch of jobs together: each completes with its own answer, a failing one alone is retried', async () => {
    const queue = await startQueue()
    const ids = [randomUUID(), randomUUID(), randomUUID()]
    await queue.sendMany(
      notify,
      ids.map((id, i) => ({ id, payload: { leadId: i, email: 'buyer@example.com' } })),
    )
    const batches: number[] = []
    let running = 0
    queue.work(
      notify,
      async (job) => {
        running++
        batches.push(running)
        await new Promise((resolve) => setTimeout(resolve, 50))
        running--
        if (job.payload.leadId === 2 && job.attempt === 1) throw new Error('SMTP server busy')
        return { sent: job.payload.leadId === 0 ? 'first' : 'other' }
      },
      { batchSize: 3 },
    )
    const last = await waitFor(stateOf(queue, notify, ids[2]!), (j) => j.state === 'completed', 'the retried job', { retriesNow: true })
    expect(last).toMatchObject({ attempts: 2, output: { sent: 'other' } })
    expect(await queue.getJob(notify, ids[0]!)).toMatchObject({ state: 'completed', attempts: 1, output: { sent: 'first' } })
    expect(await queue.getJob(notify, ids[1]!)).toMatchObject({ state: 'completed', attempts: 1, output: { sent: 'other' } })
    // The first three ran side by side: one fetch for the batch.
    expect(Math.max(...batches)).toBe(3)
  })
})
