import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useStockTexts } from '../../texts/context.ts'
import styles from './Showroom.module.css'

/**
 * A button that opens a modal <dialog> (finance popups and modals, embedded button targets, the
 * full-size photo): Escape and the close button close it, focus returns to the button. The
 * content is rendered only while open, so an embedded page loads only when asked for.
 */
export function DialogButton(props: {
  label: ReactNode
  title: string
  className?: string
  /** Shown under the title (a modal's title_bottom content). */
  subtitle?: ReactNode
  children: ReactNode
}) {
  const t = useStockTexts()
  const [open, setOpen] = useState(false)
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLButtonElement>(null)
  const titleId = useId()
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) element.showModal?.()
    if (!open && element.open) element.close()
  }, [open])
  return (
    <>
      <button ref={opener} type="button" className={props.className} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {props.label}
      </button>
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-labelledby={titleId}
        onClose={() => {
          setOpen(false)
          opener.current?.focus()
        }}
      >
        {open && (
          <div className={styles.dialogInner}>
            <header className={styles.dialogHeader}>
              <h2 id={titleId} className="fc-heading fc-heading--s">
                {props.title}
              </h2>
              <button type="button" className={styles.textButton} onClick={() => setOpen(false)}>
                {t['showroom.close']}
              </button>
            </header>
            {props.subtitle}
            <div className={styles.dialogBody}>{props.children}</div>
          </div>
        )}
      </dialog>
    </>
  )
}
