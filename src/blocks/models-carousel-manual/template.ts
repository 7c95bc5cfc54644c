import { field, type FieldValues } from '../fields.ts'
import { commonFields } from '../common-fields.ts'
import { defineTemplate } from '../template.ts'

const IMAGE_SIZES = [
  { w: 1600, h: 900 },
  { w: 1024, h: 576 },
  { w: 640, h: 360 },
]

const fields = [
  commonFields.blockScrollId,
  field.string('models-label', 'Models label', 'Models', { max: 100, tooltip: 'Names the row of nameplate buttons.' }),
] as const

const groupFields = [
  field.string('nameplate', 'Nameplate', '', { max: 100 }),
  field.image('image', 'Image', { withAlt: true, sizes: IMAGE_SIZES }, { id: 24735 }),
  field.image('transparent-image', 'Transparent image', {
    withAlt: true,
    sizes: IMAGE_SIZES,
    tooltip: 'The car cut out on a transparent background, shown over the image.',
  }),
  field.json('specs', 'Specs', [], {
    tooltip: 'A list of tables: {"name": "Petrol", "table": [{"name", "engine", "consumption", "price", "lease"}, …]}.',
    placeholder:
      '[{"name": "Petrol", "table": [{"name": "Ridge 2.0", "engine": "150 kW", "consumption": "7.8 l/100 km", "price": "£41,250", "lease": "£449 / month"}]}]',
  }),
] as const

/** spec 2 §3.7 Models Carousel Manual. */
export const modelsCarouselManual = defineTemplate({
  key: 'models-carousel-manual',
  name: 'Models Carousel Manual',
  description:
    'The model range one model at a time, chosen by nameplate or with previous and next: its picture and tables of versions with engine, consumption, price and lease.',
  short_description: 'Model range with spec tables',
  group: 'Content',
  list_priority: 69,
  max_field_groups: 20,
  fields,
  field_groups_template: groupFields,
})
export type ModelsCarouselManualFields = FieldValues<typeof fields>
export type ModelsCarouselManualGroup = FieldValues<typeof groupFields>
