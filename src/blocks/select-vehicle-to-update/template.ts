import { COLOUR_THEME_OPTIONS, commonFields } from '../common-fields.ts'
import { field, type FieldValues } from '../fields.ts'
import { defineTemplate } from '../template.ts'

/** spec 2 §2: the title of every group's modal. */
export const HOW_TO_UPDATE = 'HOW TO UPDATE'

const fields = [
  commonFields.blockScrollId,
  field.string('heading', 'Title', 'Which system does your car have?', { max: 200 }),
  field.markdown('paragraph', 'Paragraph', '<p>Choose your vehicle and its model year to see how to update its system.</p>', { max: 5000 }),
  field.select('subgroups_bg_theme', 'Sub-block groups theme', COLOUR_THEME_OPTIONS, 'grey-theme'),
  field.string('button_text', 'Show button', 'Show me', { max: 50 }),
  field.string('clear_text', 'Clear button', 'Clear', { max: 50 }),
  field.string('parent_dropdown_label', 'Vehicle dropdown label', 'Vehicle', { max: 100 }),
  field.string('parent_dropdown_placeholder', 'Vehicle dropdown placeholder', 'Select your vehicle', { max: 100 }),
  field.string('child_dropdown_label', 'Model year dropdown label', 'Model year', { max: 100 }),
  field.string('child_dropdown_placeholder', 'Model year dropdown placeholder', 'Select the model year', { max: 100 }),
  field.string('parent_all_items_label', "Vehicle dropdown 'All' option", 'All', { max: 50 }),
  field.string('child_all_items_label', "Model year dropdown 'All' option", 'All', { max: 50 }),
  field.string('result_text_label', 'Result count label', 'Systems found:', { max: 100 }),
  field.text(
    'result_text',
    'Note when several groups match',
    'More than one system fits your choice: the name of your system is shown on the touchscreen under Settings › About.',
    { max: 1000 },
  ),
  field.markdown('info_text_below', 'Text below the results', '', { max: 5000 }),
  field.string('view_all_link_text', "'View all' link", 'View all systems', { max: 100 }),
  field.json(
    'subblocks_mapper',
    'Sub-blocks mapper',
    { dropdowns: [], subblocks_groups: [] },
    {
      tooltip:
        'dropdowns: [{label, key, children: ["2025", …]}]; subblocks_groups: [{key, match_dropdowns: [{parent_key, child_key: ["2025", …]}]}]',
    },
  ),
  commonFields.errorMessage,
  commonFields.tryAgainLabel,
] as const
export type SelectVehicleFields = FieldValues<typeof fields>

/** Per group: one system (sub-block) and its 'HOW TO UPDATE' modal. */
const groupFields = [
  field.string('subblock_key', 'Sub-block key', '', { max: 100, tooltip: 'The key of this group in subblocks_mapper.subblocks_groups' }),
  field.markdown('description', 'Description', '', { max: 5000 }),
  field.string('button_text', 'Button', 'Find maps for your car', { max: 100 }),
  field.string('modal_title', 'Modal title', HOW_TO_UPDATE, { max: 200 }),
  field.markdown('modal_description', 'Modal description', '', { max: 10_000 }),
  field.link('modal_button', 'Modal button'),
] as const
export type SelectVehicleGroup = FieldValues<typeof groupFields>

/**
 * spec 2 §2, §3.12, §4 Select your vehicle to update ({prefix}-select-vehicle-to-update): a vehicle
 * and a model-year dropdown, each with 'All'; 'Show me' shows the systems (groups) the mapper
 * matches, each with a button opening its 'HOW TO UPDATE' modal.
 */
export const selectVehicleToUpdate = defineTemplate({
  key: 'select-vehicle-to-update',
  name: 'Select Your Vehicle To Update',
  description:
    "Owners pick their vehicle and model year in two cascading dropdowns and see which systems their car has, each with a 'HOW TO UPDATE' modal.",
  short_description: 'Cascading vehicle dropdowns with update guides',
  group: 'Other',
  list_priority: 123,
  max_field_groups: 30,
  fields,
  field_groups_template: groupFields,
})
