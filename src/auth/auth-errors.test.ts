import { describe, expect, it } from 'vitest'
import { authError } from './auth-errors.ts'

describe('/auth/error texts (spec 1 §2)', () => {
  it.each([
    ['noPermissions', 'No permissions', 'You are signed in, but your account has no permissions for this area.'],
    ['expired', 'Sign-in expired', 'The sign-in took too long or was started in another window. Please sign in again.'],
    ['unavailable', 'Sign-in unavailable', 'The identity provider cannot be reached right now. Please try again later.'],
    [null, 'Sign-in problem', 'Signing in did not work. Please try again.'],
    ['constructor', 'Sign-in problem', 'Signing in did not work. Please try again.'],
    ['<script>', 'Sign-in problem', 'Signing in did not work. Please try again.'],
  ])('type %s', (type, title, message) => {
    expect(authError(type)).toEqual({ title, message })
  })
})
