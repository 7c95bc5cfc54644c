import { describe, expect, it } from 'vitest'
import { LANGUAGES, namespaceTexts } from '~/i18n/catalogue.server.ts'
import { unstorableAnswer } from '~/lib/api-problems.ts'
import { FORM_TOKEN_MESSAGES } from './form-token.server.ts'
import { LEAD_REFUSAL_CODES, VERIFICATION_REFUSAL_CODES } from './refusals.ts'
import { refusalText, ruleText } from './rule-texts.ts'
import { checkField, RULE_MESSAGES, type RuleCode } from './rules.ts'
import { SUBMISSION_MESSAGES } from './submission.server.ts'
import { VERIFICATION_MESSAGES } from './verification/api.server.ts'
import { SMS_REFUSAL_MESSAGES } from './verification/sms.server.ts'

const english = namespaceTexts('ui', { language: 'en' })
const arabic = namespaceTexts('ui', { language: 'ar' })

describe("the form rules' messages in the market's language", () => {
  it.each(Object.keys(RULE_MESSAGES) as RuleCode[])('%s: in English as the API words it', (code) => {
    expect(ruleText({ code, limit: 3 }, english)).toBe(RULE_MESSAGES[code](3))
  })

  it("in Arabic, with the rule's number", () => {
    const field = { id: 'name', type: 'text', label: 'Name', rules: { required: true, min: 3 } } as never
    const short = checkField(field, 'Al', { readPhone: null }).error!
    expect(short).toMatchObject({ code: 'min', limit: 3 })
    expect(ruleText(short, arabic)).toBe('أدخل 3 أحرف على الأقل')
    expect(ruleText(checkField(field, '', { readPhone: null }).error!, arabic)).toBe('هذا الحقل مطلوب')
  })
})

describe("the forms API's refusals by their code, in the market's language (ADR 176)", () => {
  const CODES = [...new Set([...LEAD_REFUSAL_CODES, ...VERIFICATION_REFUSAL_CODES])]
  const API_DETAIL = 'The API’s English detail'

  it.each([
    ['required', undefined, 'هذا الحقل مطلوب'],
    ['min', 3, 'أدخل 3 أحرف على الأقل'],
    ['choices', 2, 'اختر 2 على الأقل'],
    ['honeypot', undefined, 'اترك هذا الحقل فارغًا'],
    ['location', undefined, 'اختر أحد الخيارات'],
    ['phone_not_verified', undefined, 'أكّد رقم الهاتف هذا بالرمز الذي نرسله إليك'],
    ['phone_proof_refused', undefined, arabic.formRefusedPhoneProof],
    ['email_undeliverable', undefined, 'لا يمكن لعنوان البريد الإلكتروني هذا استقبال الرسائل. تحقق منه وحاول مرة أخرى.'],
    ['form_token_too_soon', undefined, 'أُرسل هذا النموذج بسرعة كبيرة. انتظر لحظة ثم أرسله مرة أخرى.'],
    ['form_token_expired', undefined, 'انتهت صلاحية هذا النموذج. أعد تحميل الصفحة وحاول مرة أخرى.'],
    ['unknown_form', undefined, 'لم يعد هذا النموذج متاحًا.'],
    ['wrong_code', undefined, 'هذا الرمز غير صحيح. تحقق من الرسالة النصية وحاول مرة أخرى.'],
    ['rate_limited', undefined, 'محاولات كثيرة جدًا. حاول مرة أخرى لاحقًا.'],
    ['unstorable', undefined, 'يحتوي هذا الحقل على حرف لا يمكن قبوله. احذفه وحاول مرة أخرى.'],
  ] as const)('%s (limit %s) with the Arabic texts: %s', (code, limit, text) => {
    expect(refusalText({ code, detail: API_DETAIL, ...(limit === undefined ? {} : { meta: { limit } }) }, arabic)).toBe(text)
  })

  it("words a NUL as the input guard answers it, never with the field's path in the API", () => {
    const [guarded] = unstorableAnswer({
      path: ['data', 'attributes', 'fields', 'last_name'],
      problem: 'must not contain a NUL character (U+0000)',
    }).errors
    expect(guarded!.detail).toBe('data.attributes.fields.last_name: must not contain a NUL character (U+0000)')
    expect(refusalText(guarded!, english)).toBe('This field holds a character that cannot be accepted. Remove it and try again.')
  })

  it.each([
    ['an unknown code', { code: 'from_a_newer_api', detail: API_DETAIL, title: 'Invalid value' }, API_DETAIL],
    [
      'no code (a body off the schema)',
      { detail: 'data.attributes.page_path: must be a path of this site' },
      'data.attributes.page_path: must be a path of this site',
    ],
    ["a code inherited from Object's prototype", { code: 'toString', detail: API_DETAIL }, API_DETAIL],
    ["a rule's number missing", { code: 'min', detail: 'Enter at least 4 characters' }, 'Enter at least 4 characters'],
    ['no detail: the title', { code: 'nope', title: 'Invalid value' }, 'Invalid value'],
    ['nothing at all: the catalogue’s', {}, arabic.formRefused],
  ] as const)("%s: the API's own words", (_, problem, text) => {
    expect(refusalText(problem, arabic)).toBe(text)
  })

  it.each(Object.keys(LANGUAGES))('every code has a text of its own in %s', (language) => {
    const ui = namespaceTexts('ui', { language })
    for (const code of CODES) {
      const text = refusalText({ code, detail: API_DETAIL, meta: { limit: 2 } }, ui)
      expect(text, `${language} ${code}`).not.toBe(API_DETAIL)
      expect(text, `${language} ${code}`).not.toMatch(/\{\w+\}/)
    }
  })

  // The English catalogue says what the API's detail says, where the API's sentence suits a visitor.
  it.each([
    ['honeypot', SUBMISSION_MESSAGES.honeypot],
    ['recaptcha', SUBMISSION_MESSAGES.recaptcha],
    ['location', SUBMISSION_MESSAGES.location],
    ['phone_proof_refused', SUBMISSION_MESSAGES.phoneProofRefused],
    ['email_undeliverable', SUBMISSION_MESSAGES.emailUndeliverable],
    ['form_token_invalid', FORM_TOKEN_MESSAGES.invalid],
    ['form_token_too_soon', FORM_TOKEN_MESSAGES.tooSoon],
    ['form_token_expired', FORM_TOKEN_MESSAGES.expired],
    ['phone', RULE_MESSAGES.phone()],
    ['code_format', VERIFICATION_MESSAGES.code],
    ['wrong_code', SMS_REFUSAL_MESSAGES.wrong_code],
    ['code_expired', SMS_REFUSAL_MESSAGES.expired],
    ['too_many_wrong_codes', SMS_REFUSAL_MESSAGES.too_many_attempts],
    ['verification_unavailable', VERIFICATION_MESSAGES.unavailable],
  ])('%s in English as the API words it', (code, detail) => {
    expect(refusalText({ code, detail: API_DETAIL }, english)).toBe(detail)
  })
})
