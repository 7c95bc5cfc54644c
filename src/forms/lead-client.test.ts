import { describe, expect, it } from 'vitest'
import { namespaceTexts } from '~/i18n/catalogue.server.ts'
import { verifyPhone } from './lead-client.ts'

const arabic = namespaceTexts('ui', { language: 'ar' })
const answering =
  (status: number, body: unknown): typeof fetch =>
  async () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const refusal = (status: number, detail: string, code?: string) => ({
  errors: [{ status: String(status), title: 'Invalid value', detail, ...(code ? { code } : {}) }],
})

describe("the phone verification's answers in the market's language (ADR 176)", () => {
  const check = (fetchImpl: typeof fetch) =>
    verifyPhone('check_verification', { phone_number: '+447400123456', code: '000000' }, arabic, fetchImpl)

  it.each([
    [
      'a wrong code',
      422,
      refusal(422, 'This code is not right. Check the text message and try again.', 'wrong_code'),
      arabic.codeRefusedWrong,
    ],
    [
      'an expired code',
      422,
      refusal(422, 'This code has expired. Ask for a new one.', 'code_expired'),
      'انتهت صلاحية هذا الرمز. اطلب رمزًا جديدًا.',
    ],
    ['not a possible number', 422, refusal(422, 'Enter a valid phone number', 'phone'), 'أدخل رقم هاتف صالحًا'],
    ['too many attempts', 429, refusal(429, 'Too many attempts. Try again in 7 minutes.', 'rate_limited'), arabic.verifyTooManyAttempts],
    [
      'the service not answering',
      502,
      refusal(502, 'The verification service did not answer.', 'verification_unavailable'),
      arabic.verifyUnavailable,
    ],
    ['a code this page does not know', 422, refusal(422, 'A newer refusal', 'newer_refusal'), 'A newer refusal'],
    ['no code', 422, refusal(422, 'code: Invalid input'), 'code: Invalid input'],
    ['no error at all', 500, {}, arabic.verifyFailed],
    ['a 200 that says invalid', 200, { data: { attributes: { valid: false } } }, arabic.codeRefusedWrong],
  ])('%s', async (_, status, body, message) => {
    expect(await check(answering(status, body))).toEqual({ ok: false, message })
  })

  it('no answer at all', async () => {
    expect(await check(() => Promise.reject(new TypeError('offline')))).toEqual({ ok: false, message: arabic.verifyFailed })
  })

  it('a right code answers its proof', async () => {
    expect(await check(answering(200, { data: { proof: 'p-1', verified: true } }))).toEqual({ ok: true, proof: 'p-1' })
  })
})
