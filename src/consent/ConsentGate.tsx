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
  if (allowed(scope)) return <>{children}</>
  return (
    <div className={[styles.placeholder, className].filter(Boolean).join(' ')} data-consent-placeholder={scope}>
      <p>{config?.placeholder || texts?.placeholder}</p>
      {texts && (
        <div className={styles.placeholderActions}>
          <button
            type="button"
            className={`${buttons.button} ${buttons.primary} ${buttons.small}`}
            onClick={() => decide(accept([...(record.status === 'accepted' ? record.scopes : []), scope]))}
          >
            {texts.placeholderAccept}
          </button>
          <button
            type="button"
            className={`${buttons.button} ${buttons.secondary} ${buttons.small}`}
            aria-haspopup="dialog"
            onClick={openPreferences}
          >
            {texts.settings}
          </button>
        </div>
      )}
    </div>
  )
}
