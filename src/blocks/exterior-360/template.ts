import { commonFields } from '../common-fields.ts'
import { field, type FieldValues } from '../fields.ts'
import { defineTemplate } from '../template.ts'
import { MAX_FRAMES } from './frames.ts'

const fields = [
  commonFields.blockScrollId,
  // The spec shows no text fields; a title and a paragraph beside or above the view are what a
  // model page needs.
  commonFields.heading,
  commonFields.headerTag,
  commonFields.paragraph,
  field.bool('has_slider_with_handle', 'Slider with a handle under the view', true),
  commonFields.sliderTheme,
  field.bool('has_sidebar', 'Text beside the view', true),
  field.bool('has_autostart', 'Turn once when scrolled into view', true),
  field.string('clickToInteract', 'Prompt (mouse)', 'CLICK TO INTERACT', { max: 100 }),
  field.string('touchToInteract', 'Prompt (touch)', 'TOUCH TO INTERACT', { max: 100 }),
  commonFields.presetExterior,
] as const

/**
 * One field group per frame: the photos of one turn of the car, in order; an exterior image preset
 * (preset-exterior, ADR 164) the market has pictures for takes their place.
 */
const groupFields = [
  field.image('image', 'Frame', {
    withAlt: true,
    sizes: [
      { w: 1600, h: 900 },
      { w: 1024, h: 576 },
      { w: 640, h: 360 },
    ],
  }),
] as const

/** spec 2 §3.8 Exterior 360 ({prefix}-exterior360). */
export const exterior360 = defineTemplate({
  key: 'exterior-360',
  name: 'Exterior 360',
  description: 'A turntable view of a car: the visitor drags, uses the slider or the arrow keys to walk round it.',
  short_description: '360° exterior view',
  group: 'Advanced',
  list_priority: 81,
  max_field_groups: MAX_FRAMES,
  fields,
  field_groups_template: groupFields,
})
export type Exterior360Fields = FieldValues<typeof fields>
export type Exterior360Group = FieldValues<typeof groupFields>
