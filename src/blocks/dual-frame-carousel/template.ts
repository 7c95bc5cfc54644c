import { commonFields } from '../common-fields.ts'
import { field, options, type FieldValues } from '../fields.ts'
import { defineTemplate } from '../template.ts'

const fields = [
  commonFields.blockScrollId,
  field.select('vertical_alignment', 'Vertical alignment', options(['center', 'Center'], ['top', 'Top']), 'center', {
    tooltip: 'Where the copy sits beside the image on wide screens.',
  }),
  field.string('youtube', 'Video', '', {
    placeholder: 'https://www.youtube.com/watch?v=…',
    max: 2048,
    tooltip: 'A YouTube or Vimeo link (or an .mp4/.webm file): a play button on the image opens it.',
  }),
  field.select('image_alignment', 'Image alignment', options(['left', 'Left'], ['right', 'Right']), 'left', {
    tooltip: "The image frame's side; right-to-left pages mirror it.",
  }),
  field.bool('disable_autoplay', 'Disable autoplay', false, {
    tooltip: 'On: slides change only with the previous, next and slide buttons.',
  }),
] as const

/** Per slide (spec 2 §3.7 gives none; ADR 016): the image frame's image and the copy frame's title, text and button. */
const groupFields = [commonFields.image, commonFields.heading, commonFields.headerTag, commonFields.paragraph, commonFields.button] as const

/** spec 2 §3.7 Dual Frame Carousel 2.0. */
export const dualFrameCarousel = defineTemplate({
  key: 'dual-frame-carousel',
  name: 'Dual Frame Carousel 2.0',
  description:
    'Slides in two frames side by side, an image and its title, text and button, with an optional video on the image; moves on by itself unless autoplay is off.',
  short_description: 'Image and copy slides side by side',
  group: 'Content',
  list_priority: 67,
  max_field_groups: 10,
  fields,
  field_groups_template: groupFields,
})
export type DualFrameCarouselFields = FieldValues<typeof fields>
export type DualFrameCarouselGroup = FieldValues<typeof groupFields>
