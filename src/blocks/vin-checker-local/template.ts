import { COLOUR_THEME_OPTIONS, commonFields } from '../common-fields.ts'
import { field, options, type FieldValues } from '../fields.ts'
import { defineTemplate } from '../template.ts'

/** spec 2 §8 VIN checker negative: the spec's own words. */
export const VIN_NEGATIVE_TEXT = 'Your vehicle is NOT the affected vehicle.'
/** spec 2 §4 VIN checker positive: "the vehicle is affected; contact the service centre". */
export const VIN_POSITIVE_TEXT = 'Your vehicle is affected. Please contact your service centre to arrange the free repair.'

const fields = [
  commonFields.blockScrollId,
  field.select('section_class', 'Alignment', options(['default', 'Default'], ['centered', 'Centered']), 'default'),
  field.select(
    'section_height',
    'Section height',
    options(['normal', 'Normal'], ['short', 'Short'], ['no-top-padding', 'No top padding'], ['no-bottom-padding', 'No bottom padding']),
    'normal',
  ),
  field.string('section_title', 'Title', 'Is your vehicle affected by a recall?', { max: 200 }),
  field.markdown(
    'section_paragraph',
    'Paragraph',
    '<p>Enter the 17-character vehicle identification number (VIN) from your registration document or the base of the windscreen.</p>',
    { max: 5000 },
  ),
  field.string('label_text', 'Input label', 'Enter VIN Number', { max: 100 }),
  field.string('button_text', 'Button text', 'Check Vin', { max: 50 }),
  field.text('response_positive', 'Positive response (affected)', VIN_POSITIVE_TEXT, { max: 1000 }),
  // ADR 185: the positive response asks the owner to contact the service centre; this is the way there.
  field.link('response_positive_link', 'Link with the positive response'),
  field.text('response_negative', 'Negative response (not affected)', VIN_NEGATIVE_TEXT, { max: 1000 }),
  field.select('box_color', 'Color theme', COLOUR_THEME_OPTIONS, 'light-theme'),
  commonFields.errorMessage,
  commonFields.tryAgainLabel,
] as const
export type VinCheckerFields = FieldValues<typeof fields>

/**
 * spec 2 §3.12 Local VIN Checker ({prefix}-vin-checker-local): a VIN box and a button that look the
 * VIN up in the market's recall list, answering with the positive or the negative response.
 */
export const vinCheckerLocal = defineTemplate({
  key: 'vin-checker-local',
  name: 'Local VIN Checker',
  description: "Owners enter their vehicle identification number and learn whether a recall of the market's recall list affects their car.",
  short_description: 'Recall check by VIN',
  group: 'Other',
  list_priority: 120,
  fields,
})
