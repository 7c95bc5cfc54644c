import { describe, expect, it } from 'vitest'
import { passwordMessage } from './ChangePasswordForm.tsx'

describe("the password form says the API's field keys as its labels do", () => {
  it.each([
    ['current_password is incorrect', 'Current password is incorrect'],
    ['new_password must be at least 12 characters', 'New password must be at least 12 characters'],
    ['new_password must differ from current_password', 'New password must differ from current password'],
    ['The new passwords do not match.', 'The new passwords do not match.'],
    [
      'This account signs in through single sign-on; change the password at the identity provider.',
      'This account signs in through single sign-on; change the password at the identity provider.',
    ],
  ])('%s → %s', (message, words) => {
    expect(passwordMessage(message)).toBe(words)
  })
})
