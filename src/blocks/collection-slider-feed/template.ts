import { DEFAULT_FEED_LIMIT, MAX_FEED_LIMIT } from '~/merchandise/collection-feed.ts'
import { commonFields } from '../common-fields.ts'
import { field, options, type FieldValues } from '../fields.ts'
import { defineTemplate } from '../template.ts'

const fields = [
  commonFields.blockScrollId,
  // Beside spec 2 §3.7's feed fields: Collection Slider's title and colour theme (ADR 017).
  commonFields.heading,
  commonFields.headerTag,
  commonFields.boxColor,
  field.select('lang', 'Language', options(['en', 'English'], ['ar', 'Arabic']), 'en'),
  field.string('market', 'Market', '', { max: 20, placeholder: 'AE', tooltip: 'The market code the feed knows, e.g. AE.' }),
  field.string('collection', 'Collection', '', { max: 100, placeholder: 'lifestyle' }),
  field.number('limit', 'Number of items', DEFAULT_FEED_LIMIT, { min: 1, max: MAX_FEED_LIMIT, integer: true }),
  field.bool('grouped', 'Grouped', true, { tooltip: 'Shows the items under their groups (Apparel, Accessories …), a row each.' }),
  field.bool('show_pagination', 'Show pagination', true),
  commonFields.errorMessage,
  commonFields.tryAgainLabel,
] as const

/**
 * spec 2 §3.7 Collection Slider Feed: Collection Slider's row, its items read on the server from the
 * merchandise API (data.server.ts, src/merchandise/collection-feed.server.ts; spec 2 §7).
 */
export const collectionSliderFeed = defineTemplate({
  key: 'collection-slider-feed',
  name: 'Collection Slider Feed',
  description:
    "Merchandise from the brand's shop feed in a row that scrolls sideways, in English or Arabic, optionally under its groups and with pagination.",
  short_description: 'Merchandise row from the shop feed',
  group: 'Mena',
  list_priority: 121,
  fields,
})
export type CollectionSliderFeedFields = FieldValues<typeof fields>
