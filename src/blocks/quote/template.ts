import { field, options, type FieldValues } from '../fields.ts'
import { commonFields } from '../common-fields.ts'
import { defineTemplate } from '../template.ts'

/** spec 2 §3.6 Quote and Quote Slider: where the quote sits in its section. */
export const QUOTE_ALIGNMENTS = options(['left', 'Left'], ['center', 'Center'], ['right', 'Right'])

/** The fields of one quote; Quote Slider repeats them per group. */
export const quoteFields = [
  field.select('section_class', 'Alignment', QUOTE_ALIGNMENTS, 'center'),
  field.bool('justify_text', 'Justify text', false),
  field.text('quote', 'Quote', '', { max: 2000 }),
  field.string('author', 'Author', '', { max: 200 }),
  field.string('author_position', 'Author position', '', { max: 200 }),
] as const

const fields = [commonFields.blockScrollId, ...quoteFields] as const

/** spec 2 §3.6 Quote. */
export const quote = defineTemplate({
  key: 'quote',
  name: 'Quote',
  description: "A quotation with its author and the author's position, aligned left, centre or right.",
  short_description: 'Quote with author',
  group: 'Content',
  list_priority: 60,
  fields,
})
export type QuoteFields = FieldValues<typeof fields>
export type QuoteValues = FieldValues<typeof quoteFields>
