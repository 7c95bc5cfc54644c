import { createContext, useCallback, useContext, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { Modal } from '~/ui/Modal.tsx'
import styles from './feedback.module.css'
import { refocus } from './focus.ts'

/**
 * What the back office tells the user and asks them, in one place for every screen:
 * one toast at a time for the last action's outcome (it replaces the screens' former status lines,
 * so a delete still replaces 'Added metahead 4.'), and a modal question before a change that
 * cannot be undone. Screens reach both through `useFeedback`; writes through `useAction`.
 */
export interface Feedback {
  /**
   * Says what an action did: polite (role=status); it goes after SUCCESS_MS. `at`: the path of
   * the screen it belongs to when that is not this one (the action leaves for it).
   */
  success: (message: string, at?: string) => void
  /** Says what failed and why (role=alert); it stays until dismissed or replaced. */
  failure: (message: string) => void
  /** Asks first; true when the user confirms. Escape or Cancel is false. */
  confirm: (question: Question) => Promise<boolean>
}
export interface Question {
  title: string
  body?: string
  /** The confirming button's words, e.g. 'Delete'. */
  action: string
}

/** How long a success stays; paused while pointed at or focused (WCAG 2.2.1). */
export const SUCCESS_MS = 8000

interface Toast {
  kind: 'success' | 'failure'
  message: string
  /** The screen it belongs to: another tab starts without it. */
  path: string
}
interface Asking {
  question: Question
  answer: (yes: boolean) => void
}

const FeedbackContext = createContext<Feedback | null>(null)

export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext)
  if (!feedback) throw new Error('useFeedback needs <AdminFeedback> around the screen')
  return feedback
}

export function AdminFeedback({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  const [toast, setToast] = useState<Toast | null>(null)
  const [asking, setAsking] = useState<Asking | null>(null)
  const path = useRef(pathname)
  useEffect(() => {
    path.current = pathname
  }, [pathname])
  const feedback = useMemo<Feedback>(() => {
    const show = (kind: Toast['kind'], message: string, at = path.current) => setToast({ kind, message, path: at })
    return {
      success: (message, at) => show('success', message, at),
      failure: (message) => show('failure', message),
      confirm: (question) =>
        new Promise<boolean>((resolve) =>
          setAsking({
            question,
            answer: (yes) => {
              setAsking(null)
              resolve(yes)
            },
          }),
        ),
    }
  }, [])
  const shown = toast?.path === pathname ? toast : null
  const dismiss = useCallback(() => setToast(null), [])
  // The control last pressed or focused: the one an action's toast must not cover.
  const asker = useRef<Element | null>(null)
  useEffect(() => {
    const note = (event: Event) => {
      if (event.target instanceof Element && !event.target.closest('[data-toasts]')) asker.current = event.target
    }
    document.addEventListener('pointerdown', note, true)
    document.addEventListener('focusin', note, true)
    return () => {
      document.removeEventListener('pointerdown', note, true)
      document.removeEventListener('focusin', note, true)
    }
  }, [])
  return (
    <FeedbackContext.Provider value={feedback}>
      {children}
      <Toasts toast={shown} onDismiss={dismiss} asker={asker} />
      {asking && <ConfirmDialog {...asking} />}
    </FeedbackContext.Provider>
  )
}

/** Whether two boxes share some area (touching edges do not). */
export const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

/**
 * The one toast region: a live region per kind, always on the page so that a message put in is
 * announced. Keyboard: F8 reaches the message, Escape or Dismiss closes it and returns focus.
 * A toast that would cover the control that asked for it (a Save button at the bottom of a
 * wide window, at the top of a phone's) goes to the other end of the window.
 */
function Toasts({ toast, onDismiss, asker }: { toast: Toast | null; onDismiss: () => void; asker: { current: Element | null } }) {
  const region = useRef<HTMLElement>(null)
  const place = useCallback(() => {
    const element = region.current
    if (!element) return
    // Set on the element, not through state: measured in its usual place before the first paint.
    delete element.dataset.flipped
    const shown = element.querySelector('[data-shown]')
    if (shown && asker.current?.isConnected && overlaps(shown.getBoundingClientRect(), asker.current.getBoundingClientRect()))
      element.dataset.flipped = ''
  }, [asker])
  useLayoutEffect(place, [toast, place])
  // The focus moved on while a toast shows (to the field a failure names, scrolled into view):
  // placed again, once the browser has brought that field into view. Listening always: the
  // focus may move in the very commit that shows the toast.
  useEffect(() => {
    let frame = 0
    const again = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target.closest('[data-toasts]')) return
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(place)
    }
    document.addEventListener('focusin', again)
    return () => {
      document.removeEventListener('focusin', again)
      cancelAnimationFrame(frame)
    }
  }, [place])
  const [paused, setPaused] = useState(false)
  const dismissButton = useRef<HTMLButtonElement>(null)
  // Where focus was before it came into a toast, to go back to.
  const cameFrom = useRef<Element | null>(null)
  useEffect(() => {
    if (toast?.kind !== 'success' || paused) return
    const timer = setTimeout(onDismiss, SUCCESS_MS)
    return () => clearTimeout(timer)
  }, [toast, paused, onDismiss])
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'F8' || !dismissButton.current) return
      event.preventDefault()
      dismissButton.current.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])
  const dismiss = () => {
    const hadFocus = dismissButton.current === document.activeElement
    setPaused(false)
    onDismiss()
    if (hadFocus) refocus(cameFrom.current)
  }
  return (
    <section
      ref={region}
      data-toasts
      className={styles.toasts}
      aria-label="Messages (F8)"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={(event) => {
        if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) cameFrom.current = event.relatedTarget
        setPaused(true)
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false)
      }}
    >
      {(['success', 'failure'] as const).map((kind) => {
        const mine = toast?.kind === kind ? toast : null
        return (
          <div
            key={kind}
            className={styles.toast}
            data-kind={kind}
            data-shown={mine ? '' : undefined}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && mine) dismiss()
            }}
          >
            <p role={kind === 'success' ? 'status' : 'alert'} className={styles.message}>
              {mine?.message}
            </p>
            {mine && (
              <button ref={dismissButton} type="button" className={styles.dismiss} onClick={dismiss} aria-label="Dismiss">
                <span aria-hidden="true">×</span>
              </button>
            )}
          </div>
        )
      })}
    </section>
  )
}

/**
 * A modal question on the one modal primitive (spec 1 §4 Modal: the page behind is inert; Escape
 * or the backdrop cancels). Cancel has focus first, as the safe answer; focus returns to what
 * opened it. Cancel is the way out in view, so the modal has no close button of its own.
 */
function ConfirmDialog({ question, answer }: Asking) {
  const bodyId = useId()
  return (
    <Modal
      open
      onClose={() => answer(false)}
      title={question.title}
      describedBy={question.body ? bodyId : undefined}
      closeButton={false}
      className={styles.dialog}
    >
      {question.body && <p id={bodyId}>{question.body}</p>}
      <div className={styles.answers}>
        <button type="button" className="fc-cta fc-cta--secondary" data-autofocus onClick={() => answer(false)}>
          Cancel
        </button>
        <button type="button" className={`fc-cta ${styles.destructive}`} onClick={() => answer(true)}>
          {question.action}
        </button>
      </div>
    </Modal>
  )
}
