import { commonFields } from '../common-fields.ts'
import { field, type FieldValues } from '../fields.ts'
import { defineTemplate } from '../template.ts'

const fields = [
  commonFields.blockScrollId,
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
  // spec 2 §3.3 (ADR 162): a video in place of the image, which becomes its poster.
  commonFields.nativeVideo,
  commonFields.heading,
  commonFields.headerTag,
  commonFields.paragraph,
  field.string('heading_2', 'Body type', '', { max: 200, placeholder: 'SUV' }),
  field.link('rdx-link', 'Button'),
  field.markdown('code', 'Technical data', '', {
    max: 20_000,
    tooltip: 'A definition list, e.g. <dl><dt>Power</dt><dd>300 kW</dd></dl>',
  }),
  commonFields.links,
] as const

/** spec 2 §3.6 Key Details Post (id 19, {prefix}-range-component). */
export const rangeComponent = defineTemplate({
  key: 'range-component',
  name: 'Key Details Post',
  description: 'A model in the range: image, title, text, body type, technical data and links.',
  short_description: 'Model with key technical data',
  group: 'Content',
  list_priority: 75,
  fields,
})
export type RangeComponentFields = FieldValues<typeof fields>
