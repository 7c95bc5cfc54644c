import { commonFields } from '../common-fields.ts'
import { field, options, type FieldValues } from '../fields.ts'
import { defineTemplate } from '../template.ts'

/** spec 2 §3.6 Snippet: the text style, including the disclaimer variants. */
export const SNIPPET_STYLES = options(
  ['default', 'Default'],
  ['centered', 'Centered'],
  ['disclaimer', 'Disclaimer'],
  ['disclaimer-centered', 'Disclaimer (centered)'],
  ['disclaimer-bordered', 'Disclaimer (with top border)'],
)
/** spec 2 §3.6 Snippet: the vertical space around the text. */
export const SNIPPET_HEIGHTS = options(
  ['normal', 'Normal'],
  ['short', 'Short'],
  ['no-top-padding', 'No top padding'],
  ['no-bottom-padding', 'No bottom padding'],
  ['no-padding', 'No padding'],
)

const fields = [
  commonFields.blockScrollId,
  field.select('section_class', 'Style', SNIPPET_STYLES, 'default'),
  field.select('section_height', 'Section height', SNIPPET_HEIGHTS, 'normal'),
  commonFields.paragraph,
] as const

/** spec 2 §3.6 Snippet: a short piece of text, such as a disclaimer. */
export const snippet = defineTemplate({
  key: 'snippet',
  name: 'Snippet',
  description: 'A short piece of text such as a note or a legal disclaimer, with a choice of style and spacing.',
  short_description: 'Short text or disclaimer',
  group: 'Content',
  list_priority: 55,
  fields,
})
export type SnippetFields = FieldValues<typeof fields>
