import type { Database } from '~/db/client.server.ts'
import type { Role } from '~/db/schema/auth.ts'
import { readSetting } from '~/settings/keys.ts'
import type { SettingMap } from '~/settings/settings.ts'
import type { FormDefinition } from './definition.ts'
import { issueFormToken } from './form-token.server.ts'
import { definitionOf, findForm, type FormRow } from './forms.server.ts'
import { listLocations } from './locations.server.ts'

/**
 * What each role sees of a form (ADR 053 role matrix). Visitors get the public part: what the page
 * needs to show and send it, never recipients, webhook URLs or secrets. Editors (the forms selector,
 * form blocks) get the same with name, type and dates. Administrators get everything.
 */

/** A place a location field offers: its id and name (never its e-mail). */
export interface PublicLocation {
  id: number
  name: string
}

/** What a location field offers of the market's locations: their ids and names, nothing else. */
export const locationChoices = (rows: readonly PublicLocation[]): PublicLocation[] => rows.map(({ id, name }) => ({ id, name }))

/** The public form (GET /api/forms/forms/{id} for a visitor): also what a form block's loader gives its renderer. */
export interface PublicFormAttributes {
  fields: FormDefinition['fields']
  layout: FormDefinition['layout']
  submit_label: string
  settings: { thank_you: FormDefinition['settings']['thank_you'] }
  verification: FormDefinition['verification']
  /** The version a lead names (`form_version`): it is checked against this one. */
  version: number
  /** Sent back with the lead (ADR 053): issued now, good from 3 s to 24 h. */
  form_token: string
  /** The market's locations when the form has a location field, else none. */
  locations: PublicLocation[]
  /** forms.recaptcha_site_key when the market set one: the form shows the challenge. */
  recaptcha_site_key: string | null
}

export interface EditorFormAttributes extends PublicFormAttributes {
  name: string
  type: string
  updated_at: string
}

export interface AdminFormAttributes extends EditorFormAttributes {
  integrations: FormDefinition['integrations']
  settings: FormDefinition['settings']
  created_at: string
}

/** The form's attributes for a role in its market (null: a visitor, or a user without a role there). */
export async function formAttributes(
  database: Database,
  row: FormRow,
  role: Role | null,
  settings: SettingMap,
  /** The market's locations; a visitor's read passes the view kept per content revision, so it runs no query. */
  locationsOf: () => Promise<PublicLocation[]> = async () => locationChoices(await listLocations(database.db, row.siteId)),
): Promise<PublicFormAttributes | EditorFormAttributes | AdminFormAttributes> {
  const definition = definitionOf(row)
  const hasLocationField = definition.fields.some((field) => field.type === 'location')
  const publicPart: PublicFormAttributes = {
    fields: definition.fields,
    layout: definition.layout,
    submit_label: definition.submit_label,
    settings: { thank_you: definition.settings.thank_you },
    verification: definition.verification,
    version: row.version,
    form_token: await issueFormToken(database, { siteId: row.siteId, formId: row.id }),
    locations: hasLocationField ? await locationsOf() : [],
    recaptcha_site_key: readSetting(settings, 'forms.recaptcha_site_key') || null,
  }
  if (role === null) return publicPart
  const editorPart: EditorFormAttributes = { name: row.name, type: row.type, ...publicPart, updated_at: row.updatedAt.toISOString() }
  if (role !== 'admin') return editorPart
  return {
    ...editorPart,
    settings: definition.settings,
    integrations: definition.integrations,
    created_at: row.createdAt.toISOString(),
  }
}

/**
 * A form as a visitor's page shows it, for a form block's server-side data (the same attributes as
 * the public GET): null when the market has no such form.
 * @example const form = await publicForm(context.services.database, site.id, 12, await content.settings(site))
 */
export async function publicForm(
  database: Database,
  siteId: number,
  formId: number,
  settings: SettingMap,
): Promise<{ id: string; type: 'form'; attributes: PublicFormAttributes } | null> {
  const row = await findForm(database.db, siteId, formId)
  if (!row) return null
  return { id: String(row.id), type: 'form', attributes: (await formAttributes(database, row, null, settings)) as PublicFormAttributes }
}
