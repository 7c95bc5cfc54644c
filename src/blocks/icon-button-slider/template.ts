import { commonFields } from '../common-fields.ts'
import { field, type FieldValues } from '../fields.ts'
import { defineTemplate } from '../template.ts'

const fields = [
  commonFields.blockScrollId,
  commonFields.boxColor,
  field.string('header', 'Title', '', { max: 200 }),
  commonFields.headerTag,
  commonFields.paragraph,
] as const

const groupFields = [
  field.image('image', 'Image', { withAlt: true, sizes: [{ w: 380, h: 405 }] }, { id: 24735 }),
  field.string('title', 'Title', '', { max: 200 }),
  commonFields.headerTag,
  commonFields.paragraph,
  field.string('link_label', 'Link label', '', { max: 100 }),
  field.icon('link_icon', 'Link icon'),
  // Not in spec 2's list, which gives the link's label and icon only: where the link goes.
  field.link('link', 'Link', { withoutIcon: true }),
] as const

/** spec 2 §3.7 Icon Button Carousel (id 2, {prefix}-icon-button-slider). */
export const iconButtonSlider = defineTemplate({
  key: 'icon-button-slider',
  name: 'Icon Button Carousel',
  description:
    'A title and text over a row of cards (portrait image, title, text and a link with an icon) that scrolls sideways, with previous and next buttons.',
  short_description: 'Scrolling row of cards with icon links',
  group: 'Content',
  list_priority: 63,
  fields,
  field_groups_template: groupFields,
})
export type IconButtonSliderFields = FieldValues<typeof fields>
export type IconButtonSliderGroup = FieldValues<typeof groupFields>
