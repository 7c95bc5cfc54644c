import { tooManyAttemptsMessage } from './login-limit.ts'

/**
 * The failures of a sign-in by the login page's form, which it is sent back to. Its address
 * carries a code, never a text: a link of anyone's making could otherwise put its own words in
 * an alert on the real sign-in page.
 */
export const LOGIN_ERROR_TEXTS = {
  incorrect: 'Email or password is incorrect.',
  invalid: 'Enter your email (at most 254 characters) and password (at most 256 characters).',
} as const
export type LoginError = keyof typeof LOGIN_ERROR_TEXTS | 'too_many'

/** The login page's query after a failure; `retryAfterSeconds` only with 'too_many'. */
export function loginErrorQuery(error: LoginError, retryAfterSeconds?: number): string {
  const query = new URLSearchParams({ error })
  if (error === 'too_many' && retryAfterSeconds !== undefined) query.set('retry', String(Math.max(0, Math.ceil(retryAfterSeconds))))
  return query.toString()
}

/**
 * The alert the login page shows for its query: a known code's text, or none.
 *
 * @example loginErrorText(new URLSearchParams('error=too_many&retry=120')) // → 'Too many login attempts. Try again in 2 minutes.'
 */
export function loginErrorText(query: URLSearchParams): string | null {
  const error = query.get('error')
  if (error === 'too_many') {
    const retry = Number(query.get('retry'))
    return tooManyAttemptsMessage(Number.isFinite(retry) && retry > 0 ? Math.min(retry, 24 * 3600) : 60)
  }
  return error && Object.hasOwn(LOGIN_ERROR_TEXTS, error) ? LOGIN_ERROR_TEXTS[error as keyof typeof LOGIN_ERROR_TEXTS] : null
}
