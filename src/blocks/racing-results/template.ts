import { commonFields } from '../common-fields.ts'
import { field, options, type FieldValues } from '../fields.ts'
import { defineTemplate } from '../template.ts'
import { RESULT_FILES } from './results.ts'

const fields = [
  commonFields.blockScrollId,
  // spec 2 §3.12: url is a select of results JSON files per language.
  field.select('url', 'Results file', options(...RESULT_FILES), RESULT_FILES[0][0]),
  commonFields.boxColor,
  commonFields.errorMessage,
  commonFields.tryAgainLabel,
] as const
export type RacingResultsFields = FieldValues<typeof fields>

/**
 * spec 2 §3.12 Racing Results (id 87, {prefix}-racing-results): a race's classification from the
 * results file the editor chose, read on the server (data.server.ts; spec 2 §7).
 */
export const racingResults = defineTemplate({
  key: 'racing-results',
  name: 'Racing Results',
  description:
    "A race's classification as a table — position, drivers, team, laps, time and points — from a results file in the page's language.",
  short_description: 'Race results table',
  group: 'Mena',
  list_priority: 87,
  fields,
})
