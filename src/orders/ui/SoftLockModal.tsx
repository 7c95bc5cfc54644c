import { useEffect, useId, useState } from 'react'
import { format } from '~/i18n/messages.ts'
import buttons from '~/ui/Button.module.css'
import { Modal } from '~/ui/Modal.tsx'
import type { OrderTexts } from '../journey.server.ts'
import { countdownText, secondsLeft } from '../rules/soft-lock.ts'
import styles from './journey.module.css'

/**
 * spec 3 §2, §4 Soft lock: the initial modal (another shopper holds the vehicle; a countdown to
 * when it may be free) and the "kicked out" modal (the shopper's own hold ran out), on the one
 * modal primitive. The kicked-out modal cannot be dismissed (no close button, Escape does nothing):
 * the checkout behind it is no longer the shopper's.
 */
export function SoftLockModal(props: {
  title: string
  text: string
  action: { label: string; onClick: () => void } | { label: string; href: string }
  secondary?: { label: string; href: string }
  dismissible: boolean
  onClose?: () => void
}) {
  const textId = useId()
  const primary = `${buttons.button} ${buttons.primary} ${buttons.medium}`
  return (
    <Modal
      open
      title={props.title}
      describedBy={textId}
      preventClose={!props.dismissible}
      onClose={() => props.onClose?.()}
      className={styles.modal}
    >
      {/* Read once, as the dialog's description when it opens: not a live region, whose countdown
          would be spoken again every second. */}
      <p id={textId}>{props.text}</p>
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
    </Modal>
  )
}

/**
 * spec 3 §4 the initial modal: another shopper holds the vehicle until `heldUntil`; the time left
 * counts down each second, Try again asks once more, Back to stock leaves.
 */
export function HeldVehicleModal(props: {
  texts: OrderTexts
  heldUntil: string
  stockPage: string
  onTryAgain: () => void
  onClose: () => void
}) {
  const { texts } = props
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000)
    return () => clearInterval(timer)
  }, [])
  return (
    <SoftLockModal
      title={texts.heldTitle}
      text={format(texts.heldText, { time: countdownText(secondsLeft(props.heldUntil, now)) })}
      action={{ label: texts.tryAgain, onClick: props.onTryAgain }}
      secondary={{ label: texts.backToStock, href: props.stockPage }}
      dismissible
      onClose={props.onClose}
    />
  )
}
