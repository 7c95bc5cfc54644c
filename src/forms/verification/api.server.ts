import { and, eq } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { forms } from '~/db/schema/index.ts'
import { requestClientAddress } from '~/auth/client-address.server.ts'
import { addressKey } from '~/auth/login-limit.ts'
import { parseJsonBody, problem } from '~/lib/api-problems.ts'
import { codedErrorSchema, declareRoutes } from '~/lib/api-routes.server.ts'
import { staffAccess } from '~/auth/api-access.server.ts'
import { databaseId } from '~/lib/database-integer.ts'
import { createRateLimiter, type RateRule } from '~/lib/rate-limit.server.ts'
import { marketLanguage } from '~/settings/market-language.ts'
import { normalisePhone } from '../phone-numbers.ts'
import { RULE_MESSAGES } from '../rules.ts'
import { EmailVerificationRefused } from './email.server.ts'
import { issuePhoneProof } from './proof.server.ts'
import type { VerificationRefusalCode } from '../refusals.ts'
import { SMS_REFUSAL_MESSAGES, type SmsRefusal } from './sms.server.ts'

/**
 * The forms API's verification (spec 1 §5, §7; mounted at `/api/forms/verify`): visitors ask for an
 * SMS code and check it, and have an e-mail address checked by the outside service. Each is limited
 * per number (or address) and per client in the database, so several instances count together.
 */

/** ADR 056: a person asks for a code a few times; a script asking for thousands costs real texts. */
export const VERIFICATION_RATE_RULES = {
  codesPerNumber: { limit: 3, windowSeconds: 10 * 60 },
  codesPerClient: { limit: 10, windowSeconds: 60 * 60 },
  checksPerNumber: { limit: 10, windowSeconds: 10 * 60 },
  checksPerClient: { limit: 30, windowSeconds: 10 * 60 },
  emailsPerClient: { limit: 30, windowSeconds: 10 * 60 },
} satisfies Record<string, RateRule>

