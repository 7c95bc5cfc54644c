import { describe, expect, it } from 'vitest'
import { csrfToken, errorAt, lacksPermission, otherErrors, problemMessage } from './api-client.ts'

describe('admin API client', () => {
  it.each([
    ['csrf-token=abc', 'abc'],
    ['a=1; csrf-token=abc%3D; b=2', 'abc='],
    ['xcsrf-token=nope', ''],
    ['a=1; __Host-csrf-token=secure', 'secure'],
    ['', ''],
  ])('reads the CSRF token from %j', (cookie, token) => {
    expect(csrfToken(cookie)).toBe(token)
  })

  it('splits errors into those at a field and the rest', () => {
    const errors = [
      { status: '422', title: 'Invalid value', detail: 'value: bad', source: { pointer: '/value' } },
      { status: '409', title: 'Conflict' },
    ]
    expect(errorAt(errors, '/value')).toBe('bad')
    expect(errorAt(errors, '/key')).toBeUndefined()
    expect(otherErrors(errors, ['/value'])).toEqual([errors[1]])
  })

  it.each([
    ['its key', '/value', 'value: bad', 'bad'],
    [
      "its key after the API's wrapper",
      '/data/attributes/sale_price',
      'sale_price: must be at most 100,000,000',
      'must be at most 100,000,000',
    ],
    ['its whole path', '/data/attributes/email', 'data.attributes.email: Enter a valid e-mail address', 'Enter a valid e-mail address'],
    ['an escaped key', '/labels/a~1b', 'labels.a/b: too long', 'too long'],
    ['the body', '/', 'body: Invalid input', 'Invalid input'],
    ['no key: the detail as it is', '/code', 'A dealer with the code GB-1 exists.', 'A dealer with the code GB-1 exists.'],
    [
      'another key: the detail as it is',
      '/value',
      'Invalid Object in x: line 1: heading: bad',
      'Invalid Object in x: line 1: heading: bad',
    ],
  ])("a field's message leaves out the API's key before it: %s", (_, pointer, detail, message) => {
    expect(problemMessage({ title: 'Invalid value', detail, source: { pointer } })).toBe(message)
  })

  it.each([
    ['/document/title', 'title: Enter a title', 'Enter a title'],
    ['/title', 'title: At most 300 characters', 'At most 300 characters'],
    ['/path', 'Invalid path', 'Invalid path'],
  ])('a problem the API wrote wholly as its title (%s) loses its key too', (pointer, title, message) => {
    expect(problemMessage({ title, source: { pointer } })).toBe(message)
  })

  it.each([
    [{ ok: false as const, status: 403, errors: [{ status: '403', title: 'user has no permissions (403)' }] }, true],
    [{ ok: false as const, status: 403, errors: [{ status: '403', title: 'CSRF token missing or invalid' }] }, false],
    [{ ok: false as const, status: 401, errors: [{ status: '401', title: 'Login required' }] }, false],
    [{ ok: true as const, data: null }, false],
  ])('sends a 403 for lack of permissions to /no-access (spec 1 §6): %o → %s', (result, expected) => {
    expect(lacksPermission(result)).toBe(expected)
  })
})
