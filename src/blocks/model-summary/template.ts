import { commonFields } from '../common-fields.ts'
import { field, type FieldValues } from '../fields.ts'
import { defineTemplate } from '../template.ts'

const specKey = (n: 1 | 2 | 3, value: string) =>
  field.string(`spec_key_${n}`, `Spec ${n}`, value, {
    max: 100,
    tooltip: "A spec key of the market's vehicle data, e.g. top_speed, range, price",
  })
const specLabel = (n: 1 | 2 | 3) =>
  field.string(`spec_label_${n}`, `Spec ${n} label`, '', { max: 100, tooltip: "Empty: the spec's own label" })

const fields = [
  commonFields.blockScrollId,
  field.icon('icon', 'Icon'),
  // NOTE: like the Model field (spec 2 §3.3), a free model key rather than a select of nameplates.
  field.string('car_key', 'Car', '', { max: 100, placeholder: 'e7-24my', tooltip: 'The model whose spec values are shown' }),
  field.string('engine_key', 'Engine', '', { max: 100, placeholder: 'e7-long-range', tooltip: 'The engine of derivatives that name none' }),
  commonFields.button,
  field.link('link', 'Link'),
  field.links('rdx-links-2', 'Links'),
  field.bool('has_columns', 'Derivatives in columns', false),
  specKey(1, 'top_speed'),
  specLabel(1),
  specKey(2, 'acceleration'),
  specLabel(2),
  specKey(3, 'consumption'),
  specLabel(3),
  field.string('features_heading', 'Features title', 'Key features', { max: 100 }),
  field.string('specs_heading', 'Specs title', 'Specs at a glance', { max: 100 }),
  field.string('model', 'Model (filters)', '', {
    max: 100,
    placeholder: 'Aurelia E7',
    tooltip: 'Its title, and its option in the Model Summary Filters',
  }),
  field.string('bodystyle', 'Body style (filters)', '', {
    max: 100,
    placeholder: 'Saloon',
    tooltip: 'Its option in the Model Summary Filters',
  }),
  field.string('tab_id', 'Tab id (URL hash)', '', {
    max: 100,
    tooltip: 'A link to #tab-id shows this block and selects it in the filters',
  }),
  field.string('standard_equipment_information_label', 'Standard equipment: button', 'Standard equipment', { max: 100 }),
  field.markdown('standard_equipment_information_content', 'Standard equipment: content', '', {
    max: 50_000,
    tooltip: 'Shown in a dialog',
  }),
] as const

/** Per derivative (ADR 018): its image, name, engine and key features. */
const groupFields = [
  field.image('image', 'Image', {
    withAlt: true,
    sizes: [
      { w: 1000, h: 562 },
      { w: 740, h: 416 },
    ],
  }),
  field.string('name', 'Name', '', { max: 200, tooltip: "Empty: the engine's name" }),
  field.string('engine_key', 'Engine', '', { max: 100, placeholder: 'e7-performance', tooltip: "Empty: the block's engine" }),
  field.markdown('features', 'Key features', '', { max: 5000, tooltip: 'A list, e.g. <ul><li>Air suspension</li></ul>' }),
] as const

/**
 * spec 2 §3.9 Derivatives (id 13, {prefix}-model-summary): a model's derivatives with their key
 * features and three spec values from the market's vehicle data (data.server.ts). NOTE: §9 gives
 * no group limit; 10 derivatives of one model (ADR 018).
 */
export const modelSummary = defineTemplate({
  key: 'model-summary',
  name: 'Derivatives',
  description:
    "A model's derivatives side by side: image, key features and specs at a glance from the vehicle data, with standard equipment in a dialog. Model Summary Filters on the page filter them by body style and model.",
  short_description: 'Derivatives with key features and specs',
  group: 'Advanced',
  list_priority: 77,
  max_field_groups: 10,
  fields,
  field_groups_template: groupFields,
})
export type ModelSummaryFields = FieldValues<typeof fields>
export type ModelSummaryGroup = FieldValues<typeof groupFields>
