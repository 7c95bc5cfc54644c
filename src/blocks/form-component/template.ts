import { commonFields } from '../common-fields.ts'
import { FORM_BLOCK_FIELDS, withCheckedFormMaps } from '../form-fields.ts'
import type { FieldValues } from '../fields.ts'
import { defineTemplate, type BlockTemplate } from '../template.ts'

const fields = [commonFields.blockScrollId, ...FORM_BLOCK_FIELDS] as const
export type FormComponentFields = FieldValues<typeof fields>

const definition = defineTemplate({
  key: 'form-component',
  name: 'Form Component',
  description:
    "One of the market's forms (test drive, brochure, contact …) on the page, in one or two columns, prefilled from the URL, with hidden fields sent with each lead.",
  short_description: 'A form of the forms back office',
  group: 'Other',
  list_priority: 100,
  fields,
})

/** spec 2 §3.10 Form Component: the form block fields (spec 2 §3.5). */
export const formComponent: BlockTemplate<FormComponentFields> = { ...definition, schema: withCheckedFormMaps(definition.schema) }
