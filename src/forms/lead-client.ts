import type { UiTexts } from '~/i18n/ui-texts.ts'
import { csrfToken, getJson, type JsonAnswer } from '~/lib/api-client.ts'
import { appUrl } from '~/lib/app-base.ts'
import type { LeadProblem } from './refusals.ts'
import { refusalText } from './rule-texts.ts'

/**
 * The browser's side of the forms API for visitors (ADR 053): a form read, a lead sent, a phone
 * number verified (spec 1 §5). Paths go under the market's base path (appUrl). A signed-in editor's
 * csrf-token goes along; visitors have none and need none (the form_token stands for it).
 */

export interface ThankYou {
  title: string
  message: string
  redirect_url?: string
}

export type LeadAnswer =
  | { kind: 'accepted'; id: string; thankYou: ThankYou | null }
  /** 422: the rules refused values (or the form_token); nothing was stored. */
  | { kind: 'refused'; problems: LeadProblem[] }
  /** No answer, or one that is neither: the lead may not be stored; a retry resends the same key. */
  | { kind: 'failed'; status: number }

type Fetch = typeof fetch

async function post(path: string, body: unknown, fetchImpl: Fetch): Promise<{ status: number; json: unknown }> {
  const response = await fetchImpl(appUrl(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'csrf-token': csrfToken() },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  })
  const json: unknown = await response.json().catch(() => null)
  return { status: response.status, json }
}

const problemsOf = (json: unknown): LeadProblem[] => {
  const errors = (json as { errors?: unknown } | null)?.errors
  return Array.isArray(errors) ? (errors as LeadProblem[]) : []
}

/**
 * GET /api/forms/forms/{id}: the public form's answer, unread (public-form.ts checks it whole with
 * the form's schema; a form's token refresh reads only its form_token, so a form's page does not
 * load the schemas).
 */
export const getPublicForm = (formId: string | number, fetchImpl: Fetch = fetch): Promise<JsonAnswer> =>
  getJson(appUrl(`/api/forms/forms/${encodeURIComponent(String(formId))}`), fetchImpl)

/** POST /api/forms/forms/{id}/leads: 201 (or 200 for a resent key) with the lead, or 422 with the refused fields. */
export async function sendLead(formId: string | number, body: unknown, fetchImpl: Fetch = fetch): Promise<LeadAnswer> {
  try {
    const { status, json } = await post(`/api/forms/forms/${encodeURIComponent(String(formId))}/leads`, body, fetchImpl)
    if (status === 200 || status === 201) {
      const data = (json as { data?: { id?: unknown; attributes?: { thank_you?: ThankYou } } } | null)?.data
      return { kind: 'accepted', id: String(data?.id ?? ''), thankYou: data?.attributes?.thank_you ?? null }
    }
    if (status === 422) return { kind: 'refused', problems: problemsOf(json) }
    return { kind: 'failed', status }
  } catch {
    return { kind: 'failed', status: 0 }
  }
}

/**
 * `proof`: what a right code answers, for the lead to carry (ADR 056); a sent code answers none.
 * `message`: why not, in the market's language.
 */
export type VerificationAnswer = { ok: true; proof: string | null } | { ok: false; message: string }

/**
 * spec 1 §5 phone verification: a code is sent to phone_number (`create_verification`), then
 * checked with phone_number and code (`check_verification`), and the form the lead goes to
 * (`form_id`), whose single-use proof the answer holds. A refusal is worded by its code from `ui`
 * (ADR 176); no answer at all, by `ui.verifyFailed`.
 */
export async function verifyPhone(
  step: 'create_verification' | 'check_verification',
  body: { phone_number: string; code?: string; form_id?: number },
  ui: UiTexts,
  fetchImpl: Fetch = fetch,
): Promise<VerificationAnswer> {
  try {
    const { status, json } = await post(`/api/forms/verify/sms/${step}`, body, fetchImpl)
    if (status >= 200 && status < 300) {
      // An answer may say it was not valid in its body rather than by status.
      const data = (json as { data?: { proof?: unknown; attributes?: { valid?: unknown; status?: unknown } } } | null)?.data
      const attributes = data?.attributes
      if (step === 'check_verification' && (attributes?.valid === false || attributes?.status === 'invalid')) {
        return { ok: false, message: ui.codeRefusedWrong }
      }
      return { ok: true, proof: typeof data?.proof === 'string' ? data.proof : null }
    }
    const problem = problemsOf(json)[0]
    return { ok: false, message: problem ? refusalText(problem, ui) : ui.verifyFailed }
  } catch {
    return { ok: false, message: ui.verifyFailed }
  }
}
