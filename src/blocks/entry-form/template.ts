import { commonFields } from '../common-fields.ts'
import { FORM_BLOCK_FIELDS, withCheckedFormMaps } from '../form-fields.ts'
import { field, type FieldValues } from '../fields.ts'
import { defineTemplate, type BlockTemplate } from '../template.ts'

const fields = [
  commonFields.blockScrollId,
  // Not in spec 2 §3.10 (ADR 058): what the form is for, beside or above it.
  commonFields.heading,
  commonFields.headerTag,
  field.markdown('paragraph', 'Paragraph', ''),
  ...FORM_BLOCK_FIELDS,
] as const
export type EntryFormFields = FieldValues<typeof fields>

const definition = defineTemplate({
  key: 'entry-form',
  name: 'Entry Form',
  description:
    'A title and a short text with a form of the market beside them (form on the left or right) or below them (centred), e.g. a test drive booking.',
  short_description: 'Title and text with a form',
  group: 'Other',
  list_priority: 101,
  fields,
})

/** spec 2 §3.10 Entry Form: form_position left, center or right, plus the form block fields (spec 2 §3.5). */
export const entryForm: BlockTemplate<EntryFormFields> = { ...definition, schema: withCheckedFormMaps(definition.schema) }
