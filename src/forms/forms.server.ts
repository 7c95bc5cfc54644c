import { and, asc, count, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import { recordAudit, type AuditActor } from '~/audit/audit.server.ts'
import type { Db, Tx } from '~/db/client.server.ts'
import { forms, formVersions, leads } from '~/db/schema/index.ts'
import { ServiceError } from '~/lib/http.server.ts'
import { formDefinitionSchema, type FormDefinition, type FormSettingName, type Integration } from './definition.ts'

/**
 * A market's forms (spec 1 §3 Form, ADR 053): name, type and definition. Every save raises the
 * version and keeps the definition in `form_versions` in the same transaction, so a lead is
 * always checked against, and shown with, the version its visitor saw.
 */

/** What a form is for (test_drive, brochure, offer …): free, short, lower-case; `general` by default. */
export const formTypeSchema = z
  .string()
  .regex(/^[a-z][a-z0-9_]{0,39}$/, 'Use lower-case letters, digits and underscores, starting with a letter (at most 40)')

/** A form as the API, an import and a bundle give it: name, type and the definition's keys side by side. */
export const formAttributesSchema = formDefinitionSchema.safeExtend({
  name: z.string().trim().min(1, 'A form needs a name').max(200, 'A name has at most 200 characters'),
  type: formTypeSchema.default('general'),
})
export type FormAttributesInput = z.input<typeof formAttributesSchema>

export interface FormInput {
  name: string
  type: string
  definition: FormDefinition
}

/** Attributes checked and split into name, type and definition; a ZodError names the bad path. */
export function parseFormAttributes(attributes: unknown): { ok: true; form: FormInput } | { ok: false; error: z.ZodError } {
  const parsed = formAttributesSchema.safeParse(attributes)
  if (!parsed.success) return { ok: false, error: parsed.error }
  const { name, type, ...definition } = parsed.data
  return { ok: true, form: { name, type, definition } }
}

export type FormRow = typeof forms.$inferSelect

/** The stored definition; it was checked by formDefinitionSchema before every write. */
export const definitionOf = (row: { definition: unknown }) => row.definition as FormDefinition

const pgCode = (error: unknown): string | undefined => {
  const own = (error as { code?: unknown } | null)?.code
  if (typeof own === 'string') return own
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause?.code
  return typeof cause === 'string' ? cause : undefined
}

const nameTaken = (name: string) =>
  new ServiceError(409, 'Form name taken', `A form named "${name}" already exists in this market.`, '/data/attributes/name')
export const formNotFound = () => new ServiceError(404, 'Form not found', 'This market has no form with that id.')

/** Every form of a market, by name, with its number of leads. */
export async function listForms(db: Db, siteId: number) {
  return db
    .select({
      id: forms.id,
      name: forms.name,
      type: forms.type,
      version: forms.version,
      definition: forms.definition,
      createdAt: forms.createdAt,
      updatedAt: forms.updatedAt,
      leadCount: sql<number>`(select count(*) from ${leads} where ${leads.formId} = ${forms.id})`.mapWith(Number),
    })
    .from(forms)
    .where(eq(forms.siteId, siteId))
    .orderBy(asc(forms.name), asc(forms.id))
}

export async function findForm(db: Db | Tx, siteId: number, id: number): Promise<FormRow | null> {
  const [row] = await db
    .select()
    .from(forms)
    .where(and(eq(forms.siteId, siteId), eq(forms.id, id)))
  return row ?? null
}

export async function getForm(db: Db | Tx, siteId: number, id: number): Promise<FormRow> {
  const row = await findForm(db, siteId, id)
  if (!row) throw formNotFound()
  return row
}

/** The definition a version of a form had; null when the form never had that version. */
export async function formVersion(db: Db | Tx, formId: number, version: number): Promise<FormDefinition | null> {
  const [row] = await db
    .select({ definition: formVersions.definition })
    .from(formVersions)
    .where(and(eq(formVersions.formId, formId), eq(formVersions.version, version)))
  return row ? definitionOf(row) : null
}

/** Creates a form at version 1 (with its first form_versions row). */
export async function createForm(db: Db, actor: AuditActor, siteId: number, input: FormInput, action = 'form.create'): Promise<FormRow> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(forms).values({ siteId, name: input.name, type: input.type, definition: input.definition }).returning()
      await tx.insert(formVersions).values({ formId: row!.id, version: row!.version, definition: input.definition })
      await recordAudit(tx, actor, {
        siteId,
        action,
        entityType: 'form',
        entityId: row!.id,
        summary: `${action === 'form.create' ? 'Created' : action === 'form.import' ? 'Imported' : 'Duplicated'} form ${input.name}`,
        changes: { after: { name: input.name, type: input.type, definition: input.definition } },
      })
      return row!
    })
  } catch (error) {
    if (pgCode(error) === '23505') throw nameTaken(input.name)
    throw error
  }
}

