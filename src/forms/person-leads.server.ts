import { createHash } from 'node:crypto'
import { and, asc, eq, inArray } from 'drizzle-orm'
import { recordAudit, type AuditActor } from '~/audit/audit.server.ts'
import type { Db } from '~/db/client.server.ts'
import { formVersions, forms, leadDeliveries, leads } from '~/db/schema/index.ts'
import type { FormDefinition } from './definition.ts'
import type { LeadValue } from './rules.ts'

/**
 * A person's leads in a market ("a person's leads exportable and erasable on request"),
 * found by the e-mail address they gave (`leads.email`, lower-cased when stored). Both the export and
 * the erasure are in the audit log, which names the person by a hash of the address only: the log
 * outlives the erasure and must not keep what was erased.
 */

/** The first 16 hex digits of the address's sha-256: the same request is recognisable, the address is not kept. */
export const personReference = (email: string) => `sha256:${createHash('sha256').update(normalised(email)).digest('hex').slice(0, 16)}`

const normalised = (email: string) => email.trim().toLowerCase()

export interface PersonLead {
  id: number
  form_id: number
  form_name: string
  form_version: number
  created_at: string
  page_path: string | null
  routed_to: string | null
  /** Each value with the label of the version the person saw. */
  fields: { id: string; label: string; value: LeadValue }[]
  additional_data: Record<string, unknown>
  consents: { field: string; text: string; version: string }[]
  deliveries: { kind: string; target: string; status: string; delivered_at: string | null }[]
}

/** Everything the market holds on the person's leads, as JSON (a subject access request). */
export async function exportPersonLeads(db: Db, actor: AuditActor, siteId: number, email: string) {
  const rows = await db
    .select({ lead: leads, formName: forms.name, seen: formVersions.definition })
    .from(leads)
    .innerJoin(forms, eq(forms.id, leads.formId))
    .leftJoin(formVersions, and(eq(formVersions.formId, leads.formId), eq(formVersions.version, leads.formVersion)))
    .where(and(eq(leads.siteId, siteId), eq(leads.email, normalised(email))))
    .orderBy(asc(leads.createdAt), asc(leads.id))
  const deliveries = rows.length
    ? await db
        .select()
        .from(leadDeliveries)
        .where(
          inArray(
            leadDeliveries.leadId,
            rows.map((row) => row.lead.id),
          ),
        )
        .orderBy(asc(leadDeliveries.id))
    : []
  const data: PersonLead[] = rows.map(({ lead, formName, seen }) => {
    const labels = new Map(((seen as FormDefinition | null)?.fields ?? []).map((field) => [field.id, field.label]))
    return {
      id: lead.id,
      form_id: lead.formId,
      form_name: formName,
      form_version: lead.formVersion,
      created_at: lead.createdAt.toISOString(),
      page_path: lead.pagePath,
      routed_to: lead.routedTo,
      fields: Object.entries(lead.data).map(([id, value]) => ({ id, label: labels.get(id) ?? id, value })),
      additional_data: lead.additionalData,
      consents: lead.consents,
      deliveries: deliveries
        .filter((delivery) => delivery.leadId === lead.id)
        .map((delivery) => ({
          kind: delivery.kind,
          target: delivery.target,
          status: delivery.status,
          delivered_at: delivery.deliveredAt?.toISOString() ?? null,
        })),
    }
  })
  await recordAudit(db, actor, {
    siteId,
    action: 'lead.export_person',
    entityType: 'lead',
    entityId: personReference(email),
    summary: `Exported the ${data.length} lead${data.length === 1 ? '' : 's'} of a person (${personReference(email)})`,
  })
  return { email: normalised(email), leads: data }
}

/** Deletes the person's leads (with their deliveries) and says how many; an erasure request. */
export async function erasePersonLeads(db: Db, actor: AuditActor, siteId: number, email: string): Promise<number> {
  return db.transaction(async (tx) => {
    const erased = await tx
      .delete(leads)
      .where(and(eq(leads.siteId, siteId), eq(leads.email, normalised(email))))
      .returning({ id: leads.id })
    await recordAudit(tx, actor, {
      siteId,
      action: 'lead.erase_person',
      entityType: 'lead',
      entityId: personReference(email),
      summary: `Erased the ${erased.length} lead${erased.length === 1 ? '' : 's'} of a person (${personReference(email)})`,
      changes: { after: { erased: erased.map((row) => row.id) } },
    })
    return erased.length
  })
}
