import { commonFields } from '../common-fields.ts'
import { field, type FieldValues } from '../fields.ts'
import { defineTemplate } from '../template.ts'

const fields = [
  commonFields.blockScrollId,
  commonFields.boxColor,
  commonFields.heading,
  commonFields.headerTag,
  commonFields.colNumbers,
] as const

/** Per card (ADR 015): an image, a title, a short text and the link the whole card leads to. */
const groupFields = [
  field.image('image', 'Image', {
    withAlt: true,
    sizes: [
      { w: 1024, h: 576 },
      { w: 640, h: 360 },
    ],
  }),
  field.string('title', 'Title', '', { max: 200 }),
  field.text('text', 'Text', '', { max: 500 }),
  field.link('link', 'Link', { withoutIcon: true, excludedOptions: ['FORM'] }),
] as const

/** spec 2 §3.6 Sign Post (fields not shown in the spec: ADR 015). */
export const signPost = defineTemplate({
  key: 'sign-post',
  name: 'Sign Post',
  description:
    'Cards that lead on to other pages (models, offers, services), each with an image, a title, a short text and its link, in 1 to 4 columns.',
  short_description: 'Cards leading to other pages',
  group: 'Content',
  list_priority: 43,
  max_field_groups: 12,
  fields,
  field_groups_template: groupFields,
})
export type SignPostFields = FieldValues<typeof fields>
export type SignPostGroup = FieldValues<typeof groupFields>
