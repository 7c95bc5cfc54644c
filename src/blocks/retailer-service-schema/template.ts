import { commonFields } from '../common-fields.ts'
import { field, type FieldValues } from '../fields.ts'
import { placeFields, withCheckedLists, type WithCheckedLists } from '../retailer-schema/lists.ts'
import { defineTemplate } from '../template.ts'

const fields = [commonFields.blockScrollId] as const

/** Per service centre: Retailer Schema's fields under the symbols image, name, description, keywords (spec 2 §3.11). */
const groupFields = [
  field.image('image', 'Image', { sizes: [{ w: 1600, h: 900 }] }),
  field.string('name', 'Name', '', { max: 200 }),
  field.text('description', 'Description', '', { max: 2000 }),
  field.string('keywords', 'Keywords', '', { max: 500, placeholder: 'Vantor, car servicing, MOT, Guildford' }),
  ...placeFields,
] as const

export type RetailerServiceSchemaFields = FieldValues<typeof fields>
export type RetailerServiceSchemaGroup = WithCheckedLists<FieldValues<typeof groupFields>>

/**
 * spec 2 §3.11 Retailer Service Schema. NOTE: spec 2 §9 names no limit for it; 30, as for
 * Retailer Schema, whose fields it shares. Nothing visible: each service centre is published as
 * schema.org AutoRepair structured data for search engines.
 */
export const retailerServiceSchema = withCheckedLists(defineTemplate({
  key: 'retailer-service-schema',
  name: 'Retailer Service Schema',
  description: 'Publishes service centres as structured data for search engines: name, address, opening hours, contacts and service offers. Shows nothing on the page.',
  short_description: 'Retailer structured data (service)',
  group: 'Schema',
  list_priority: 92,
  max_field_groups: 30,
  fields,
  field_groups_template: groupFields,
}))
