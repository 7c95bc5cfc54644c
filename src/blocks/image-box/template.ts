import { COLOUR_THEME_OPTIONS, commonFields } from '../common-fields.ts'
import { field, type FieldValues } from '../fields.ts'
import { defineTemplate } from '../template.ts'

const fields = [
  commonFields.blockScrollId,
  /** The colour of the text box over the image. */
  commonFields.boxColor,
  field.bool('right_on_rtl', 'Text on the right on right-to-left pages', false, {
    tooltip: 'Off: the text stays on the left in every language, as the image is not mirrored.',
  }),
  field.markdown('top_paragraph', 'Top paragraph', '', { max: 5000 }),
  field.image(
    'rdx-image',
    'Background image',
    {
      withAlt: true,
      sizes: [
        { w: 2000, h: 358 },
        { w: 1600, h: 500 },
      ],
    },
    { id: 24735 },
  ),
  field.image('rdx-logo-image', 'Accolade logo', { withAlt: true, sizes: [{ w: 512, h: 288 }] }),
  /** The colour theme of the block around and behind the image. */
  field.select('theme', 'Theme', COLOUR_THEME_OPTIONS, 'dark-theme'),
  // NOTE: spec 2 §3.6 lists has_timer (default true) for Accolade without a behaviour; it is kept
  // so imported content validates, and has no effect on the single-image block.
  field.bool('has_timer', 'Timer', true),
] as const

/** spec 2 §3.6 Accolade (id 78, {prefix}-image-box): text over an image background. */
export const imageBox = defineTemplate({
  key: 'image-box',
  name: 'Accolade',
  description: 'An award or accolade: a logo and a short text in a box over a wide background image.',
  short_description: 'Text and logo over an image',
  group: 'Content',
  list_priority: 45,
  fields,
})
export type ImageBoxFields = FieldValues<typeof fields>
