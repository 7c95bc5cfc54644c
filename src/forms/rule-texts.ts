import type { UiTexts } from '~/i18n/ui-texts.ts'
import { format } from '~/i18n/messages.ts'
import type { LeadProblem, RefusalCode } from './refusals.ts'
import type { FieldError, RuleCode } from './rules.ts'

const KEYS = {
  required: 'ruleRequired',
  min: 'ruleMin',
  size: 'ruleSize',
  max: 'ruleMax',
  email: 'ruleEmail',
  phone: 'rulePhone',
  option: 'ruleOption',
  choices: 'ruleChoices',
  date: 'ruleDate',
  past: 'rulePast',
  type: 'ruleType',
} as const satisfies Record<RuleCode, keyof UiTexts>

/** The rules whose message names their number (`{n}`). */
const WITH_LIMIT: ReadonlySet<RuleCode> = new Set(['min', 'size', 'choices'])

/** A broken rule's message at its field, in the market's language (the API answers them in English). */
export const ruleText = (error: Pick<FieldError, 'code' | 'limit'>, ui: UiTexts): string =>
  format(ui[KEYS[error.code]], { n: error.limit ?? '' })

/** The forms API's other refusals (refusals.ts): the catalogue's text for each code. */
const REFUSAL_KEYS = {
  honeypot: 'formRefusedHoneypot',
  recaptcha: 'formRefusedRecaptcha',
  form_version: 'formRefusedVersion',
  location: 'ruleOption',
  additional_data: 'formRefusedAdditionalData',
  other_form: 'formRefusedOtherForm',
  phone_not_verified: 'verifyPhoneFirst',
  phone_proof_refused: 'formRefusedPhoneProof',
  email_undeliverable: 'formRefusedEmail',
  form_token_invalid: 'formRefusedToken',
  form_token_too_soon: 'formRefusedTooSoon',
  form_token_expired: 'formRefusedExpired',
  unstorable: 'formRefusedCharacters',
  code_format: 'codeRefusedFormat',
  unknown_form: 'formGone',
  wrong_code: 'codeRefusedWrong',
  code_expired: 'codeRefusedExpired',
  too_many_wrong_codes: 'codeRefusedTooMany',
  rate_limited: 'verifyTooManyAttempts',
  verification_unavailable: 'verifyUnavailable',
} as const satisfies Record<Exclude<RefusalCode, RuleCode>, keyof UiTexts>

const isRule = (code: string): code is RuleCode => Object.hasOwn(KEYS, code)
const isRefusal = (code: string): code is keyof typeof REFUSAL_KEYS => Object.hasOwn(REFUSAL_KEYS, code)

/**
 * A refusal of the forms API (a lead's 422, a phone check's error) in the market's language, by its
 * `code` (ADR 176): a broken rule with its number from `meta.limit`, any other known code by its
 * text. A code this page does not know (an API newer than it), or none, shows the API's English detail.
 * @example refusalText({ code: 'form_token_expired', detail: 'This form has expired. …' }, ui) // → ui.formRefusedExpired
 */
export function refusalText(problem: LeadProblem, ui: UiTexts): string {
  const code = problem.code ?? ''
  const limit = typeof problem.meta?.limit === 'number' ? problem.meta.limit : undefined
  if (isRule(code) && (limit !== undefined || !WITH_LIMIT.has(code))) return ruleText({ code, limit }, ui)
  if (isRefusal(code)) return ui[REFUSAL_KEYS[code]]
  return problem.detail || problem.title || ui.formRefused
}
