import { describe, expect, it } from 'vitest'
import { csrfToken, errorAt, lacksPermission, otherErrors } from './api-client.ts'

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
    expect(errorAt(errors, '/value')).toBe('value: bad')
    expect(errorAt(errors, '/key')).toBeUndefined()
    expect(otherErrors(errors, ['/value'])).toEqual([errors[1]])
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
