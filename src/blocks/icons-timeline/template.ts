import { commonFields } from '../common-fields.ts'
import { field, type FieldValues } from '../fields.ts'
import { defineTemplate } from '../template.ts'

const fields = [
  commonFields.blockScrollId,
  field.string('title', 'Title', '', { max: 200 }),
  field.string('modelHeadline', 'Model headline', 'Model', { max: 100 }),
  field.string('yearHeadline', 'Year headline', 'Year', { max: 100 }),
] as const

const groupFields = [
  field.image(
    'image',
    'Image',
    {
      withAlt: true,
      sizes: [
        { w: 1600, h: 900 },
        { w: 1024, h: 576 },
        { w: 640, h: 360 },
      ],
    },
    { id: 24735 },
  ),
  field.image('small_image', 'Small image (timeline icon)', { withAlt: true, sizes: [{ w: 320, h: 180 }] }),
  field.string('model', 'Model', '', { max: 100 }),
  field.string('year', 'Year', '', { max: 20, placeholder: '1968' }),
  commonFields.heading,
  field.link('button', 'Button'),
] as const

/** spec 2 §3.7 Icons Timeline; spec 2 §9: up to 20 entries. */
export const iconsTimeline = defineTemplate({
  key: 'icons-timeline',
  name: 'Icons Timeline',
  description: 'A model history: a timeline of small images with their years; choosing one shows its image, model, year, title and button.',
  short_description: 'Model history timeline',
  group: 'Content',
  list_priority: 65,
  max_field_groups: 20,
  fields,
  field_groups_template: groupFields,
})
export type IconsTimelineFields = FieldValues<typeof fields>
export type IconsTimelineGroup = FieldValues<typeof groupFields>
