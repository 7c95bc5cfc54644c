import { describe, expect, it } from 'vitest'
import { loginErrorQuery, loginErrorText } from './login-errors.ts'

describe("the login page's alert: a known failure's text, never the address's words", () => {
  it.each([
    ['error=incorrect', 'Email or password is incorrect.'],
    ['error=invalid', 'Enter your email (at most 254 characters) and password (at most 256 characters).'],
    ['error=too_many&retry=900', 'Too many login attempts. Try again in 15 minutes.'],
    ['error=too_many&retry=61', 'Too many login attempts. Try again in 2 minutes.'],
    ['error=too_many', 'Too many login attempts. Try again in 1 minute.'],
    ['error=too_many&retry=-5', 'Too many login attempts. Try again in 1 minute.'],
    ['error=too_many&retry=1e12', 'Too many login attempts. Try again in 1440 minutes.'],
    ['error=Your+account+is+locked.+Call+%2B44+000', null],
    ['error=toString', null],
    ['error=__proto__', null],
    ['', null],
  ])('%s → %s', (query, text) => {
    expect(loginErrorText(new URLSearchParams(query))).toBe(text)
  })

  it('is what the sign-in sends the login page back with', () => {
    expect(loginErrorText(new URLSearchParams(loginErrorQuery('too_many', 119.2)))).toBe('Too many login attempts. Try again in 2 minutes.')
    expect(loginErrorQuery('incorrect')).toBe('error=incorrect')
  })
})
