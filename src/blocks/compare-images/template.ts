import { COLOUR_THEME_OPTIONS, commonFields } from '../common-fields.ts'
import { field, type FieldValues } from '../fields.ts'
import { defineTemplate } from '../template.ts'
import { DEFAULT_START_POSITION } from './compare.ts'

const SIDEBAR_SIZES = [
  { w: 1350, h: 946 },
  { w: 1100, h: 900 },
]
const FULL_SIZES = [{ w: 1600, h: 900 }]

/** spec 2 §3.8 Compare Images, fields in the spec's order. */
const fields = [
  commonFields.blockScrollId,
  field.select('theme', 'Theme', COLOUR_THEME_OPTIONS, 'black-theme'),
  field.bool('has_sidebar', 'Text beside the images', true),
  field.bool('has_autostart', 'Sweep once when scrolled into view', true),
  field.number('start_position', 'Start position (%)', DEFAULT_START_POSITION, { min: 0, max: 100 }),
  field.separator('Images beside the text'),
  field.image('image_before_sidebar', 'Before', { withAlt: true, sizes: SIDEBAR_SIZES }, { id: 24735 }),
  field.image('image_after_sidebar', 'After', { withAlt: true, sizes: SIDEBAR_SIZES }, { id: 24735 }),
  field.separator('Full-width images'),
  field.image('image_before', 'Before', { withAlt: true, sizes: FULL_SIZES }, { id: 24735 }),
  field.image('image_after', 'After', { withAlt: true, sizes: FULL_SIZES }, { id: 24735 }),
  commonFields.heading,
  commonFields.headerTag,
  commonFields.paragraph,
  field.link('rdx-link', 'Link'),
  field.string('clickToInteract', 'Prompt (mouse)', 'Click to interact', { max: 100 }),
  field.string('touchToInteract', 'Prompt (touch)', 'Touch to interact', { max: 100 }),
] as const

/** spec 2 §3.8 Compare Images (id 27, {prefix}-compare-images): a before/after slider. */
export const compareImages = defineTemplate({
  key: 'compare-images',
  name: 'Compare Images',
  description: 'Two pictures of the same scene, before and after, with a divider the visitor drags to compare them.',
  short_description: 'Before/after image slider',
  group: 'Advanced',
  list_priority: 80,
  fields,
})
export type CompareImagesFields = FieldValues<typeof fields>
