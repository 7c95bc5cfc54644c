import { CONSENT_STORAGE_KEY, isAllowed, parseConsent, PENDING, serialiseConsent, type ConsentRecord, type ConsentScope } from './status.ts'

/**
 * The visitor's consent in this browser (spec 1 §4 Cookie consent): read once from local storage,
 * changed by the banner, the preferences, a placeholder or the provider's events, and announced to
 * whatever waits on it. Browser state of one visitor, so a module is its right home.
 *
 * Code outside React asks `hasConsent('optional')` or waits with `whenConsent('optional', load)`.
 */
type Listener = () => void
const listeners = new Set<Listener>()
let current: ConsentRecord | null = null
let active = false
let preferencesOpen = false

/** spec 1 §8: the message when the browser offers no local storage (consent then lasts the page). */
export const NO_LOCAL_STORAGE = 'There is no localStorage'

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

/** Told by the consent provider whether the market asks for consent at all. */
export function setConsentActive(value: boolean) {
  active = value
}

export function getConsent(): ConsentRecord {
  if (current === null) {
    const store = storage()
    if (!store && typeof window !== 'undefined') console.warn(NO_LOCAL_STORAGE)
    current = parseConsent(store?.getItem(CONSENT_STORAGE_KEY))
  }
  return current
}

/** The server renders as for a visitor who has not decided. */
export const getServerConsent = (): ConsentRecord => PENDING

/** Records the visitor's decision in local storage under cookieConsentStatus (spec 1 §4, §9). */
export function setConsent(record: ConsentRecord) {
  current = record
  const store = storage()
  if (store) store.setItem(CONSENT_STORAGE_KEY, serialiseConsent(record))
  else console.warn(NO_LOCAL_STORAGE)
  notify()
}

/** Whether something of this scope may run now (see `isAllowed`). */
export function hasConsent(scope: ConsentScope): boolean {
  return isAllowed(getConsent(), scope, active)
}

/**
 * Runs `run` once, as soon as `scope` is consented to (at once when it already is).
 * @returns a function that stops waiting
 */
export function whenConsent(scope: ConsentScope, run: () => void): () => void {
  if (hasConsent(scope)) {
    run()
    return () => {}
  }
  const listener = () => {
    if (!hasConsent(scope)) return
    listeners.delete(listener)
    run()
  }
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function subscribeConsent(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The footer's "Cookie settings" and the banner's "Settings" open the preferences. */
export function openConsentPreferences() {
  preferencesOpen = true
  notify()
}
export function closeConsentPreferences() {
  preferencesOpen = false
  notify()
}
export const arePreferencesOpen = () => preferencesOpen

/** Another tab decided: follow it. */
export function reloadConsentFromStorage() {
  current = null
  notify()
}

function notify() {
  for (const listener of [...listeners]) listener()
}
