/**
 * Where the focus goes once the visitor has decided in the banner or its preferences (ADR 110,
 * amended 2026-12-05). The buttons pressed leave the page with the banner, and the browser drops
 * the focus to the body: a screen reader loses its place and the next Tab starts the page over.
 *
 * - `kept`: something still has the focus (the preferences opened from the footer gave it back to
 *   the footer's button): leave it there;
 * - `before`: the element that had the focus before the banner took it, if it is still on the page;
 * - `main`: else the start of the main content, where the skip link puts it (the banner stands
 *   before the page, so a visitor who tabbed straight into it had reached nothing else yet).
 */
export type FocusAfterDecision = 'kept' | 'before' | 'main'

export function focusAfterDecision(state: { focusLost: boolean; before: 'on-page' | 'gone' | 'none' }): FocusAfterDecision {
  if (!state.focusLost) return 'kept'
  return state.before === 'on-page' ? 'before' : 'main'
}

/**
 * Moves the focus as `focusAfterDecision` says, once React has taken the banner away (after the
 * decision's render, and after a closing modal has given the focus back to what opened it).
 * Neither target is scrolled to: the view stays where the visitor decided.
 */
export function restoreFocusAfterDecision(before: HTMLElement | null) {
  setTimeout(() => {
    const active = document.activeElement
    const choice = focusAfterDecision({
      focusLost: active === null || active === document.body,
      before: before === null ? 'none' : before.isConnected ? 'on-page' : 'gone',
    })
    if (choice === 'kept') return
    if (choice === 'before') {
      before!.focus({ preventScroll: true })
      if (document.activeElement === before) return
    }
    const main = document.querySelector<HTMLElement>('main')
    if (!main) return
    // The default layout's main (sign-in, no access) is not focusable by itself.
    if (!main.hasAttribute('tabindex')) main.tabIndex = -1
    main.focus({ preventScroll: true })
  })
}

/** What the keyboard reaches by itself in content that needed consent: a player's frame, a link, a control. */
const REACHABLE =
  'iframe, a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]'

/**
 * What takes the focus when a placeholder's "Accept and show" gave way to its content (the button
 * pressed left with the placeholder): the content itself where the keyboard reaches it (a video's
 * frame), else the first thing in it that it reaches, else the content, focusable for the moment.
 */
export function shownContentFocus(shown: Element | undefined): { target: HTMLElement; focusable: boolean } | null {
  if (!(shown instanceof HTMLElement)) return null
  if (shown.matches(REACHABLE)) return { target: shown, focusable: true }
  const inside = shown.querySelector<HTMLElement>(REACHABLE)
  return inside ? { target: inside, focusable: true } : { target: shown, focusable: false }
}

/** Once the content is shown in the placeholder's place, the focus goes there (`shownContentFocus`) if it was lost, without scrolling. */
export function focusShownContent(shown: Element | undefined) {
  const active = document.activeElement
  if (active !== null && active !== document.body) return
  const focus = shownContentFocus(shown)
  if (!focus) return
  if (!focus.focusable) focus.target.tabIndex = -1
  focus.target.focus({ preventScroll: true })
}
