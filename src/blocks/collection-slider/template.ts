import { commonFields } from '../common-fields.ts'
import { field, type FieldValues } from '../fields.ts'
import { defineTemplate } from '../template.ts'

/** spec 2 §9 square presets for cards. */
const CARD_IMAGE_SIZES = [
  { w: 360, h: 360 },
  { w: 415, h: 415 },
  { w: 830, h: 830 },
  { w: 1245, h: 1245 },
]

// spec 2 §3.7 names the item fields only; the title, its tag and the colour theme are ADR 017's.
const fields = [commonFields.blockScrollId, commonFields.heading, commonFields.headerTag, commonFields.boxColor] as const

const groupFields = [
  field.image('image', 'Image', { withAlt: true, sizes: CARD_IMAGE_SIZES }, { id: 24735 }),
  field.image('image_hover', 'Image on hover', {
    sizes: CARD_IMAGE_SIZES,
    tooltip: 'Shown instead of the image while the item is hovered or focused, e.g. the back of a shirt.',
  }),
  field.string('item_name', 'Name', '', { max: 200 }),
  field.string('item_label', 'Label', '', { max: 100, tooltip: 'A price or a short tag, e.g. "AED 95" or "New".' }),
  field.link('link', 'Link', { withoutIcon: true, excludedOptions: ['FORM', 'FILE'] }),
] as const

/** spec 2 §3.7 Collection Slider; spec 2 §9: up to 30 items. */
export const collectionSlider = defineTemplate({
  key: 'collection-slider',
  name: 'Collection Slider',
  description:
    'A row of merchandise items (image, a second image on hover, name, price or tag, link) that scrolls sideways, with previous and next buttons.',
  short_description: 'Scrolling row of merchandise',
  group: 'Mena',
  list_priority: 120,
  max_field_groups: 30,
  fields,
  field_groups_template: groupFields,
})
export type CollectionSliderFields = FieldValues<typeof fields>
export type CollectionSliderGroup = FieldValues<typeof groupFields>
