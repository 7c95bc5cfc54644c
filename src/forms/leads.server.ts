import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm'
import { recordAudit, type AuditActor } from '~/audit/audit.server.ts'
import type { Db, Tx } from '~/db/client.server.ts'
import { formVersions, leadDeliveries, leads, locations } from '~/db/schema/index.ts'
import type { JobQueue, JobState } from '~/jobs/queue.server.ts'
import { ServiceError } from '~/lib/http.server.ts'
import type { LeadValue } from './rules.ts'
import { leadValueText } from './lead-values.ts'
import { definitionOf, getForm } from './forms.server.ts'
import { leadDeliveryJob } from './jobs.server.ts'
import type { LeadFilter, LeadListQuery, LeadSortKey } from './lead-query.ts'

/**
 * A form's leads for the back office (spec 1 §7; ADR 053: administrators only, every read and
 * deletion in the audit log): the list with date filters, sort, search and paging, one lead with
 * the labels of the version its visitor saw, its deliveries and their resend (`fix`).
 */

export type LeadRow = typeof leads.$inferSelect

const sortColumns: Record<LeadSortKey, SQL | typeof leads.id> = {
  created_at: sql`${leads.createdAt}`,
  id: leads.id,
  email: sql`${leads.email}`,
  form_version: sql`${leads.formVersion}`,
  routed_to: sql`${leads.routedTo}`,
}

const like = (text: string) => `%${text.replace(/[%_\\]/g, (m) => `\\${m}`)}%`

/** The leads of a form a filter selects; the export worker reads with the same conditions. */
export function leadFilterWhere(formId: number, filter: LeadFilter): SQL {
  const conditions: (SQL | undefined)[] = [eq(leads.formId, formId)]
  if (filter['filter[created_at_gteq]']) conditions.push(gte(leads.createdAt, filter['filter[created_at_gteq]']))
  if (filter['filter[created_at_lteq]']) conditions.push(lte(leads.createdAt, filter['filter[created_at_lteq]']))
  if (filter.search) {
    const pattern = like(filter.search)
    conditions.push(or(ilike(leads.email, pattern), ilike(leads.routedTo, pattern), sql`${leads.data}::text ilike ${pattern}`))
  }
  return and(...conditions)!
}

/** The filter's sort, then the id, so equal keys keep one order from page to page. */
export function leadOrder(filter: Pick<LeadFilter, 'sort'>): SQL[] {
  const order = filter.sort.map(({ key, dir }) => (dir === 'desc' ? desc(sortColumns[key]) : asc(sortColumns[key])))
  if (!filter.sort.some((s) => s.key === 'id')) order.push(desc(leads.id))
  return order
}

export interface LeadListItem {
  id: number
  created_at: string
  form_version: number
  email: string | null
  routed_to: string | null
  location_id: number | null
  page_path: string | null
  fields: Record<string, LeadValue>
  /** Deliveries by status, e.g. { delivered: 2, dead: 1 }. */
  deliveries: Record<string, number>
}

/** One page of a form's leads; the read is in the audit log (personal data, ADR 053). */
export async function listLeads(db: Db, actor: AuditActor, siteId: number, formId: number, query: LeadListQuery) {
  const form = await getForm(db, siteId, formId)
  const where = leadFilterWhere(formId, query)
  const rows = await db
    .select()
    .from(leads)
    .where(where)
    .orderBy(...leadOrder(query))
    .limit(query.items)
    .offset((query.page - 1) * query.items)
  const [total] = await db.select({ n: count() }).from(leads).where(where)
  const statuses = rows.length
    ? await db
        .select({ leadId: leadDeliveries.leadId, status: leadDeliveries.status, n: count() })
        .from(leadDeliveries)
        .where(
          inArray(
            leadDeliveries.leadId,
            rows.map((r) => r.id),
          ),
        )
        .groupBy(leadDeliveries.leadId, leadDeliveries.status)
    : []
  await recordAudit(db, actor, {
    siteId,
    action: 'lead.list',
    entityType: 'form',
    entityId: formId,
    summary: `Listed leads of form ${form.name} (page ${query.page}, ${rows.length} of ${total!.n})`,
    changes: { after: { page: query.page, items: query.items, search: query.search || undefined } },
  })
  const data: LeadListItem[] = rows.map((row) => ({
    id: row.id,
    created_at: row.createdAt.toISOString(),
    form_version: row.formVersion,
    email: row.email,
    routed_to: row.routedTo,
    location_id: row.locationId,
    page_path: row.pagePath,
    fields: row.data,
    deliveries: Object.fromEntries(statuses.filter((s) => s.leadId === row.id).map((s) => [s.status, s.n])),
  }))
  return { data, total: total!.n }
}

