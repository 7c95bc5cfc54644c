import { commonFields } from '../common-fields.ts'
import { field, type FieldValues } from '../fields.ts'
import { defineTemplate } from '../template.ts'

/**
 * spec 3 §2 Saved vehicles screen ("its route is not shown"): a block an editor places on a page
 * of their choosing (ADR 083). Its texts are fields, so each market words them in its language.
 */
export const SAVED_VEHICLES_TEXTS = {
  headline: 'Saved vehicles',
  empty: 'You have not saved any vehicles yet.',
  back: 'Back to the stock',
  loadFailed: 'Some saved vehicles could not be loaded. Please try again later.',
} as const

const fields = [
  commonFields.blockScrollId,
  field.string('headline', 'Headline', SAVED_VEHICLES_TEXTS.headline, {
    max: 200,
    tooltip: 'An h2 above the cars; empty: none (e.g. when a banner above gives the page its title)',
  }),
  field.string('empty_text', 'Text when nothing is saved', SAVED_VEHICLES_TEXTS.empty, { max: 300 }),
  field.string('back_label', 'Back button label', SAVED_VEHICLES_TEXTS.back, {
    max: 100,
    tooltip: 'The button leads to the stock page (setting stock_locator.stock_page_path)',
  }),
] as const

export const savedVehicles = defineTemplate({
  key: 'saved-vehicles',
  name: 'Saved Vehicles',
  description:
    'The vehicles a visitor saved in the stock locator (kept in their browser), as cards they can unsave, with a back button to the stock page.',
  short_description: "The visitor's saved vehicles",
  group: 'Stock Locator',
  list_priority: 37,
  fields,
})
export type SavedVehiclesFields = FieldValues<typeof fields>