export const VERIFICATION_MESSAGES = {
  code: 'Enter the code from the text message',
  form: (id: number) => `This market has no form ${id}`,
  unavailable: 'The verification service did not answer. Try again in a moment.',
  tooMany: (seconds: number) => {
    const minutes = Math.max(1, Math.ceil(seconds / 60))
    return `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
  },
} as const

/** Each SMS refusal's code in the 422 (refusals.ts, ADR 176). */
const SMS_REFUSAL_CODES = {
  wrong_code: 'wrong_code',
  expired: 'code_expired',
  too_many_attempts: 'too_many_wrong_codes',
} as const satisfies Record<SmsRefusal, VerificationRefusalCode>

/** The SMS routes' errors that say why by a code (ADR 176); a body off the schema has none. */
const smsErrorBodies = (codes: readonly [VerificationRefusalCode, ...VerificationRefusalCode[]]) => ({
  422: codedErrorSchema(codes, 'a body off the schema'),
  429: codedErrorSchema(['rate_limited']),
  502: codedErrorSchema(['verification_unavailable']),
})

const phoneNumber = z.string().max(40)
const smsCreateSchema = z.object({ phone_number: phoneNumber })
/**
 * spec 1 §7's phone_number and code; `form_id`, which the spec does not show, binds the answer's
 * proof to the form the lead goes to. Without it the proof is bound to the first form it is sent with.
 */
const smsCheckSchema = z.object({ phone_number: phoneNumber, code: z.string().max(20), form_id: databaseId.optional() })
// The address is checked by the verifier itself, with the spec's text.
const emailSchema = z.object({ email: z.unknown().optional() })

const invalid = (c: Context, pointer: string, detail: string, code?: VerificationRefusalCode) =>
  c.json(problem(422, 'Invalid value', detail, pointer, code), 422)

const one = <S extends z.ZodType>(data: S) => z.object({ data })

/** The verification routes on a Hono app of their own (`app`), with their declarations (`routes`) for the forms API's document. */
export function verificationApi(options: { trustProxy?: boolean } = {}) {
  const api = new Hono()
  const { route, routes } = declareRoutes(api, staffAccess)

  const clientKey = (c: Context) => addressKey(requestClientAddress(c, options.trustProxy ?? false))

  /** Counts a hit on each key; the 429 answer when any is over its limit. */
  async function limited(c: Context, hits: [string, RateRule][]): Promise<Response | null> {
    const limiter = createRateLimiter(c.get('services').database.db)
    for (const [key, rule] of hits) {
      const decision = await limiter.hit(`verify:${c.get('site').id}:${key}`, rule)
      if (!decision.allowed) {
        c.header('retry-after', String(decision.retryAfterSeconds))
        return c.json(
          problem(429, 'Too many requests', VERIFICATION_MESSAGES.tooMany(decision.retryAfterSeconds), undefined, 'rate_limited'),
          429,
        )
      }
    }
    return null
  }

  const isMarketForm = async (c: Context, formId: number) =>
    (
      await c
        .get('services')
        .database.db.select({ id: forms.id })
        .from(forms)
        .where(and(eq(forms.id, formId), eq(forms.siteId, c.get('site').id)))
    ).length > 0

  const unavailable = (c: Context, error: unknown) => {
    c.get('services').log.warn({ err: error }, 'Verification provider failed')
    return c.json(problem(502, 'Verification unavailable', VERIFICATION_MESSAGES.unavailable, undefined, 'verification_unavailable'), 502)
  }

  route(
    {
      method: 'post',
      path: '/sms/create_verification',
      summary: 'Texts a code to phone_number (spec 1 §5); limited per number and client.',
      access: 'visitor',
      body: smsCreateSchema,
      ok: [202, one(z.object({ phone_number: z.string(), status: z.literal('sent') }))],
      errors: [422, 429, 502],
      errorBodies: smsErrorBodies(['phone']),
    },
    async (c) => {
      const body = await parseJsonBody(c, smsCreateSchema, 'Invalid value')
      if (!body.ok) return body.response
      const phone = normalisePhone(body.data.phone_number)
      if (!phone) return invalid(c, '/phone_number', RULE_MESSAGES.phone(), 'phone')
      const refusal = await limited(c, [
        [`sms:${phone}`, VERIFICATION_RATE_RULES.codesPerNumber],
        [`sms-client:${clientKey(c)}`, VERIFICATION_RATE_RULES.codesPerClient],
      ])
      if (refusal) return refusal
      const language = marketLanguage(await c.get('services').content.settings(c.get('site')))
      try {
        await c.get('services').verification.sms.createVerification(phone, { siteId: c.get('site').id, language })
      } catch (error) {
        return unavailable(c, error)
      }
      return c.json({ data: { phone_number: phone, status: 'sent' } }, 202)
    },
  )

  route(
    {
      method: 'post',
      path: '/sms/check_verification',
      summary:
        'Checks the code texted to phone_number; a right code answers a proof for one lead to form_id naming that number, within 30 minutes.',
      access: 'visitor',
      body: smsCheckSchema,
      ok: [200, one(z.object({ phone_number: z.string(), verified: z.literal(true), proof: z.string(), expires_at: z.string() }))],
      errors: [422, 429, 502],
      errorBodies: smsErrorBodies(['phone', 'code_format', 'unknown_form', 'wrong_code', 'code_expired', 'too_many_wrong_codes']),
    },
    async (c) => {
      const body = await parseJsonBody(c, smsCheckSchema, 'Invalid value')
      if (!body.ok) return body.response
      const phone = normalisePhone(body.data.phone_number)
      if (!phone) return invalid(c, '/phone_number', RULE_MESSAGES.phone(), 'phone')
      const code = body.data.code.trim()
      if (!/^[0-9A-Za-z]{4,12}$/.test(code)) return invalid(c, '/code', VERIFICATION_MESSAGES.code, 'code_format')
      const refusal = await limited(c, [
        [`check:${phone}`, VERIFICATION_RATE_RULES.checksPerNumber],
        [`check-client:${clientKey(c)}`, VERIFICATION_RATE_RULES.checksPerClient],
      ])
      if (refusal) return refusal
      const formId = body.data.form_id ?? null
      // Before the code is checked: a right code is used once, and must not be spent on a proof for no form.
      if (formId !== null && !(await isMarketForm(c, formId)))
        return invalid(c, '/form_id', VERIFICATION_MESSAGES.form(formId), 'unknown_form')
      let check
      try {
        check = await c.get('services').verification.sms.checkVerification(phone, code, { siteId: c.get('site').id })
      } catch (error) {
        return unavailable(c, error)
      }
      if (!check.valid) return invalid(c, '/code', SMS_REFUSAL_MESSAGES[check.reason], SMS_REFUSAL_CODES[check.reason])
      const { proof, expiresAt } = await issuePhoneProof(c.get('services').database.db, { siteId: c.get('site').id, formId, phone })
      return c.json({ data: { phone_number: phone, verified: true, proof, expires_at: expiresAt.toISOString() } })
    },
  )

  route(
    {
      method: 'post',
      path: '/email',
      summary: 'Checks an address with the e-mail verification service (spec 1 §5: a timeout or failure counts as valid).',
      access: 'visitor',
      body: z.object({ email: z.string() }),
      ok: [
        200,
        one(
          z.object({
            isValid: z.boolean(),
            status: z.string(),
            details: z.record(z.string(), z.unknown()).optional(),
            error: z.string().optional(),
            error_code: z.enum(['TIMEOUT', 'VALIDATION_ERROR']).optional(),
          }),
        ),
      ],
      errors: [422, 429, 503],
    },
    async (c) => {
      const body = await parseJsonBody(c, emailSchema, 'Invalid value')
      if (!body.ok) return body.response
      const refusal = await limited(c, [[`email-client:${clientKey(c)}`, VERIFICATION_RATE_RULES.emailsPerClient]])
      if (refusal) return refusal
      try {
        return c.json({ data: await c.get('services').verification.email.verify(body.data.email) })
      } catch (error) {
        if (!(error instanceof EmailVerificationRefused)) throw error
        // A missing API key is the operator's to fix: the visitor's address is not at fault.
        if (error.missing === 'api_key') return c.json(problem(503, 'Verification unavailable', error.message), 503)
        return invalid(c, '/email', error.message)
      }
    },
  )

  return { app: api, routes }
}