/**
 * Saves a form: a new version, its form_versions row and the audit entry in one transaction. The
 * version is raised by the UPDATE itself, so two saves at once get two versions, never one.
 */
export async function saveForm(db: Db, actor: AuditActor, siteId: number, id: number, input: FormInput): Promise<FormRow> {
  try {
    return await db.transaction(async (tx) => saveFormIn(tx, actor, siteId, id, input))
  } catch (error) {
    if (pgCode(error) === '23505') throw nameTaken(input.name)
    throw error
  }
}

/** saveForm inside a caller's transaction (a bundle import). */
export async function saveFormIn(tx: Tx, actor: AuditActor | null, siteId: number, id: number, input: FormInput): Promise<FormRow> {
  const [before] = await tx
    .select()
    .from(forms)
    .where(and(eq(forms.siteId, siteId), eq(forms.id, id)))
    .for('update')
  if (!before) throw formNotFound()
  const [row] = await tx
    .update(forms)
    .set({ name: input.name, type: input.type, definition: input.definition, version: sql`${forms.version} + 1`, updatedAt: new Date() })
    .where(eq(forms.id, id))
    .returning()
  await tx.insert(formVersions).values({ formId: id, version: row!.version, definition: input.definition })
  if (actor)
    await recordAudit(tx, actor, {
      siteId,
      action: 'form.update',
      entityType: 'form',
      entityId: id,
      summary: `Changed form ${input.name} (version ${row!.version})`,
      changes: {
        before: { name: before.name, type: before.type, definition: before.definition },
        after: { name: input.name, type: input.type, definition: input.definition },
      },
    })
  return row!
}

/** spec 1 §7 `PUT /forms/{id}/integrations` (type 'config'): a save like any other, new version included. */
export async function saveIntegrations(db: Db, actor: AuditActor, siteId: number, id: number, integrations: Integration[]) {
  const row = await getForm(db, siteId, id)
  const definition = formDefinitionSchema.parse({ ...definitionOf(row), integrations })
  return saveForm(db, actor, siteId, id, { name: row.name, type: row.type, definition })
}

/** ADR 053: a form with leads is not deleted (409), so no lead is lost by a click. */
export async function deleteForm(db: Db, actor: AuditActor, siteId: number, id: number): Promise<void> {
  const refuse = (n: number) =>
    new ServiceError(409, 'Form has leads', `This form has ${n} lead${n === 1 ? '' : 's'}: export or delete them first`)
  try {
    await db.transaction(async (tx) => {
      const row = await getForm(tx, siteId, id)
      const [leadCount] = await tx.select({ n: count() }).from(leads).where(eq(leads.formId, id))
      if (leadCount!.n > 0) throw refuse(leadCount!.n)
      await tx.delete(forms).where(eq(forms.id, id))
      await recordAudit(tx, actor, {
        siteId,
        action: 'form.delete',
        entityType: 'form',
        entityId: id,
        summary: `Deleted form ${row.name}`,
        changes: { before: { name: row.name, type: row.type, definition: row.definition } },
      })
    })
  } catch (error) {
    // A lead stored between the count and the delete: the foreign key refuses, and so do we.
    if (pgCode(error) === '23503') {
      const [leadCount] = await db.select({ n: count() }).from(leads).where(eq(leads.formId, id))
      throw refuse(leadCount!.n)
    }
    throw error
  }
}

/** One of the three settings of spec 1 §7 (`GET /forms/{id}/settings/{name}`). */
export const formSetting = (row: FormRow, name: FormSettingName) => definitionOf(row).settings[name]

/** A copy of a form under a new name (`POST /forms/{id}/duplicate?name=`), at version 1. */
export async function duplicateForm(db: Db, actor: AuditActor, siteId: number, id: number, name: string | undefined): Promise<FormRow> {
  const source = await getForm(db, siteId, id)
  const newName = name?.trim() || `${source.name} (copy)`
  const parsedName = formAttributesSchema.shape.name.safeParse(newName)
  if (!parsedName.success) throw new ServiceError(422, 'Invalid value', `name: ${parsedName.error.issues[0]!.message}`)
  return createForm(db, actor, siteId, { name: parsedName.data, type: source.type, definition: definitionOf(source) }, 'form.duplicate')
}
