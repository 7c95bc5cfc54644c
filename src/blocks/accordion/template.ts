import { commonFields } from '../common-fields.ts'
import { field, options, type FieldValues } from '../fields.ts'
import { defineTemplate } from '../template.ts'

const fields = [
  commonFields.blockScrollId,
  field.select('color_theme', 'Color theme', options(['light-theme', 'White'], ['dark-theme', 'Dark']), 'light-theme'),
  field.bool('border_between_groups', 'Border between items', true),
  field.bool('margin_between_groups', 'Space between items', false),
  field.string('open_all_label', 'Open all label', 'Open all', { max: 100 }),
  field.string('close_all_label', 'Close all label', 'Close all', { max: 100 }),
  field.bool('has_schema', 'Add FAQ structured data', false, {
    tooltip: 'Publishes the items as questions and answers (schema.org FAQPage) for search engines.',
  }),
] as const

/** Per item: a question or title, and its answer. */
const groupFields = [
  field.string('accordion_title', 'Title', '', { max: 300 }),
  field.markdown('accordion_content', 'Content', '', { max: 20_000 }),
] as const

/** spec 2 §3.9 Accordion; spec 2 §9: up to 30 items. */
export const accordion = defineTemplate({
  key: 'accordion',
  name: 'Accordion',
  description:
    'Titled sections that open and close one by one or all at once, for example frequently asked questions, optionally published as FAQ structured data.',
  short_description: 'Expandable sections or FAQ',
  group: 'Content',
  list_priority: 52,
  max_field_groups: 30,
  fields,
  field_groups_template: groupFields,
})
export type AccordionFields = FieldValues<typeof fields>
export type AccordionGroup = FieldValues<typeof groupFields>
