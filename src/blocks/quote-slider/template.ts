import { commonFields } from '../common-fields.ts'
import { field, type FieldValues } from '../fields.ts'
import { quoteFields } from '../quote/template.ts'
import { defineTemplate } from '../template.ts'

const fields = [commonFields.blockScrollId, field.bool('has_timer', 'Show play/pause button', true)] as const

/** Per quote: the Quote block's fields (alignment, justify, quote, author, author position). */
const groupFields = quoteFields

/** spec 2 §3.6 Quote Slider (id 40, {prefix}-quote-slider). */
export const quoteSlider = defineTemplate({
  key: 'quote-slider',
  name: 'Quote Slider',
  description: 'Several quotes, one at a time, moving on by themselves, with previous and next controls and dots.',
  short_description: 'Quotes carousel',
  group: 'Content',
  list_priority: 61,
  max_field_groups: 10,
  fields,
  field_groups_template: groupFields,
})
export type QuoteSliderFields = FieldValues<typeof fields>
export type QuoteSliderGroup = FieldValues<typeof groupFields>
