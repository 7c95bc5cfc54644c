import { useEffect, type RefObject } from 'react'

/** The id of the admin's <main>: focus goes there when the element that had it is gone. */
export const MAIN_ID = 'main'

/** Focus to `element` if it can take it (still on the page, not disabled), to main otherwise: a deleted row's button is gone. */
export function refocus(element: Element | null) {
  if (element instanceof HTMLElement && element !== document.body) element.focus()
  if (document.activeElement !== element) document.getElementById(MAIN_ID)?.focus()
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
 * link; when it closes with focus inside, focus goes back to what opened it. `ref`'s element needs
 * tabIndex={-1}.
 */
export function useFocusWhenOpened(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const opener = document.activeElement
    const element = ref.current
    if (element && opener instanceof HTMLElement && opener !== document.body && !element.contains(opener)) element.focus()
    return () => {
      if (!document.activeElement || document.activeElement === document.body) refocus(opener)
    }
  }, [ref])
}
