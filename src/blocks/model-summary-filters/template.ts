import { commonFields } from '../common-fields.ts'
import { field, type FieldValues } from '../fields.ts'
import { defineTemplate } from '../template.ts'

const fields = [
  commonFields.blockScrollId,
  field.string('selectBodystyle', 'Select body style label', 'Select body style', { max: 100 }),
  field.string('selectModel', 'Select model label', 'Select model', { max: 100 }),
  field.string('submit', 'Submit button', 'Apply', { max: 100 }),
  // NOTE: not in spec 2 §3.9; the option that shows every body style or model (ADR 018).
  field.string('allLabel', 'All option', 'All', { max: 100 }),
] as const

/**
 * spec 2 §3.9 / §4 Model Summary Filters: body style and model selects over the Derivatives blocks
 * of the page; submit shows only the matching ones (filters.ts, ADR 018).
 */
export const modelSummaryFilters = defineTemplate({
  key: 'model-summary-filters',
  name: 'Model Summary Filters',
  description: 'Body style and model selects that filter the Derivatives blocks of the page.',
  short_description: 'Filters for Derivatives',
  group: 'Advanced',
  list_priority: 76,
  fields,
})
export type ModelSummaryFiltersFields = FieldValues<typeof fields>
