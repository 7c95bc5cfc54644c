import { commonFields, HEADING_TAGS } from '../common-fields.ts'
import { field, type FieldValues } from '../fields.ts'
import { defineTemplate } from '../template.ts'

/** spec 2 §9 Seat Slider: counter 1200. */
export const DEFAULT_COUNTER = 1200
const FRAME = {
  withAlt: true,
  sizes: [
    { w: 1600, h: 900 },
    { w: 1024, h: 576 },
    { w: 640, h: 360 },
  ],
}

const fields = [
  commonFields.blockScrollId,
  field.select('small_heading_tag', 'Small heading tag (SEO)', HEADING_TAGS, 'h2'),
  field.bool('reversed_counter_position', 'Counter before the headings', false),
  field.string('click_to_interact_label', 'Interaction prompt', 'Click to interact', { max: 100 }),
  field.string('click_to_interact_label_mobile', 'Interaction prompt (touch devices)', 'Tap to interact', { max: 100 }),
] as const

const groupFields = [
  field.string('small_heading', 'Small heading', '', { max: 200 }),
  field.string('big_heading', 'Big heading', '', { max: 200 }),
  field.number('counter', 'Counter', DEFAULT_COUNTER, { min: 0, max: 1_000_000, integer: true }),
  field.image('image_under_text', 'Image under the text', { withAlt: true, sizes: [{ w: 640, h: 360 }] }),
  field.markdown('disclaimer', 'Disclaimer', '', { max: 2000 }),
  field.image('frame_1', 'Frame 1', FRAME),
  field.image('frame_2', 'Frame 2', FRAME),
  field.image('frame_3', 'Frame 3', FRAME),
  field.image('frame_4', 'Frame 4', FRAME),
] as const

/** spec 2 §3.7 Seat Slider (id 34, {prefix}-versatility). */
export const versatility = defineTemplate({
  key: 'versatility',
  name: 'Seat Slider',
  description:
    'Seat configurations: after an interaction prompt, visitors drag or step through four frames of the seats folding, beside a headline and a counter (such as the load space in litres).',
  short_description: 'Interactive seat configurations',
  group: 'Content',
  list_priority: 66,
  fields,
  field_groups_template: groupFields,
})
export type VersatilityFields = FieldValues<typeof fields>
export type VersatilityGroup = FieldValues<typeof groupFields>