export interface DeliveryView {
  id: number
  kind: string
  target: string
  integration_id: string | null
  status: string
  attempts: number
  last_error: string | null
  created_at: string
  updated_at: string
  delivered_at: string | null
  /** The job that runs it, as the queue has it now (null: no job yet, or one archived long ago). */
  job: { id: string; state: JobState['state']; attempts: number; retry_limit: number; last_error: string | null; run_after: string } | null
}

async function deliveriesOf(db: Db | Tx, jobs: JobQueue | null, leadId: number): Promise<DeliveryView[]> {
  const rows = await db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, leadId)).orderBy(asc(leadDeliveries.id))
  return Promise.all(
    rows.map(async (row) => {
      const job = jobs && row.jobId ? await jobs.getJob(leadDeliveryJob, row.jobId) : null
      return {
        id: row.id,
        kind: row.kind,
        target: row.target,
        integration_id: row.integrationId,
        status: row.status,
        attempts: row.attempts,
        last_error: row.lastError,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
        delivered_at: row.deliveredAt?.toISOString() ?? null,
        job: job && {
          id: job.id,
          state: job.state,
          attempts: job.attempts,
          retry_limit: job.retryLimit,
          last_error: job.lastError,
          run_after: job.runAfter.toISOString(),
        },
      }
    }),
  )
}

const leadNotFound = () => new ServiceError(404, 'Lead not found', 'This form has no lead with that id.')

async function findLead(db: Db | Tx, siteId: number, formId: number, leadId: number): Promise<LeadRow> {
  const [row] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.siteId, siteId), eq(leads.formId, formId), eq(leads.id, leadId)))
  if (!row) throw leadNotFound()
  return row
}

export interface LeadDetail {
  id: number
  form_id: number
  form_name: string
  form_version: number
  created_at: string
  page_path: string | null
  routed_to: string | null
  email: string | null
  location_id: number | null
  location: string | null
  /**
   * Each field of the version the visitor saw, with its label then; values as stored (null: not
   * sent) and as people read them (`text`: option labels, the retailer's name).
   */
  fields: { id: string; label: string; type: string; value: LeadValue | null; text: string }[]
  additional_data: Record<string, unknown>
  consents: { field: string; text: string; version: string }[]
  deliveries: DeliveryView[]
}

/** One lead with the labels of its version and its deliveries; the read is in the audit log. */
export async function readLead(db: Db, jobs: JobQueue | null, actor: AuditActor, siteId: number, formId: number, leadId: number) {
  const form = await getForm(db, siteId, formId)
  const lead = await findLead(db, siteId, formId, leadId)
  const [version] = await db
    .select({ definition: formVersions.definition })
    .from(formVersions)
    .where(and(eq(formVersions.formId, formId), eq(formVersions.version, lead.formVersion)))
  const [location] = lead.locationId
    ? await db.select({ name: locations.name }).from(locations).where(eq(locations.id, lead.locationId))
    : []
  await recordAudit(db, actor, {
    siteId,
    action: 'lead.read',
    entityType: 'lead',
    entityId: leadId,
    summary: `Read lead ${leadId} of form ${form.name}`,
  })
  const definition = definitionOf(version ?? form)
  const detail: LeadDetail = {
    id: lead.id,
    form_id: formId,
    form_name: form.name,
    form_version: lead.formVersion,
    created_at: lead.createdAt.toISOString(),
    page_path: lead.pagePath,
    routed_to: lead.routedTo,
    email: lead.email,
    location_id: lead.locationId,
    location: location?.name ?? null,
    fields: definition.fields.map((field) => ({
      id: field.id,
      label: field.label,
      type: field.type,
      value: Object.hasOwn(lead.data, field.id) ? lead.data[field.id]! : null,
      text: Object.hasOwn(lead.data, field.id) ? leadValueText(field, lead.data[field.id]!, () => location?.name) : '',
    })),
    additional_data: lead.additionalData,
    consents: lead.consents,
    deliveries: await deliveriesOf(db, jobs, lead.id),
  }
  return detail
}

