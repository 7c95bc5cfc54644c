import { commonFields } from '../common-fields.ts'
import { field, type FieldValues } from '../fields.ts'
import { GLANCE_TAGS } from '../specification-glance/template.ts'
import { defineTemplate } from '../template.ts'

const fields = [
  commonFields.blockScrollId,
  // Six sizes (spec 2 §3.6): the 16:6.5 band of wide screens and the 16:9 image of phones (ADR 015).
  field.image(
    'image',
    'Image',
    {
      withAlt: true,
      sizes: [
        { w: 1600, h: 650 },
        { w: 1024, h: 416 },
        { w: 640, h: 260 },
        { w: 1600, h: 900 },
        { w: 1024, h: 576 },
        { w: 640, h: 360 },
      ],
    },
    { id: 24735 },
  ),
] as const

// A figure labels itself; it is no section's heading. A paragraph by default, so the block may
// follow any heading without breaking the page's outline (ADR 051).
const groupFields = [
  field.select('tagline_tag', 'Tagline tag (SEO)', GLANCE_TAGS, 'p'),
  field.string('tagline', 'Tagline', '', { max: 200, placeholder: 'Up to' }),
  field.select('title_tag', 'Title tag (SEO)', GLANCE_TAGS, 'p'),
  field.markdown('title', 'Title', '', {
    max: 500,
    placeholder: '300 <small>kW</small>',
    tooltip: 'Put a unit in <small> to set it smaller.',
  }),
  field.markdown('disclaimer', 'Disclaimer', '', { max: 2000 }),
] as const

/** spec 2 §3.6 Electrifying Power (id 2137, {prefix}-electrifying-power). */
export const electrifyingPower = defineTemplate({
  key: 'electrifying-power',
  name: 'Electrifying Power',
  description:
    "A wide image with an electric model's headline figures (power, range, charging) over its foot, each with a tagline and a disclaimer.",
  short_description: 'Headline figures over an image',
  group: 'Content',
  list_priority: 71,
  max_field_groups: 8,
  fields,
  field_groups_template: groupFields,
})
export type ElectrifyingPowerFields = FieldValues<typeof fields>
export type ElectrifyingPowerGroup = FieldValues<typeof groupFields>
