import type { OutboundFetch } from '~/lib/outbound.server.ts'

/**
 * E-mail verification through an outside service (spec 1 §5, §7, §8, §9), with the spec's rules and
 * texts exactly:
 * - an API key is required, else '<service> API key is required';
 * - the address must be a non-empty string, else 'Valid email address is required';
 * - POST to the service with body `email` and an API-key header; `email.status` is read, and the
 *   rest of `email` kept; valid when the status is valid or accept_all;
 * - a 5,000 ms timeout counts as valid (status 'timeout', error_code TIMEOUT), and so does any other
 *   failure (status 'error', error_code VALIDATION_ERROR), a non-OK answer saying
 *   '<service> API error: {status} {statusText}'.
 */
export interface EmailVerification {
  isValid: boolean
  status: string
  /** The service's `email` object as it answered (score, reason …). */
  details?: Record<string, unknown>
  error?: string
  error_code?: 'TIMEOUT' | 'VALIDATION_ERROR'
}

export interface EmailVerifier {
  /** Rejects with `EmailVerificationRefused` for a missing API key or address; never for the service. */
  verify(email: unknown): Promise<EmailVerification>
}

/** spec 1 §9: e-mail verification timeout. */
export const EMAIL_VERIFICATION_TIMEOUT_MS = 5000
/** The name in the spec's messages when EMAIL_VERIFICATION_SERVICE_NAME is unset. */
export const DEFAULT_EMAIL_VERIFICATION_SERVICE = 'Email verification'
/** spec 1 §5: the statuses that mean valid. */
const VALID_STATUSES = new Set(['valid', 'accept_all'])

/** Why a verification was not even tried: what is missing. */
export class EmailVerificationRefused extends Error {
  override name = 'EmailVerificationRefused'
  constructor(
    readonly missing: 'api_key' | 'email',
    message: string,
  ) {
    super(message)
  }
}

export const emailVerificationMessages = {
  apiKeyRequired: (service: string) => `${service} API key is required`,
  emailRequired: 'Valid email address is required',
  timedOut: 'Validation timed out, assumed valid',
  apiError: (service: string, status: number, statusText: string) => `${service} API error: ${status} ${statusText}`,
} as const

function checkAddress(email: unknown): string {
  if (typeof email !== 'string' || email.trim() === '') throw new EmailVerificationRefused('email', emailVerificationMessages.emailRequired)
  return email.trim()
}

/**
 * The service at `url`; the API key goes in the `x-api-key` header.
 * @example
 * const verifier = emailVerifier({ url: 'https://verify.example/v1/verify', apiKey, serviceName: 'Verifalia', fetch: outbound })
 * await verifier.verify('ada@example.com') // { isValid: true, status: 'valid', details: { status: 'valid', … } }
 */
export function emailVerifier(options: {
  url: string
  apiKey: string | undefined
  serviceName?: string
  fetch: OutboundFetch
  timeoutMs?: number
}): EmailVerifier {
  const service = options.serviceName ?? DEFAULT_EMAIL_VERIFICATION_SERVICE
  const timeoutMs = options.timeoutMs ?? EMAIL_VERIFICATION_TIMEOUT_MS
  return {
    async verify(email) {
      if (!options.apiKey) throw new EmailVerificationRefused('api_key', emailVerificationMessages.apiKeyRequired(service))
      const address = checkAddress(email)
      const signal = AbortSignal.timeout(timeoutMs)
      try {
        const response = await options.fetch(options.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', 'x-api-key': options.apiKey },
          body: JSON.stringify({ email: address }),
          signal,
        })
        if (!response.ok) throw new Error(emailVerificationMessages.apiError(service, response.status, response.statusText))
        const body = (await response.json()) as { email?: unknown }
        const details = body.email
        if (typeof details !== 'object' || details === null || typeof (details as { status?: unknown }).status !== 'string')
          throw new Error(`${service} answered without email.status`)
        const status = (details as { status: string }).status
        return { isValid: VALID_STATUSES.has(status), status, details: details as Record<string, unknown> }
      } catch (error) {
        if (signal.aborted) return { isValid: true, status: 'timeout', error: emailVerificationMessages.timedOut, error_code: 'TIMEOUT' }
        const message = error instanceof Error ? error.message : String(error)
        return { isValid: true, status: 'error', error: message, error_code: 'VALIDATION_ERROR' }
      }
    },
  }
}

/**
 * The demo's and tests' service (ADR 056): no network. An address at `invalid.example`, or whose
 * local part starts with `invalid`, is invalid; `accept-all.example` answers accept_all; any other
 * is valid.
 */
export function sandboxEmailVerifier(): EmailVerifier {
  return {
    async verify(email) {
      const address = checkAddress(email).toLowerCase()
      const [local = '', domain = ''] = address.split(/@(?=[^@]*$)/)
      const status =
        domain === 'invalid.example' || local.startsWith('invalid') ? 'invalid' : domain === 'accept-all.example' ? 'accept_all' : 'valid'
      return { isValid: VALID_STATUSES.has(status), status, details: { status, sandbox: true } }
    },
  }
}
