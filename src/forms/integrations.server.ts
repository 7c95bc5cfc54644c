import { eq } from 'drizzle-orm'
import { isIP } from 'node:net'
import type { Db } from '~/db/client.server.ts'
import { forms } from '~/db/schema/index.ts'
import { readSetting } from '~/settings/keys.ts'
import type { SettingMap } from '~/settings/settings.ts'
import { definitionOf } from './forms.server.ts'
import type { RecaptchaVerifier } from './recaptcha.server.ts'

/**
 * spec 1 §7 `GET /integrations/active_system` and `GET /integrations/verify` (ADR 054): a form's
 * integrations are webhooks (ADR 053), so the active system is the webhook system, and verify
 * checks the market's forms configuration without sending anything: each enabled webhook's
 * address, and reCAPTCHA's two halves (the market's site key, the server's secret).
 */
export const WEBHOOK_SIGNATURE_HEADER = 'X-Forecourt-Signature'

export function activeSystem(services: { recaptcha: RecaptchaVerifier | null }) {
  return {
    name: 'webhook',
    description: `Each lead is POSTed as JSON to its form's enabled webhooks, signed in ${WEBHOOK_SIGNATURE_HEADER} (HMAC-SHA256 of the body), retried with backoff.`,
    signature_header: WEBHOOK_SIGNATURE_HEADER,
    recaptcha: services.recaptcha !== null,
  }
}

export interface IntegrationCheck {
  name: string
  ok: boolean
  detail: string
}

/** Addresses a webhook cannot reach from a server (the outbound guard refuses them when sending). */
const INTERNAL_HOST = /^(localhost|.*\.localhost|.*\.local|.*\.internal)$/i
function webhookProblem(url: string): string | null {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return 'is not a URL'
  }
  const host = parsed.hostname.replace(/^\[|\]$/g, '')
  if (INTERNAL_HOST.test(host)) return 'names an internal host, which deliveries do not reach'
  if (isIP(host)) return 'names an IP address: use the receiver’s host name'
  if (parsed.protocol !== 'https:') return 'is not https: the lead (personal data) would travel unencrypted'
  return null
}

export async function configurationChecks(
  services: { database: { db: Db }; recaptcha: RecaptchaVerifier | null },
  siteId: number,
  settings: SettingMap,
): Promise<IntegrationCheck[]> {
  const checks: IntegrationCheck[] = []
  const rows = await services.database.db.select().from(forms).where(eq(forms.siteId, siteId)).orderBy(forms.name)
  for (const row of rows) {
    for (const integration of definitionOf(row).integrations.filter((i) => i.enabled)) {
      const problemText = webhookProblem(integration.url)
      checks.push({
        name: `${row.name} · ${integration.id}`,
        ok: problemText === null,
        detail: problemText ? `${integration.url} ${problemText}` : `${integration.url} will receive each lead`,
      })
    }
  }
  const siteKey = readSetting(settings, 'forms.recaptcha_site_key')
  if (siteKey && !services.recaptcha)
    checks.push({
      name: 'reCAPTCHA',
      ok: false,
      detail: 'forms.recaptcha_site_key is set but the server has no RECAPTCHA_SECRET: leads are not checked',
    })
  else if (siteKey) checks.push({ name: 'reCAPTCHA', ok: true, detail: 'Leads are checked with reCAPTCHA' })
  return checks
}
