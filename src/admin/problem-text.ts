import type { ApiProblem } from '~/lib/api-client.ts'

/** How many problems a failure toast lists before it says how many more there are. */
export const PROBLEMS_SHOWN = 3

/**
 * A failure toast's text: what did not happen, then the problems the server (or
 * the same check in the browser) named, each once, e.g.
 * `failureText('Dealer not added', errors)` → 'Dealer not added: longitude: give both latitude and longitude, or neither'.
 */
export function failureText(what: string, errors: readonly Pick<ApiProblem, 'title' | 'detail'>[]): string {
  const problems = [...new Set(errors.map((e) => e.detail?.trim() || e.title.trim()).filter(Boolean))]
  if (problems.length === 0) return `${what}.`
  const shown = problems.slice(0, PROBLEMS_SHOWN).join('; ')
  const more = problems.length - PROBLEMS_SHOWN
  return `${what}: ${shown}${more > 0 ? `; and ${more} more (at the fields)` : ''}`
}
