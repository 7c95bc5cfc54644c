import { errorAt, problemKey, problemMessage, type ApiProblem } from '~/lib/api-client.ts'
import { plainWording } from './zod-wording.ts'

/** How many problems a failure toast lists before it says how many more there are. */
export const PROBLEMS_SHOWN = 3

/**
 * A form's names for the fields the API's errors point at, as its labels read, by the API's key
 * without its `data.attributes` wrapper ('opening_hours.0.closes', 'sale_price'); undefined where
 * the form has no better word than the key in words (fieldName).
 */
export type FieldNames = (key: string) => string | undefined

/** The JSON:API wrapper the API's keys may start with: no form shows it. */
const WRAPPER = /^data\.attributes(?:\.|$)/

/**
 * A key in words when the form gives no name: each part in sentence case, a list's index counted
 * from 1 ('opening_hours.0.closes' → 'Opening hours › 1 › Closes').
 */
export function fieldName(key: string): string {
  return key
    .replace(WRAPPER, '')
    .split('.')
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? String(Number(part) + 1) : part.charAt(0).toUpperCase() + part.slice(1).replace(/_/g, ' ')))
    .join(' › ')
}

/**
 * One problem as a toast lists it: where the API wrote a field's key before its message, the
 * field as the form labels it (`names`, else the key in words); other problems as the API said them.
 *
 * @example problemText({ title: 'Invalid value', detail: 'sale_price: at most 100,000,000', source: { pointer: '/data/attributes/sale_price' } })
 *   // 'Sale price: at most 100,000,000'
 */
export function problemText(error: Pick<ApiProblem, 'title' | 'detail' | 'source'>, names?: FieldNames): string {
  const key = problemKey(error)
  const message = plainWording(problemMessage(error).trim() || error.title.trim())
  if (key === null || key === 'body') return message
  const bare = key.replace(WRAPPER, '')
  return `${names?.(bare) ?? fieldName(bare)}: ${message}`
}

/**
 * A failure toast's text: what did not happen, then the problems the server (or
 * the same check in the browser) named, each once, its field by the form's name for it, e.g.
 * `failureText('Dealer not added', errors)` → 'Dealer not added: Longitude: give both latitude and longitude, or neither'.
 */
export function failureText(what: string, errors: readonly Pick<ApiProblem, 'title' | 'detail' | 'source'>[], names?: FieldNames): string {
  const problems = [...new Set(errors.map((e) => problemText(e, names)).filter(Boolean))]
  if (problems.length === 0) return `${what}.`
  const shown = problems.slice(0, PROBLEMS_SHOWN).join('; ')
  const more = problems.length - PROBLEMS_SHOWN
  return `${what}: ${shown}${more > 0 ? `; and ${more} more (at the fields)` : ''}`
}

/** The message of the error at a JSON pointer, for the field that shows it, in the back office's words. */
export function fieldErrorAt(errors: readonly ApiProblem[], pointer: string): string | undefined {
  const message = errorAt(errors, pointer)
  return message === undefined ? undefined : plainWording(message)
}
