import type { Texts } from '~/i18n/messages.ts'
import { buttonClassName } from '~/ui/Button.tsx'
import { Modal } from '~/ui/Modal.tsx'
import type { ExitPopupSettings, PendingExit } from '~/ui/exit-popup.ts'
import styles from './Popups.module.css'

/**
 * spec 1 §2 Exit popup: the copy, an OK ('go') button that proceeds, and a cancel button
 * (secondary style) only when the market gave it a text; cancel, Escape, the close button or the
 * backdrop close it and the visitor stays (ADR 131).
 */
export default function ExitPopup({
  settings,
  texts,
  pending,
  onClose,
}: {
  settings: ExitPopupSettings
  texts: Texts<'overlay'>
  pending: PendingExit
  onClose: () => void
}) {
  const go = () => {
    onClose()
    if (pending.newWindow) window.open(pending.href, '_blank', 'noopener,noreferrer')
    else window.location.assign(pending.href)
  }
  return (
    <Modal open onClose={onClose} title={texts.exitTitle} className={styles.popup}>
      {settings.copy ? (
        <div className={styles.copy} dangerouslySetInnerHTML={{ __html: settings.copy }} />
      ) : (
        <p className={styles.copy}>{texts.exitCopy}</p>
      )}
      <p className={styles.destination} dir="ltr">
        {pending.href}
      </p>
      <div className={styles.actions}>
        <button type="button" className={buttonClassName('primary')} onClick={go} data-exit-go="">
          {settings.ok || texts.exitGo}
        </button>
        {settings.cancel && (
          <button type="button" className={buttonClassName('secondary')} onClick={onClose}>
            {settings.cancel}
          </button>
        )}
      </div>
    </Modal>
  )
}
