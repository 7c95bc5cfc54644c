import { commonFields } from '../common-fields.ts'
import { field, options, type FieldValues } from '../fields.ts'
import { defineTemplate } from '../template.ts'

const fields = [
  commonFields.blockScrollId,
  field.bool('has_lazyload', 'Lazy-load images', false, {
    tooltip: 'Load the tab images only when they scroll into view, even near the top of the page.',
  }),
  field.select('theme', 'Theme', options(['black-theme', 'Black'], ['dark-theme', 'Dark']), 'black-theme'),
] as const

/** Per tab: its image (640x360), which blocks it shows, its label and URL hash. */
const groupFields = [
  field.image('image', 'Image', { withAlt: true, sizes: [{ w: 640, h: 360 }] }, { id: 24735 }),
  field.number('blocks_count', 'Number of blocks', 1, {
    min: 0,
    max: 50,
    integer: true,
    tooltip: 'How many of the blocks after this one the tab shows; the next tab takes the blocks after those.',
  }),
  field.string('tab_label', 'Tab label', '', { max: 100 }),
  field.string('tab_id', 'Tab id', '', { max: 100, tooltip: 'Opening the page with #{tab id} in the address selects this tab.' }),
] as const

/**
 * spec 2 §3.9 Section Image Tabs (id 99, {prefix}-image-tabs). NOTE: §9 gives no group limit;
 * 10 image tabs is the most a row of them can usefully hold.
 */
export const imageTabs = defineTemplate({
  key: 'image-tabs',
  name: 'Section Image Tabs',
  description: 'A row of image tabs, each showing the next blocks of the page, such as one model or trim per tab.',
  short_description: 'Image tabs over the following blocks',
  group: 'Advanced',
  list_priority: 31,
  max_field_groups: 10,
  fields,
  field_groups_template: groupFields,
})
export type ImageTabsFields = FieldValues<typeof fields>
export type ImageTabsGroup = FieldValues<typeof groupFields>
