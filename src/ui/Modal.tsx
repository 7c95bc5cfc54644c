import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent, type ReactNode } from 'react'
import { useUiTexts } from '~/i18n/ui-texts.ts'
import { lockScroll } from './scroll-lock.ts'
import { trapTab } from './trap-tab.ts'
import styles from './Modal.module.css'

export interface ModalProps {
  open: boolean
  /** Asked for by Escape, a click on the backdrop and the close button (never while preventClose). */
  onClose: () => void
  /** Shown as the modal's heading and its accessible name. */
  title?: ReactNode
  /** The id of a heading inside `children` that names the modal, when `title` is not given. */
  labelledBy?: string
  /** The id of the text inside `children` that describes the modal (read after its name). */
  describedBy?: string
  /** spec 1 §4 Modal "can prevent close": no close button; Escape and the backdrop do nothing. */
  preventClose?: boolean
  /** The close button's accessible name when the owner has a more precise one ('Close video'). */
  closeLabel?: string
  /**
   * false when the content shows its own way out (a confirm's Cancel, a close button with the
   * editor's label): no close button of the modal's own; Escape and the backdrop still close.
   */
  closeButton?: boolean
  variant?: 'dialog' | 'sheet' | 'fullscreen'
  /**
   * false: the owner puts the focus where it goes as the modal closes (the search popup: back to
   * its opener, or to the page a followed result opens, with no stop at the opener on the way).
   */
  returnFocus?: boolean
  className?: string
  children: ReactNode
}

/**
 * The one modal primitive of every overlay (spec 1 §2 overlays, §4 Modal): a native modal
 * <dialog> in the browser's top layer, so the newest modal is on top and the page behind is inert
 * (several stack); Tab wraps round inside it; Escape and a click on the backdrop close it unless
 * `preventClose`; a close button named in the market's language (`ui.close`); the page does not
 * scroll while any modal is open; focus returns to what opened it (to the page's main region when
 * nothing did, or it is gone). Logical properties follow the
 * document's direction. Nothing is rendered while closed, so the server markup holds no overlay. A
 * control marked `data-autofocus` (a search field, a confirm's safe answer) takes the focus as it
 * opens; otherwise the browser focuses the first control.
 *
 * @example
 * <Modal open={open} onClose={() => setOpen(false)} title="Cookie settings">…</Modal>
 */
export function Modal(props: ModalProps) {
  return props.open ? <OpenModal {...props} /> : null
}

function OpenModal({
  onClose,
  title,
  labelledBy,
  describedBy,
  preventClose = false,
  closeLabel,
  closeButton = true,
  variant = 'dialog',
  returnFocus = true,
  className,
  children,
}: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const live = useRef(true)
  const pressedInside = useRef(false)
  // Read while rendering: by the effect, a child with autoFocus has already taken the focus.
  const [opener] = useState(() =>
    typeof document !== 'undefined' && document.activeElement instanceof HTMLElement ? document.activeElement : null,
  )

  useEffect(() => {
    const element = dialog.current!
    const focused = document.activeElement
    live.current = true
    if (!element.open) element.showModal()
    // showModal focuses the first control; one marked `data-autofocus` takes it instead (React's
    // autoFocus runs before the dialog opens, when nothing in it can take the focus), and one that
    // did focus itself on mounting keeps it.
    const wanted = element.querySelector<HTMLElement>('[data-autofocus]')
    if (wanted) wanted.focus()
    else if (focused instanceof HTMLElement && focused !== element && element.contains(focused)) focused.focus()
    const unlock = lockScroll()
    return () => {
      live.current = false
      if (element.open) element.close()
      unlock()
      // The native dialog returns focus too, but not when it leaves the document with React's tree.
      if (!returnFocus) return
      if (opener?.isConnected && opener !== document.body) opener.focus({ preventScroll: true })
      // Opened by itself (nothing was focused), or its opener gone since (the cookie banner's
      // button whose choice opened a popup): the page's content takes the focus, not the body,
      // once the dialog has left the top layer (while it is there the page cannot be focused).
      else requestAnimationFrame(() => document.getElementById('main')?.focus({ preventScroll: true }))
    }
  }, [opener, returnFocus])

  const ownEvent = (event: { target: EventTarget; currentTarget: EventTarget }) => event.target === event.currentTarget
  const requestClose = () => {
    if (!preventClose) onClose()
  }

  return (
    <dialog
      ref={dialog}
      className={[styles.modal, styles[variant], className].filter(Boolean).join(' ')}
      aria-labelledby={title != null ? titleId : labelledBy}
      aria-describedby={describedBy}
      aria-modal="true"
      onCancel={(event) => {
        if (!ownEvent(event)) return
        // The open state belongs to the owner: Escape asks, the owner closes.
        event.preventDefault()
        requestClose()
      }}
      onClose={(event) => {
        // NOTE: a browser may close a dialog whose cancel it no longer lets us prevent (repeated
        // Escape without a user gesture); keep the owner's state the truth.
        if (!ownEvent(event) || !live.current) return
        if (preventClose) dialog.current?.showModal()
        else onClose()
      }}
      onKeyDown={(event: KeyboardEvent<HTMLDialogElement>) => {
        // A modal stacked inside this one in React's tree traps its own Tab.
        if ((event.target as Element).closest?.('dialog') === event.currentTarget) trapTab(event)
      }}
      onPointerDown={(event: PointerEvent<HTMLDialogElement>) => {
        pressedInside.current = !(ownEvent(event) && outside(event.currentTarget, event.clientX, event.clientY))
      }}
      onClick={(event: MouseEvent<HTMLDialogElement>) => {
        // A click on the ::backdrop targets the dialog itself, outside its box; a drag that began
        // inside (selecting text) does not count.
        const onBackdrop = ownEvent(event) && !pressedInside.current && outside(event.currentTarget, event.clientX, event.clientY)
        pressedInside.current = false
        if (onBackdrop) requestClose()
      }}
    >
      {(title != null || (!preventClose && closeButton)) && (
        <div className={styles.bar}>
          {title != null && (
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
          )}
          {!preventClose && closeButton && <CloseButton label={closeLabel} onClick={requestClose} />}
        </div>
      )}
      <div className={styles.body}>{children}</div>
    </dialog>
  )
}

function CloseButton({ label, onClick }: { label?: string; onClick: () => void }) {
  const ui = useUiTexts()
  return (
    <button type="button" className={styles.close} aria-label={label || ui.close} onClick={onClick}>
      <span aria-hidden="true">×</span>
    </button>
  )
}

/** True when a point lies outside the dialog's box (on its backdrop); a keyboard click has none. */
function outside(element: HTMLElement, x: number, y: number): boolean {
  if (x === 0 && y === 0) return false
  const box = element.getBoundingClientRect()
  return x < box.left || x > box.right || y < box.top || y > box.bottom
}
