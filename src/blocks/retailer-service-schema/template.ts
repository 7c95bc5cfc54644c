import { retailerSchemaTemplate, type RetailerSchemaFields, type RetailerSchemaGroupOf } from '../retailer-schema/definition.ts'

export type RetailerServiceSchemaFields = RetailerSchemaFields
export type RetailerServiceSchemaGroup = RetailerSchemaGroupOf<''>

/** spec 2 §3.11 Retailer Service Schema: Retailer Schema for service centres, as schema.org AutoRepair. */
export const retailerServiceSchema = retailerSchemaTemplate({
  key: 'retailer-service-schema',
  name: 'Retailer Service Schema',
  description:
    'Publishes service centres as structured data for search engines: name, address, opening hours, contacts and service offers. Shows nothing on the page.',
  short_description: 'Retailer structured data (service)',
  list_priority: 92,
  prefix: '',
  keywordsPlaceholder: 'Vantor, car servicing, MOT, Guildford',
})
