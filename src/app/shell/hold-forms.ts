/**
 * A form without an `action` is sent by its script. Sent before the page has hydrated (its scripts
 * load after the first paint, ADR 095), the browser would load the page again by GET with the
 * visitor's entries in the address, where history, logs and referrers keep them. Until the page
 * has hydrated such a send does nothing; a form that names its `action` (sign-in, sign-out) works
 * without the script and goes as the browser sends it (ADR 177).
 *
 * The listener is written into the document's head, before any module, so it holds from the first
 * paint; `markHydrated` lifts it once React has taken the page over.
 */
const HYDRATED = '__forecourtHydrated'

export const HOLD_SCRIPTED_FORMS =
  `document.addEventListener("submit",function(e){` +
  `if(!window.${HYDRATED}&&!e.target.hasAttribute("action")&&!(e.submitter&&e.submitter.hasAttribute("formaction")))e.preventDefault()` +
  `},true)`

export function markHydrated() {
  ;(window as unknown as Record<typeof HYDRATED, boolean>)[HYDRATED] = true
}
