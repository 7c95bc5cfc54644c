import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import { and, eq } from 'drizzle-orm'
import { z } from 'zod'
import { recordAudit, type AuditActor } from '~/audit/audit.server.ts'
import type { Database, Db } from '~/db/client.server.ts'
import { auditLog } from '~/db/schema/index.ts'
import { defineJob, type JobQueue, type RunningJob } from '~/jobs/queue.server.ts'
import { ServiceError } from '~/lib/http.server.ts'
import type { FeedIssue } from './feed.ts'
import {
  FeedImportError,
  importFeed,
  listingKeySchema,
  type FeedFormat,
  type FeedSource,
  type ImportProgress,
  type ImportSummary,
} from './import.server.ts'

/**
 * A feed uploaded in the /admin Inventory area (ADR 078): the upload is kept in the
 * media store (`stock-imports/<site>/<id>.<csv|json>`, which every process reads, as lead exports
 * are), a `stock-import` job imports it with `importFeed` and reports its progress, and the page
 * polls the job until its summary. A bad feed writes nothing (importFeed rolls its one transaction back).
 */

/** The largest feed an upload may be: 50 MB. */
/**
 * The part of the media store (src/media, a layer above this one) that keeps uploads: the server
 * passes its `services.media`.
 */
export interface FeedFileStore {
  putFile(key: string, sourcePath: string): Promise<void>
  openFile(key: string): Promise<{ stream: ReadableStream<Uint8Array>; size: number } | null>
  removeFile(key: string): Promise<void>
}

export const FEED_UPLOAD_MAX_BYTES = 50 * 1024 * 1024

export const stockImportJob = defineJob({
  name: 'stock-import',
  payload: z.object({
    siteId: z.number().int().positive(),
    fileKey: z.string().min(1),
    format: z.enum(['csv', 'json']),
    listingKey: z.string(),
    full: z.boolean(),
    actor: z.object({ id: z.number().int(), email: z.string() }),
  }),
  // A feed that cannot be imported is a result, not a failure: only a crash is retried.
  retryLimit: 1,
  retryDelaySeconds: 10,
  expireInSeconds: 60 * 60,
})

export const stockJobTypes = [stockImportJob] as const

export const importFileKey = (siteId: number, id: string, format: FeedFormat) => `stock-imports/${siteId}/${id}.${format}`

export const importRequestSchema = z.object({
  listing_key: listingKeySchema,
  full: z.enum(['true', 'false']).default('false'),
  format: z.enum(['csv', 'json'], { error: 'must be csv or json' }),
})

/** What the job answers once done: the summary, or why the feed could not be read at all. */
export type ImportOutcome = { summary: ImportSummary } | { error: string }

export interface ImportView {
  id: string
  /** created | running | completed | failed */
  status: 'created' | 'running' | 'completed' | 'failed'
  progress: { fraction: number; note: string | null } | null
  summary: Omit<ImportSummary, 'errors'> | null
  /** Every problem, by row and column (at most FEED_MAX_ERRORS); when there are any nothing was written. */
  errors: FeedIssue[]
  /** Why the import failed as a whole (an unreadable file, a crash). */
  error: string | null
}

/**
 * Keeps an uploaded feed (a request body, streamed to a temporary file so memory stays flat, then
 * into the media store), sends its job and records the upload in the audit log. 413 past the limit.
 */
export async function startImport(
  deps: { db: Db; jobs: JobQueue; media: FeedFileStore },
  actor: AuditActor,
  siteId: number,
  body: ReadableStream<Uint8Array> | null,
  request: { listingKey: string; full: boolean; format: FeedFormat },
): Promise<ImportView> {
  if (!body) throw new ServiceError(422, 'Invalid value', 'The request body is the feed file; it is empty.')
  const id = randomUUID()
  const key = importFileKey(siteId, id, request.format)
  const folder = await mkdtemp(join(tmpdir(), 'forecourt-feed-'))
  try {
    const file = join(folder, `feed.${request.format}`)
    let size = 0
    const limit = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length
        if (size > FEED_UPLOAD_MAX_BYTES) done(new UploadTooLarge())
        else done(null, chunk)
      },
    })
    await pipeline(Readable.fromWeb(body as NodeReadableStream<Uint8Array>), limit, createWriteStream(file))
    if (size === 0) throw new ServiceError(422, 'Invalid value', 'The request body is the feed file; it is empty.')
    await deps.media.putFile(key, file)
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
  await deps.db.transaction(async (tx) => {
    await deps.jobs.sendMany(
      stockImportJob,
      [
        {
          id,
          payload: {
            siteId,
            fileKey: key,
            format: request.format,
            listingKey: request.listingKey,
            full: request.full,
            actor: { id: actor.id, email: actor.email },
          },
        },
      ],
      { tx },
    )
    await recordAudit(tx, actor, {
      siteId,
      action: 'stock_import.create',
      entityType: 'stock_import',
      entityId: id,
      summary: `Uploaded a ${request.format.toUpperCase()} feed for the list ${request.listingKey}${request.full ? ' (full: retires what it lacks)' : ''}`,
      changes: { after: { listing_key: request.listingKey, full: request.full, format: request.format } },
    })
  })
  return { id, status: 'created', progress: null, summary: null, errors: [], error: null }
}

