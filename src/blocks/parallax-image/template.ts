import { commonFields } from '../common-fields.ts'
import { field, options, type FieldValues } from '../fields.ts'
import { defineTemplate } from '../template.ts'

const fields = [
  commonFields.blockScrollId,
  /** The colour theme of the sections' text panels. */
  commonFields.boxColor,
] as const

/** Per section (ADR 015): an image that moves slower than the page, and the text panel over it. */
const groupFields = [
  commonFields.image,
  field.select('speed', 'Image speed', options(['slow', 'Slow'], ['medium', 'Medium'], ['fast', 'Fast']), 'medium', {
    tooltip: 'How far the image lags behind the page as it scrolls. Nothing moves for visitors who ask for reduced motion.',
  }),
  commonFields.heading,
  commonFields.headerTag,
  commonFields.paragraph,
] as const

/** spec 2 §3.6 Parallax Image (fields not shown in the spec: ADR 015); spec 2 §9: up to 40 sections. */
export const parallaxImage = defineTemplate({
  key: 'parallax-image',
  name: 'Parallax Image',
  description: 'Full-width image sections, each with a title and text over it; the images move slower than the page as it scrolls.',
  short_description: 'Image sections moving on scroll',
  group: 'Content',
  list_priority: 67,
  max_field_groups: 40,
  fields,
  field_groups_template: groupFields,
})
export type ParallaxImageFields = FieldValues<typeof fields>
export type ParallaxImageGroup = FieldValues<typeof groupFields>
