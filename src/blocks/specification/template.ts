import { commonFields } from '../common-fields.ts'
import { field, type FieldValues } from '../fields.ts'
import { defineTemplate } from '../template.ts'

/** spec 2 §9 max_field_groups: Specification 100. */
export const SPECIFICATION_MAX_GROUPS = 100

const fields = [
  commonFields.blockScrollId,
  field.string('heading', 'Title', '', { max: 200 }),
  commonFields.headerTag,
  commonFields.boxColor,
  field.markdown('disclaimer', 'Disclaimer', '', { max: 2000 }),
] as const
export type SpecificationFields = FieldValues<typeof fields>

// The spec names only the block and its limit (ADR 167): a row is a label and its value; a row
// with a section title starts a new part of the table (Performance, Dimensions …).
const groupFields = [
  field.string('section', 'Section title', '', { max: 100, tooltip: 'Starts a new part of the table from this row, e.g. Dimensions.' }),
  field.string('label', 'Label', '', { max: 200 }),
  field.string('value', 'Value', '', { max: 500 }),
] as const
export type SpecificationGroup = FieldValues<typeof groupFields>

/**
 * spec 2 §9 Specification (up to 100 groups): a model's specification written by the editor, a
 * row per group, in sections. spec 2 §9: spec and price tags are never replaced inside it
 * (TAG_FREE_TEMPLATES, src/pricing/tags.ts).
 */
export const specification = defineTemplate({
  key: 'specification',
  name: 'Specification',
  description:
    "A model's specification as a table of labels and values, in sections such as Performance or Dimensions, with a disclaimer below.",
  short_description: 'Specification table',
  group: 'Content',
  list_priority: 71,
  max_field_groups: SPECIFICATION_MAX_GROUPS,
  fields,
  field_groups_template: groupFields,
})
