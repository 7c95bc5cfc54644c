import { useId, useState, type ReactNode } from 'react'
import { Bidi } from '~/ui/Bidi.tsx'
import { Modal } from '~/ui/Modal.tsx'
import { useStockTexts } from '../../texts/context.ts'
import styles from './Showroom.module.css'

/**
 * A button that opens a modal (finance popups and modals, embedded button targets, the full-size
 * photo) on the one modal primitive (spec 1 §4 Modal): Escape, the backdrop and the close button
 * close it, focus returns to the button. The content is rendered only while open, so an embedded
 * page loads only when asked for.
 */
export function DialogButton(props: {
  label: ReactNode
  title: string
  className?: string
  /** Shown under the title (a modal's title_bottom content). */
  subtitle?: ReactNode
  /** As wide as the window allows (the full-size photo), not a dialog's usual width. */
  wide?: boolean
  children: ReactNode
}) {
  const t = useStockTexts()
  const [open, setOpen] = useState(false)
  const titleId = useId()
  return (
    <>
      <button type="button" className={props.className} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {props.label}
      </button>
      {/* The market's own words close it ('showroom.close'), beside the title: no close button of the modal's. */}
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        labelledBy={titleId}
        closeButton={false}
        className={props.wide ? `${styles.dialog} ${styles.wideDialog}` : styles.dialog}
      >
        <div className={styles.dialogInner}>
          <header className={styles.dialogHeader}>
            {/* The photo's title holds the car's name: its Latin runs isolated, as in the page's h1. */}
            <h2 id={titleId} className="fc-heading fc-heading--s">
              <Bidi text={props.title} />
            </h2>
            <button type="button" className={styles.textButton} onClick={() => setOpen(false)}>
              {t['showroom.close']}
            </button>
          </header>
          {props.subtitle}
          <div className={styles.dialogBody}>{props.children}</div>
        </div>
      </Modal>
    </>
  )
}
