import { commonFields } from '../common-fields.ts'
import { field, type FieldValues } from '../fields.ts'
import { defineTemplate } from '../template.ts'

const fields = [
  commonFields.blockScrollId,
  commonFields.boxColor,
  commonFields.heading,
  commonFields.headerTag,
  commonFields.paragraph,
] as const

/** Per step (ADR 015): its title, its text and an optional link. The number is its place. */
const groupFields = [
  field.string('title', 'Step title', '', { max: 200 }),
  field.markdown('paragraph', 'Step text', '', { max: 5000 }),
  field.link('rdx-link', 'Link'),
] as const

/** spec 2 §3.6 Text Steps (fields not shown in the spec: ADR 015). */
export const textSteps = defineTemplate({
  key: 'text-steps',
  name: 'Text Steps',
  description:
    'Numbered steps, each with a title, text and an optional link, under a title and an introduction: how to order, charge or book a service.',
  short_description: 'Numbered steps',
  group: 'Content',
  list_priority: 42,
  max_field_groups: 10,
  fields,
  field_groups_template: groupFields,
})
export type TextStepsFields = FieldValues<typeof fields>
export type TextStepsGroup = FieldValues<typeof groupFields>
