import { commonFields } from '../common-fields.ts'
import { field, options, type FieldValues } from '../fields.ts'
import { defineTemplate } from '../template.ts'

const tile = (symbol: 'image_1' | 'image_2' | 'image_3', label: string, w: number, h: number) =>
  field.image(symbol, label, {
    withAlt: true,
    sizes: [
      { w, h },
      { w: Math.round(w / 2), h: Math.round(h / 2) },
    ],
  })

const fields = [
  commonFields.blockScrollId,
  commonFields.heading,
  commonFields.headerTag,
  commonFields.paragraph,
  commonFields.button,
  // spec 2 §3.8 names video_ui_theme without values: the colour of the play button over the video.
  field.select('video_ui_theme', 'Video controls colour', options(['light-theme', 'Light'], ['dark-theme', 'Dark']), 'dark-theme'),
  field.select(
    'img_video_grid',
    'Video position',
    options(['video-top', 'Video on top'], ['video-bottom', 'Video at the bottom']),
    'video-top',
  ),
  field.bool('disable_autoplay', 'Do not start the video when play is pressed (the player opens paused)'),
  commonFields.youtube,
  field.image('image_video_placeholder', 'Video cover image', {
    withAlt: true,
    sizes: [
      { w: 1600, h: 900 },
      { w: 1024, h: 576 },
    ],
  }),
  tile('image_1', 'Image 1 (tall)', 800, 1000),
  tile('image_2', 'Image 2', 800, 900),
  tile('image_3', 'Image 3', 800, 900),
] as const

/** spec 2 §3.8 Masonry (id 49, {prefix}-masonry): 3 images, 1 video, title, text, button. */
export const masonry = defineTemplate({
  key: 'masonry',
  name: 'Masonry',
  description: 'A title, text and button over a mosaic of three images and a video that plays when pressed.',
  short_description: 'Image and video mosaic',
  group: 'Content',
  list_priority: 85,
  fields,
})
export type MasonryFields = FieldValues<typeof fields>
