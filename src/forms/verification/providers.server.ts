import type { Db } from '~/db/client.server.ts'
import type { Env } from '~/lib/env.server.ts'
import type { OutboundFetch } from '~/lib/outbound.server.ts'
import { emailVerifier, sandboxEmailVerifier, type EmailVerifier } from './email.server.ts'
import { httpSms, sandboxSms, type SmsVerifier } from './sms.server.ts'

/** The verification providers of a process (`services.verification`, ADR 056). */
export interface FormVerification {
  sms: SmsVerifier
  email: EmailVerifier
}

export type VerificationEnv = Partial<
  Pick<
    Env,
    'SMS_PROVIDER_URL' | 'SMS_PROVIDER_TOKEN' | 'EMAIL_VERIFICATION_URL' | 'EMAIL_VERIFICATION_API_KEY' | 'EMAIL_VERIFICATION_SERVICE_NAME'
  >
>

/** The HTTP provider where its URL is set, else the sandbox (demo, tests). */
export function verificationFromEnv(env: VerificationEnv, deps: { db: Db; fetch: OutboundFetch }): FormVerification {
  return {
    sms: env.SMS_PROVIDER_URL
      ? httpSms({ baseUrl: env.SMS_PROVIDER_URL, token: env.SMS_PROVIDER_TOKEN, fetch: deps.fetch })
      : sandboxSms(deps.db),
    email: env.EMAIL_VERIFICATION_URL
      ? emailVerifier({
          url: env.EMAIL_VERIFICATION_URL,
          apiKey: env.EMAIL_VERIFICATION_API_KEY,
          serviceName: env.EMAIL_VERIFICATION_SERVICE_NAME,
          fetch: deps.fetch,
        })
      : sandboxEmailVerifier(),
  }
}
