import type { KeyboardEvent } from 'react'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([tabindex="-1"]), select:not([disabled]), textarea:not([disabled]), [tabindex="0"]'

/**
 * The elements Tab stops at inside `root`, in order: shown ones (or the focused one), and of a
 * radio group only its checked radio (the first when none is checked), as the browser tabs.
 */
export function tabStops(root: HTMLElement, active: Element | null = document.activeElement): HTMLElement[] {
  const shown = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null || el === active)
  return shown.filter((el) => {
    if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || !el.name) return true
    const group = shown.filter(
      (other): other is HTMLInputElement => other instanceof HTMLInputElement && other.type === 'radio' && other.name === el.name,
    )
    const checked = group.find((radio) => radio.checked)
    return checked ? el === checked : el === group[0]
  })
}

/**
 * NOTE: a modal <dialog> makes the page inert, but Tab can still leave for the browser's own
 * controls; where focus must stay in the dialog (spec 1 §2 modal forms, spec 3 §2 the postcode
 * modal), Tab wraps round. Use as the dialog's onKeyDown.
 */
export function trapTab(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return
  const stops = tabStops(event.currentTarget)
  const first = stops[0]
  const last = stops.at(-1)
  if (!first || !last) return
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault()
    first.focus()
  }
}
