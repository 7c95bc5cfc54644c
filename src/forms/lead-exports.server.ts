import { and, eq } from 'drizzle-orm'
import { recordAudit, type AuditActor } from '~/audit/audit.server.ts'
import type { Db } from '~/db/client.server.ts'
import { leadExports } from '~/db/schema/index.ts'
import type { JobQueue } from '~/jobs/queue.server.ts'
import { ServiceError } from '~/lib/http.server.ts'
import { getForm } from './forms.server.ts'
import { leadExportJob } from './jobs.server.ts'
import { filterParams, type LeadFilter } from './lead-query.ts'

/**
 * Lead exports (spec 1 §4: created, then status polled, then downloaded; spec 1 §7): the row and
 * its job are written in one transaction, the worker (exports.server.ts) streams the file to the
 * media store under `lead-exports/<site>/<id>.<csv|xlsx>` and marks the row completed.
 */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const
export type ExportFormat = (typeof EXPORT_FORMATS)[number]

/** Where an export's file lives in the media store (the worker writes it, the download reads it). */
export const exportFileKey = (siteId: number, exportId: number, format: ExportFormat) => `lead-exports/${siteId}/${exportId}.${format}`

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}

export type ExportRow = typeof leadExports.$inferSelect

export interface ExportView {
  id: number
  form_id: number
  format: ExportFormat
  /** created | running | completed | failed */
  status: string
  /** Leads written (when completed), null before. */
  rows: number | null
  /** How far the job is (0 … 1) and its note (`500 of 1,000 leads`), while it runs and once done. */
  progress: { fraction: number; note: string | null } | null
  /** The query it was made with: the lead list's filters and sort. */
  query: Record<string, string>
  created_at: string
  completed_at: string | null
  /** The last failure, while retrying and once failed. */
  error: string | null
}

/** Starts an export of a form's leads as the list shows them; the creation is in the audit log. */
export async function createExport(
  db: Db,
  jobs: JobQueue,
  actor: AuditActor,
  siteId: number,
  formId: number,
  filter: LeadFilter,
  format: ExportFormat,
): Promise<ExportView> {
  const form = await getForm(db, siteId, formId)
  const query = filterParams(filter)
  const row = await db.transaction(async (tx) => {
    const [created] = await tx.insert(leadExports).values({ siteId, formId, query, format, createdBy: actor.id }).returning()
    const jobId = await jobs.send(leadExportJob, { exportId: created!.id }, { tx })
    const [withJob] = await tx.update(leadExports).set({ jobId }).where(eq(leadExports.id, created!.id)).returning()
    await recordAudit(tx, actor, {
      siteId,
      action: 'lead_export.create',
      entityType: 'lead_export',
      entityId: created!.id,
      summary: `Exported leads of form ${form.name} as ${format.toUpperCase()}`,
      changes: { after: query },
    })
    return withJob!
  })
  return exportView(jobs, row)
}

export async function getExport(db: Db, siteId: number, formId: number, exportId: number): Promise<ExportRow> {
  const [row] = await db
    .select()
    .from(leadExports)
    .where(and(eq(leadExports.siteId, siteId), eq(leadExports.formId, formId), eq(leadExports.id, exportId)))
  if (!row) throw new ServiceError(404, 'Export not found', 'This form has no lead export with that id.')
  return row
}

/** The row with its job's progress; a job that gave up makes the export failed whatever the row says. */
export async function exportView(jobs: JobQueue, row: ExportRow): Promise<ExportView> {
  const job = row.jobId ? await jobs.getJob(leadExportJob, row.jobId) : null
  const failed = job?.state === 'failed' && row.status !== 'completed'
  return {
    id: row.id,
    form_id: row.formId,
    format: row.format as ExportFormat,
    status: failed ? 'failed' : row.status,
    rows: row.rows,
    progress: row.status === 'completed' ? { fraction: 1, note: job?.progress?.note ?? null } : (job?.progress ?? null),
    query: row.query,
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
    error: job?.lastError ?? null,
  }
}

/** A completed export's file key; 409 while it is not ready. The download is in the audit log. */
export async function exportDownload(db: Db, actor: AuditActor, row: ExportRow): Promise<{ key: string; format: ExportFormat }> {
  if (row.status !== 'completed' || !row.fileKey)
    throw new ServiceError(409, 'Export not ready', `This export is ${row.status}: download it once it is completed.`)
  await recordAudit(db, actor, {
    siteId: row.siteId,
    action: 'lead_export.download',
    entityType: 'lead_export',
    entityId: row.id,
    summary: `Downloaded lead export ${row.id} (${row.rows ?? 0} leads)`,
  })
  return { key: row.fileKey, format: row.format as ExportFormat }
}
