import { commonFields } from '../common-fields.ts'
import { field, options, type FieldValues } from '../fields.ts'
import { defineTemplate } from '../template.ts'

const fields = [
  commonFields.blockScrollId,
  field.select('copy_position', 'Copy position', options(['top', 'Top'], ['bottom', 'Bottom']), 'top', {
    tooltip: "Whether the current tab's title and paragraph sit above or below the tabs.",
  }),
  field.bool('has_modal', 'Choose tabs in a modal', false, { tooltip: 'On small screens the tabs are chosen from a modal.' }),
  field.string('modal_title', 'Modal title', 'Choose your tab', { max: 100 }),
] as const

/** Per tab: which blocks it shows, its label and hash, its copy, and its card in the modal. */
export const tabGroupFields = [
  field.number('blocks_count', 'Number of blocks', 1, {
    min: 0,
    max: 50,
    integer: true,
    tooltip: 'How many of the blocks after this one the tab shows; the next tab takes the blocks after those.',
  }),
  field.icon('tab_icon', 'Tab icon'),
  field.string('tab_label', 'Tab label', '', { max: 100 }),
  field.string('tab_id', 'Tab id', '', { max: 100, tooltip: 'Opening the page with #{tab id} in the address selects this tab.' }),
  field.string('group_title', 'Title', '', { max: 300 }),
  field.markdown('group_paragraph', 'Paragraph', '', { max: 10_000 }),
  field.string('modal_tab_title', 'Modal: title', '', { max: 200 }),
  field.string('modal_tab_subtitle', 'Modal: subtitle', '', { max: 300 }),
  field.image('modal_tab_image', 'Modal: image', { withAlt: true, sizes: [{ w: 640, h: 360 }] }),
] as const

/**
 * spec 2 §3.9 Section Tabs. NOTE: §9 gives no group limit; 10 tabs is the most a tab bar (or the
 * modal list) can usefully hold.
 */
export const sectionTabs = defineTemplate({
  key: 'section-tabs',
  name: 'Section Tabs',
  description:
    'Tabs that each show the next blocks of the page, with a title and text per tab, optionally chosen from a modal on small screens.',
  short_description: 'Tabs over the following blocks',
  group: 'Advanced',
  list_priority: 30,
  max_field_groups: 10,
  fields,
  field_groups_template: tabGroupFields,
})
export type SectionTabsFields = FieldValues<typeof fields>
export type SectionTabsGroup = FieldValues<typeof tabGroupFields>
