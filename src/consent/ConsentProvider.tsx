import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react'
import type { ConsentTexts } from '~/i18n/consent-texts.ts'
import { ThirdPartyGateContext } from '~/ui/third-party-gate.tsx'
import type { ConsentConfig } from './config.ts'
import { ConsentGate } from './ConsentGate.tsx'
import type { ConsentedScripts } from './scripts.ts'
import { CONSENT_STORAGE_KEY, isDecided } from './status.ts'
import {
  arePreferencesOpen,
  closeConsentPreferences,
  getConsent,
  getServerConsent,
  reloadConsentFromStorage,
  setConsent,
  setConsentActive,
  subscribeConsent,
} from './store.ts'
import { ConsentContext } from './use-consent.ts'

/** The banner and the preferences: a chunk of their own, loaded only when a visitor must see them. */
const ConsentBanner = lazy(() => import('./ConsentBanner.tsx'))

/** The provider's page script asks for its own preferences to open (ADR 110). */
export const PROVIDER_OPEN_EVENT = 'forecourt:consent-open'

/**
 * spec 1 §2 Layouts "cookie banner", §4 Cookie consent: holds the market's configuration for
 * `useConsent` and the placeholders, shows the basic strategy's banner while the visitor has not
 * decided (after the first paint, fixed at the bottom so nothing moves), and for the external
 * strategy loads the provider's script and maps its events.
 */
export function ConsentProvider({
  config,
  texts,
  scripts,
  marketLanguage,
  children,
}: {
  config: ConsentConfig | null
  texts: ConsentTexts | null
  scripts: ConsentedScripts
  /** The market's language and direction, where the page's differ (the back office's English sign-in). */
  marketLanguage?: { lang: string; dir: 'ltr' | 'rtl' }
  children: ReactNode
}) {
  // Before any child's effect asks hasConsent().
  setConsentActive(config !== null)
  const record = useSyncExternalStore(subscribeConsent, getConsent, getServerConsent)
  const preferences = useSyncExternalStore(subscribeConsent, arePreferencesOpen, () => false)
  const hydrated = useSyncExternalStore(
    subscribeConsent,
    () => true,
    () => false,
  )

  useEffect(() => {
    // Another tab decided: follow it.
    const onStorage = (event: StorageEvent) => {
      if (event.key === CONSENT_STORAGE_KEY) reloadConsentFromStorage()
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [])

  const { tagManager, ownerPortal, customerExperience } = scripts
  useEffect(() => {
    // The landing query is the first page's: later navigations do not change the campaign.
    const landing = window.location.search
    let stop: (() => void) | null = null
    let live = true
    // Its own chunk, after the page is the visitor's: nothing it starts may run before consent anyway.
    void import('./scripts.ts').then(({ startConsentedScripts }) => {
      if (live) stop = startConsentedScripts({ tagManager, ownerPortal, customerExperience }, landing)
    })
    return () => {
      live = false
      stop?.()
    }
  }, [tagManager, ownerPortal, customerExperience])

  const external = config?.external ?? null
  useEffect(() => {
    if (!external) return
    const groups = external.groups
    let stop: (() => void) | null = null
    let live = true
    // The events' mapping is a chunk of its own: only a market with an external provider needs it.
    void import('./provider-events.ts').then(({ PROVIDER_EVENT, providerConsent }) => {
      if (!live) return
      const onProvider = (event: Event) => {
        const next = providerConsent((event as CustomEvent).detail, groups)
        if (next) setConsent(next)
      }
      window.addEventListener(PROVIDER_EVENT, onProvider)
      // The consent provider's own script is strictly necessary: it is how consent is asked.
      const script = document.createElement('script')
      script.src = external.scriptUrl
      script.async = true
      if (config?.culture) script.dataset.language = config.culture
      document.head.append(script)
      stop = () => {
        window.removeEventListener(PROVIDER_EVENT, onProvider)
        script.remove()
      }
    })
    return () => {
      live = false
      stop?.()
    }
  }, [external, config?.culture])

  useEffect(() => {
    if (!external || !preferences) return
    // The provider shows its own preferences.
    window.dispatchEvent(new Event(PROVIDER_OPEN_EVENT))
    closeConsentPreferences()
  }, [external, preferences])

  const showBanner = hydrated && texts !== null && config !== null && config.strategy === 'basic' && (!isDecided(record) || preferences)
  return (
    <ConsentContext.Provider value={{ config, texts }}>
      {/* Before the page: the banner stands over it, and the keyboard reaches it first, not after
          the whole page and its footer (the body's padding makes room for it at the page's end). */}
      {showBanner && (
        <Suspense fallback={null}>
          {/* The banner's texts are the market's: so are their language and direction, read aloud and laid out. */}
          <div lang={marketLanguage?.lang} dir={marketLanguage?.dir} style={{ display: 'contents' }}>
            <ConsentBanner config={config} texts={texts} preferencesOpen={preferences} />
          </div>
        </Suspense>
      )}
      <ThirdPartyGateContext.Provider value={ConsentGate}>{children}</ThirdPartyGateContext.Provider>
    </ConsentContext.Provider>
  )
}
