import { and, count, desc, eq, gte, lte, or, sql } from 'drizzle-orm'
import { recordAudit, type AuditActor } from '~/audit/audit.server.ts'
import type { Db } from '~/db/client.server.ts'
import { dealers, forms, leads, locations, outbox } from '~/db/schema/index.ts'
import { webhookSigningKey } from '~/forms/delivery.server.ts'
import { definitionOf, findForm, formVersion, listForms, type FormRow as StoredForm } from '~/forms/forms.server.ts'
import { leadListQuerySchema } from '~/forms/lead-query.ts'
import { listLeads } from '~/forms/leads.server.ts'
import { listLocations } from '~/forms/locations.server.ts'
import { personReference } from '~/forms/person-leads.server.ts'
import { listFormsSettings } from '~/forms/settings.server.ts'
import { leadValueText } from '~/forms/lead-values.ts'
import { listQuerySchema, type ListQuery } from '~/lib/list-query.ts'
import type { Database } from '~/db/client.server.ts'
import type { BuilderForm } from './FormBuilder.tsx'
import { FORMS_SETTINGS, type FormsSettingKey } from './forms-settings.ts'
import { apiLeadQuery, type LeadListQuery } from './lead-query.ts'
import type { DailyCount, FormRow, LeadRow, LocationRow, OutboxMessage, PersonLead } from './types.ts'

/**
 * What the forms and leads screens read, in-process through the forms
 * services (ARCHITECTURE: loaders call services, not HTTP), shaped for the screens. Writes go
 * through the forms API from the browser. Reads of personal data are in the audit log.
 */

export const formListQuery = listQuerySchema(['name', 'type', 'updated_at'], { sort: 'name', dir: 'asc' })
export const locationListQuery = listQuerySchema(['name', 'updated_at'], { sort: 'name', dir: 'asc' })
/** How many of a lead's values the list shows. */
const SUMMARY_FIELDS = 3

/**
 * A list searched, sorted and paged in memory: a market's forms and locations are tens, and the
 * forms services give them whole.
 */
function page<T>(rows: T[], query: ListQuery, text: (row: T) => string, key: (row: T, sort: string) => string | number) {
  const needle = query.search.toLowerCase()
  const found = needle ? rows.filter((row) => text(row).toLowerCase().includes(needle)) : rows
  const sign = query.dir === 'desc' ? -1 : 1
  const sorted = [...found].sort((a, b) => {
    const [x, y] = [key(a, query.sort), key(b, query.sort)]
    return sign * (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y)))
  })
  const start = (query.page - 1) * query.per_page
  return { data: sorted.slice(start, start + query.per_page), meta: { total: found.length } }
}

/**
 * The market's forms with their lead counts. NOTE: counted here with a join, not taken from
 * listForms' leadCount, whose correlated subquery drizzle renders without table names
 * (`where "form_id" = "id"`, both read as the leads table's): it says 0 for every form.
 */
async function formRows(db: Db, siteId: number): Promise<FormRow[]> {
  const [rows, counts] = await Promise.all([
    listForms(db, siteId),
    db.select({ formId: leads.formId, n: count() }).from(leads).where(eq(leads.siteId, siteId)).groupBy(leads.formId),
  ])
  const byForm = new Map(counts.map((c) => [c.formId, c.n]))
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    type: row.type,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
    lead_count: byForm.get(row.id) ?? 0,
  }))
}

/** The Forms tab's list: name, type, version, last change and leads. */
export async function listFormRows(db: Db, siteId: number, query: ListQuery) {
  return page(
    await formRows(db, siteId),
    query,
    (f) => `${f.name} ${f.type}`,
    (f, sort) => (sort === 'updated_at' ? f.updated_at : sort === 'type' ? f.type : f.name),
  )
}

/** Every form of the market, by name (the Leads tab). */
export const allFormRows = formRows

const toBuilderForm = (row: StoredForm): BuilderForm => ({
  id: row.id,
  name: row.name,
  type: row.type,
  version: row.version,
  definition: definitionOf(row),
  updated_at: row.updatedAt.toISOString(),
})

/** One form of the market for the builder, or null. */
export async function builderForm(db: Db, siteId: number, formId: number): Promise<BuilderForm | null> {
  const row = await findForm(db, siteId, formId)
  return row && toBuilderForm(row)
}

/** Each webhook's signing key, by integration id (ADR 053, ADR 056): shown to administrators only. */
export async function signingKeys(database: Database, siteId: number, form: BuilderForm) {
  const keys = await Promise.all(
    form.definition.integrations.map(async (i) => [
      i.id,
      await webhookSigningKey(database, { siteId, formId: form.id, integrationId: i.id }),
    ]),
  )
  return Object.fromEntries(keys) as Record<string, string>
}

/**
 * One page of a form's leads (the read is in the audit log, leads.server.ts), each with its first
 * few values under the labels of the version it was sent with.
 */
