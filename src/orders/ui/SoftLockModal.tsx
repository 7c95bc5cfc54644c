import { useEffect, useRef } from 'react'
import buttons from '~/ui/Button.module.css'
import styles from './journey.module.css'

/**
 * spec 3 §2, §4 Soft lock: the initial modal (another shopper holds the vehicle; a countdown to
 * when it may be free) and the "kicked out" modal (the shopper's own hold ran out). A native
 * modal <dialog>: the page behind is inert and focus stays inside. The kicked-out modal cannot be
 * dismissed with Escape: the checkout behind it is no longer the shopper's.
 */
export function SoftLockModal(props: {
  title: string
  text: string
  action: { label: string; onClick: () => void } | { label: string; href: string }
  secondary?: { label: string; href: string }
  dismissible: boolean
  onClose?: () => void
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const element = dialog.current!
    if (!element.open) element.showModal()
    return () => {
      if (element.open) element.close()
    }
  }, [])
  const primary = `${buttons.button} ${buttons.primary} ${buttons.medium}`
  return (
    <dialog
      ref={dialog}
      className={styles.modal}
      aria-labelledby="soft-lock-title"
      aria-describedby="soft-lock-text"
      data-testid="soft-lock-modal"
      onCancel={(event) => {
        if (!props.dismissible) event.preventDefault()
      }}
      onClose={props.onClose}
    >
      <h2 id="soft-lock-title">{props.title}</h2>
      <p id="soft-lock-text" aria-live="polite">
        {props.text}
      </p>
      <div className={styles.actions}>
        {'href' in props.action ? (
          <a className={primary} href={props.action.href}>
            {props.action.label}
          </a>
        ) : (
          <button type="button" className={primary} onClick={props.action.onClick}>
            {props.action.label}
          </button>
        )}
        {props.secondary && (
          <a className={`${buttons.button} ${buttons.secondary} ${buttons.medium}`} href={props.secondary.href}>
            {props.secondary.label}
          </a>
        )}
      </div>
    </dialog>
  )
}
