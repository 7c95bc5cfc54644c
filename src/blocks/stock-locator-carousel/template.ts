import { commonFields } from '../common-fields.ts'
import { field, type FieldValues } from '../fields.ts'
import { defineTemplate } from '../template.ts'
import { API_ITEMS_MAX } from '~/stock/rules/constants.ts'

/**
 * spec 2 §3.13, spec 3 §2 Stock Locator Carousel: in-page inventory from a stock list key
 * (ci_key_list). The headline is ADR 084's (the spec names ci_key_list only).
 */
const fields = [
  commonFields.blockScrollId,
  field.stockList('ci_key_list', 'Stock list', { tooltip: 'The stock list (publication list) whose vehicles the carousel shows' }),
  field.string('headline', 'Headline', '', { max: 200, tooltip: 'Shown above the cars, e.g. "In stock now"; empty: none' }),
  // ADR 084 addendum: fewer cars, a lighter page (each card is ~30 elements of the first layout).
  field.number('items', 'Number of cars', API_ITEMS_MAX, {
    min: 1,
    max: API_ITEMS_MAX,
    integer: true,
    tooltip: 'The newest cars of the list shown, 1 to 12',
  }),
  // spec 3 §2 "Other editor fields that point at stock" (ADR 163): only this brand's or model's
  // cars, and a link to the listing filtered the same way.
  commonFields.stockLocatorBrand,
  commonFields.stockLocatorModel,
] as const

export const stockLocatorCarousel = defineTemplate({
  key: 'stock-locator-carousel',
  name: 'Stock Locator Carousel',
  description: 'The newest vehicles of a stock list as cards in a row that scrolls sideways, each leading to its showroom page.',
  short_description: 'Scrolling row of stock vehicles',
  group: 'Stock Locator',
  list_priority: 36,
  fields,
})
export type StockLocatorCarouselFields = FieldValues<typeof fields>
