/**
 * The /auth/error page's messages by type (spec 1 §2: /auth/error?type=noPermissions is the
 * default page for a signed-in user without permissions; the other types are sign-in failures,
 * ADR 023). Fixed texts only: nothing from the query string is shown.
 */
export const AUTH_ERRORS = {
  noPermissions: { title: 'No permissions', message: 'You are signed in, but your account has no permissions for this area.' },
  expired: { title: 'Sign-in expired', message: 'The sign-in took too long or was started in another window. Please sign in again.' },
  denied: {
    title: 'Sign-in refused',
    message: 'The identity provider did not complete the sign-in. Please try again, or ask an administrator.',
  },
  unavailable: { title: 'Sign-in unavailable', message: 'The identity provider cannot be reached right now. Please try again later.' },
  invalid: { title: 'Sign-in problem', message: 'The identity provider’s answer could not be verified. Please try again.' },
  profile: { title: 'Sign-in problem', message: 'The identity provider did not send an e-mail address for your account.' },
  conflict: {
    title: 'Account conflict',
    message: 'Another account already uses the e-mail address of your single sign-on account. Ask an administrator.',
  },
  notConfigured: { title: 'Single sign-on unavailable', message: 'Single sign-on is not configured for this site.' },
} as const
export type AuthErrorType = keyof typeof AUTH_ERRORS

const fallback = { title: 'Sign-in problem', message: 'Signing in did not work. Please try again.' }

export function authError(type: string | null): { title: string; message: string } {
  return type !== null && Object.hasOwn(AUTH_ERRORS, type) ? AUTH_ERRORS[type as AuthErrorType] : fallback
}

export const authErrorPath = (type: AuthErrorType) => `/auth/error?type=${type}`
