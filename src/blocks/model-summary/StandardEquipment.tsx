import { useUiTexts } from '~/i18n/ui-texts.ts'
import { useId, useRef, type KeyboardEvent, type MouseEvent } from 'react'
import styles from './ModelSummary.module.css'

/**
 * spec 2 §3.9 Derivatives: the standard equipment information, behind a button, in a modal dialog
 * titled by the button's label. Opening moves focus to its close button; Escape, the close button
 * and a click on the backdrop close it, and focus returns to the button.
 */
export function StandardEquipment({ label, content }: { label: string; content: string }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLButtonElement>(null)
  const closer = useRef<HTMLButtonElement>(null)
  const titleId = useId()
  const ui = useUiTexts()
  const open = () => {
    dialog.current?.showModal()
    closer.current?.focus()
  }
  const close = () => dialog.current?.close()
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape') return
    event.preventDefault()
    close()
  }
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close() // the backdrop
  }
  return (
    <>
      <button ref={opener} type="button" className={styles.equipmentButton} aria-haspopup="dialog" onClick={open}>
        {label}
      </button>
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        onClick={onClick}
        onClose={() => opener.current?.focus()}
      >
        <div className={styles.dialogHeader}>
          <h2 id={titleId} className="fc-heading fc-heading--s">
            {label}
          </h2>
          <button ref={closer} type="button" className={styles.close} aria-label={ui.close} onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className={`${styles.dialogContent} fc-prose`} dangerouslySetInnerHTML={{ __html: content }} />
      </dialog>
    </>
  )
}
