import { commonFields, HEADING_TAGS } from '../common-fields.ts'
import { field, type FieldValues } from '../fields.ts'
import { defineTemplate } from '../template.ts'
import { SELECTED_OPTION } from './options.ts'

const fields = [
  commonFields.blockScrollId,
  field.string('heading', 'Title', 'Your infotainment system', { max: 200 }),
  field.markdown('paragraph', 'Paragraph', '<p>Choose your vehicle to see what its system can do and how to use it.</p>', { max: 5000 }),
  field.string('dropdown_label', 'Dropdown label', 'Vehicle', { max: 100 }),
  field.string('dropdown_default', 'Dropdown default text', 'SELECT YOUR VEHICLE', { max: 100 }),
  field.string('button_label', 'Button', 'Show me', { max: 50 }),
  field.string('model_title', 'Model title', `The system of your ${SELECTED_OPTION}`, {
    max: 200,
    // spec 2 §5: the title must keep the placeholder.
    pattern: '^[\\s\\S]*\\{selectedOption\\}[\\s\\S]*$',
    patternRule: `Keep ${SELECTED_OPTION}, where the chosen vehicle goes`,
    tooltip: `Must keep ${SELECTED_OPTION}: the chosen vehicle takes its place.`,
  }),
  field.select('model_title_heading_tag', 'Model title tag (SEO)', HEADING_TAGS, 'h2'),
  field.string('back_button_label', 'Back button', 'Change', { max: 50 }),
  field.icon('back_icon', 'Back button icon'),
  field.string('modal_title', 'Modal title', 'Which system do I have?', { max: 200 }),
  field.markdown('modal_text', 'Modal text', '', { max: 10_000 }),
  commonFields.errorMessage,
  commonFields.tryAgainLabel,
] as const
export type InfoSystemFields = FieldValues<typeof fields>

/** Per group: one option of the dropdown, showing the next blocks_count blocks of the page, and its optional link on. */
const groupFields = [
  field.string('option_label', 'Option label', '', { max: 100 }),
  field.number('blocks_count', 'Blocks count', 1, { min: 0, max: 50, integer: true }),
  // ADR 189: the next step of this vehicle's answer (its map update page), shown under the title once chosen.
  field.link('option_link', 'Link with the result'),
] as const
export type InfoSystemOption = FieldValues<typeof groupFields>

/**
 * spec 2 §2, §3.12, §4, §5, §9 Infotainment system (id 987, {prefix}-info-system): a dropdown of
 * vehicles; 'Show me' titles the block with the chosen one ({selectedOption}) and shows its blocks
 * (the next blocks_count blocks of the page per option); 'Change' returns to the dropdown; a modal.
 */
export const infoSystem = defineTemplate({
  key: 'info-system',
  name: 'Infotainment System',
  description:
    "Visitors pick their vehicle from a dropdown and see the blocks about its infotainment system; 'Change' picks another. Each option shows the blocks that follow it on the page.",
  short_description: 'Infotainment system by vehicle',
  group: 'Other',
  list_priority: 124,
  max_field_groups: 30,
  fields,
  field_groups_template: groupFields,
})
