/**
 * What a visitor does between a page's first paint and its hydration (its scripts load after the
 * paint, ADR 095), on a slow phone a few seconds (ADR 177):
 *
 * - **A send is held.** A form without an `action` is sent by its script; sent before then, the
 *   browser would load the page again by GET with the visitor's entries in the address, where
 *   history, logs and referrers keep them. A form that names its `action` (sign-in, sign-out)
 *   works without the script and goes as the browser sends it.
 * - **What was typed is kept.** React takes the fields over with its own state (empty), and the
 *   next render, or the form library's registration, empties them. Each entry is noted as it is
 *   made, and told to React once it has taken the page over, as the field's own event.
 * - **A press on a button is kept.** A button's action is its script's: pressed before then, it
 *   did nothing, and the visitor had to press again. The last button pressed before hydration
 *   starts is drawn as waiting and pressed again, once, when it ends (once: a visitor who pressed
 *   three times meant it once). From the start of hydration React itself replays a press it could not yet handle,
 *   so a press then is left to it, and the one kept is dropped (the later press says what the
 *   visitor wants; both would open and close a menu). A send button whose form or own
 *   `formaction` names an action works without the script and is not kept.
 *
 * The listeners are written into the document's head, before any module, so they hold from the
 * first paint; `afterHydration` (the root layout's first effect) ends them.
 */
const READY = '__forecourtHydrated'
const EDITS = '__forecourtEdits'
const STARTED = '__forecourtHydrating'
const PRESSED = '__forecourtPressed'
/** The kept button's mark until its press is given back: global.css draws it as waiting. */
const PENDING = 'data-press-pending'

export const BEFORE_HYDRATION_SCRIPT =
  `(function(w,d){` +
  `d.addEventListener("submit",function(e){` +
  `if(!w.${READY}&&!e.target.hasAttribute("action")&&!(e.submitter&&e.submitter.hasAttribute("formaction")))e.preventDefault()` +
  `},true);` +
  `d.addEventListener("input",function(e){var t=e.target;` +
  `if(!w.${READY}&&t.form!==undefined&&t.type!=="file")(w.${EDITS}=w.${EDITS}||new Map).set(t,t.type==="checkbox"||t.type==="radio"?t.checked:t.value)` +
  `},true);` +
  `d.addEventListener("click",function(e){var b=e.target.closest&&e.target.closest("button");` +
  `if(w.${READY}||!b)return;` +
  `var k=!w.${STARTED}&&!b.disabled&&!(b.type==="submit"&&(b.hasAttribute("formaction")||b.form&&b.form.hasAttribute("action")));` +
  `if(w.${STARTED}||k){if(w.${PRESSED})w.${PRESSED}.removeAttribute("${PENDING}");` +
  `w.${PRESSED}=k?b:null;if(k)b.setAttribute("${PENDING}","")}` +
  `},true)` +
  `})(window,document)`

type Edit = string | boolean
type PageGlobals = { [READY]?: boolean; [EDITS]?: Map<Element, Edit>; [STARTED]?: boolean; [PRESSED]?: HTMLButtonElement | null }

/** Called as React starts to hydrate: a press from now on is React's to replay. */
export function hydrationStarts() {
  ;(window as unknown as PageGlobals)[STARTED] = true
}

/**
 * Lifts the hold on sends, tells React of every entry made before it took the page over, then
 * presses again the button last pressed before it started.
 */
export function afterHydration() {
  const page = window as unknown as PageGlobals
  page[READY] = true
  page[STARTED] = true
  const edits = page[EDITS]
  const pressed = page[PRESSED]
  delete page[EDITS]
  delete page[PRESSED]
  pressed?.removeAttribute(PENDING)
  for (const [control, edit] of edits ?? []) if (control.isConnected) replay(control, edit)
  // In a task of its own: the entries' state is rendered first, so a Send sends what was typed.
  if (pressed)
    setTimeout(() => {
      if (pressed.isConnected && !pressed.disabled) pressed.click()
    }, 0)
}

/**
 * React notices a change when a field's value differs from the one it last saw (its value
 * tracker, which a property set through the element updates): so the tracker is set apart from the
 * entry, the entry put back past it, and the field's own event fires.
 */
function replay(control: Element, edit: Edit) {
  if (control instanceof HTMLInputElement && typeof edit === 'boolean') {
    // A radio button's entry is the one chosen (the others fire nothing); a box goes to its state by a click.
    if (!edit && control.type === 'radio') return
    control.checked = !edit
    control.click()
  } else if (control instanceof HTMLSelectElement && typeof edit === 'string') {
    control.value = edit
    control.dispatchEvent(new Event('change', { bubbles: true }))
  } else if ((control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) && typeof edit === 'string') {
    control.value = edit === '' ? ' ' : ''
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, edit)
    control.dispatchEvent(new Event('input', { bubbles: true }))
  }
}
