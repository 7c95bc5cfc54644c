import { commonFields } from '../common-fields.ts'
import { field, type FieldValues } from '../fields.ts'
import { defineTemplate } from '../template.ts'

const fields = [
  commonFields.blockScrollId,
  // Not in spec 2's list: the colour theme every content block has (ADR 015).
  commonFields.boxColor,
  field.bool('mobile-slider', 'Slider on phones', false, {
    tooltip: 'On: on phones the blocks scroll sideways, one at a time, instead of one under another.',
  }),
  field.bool('align_cta_items', 'Align links at the bottom', true, {
    tooltip: 'On: the links of the blocks in a row line up at their foot.',
  }),
] as const

/** Per block (spec 2 §3.6): the image and where it leads (a page, or a video in the video modal with its header and description), title, text, link. */
const groupFields = [
  field.image('image', 'Image', {
    withAlt: true,
    sizes: [
      { w: 1024, h: 576 },
      { w: 640, h: 360 },
    ],
  }),
  field.link('image-link', 'Image link', {
    withoutIcon: true,
    excludedOptions: ['FORM'],
    tooltip: 'A page, or a video (YouTube, Vimeo, MP4) that opens in the video modal.',
  }),
  field.string('video_header', 'Video header', '', { max: 200 }),
  field.text('video_description', 'Video description', '', { max: 1000 }),
  field.string('title', 'Title', '', { max: 200 }),
  field.markdown('text', 'Text', '', { max: 5000 }),
  field.link('link', 'Link'),
] as const

/** spec 2 §3.6 Content Blocks; spec 2 §9: up to 1000 blocks, up to 4 per row. */
export const contentBlocks = defineTemplate({
  key: 'content-blocks',
  name: 'Content Blocks',
  description:
    'Blocks of an image (linking to a page or opening a video), a title, text and a link, up to 4 per row; optionally a sideways slider on phones.',
  short_description: 'Image, title, text and link, up to 4 per row',
  group: 'Content',
  list_priority: 41,
  max_field_groups: 1000,
  fields,
  field_groups_template: groupFields,
})
export type ContentBlocksFields = FieldValues<typeof fields>
export type ContentBlocksGroup = FieldValues<typeof groupFields>
