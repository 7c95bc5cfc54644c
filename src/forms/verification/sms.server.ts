import { createHash, randomInt, timingSafeEqual } from 'node:crypto'
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server.ts'
import { outbox, phoneVerifications } from '~/db/schema/index.ts'
import { formatMessage, type MarketLanguage } from '~/i18n/catalogue.server.ts'
import type { OutboundFetch } from '~/lib/outbound.server.ts'

/**
 * Phone verification by SMS code (spec 1 §5, §7; ADR 056): a code is sent to `phone_number`, then
 * checked with `phone_number` and `code`. Two adapters: `sandboxSms` makes and checks the codes
 * itself and writes each text to the outbox (demo, tests); `httpSms` calls a provider's
 * `create_verification` and `check_verification`. A right code answers the visitor who checked it
 * a proof for one lead (proof.server.ts): the number alone is never taken as verified.
 */
export interface SmsVerifier {
  /** True when codes go to the sandbox outbox (demo, tests) instead of a provider. */
  readonly sandbox: boolean
  /**
   * Sends a new code to `phone` (E.164); an earlier code of the number stops counting. The
   * sandbox words its text in the market's `language` (`mail.sms.code`); a provider words its own.
   */
  createVerification(phone: string, market: { siteId: number; language?: MarketLanguage }): Promise<void>
  checkVerification(phone: string, code: string, market: { siteId: number }): Promise<SmsCheck>
}

export type SmsCheck = { valid: true } | { valid: false; reason: SmsRefusal }
export type SmsRefusal = 'wrong_code' | 'expired' | 'too_many_attempts'

/** What the visitor reads for each refusal (the spec shows none; ADR 056). */
export const SMS_REFUSAL_MESSAGES: Record<SmsRefusal, string> = {
  wrong_code: 'This code is not right. Check the text message and try again.',
  expired: 'This code has expired. Ask for a new one.',
  too_many_attempts: 'Too many wrong codes. Ask for a new one.',
}

/** A code's life and its tries (ADR 056). */
export const SMS_CODE_TTL_MS = 10 * 60 * 1000
export const SMS_CODE_MAX_ATTEMPTS = 5

/** The six digits hashed with the market and number: the table never shows a code to a reader. */
const hashCode = (siteId: number, phone: string, code: string) => createHash('sha256').update(`${siteId}:${phone}:${code}`).digest('hex')

export function sandboxSms(db: Db, options: { now?: () => Date } = {}): SmsVerifier {
  const now = options.now ?? (() => new Date())
  return {
    sandbox: true,
    async createVerification(phone, { siteId, language = { language: null } }) {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
      await db.transaction(async (tx) => {
        // An earlier unused code of the number stops counting: only the newest text is right.
        await tx
          .update(phoneVerifications)
          .set({ expiresAt: now() })
          .where(and(eq(phoneVerifications.siteId, siteId), eq(phoneVerifications.phone, phone), isNull(phoneVerifications.verifiedAt)))
        await tx.insert(phoneVerifications).values({
          siteId,
          phone,
          codeHash: hashCode(siteId, phone, code),
          expiresAt: new Date(now().getTime() + SMS_CODE_TTL_MS),
        })
        await tx
          .insert(outbox)
          .values({ siteId, channel: 'sms', recipient: phone, body: formatMessage('mail.sms.code', { code }, language) })
      })
    },

    async checkVerification(phone, code, { siteId }) {
      const [pending] = await db
        .select()
        .from(phoneVerifications)
        .where(
          and(
            eq(phoneVerifications.siteId, siteId),
            eq(phoneVerifications.phone, phone),
            isNull(phoneVerifications.verifiedAt),
            gt(phoneVerifications.expiresAt, now()),
          ),
        )
        .orderBy(desc(phoneVerifications.id))
        .limit(1)
      if (!pending) return { valid: false, reason: 'expired' }
      // Counted before comparing, in one statement: parallel guesses cannot exceed the limit.
      const [counted] = await db
        .update(phoneVerifications)
        .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
        .where(and(eq(phoneVerifications.id, pending.id), lt(phoneVerifications.attempts, SMS_CODE_MAX_ATTEMPTS)))
        .returning({ attempts: phoneVerifications.attempts })
      if (!counted) return { valid: false, reason: 'too_many_attempts' }
      const given = Buffer.from(hashCode(siteId, phone, code))
      if (!timingSafeEqual(given, Buffer.from(pending.codeHash))) {
        return { valid: false, reason: counted.attempts >= SMS_CODE_MAX_ATTEMPTS ? 'too_many_attempts' : 'wrong_code' }
      }
      await db.update(phoneVerifications).set({ verifiedAt: now() }).where(eq(phoneVerifications.id, pending.id))
      return { valid: true }
    },
  }
}

/** The provider did not answer as agreed: the visitor may try again later (the API answers 502). */
export class SmsProviderError extends Error {
  override name = 'SmsProviderError'
}

/**
 * A provider over HTTP (spec 1 §7): `POST {base}/create_verification` `{ phone_number }`, then
 * `POST {base}/check_verification` `{ phone_number, code }` answering `{ valid: boolean }`; 404 or
 * 410 means no code is pending (expired), 429 too many tries. The token goes as a bearer token.
 */
export function httpSms(options: { baseUrl: string; token?: string; fetch: OutboundFetch }): SmsVerifier {
  const base = options.baseUrl.replace(/\/+$/, '')
  const post = (path: string, body: object) =>
    options.fetch(`${base}/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: JSON.stringify(body),
    })
  const failed = (what: string, response: Response) =>
    new SmsProviderError(`SMS provider ${what}: ${response.status} ${response.statusText}`)

  return {
    sandbox: false,
    async createVerification(phone) {
      const response = await post('create_verification', { phone_number: phone })
      if (!response.ok) throw failed('create_verification', response)
    },

    async checkVerification(phone, code) {
      const response = await post('check_verification', { phone_number: phone, code })
      if (response.status === 404 || response.status === 410) return { valid: false, reason: 'expired' }
      if (response.status === 429) return { valid: false, reason: 'too_many_attempts' }
      if (!response.ok) throw failed('check_verification', response)
      const answer = (await response.json().catch(() => null)) as { valid?: unknown } | null
      if (typeof answer?.valid !== 'boolean') throw new SmsProviderError('SMS provider check_verification: no "valid" in its answer')
      if (!answer.valid) return { valid: false, reason: 'wrong_code' }
      return { valid: true }
    },
  }
}
