import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto'
import { deriveKey, serverSecret } from '~/auth/server-secret.server.ts'
import type { Database } from '~/db/client.server.ts'
import type { LeadRefusalCode } from './refusals.ts'

/**
 * The form token (ADR 053, bot protection without cookies): an HMAC of market, form and issue time,
 * written into the rendered form (or the public form's answer) and sent back with the lead. A lead
 * sent sooner than 3 s after it (no person fills a form that fast) or later than 24 h is refused.
 */
export const FORM_TOKEN_MIN_AGE_MS = 3_000
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000
/** A token issued this far in the future is still taken: instances' clocks differ a little. */
const CLOCK_SKEW_MS = 60_000

export const FORM_TOKEN_MESSAGES = {
  invalid: 'This form could not be checked. Reload the page and try again.',
  tooSoon: 'This form was sent too quickly. Wait a moment and send it again.',
  expired: 'This form has expired. Reload the page and try again.',
} as const

export type FormTokenProblem = keyof typeof FORM_TOKEN_MESSAGES

/** Each problem's code in the API's 422 (refusals.ts, ADR 176). */
export const FORM_TOKEN_CODES = {
  invalid: 'form_token_invalid',
  tooSoon: 'form_token_too_soon',
  expired: 'form_token_expired',
} as const satisfies Record<FormTokenProblem, LeadRefusalCode>

interface TokenSubject {
  siteId: number
  formId: number
}

const signature = (key: KeyObject, subject: TokenSubject, issuedAt: number) =>
  createHmac('sha256', key).update(`${subject.siteId}:${subject.formId}:${issuedAt}`).digest('base64url')

const tokenKeys = new WeakMap<Buffer, KeyObject>()

/**
 * The form tokens' key, derived once per server secret: every visitor's form read and every lead
 * needs it, and deriving it each time was a tenth of a form read's CPU. The key's bytes are its
 * hex text's, as they always were, so tokens already issued stay good.
 */
async function tokenKey(database: Database): Promise<KeyObject> {
  const secret = await serverSecret(database)
  let key = tokenKeys.get(secret)
  if (!key) tokenKeys.set(secret, (key = createSecretKey(Buffer.from(deriveKey(secret, 'form-token')))))
  return key
}

/**
 * A token for a form of a market, issued `now`: the server render calls it for each form it
 * writes (a form block's loader), the forms API for a form fetched by the browser (modal forms).
 * @example const formToken = await issueFormToken(context.services.database, { siteId: site.id, formId: 12 })
 */
export async function issueFormToken(database: Database, subject: TokenSubject, now: Date = new Date()): Promise<string> {
  const issuedAt = now.getTime()
  return `${issuedAt}.${signature(await tokenKey(database), subject, issuedAt)}`
}

/** Why a token is refused for this market's form at `now`, or null when it is good. */
export async function formTokenProblem(
  database: Database,
  subject: TokenSubject,
  token: string,
  now: Date = new Date(),
): Promise<FormTokenProblem | null> {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return 'invalid'
  const issuedAt = Number(match[1])
  const expected = Buffer.from(signature(await tokenKey(database), subject, issuedAt))
  const sent = Buffer.from(match[2]!)
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) return 'invalid'
  const age = now.getTime() - issuedAt
  if (age < -CLOCK_SKEW_MS) return 'invalid'
  if (age < FORM_TOKEN_MIN_AGE_MS) return 'tooSoon'
  if (age > FORM_TOKEN_MAX_AGE_MS) return 'expired'
  return null
}
