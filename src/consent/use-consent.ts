import { createContext, useContext, useSyncExternalStore } from 'react'
import type { ConsentTexts } from '~/i18n/consent-texts.ts'
import type { ConsentConfig } from './config.ts'
import { isAllowed, type ConsentRecord, type ConsentScope } from './status.ts'
import { getConsent, getServerConsent, openConsentPreferences, setConsent, subscribeConsent } from './store.ts'

export interface ConsentContextValue {
  /** null: the market asks for no consent. */
  config: ConsentConfig | null
  /** null only with no config: a page whose shell could not be loaded asks for nothing. */
  texts: ConsentTexts | null
}

export const ConsentContext = createContext<ConsentContextValue | null>(null)

/**
 * The visitor's consent for components (spec 1 §4): the record, whether a scope may run, and the
 * ways to change it. Renders as "not decided" on the server and in the first client render, then
 * follows the stored decision.
 *
 * @example const { allowed } = useConsent(); if (allowed('optional')) loadMap()
 */
export function useConsent() {
  const context = useContext(ConsentContext)
  const record = useSyncExternalStore(subscribeConsent, getConsent, getServerConsent)
  const config = context?.config ?? null
  return {
    config,
    texts: context?.texts ?? null,
    record,
    allowed: (scope: ConsentScope) => isAllowed(record, scope, config !== null),
    decide: (next: ConsentRecord) => setConsent(next),
    openPreferences: openConsentPreferences,
  }
}
