import { COLOUR_THEME_OPTIONS, commonFields } from '../common-fields.ts'
import { field, type FieldValues } from '../fields.ts'
import { defineTemplate } from '../template.ts'

/** Not in spec 2 §9: how many quick links a news block holds (ADR 165). */
export const NEWS_MAX_LINKS = 10

const fields = [
  commonFields.blockScrollId,
  field.select('background_color', 'Background colour', COLOUR_THEME_OPTIONS, 'light-theme'),
  field.string('read_more', 'Read more label', 'Read more', { max: 100 }),
  // spec 2 §3.12: '%' is replaced by the number of pages.
  field.string('pagination_text', 'Pagination text', 'of %', {
    max: 100,
    tooltip: "Shown after the current page number; '%' becomes the number of pages.",
  }),
  // spec 2 §8 News error, News no results: the exact texts.
  field.string('error_heading', 'Error heading', 'Something went wrong', { max: 200 }),
  field.text('error_message', 'Error message', 'We ran into a technical issue. Please refresh and try again.', { max: 1000 }),
  field.string('no_results_heading', 'No results heading', 'No results', { max: 200 }),
  field.text('no_results_message', 'No results message', 'We have not found any news', { max: 1000 }),
  field.string('quick_links_mobile_label', 'Quick links label (mobile)', 'Quick links', { max: 100 }),
  field.bool('quick_links_is_reversed', 'Quick links first', false, { tooltip: 'Shows the quick links before the news instead of after.' }),
] as const
export type NewsFields = FieldValues<typeof fields>

const groupFields = [field.link('link', 'Quick link')] as const
export type NewsGroup = FieldValues<typeof groupFields>

/**
 * spec 2 §3.12 MENA News (id 37, {prefix}-news), §4 News: the market's regional news, a page at a
 * time, the newest item of the first page featured; a single item opens under the list's path and
 * its back link returns to the page the visitor came from (spec 2 §2). Per group one quick link.
 */
export const news = defineTemplate({
  key: 'news',
  name: 'MENA News',
  description:
    "The market's regional news in its language, a page at a time with the newest story featured; each story opens on the same page and leads back to the page of the list it came from. Quick links beside the list.",
  short_description: 'Regional news with pagination',
  group: 'Mena',
  list_priority: 37,
  max_field_groups: NEWS_MAX_LINKS,
  fields,
  field_groups_template: groupFields,
})
