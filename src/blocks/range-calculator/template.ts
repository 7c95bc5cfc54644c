import { COLOUR_THEME_OPTIONS, commonFields } from '../common-fields.ts'
import { field, options, type FieldValues } from '../fields.ts'
import { defineTemplate } from '../template.ts'

/**
 * A data file's address: a path of this site ending in .json (public/tools-data/… ships with the
 * product). The server reads it from disk; nothing is fetched from another host (ADR 150).
 */
export const DATA_URL_PATTERN = '^/(?:[A-Za-z0-9_-]+/)*[A-Za-z0-9_.-]+\\.json$'

const fields = [
  commonFields.blockScrollId,
  field.image('image_id', 'Image', { withAlt: true }),
  field.string('data_url', 'Data file (JSON)', '/tools-data/range/aurelia-e5.json', {
    max: 300,
    pattern: DATA_URL_PATTERN,
    tooltip: 'A range data file of this site, e.g. /tools-data/range/aurelia-e5.json (docs/tools/range-calculator.md).',
  }),
  // The data file names its model once, in one language; a market shows it in its own.
  field.string('model_name', 'Model name', '', {
    max: 100,
    tooltip: "The model as this market's visitors read it; empty: the data file's model name.",
  }),
  field.string('header_title', 'Title', 'How far can you go?', { max: 200 }),
  commonFields.headerTag,
  field.markdown('header_description', 'Description', '<p>Estimate the range of your electric car for the way you drive.</p>', {
    max: 5000,
  }),
  // spec 2 §9: minimum 187, maximum 493 km.
  field.number('minimal_range', 'Minimal range (km)', 187, { min: 0, max: 2000 }),
  field.number('maximal_range', 'Maximal range (km)', 493, { min: 1, max: 2000 }),
  field.select('distance_unit', 'Distance unit', options(['km', 'km'], ['mi', 'miles']), 'km'),
  field.text(
    'result_description',
    'Result description',
    'Estimated range. Real-world range depends on driving style, load, route and battery condition.',
    {
      max: 1000,
    },
  ),
  field.text('header_instructions', 'Instructions', 'Choose how you drive, the weather and your wheels.', { max: 1000 }),
  field.string('driving_profile', 'Driving profile label', 'Driving profile', { max: 100 }),
  field.string('city', 'City', 'City', { max: 50 }),
  field.string('city_description', 'City description', 'Stop-and-go traffic', { max: 200 }),
  field.string('highway', 'Highway', 'Highway', { max: 50 }),
  field.string('highway_description', 'Highway description', 'Long stretches at speed', { max: 200 }),
  field.string('combined', 'Combined', 'Combined', { max: 50 }),
  field.string('combined_description', 'Combined description', 'A mix of town and open road', { max: 200 }),
  field.string('interior_environment', 'Interior environment label', 'Interior environment', { max: 100 }),
  field.string('ac_heating', 'AC / heating label', 'Air conditioning or heating on', { max: 100 }),
  field.string('wheel_size', 'Wheel size label', 'Wheel size', { max: 100 }),
  // spec 2 §9: wheels 18", 20", 22".
  field.string('wheel_1', 'Wheel 1', '18"', { max: 20 }),
  field.string('wheel_2', 'Wheel 2', '20"', { max: 20 }),
  field.string('wheel_3', 'Wheel 3', '22"', { max: 20 }),
  field.string('outdoor_temperature', 'Outdoor temperature label', 'Outdoor temperature', { max: 100 }),
  // spec 2 §9: temperature in ℃.
  field.select('temperature_unit', 'Temperature unit', options(['C', '℃'], ['F', '℉']), 'C'),
  field.select('box_color', 'Color theme', COLOUR_THEME_OPTIONS, 'light-theme'),
  commonFields.errorMessage,
  commonFields.tryAgainLabel,
] as const
export type RangeCalculatorFields = FieldValues<typeof fields>

/**
 * spec 2 §3.12 Range Calculator (id 17, {prefix}-range-calculator): the estimated range of an
 * electric model, from the model's data file (data_url), for a driving profile, an outdoor
 * temperature, a wheel size and the cabin's climate on or off.
 */
export const rangeCalculator = defineTemplate({
  key: 'range-calculator',
  name: 'Range Calculator',
  description:
    "Visitors choose a driving profile, the outdoor temperature, the wheel size and whether the cabin is heated or cooled, and read the electric model's estimated range.",
  short_description: 'Electric range estimate',
  group: 'Specials',
  list_priority: 143,
  fields,
})
