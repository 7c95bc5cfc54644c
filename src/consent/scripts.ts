import { hasConsent, subscribeConsent, whenConsent } from './store.ts'
import { tagManagerLoaded, tagManagerRequested } from './tag-manager.ts'
import { utmCookie, utmCookieRemoval, utmCookieValue } from './utm.ts'

/**
 * What runs only after consent (spec 1 §3 `{brand}.script_url`, the customer-experience script,
 * the tag manager, the UTM cookie; ADR 111): the server hands the addresses, the browser loads
 * them once optional cookies are accepted — never before, and not at all after a rejection.
 */
export interface ConsentedScripts {
  tagManager: string | null
  ownerPortal: string | null
  customerExperience: string | null
}

const SCRIPT_ADDRESS = /^(https:\/\/[^\s"'<>]+|\/(?!\/)[^\s"'<>]*)$/

/** An https URL or a path on this site; anything else (http, javascript:, //host) is no script. */
export function scriptAddress(value: string | null | undefined): string | null {
  const text = value?.trim() ?? ''
  return text.length <= 2000 && SCRIPT_ADDRESS.test(text) ? text : null
}

/** Starts the consented scripts and the UTM cookie of this landing; returns a stop function. */
export function startConsentedScripts(scripts: ConsentedScripts, landingSearch: string, doc: Document = document): () => void {
  const stops: (() => void)[] = []
  const entries: [string, string | null][] = [
    ['tag-manager', scripts.tagManager],
    ['owner-portal', scripts.ownerPortal],
    ['customer-experience', scripts.customerExperience],
  ]
  for (const [name, src] of entries) {
    if (!src) continue
    stops.push(
      whenConsent('optional', () => {
        if (doc.querySelector(`script[data-consent-script="${name}"]`)) return
        const script = doc.createElement('script')
        script.src = src
        script.async = true
        script.dataset.consentScript = name
        if (name === 'tag-manager') {
          script.addEventListener('load', () => tagManagerLoaded(doc.defaultView ?? window))
          tagManagerRequested(doc.defaultView ?? window)
        }
        doc.head.append(script)
      }),
    )
  }
  const utm = utmCookieValue(landingSearch)
  if (utm) stops.push(whenConsent('optional', () => (doc.cookie = utmCookie(utm))))
  // A visitor who takes consent back loses the campaign cookie.
  stops.push(
    subscribeConsent(() => {
      if (!hasConsent('optional') && doc.cookie.includes('__gtm_campaign_url=')) doc.cookie = utmCookieRemoval()
    }),
  )
  return () => stops.forEach((stop) => stop())
}
