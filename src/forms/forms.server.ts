import { and, asc, count, eq, sql } from 'drizzle-orm'
import { isDeepStrictEqual } from 'node:util'
import { recordAudit, type AuditActor } from '~/audit/audit.server.ts'
import type { Db, Tx } from '~/db/client.server.ts'
import { forms, formVersions, leads } from '~/db/schema/index.ts'
import { ServiceError } from '~/lib/http.server.ts'
import { bumpContentRevision } from '~/sites/revision.server.ts'
import { formDefinitionSchema, type FormDefinition, type FormSettingName, type Integration } from './definition.ts'
import { formNameSchema, joinFormAttributes, type FormInput } from './form-attributes.ts'

/**
 * A market's forms (spec 1 §3 Form, ADR 053): name, type and definition. Every save raises the
 * version and keeps the definition in `form_versions` in the same transaction, so a lead is
 * always checked against, and shown with, the version its visitor saw. Forms are the market's
 * content: every write bumps its content revision (ADR 094), as a bundle import does for all.
 */

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
const formChanged = (current: number, startedFrom: number) =>
  new ServiceError(
    409,
    'Form changed',
    `Version ${current} of this form was saved after the version ${startedFrom} your changes were made on: reload it to see that version, then make your changes again.`,
    '/data/attributes/version',
  )
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
      // Qualified by hand: inside a sub-select Drizzle writes bare column names, and "id" would be the lead's.
      leadCount: sql<number>`(select count(*) from "leads" where "leads"."form_id" = "forms"."id")`.mapWith(Number),
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
      const row = await insertForm(tx, siteId, input)
      await bumpContentRevision(tx, siteId)
      await recordAudit(tx, actor, {
        siteId,
        action,
        entityType: 'form',
        entityId: row.id,
        summary: `${action === 'form.create' ? 'Created' : action === 'form.import' ? 'Imported' : 'Duplicated'} form ${input.name}`,
        changes: { after: { name: input.name, type: input.type, definition: input.definition } },
      })
      return row
    })
  } catch (error) {
    if (pgCode(error) === '23505') throw nameTaken(input.name)
    throw error
  }
}

async function insertForm(tx: Tx, siteId: number, input: FormInput): Promise<FormRow> {
  const [row] = await tx.insert(forms).values({ siteId, name: input.name, type: input.type, definition: input.definition }).returning()
  await tx.insert(formVersions).values({ formId: row!.id, version: row!.version, definition: input.definition })
  return row!
}

/**
 * Saves a form: a new version, its form_versions row and the audit entry in one transaction. The
 * version is raised by the UPDATE itself, so two saves at once get two versions, never one.
 */
export async function saveForm(
  db: Db,
  actor: AuditActor,
  siteId: number,
  id: number,
  input: FormInput,
  startedFrom?: number,
): Promise<FormRow> {
  try {
    return await db.transaction(async (tx) => {
      const row = await saveFormIn(tx, actor, siteId, id, input, startedFrom)
      await bumpContentRevision(tx, siteId)
      return row
    })
  } catch (error) {
    if (pgCode(error) === '23505') throw nameTaken(input.name)
    throw error
  }
}

/**
 * saveForm inside a caller's transaction (a bundle import). With `startedFrom`, the version the
 * change was made on: a save made on an older one is refused (409), so one admin's save never
 * undoes another's unseen; the row is locked, so two processes agree which came first.
 */
export async function saveFormIn(
  tx: Tx,
  actor: AuditActor | null,
  siteId: number,
  id: number,
  input: FormInput,
  startedFrom?: number,
): Promise<FormRow> {
  const [before] = await tx
    .select()
    .from(forms)
    .where(and(eq(forms.siteId, siteId), eq(forms.id, id)))
    .for('update')
  if (!before) throw formNotFound()
  if (startedFrom !== undefined && startedFrom !== before.version) throw formChanged(before.version, startedFrom)
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
  const parsed = formDefinitionSchema.safeParse({ ...definitionOf(row), integrations })
  if (!parsed.success) {
    // A rule added after the form was saved (a thank-you redirect the browser may not follow):
    // the builder shows it at its field; the webhooks wait until it is corrected there.
    const [issue] = parsed.error.issues
    const where = issue!.path.map(String).join('.')
    throw new ServiceError(409, 'Form needs correcting', `${where}: ${issue!.message}. Correct it in the form builder first.`)
  }
  return saveForm(db, actor, siteId, id, { name: row.name, type: row.type, definition: parsed.data })
}

/** ADR 053: a form with leads is not deleted (409), so no lead is lost by a click. */
export async function deleteForm(db: Db, actor: AuditActor, siteId: number, id: number): Promise<void> {
  const refuse = (n: number) =>
    new ServiceError(409, 'Form has leads', `This form has ${n} lead${n === 1 ? '' : 's'}: delete them first (export them to keep a copy)`)
  try {
    await db.transaction(async (tx) => {
      const row = await getForm(tx, siteId, id)
      const [leadCount] = await tx.select({ n: count() }).from(leads).where(eq(leads.formId, id))
      if (leadCount!.n > 0) throw refuse(leadCount!.n)
      await tx.delete(forms).where(eq(forms.id, id))
      await bumpContentRevision(tx, siteId)
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
  const parsedName = formNameSchema.safeParse(newName)
  if (!parsedName.success) throw new ServiceError(422, 'Invalid value', `name: ${parsedName.error.issues[0]!.message}`)
  return createForm(db, actor, siteId, { name: parsedName.data, type: source.type, definition: definitionOf(source) }, 'form.duplicate')
}

/**
 * A bundle's forms (ADR 054), matched by name: a new one is created, a changed one saved as a new
 * version (an unchanged one keeps its version), and one the bundle lacks is deleted unless it has
 * leads (an import never loses a lead). Form ids stay, so pages keep their forms.
 */
export async function replaceForms(tx: Tx, siteId: number, list: readonly FormInput[]): Promise<Map<string, number>> {
  const existing = await tx
    .select({ id: forms.id, name: forms.name, type: forms.type, definition: forms.definition })
    .from(forms)
    .where(eq(forms.siteId, siteId))
  const byName = new Map(existing.map((row) => [row.name, row]))
  const ids = new Map<string, number>()
  for (const input of list) {
    const row = byName.get(input.name)
    if (!row) ids.set(input.name, (await insertForm(tx, siteId, input)).id)
    else {
      if (row.type !== input.type || !isDeepStrictEqual(row.definition, input.definition)) await saveFormIn(tx, null, siteId, row.id, input)
      ids.set(input.name, row.id)
    }
  }
  const kept = new Set(list.map((input) => input.name))
  for (const row of existing.filter((r) => !kept.has(r.name))) {
    const [leadCount] = await tx.select({ n: count() }).from(leads).where(eq(leads.formId, row.id))
    if (leadCount!.n === 0) await tx.delete(forms).where(eq(forms.id, row.id))
  }
  return ids
}

/** A market's forms as a bundle holds them, by name, each with its id here (ADR 060). */
export async function exportForms(db: Db, siteId: number) {
  const rows = await db.select().from(forms).where(eq(forms.siteId, siteId)).orderBy(asc(forms.name))
  return rows.map((row) => ({ id: row.id, ...joinFormAttributes({ name: row.name, type: row.type, definition: definitionOf(row) }) }))
}
