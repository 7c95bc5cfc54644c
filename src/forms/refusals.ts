import { RULE_CODES } from './rules.ts'

/**
 * Why the forms API refused a visitor's lead or phone check: the stable `code` of each JSON:API
 * error it answers (ADR 176). The `detail` beside it stays English for API clients; the browser
 * shows the market's own text for a code it knows (rule-texts.ts `refusalText`). Pure: the API and
 * the browser share it.
 */

/** A lead's refusals besides a broken rule (submission.server.ts, form-token.server.ts). */
export const SUBMISSION_REFUSALS = [
  'honeypot',
  'recaptcha',
  'form_version',
  'location',
  'additional_data',
  'other_form',
  'phone_not_verified',
  'phone_proof_refused',
  'email_undeliverable',
  'form_token_invalid',
  'form_token_too_soon',
  'form_token_expired',
  // Any API's: a NUL or lone surrogate the databases cannot hold (the app's input guard).
  'unstorable',
] as const

/** The 422 codes of POST /forms/{id}/leads: a broken rule at its field, or a refusal of the submission. */
export const LEAD_REFUSAL_CODES = [...RULE_CODES, ...SUBMISSION_REFUSALS] as const

/**
 * The phone verification's refusals (verification/api.server.ts): 'phone' is the rule's (not a
 * possible number); 422 for the others but 'rate_limited' (429) and 'verification_unavailable' (502).
 * A lead past its rate limit is refused with 'rate_limited' (429) too.
 */
export const VERIFICATION_REFUSAL_CODES = [
  'phone',
  'code_format',
  'unknown_form',
  'wrong_code',
  'code_expired',
  'too_many_wrong_codes',
  'rate_limited',
  'verification_unavailable',
] as const

export type LeadRefusalCode = (typeof LEAD_REFUSAL_CODES)[number]
export type VerificationRefusalCode = (typeof VERIFICATION_REFUSAL_CODES)[number]
export type RefusalCode = LeadRefusalCode | VerificationRefusalCode

/** A JSON:API error of the forms API as the browser reads it (ADR 053: 422 with one error per field). */
export interface LeadProblem {
  title?: string
  detail?: string
  source?: { pointer?: string }
  /** Why, as this module names it (a newer API may answer a code this page does not know). */
  code?: string
  /** The broken rule's number (min, size, choices). */
  meta?: { limit?: unknown }
}
