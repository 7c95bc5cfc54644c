import { describe, expect, it } from 'vitest'
import { csrfToken, errorAt, otherErrors } from './api-client.ts'

describe('admin API client', () => {
  it.each([
    ['csrf-token=abc', 'abc'],
    ['a=1; csrf-token=abc%3D; b=2', 'abc='],
    ['xcsrf-token=nope', ''],
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
})
