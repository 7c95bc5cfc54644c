import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { contextWords, passwordProblem, passwordShapeProblem } from './password-policy.server.ts'

/** The password rules (OWASP ASVS 5.0 V6.2): length, no composition rules, guessability. */
describe('password policy', () => {
  const user = { email: 'jane.doe@dealer-north.example', name: 'Jane Doe' }

  it.each([
    ['too short (11)', 'abcdefghijk', 'password must be at least 12 characters'],
    ['12 UTF-16 units but 6 characters', '🚗'.repeat(6), 'password must be at least 12 characters'],
    ['longer than 256', 'x'.repeat(257), 'password must be at most 256 characters'],
    ['twelve spaces', ' '.repeat(12), 'password must not be only spaces'],
    ['tabs and spaces', ' \t  \t  \t  \t ', 'password must not be only spaces'],
    ['one repeated character', 'aaaaaaaaaaaa', 'password is too easy to guess: repeated characters like "aaa" are easy to guess'],
    ['a common password with digits', 'password1234', 'password is too easy to guess: it is a common password'],
    ['a common password in l33t', 'P@ssw0rd1234', 'password is too easy to guess: it is a common password'],
    ['a keyboard row', 'qwertyuiopasdf', 'password is too easy to guess: it is a common password'],
    [
      'the product name and a year',
      'forecourt2024!',
      "password is too easy to guess: it contains your e-mail address, your name or the site's name",
    ],
    [
      'the e-mail address',
      'jane.doe@dealer-north.example',
      "password is too easy to guess: it contains your e-mail address, your name or the site's name",
    ],
    [
      'the e-mail name and a year',
      'janedoe19851985',
      "password is too easy to guess: it contains your e-mail address, your name or the site's name",
    ],
  ])('refuses %s', async (_case, password, message) => {
    expect(await passwordProblem(password, user)).toBe(message)
  })

  it.each([
    ['four random words', 'correct horse battery staple'],
    ['a phrase with spaces at both ends', '  my old bicycle rusts in winter  '],
    ['a passphrase outside ASCII', 'Grüße aus Köln, Straße 12'],
    ['64 characters', 'a'.repeat(40) + randomBytes(18).toString('base64url')],
    ['256 characters (the maximum)', randomBytes(192).toString('base64url')],
    ['no digits, no capitals, no symbols', 'lantern orchard pebble'],
  ])('accepts %s', async (_case, password) => {
    expect(await passwordProblem(password, user)).toBeNull()
  })

  it("accepts the demo's random passwords (12 random bytes, base64url)", async () => {
    for (let i = 0; i < 20; i++) {
      expect(await passwordProblem(randomBytes(12).toString('base64url'), { email: 'admin@demo.forecourt.test' })).toBeNull()
    }
  })

  it('context words: the e-mail, its parts, the name and the product words', () => {
    expect(contextWords(user)).toEqual(
      expect.arrayContaining(['jane.doe@dealer-north.example', 'jane.doe', 'jane', 'doe', 'dealer-north', 'forecourt']),
    )
    expect(contextWords({})).toContain('forecourt')
  })

  it('the shape rules need no dictionary', () => {
    expect(passwordShapeProblem('short')).toBe('password must be at least 12 characters')
    expect(passwordShapeProblem('password1234')).toBeNull()
  })
})
