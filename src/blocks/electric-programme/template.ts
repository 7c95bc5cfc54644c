import { COLOUR_THEME_OPTIONS, commonFields } from '../common-fields.ts'
import { field, type FieldValues } from '../fields.ts'
import { defineTemplate } from '../template.ts'

const fields = [
  commonFields.blockScrollId,
  field.string('section_title', 'Title', 'Reserve your electric Aurelia', { max: 200 }),
  field.markdown(
    'section_paragraph',
    'Paragraph',
    '<p>Register for the electric-model programme and secure your place with a refundable deposit.</p>',
    { max: 5000 },
  ),
  field.text('models', 'Models (one a line)', 'Aurelia E5\nAurelia E7\nAurelia GT', {
    max: 2000,
    tooltip: 'The models a shopper may register for, one a line, as the programme names them.',
  }),
  field.string('cancel_title', 'Cancellation: title', 'Cancel my reservation', { max: 200 }),
  field.select('box_color', 'Color theme', COLOUR_THEME_OPTIONS, 'light-theme'),
  commonFields.errorMessage,
  commonFields.tryAgainLabel,
] as const
export type ElectricProgrammeFields = FieldValues<typeof fields>

/**
 * spec 3 §4 Electric-model programme (ADR 104): the programme's form — first name, last name,
 * e-mail, phone and model — which registers the lead, pays its deposit by card and shows the
 * result, and a "cancel my reservation" part (reservation number + e-mail address).
 */
export const electricProgramme = defineTemplate({
  key: 'electric-programme',
  name: 'Electric-model programme',
  description: 'Shoppers register for the electric-model programme, pay its deposit by card, and may cancel their reservation.',
  short_description: 'Electric programme sign-up and deposit',
  group: 'Other',
  list_priority: 125,
  fields,
})
