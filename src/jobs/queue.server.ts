import PgBoss from 'pg-boss'
import type { z } from 'zod'
import type { Database, Session, Tx } from '~/db/client.server.ts'
import { log as processLog, type Logger } from '~/lib/log.server.ts'
import { storableJson, storableText } from '~/lib/storable.ts'
import { executorFor, executorInSession, executorInTransaction } from './sql.server.ts'

/**
 * The durable job queue (ADR 037): jobs are rows in the database, run by pg-boss on
 * PostgreSQL and on PGlite alike. A job type is declared once with `defineJob` (name, zod schema of
 * its payload, retries); the process that runs it registers a handler with `queue.work`.
 *
 * @example
 * const leadExport = defineJob({ name: 'lead-export', payload: z.object({ siteId: z.number() }) })
 * const queue = createJobQueue(database, { jobs: [leadExport] })
 * await queue.start()
 * await queue.work(leadExport, async (job) => {
 *   await job.progress(0.5, '500 of 1,000 leads')
 *   return { file: 'leads.csv' }
 * })
 * const id = await queue.send(leadExport, { siteId: 1 })
 * await queue.getJob(leadExport, id) // { state: 'active', progress: { fraction: 0.5, … }, … }
 */

/** The schema of the queue's tables on a real install; tests give each suite its own. */
export const JOBS_SCHEMA = 'pgboss'

/** How long a shutdown waits for running jobs; what is still running then is failed and retried. */
export const JOBS_SHUTDOWN_TIMEOUT_MS = 20_000

export interface JobType<S extends z.ZodType<object> = z.ZodType<object>> {
  readonly name: string
  readonly payload: S
  /** Runs after the first: 3 means at most 4 attempts, then the job is `failed` (dead). */
  readonly retryLimit: number
  /** The wait before the first retry; with `backoff` it doubles each retry (with jitter). */
  readonly retryDelaySeconds: number
  readonly backoff: boolean
  /**
   * The longest an attempt may run. An attempt still active after it (its process died, or it hangs)
   * is failed by the queue's maintenance and retried, possibly by another process: keep it well above
   * the longest honest run.
   */
  readonly expireInSeconds: number
}

/** Declares a job type: a name (lower-case letters, digits, hyphens), its payload's schema, its retries. */
export function defineJob<S extends z.ZodType<object>>(definition: {
  name: string
  payload: S
  retryLimit?: number
  retryDelaySeconds?: number
  backoff?: boolean
  expireInSeconds?: number
}): JobType<S> {
  if (!/^[a-z][a-z0-9-]{0,49}$/.test(definition.name))
    throw new Error(`Job name "${definition.name}" must be lower-case letters, digits and hyphens`)
  return { retryLimit: 3, retryDelaySeconds: 30, backoff: true, expireInSeconds: 15 * 60, ...definition }
}

/** What a handler gets: the checked payload and the means to report progress. */
export interface RunningJob<Payload> {
  id: string
  payload: Payload
  /** 1 on the first run, 2 on the first retry … */
  attempt: number
  /** No retry follows if this attempt fails: the place to record a final outcome (a dead letter). */
  lastAttempt: boolean
  /**
   * Records how far the job is (0 … 1) and an optional note, readable by id at once (`getJob`).
   * Each call is a write: report every few hundred rows, not every row. Throws `JobLostError` when
   * the attempt is no longer this worker's (it expired), so the handler stops.
   */
  progress(fraction: number, note?: string): Promise<void>
  /** Aborted when a shutdown stops waiting for the job (it is then failed and retried elsewhere). */
  signal: AbortSignal
}

export type JobHandler<S extends z.ZodType<object>> = (job: RunningJob<z.output<S>>) => Promise<unknown>

/** How one job of a batch ended: its result (kept, as a handler's return value is), or why it failed. */
export type JobOutcome = { ok: true; result?: unknown } | { ok: false; error: unknown }
export const succeeded = (result: unknown): JobOutcome => ({ ok: true, result })
export const failed = (error: unknown): JobOutcome => ({ ok: false, error })

