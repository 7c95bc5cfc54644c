import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react'

/** The id of the admin's <main>: focus goes there when the element that had it is gone. */
export const MAIN_ID = 'main'

/**
 * Focus to `element` if it can take it (still on the page, not disabled), to main otherwise: a
 * deleted row's button is gone, and the page itself (a form opened by its address) is no place to
 * start again from.
 */
export function refocus(element: Element | null) {
  if (element instanceof HTMLElement && element !== document.body) element.focus()
  if (document.activeElement !== element || element === document.body) document.getElementById(MAIN_ID)?.focus()
}

/**
 * The back office's guard: when the focused element leaves the page (a row deleted, a form closed
 * once the list is read again) and nothing took the focus after it, main takes it, so a keyboard
 * user goes on from the screen, not from the document's start. Checked a frame after the change:
 * what puts the focus somewhere on purpose (a dialog giving it back, a closed form to its opener)
 * has run by then.
 */
export function useFocusRescue() {
  useEffect(() => {
    let focused: Element | null = null
    let frame = 0
    const note = (event: FocusEvent) => {
      focused = event.target instanceof Element ? event.target : null
    }
    const check = () => {
      frame = 0
      if (focused && !focused.isConnected && document.activeElement === document.body) refocus(null)
    }
    const observer = new MutationObserver(() => {
      if (focused && !focused.isConnected && !frame) frame = requestAnimationFrame(check)
    })
    document.addEventListener('focusin', note)
    observer.observe(document.body, { childList: true, subtree: true })
    return () => {
      document.removeEventListener('focusin', note)
      observer.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [])
}

/**
 * After a write its form's fields refused, focus goes to the first field marked invalid, in the
 * form's order, and brings it into view: the toast names the problems, the field is where they are
 * mended (on a phone the form's first fields were out of view, the toast over them). Call the
 * returned function with the form being sent; once the errors are drawn, its first invalid field
 * takes the focus (none after a success: its errors are empty).
 */
export function useRefusedFieldFocus(errors: readonly unknown[]): (form: HTMLFormElement | null) => void {
  const sentRef = useRef<HTMLFormElement | null>(null)
  useEffect(() => {
    const form = sentRef.current
    sentRef.current = null
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [errors])
  return useCallback((form) => {
    sentRef.current = form
  }, [])
}

/**
 * Runs `work` (a request) and then gives focus back to what had it, if focus was lost meanwhile:
 * a button disabled while busy, a row deleted, a form closed lose it to the page, and a keyboard
 * user would start again from the top.
 */
export async function keepingFocus<T>(work: () => Promise<T>): Promise<T> {
  const before = document.activeElement
  const result = await work()
  requestAnimationFrame(() => {
    if (!document.activeElement || document.activeElement === document.body) refocus(before)
  })
  return result
}

/**
 * Keyboard use: a form or panel that opens on the user's doing (an Edit link had
 * focus; not a page load) takes focus, so it is read out and seen even when it opens far from the
 * link; when it closes with focus inside, focus goes back to what opened it. With `onEscape` (its
 * Cancel), Escape inside it closes it. `ref`'s element needs tabIndex={-1}.
 */
export function useFocusWhenOpened(ref: RefObject<HTMLElement | null>, onEscape?: () => void) {
  // A layout effect: its cleanup runs as the element is taken off the page, with the focus still
  // inside it, so the focus goes to the opener before it can fall anywhere.
  useLayoutEffect(() => {
    const opener = document.activeElement
    const element = ref.current
    if (element && opener instanceof HTMLElement && opener !== document.body && !element.contains(opener)) element.focus()
    return () => {
      const focused = document.activeElement
      if (!focused || focused === document.body || element?.contains(focused)) refocus(opener)
    }
  }, [ref])
  const escape = useRef(onEscape)
  useEffect(() => {
    escape.current = onEscape
  })
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const onKeyDown = (event: KeyboardEvent) => {
      // Not one a field or an open list used (a search field's own Escape empties it).
      if (event.key !== 'Escape' || event.defaultPrevented || !escape.current) return
      event.preventDefault()
      escape.current()
    }
    element.addEventListener('keydown', onKeyDown)
    return () => element.removeEventListener('keydown', onKeyDown)
  }, [ref])
}
