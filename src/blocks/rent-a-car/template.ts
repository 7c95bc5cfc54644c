import { type z } from 'zod'
import { commonFields } from '../common-fields.ts'
import { field, type FieldValues } from '../fields.ts'
import { formFields, withCheckedFormMaps } from '../form-fields.ts'
import { defineTemplate, type BlockTemplate } from '../template.ts'
import {
  additionalSchema,
  DEFAULT_ADDITIONAL,
  extrasSchema,
  locationsSchema,
  readJson,
  translationsSchema,
  vehiclesSchema,
} from './config.ts'

/** spec 2 §9: a Rent a Car block has at most 4 extras steps (field groups). */
export const RENT_A_CAR_MAX_STEPS = 4

const fields = [
  commonFields.blockScrollId,
  field.json(
    'block_translations',
    'Label translations',
    {},
    { tooltip: 'Label id to text, overriding the market language\'s labels, e.g. {"confirm": "OK"}' },
  ),
  field.markdown('location_disclaimer', 'Location disclaimer', '', { max: 2000 }),
  field.json(
    'locations_json',
    'Locations',
    { locations_list: [] },
    { tooltip: 'locations_list: [{name_key, city_name, point_name, address, coordinates {lat, lng}}]' },
  ),
  field.json(
    'vehicles_json',
    'Vehicles',
    { vehicles_list: [] },
    {
      imagesAt: 'vehicles_list.*.image_id',
      tooltip: 'vehicles_list: [{image_id, display_name, nameplate_name, price {daily}, locations: [name_key …], specification: [text …]}]',
    },
  ),
  field.form('contact_step_form_id', 'Contact step form', ''),
  formFields.hiddenFieldMapping,
  field.text('form_summary_template', 'Contact summary', '', {
    max: 2000,
    tooltip: 'The contact details in the summary: form field ids in double curly braces, e.g. {{first_name}} {{last_name}}, {{email}}',
  }),
  field.separator('Thank-you view (empty: the market language’s text)'),
  field.string('ty_heading', 'Heading', '', { max: 200 }),
  field.text('ty_disclaimer', 'Text', '', { max: 1000 }),
  field.string('ty_button_label', 'Button', '', { max: 60 }),
  field.separator('Error view (empty: the market language’s text)'),
  field.string('error_heading', 'Heading', '', { max: 200 }),
  field.text('error_disclaimer', 'Text', '', { max: 1000 }),
  field.json('additional_json', 'Options', DEFAULT_ADDITIONAL, {
    tooltip:
      'allow_different_dropoff, allow_custom_pickup, allow_custom_dropoff, distance_unit (km | mi), datepicker_disabled_days (0 Sunday … 6 Saturday, or "YYYY-MM-DD"), date {locale, options}',
  }),
  commonFields.boxColor,
  commonFields.errorMessage,
  commonFields.tryAgainLabel,
] as const
export type RentACarFields = FieldValues<typeof fields>

/** Per group: one extras step of the overlay. */
const groupFields = [
  field.string('name', 'Step name', 'Extras', { max: 100 }),
  field.json(
    'data_json',
    'Extras',
    { items: [] },
    {
      tooltip:
        "items: [{heading, subitems: [{heading, price, price_string_context, features_list, controller}]}]; controller {type: 'amount', min, max, value, default} or {type: 'toggler', true_label, false_label, value, default}",
    },
  ),
] as const
export type RentACarGroup = FieldValues<typeof groupFields>

const JSON_FIELDS = [
  ['block_translations', translationsSchema, {}],
  ['locations_json', locationsSchema, { locations_list: [] }],
  ['vehicles_json', vehiclesSchema, { vehicles_list: [] }],
  ['additional_json', additionalSchema, DEFAULT_ADDITIONAL],
] as const

/** Refuses, on save and import, a JSON field that is not what the block reads, naming it (spec 2 §5). */
function checkedJson<T>(schema: z.ZodType<T, unknown>, checks: readonly (readonly [string, z.ZodType, unknown])[]) {
  return schema.superRefine((value, ctx) => {
    for (const [symbol, shape, empty] of checks) {
      const read = readJson((value as Record<string, unknown>)[symbol], shape, symbol, empty)
      if (!read.ok) for (const message of read.problems) ctx.addIssue({ code: 'custom', path: [symbol], message })
    }
  })
}

const definition = defineTemplate({
  key: 'rent-a-car',
  name: 'Rent a Car',
  description:
    'The rental inquiry: a pick-up location, dates and a vehicle, then extras, contact details from a form and a summary, sent as a lead.',
  short_description: 'Rental inquiry: location, dates, vehicle, extras, contact',
  group: 'Specials',
  list_priority: 101,
  max_field_groups: RENT_A_CAR_MAX_STEPS,
  fields,
  field_groups_template: groupFields,
})

/** spec 2 §2, §3.12, §4 Rent a Car (id 101, {prefix}-rent-a-car). */
export const rentACar: BlockTemplate<RentACarFields, RentACarGroup> = {
  ...definition,
  schema: checkedJson(withCheckedFormMaps(definition.schema, ['form_hidden_field_mapping']), JSON_FIELDS),
  groupSchema: checkedJson(definition.groupSchema, [['data_json', extrasSchema, { items: [] }]]),
}
