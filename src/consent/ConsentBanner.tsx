import { createElement, useEffect, useId, useRef, useState, type RefObject } from 'react'
import type { ConsentTexts } from '~/i18n/consent-texts.ts'
import buttons from '~/ui/Button.module.css'
import { Modal } from '~/ui/Modal.tsx'
import { useRootHeight } from '~/ui/use-root-height.ts'
import type { ConsentConfig } from './config.ts'
import { restoreFocusAfterDecision } from './focus-after-decision.ts'
import { accept, acceptAll, isDecided, reject, type ConsentRecord } from './status.ts'
import { closeConsentPreferences, openConsentPreferences, setConsent } from './store.ts'
import { useConsent } from './use-consent.ts'
import styles from './consent.module.css'

const primary = `${buttons.button} ${buttons.primary} ${buttons.small}`
const secondary = `${buttons.button} ${buttons.secondary} ${buttons.small}`

/**
 * spec 1 §2 Cookie banner (title, content, accept button with its label and position, title
 * heading level; emits accept-all) and the preferences behind "Cookie settings": the basic
 * strategy's own interface, in a chunk of its own. Fixed to the bottom of the viewport, it covers
 * part of the page rather than pushing it (no layout shift), and is not a modal: the page stays usable.
 */
export default function ConsentBanner(props: { config: ConsentConfig; texts: ConsentTexts; preferencesOpen: boolean }) {
  const { config, texts, preferencesOpen } = props
  const { record } = useConsent()
  const titleId = useId()
  const { banner } = config
  const title = banner.title || texts.banner
  const decided = isDecided(record)
  const section = useRef<HTMLElement>(null)
  // What the browser scrolls into view (a focused field or button, an anchor) stops above the
  // banner, not under it (WCAG 2.4.11 Focus Not Obscured: the root's scroll padding); what else is
  // fixed at the foot (the editor's toolbar) stands above it; both by --fc-consent-banner-height.
  useRootHeight(section, '--fc-consent-banner-height', !decided)
  const before = usePageFocus(section, !decided)
  const decide = (next: ConsentRecord) => {
    setConsent(next)
    restoreFocusAfterDecision(before.current)
  }

  const acceptButton = (
    <button key="accept" type="button" className={primary} onClick={() => decide(acceptAll())}>
      {banner.acceptButton || texts.acceptAll}
    </button>
  )
  const others = [
    <button key="settings" type="button" className={secondary} aria-haspopup="dialog" onClick={openConsentPreferences}>
      {texts.settings}
    </button>,
    <button key="reject" type="button" className={secondary} onClick={() => decide(reject())}>
      {texts.rejectAll}
    </button>,
  ]

  return (
    <>
      {!decided && (
        <section ref={section} className={styles.banner} aria-labelledby={titleId} data-testid="consent-banner" data-consent-banner>
          <div className={styles.inner}>
            {createElement(`h${banner.titleLevel}`, { id: titleId, className: styles.title }, title)}
            {banner.content && <div className={styles.content} dangerouslySetInnerHTML={{ __html: banner.content }} />}
            <div className={styles.actions} data-position={banner.acceptButtonPosition}>
              {banner.acceptButtonPosition === 'start' ? [acceptButton, ...others] : [...others, acceptButton]}
            </div>
          </div>
        </section>
      )}
      <Modal open={preferencesOpen} onClose={closeConsentPreferences} title={texts.settings}>
        <Preferences
          key={String(preferencesOpen)}
          texts={texts}
          before={before}
          optionalOn={record.status === 'accepted' && record.scopes.includes('optional')}
        />
      </Modal>
    </>
  )
}

/**
 * The element of the page that had the focus last while the banner shows: where the focus goes
 * back once the visitor has decided (focus-after-decision.ts). The banner's own buttons and a
 * dialog (its preferences, which give the focus back to the button that opened them) do not count.
 */
function usePageFocus(banner: RefObject<HTMLElement | null>, showing: boolean) {
  const before = useRef<HTMLElement | null>(null)
  useEffect(() => {
    if (!showing) return
    const onPage = (element: EventTarget | null): element is HTMLElement =>
      element instanceof HTMLElement && element !== document.body && !banner.current?.contains(element) && !element.closest('dialog')
    if (onPage(document.activeElement)) before.current = document.activeElement
    const onFocus = (event: FocusEvent) => {
      if (onPage(event.target)) before.current = event.target
    }
    document.addEventListener('focusin', onFocus)
    return () => document.removeEventListener('focusin', onFocus)
  }, [banner, showing])
  return before
}

function Preferences({ texts, optionalOn, before }: { texts: ConsentTexts; optionalOn: boolean; before: RefObject<HTMLElement | null> }) {
  const [optional, setOptional] = useState(optionalOn)
  const done = (next: ConsentRecord) => {
    setConsent(next)
    closeConsentPreferences()
    // Opened from the banner, the preferences close with it and the button they would give the focus back to is gone.
    restoreFocusAfterDecision(before.current)
  }
  return (
    <form
      className={styles.preferences}
      onSubmit={(event) => {
        event.preventDefault()
        done(optional ? accept(['optional']) : accept([]))
      }}
    >
      <label className={styles.choice}>
        <input type="checkbox" checked disabled />
        <span>
          <strong>{texts.obligatory}</strong>
          <span className={styles.choiceText}>{texts.obligatoryText}</span>
        </span>
      </label>
      <label className={styles.choice}>
        <input type="checkbox" name="optional" checked={optional} onChange={(event) => setOptional(event.currentTarget.checked)} />
        <span>
          <strong>{texts.optional}</strong>
          <span className={styles.choiceText}>{texts.optionalText}</span>
        </span>
      </label>
      <div className={styles.actions} data-position="end">
        <button type="button" className={secondary} onClick={() => done(reject())}>
          {texts.rejectAll}
        </button>
        <button type="submit" className={secondary}>
          {texts.save}
        </button>
        <button type="button" className={primary} onClick={() => done(acceptAll())}>
          {texts.acceptAll}
        </button>
      </div>
    </form>
  )
}