/** A lead's deliveries (spec 1 §7 `GET /forms/{id}/leads/{leadId}/integrations`) with their jobs' state. */
export async function leadDeliveriesOf(db: Db, jobs: JobQueue, siteId: number, formId: number, leadId: number) {
  await getForm(db, siteId, formId)
  await findLead(db, siteId, formId, leadId)
  return deliveriesOf(db, jobs, leadId)
}

/** Deletes a lead with its deliveries; the deletion is in the audit log (what it held is not). */
export async function deleteLead(db: Db, actor: AuditActor, siteId: number, formId: number, leadId: number): Promise<void> {
  const form = await getForm(db, siteId, formId)
  await db.transaction(async (tx) => {
    const lead = await findLead(tx, siteId, formId, leadId)
    await tx.delete(leads).where(eq(leads.id, lead.id))
    await recordAudit(tx, actor, {
      siteId,
      action: 'lead.delete',
      entityType: 'lead',
      entityId: leadId,
      summary: `Deleted lead ${leadId} of form ${form.name} (received ${lead.createdAt.toISOString()})`,
    })
  })
}

/**
 * spec 1 §7 `fix`: sends deliveries again: the one named (`deliveryId`), or every delivery of the
 * lead that was not delivered. Each goes back to pending with a new job, in one transaction.
 */
export async function resendDeliveries(
  db: Db,
  jobs: JobQueue,
  actor: AuditActor,
  siteId: number,
  formId: number,
  leadId: number,
  deliveryId: number | undefined,
): Promise<DeliveryView[]> {
  await getForm(db, siteId, formId)
  await db.transaction(async (tx) => {
    await findLead(tx, siteId, formId, leadId)
    const rows = await tx
      .select()
      .from(leadDeliveries)
      .where(and(eq(leadDeliveries.leadId, leadId), deliveryId === undefined ? undefined : eq(leadDeliveries.id, deliveryId)))
      .for('update')
    if (deliveryId !== undefined && rows.length === 0)
      throw new ServiceError(404, 'Delivery not found', `This lead has no delivery ${deliveryId}.`, '/data/attributes/delivery_id')
    if (deliveryId !== undefined && rows[0]!.status === 'delivered')
      throw new ServiceError(409, 'Already delivered', `Delivery ${deliveryId} was delivered already.`, '/data/attributes/delivery_id')
    const again = rows.filter((row) => row.status !== 'delivered')
    for (const row of again) {
      const jobId = await jobs.send(leadDeliveryJob, { deliveryId: row.id }, { tx })
      await tx.update(leadDeliveries).set({ status: 'pending', jobId, updatedAt: new Date() }).where(eq(leadDeliveries.id, row.id))
    }
    await recordAudit(tx, actor, {
      siteId,
      action: 'lead.delivery_resend',
      entityType: 'lead',
      entityId: leadId,
      summary: again.length
        ? `Sent again ${again.map((row) => `${row.kind} to ${row.target}`).join(', ')} (lead ${leadId})`
        : `Nothing to send again for lead ${leadId}: every delivery was delivered`,
    })
  })
  return deliveriesOf(db, jobs, leadId)
}
