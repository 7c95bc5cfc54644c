import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog, leadExports } from '~/db/schema/index.ts'
import { clientsByRole, type TestClient } from '~/test/app.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { createForm, jsonApi, testDriveForm } from '~/test/forms.ts'
import { leadExportJob } from './jobs.server.ts'
import { exportFileKey } from './lead-exports.server.ts'

/**
 * spec 1 §4 Lead export: created, then its status polled, then its file downloaded (spec 1 §7). The job
 * here is a stand-in worker that keeps the worker's contract (progress, the file at exportFileKey, the
 * row completed), so the endpoints are tested on their own.
 */
describeEachEngine('forms API: lead exports (/api/forms/forms/{id}/lead_exports)', (db) => {
  let clients: Awaited<ReturnType<typeof clientsByRole>>
  let admin: TestClient
  let form: { id: number; version: number }
  const json = async (response: Response) => ({ status: response.status, body: await response.json() })
  /** A job says it started, then waits for its gate, so a test sees it running; either side may come first. */
  const signals = new Map<string, { promise: Promise<void>; resolve: () => void }>()
  const signal = (name: string, exportId: number) => {
    const key = `${name}:${exportId}`
    if (!signals.has(key)) {
      let resolve!: () => void
      const promise = new Promise<void>((done) => (resolve = done))
      signals.set(key, { promise, resolve })
    }
    return signals.get(key)!
  }
  const whenStarted = (exportId: number) => signal('started', exportId).promise
  const open = (exportId: number) => signal('gate', exportId).resolve()

  beforeAll(async () => {
    clients = await clientsByRole(db(), { jobs: true })
    admin = clients.admin
    form = await createForm(admin)
    await admin.jobsStarted
    const { services } = admin
    services.jobs.work(leadExportJob, async (job) => {
      const { exportId } = job.payload
      const [row] = await services.database.db.select().from(leadExports).where(eq(leadExports.id, exportId))
      if (row!.query.search === 'fail') throw new Error('The disk is full')
      await services.database.db.update(leadExports).set({ status: 'running' }).where(eq(leadExports.id, exportId))
      await job.progress(0.5, '1 of 2 leads')
      signal('started', exportId).resolve()
      await signal('gate', exportId).promise
      const file = join(mkdtempSync(join(tmpdir(), 'forecourt-export-test-')), 'leads')
      writeFileSync(file, row!.format === 'csv' ? 'First name,E-mail\nAda,ada@example.com\nBob,bob@example.com\n' : 'xlsx bytes')
      const key = exportFileKey(row!.siteId, exportId, row!.format as 'csv' | 'xlsx')
      await services.media.putFile(key, file)
      await services.database.db
        .update(leadExports)
        .set({ status: 'completed', rows: 2, fileKey: key, completedAt: new Date() })
        .where(eq(leadExports.id, exportId))
      return { rows: 2 }
    })
  })

  const poll = async (exportId: number, until: (attributes: { status: string }) => boolean) => {
    for (let i = 0; i < 1500; i++) {
      const { body } = await json(await admin.request(`/api/forms/forms/${form.id}/lead_exports/${exportId}`))
      if (until(body.data.attributes)) return body.data.attributes
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    throw new Error(`export ${exportId} never got there`)
  }

  it('created (202, with the list’s filters kept and the creation audited), polled with progress, then downloaded', async () => {
    const created = await json(
      await admin.request(`/api/forms/forms/${form.id}/lead_exports?filter[created_at_gteq]=2026-11-01&sort=email,-created_at`, {
        method: 'POST',
      }),
    )
    expect(created.status).toBe(202)
    const exportId = Number(created.body.data.id)
    expect(created.body.data).toMatchObject({
      type: 'lead_export',
      attributes: {
        form_id: form.id,
        format: 'csv',
        status: 'created',
        rows: null,
        query: { 'filter[created_at_gteq]': '2026-11-01T00:00:00.000Z', sort: 'email,-created_at' },
        completed_at: null,
      },
    })
    const early = await json(await admin.request(`/api/forms/forms/${form.id}/lead_exports/${exportId}/download`))
    expect(early.status).toBe(409)
    expect(early.body.errors[0].title).toBe('Export not ready')

    await whenStarted(exportId)
    expect(await poll(exportId, (a) => a.status === 'running')).toMatchObject({
      status: 'running',
      progress: { fraction: 0.5, note: '1 of 2 leads' },
    })
    open(exportId)
    expect(await poll(exportId, (a) => a.status === 'completed')).toMatchObject({
      rows: 2,
      progress: { fraction: 1, note: '1 of 2 leads' },
    })

    const download = await admin.request(`/api/forms/forms/${form.id}/lead_exports/${exportId}/download`)
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    // The form's name and the day, so that a folder of exports says which form and when.
    expect(download.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="leads-test-drive-\\d{4}-\\d\\d-\\d\\d-${exportId}\\.csv"$`),
    )
    expect(download.headers.get('cache-control')).toBe('private, no-store')
    expect(await download.text()).toBe('First name,E-mail\nAda,ada@example.com\nBob,bob@example.com\n')
    const actions = (
      await db()
        .database.db.select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'lead_export'), eq(auditLog.entityId, String(exportId))))
    ).map((a) => a.action)
    expect(actions).toEqual(['lead_export.create', 'lead_export.download'])
  })

  it('takes the filters and format as data.attributes too (they win over the query)', async () => {
    const created = await json(
      await admin.request(
        `/api/forms/forms/${form.id}/lead_exports?format=csv&search=ignored`,
        jsonApi('POST', { format: 'xlsx', search: 'ada', 'filter[created_at_lteq]': '2026-11-30' }, 'lead_export'),
      ),
    )
    expect(created.status).toBe(202)
    expect(created.body.data.attributes).toMatchObject({
      format: 'xlsx',
      query: { search: 'ada', 'filter[created_at_lteq]': '2026-11-30T23:59:59.999Z', sort: '-created_at' },
    })
    const exportId = Number(created.body.data.id)
    await whenStarted(exportId)
    open(exportId)
    await poll(exportId, (a) => a.status === 'completed')
    const download = await admin.request(`/api/forms/forms/${form.id}/lead_exports/${exportId}/download`)
    expect(download.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    expect(download.headers.get('content-disposition')).toContain(`.xlsx"`)
  })

  it.each([
    ['?format=pdf', '/data/attributes/format', 'format: must be csv or xlsx'],
    ['?sort=name', '/data/attributes/sort', 'sort: sort by created_at, id, email, form_version, routed_to, comma-separated'],
    ['?filter[created_at_lteq]=soon', '/data/attributes/filter[created_at_lteq]', 'must be a date (2026-11-01) or an ISO date-time'],
  ])('refuses %s, naming %s, and starts nothing', async (query, pointer, detail) => {
    const before = (await db().database.db.select().from(leadExports)).length
    const { status, body } = await json(await admin.request(`/api/forms/forms/${form.id}/lead_exports${query}`, { method: 'POST' }))
    expect(status).toBe(422)
    expect(body.errors[0].source.pointer).toBe(pointer)
    expect(body.errors[0].detail).toContain(detail)
    expect((await db().database.db.select().from(leadExports)).length).toBe(before)
  })

  it('a job that gives up makes the export failed, with its error', async () => {
    const created = await json(await admin.request(`/api/forms/forms/${form.id}/lead_exports?search=fail`, { method: 'POST' }))
    const exportId = Number(created.body.data.id)
    // Its retries would take minutes: mark the job failed now, as the queue does after the last one.
    const row = (await db().database.db.select().from(leadExports).where(eq(leadExports.id, exportId)))[0]!
    for (let i = 0; i < 1500 && (await admin.services.jobs.getJob(leadExportJob, row.jobId!))?.state !== 'retry'; i++)
      await new Promise((resolve) => setTimeout(resolve, 20))
    await db().database.db.execute(sql.raw(`UPDATE "${db().schema}".job SET state = 'failed' WHERE id = '${row.jobId}'`))
    const { body } = await json(await admin.request(`/api/forms/forms/${form.id}/lead_exports/${exportId}`))
    expect(body.data.attributes).toMatchObject({ status: 'failed', error: 'The disk is full' })
  })

  describe('404s', () => {
    it('an unknown export, an export of another form, a completed export whose file is gone', async () => {
      const other = await createForm(admin, { ...testDriveForm, name: 'Other export form' })
      const created = await json(await admin.request(`/api/forms/forms/${form.id}/lead_exports`, { method: 'POST' }))
      const exportId = Number(created.body.data.id)
      expect((await admin.request(`/api/forms/forms/${form.id}/lead_exports/999999`)).status).toBe(404)
      expect((await admin.request(`/api/forms/forms/${other.id}/lead_exports/${exportId}`)).status).toBe(404)
      expect((await admin.request(`/api/forms/forms/999999/lead_exports`, { method: 'POST' })).status).toBe(404)
      await whenStarted(exportId)
      open(exportId)
      await poll(exportId, (a) => a.status === 'completed')
      await admin.services.media.removeFile(exportFileKey(db().siteId, exportId, 'csv'))
      const gone = await json(await admin.request(`/api/forms/forms/${form.id}/lead_exports/${exportId}/download`))
      expect(gone).toMatchObject({
        status: 404,
        body: { errors: [{ detail: 'The export is completed but its file is gone: export again.' }] },
      })
    })
  })
})
