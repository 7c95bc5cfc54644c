/**
 * spec 1 §4 Tag manager: the product waits for the tag manager's load event up to 5,000 ms
 * (spec 1 §9), then warns and runs the callback anyway (spec 1 §8). The tag manager's script is
 * loaded only after consent (scripts.ts), so without consent every callback runs after the wait,
 * without the warning: a script never asked for is not late (ADR 111).
 */
export const TAG_MANAGER_WAIT_MS = 5000
/** Dispatched on window when the tag manager's script has loaded. */
export const TAG_MANAGER_LOADED = 'forecourt:tag-manager-loaded'
export const TAG_MANAGER_TIMEOUT_WARNING = 'Tag manager not loaded in time'
/** Carried by the page's `<html>` when the market has a tag manager (root.tsx): then there is something to wait for. */
export const TAG_MANAGER_ATTRIBUTE = 'data-tag-manager'

interface TagManagerWindow {
  addEventListener: Window['addEventListener']
  removeEventListener: Window['removeEventListener']
  setTimeout: (run: () => void, ms: number) => unknown
  clearTimeout: (id: never) => void
  __fcTagManagerLoaded?: boolean
  /** Its script has been added to the page (consent given): from then on, not loading is late. */
  __fcTagManagerRequested?: boolean
  /** A wait has run out on this page: later callbacks do not wait again (one warning per page). */
  __fcTagManagerLate?: boolean
  document?: Pick<Document, 'documentElement'>
}

/** Whether the page's market has a tag manager to wait for: without one, nothing will load. */
const tagManagerExpected = (win: TagManagerWindow) => win.document?.documentElement.hasAttribute(TAG_MANAGER_ATTRIBUTE) ?? false

/**
 * Runs `callback` once the tag manager has loaded, or after `wait` ms, with a warning if its
 * script had been added (tagManagerRequested; else consent withheld it); at once when
 * the market has none (`expected`), or when a wait on this page has already run out (without
 * consent the tag manager does not load, and every analytics event waiting 5 s would reorder
 * nothing and warn each time).
 * @returns a function that cancels the wait (the callback then never runs)
 */
export function afterTagManager(
  callback: () => void,
  {
    win = window as unknown as TagManagerWindow,
    wait = TAG_MANAGER_WAIT_MS,
    warn = (m: string) => console.warn(m),
    expected = tagManagerExpected(win),
  } = {},
): () => void {
  if (win.__fcTagManagerLoaded || win.__fcTagManagerLate || !expected) {
    callback()
    return () => {}
  }
  let done = false
  const finish = () => {
    if (done) return
    done = true
    win.removeEventListener(TAG_MANAGER_LOADED, onLoaded)
    win.clearTimeout(timer as never)
  }
  const onLoaded = () => {
    if (done) return
    finish()
    callback()
  }
  const timer = win.setTimeout(() => {
    if (done) return
    finish()
    if (!win.__fcTagManagerLate && win.__fcTagManagerRequested) warn(TAG_MANAGER_TIMEOUT_WARNING)
    win.__fcTagManagerLate = true
    callback()
  }, wait)
  win.addEventListener(TAG_MANAGER_LOADED, onLoaded)
  return finish
}

/** Marks the tag manager's script added to the page: a wait that runs out now warns. */
export function tagManagerRequested(win: Window = window) {
  ;(win as unknown as TagManagerWindow).__fcTagManagerRequested = true
}

/** Marks the tag manager loaded (its script's load event) and tells those waiting. */
export function tagManagerLoaded(win: Window = window) {
  ;(win as unknown as TagManagerWindow).__fcTagManagerLoaded = true
  win.dispatchEvent(new Event(TAG_MANAGER_LOADED))
}

/** One entry of window.dataLayer. */
export type DataLayerEntry = Readonly<Record<string, unknown>>

/**
 * Pushes entries to the page's data layer (window.dataLayer, created when a tag manager has not
 * yet), once the market's tag manager has loaded or its wait is up (afterTagManager).
 */
export function pushToDataLayer(target: object, entries: readonly DataLayerEntry[]): void {
  if (entries.length === 0) return
  const holder = target as { dataLayer?: unknown[] }
  afterTagManager(
    () => {
      holder.dataLayer ??= []
      holder.dataLayer.push(...entries)
    },
    { win: target as TagManagerWindow },
  )
}
