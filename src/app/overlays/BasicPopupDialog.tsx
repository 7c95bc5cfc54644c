import { isDecided } from '~/consent/status.ts'
import { useConsent } from '~/consent/use-consent.ts'
import type { Texts } from '~/i18n/messages.ts'
import { ButtonLink, buttonClassName } from '~/ui/Button.tsx'
import { browserStores, recordDismissal, type BasicPopup } from '~/ui/basic-popup.ts'
import { Modal } from '~/ui/Modal.tsx'
import styles from './Popups.module.css'

/**
 * spec 1 §2 Basic popup: its content and buttons in the shared modal. Every way of closing (the
 * close button, Escape, the backdrop, a button with close_on_click) records the dismissal in its
 * store type (spec 1 §4). While the cookie banner asks for the visitor's choice it waits, and
 * opens once they have chosen: a dialog over the banner would put its buttons out of reach.
 */
export default function BasicPopupDialog(props: { popup: BasicPopup; texts: Texts<'overlay'>; onClose: () => void }) {
  const { config, record } = useConsent()
  return config?.strategy === 'basic' && !isDecided(record) ? null : <PopupDialog {...props} />
}

function PopupDialog({ popup, texts, onClose }: { popup: BasicPopup; texts: Texts<'overlay'>; onClose: () => void }) {
  const close = () => {
    recordDismissal(popup, browserStores)
    onClose()
  }
  return (
    <Modal open onClose={close} title={popup.title || texts.popupTitle} className={styles.popup}>
      {popup.content && <div className={styles.copy} dangerouslySetInnerHTML={{ __html: popup.content }} />}
      {popup.buttons.length > 0 && (
        <div className={styles.actions}>
          {popup.buttons.map((button, i) =>
            button.url.trim() ? (
              <span key={i} onClickCapture={button.close_on_click ? close : undefined} className={styles.action}>
                <ButtonLink
                  url={button.url.trim()}
                  label={button.text}
                  uiType={button.type}
                  target={button.target}
                  external={!button.url.trim().startsWith('/')}
                />
              </span>
            ) : (
              <button key={i} type="button" className={buttonClassName(button.type)} onClick={close}>
                {button.text}
              </button>
            ),
          )}
        </div>
      )}
    </Modal>
  )
}