/** Runs a batch of jobs and answers each one's outcome, in the order given. Throwing fails them all. */
export type BatchHandler<S extends z.ZodType<object>> = (jobs: RunningJob<z.output<S>>[]) => Promise<JobOutcome[]>

export type JobStatus = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed'

/** A job as its sender sees it (a lead's detail, an export's progress bar). */
export interface JobState {
  id: string
  name: string
  /** created: waiting; active: running; retry: failed, waiting for its next attempt; failed: no attempt left. */
  state: JobStatus
  /** Attempts started so far. */
  attempts: number
  retryLimit: number
  /** The running attempt's last report; `{ fraction: 1 }` once completed; null before a report. */
  progress: { fraction: number; note: string | null } | null
  /** The message of the last failed attempt, while retrying and once failed. */
  lastError: string | null
  /** What the handler returned, once completed. */
  output: unknown
  createdAt: Date
  startedAt: Date | null
  completedAt: Date | null
  /** When the job (or its next retry) may start. */
  runAfter: Date
}

/** A running attempt that expired and may be another worker's now: stop, record nothing. */
export class JobLostError extends Error {
  override name = 'JobLostError'
}

export interface JobQueue {
  /** Installs or upgrades the queue's tables (pg-boss migrations, under a lock) and its queues. */
  start(): Promise<void>
  /**
   * Stores a job; its payload is checked first (a ZodError names the bad field). With `tx` the job
   * is written in that Drizzle transaction and exists only if it commits.
   */
  send<S extends z.ZodType<object>>(type: JobType<S>, payload: z.input<S>, options?: { tx?: Tx }): Promise<string>
  /**
   * Stores several jobs of `type` in one statement, each under the id given (a UUID, so that a row
   * can name its job before the job is written), as `send` does one: payloads checked first. With
   * `tx` (a Drizzle transaction) or `session` (a `Database.transaction`'s, for a hot path's prepared
   * statements) they are written in that transaction and exist only if it commits; the workers find
   * them at their next poll.
   */
  sendMany<S extends z.ZodType<object>>(
    type: JobType<S>,
    jobs: { id: string; payload: z.input<S> }[],
    options?: { tx?: Tx; session?: Session },
  ): Promise<void>
  /**
   * Sends a job of `type` once per window of `everySeconds`, whichever process comes first (windows
   * start at the epoch: 43,200 is each half UTC day, the longest, as pg-boss archives a window's job
   * after 12 hours). This process tries at once and then every hour (or window, if shorter) until
   * `stop`, so a window without a running process is skipped, and the next process to start sends.
   */
  every<S extends z.ZodType<object>>(type: JobType<S>, payload: z.input<S>, everySeconds: number): void
  /**
   * Runs jobs of `type` in this process until `stop`: `concurrency` loops, each fetching up to
   * `batchSize` jobs at once and running them together (a batch costs one fetch and, for the jobs
   * that end alike, one completion: cheaper under load, for short jobs such as deliveries).
   */
  work<S extends z.ZodType<object>>(type: JobType<S>, handler: JobHandler<S>, options?: { concurrency?: number; batchSize?: number }): void
  /**
   * Runs jobs of `type` a batch at a time, for handlers that do per batch what `work` would do per job
   * (one claim statement for all of them): the handler gets up to `batchSize` jobs and answers each
   * one's outcome; each is then completed, or failed and retried, on its own.
   */
  workBatch<S extends z.ZodType<object>>(
    type: JobType<S>,
    handler: BatchHandler<S>,
    options?: { concurrency?: number; batchSize?: number },
  ): void
  /**
   * Runs `drain` in this process until `stop`, for an outbox: rows a hot statement wrote whose jobs
   * are still to be sent (a lead's deliveries). It runs at once, again at once while it sends
   * something (it answers how many jobs it sent) or after `nudge(name)`, and otherwise every polling
   * interval, which picks up what a process that stopped before draining left. `drain` claims its
   * rows so that processes draining together never send one twice (`FOR UPDATE SKIP LOCKED`).
   * With `gatherMs` it waits that long before each run, so that rows written meanwhile go together.
   */
  drain(name: string, drain: () => Promise<number>, options?: { gatherMs?: number }): void
  /** Runs the outbox `name`'s drain now (after the transaction that wrote its rows committed); no-op if none runs here. */
  nudge(name: string): void
  /** The job's state, also after it was archived; null for an unknown id. */
  getJob(type: JobType, id: string): Promise<JobState | null>
  /** Jobs waiting to run (created or waiting for a retry), per job name. */
  depths(): Promise<Record<string, number>>
  /**
   * Takes no new jobs and waits for the running ones, up to `timeoutMs`; those still running then
   * are failed (and so retried). Sending still works until the database closes.
   */
  stop(options?: { timeoutMs?: number }): Promise<void>
}

