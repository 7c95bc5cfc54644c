import { commonFields } from '../common-fields.ts'
import { FORM_BLOCK_FIELDS } from '../form-fields.ts'
import { field } from '../fields.ts'
import { TAB_X_PADDING } from './layout.ts'

/**
 * spec 2 §3.10 Expanded Entry Form, general and MENA versions: the block's texts (disclaimer,
 * form-paragraph, form-disclaimer) and form, and per tab tab_icon, tab_label, tab_id,
 * tab_x_padding (default 22 px, phones: spec 2 §9), image and paragraph.
 */
export const expandedEntryFormFields = [
  commonFields.blockScrollId,
  field.markdown('form-paragraph', 'Form paragraph', ''),
  field.markdown('form-disclaimer', 'Form disclaimer', ''),
  field.markdown('disclaimer', 'Disclaimer', ''),
  ...FORM_BLOCK_FIELDS,
] as const

export const expandedEntryFormTabFields = [
  field.icon('tab_icon', 'Tab icon'),
  field.string('tab_label', 'Tab label', '', { max: 60 }),
  field.string('tab_id', 'Tab id', '', {
    max: 60,
    tooltip: 'What the lead says was chosen (additionalData.menaTabs); the label when empty.',
  }),
  field.number('tab_x_padding', 'Tab padding on phones (px)', TAB_X_PADDING, { min: 0, max: 64 }),
  field.image('image', 'Image', {
    withAlt: true,
    sizes: [
      { w: 1024, h: 576 },
      { w: 640, h: 360 },
    ],
  }),
  field.markdown('paragraph', 'Paragraph', ''),
] as const

/** Not in spec 2 §9 (ADR 058): more tabs than this do not fit a row. */
export const MAX_TABS = 8
