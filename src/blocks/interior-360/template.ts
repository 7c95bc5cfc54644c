import { commonFields } from '../common-fields.ts'
import { field, type FieldValues } from '../fields.ts'
import { defineTemplate } from '../template.ts'

// spec 2 §3.8 shows only the prompts and 'RESET TO DASH' / 'EXIT' for Interior 360; the other
// fields (title, text, colour theme, the panorama and where it starts) are what the view needs.
const fields = [
  commonFields.blockScrollId,
  commonFields.heading,
  commonFields.headerTag,
  commonFields.paragraph,
  commonFields.boxColor,
  field.image(
    'rdx-image',
    'Panorama (360° photo, 2:1)',
    {
      withAlt: true,
      sizes: [
        { w: 4096, h: 2048 },
        { w: 2048, h: 1024 },
      ],
    },
    { id: 24735 },
  ),
  field.number('start_position', 'Dashboard position across the panorama (%)', 50, { min: 0, max: 100 }),
  field.string('clickToInteract', 'Prompt (mouse)', 'CLICK TO INTERACT', { max: 100 }),
  field.string('touchToInteract', 'Prompt (touch)', 'TOUCH TO INTERACT', { max: 100 }),
  field.string('reset_label', 'Reset button', 'RESET TO DASH', { max: 50 }),
  field.string('exit_label', 'Exit button', 'EXIT', { max: 50 }),
  commonFields.presetInterior,
] as const

/** spec 2 §3.8 Interior 360 ({prefix}-interior-360). */
export const interior360 = defineTemplate({
  key: 'interior-360',
  name: 'Interior 360',
  description: 'A panoramic photo of the cabin the visitor looks round by dragging or with the arrow keys.',
  short_description: '360° interior view',
  group: 'Advanced',
  list_priority: 82,
  fields,
})
export type Interior360Fields = FieldValues<typeof fields>