interface StoredOutput {
  result?: unknown
  progress?: { fraction: number; note: string | null }
  error?: { message?: string }
  /** pg-boss's own failures (expiry): `{ value: { message } }`. */
  value?: { message?: string } | string
}

/** How one attempt ended, to be recorded with the rest of its batch. */
type Attempt = { id: string; attempt: number } & (
  { ok: true; output: { result: unknown; progress: { fraction: number; note: string | null } } } | { ok: false; error: unknown }
)

interface Running {
  type: JobType
  id: string
  controller: AbortController
  abandoned: boolean
}

/** pg-boss's default archive interval: a window's job must outlive its window to keep it single. */
const MAX_WINDOW_SECONDS = 12 * 60 * 60

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * A queue over `database`. `jobs` is every job type this process sends or runs: their queues are
 * made at `start`, and a type not listed is refused. Tests pass `schema` (their suite's) and short
 * intervals.
 */
export function createJobQueue(
  database: Database,
  options: {
    jobs: readonly JobType[]
    schema?: string
    log?: Logger
    /** How often an idle worker looks for jobs (a send in the same process wakes it at once). */
    pollingIntervalSeconds?: number
    /** How often expired attempts are failed and old jobs archived (one process does it at a time). */
    maintenanceIntervalSeconds?: number
    /** Tests: every type's retries instead of its own (fewer attempts, shorter waits; backoff as declared). */
    retries?: { limit?: number; delaySeconds?: number }
  },
): JobQueue {
  const schema = options.schema ?? JOBS_SCHEMA
  if (!/^[a-z_][a-z0-9_]{0,49}$/.test(schema)) throw new Error(`Job queue schema "${schema}" must be a plain lower-case name`)
  const logger = options.log ?? processLog
  const pollMs = (options.pollingIntervalSeconds ?? 2) * 1000
  const types = new Map<string, JobType>()
  for (const type of options.jobs) {
    if (types.has(type.name)) throw new Error(`Job type "${type.name}" is listed twice`)
    types.set(type.name, type)
  }
  const retriesOf = (type: JobType) => ({
    retryLimit: options.retries?.limit ?? type.retryLimit,
    retryDelay: options.retries?.delaySeconds ?? type.retryDelaySeconds,
    retryBackoff: type.backoff,
    expireInSeconds: type.expireInSeconds,
  })
  const executor = executorFor(database)
  const boss = new PgBoss({
    db: executor,
    schema,
    migrate: true,
    supervise: true,
    schedule: false,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
  })
  boss.on('error', (error) => logger.error({ err: error }, 'Job queue maintenance failed'))

  // NOTE: progress is kept in the job's own `output` column (pg-boss has no progress of its own).
  // The attempt's retry_count is its token: after an expiry another worker's attempt has a new one.
  const progressSql = `UPDATE ${schema}.job
    SET output = COALESCE(output, '{}'::jsonb) || jsonb_build_object('progress', jsonb_build_object('fraction', $3::float8, 'note', $4::text))
    WHERE name = $1 AND id = $2 AND state = 'active' AND retry_count = $5
    RETURNING id`

  let phase: 'new' | 'started' | 'stopping' | 'stopped' = 'new'
  const loops: Promise<void>[] = []
  const running = new Set<Running>()
  const wakers = new Map<string, Set<() => void>>()
  const drains = new Map<string, { nudged: boolean }>()
  const timers = new Set<NodeJS.Timeout>()

  function registered(type: JobType) {
    if (types.get(type.name) !== type) throw new Error(`Job type "${type.name}" is not in this queue's list of jobs`)
  }

  /** Waits one polling interval, or less when a send or a stop wakes the queue's workers. */
  function pause(name: string) {
    return new Promise<void>((resolve) => {
      const sleepers = wakers.get(name) ?? new Set()
      wakers.set(name, sleepers)
      const done = () => {
        clearTimeout(timer)
        sleepers.delete(done)
        resolve()
      }
      const timer = setTimeout(done, pollMs)
      sleepers.add(done)
    })
  }
  const wake = (name: string) => [...(wakers.get(name) ?? [])].forEach((done) => done())

  async function loop(type: JobType, handler: BatchHandler<z.ZodType<object>>, batchSize: number) {
    while (phase === 'started') {
      let jobs: PgBoss.JobWithMetadata<object>[] = []
      try {
        jobs = await boss.fetch<object>(type.name, { batchSize, includeMetadata: true })
      } catch (error) {
        logger.error({ err: error, job: type.name }, 'Fetching a job failed')
      }
      // Jobs fetched while a stop began are active now: they run to the end all the same.
      if (jobs.length > 0) await record(type, await runBatch(type, handler, jobs))
      else await pause(type.name)
    }
  }

  /** One attempt of each job of a batch: how each ended, or null for one no longer this worker's. */
  async function runBatch(
    type: JobType,
    handler: BatchHandler<z.ZodType<object>>,
    jobs: PgBoss.JobWithMetadata<object>[],
  ): Promise<(Attempt | null)[]> {
    const started = jobs.map((job) => {
      const entry: Running = { type, id: job.id, controller: new AbortController(), abandoned: false }
      const state = { note: null as string | null, lost: false }
      const parsed = type.payload.safeParse(job.data)
      const handed: RunningJob<object> | null = parsed.success
        ? {
            id: job.id,
            payload: parsed.data,
            attempt: job.retryCount + 1,
            lastAttempt: job.retryCount >= job.retryLimit,
            signal: entry.controller.signal,
            async progress(fraction, text) {
              if (!(fraction >= 0 && fraction <= 1)) throw new RangeError(`progress must be a fraction from 0 to 1, not ${fraction}`)
              state.note = text ?? null
              const { rows } = await executor.executeSql(progressSql, [type.name, job.id, fraction, state.note, job.retryCount])
              if (rows.length === 0) {
                state.lost = true
                throw new JobLostError(`Job ${type.name} ${job.id} is no longer this worker's: its attempt expired`)
              }
            },
          }
        : null
      running.add(entry)
      return { job, entry, state, handed, parseError: parsed.error }
    })
    const runnable = started.filter((s) => s.handed !== null)
    let ended: JobOutcome[]
    try {
      ended = runnable.length > 0 ? await handler(runnable.map((s) => s.handed!)) : []
      if (ended.length !== runnable.length) throw new Error(`A batch handler answered ${ended.length} outcomes for ${runnable.length} jobs`)
    } catch (error) {
      ended = runnable.map(() => ({ ok: false, error }))
    } finally {
      for (const { entry } of started) running.delete(entry)
    }
    return started.map(({ job, entry, state, handed, parseError }) => {
      // An expired or abandoned attempt records nothing: the job is someone else's now.
      if (state.lost || entry.abandoned) return null
      const attempt = job.retryCount + 1
      if (!handed) return { id: job.id, attempt, ok: false, error: parseError }
      const outcome = ended[runnable.findIndex((s) => s.job === job)]!
      return outcome.ok
        ? { id: job.id, attempt, ok: true, output: { result: outcome.result ?? null, progress: { fraction: 1, note: state.note } } }
        : { id: job.id, attempt, ok: false, error: outcome.error }
    })
  }

  /**
   * Records a batch's outcomes: the completed jobs with the same output in one statement (a batch of
   * deliveries is mostly that), each failure on its own.
   */
  async function record(type: JobType, attempts: (Attempt | null)[]) {
    const completed = new Map<string, string[]>()
    for (const attempt of attempts) {
      if (!attempt) continue
      if (attempt.ok) {
        // An outcome may quote the job's input (an import's report names a feed's bad column):
        // recorded whatever it holds, or the job would stay active and run again.
        const key = JSON.stringify(storableJson(attempt.output))
        completed.set(key, [...(completed.get(key) ?? []), attempt.id])
        continue
      }
      const { error } = attempt
      const message = storableText(error instanceof Error ? error.message : String(error))
      logger.warn(
        { err: error, job: type.name, id: attempt.id, attempt: attempt.attempt },
        `Job ${type.name} failed (attempt ${attempt.attempt})`,
      )
      await boss
        .fail(type.name, attempt.id, { error: { message, name: error instanceof Error ? error.name : 'Error' } })
        // The attempt stays active and expires, then runs again: at least once, never lost.
        .catch((failure: unknown) => logger.error({ err: failure, job: type.name, id: attempt.id }, 'Recording a job outcome failed'))
    }
    for (const [output, ids] of completed) {
      await boss
        .complete(type.name, ids, JSON.parse(output) as object)
        .catch((failure: unknown) => logger.error({ err: failure, job: type.name, ids }, 'Recording a job outcome failed'))
    }
  }

  return {
    async start() {
      if (phase !== 'new') throw new Error('The job queue was already started')
      await boss.start()
      for (const type of types.values()) {
        await boss.createQueue(type.name, { name: type.name, ...retriesOf(type) })
      }
      phase = 'started'
    },

    async send(type, payload, sendOptions = {}) {
      registered(type)
      if (phase === 'new') throw new Error('Start the job queue before sending jobs')
      const data = type.payload.parse(payload)
      const id = await boss.send(type.name, data, {
        ...retriesOf(type),
        ...(sendOptions.tx ? { db: executorInTransaction(sendOptions.tx) } : {}),
      })
      if (!id) throw new Error(`Job ${type.name} was not stored`)
      if (!sendOptions.tx) wake(type.name)
      return id
    },

    async sendMany(type, jobs, sendOptions = {}) {
      registered(type)
      if (phase === 'new') throw new Error('Start the job queue before sending jobs')
      const rows = jobs.map(({ id, payload }) => {
        if (!UUID.test(id)) throw new Error(`A job id must be a UUID, not "${id}"`)
        return { id, name: type.name, data: type.payload.parse(payload), ...retriesOf(type) }
      })
      if (rows.length === 0) return
      const { tx, session } = sendOptions
      await boss.insert(rows, tx ? { db: executorInTransaction(tx) } : session ? { db: executorInSession(session) } : {})
      if (!tx && !session) wake(type.name)
    },

    every(type, payload, everySeconds) {
      registered(type)
      if (phase !== 'started') throw new Error('Start the job queue before scheduling jobs (and not after stop)')
      if (!(everySeconds >= 1 && everySeconds <= MAX_WINDOW_SECONDS))
        throw new RangeError(`A schedule's window is 1 to ${MAX_WINDOW_SECONDS} seconds, not ${everySeconds}`)
      const data = type.payload.parse(payload)
      // NOTE: pg-boss's unique index on (name, singleton_on, singleton_key) keeps a window to one job
      // whichever process sends it; a refused send answers null.
      const sendOnce = () =>
        boss
          .send(type.name, data, { ...retriesOf(type), singletonKey: type.name, singletonSeconds: everySeconds })
          .then((id) => id && wake(type.name))
          .catch((error: unknown) => logger.error({ err: error, job: type.name }, 'Sending a scheduled job failed'))
      void sendOnce()
      const timer = setInterval(() => void sendOnce(), Math.min(everySeconds, 3600) * 1000)
      timer.unref()
      timers.add(timer)
    },

    work(type, handler, workOptions = {}) {
      const each = handler as JobHandler<z.ZodType<object>>
      this.workBatch(type, (jobs) => Promise.all(jobs.map((job) => each(job).then(succeeded, failed))), workOptions)
    },

    workBatch(type, handler, workOptions = {}) {
      registered(type)
      if (phase !== 'started') throw new Error('Start the job queue before its workers (and not after stop)')
      const { concurrency = 1, batchSize = 1 } = workOptions
      for (let i = 0; i < concurrency; i++) loops.push(loop(type, handler as BatchHandler<z.ZodType<object>>, batchSize))
    },

    drain(name, drain, drainOptions = {}) {
      if (phase !== 'started') throw new Error('Start the job queue before its outbox drains (and not after stop)')
      if (drains.has(name)) throw new Error(`The outbox "${name}" is drained twice`)
      const state = { nudged: false }
      drains.set(name, state)
      const key = `outbox:${name}`
      const gatherMs = drainOptions.gatherMs ?? 0
      loops.push(
        (async () => {
          while (phase === 'started') {
            state.nudged = false
            let sent = 0
            try {
              sent = await drain()
            } catch (error) {
              logger.error({ err: error, outbox: name }, 'Draining an outbox failed')
            }
            // What it sent is due now: this process's idle workers take it without waiting to poll.
            if (sent > 0) for (const worker of types.keys()) wake(worker)
            if (sent === 0 && !state.nudged) await pause(key)
            // Rows written meanwhile are gathered into one drain rather than one each.
            if (gatherMs > 0 && phase === 'started') await new Promise((resolve) => setTimeout(resolve, gatherMs))
          }
        })(),
      )
    },

    nudge(name) {
      const state = drains.get(name)
      if (!state) return
      state.nudged = true
      wake(`outbox:${name}`)
    },

    async getJob(type, id) {
      registered(type)
      if (!UUID.test(id)) return null
      const job = await boss.getJobById<object>(type.name, id, { includeArchive: true })
      return job ? toState(job) : null
    },

    async depths() {
      const names = [...types.keys()]
      const sizes = await Promise.all(names.map((name) => boss.getQueueSize(name)))
      return Object.fromEntries(names.map((name, i) => [name, sizes[i] ?? 0]))
    },

    async stop(stopOptions = {}) {
      if (phase === 'new' || phase === 'stopped') {
        phase = 'stopped'
        return
      }
      if (phase === 'stopping') throw new Error('The job queue is already stopping')
      phase = 'stopping'
      for (const timer of timers) clearInterval(timer)
      for (const name of wakers.keys()) wake(name)
      let timer: NodeJS.Timeout | undefined
      const timedOut = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(true), stopOptions.timeoutMs ?? JOBS_SHUTDOWN_TIMEOUT_MS)
      })
      const late = await Promise.race([Promise.all(loops).then(() => false), timedOut])
      clearTimeout(timer)
      if (late) {
        for (const entry of running) {
          entry.abandoned = true
          entry.controller.abort()
          logger.warn({ job: entry.type.name, id: entry.id }, 'Job still running at shutdown: failed, to be retried')
          await boss
            .fail(entry.type.name, entry.id, { error: { message: 'The process shut down while the job ran', name: 'Shutdown' } })
            .catch((error: unknown) => logger.error({ err: error }, 'Recording a job outcome failed'))
        }
      }
      // Ends pg-boss's maintenance timer; the database stays open (its owner closes it).
      await boss.stop({ graceful: false, close: false, wait: true })
      phase = 'stopped'
    },
  }
}

function toState(job: PgBoss.JobWithMetadata<object>): JobState {
  const output = (job.output ?? {}) as StoredOutput
  const completed = job.state === 'completed'
  const failedBefore = job.state === 'retry' || job.state === 'failed' || (job.state === 'active' && job.retryCount > 0)
  const pgBossMessage = typeof output.value === 'string' ? output.value : output.value?.message
  return {
    id: job.id,
    name: job.name,
    state: job.state,
    attempts: job.startedOn ? job.retryCount + 1 : 0,
    retryLimit: job.retryLimit,
    progress: completed ? (output.progress ?? { fraction: 1, note: null }) : job.state === 'active' ? (output.progress ?? null) : null,
    lastError: failedBefore ? (output.error?.message ?? pgBossMessage ?? null) : null,
    output: completed ? (output.result ?? null) : null,
    createdAt: new Date(job.createdOn),
    startedAt: job.startedOn ? new Date(job.startedOn) : null,
    completedAt: job.completedOn ? new Date(job.completedOn) : null,
    runAfter: new Date(job.startAfter),
  }
}
