import { type FieldValues } from '../fields.ts'
import { defineTemplate } from '../template.ts'
import { locatorFields, locatorLeadFields } from '../retailer-locator/fields.ts'

const fields = [...locatorLeadFields, ...locatorFields] as const
export type RetailerLocatorWithMapFields = FieldValues<typeof fields>

/**
 * spec 2 §3.11 Retailer Locator With Map: the Retailer Locator opening on its map, shown beside
 * the list on wide screens (ADR 080).
 */
export const retailerLocatorWithMap = defineTemplate({
  key: 'retailer-locator-with-map',
  name: 'Retailer Locator With Map',
  description: 'The Retailer Locator with its map beside the list on wide screens, above it on phones; markers lead to the retailers.',
  short_description: 'Retailer map beside the list',
  group: 'Retailers',
  list_priority: 82,
  fields,
})
