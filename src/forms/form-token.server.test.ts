import { createHmac } from 'node:crypto'
import { expect, it } from 'vitest'
import { deriveKey, serverSecret } from '~/auth/server-secret.server.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { FORM_TOKEN_MAX_AGE_MS, FORM_TOKEN_MIN_AGE_MS, formTokenProblem, issueFormToken } from './form-token.server.ts'

describeEachEngine('form tokens (ADR 053)', (db) => {
  const subject = { siteId: 1, formId: 12 }
  const issued = new Date('2026-06-01T10:00:00Z')
  const later = (ms: number) => new Date(issued.getTime() + ms)

  it.each([
    ['at once', subject, 0, 'tooSoon'],
    ['after the minimum age', subject, FORM_TOKEN_MIN_AGE_MS, null],
    ['at the maximum age', subject, FORM_TOKEN_MAX_AGE_MS, null],
    ['past the maximum age', subject, FORM_TOKEN_MAX_AGE_MS + 1, 'expired'],
    ['for another form', { siteId: 1, formId: 13 }, FORM_TOKEN_MIN_AGE_MS, 'invalid'],
    ['for another market', { siteId: 2, formId: 12 }, FORM_TOKEN_MIN_AGE_MS, 'invalid'],
  ] as const)('a token checked %s: %s', async (_, checkedFor, age, problem) => {
    const token = await issueFormToken(db().database, subject, issued)
    expect(await formTokenProblem(db().database, checkedFor, token, later(age))).toBe(problem)
  })

  it('refuses a token whose signature or time was changed', async () => {
    const token = await issueFormToken(db().database, subject, issued)
    const [time, signature] = token.split('.') as [string, string]
    const flipped = `${time}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`
    expect(await formTokenProblem(db().database, subject, flipped, later(FORM_TOKEN_MIN_AGE_MS))).toBe('invalid')
    expect(await formTokenProblem(db().database, subject, `${Number(time) - 1}.${signature}`, later(FORM_TOKEN_MIN_AGE_MS))).toBe('invalid')
    expect(await formTokenProblem(db().database, subject, 'not a token', later(FORM_TOKEN_MIN_AGE_MS))).toBe('invalid')
  })

  it('takes a token signed as before the key was kept: the derived key as its hex text', async () => {
    const key = deriveKey(await serverSecret(db().database), 'form-token')
    const at = issued.getTime()
    const token = `${at}.${createHmac('sha256', key).update(`1:12:${at}`).digest('base64url')}`
    expect(await issueFormToken(db().database, subject, issued)).toBe(token)
    expect(await formTokenProblem(db().database, subject, token, later(FORM_TOKEN_MIN_AGE_MS))).toBeNull()
  })
})
