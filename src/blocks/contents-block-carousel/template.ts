import { commonFields } from '../common-fields.ts'
import { field, type FieldValues } from '../fields.ts'
import { defineTemplate } from '../template.ts'

/** spec 2 §3.7 shows no fields for this block: ADR 016 records this set, after Content Blocks (§3.6). */
const fields = [
  commonFields.blockScrollId,
  commonFields.boxColor,
  commonFields.heading,
  commonFields.headerTag,
  field.bool('align_cta_items', 'Align links', true, { tooltip: "On: the cards' links line up at the bottom of the row." }),
  commonFields.carouselView,
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
  field.string('title', 'Title', '', { max: 200 }),
  field.markdown('text', 'Text', '', { max: 5000 }),
  field.link('link', 'Link'),
] as const

/** spec 2 §3.7 Content Blocks Carousel (id 20, {prefix}-contents-block-carousel). */
export const contentsBlockCarousel = defineTemplate({
  key: 'contents-block-carousel',
  name: 'Content Blocks Carousel 2',
  description: 'A title over a row of cards (image, title, text and a link) that scrolls sideways, with previous and next buttons.',
  short_description: 'Scrolling row of content cards',
  group: 'Content',
  list_priority: 62,
  max_field_groups: 20,
  fields,
  field_groups_template: groupFields,
})
export type ContentsBlockCarouselFields = FieldValues<typeof fields>
export type ContentsBlockCarouselGroup = FieldValues<typeof groupFields>
