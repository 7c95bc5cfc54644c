import { appUrl } from '~/lib/app-base.ts'
import { recallsPath, vinCheckAnswerSchema } from '~/recalls/answers.ts'
import type { VinCheck } from '~/recalls/api.ts'
import { charactersIn, normaliseVin, vinProblem, type VinProblem } from '~/recalls/vin.ts'
import type { VinCheckerFields } from './template.ts'

/** How long a visitor waits for the lookup before the service error shows (spec 2 §8 outside services time out). */
export const VIN_CHECK_TIMEOUT_MS = 8000

/** What a check ends in (spec 2 §4 VIN checker): the two responses, an invalid VIN or a service error. */
export type VinCheckOutcome =
  | { kind: 'invalid'; problem: VinProblem; typed: number }
  | { kind: 'affected'; check: VinCheck }
  | { kind: 'not-affected'; check: VinCheck }
  | { kind: 'error' }

/**
 * Checks what the visitor typed: refused here when it is not a VIN (no request), else looked up in
 * the market's recall list (GET /api/content/recalls/{vin}). Any failure — no answer within the
 * deadline, a status other than 200 or 400, an answer of another shape — is the service error.
 */
export async function checkVin(
  input: string,
  { fetchImpl = fetch, timeoutMs = VIN_CHECK_TIMEOUT_MS }: { fetchImpl?: typeof fetch; timeoutMs?: number } = {},
): Promise<VinCheckOutcome> {
  const vin = normaliseVin(input)
  const problem = vinProblem(vin)
  if (problem) return { kind: 'invalid', problem, typed: charactersIn(vin) }
  // NOTE: own timer, not AbortSignal.timeout (ENVIRONMENT.md: collected before it fires on Node 20).
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    const response = await fetchImpl(appUrl(recallsPath(vin)), { signal: controller.signal, headers: { accept: 'application/json' } })
    if (response.status === 400) return { kind: 'invalid', problem: 'characters', typed: charactersIn(vin) }
    if (response.status !== 200) return { kind: 'error' }
    const answer = vinCheckAnswerSchema.safeParse(await response.json())
    if (!answer.success) return { kind: 'error' }
    const check = answer.data.data.attributes
    return check.affected ? { kind: 'affected', check } : { kind: 'not-affected', check }
  } catch {
    return { kind: 'error' }
  } finally {
    clearTimeout(timer)
  }
}

/** What keeps the block from working, for the editor (the visitor sees Loading Failed instead). */
export function vinCheckerProblems(
  fields: Pick<VinCheckerFields, 'label_text' | 'button_text' | 'response_positive' | 'response_negative'>,
) {
  const problems: string[] = []
  if (!fields.label_text.trim()) problems.push('Input label is empty: the VIN box needs a name.')
  if (!fields.button_text.trim()) problems.push('Button text is empty.')
  if (!fields.response_positive.trim()) problems.push('Positive response is empty.')
  if (!fields.response_negative.trim()) problems.push('Negative response is empty.')
  return problems
}
