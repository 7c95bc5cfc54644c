import { describe, expect, it } from 'vitest'
import { formTokenOf } from './form-token.ts'

describe('the form_token of the public form', () => {
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
