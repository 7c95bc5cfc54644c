import { commonFields } from '../common-fields.ts'
import { field, type FieldValues } from '../fields.ts'
import { defineTemplate } from '../template.ts'
import { placeFields, withCheckedLists, type WithCheckedLists } from './lists.ts'

const fields = [commonFields.blockScrollId] as const

/** Per retailer (spec 2 §3.11). */
const groupFields = [
  field.image('retailer_image', 'Image', { sizes: [{ w: 1600, h: 900 }] }),
  field.string('retailer_name', 'Name', '', { max: 200 }),
  field.text('retailer_description', 'Description', '', { max: 2000 }),
  field.string('retailer_keywords', 'Keywords', '', { max: 500, placeholder: 'Aurelia, electric cars, Guildford' }),
  ...placeFields,
] as const

export type RetailerSchemaFields = FieldValues<typeof fields>
export type RetailerSchemaGroup = WithCheckedLists<FieldValues<typeof groupFields>>

/**
 * spec 2 §3.11 Retailer Schema; spec 2 §9: up to 30 retailers. Nothing visible: each retailer is
 * published as schema.org AutoDealer structured data for search engines.
 */
export const retailerSchema = withCheckedLists(defineTemplate({
  key: 'retailer-schema',
  name: 'Retailer Schema',
  description: 'Publishes retailers (sales) as structured data for search engines: name, address, opening hours, contacts and offers. Shows nothing on the page.',
  short_description: 'Retailer structured data (sales)',
  group: 'Schema',
  list_priority: 91,
  max_field_groups: 30,
  fields,
  field_groups_template: groupFields,
}))
