/**
 * spec 1 §3 Cookie consent status record, §4 Cookie consent: the visitor's consent as a status and
 * scopes, the basic strategy's storage format, and what may run before consent. Pure rules; the
 * browser store (store.ts) and the banner sit on top.
 */

/** spec 1 §9: the local storage key of the basic strategy. */
export const CONSENT_STORAGE_KEY = 'cookieConsentStatus'

export const CONSENT_STATUSES = ['pending', 'accepted', 'rejected', 'unknown'] as const
export type ConsentStatus = (typeof CONSENT_STATUSES)[number]

/** spec 1 §4: obligatory and optional; some providers also report statistic, marketing and unclassified. */
export const CONSENT_SCOPES = ['obligatory', 'optional', 'statistic', 'marketing', 'unclassified'] as const
export type ConsentScope = (typeof CONSENT_SCOPES)[number]

/** The scopes the basic strategy's own banner grants with "accept all". */
export const BASIC_SCOPES: readonly ConsentScope[] = ['obligatory', 'optional']

export interface ConsentRecord {
  status: ConsentStatus
  scopes: readonly ConsentScope[]
}

export const PENDING: ConsentRecord = { status: 'pending', scopes: [] }

const isScope = (value: string): value is ConsentScope => (CONSENT_SCOPES as readonly string[]).includes(value)

/** spec 1 §4 Accept all: accepted with all scopes (of the strategy). */
export const acceptAll = (scopes: readonly ConsentScope[] = BASIC_SCOPES): ConsentRecord => ({ status: 'accepted', scopes: unique(scopes) })

/** spec 1 §4 Accept: accepted with the given scopes; obligatory is always among them. */
export const accept = (scopes: readonly ConsentScope[]): ConsentRecord => ({
  status: 'accepted',
  scopes: unique(['obligatory', ...scopes]),
})

/** spec 1 §4 Reject: rejected with no scopes. */
export const reject = (): ConsentRecord => ({ status: 'rejected', scopes: [] })

function unique(scopes: readonly ConsentScope[]): ConsentScope[] {
  return CONSENT_SCOPES.filter((scope) => scopes.includes(scope))
}

/**
 * Reads the stored `status:scope1,scope2` (spec 1 §4). Anything other than accepted or rejected
 * counts as pending; unknown scopes are dropped; a rejection carries no scopes.
 *
 * @example parseConsent('accepted:obligatory,optional') // → { status: 'accepted', scopes: ['obligatory', 'optional'] }
 */
export function parseConsent(stored: string | null | undefined): ConsentRecord {
  if (typeof stored !== 'string' || stored.length > 500) return PENDING
  const colon = stored.indexOf(':')
  const status = (colon === -1 ? stored : stored.slice(0, colon)).trim()
  if (status === 'rejected') return reject()
  if (status !== 'accepted') return PENDING
  const scopes =
    colon === -1
      ? []
      : stored
          .slice(colon + 1)
          .split(',')
          .map((s) => s.trim())
          .filter(isScope)
  return { status: 'accepted', scopes: unique(scopes) }
}

/** @example serialiseConsent(reject()) // → 'rejected:' */
export function serialiseConsent(record: ConsentRecord): string {
  return `${record.status}:${record.scopes.join(',')}`
}

/** Whether the status is settled (the basic banner shows only while it is not; spec 1 §4). */
export const isDecided = (record: ConsentRecord) => record.status === 'accepted' || record.status === 'rejected'

/**
 * What may run now: without a consent configuration the market asks for none and everything runs;
 * obligatory (strictly necessary) storage always runs; anything else only once accepted with its
 * scope — so before consent, and after a rejection, nothing non-essential runs.
 *
 * @example isAllowed({ status: 'pending', scopes: [] }, 'optional', true) // → false
 */
export function isAllowed(record: ConsentRecord, scope: ConsentScope, consentActive: boolean): boolean {
  if (!consentActive || scope === 'obligatory') return true
  return record.status === 'accepted' && record.scopes.includes(scope)
}
