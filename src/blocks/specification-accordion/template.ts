import { commonFields } from '../common-fields.ts'
import { field, type FieldValues } from '../fields.ts'
import { defineTemplate } from '../template.ts'

const fields = [
  commonFields.blockScrollId,
  // NOTE: spec 2 §3.3 names the Model field (model_key, {model}-20my to {model}-24my) without the
  // nameplates, so it is a free key here rather than a select.
  field.string('model_key', 'Model', '', { max: 100, placeholder: 'e7-24my' }),
  field.string('model_key_additional', 'Additional model key', '', { max: 100, tooltip: 'Takes priority over the model.' }),
  field.string('selectModelLabel', 'Select model label', 'Select model', { max: 100 }),
  field.string('selectEngineLabel', 'Select engine label', 'Select engine', { max: 100 }),
  field.string('selectSpecificationLabel', 'Select specification label', 'Select specification', { max: 100 }),
  field.string('viewSpecificationLabel', 'View specification label', 'View specification', { max: 100 }),
] as const

/** Per section: its title and its content (a table or list of specifications). */
const groupFields = [
  field.string('title', 'Title', '', { max: 300 }),
  field.markdown('content', 'Content', '', { max: 50_000, tooltip: 'A table, e.g. <table><tr><th>Power</th><td>300 kW</td></tr></table>' }),
] as const

/**
 * spec 2 §3.9 Specification Accordion. NOTE: §9 gives no group limit; 30, as for the Accordion.
 */
export const specificationAccordion = defineTemplate({
  key: 'specification-accordion',
  name: 'Specification Accordion',
  description: "A model's technical specifications in sections that open and close, such as performance, dimensions and charging.",
  short_description: 'Specifications in expandable sections',
  group: 'Content',
  list_priority: 72,
  max_field_groups: 30,
  fields,
  field_groups_template: groupFields,
})
export type SpecificationAccordionFields = FieldValues<typeof fields>
export type SpecificationAccordionGroup = FieldValues<typeof groupFields>