/** Past FEED_UPLOAD_MAX_BYTES: the API answers 413. */
export class UploadTooLarge extends Error {
  constructor() {
    super(`A feed upload is at most ${FEED_UPLOAD_MAX_BYTES / 1024 / 1024} MB.`)
  }
}

/** An import of this market (its upload is in the market's audit log), with its job's state; 404 otherwise. */
export async function importView(db: Db, jobs: JobQueue, siteId: number, id: string): Promise<ImportView> {
  const uuid = z.uuid().safeParse(id)
  const [audited] = uuid.success
    ? await db
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(and(eq(auditLog.siteId, siteId), eq(auditLog.entityType, 'stock_import'), eq(auditLog.entityId, id)))
        .limit(1)
    : []
  const job = audited ? await jobs.getJob(stockImportJob, id) : null
  if (!job) throw new ServiceError(404, 'Import not found', 'This market has no feed import with that id.')
  const base = { id, progress: job.progress, summary: null, errors: [], error: null }
  if (job.state === 'completed') {
    const outcome = job.output as ImportOutcome
    if ('error' in outcome) return { ...base, status: 'failed', error: outcome.error }
    const { errors, ...summary } = outcome.summary
    return { ...base, status: 'completed', summary, errors }
  }
  if (job.state === 'failed' || job.state === 'cancelled')
    return { ...base, status: 'failed', error: job.lastError ?? 'The import stopped.' }
  return { ...base, status: job.state === 'active' || job.state === 'retry' ? 'running' : 'created' }
}

/** The share of the work done: the bytes of the upload read (one pass checks and writes, ADR 065). */
export function importFraction(progress: ImportProgress, size: number): number {
  return size > 0 ? Math.min(progress.bytes / size, 1) : 0
}

export const importNote = (progress: ImportProgress) => `Importing: ${progress.rows.toLocaleString('en')} rows`

/** The `stock-import` job: reads the kept upload (once: checked and written), reports progress, audits the outcome. */
export async function runStockImport(
  deps: { database: Database; media: FeedFileStore },
  job: RunningJob<z.output<typeof stockImportJob.payload>>,
): Promise<ImportOutcome> {
  const { siteId, fileKey, format, listingKey, full, actor } = job.payload
  let size = 0
  const source: FeedSource = {
    format,
    open: async function* () {
      const file = await deps.media.openFile(fileKey)
      if (!file) throw new FeedImportError('The uploaded feed is gone from the media store: upload it again.')
      size = file.size
      yield* file.stream as unknown as AsyncIterable<Uint8Array>
    },
  }
  // importFeed reports synchronously; the writes of the reports are chained and awaited at the end.
  // A failed report (the attempt expired: JobLostError) is kept and thrown once the import is done.
  let reports: Promise<void> = Promise.resolve()
  let lost: unknown = null
  const onProgress = (progress: ImportProgress) => {
    const fraction = importFraction(progress, size)
    reports = reports
      .then(() => (lost ? undefined : job.progress(fraction, importNote(progress))))
      .catch((error: unknown) => {
        lost ??= error
      })
  }
  let outcome: ImportOutcome
  try {
    const summary = await importFeed(deps.database.db, siteId, source, { listingKey, full, onProgress })
    outcome = { summary }
  } catch (error) {
    if (!(error instanceof FeedImportError)) throw error
    outcome = { error: error.message }
  }
  await reports
  if (lost) throw lost
  const summary = 'summary' in outcome ? outcome.summary : null
  await recordAudit(deps.database.db, actor, {
    siteId,
    action: 'stock_import.complete',
    entityType: 'stock_import',
    entityId: job.id,
    summary: summary
      ? summary.errors.length > 0
        ? `Feed for the list ${listingKey} refused: ${summary.errors.length} problems, nothing written`
        : `Feed imported into the list ${listingKey}: ${summary.added} added, ${summary.updated} updated, ${summary.retired} retired`
      : `Feed for the list ${listingKey} not imported: ${'error' in outcome ? outcome.error : ''}`,
    changes: {
      after: summary ? { added: summary.added, updated: summary.updated, retired: summary.retired, rejected: summary.rejected } : outcome,
    },
  })
  await deps.media.removeFile(fileKey)
  return outcome
}
