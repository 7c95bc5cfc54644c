import { commonFields } from '../common-fields.ts'
import { formFields, withCheckedFormMaps } from '../form-fields.ts'
import { field, type FieldValues } from '../fields.ts'
import { defineTemplate, type BlockTemplate } from '../template.ts'

const fields = [
  commonFields.blockScrollId,
  formFields.formId,
  formFields.hasTwoColumns,
  formFields.hiddenFieldMapping,
  // Editor HTML, sanitised on save and on render like every Markdown field (tables allowed).
  field.markdown('table_content', 'Price table', '', { max: 50_000 }),
] as const
export type ExtendedWarrantyFields = FieldValues<typeof fields>

const definition = defineTemplate({
  key: 'extended-warranty',
  name: 'Extended Warranty',
  description: 'The prices of the extended warranty in a table, and the form to ask for it.',
  short_description: 'Warranty price table and form',
  group: 'Other',
  list_priority: 103,
  fields,
})

/** spec 2 §3.10 Extended Warranty ({prefix}-extended-warranty): a form plus a price table. */
export const extendedWarranty: BlockTemplate<ExtendedWarrantyFields> = { ...definition, schema: withCheckedFormMaps(definition.schema) }