export async function listLeadRows(db: Db, actor: AuditActor, siteId: number, formId: number, query: LeadListQuery) {
  const { data, total } = await listLeads(db, actor, siteId, formId, leadListQuerySchema.parse(apiLeadQuery(query)))
  const versions = new Map<number, Awaited<ReturnType<typeof formVersion>>>()
  for (const version of new Set(data.map((lead) => lead.form_version))) versions.set(version, await formVersion(db, formId, version))
  const places = await db.select({ id: locations.id, name: locations.name }).from(locations).where(eq(locations.siteId, siteId))
  const placeName = (id: number) => places.find((place) => place.id === id)?.name
  const rows = data.map((lead): LeadRow => {
    const shown = (versions.get(lead.form_version)?.fields ?? []).filter(
      (f) => f.type !== 'hidden' && f.type !== 'consent' && Object.hasOwn(lead.fields, f.id),
    )
    return {
      id: lead.id,
      created_at: lead.created_at,
      form_version: lead.form_version,
      summary: shown.slice(0, SUMMARY_FIELDS).map((f) => ({ label: f.label, value: leadValueText(f, lead.fields[f.id]!, placeName) })),
      routed_to: lead.routed_to,
      deliveries: lead.deliveries,
    }
  })
  return { data: rows, meta: { total } }
}

/** Leads per day (UTC) between two days, both included, by form; of one form, or of every form of the market. */
export async function leadsPerDay(
  db: Db,
  siteId: number,
  period: { from: string; to: string },
  formId?: number,
): Promise<Map<number, DailyCount[]>> {
  const day = sql<string>`to_char(${leads.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`
  const rows = await db
    .select({ formId: leads.formId, day, n: count() })
    .from(leads)
    .where(
      and(
        eq(leads.siteId, siteId),
        formId === undefined ? undefined : eq(leads.formId, formId),
        gte(leads.createdAt, new Date(`${period.from}T00:00:00.000Z`)),
        lte(leads.createdAt, new Date(`${period.to}T23:59:59.999Z`)),
      ),
    )
    .groupBy(leads.formId, day)
  const byForm = new Map<number, DailyCount[]>()
  for (const row of rows) {
    const days = byForm.get(row.formId) ?? []
    days.push({ day: row.day, count: row.n })
    byForm.set(row.formId, days)
  }
  return byForm
}

/**
 * A person's leads in every form of the market, found by e-mail (stored lower-case, ADR 053); the
 * search is audited, naming the person by the hash of the address as their export and erasure do:
 * the log outlives an erasure and must not keep the address.
 */
export async function findPersonLeads(db: Db, actor: AuditActor, siteId: number, email: string): Promise<PersonLead[]> {
  const address = email.trim().toLowerCase()
  const rows = await db
    .select({ id: leads.id, formId: leads.formId, formName: forms.name, createdAt: leads.createdAt, email: leads.email })
    .from(leads)
    .innerJoin(forms, eq(forms.id, leads.formId))
    .where(and(eq(leads.siteId, siteId), eq(leads.email, address)))
    .orderBy(desc(leads.createdAt))
  await recordAudit(db, actor, {
    siteId,
    action: 'lead.search',
    entityType: 'lead',
    entityId: personReference(address),
    summary: `Looked up the leads of a person (${personReference(address)}; ${rows.length} found)`,
  })
  return rows.map((r) => ({ id: r.id, form_id: r.formId, form_name: r.formName, created_at: r.createdAt.toISOString(), email: r.email }))
}

/**
 * Whether the sandbox outbox holds anything here: e-mail without SMTP_URL, or SMS codes without an
 * SMS provider, go there (ADR 053). Either is enough for the back office to show it.
 */
export const sandboxOutboxInUse = (services: { mailer: { sandbox: boolean }; verification: { sms: { sandbox: boolean } } }) =>
  services.mailer.sandbox || services.verification.sms.sandbox

/** The newest messages the sandbox providers kept (ADR 053): this market's and those of none. */
export async function listOutbox(db: Db, siteId: number, limit = 100): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(outbox)
    .where(or(eq(outbox.siteId, siteId), sql`${outbox.siteId} is null`))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit)
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel === 'sms' ? 'sms' : 'email',
    recipient: r.recipient,
    subject: r.subject,
    body: r.body,
    created_at: r.createdAt.toISOString(),
  }))
}

/** The Locations tab's list, searched by name, dealer or e-mail. */
export async function listLocationRows(db: Db, siteId: number, query: ListQuery) {
  const rows: LocationRow[] = await listLocations(db, siteId)
  return page(
    rows,
    query,
    (l) => [l.name, l.dealer_name, l.email].filter(Boolean).join(' '),
    (l, sort) => (sort === 'updated_at' ? l.updated_at : l.name),
  )
}

/** The market's dealers for the location form's picker, by name. */
export const dealerOptions = (db: Db, siteId: number) =>
  db
    .select({ id: dealers.id, code: dealers.code, name: dealers.name })
    .from(dealers)
    .where(eq(dealers.siteId, siteId))
    .orderBy(dealers.name)

/** The forms settings as they apply: stored, else the key's default (listFormsSettings applies it). */
export async function formsSettingValues(db: Db, siteId: number): Promise<Record<FormsSettingKey, string>> {
  const all = new Map((await listFormsSettings(db, siteId)).map((s) => [s.key, s.value]))
  return Object.fromEntries(FORMS_SETTINGS.map((s) => [s.key, all.get(s.key) ?? ''])) as Record<FormsSettingKey, string>
}
