import { commonFields, HEADING_TAGS } from '../common-fields.ts'
import { field, type FieldValues } from '../fields.ts'
import { defineTemplate } from '../template.ts'

/** Title tags for a figure and its title: H1 to H6, or a plain paragraph for text that is no heading. */
export const GLANCE_TAGS = [...HEADING_TAGS, { label: 'Paragraph', value: 'p' }] as const

const fields = [commonFields.blockScrollId] as const

// A figure's title labels the figure; it is no section's heading. A paragraph by default, so the
// block may follow any heading without breaking the page's outline (ADR 051).
const groupFields = [
  field.markdown('heading', 'Title', '', { max: 1000 }),
  field.select('tag', 'Title tag (SEO)', GLANCE_TAGS, 'p'),
  field.markdown('number_heading', 'Figure', '', { max: 500, placeholder: '4.5 s' }),
  commonFields.fontSize,
  field.select('number_heading_tag', 'Figure tag (SEO)', GLANCE_TAGS, 'p'),
  field.markdown('disclaimer', 'Disclaimer', '', { max: 2000 }),
] as const

/** spec 2 §3.6 Specification at Glance (id 5, {prefix}-specification-glance); spec 2 §9: up to 20 groups. */
export const specificationGlance = defineTemplate({
  key: 'specification-glance',
  name: 'Specification at Glance',
  description:
    'Key figures of a model (such as range, power or acceleration) in columns, up to 4 per row, each with a title and a disclaimer.',
  short_description: 'Key figures in columns',
  group: 'Content',
  list_priority: 70,
  max_field_groups: 20,
  fields,
  field_groups_template: groupFields,
})
export type SpecificationGlanceFields = FieldValues<typeof fields>
export type SpecificationGlanceGroup = FieldValues<typeof groupFields>
