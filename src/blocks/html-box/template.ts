import { COLOUR_THEME_OPTIONS, commonFields } from '../common-fields.ts'
import { field, type FieldValues } from '../fields.ts'
import { defineTemplate } from '../template.ts'

const fields = [
  commonFields.blockScrollId,
  field.markdown('html', 'HTML', '', { max: 200_000 }),
  field.select('box_color', 'Color theme', COLOUR_THEME_OPTIONS, 'light-theme'),
] as const

/** spec 2 §3.6 HTML Box: free HTML, sanitised on save and on render. */
export const htmlBox = defineTemplate({
  key: 'html-box',
  name: 'HTML Box',
  description: 'Free HTML content: text, tables, lists and simple card grids.',
  short_description: 'Free HTML',
  group: 'Content',
  list_priority: 50,
  fields,
})
export type HtmlBoxFields = FieldValues<typeof fields>
