import type { Logger } from '~/lib/log.server.ts'

/**
 * reCAPTCHA (spec 1 §5: a lead may carry `g-recaptcha-response`), checked only when the market sets
 * `forms.recaptcha_site_key` and the server has `RECAPTCHA_SECRET` (ADR 053). An adapter, so the
 * demo and tests never call Google.
 */
export interface RecaptchaVerifier {
  /** Whether the widget's response is a solved challenge. */
  verify(response: string, remoteAddress?: string): Promise<boolean>
}

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify'
const TIMEOUT_MS = 5000

/**
 * Google's siteverify over HTTP. When Google cannot be reached (timeout, outage) the lead is
 * accepted and a warning logged (ADR 054): the honeypot, the form token's timing and the rate
 * limits still hold, and a lead is not lost to someone else's outage.
 */
export function createHttpRecaptcha(options: { secret: string; log: Logger; fetch?: typeof fetch; url?: string }): RecaptchaVerifier {
  const send = options.fetch ?? fetch
  return {
    async verify(response, remoteAddress) {
      const body = new URLSearchParams({ secret: options.secret, response })
      if (remoteAddress) body.set('remoteip', remoteAddress)
      try {
        const answer = await send(options.url ?? RECAPTCHA_VERIFY_URL, { method: 'POST', body, signal: AbortSignal.timeout(TIMEOUT_MS) })
        if (!answer.ok) throw new Error(`reCAPTCHA answered ${answer.status}`)
        const result = (await answer.json()) as { success?: unknown }
        return result.success === true
      } catch (error) {
        options.log.warn({ err: error }, 'reCAPTCHA could not be checked; the lead is accepted')
        return true
      }
    },
  }
}

/** What the sandbox verifier accepts; any other response is an unsolved challenge. */
export const SANDBOX_RECAPTCHA_PASS = 'sandbox-pass'

/** The demo's and the tests' verifier: solved only by SANDBOX_RECAPTCHA_PASS. */
export function createSandboxRecaptcha(): RecaptchaVerifier {
  return { verify: async (response) => response === SANDBOX_RECAPTCHA_PASS }
}
