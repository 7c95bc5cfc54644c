import { describe, expect, it } from 'vitest'
import { namespaceTexts } from '~/i18n/catalogue.server.ts'
import { ruleText } from './rule-texts.ts'
import { checkField, RULE_MESSAGES, type RuleCode } from './rules.ts'

const english = namespaceTexts('ui', { language: 'en' })
const arabic = namespaceTexts('ui', { language: 'ar' })

describe("the form rules' messages in the market's language", () => {
  it.each(Object.keys(RULE_MESSAGES) as RuleCode[])('%s: in English as the API words it', (code) => {
    expect(ruleText({ code, message: '', limit: 3 }, english)).toBe(RULE_MESSAGES[code](3))
  })

  it("in Arabic, with the rule's number", () => {
    const field = { id: 'name', type: 'text', label: 'Name', rules: { required: true, min: 3 } } as never
    const short = checkField(field, 'Al').error!
    expect(short).toMatchObject({ code: 'min', limit: 3 })
    expect(ruleText(short, arabic)).toBe('أدخل 3 أحرف على الأقل')
    expect(ruleText(checkField(field, '').error!, arabic)).toBe('هذا الحقل مطلوب')
  })
})
