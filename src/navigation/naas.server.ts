import { z } from 'zod'
import type { OutboundFetch } from '~/lib/outbound.server.ts'
import { sanitizeNavigationHtml } from '~/lib/sanitize.ts'

/**
 * The external navigation service (spec 1 §7): GET
 * {origin}/naas/nav.locale={locale}[.disable{selector}…][.enable{selector}…][.logo={logo}].json
 * answering { html, cssLink, javascriptLink }. Behind an adapter: a sandbox for the demo and tests,
 * the HTTP one for a market that configures the service.
 */
export const naasConfigurationSchema = z.object({
  // null means not set, as a missing value does.
  url: z.object({ origin: z.string().nullish(), locale: z.string().nullish() }).nullish(),
  disabledSelectors: z.array(z.string()).optional(),
  enabledSelectors: z.array(z.string()).optional(),
  logo: z.string().nullish(),
})
export type NaasConfiguration = z.infer<typeof naasConfigurationSchema>

export const naasPayloadSchema = z.object({ html: z.string(), cssLink: z.string(), javascriptLink: z.string() })
export type NaasPayload = z.infer<typeof naasPayloadSchema>

export interface Retailer {
  name?: string | null
  url?: string | null
}

export interface NavigationService {
  fetchNavigation(config: NaasConfiguration, retailer: Retailer): Promise<NaasPayload | null>
}

export const NAAS_DEFAULT_LOCALE = 'en_GB'
export const NAAS_ERROR = 'Error fetching Naas Navigation'

/** The service URL, or null without an origin ("skipped without a url"). */
export function buildNaasUrl(config: NaasConfiguration): string | null {
  const origin = config.url?.origin?.trim().replace(/\/+$/, '')
  if (!origin) return null
  const parts = [`locale=${config.url?.locale || NAAS_DEFAULT_LOCALE}`]
  for (const selector of config.disabledSelectors ?? []) parts.push(`disable${selector}`)
  for (const selector of config.enabledSelectors ?? []) parts.push(`enable${selector}`)
  if (config.logo) parts.push(`logo=${config.logo}`)
  return `${origin}/naas/nav.${parts.join('.')}.json`
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** spec 1 §2: {{retailer-name}} and {{retailer-url}} are replaced only when both are set. */
export function replaceRetailerPlaceholders(html: string, retailer: Retailer): string {
  if (!retailer.name || !retailer.url) return html
  return html.replaceAll('{{retailer-name}}', escapeHtml(retailer.name)).replaceAll('{{retailer-url}}', escapeHtml(retailer.url))
}

/**
 * What the page renders of the service's answer: the HTML with the placeholders
 * replaced, then sanitised (no inline scripts or event handlers; scripts only from the service's
 * own origin); the stylesheet and script links only on that origin, else empty.
 */
export function safeNaasPayload(payload: NaasPayload, origin: string, retailer: Retailer): NaasPayload {
  return {
    html: sanitizeNavigationHtml(replaceRetailerPlaceholders(payload.html, retailer), origin),
    cssLink: linkOnOrigin(payload.cssLink, origin),
    javascriptLink: linkOnOrigin(payload.javascriptLink, origin),
  }
}

/** The link as an absolute URL when it is on `origin` (a relative one is resolved there), else ''. */
function linkOnOrigin(link: string, origin: string): string {
  if (!link.trim()) return ''
  try {
    const url = new URL(link.trim(), `${origin}/`)
    return url.origin === origin ? url.href : ''
  } catch {
    return ''
  }
}

/** How long the page waits for the service before rendering without it. */
export const NAAS_TIMEOUT_MS = 3000

/**
 * The real service over HTTP; any failure logs `Error fetching Naas Navigation` and yields null.
 * `fetch` is the outbound guard (src/lib/outbound.server.ts) outside tests.
 */
export function createHttpNavigationService(options: {
  fetch: OutboundFetch
  warn: (message: string) => void
  timeoutMs?: number
}): NavigationService {
  const load = async (url: string, signal: AbortSignal) => {
    const response = await options.fetch(url, { signal })
    if (!response.ok) throw new Error(`status ${response.status}`)
    return naasPayloadSchema.parse(await response.json())
  }
  return {
    async fetchNavigation(config, retailer) {
      const url = buildNaasUrl(config)
      if (!url) return null
      const signal = AbortSignal.timeout(options.timeoutMs ?? NAAS_TIMEOUT_MS)
      // NOTE: the race also bounds a stalled body and a fetch that ignores the signal.
      const timedOut = new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }))
      try {
        const payload = await Promise.race([load(url, signal), timedOut])
        return safeNaasPayload(payload, new URL(url).origin, retailer)
      } catch {
        options.warn(NAAS_ERROR)
        return null
      }
    },
  }
}

/** A local stand-in with the service's shape: no network, used by the demo and the tests. */
export function createSandboxNavigationService(): NavigationService {
  return {
    async fetchNavigation(config, retailer) {
      if (!buildNaasUrl(config)) return null
      const html = '<nav class="naas-nav" aria-label="Main"><a href="/">Home</a> <a href="{{retailer-url}}">{{retailer-name}}</a></nav>'
      // The retailer's URL comes from a setting, so this HTML is sanitised too (no script origin: it loads none).
      return {
        html: sanitizeNavigationHtml(replaceRetailerPlaceholders(html, retailer), ''),
        cssLink: '/naas-sandbox.css',
        javascriptLink: '',
      }
    },
  }
}
