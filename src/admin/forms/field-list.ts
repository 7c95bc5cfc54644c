import { type z } from 'zod'
import {
  FIELD_TYPES,
  formDefinitionSchema,
  type formFieldSchema,
  type FieldType,
  type FormDefinition,
  type FormDefinitionInput,
  type Integration,
} from '~/forms/definition.ts'

/**
 * The form builder's state and its operations, pure so they are tested without a
 * browser. The builder edits a draft of a form definition (src/forms/definition.ts) whose fields
 * carry a `key` of their own: a field's id is editable, so React and the error map need something
 * that stays put while it changes.
 */

export type DraftField = z.input<typeof formFieldSchema> & { key: string }
export type DraftIntegration = Integration
export interface Draft extends Omit<FormDefinition, 'fields' | 'integrations'> {
  fields: DraftField[]
  integrations: DraftIntegration[]
}

/** The names the builder gives the field types (its 'Add field' list and each field's heading). */
export const FIELD_TYPE_LABELS: Record<FieldType, string> = {
  text: 'Text',
  email: 'E-mail',
  phone: 'Phone',
  select: 'Select list',
  radio: 'Radio buttons',
  checkbox: 'Checkbox',
  consent: 'Consent',
  date: 'Date',
  hidden: 'Hidden',
  textarea: 'Text area',
  location: 'Location (retailer picker)',
}
export const FIELD_TYPE_LIST = FIELD_TYPES.map((type) => ({ type, label: FIELD_TYPE_LABELS[type] }))

const EMPTY: FormDefinition = { ...formDefinitionSchema.parse({ fields: [{ id: 'name', type: 'text', label: 'Name' }] }), fields: [] }

let lastKey = 0
const nextKey = () => `f${++lastKey}`

/** A definition as the builder edits it: the schema's defaults filled in, a key per field. */
export function toDraft(definition: FormDefinitionInput | FormDefinition): Draft {
  const parsed = formDefinitionSchema.safeParse(definition)
  // The API stores only valid definitions; should one not be, its parts are kept over the defaults.
  // NOTE: a copy: zod hands out its default objects themselves, and an edit must not change them.
  const base: FormDefinition = structuredClone(parsed.success ? parsed.data : { ...EMPTY, ...(definition as FormDefinition) })
  return { ...base, fields: base.fields.map((field) => ({ ...field, key: nextKey() })) }
}

/** The definition to save: the draft without the builder's keys. */
export function fromDraft(draft: Draft): FormDefinitionInput {
  return { ...draft, fields: draft.fields.map(({ key: _key, ...field }) => field) }
}

/** An id not yet used in the form: `email`, then `email_2`, `email_3`… */
export function freeId(base: string, taken: readonly { id: string }[], separator: '_' | '-' = '_'): string {
  const ids = new Set(taken.map((item) => item.id))
  if (!ids.has(base)) return base
  let n = 2
  while (ids.has(`${base}${separator}${n}`)) n++
  return `${base}${separator}${n}`
}

/** A new field of a type with what it needs to be valid at once (a label, options for a list). */
export function newField(type: FieldType, fields: readonly DraftField[]): DraftField {
  const field: DraftField = {
    key: nextKey(),
    id: freeId(type, fields),
    type,
    label: FIELD_TYPE_LABELS[type].replace(/ \(.*\)$/, ''),
    rules: { required: false },
    width: 'full',
  }
  if (type === 'select' || type === 'radio') field.options = [{ label: 'Option 1', value: 'option_1' }]
  if (type === 'consent') {
    field.label = 'I agree to be contacted'
    field.consent_text = 'I agree that my details may be used to contact me about my request.'
  }
  return field
}

/** Adds a field at the end. */
export const addField = (fields: readonly DraftField[], type: FieldType): DraftField[] => [...fields, newField(type, fields)]

/** Changes one field; renaming its id renames what points at it (conditions of other fields). */
export function updateField(fields: readonly DraftField[], key: string, patch: Partial<DraftField>): DraftField[] {
  const before = fields.find((field) => field.key === key)
  if (!before) return [...fields]
  const renamed = patch.id !== undefined && patch.id !== before.id ? { from: before.id, to: patch.id } : null
  return fields.map((field) => {
    if (field.key === key) return { ...field, ...patch }
    if (renamed && field.show_when?.field === renamed.from) return { ...field, show_when: { ...field.show_when, field: renamed.to } }
    return field
  })
}

/**
 * Removes a field. Fields shown only when it had a value would never show again, so their
 * condition goes too; `released` names them for the builder to say so.
 */
export function removeField(fields: readonly DraftField[], key: string): { fields: DraftField[]; released: string[] } {
  const gone = fields.find((field) => field.key === key)
  if (!gone) return { fields: [...fields], released: [] }
  const released: string[] = []
  const next = fields
    .filter((field) => field.key !== key)
    .map((field) => {
      if (field.show_when?.field !== gone.id) return field
      released.push(field.label)
      const { show_when: _dropped, ...rest } = field
      return rest
    })
  return { fields: next, released }
}

/** Moves a field one place up (-1) or down (+1); at either end nothing changes. */
export function moveField(fields: readonly DraftField[], key: string, by: -1 | 1): DraftField[] {
  const from = fields.findIndex((field) => field.key === key)
  const to = from + by
  if (from < 0 || to < 0 || to >= fields.length) return [...fields]
  const next = [...fields]
  ;[next[from], next[to]] = [next[to]!, next[from]!]
  return next
}

/** The fields a field may depend on (`show_when`): those above it (the schema's rule), hidden ones too. */
export function conditionCandidates(fields: readonly DraftField[], key: string): DraftField[] {
  const index = fields.findIndex((field) => field.key === key)
  return index < 0 ? [] : fields.slice(0, index)
}

/** A draft without the verification fields that no longer exist or changed type (after a removal). */
export function keepVerification(draft: Draft): Draft['verification'] {
  const typeOf = (id: string | undefined) => draft.fields.find((field) => field.id === id)?.type
  const { phone_field, email_field } = draft.verification
  return {
    ...(phone_field && typeOf(phone_field) === 'phone' ? { phone_field } : {}),
    ...(email_field && typeOf(email_field) === 'email' ? { email_field } : {}),
  }
}

/** A webhook integration with an id not yet used in the form. */
export function newIntegration(integrations: readonly DraftIntegration[]): DraftIntegration {
  return { id: freeId('webhook', integrations, '-'), type: 'webhook', url: '', enabled: true }
}
