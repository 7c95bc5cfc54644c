import type { RegionalMessages } from '../messages.ts'

/**
 * American English: only what the United States words differently from en.ts (the fallback
 * chain, ADR 118: en-US → en). Every id here is an id of en.ts (the catalogue test checks it).
 */
export const stock: RegionalMessages['stock'] = {
  'filters.colors': 'Color',
  'filters.specific_colors': 'Specific color',
  'colour.gray': 'Gray',
  'colour.grey': 'Gray',
  'attribute.color': 'Color',
  'spec.color': 'Color',
  'filters.dealers': 'Dealer',
  'postcode.tab_postcode': 'ZIP code',
  'postcode.postcode_label': 'ZIP code',
  'postcode.error_postcode': 'Please enter a ZIP code.',
}
