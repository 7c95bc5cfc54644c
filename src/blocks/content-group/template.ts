import { commonFields } from '../common-fields.ts'
import type { FieldValues } from '../fields.ts'
import { defineTemplate } from '../template.ts'

const fields = [
  commonFields.blockScrollId,
  commonFields.headerIcon,
  commonFields.heading,
  commonFields.headerTag,
  commonFields.boxColor,
  commonFields.paragraph,
  commonFields.buttons,
  commonFields.links,
] as const

/** spec 2 §3.6 Column / content group (the column templates). */
export const contentGroup = defineTemplate({
  key: 'content-group',
  name: 'Content Group',
  description: 'A column of content: an optional icon, a title, a paragraph, buttons and links.',
  short_description: 'Icon, title, text and links',
  group: 'Content',
  list_priority: 40,
  fields,
})
export type ContentGroupFields = FieldValues<typeof fields>
