import { commonFields } from '../common-fields.ts'
import { field, type FieldValues } from '../fields.ts'
import { defineTemplate } from '../template.ts'
import { placeFields, withCheckedLists, type WithCheckedLists } from './lists.ts'

/**
 * Retailer Schema and Retailer Service Schema (spec 2 §3.11) are one template that differs by
 * constants: the key and texts, the schema.org type, and the symbols of the first four group
 * fields (`retailer_image` … for sales, `image` … for service). spec 2 §9: up to 30 retailers;
 * it names no limit for the service schema, which takes the same.
 */
/** Per retailer or service centre. */
const groupFields = <const P extends '' | 'retailer_'>(prefix: P, keywordsPlaceholder: string) =>
  [
    field.image(`${prefix}image`, 'Image', { sizes: [{ w: 1600, h: 900 }] }),
    field.string(`${prefix}name`, 'Name', '', { max: 200 }),
    field.text(`${prefix}description`, 'Description', '', { max: 2000 }),
    field.string(`${prefix}keywords`, 'Keywords', '', { max: 500, placeholder: keywordsPlaceholder }),
    ...placeFields,
  ] as const
const fields = [commonFields.blockScrollId] as const

export function retailerSchemaTemplate<const Prefix extends '' | 'retailer_'>(options: {
  key: 'retailer-schema' | 'retailer-service-schema'
  name: string
  description: string
  short_description: string
  list_priority: number
  /** The symbol prefix of image, name, description and keywords. */
  prefix: Prefix
  keywordsPlaceholder: string
}) {
  return withCheckedLists(
    defineTemplate({
      key: options.key,
      name: options.name,
      description: options.description,
      short_description: options.short_description,
      group: 'Schema',
      list_priority: options.list_priority,
      max_field_groups: 30,
      fields,
      field_groups_template: groupFields(options.prefix, options.keywordsPlaceholder),
    }),
  )
}

export type RetailerSchemaFields = FieldValues<typeof fields>
export type RetailerSchemaGroupOf<P extends '' | 'retailer_'> = WithCheckedLists<FieldValues<ReturnType<typeof groupFields<P>>>>
