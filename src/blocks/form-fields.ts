import { z } from 'zod'
import { parseJsonField } from '~/lib/json-field.ts'
import { commonFields } from './common-fields.ts'
import { field, options } from './fields.ts'

/**
 * spec 2 §3.5 Form block fields: the Form Component's and every form-bearing block's, defined
 * once. The four JSON fields are maps of text to text; a map that is not one is refused on save
 * and import naming the field (spec 2 §5 'Invalid JSON in {context}').
 */
const POSITIONS = options(['left', 'Left'], ['center', 'Center'], ['right', 'Right'])

const map = (symbol: string, label: string, tooltip: string, placeholder: string) => field.json(symbol, label, {}, { tooltip, placeholder })

export const formFields = {
  formId: field.form('form_id', 'Form'),
  hasTwoColumns: field.bool('has_two_columns', 'Two columns (desktop)'),
  hiddenFieldMapping: map(
    'form_hidden_field_mapping',
    'Hidden fields',
    'Sent with every lead of this block: hidden field name to value.',
    '{"source": "test-drive-page"}',
  ),
  paramsMapping: map(
    'form_params_mapping',
    'Prefill from the URL',
    "URL parameter to form field id: the field starts with the parameter's value.",
    '{"model": "model_interest"}',
  ),
  locationParamsMapping: map(
    'form_location_params_mapping',
    'Retailer from the URL',
    'Location URL parameter to form field id (a retailer field).',
    '{"dealer": "retailer"}',
  ),
  locationMapping: map(
    'form_location_mapping',
    'Location ids',
    'Any internal or external id (the URL value) to a location id of the forms back office.',
    '{"DLR-LDN-01": "3"}',
  ),
  buttonPosition: field.select('button_position', 'Button position', POSITIONS, 'right'),
  buttonColor: field.select('button_color', 'Button colour', options(['primary', 'Primary'], ['secondary', 'Secondary']), 'primary'),
  boxColor: commonFields.boxColor,
  hasButtonMargin: field.bool('has_button_margin', 'Space above the button'),
  modalForm: field.bool('modal_form', 'Open the form in a modal'),
  formPosition: field.select('form_position', 'Form position', POSITIONS, 'center'),
}

/** The whole of spec 2 §3.5, in its order (Form Component; Entry Form adds nothing but a title). */
export const FORM_BLOCK_FIELDS = [
  formFields.formId,
  formFields.hasTwoColumns,
  formFields.hiddenFieldMapping,
  formFields.paramsMapping,
  formFields.locationParamsMapping,
  formFields.locationMapping,
  formFields.buttonPosition,
  formFields.buttonColor,
  formFields.boxColor,
  formFields.hasButtonMargin,
  formFields.modalForm,
  formFields.formPosition,
] as const

export const FORM_MAP_SYMBOLS = [
  'form_hidden_field_mapping',
  'form_params_mapping',
  'form_location_params_mapping',
  'form_location_mapping',
] as const

const textMap = z.record(z.string().min(1).max(100), z.union([z.string().max(2000), z.number()]))

/**
 * A template's value schema that also checks its form maps (or the given JSON fields): each a
 * JSON object of text (or numbers) by name; nothing, or an empty text, is no map.
 */
export function withCheckedFormMaps<T>(
  schema: z.ZodType<T, unknown>,
  symbols: readonly string[] = FORM_MAP_SYMBOLS,
): z.ZodType<T, unknown> {
  return schema.superRefine((value, ctx) => {
    for (const symbol of symbols) {
      const raw = (value as Record<string, unknown>)[symbol]
      if (raw === undefined) continue
      const result = parseJsonField(raw, textMap, symbol, {})
      if (!result.success) ctx.addIssue({ code: 'custom', path: [symbol], message: result.error, input: raw })
    }
  })
}
