import { describe, expect, it } from 'vitest'
import { formTokenOf, isTokenStale, TOKEN_REFRESH_AFTER_MS } from './form-token.ts'

describe('the form_token a page refreshes', () => {
  const now = 1_800_000_000_000
  it.each([
    ['none yet', '', true],
    ['issued a minute ago', `${now - 60_000}.sig`, false],
    ['issued just within the hour', `${now - TOKEN_REFRESH_AFTER_MS}.sig`, false],
    ['issued over an hour ago', `${now - TOKEN_REFRESH_AFTER_MS - 1}.sig`, true],
    ['one this page cannot read', 'not-a-token', false],
  ])('%s: stale %s', (_, token, stale) => {
    expect(isTokenStale(token, now)).toBe(stale)
  })

  it.each([
    ['a public form', { data: { id: '3', attributes: { version: 2, form_token: '1800000000000.abc' } } }, '1800000000000.abc'],
    ['a form without a token', { data: { id: '3', attributes: { version: 2, form_token: null } } }, null],
    ['an empty token', { data: { attributes: { form_token: '' } } }, null],
    ['a token that is not text', { data: { attributes: { form_token: 42 } } }, null],
    ['an answer without data', { errors: [] }, null],
    ['no answer', null, null],
  ])('read from %s', (_, json, token) => {
    expect(formTokenOf(json)).toBe(token)
  })
})
