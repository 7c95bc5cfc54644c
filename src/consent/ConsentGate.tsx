import { useEffect, useRef, useState } from 'react'
import type { ReactNode } from 'react'
import buttons from '~/ui/Button.module.css'
import { accept } from './status.ts'
import type { ConsentScope } from './status.ts'
import { useConsent } from './use-consent.ts'
import styles from './consent.module.css'

/**
 * spec 1 §4 "Content marked as needing consent shows a placeholder (cookie_consent.default_placeholder)
 * until accepted": wraps a video embed, a map or any other third-party content. The placeholder
 * fills the content's box (give the same `className`), so nothing moves when the content loads.
 *
 * @example <ConsentGate className={styles.player}><iframe src={embed} … /></ConsentGate>
 */
export function ConsentGate({
  scope = 'optional',
  className,
  children,
}: {
  scope?: ConsentScope
  className?: string
  children?: ReactNode
}) {
  const { allowed, config, texts, record, decide, openPreferences } = useConsent()
  // Set by this placeholder's own "Accept and show" or "Cookie settings" (the preferences give the
  // focus back to their opener): the button leaves with the placeholder, so the focus goes on to
  // the content shown in its place (a hidden mark before it finds it).
  const [decidedHere, setDecidedHere] = useState(false)
  const mark = useRef<HTMLSpanElement>(null)
  const shown = allowed(scope)
  useEffect(() => {
    // Loaded only then: a page's script carries no more for it (the tool pages are at their limit).
    if (shown && decidedHere)
      void import('./focus-after-decision.ts').then(({ focusShownContent }) =>
        focusShownContent(mark.current?.nextElementSibling ?? undefined),
      )
  }, [shown, decidedHere])
  if (shown)
    return (
      <>
        {decidedHere && <span ref={mark} hidden />}
        {children}
      </>
    )
  const acceptAndShow = () => {
    setDecidedHere(true)
    decide(accept([...(record.status === 'accepted' ? record.scopes : []), scope]))
  }
  return (
    <div className={[styles.placeholder, className].filter(Boolean).join(' ')} data-consent-placeholder={scope}>
      <p>{config?.placeholder || texts?.placeholder}</p>
      {texts && (
        <div className={styles.placeholderActions}>
          <button type="button" className={`${buttons.button} ${buttons.primary} ${buttons.small}`} onClick={acceptAndShow}>
            {texts.placeholderAccept}
          </button>
          <button
            type="button"
            className={`${buttons.button} ${buttons.secondary} ${buttons.small}`}
            aria-haspopup="dialog"
            onClick={() => {
              setDecidedHere(true)
              openPreferences()
            }}
          >
            {texts.settings}
          </button>
        </div>
      )}
    </div>
  )
}
