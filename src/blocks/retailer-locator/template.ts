import { type FieldValues } from '../fields.ts'
import { defineTemplate } from '../template.ts'
import { defaultViewField, locatorFields, locatorLeadFields } from './fields.ts'

const fields = [...locatorLeadFields, defaultViewField, ...locatorFields] as const
export type RetailerLocatorFields = FieldValues<typeof fields>

/**
 * spec 2 §3.11 Retailer Locator; spec 3 §2 Retailer locator: the market's retailers (the admin's
 * 'Dealers' tab) in a list view and a map view, with search, service filter and 'near me' (ADR 080).
 */
export const retailerLocator = defineTemplate({
  key: 'retailer-locator',
  name: 'Retailer Locator',
  description:
    "The market's retailers from the Dealers tab, by name: opening hours, directions, phone, e-mail and website; a search, a service filter, 'near me' sorting and a list or map view.",
  short_description: 'Retailers in a list or on a map',
  group: 'Retailers',
  list_priority: 80,
  fields,
})
