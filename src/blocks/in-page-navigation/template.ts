import { field, type FieldValues } from '../fields.ts'
import { defineTemplate } from '../template.ts'

/** spec 2 §2: the one block without block_scroll_id — it is the bar that links to the others. */
const fields = [field.string('goTopShort', 'Go to top label', 'TOP', { max: 50 }), field.link('link', 'Button')] as const

/** Per link: its label and the anchor of the block it leads to. */
const groupFields = [
  field.string('label', 'Label', '', { max: 100 }),
  field.string('blockId', 'Block id', '', {
    max: 100,
    tooltip: 'The block scroll id of the target block (or component-3 for the third block), without #',
  }),
] as const

/** spec 2 §3.9 Inpage navigation (id 41, {prefix}-in-page-navigation); spec 2 §9: up to 10 links. */
export const inPageNavigation = defineTemplate({
  key: 'in-page-navigation',
  name: 'Inpage navigation',
  description:
    'A bar that stays at the top of the screen with links to the sections of the page, a link back to the top and an optional button.',
  short_description: 'Sticky links to page sections',
  group: 'Advanced',
  list_priority: 20,
  max_field_groups: 10,
  fields,
  field_groups_template: groupFields,
})
export type InPageNavigationFields = FieldValues<typeof fields>
export type InPageNavigationGroup = FieldValues<typeof groupFields>
