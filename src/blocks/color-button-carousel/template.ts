import { field, type FieldValues } from '../fields.ts'
import { commonFields } from '../common-fields.ts'
import { defineTemplate } from '../template.ts'

const fields = [
  commonFields.blockScrollId,
  field.bool('is_bigger_picker', 'Bigger colour picker', false, { tooltip: 'On: larger colour swatches.' }),
  field.string('global_tagline', 'Tagline', '', { max: 200 }),
  field.markdown('global_paragraph', 'Paragraph', '', { max: 5000 }),
  field.string('link_url', 'Link URL', '', { max: 2048, placeholder: '/configure', tooltip: "Where each colour's link label leads." }),
] as const

const groupFields = [
  field.image(
    'main_image',
    'Main image',
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
  field.image('thumbnail', 'Thumbnail (colour swatch)', {
    withAlt: true,
    sizes: [{ w: 160, h: 160 }],
    tooltip: 'Its alt text names the colour.',
  }),
  field.string('link_label', 'Link label', '', { max: 100 }),
] as const

/** spec 2 §3.7 Color Button Carousel; spec 2 §9 'Color picker': up to 20 colours. */
export const colorButtonCarousel = defineTemplate({
  key: 'color-button-carousel',
  name: 'Color Button Carousel',
  description:
    'A car in one colour at a time, chosen with colour swatch buttons, under a tagline and paragraph, with a link for the colour shown.',
  short_description: 'Colour picker with swatches',
  group: 'Content',
  list_priority: 68,
  max_field_groups: 20,
  fields,
  field_groups_template: groupFields,
})
export type ColorButtonCarouselFields = FieldValues<typeof fields>
export type ColorButtonCarouselGroup = FieldValues<typeof groupFields>
