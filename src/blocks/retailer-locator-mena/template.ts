import { type FieldValues } from '../fields.ts'
import { defineTemplate } from '../template.ts'
import { defaultViewField, locatorFields, locatorLeadFields } from '../retailer-locator/fields.ts'

const fields = [...locatorLeadFields, defaultViewField, ...locatorFields] as const
export type RetailerLocatorMenaFields = FieldValues<typeof fields>

/**
 * spec 2 §3.11 Retailer Locator (Mena): the Retailer Locator for the Middle East markets (ADR 080):
 * the week from Saturday in the opening hours, a WhatsApp link beside the phone, and numbers and
 * addresses isolated so they read right in an Arabic page.
 */
export const retailerLocatorMena = defineTemplate({
  key: 'retailer-locator-mena',
  name: 'Retailer Locator (Mena)',
  description:
    'The Retailer Locator for the Middle East markets: opening hours from Saturday, a WhatsApp link beside the phone, laid out for right-to-left pages.',
  short_description: 'Retailer locator, Middle East',
  group: 'Retailers',
  list_priority: 81,
  fields,
})
