import { COLOUR_THEME_OPTIONS, commonFields } from '../common-fields.ts'
import { field, type FieldValues } from '../fields.ts'
import { defineTemplate } from '../template.ts'

/** spec 2 §8 Map update VIN: the spec's own words. */
export const MAP_UPDATE_VIN_ERROR = 'VIN not recognised. Please check you have entered your VIN correctly or try again later.'

const fields = [
  commonFields.blockScrollId,
  field.string('heading', 'Title', 'Update your navigation maps', { max: 200 }),
  // spec 2 §9: updates are free during the 3-year standard warranty.
  field.markdown('paragraph', 'Paragraph', '<p>Map updates are free during the 3-year standard warranty.</p>', { max: 5000 }),
  field.separator('Step 1: VIN (description)'),
  field.string('step_1_title', 'Step 1 title', 'Enter your VIN', { max: 200 }),
  field.markdown(
    'step_1_description',
    'Step 1 description',
    '<p>Your 17-character VIN is on your registration document and at the base of the windscreen.</p>',
    {
      max: 5000,
    },
  ),
  field.string('step_1_vin_label', 'VIN label', 'VIN', { max: 100 }),
  field.text('step_1_vin_error', 'VIN error', MAP_UPDATE_VIN_ERROR, { max: 500 }),
  field.markdown('step_1_terms', 'Terms checkbox label', '<p>I accept the terms of use of the map update.</p>', { max: 2000 }),
  field.string('step_1_button', 'Step 1 button', 'Next', { max: 50 }),
  field.separator('Step 2: download maps (markets)'),
  field.string('step_2_title', 'Step 2 title', 'Download the maps', { max: 200 }),
  field.markdown('step_2_description', 'Step 2 description', '<p>Choose the maps of your region and save the file on your computer.</p>', {
    max: 5000,
  }),
  field.string('step_2_button', 'Step 2 button', 'Next', { max: 50 }),
  field.string('step_2_back', 'Step 2 back button', 'Back', { max: 50 }),
  field.separator('Step 3: copy to USB (final)'),
  field.string('step_3_title', 'Step 3 title', 'Copy to a USB drive', { max: 200 }),
  field.markdown(
    'step_3_description',
    'Step 3 description',
    '<ol><li>Unzip the file onto an empty USB drive (FAT32, at least 32 GB).</li><li>Start the car and plug the drive into the USB port.</li><li>Follow the instructions on the touchscreen; keep the engine running until the update ends.</li></ol>',
    { max: 5000 },
  ),
  field.string('step_3_back', 'Step 3 back button', 'Back', { max: 50 }),
  field.string('step_3_button', 'Step 3 button', 'Start again', { max: 50 }),
  field.links('rdx-links', 'Retailer links'),
  field.select('box_color', 'Color theme', COLOUR_THEME_OPTIONS, 'light-theme'),
  commonFields.errorMessage,
  commonFields.tryAgainLabel,
] as const
export type MapUpdateFields = FieldValues<typeof fields>

/** Per group: one market's maps to download (step 2, "markets"). */
const groupFields = [
  field.string('market_name', 'Market', '', { max: 100 }),
  field.string('map_version', 'Map version', '', { max: 50 }),
  field.string('map_size', 'Download size', '', { max: 50 }),
  field.link('download_link', 'Download link'),
] as const
export type MapUpdateMarket = FieldValues<typeof groupFields>

/**
 * spec 2 §2, §3.12, §4 Map update: a three-step wizard — VIN entry, download maps, copy to USB
 * (also read as description, markets, final) — with a terms checkbox and retailer links.
 */
export const mapUpdate = defineTemplate({
  key: 'map-update',
  name: 'Map Update',
  description:
    'A three-step wizard for owners: enter the VIN and accept the terms, download the maps of a market, copy them to a USB drive.',
  short_description: 'Navigation map update wizard',
  group: 'Other',
  list_priority: 121,
  max_field_groups: 30,
  fields,
  field_groups_template: groupFields,
})
