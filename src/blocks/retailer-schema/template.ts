import { retailerSchemaTemplate, type RetailerSchemaFields, type RetailerSchemaGroupOf } from './definition.ts'

export type { RetailerSchemaFields }
export type RetailerSchemaGroup = RetailerSchemaGroupOf<'retailer_'>

/** spec 2 §3.11 Retailer Schema. Nothing visible: each retailer is schema.org AutoDealer structured data. */
export const retailerSchema = retailerSchemaTemplate({
  key: 'retailer-schema',
  name: 'Retailer Schema',
  description:
    'Publishes retailers (sales) as structured data for search engines: name, address, opening hours, contacts and offers. Shows nothing on the page.',
  short_description: 'Retailer structured data (sales)',
  list_priority: 91,
  prefix: 'retailer_',
  keywordsPlaceholder: 'Aurelia, electric cars, Guildford',
})
