import { randomUUID } from 'node:crypto'
import type { Db } from '~/db/client.server.ts'
import { formVersions, forms, leadDeliveries, leads } from '~/db/schema/index.ts'
import { formDefinitionSchema, type FormDefinitionInput } from '~/forms/definition.ts'
import type { LeadValues } from '~/forms/rules.ts'

/**
 * Forms, leads and deliveries written straight to the database, for the tests of what runs on
 * them (deliveries, exports, retention) without the forms API in between.
 */

/** A form whose versions are `versions` (1, 2 …); its current definition is the last. */
export async function insertForm(db: Db, siteId: number, name: string, versions: FormDefinitionInput[]) {
  const definitions = versions.map((version) => formDefinitionSchema.parse(version))
  const [form] = await db
    .insert(forms)
    .values({ siteId, name, version: definitions.length, definition: definitions.at(-1)! })
    .returning()
  await db.insert(formVersions).values(definitions.map((definition, i) => ({ formId: form!.id, version: i + 1, definition })))
  return form!
}

let keys = 0

export async function insertLead(
  db: Db,
  lead: {
    siteId: number
    formId: number
    formVersion?: number
    data: LeadValues
    email?: string | null
    createdAt?: Date
    additionalData?: Record<string, unknown>
    consents?: { field: string; text: string; version: string }[]
    pagePath?: string
  },
) {
  const [row] = await db
    .insert(leads)
    .values({
      formVersion: 1,
      idempotencyKey: `fixture-${process.pid}-${Date.now()}-${++keys}`,
      ...lead,
    })
    .returning()
  return row!
}

export async function insertDelivery(
  db: Db,
  delivery: {
    leadId: number
    kind: 'notification' | 'confirmation' | 'webhook'
    target: string
    integrationId?: string
    /** A lead's statement stores its deliveries unqueued, each with its job's id (the outbox). */
    outbox?: boolean
  },
) {
  const { outbox, ...values } = delivery
  if (outbox) Object.assign(values, { queued: false, jobId: randomUUID() })
  const [row] = await db.insert(leadDeliveries).values(values).returning()
  return row!
}
