import { stock as ENGLISH_STOCK_TEXTS } from '~/i18n/locales/en/stock.ts'
import { commonFields } from '../common-fields.ts'
import { field, type FieldValues } from '../fields.ts'
import { defineTemplate } from '../template.ts'

/**
 * spec 3 §2 Saved vehicles screen ("its route is not shown"): a block an editor places on a page
 * of their choosing (ADR 083). Its texts are fields, so each market words them in its language;
 * the field defaults are the stock locator's English texts, and an emptied field shows the
 * market's own (ADR 089).
 */
export const SAVED_VEHICLES_TEXTS = {
  headline: ENGLISH_STOCK_TEXTS['saved.headline'],
  empty: ENGLISH_STOCK_TEXTS['saved.empty'],
  back: ENGLISH_STOCK_TEXTS['saved.back'],
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
